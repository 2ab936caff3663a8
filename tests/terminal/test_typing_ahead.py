"""Typing ahead at the terminal: moves keep their numbers while one choice is built,
several moves in one input, a Spionage! report by letter, Enter for an only move."""
import random

import pytest

import spelbord
from spelbord.terminal import HotSeat, Quit
from spelbord.terminal.ahead import Numbering
from tests.cli.test_parts import FedScreen, picker


def advance(game, players, seed, until, bots_seed=1):
    """A game played at random until ``until(state)``."""
    state, rng = game.new_game(players, seed), random.Random(bots_seed)
    while not until(state):
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def table(game, state, lines, people=1):
    screen = FedScreen(lines)
    bots = [None] * people + [spelbord.bots.make_bot(game, "random", 5)] * (state.players - people)
    return HotSeat(game, state, bots, [f"P{s + 1}" for s in range(state.players)], "en", screen, seed=3), screen


def run(seat_table):
    with pytest.raises(Quit):
        seat_table.run()


@pytest.fixture
def launch():
    """Cosmic Encounter: the first seat, the offence, is about to launch ships from its five planets."""
    game = spelbord.load("cosmic-encounter")
    state = advance(game, 3, 0, bots_seed=0, until=lambda s: s.actors() == [0] and s.legal_actions(0)[0][0] == "launch"
                    and not s.cone[0])
    assert state.legal_actions(0) == [("launch", p) for p in range(5)]
    return game, state


def test_several_ships_launched_in_one_input_keep_their_numbers(launch):
    """"Hur många skepp som skickas iväg bestämmer spelaren själv, men det får vara
    högst 4 stycken" (SV l. 117): ships go one at a time, typed at once as 3 5 5."""
    game, state = launch
    seat_table, screen = table(game, state, ["3 5 5"])
    run(seat_table)
    assert state.launch_from == [2, 4, 4] and state.cone[0] == 3
    after = screen.printed[screen.printed.index("Your moves:", screen.printed.index("Your moves:") + 1):]
    # planet 1 is still move 1; done launching is new: the next number, 6
    assert any(line.strip() == "1. Launch a ship from Yellow planet 1" for line in after)
    assert any(line.strip() == "6. Done launching ships" for line in after)


def test_a_bad_input_of_several_moves_changes_nothing(launch):
    game, state = launch
    seat_table, screen = table(game, state, ["3 9", "4,,5 x", "1 2 3 4 5"])
    run(seat_table)
    assert "There is no move 9 after the moves before it in your input; nothing was played." in screen.printed
    # four ships at most ("högst 4 stycken", SV l. 117): the fifth is no move, the four before it not played
    assert state.launch_from == [] and state.cone[0] == 0


@pytest.mark.parametrize("line", ["1 1", "1 9"])
def test_input_does_not_run_past_a_draw(line):
    """A move that draws something ends what may be typed ahead: trying it first would
    show its outcome to the person without their committing to it (even which moves
    follow it: "1 9" gets the same answer as "1 1")."""
    from tests.cli.cardgame import GAME
    state = advance(GAME, 2, 4, lambda s: s.actors() == [0] and s.secret is None and s.deck)
    assert state.legal_actions(0) == [("draw",), ("pass",)]
    seat_table, screen = table(GAME, state, [line], people=2)
    seat_table.current = 0  # already at the keyboard: no pass screen
    run(seat_table)
    assert any("runs past a move that draws or reveals something" in line for line in screen.printed)
    assert state.legal_actions(0) == [("draw",), ("pass",)]


def test_numbers_start_again_when_another_seat_moved_or_nothing_is_shared():
    numbering = Numbering()
    assert numbering.number(0, ["a", "b", "c"]) == [1, 2, 3]
    assert numbering.number(0, ["c", "d"]) == [3, 4]
    assert numbering.number(0, ["x", "y"]) == [1, 2]  # a new step: nothing in common
    numbering.moved(1)
    assert numbering.number(0, ["x", "y"]) == [1, 2] and numbering.numbers == {"x": 1, "y": 2}


def test_enter_takes_the_only_move():
    moves, screen = picker(["", "3"], count=1)
    assert moves.choose() == 0
    moves, screen = picker(["", "2"], count=3)
    assert moves.choose() == 1  # with several moves Enter alone chooses nothing


@pytest.fixture
def report():
    """Spionage!: the first seat lays out a report (Redovisning) with cards of two letters or more."""
    game = spelbord.load("spionage")
    state = advance(game, 3, 2, lambda s: s.secret is not None and s.secret.kind == "report" and 0 in s.actors())
    return game, state


def moves_since(state, start):
    """The actions played from the ``start``-th on, by seat."""
    return state.history()[start:]


def test_the_best_report_is_offered_first_and_taken_whole(report):
    """"Den framgångsrikaste Redovisningen är alltid den med flest Hemliga Kort. Om två eller
    flera Redovisningar innehåller lika många kort, vinner den som har kortet med flest
    mikrofilmade sidor." (SV l. 143): that report comes first, to be laid out in one move."""
    from spelbord.games.spionage.data import CARD_LETTER
    from spelbord.games.spionage.reports import best_report
    game, state = report
    hand = sorted(state.hands[0], key=lambda c: (CARD_LETTER[c], c))
    best = [c for c in hand if c in best_report(hand)]
    start = len(state.history())
    seat_table, screen = table(game, state, ["report zz", "1"])
    run(seat_table)
    shown = "\n".join(screen.printed)
    assert "By letter, to type several at once (report a c f):" in shown
    for k, card in enumerate(hand):
        assert f"  {chr(ord('a') + k)}. {game.describe_action(('show', card), 'en')[len('Show '):]}" in shown
    first = next(line for line in screen.printed if line.strip().startswith("1. "))
    typed = "report " + " ".join(chr(ord("a") + hand.index(c)) for c in best)
    assert first.strip().startswith("1. In one move: Show") and first.endswith(f"(or type: {typed})")
    assert "Type report and letters from a to" in shown  # "zz": no such cards, nothing played
    assert moves_since(state, start)[:len(best) + 1] == [(0, ("show", c)) for c in best] + [(0, ("done",))]


@pytest.mark.parametrize("lang, word", [("en", "report"), ("sv", "redovisning"), ("de", "bericht")])
def test_a_report_typed_by_letter_shows_those_cards(report, lang, word):
    """Any report may be shown, not only the largest ("Man är inte skyldig att visa alla
    sammanhängande Hemliga Kort man har", SV l. 137): three cards typed by letter."""
    from spelbord.games.spionage.data import CARD_LETTER
    from spelbord.games.spionage.reports import is_report
    game, state = report
    hand = sorted(state.hands[0], key=lambda c: (CARD_LETTER[c], c))
    picked = next([a, b, c] for a in range(len(hand)) for b in range(a + 1, len(hand))
                  for c in range(b + 1, len(hand)) if is_report([hand[a], hand[b], hand[c]]))
    start = len(state.history())
    seat_table, screen = table(game, state, [word + " " + " ".join(chr(ord("a") + k) for k in picked)])
    seat_table.lang = lang
    run(seat_table)
    assert moves_since(state, start)[:4] == [(0, ("show", hand[k])) for k in picked] + [(0, ("done",))]
