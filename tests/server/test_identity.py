"""One identity per player: the chosen name with the game's colour or organisation, the same
in the log, the choices, the players and the result."""
import pytest

from spelbord.engine import registry
from spelbord.engine.identity import seat_names, seat_word
from spelbord.games.cosmic_encounter.texts import planet_name

from .helpers import Socket, connect, new_table

pytestmark = pytest.mark.timeout(120)


def test_a_seat_reads_as_its_person_only_where_names_are_given():
    assert seat_word(0, "MI6", label=True) == "MI6"  # the engine's own words, unchanged
    with seat_names(["Ada", None]):
        assert seat_word(0, "MI6", label=True) == "Ada (MI6)"
        assert seat_word(0, "player 1", label=False) == "Ada"
        assert seat_word(1, "KGB", label=True) == "KGB"  # no name: the game's word
        # a planet keeps its colour: it is a place, not a person
        assert planet_name(3, "en") == "Yellow planet 4"
    assert seat_word(0, "MI6", label=True) == "MI6"


def finished_game(client, game, names, bot="random", **extra):
    """A game of bots with ``names``, watched to the end; returns the spectator's last state."""
    seats = [{"kind": "bot", "bot": bot, "name": name} for name in names]
    table = new_table(client, game, len(names), seats=seats, **extra)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello([], expect=1)
        return socket.until(lambda m: m["type"] == "state" and m["outcome"])


def test_spionage_names_each_organisation_by_its_person(client):
    state = finished_game(client, "spionage", ["Ada", "Bo"], seed=4)
    assert [(p["name"], p["label"]) for p in state["players"]] == [("Ada", "MI6"), ("Bo", "KGB")]
    log = "\n".join(entry["text"] for entry in state["log"])
    assert "Ada (MI6)" in log and "Bo (KGB)" in log
    assert "Player 1" not in log and "\nMI6" not in log
    winners = [("Ada (MI6)", "Bo (KGB)")[s] for s in state["outcome"]["winners"]]
    assert all(w in state["outcome"]["text"] for w in winners)


def test_quo_vadis_says_the_name_where_it_said_player_1(client):
    state = finished_game(client, "quo-vadis", ["Ada", "Bo", "Cy"], bot="heuristic", seed=2)
    assert [p["label"] for p in state["players"]] == [None, None, None]
    log = "\n".join(entry["text"] for entry in state["log"])
    assert "Ada places a senator" in log or "Ada moves" in log
    assert "player 1" not in log.lower()


def test_cosmic_encounter_names_each_colour_by_its_person(client):
    game = registry.load("cosmic-encounter")
    seats = [{"kind": "bot", "bot": "random", "name": name} for name in ("Ada", "Bo", "Cy")] + [{"kind": "bot"}]
    table = new_table(client, "cosmic-encounter", 4, seats=seats, seed=1)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello([], expect=1)
        state = socket.until(lambda m: m["type"] == "state" and (m["seq"] >= 30 or m["outcome"]))
    colours = [game.seat_label(seat, "en") for seat in range(4)]
    assert [p["label"] for p in state["players"]] == colours
    lines = [entry["text"] for entry in state["log"]]
    # the bots draw from the server's secret, so which player the log names first differs
    named = [f"{name} ({colour})" for name, colour in zip(("Ada", "Bo", "Cy"), colours)]
    assert any(line.startswith(person) for person in named for line in lines), lines[:10]
    # the named colours never stand alone at the head of a line; the unnamed seat's says "Player 4"
    assert not any(line.startswith(f"{colour} ") for colour in colours[:3] for line in lines)
    assert not any(line.startswith(f"{colours[3]} ") for line in lines)


@pytest.mark.parametrize("game, names, expected", [
    ("spionage", ["Ada", "Bo"], ["Ada (MI6)", "Bo (KGB)"]),
    ("quo-vadis", ["Ada", "Bo", "Cy"], ["Ada", "Bo", "Cy"]),
    ("scarab-lords", ["Ada", "Bo"], ["Ada (", "Bo ("]),
    ("tiny-epic-galaxies", ["Ada", "Bo"], ["Ada", "Bo"]),
    ("cosmic-encounter", ["Ada", "Bo", "Cy"], ["Ada (", "Bo (", "Cy ("]),
])
def test_the_board_names_each_seat_as_the_panels_do(client, game, names, expected):
    """The board is drawn with the players' names ("Ada" by the yellow pieces), the same
    identity the players panel and the log use, not the bare colour or number."""
    from spelbord.engine.svg import board_text
    seats = [{"kind": "human", "name": name} for name in names]
    table = new_table(client, game, len(names), seats=seats, seed=3)
    with connect(client, table["id"]) as ws:
        state = Socket(ws).hello([], expect=1)[None]
    text = board_text(state["board"])
    for words in expected:
        assert words in text, (words, text[:400])
    assert "player 1" not in text.lower()
