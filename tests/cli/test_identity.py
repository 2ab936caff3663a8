"""One identity per player: the name chosen, with the colour or organisation the seat
plays, the same in the table, the board, the log, the moves and the result."""
import re

import pytest

from spelbord.cli import main
from spelbord.engine.identity import seat_names, seat_word


def whole_game(runner, name, players, lang="en"):
    """A whole game, the person always taking the first move on offer (see ``lowest``)."""
    names = ["Ada", "Bo", "Cy", "Di", "Ed"][:players]
    result = runner.invoke(main, ["play", name, "-p", str(players), "--seed", "2", "--lang", lang,
                                  "--names", ",".join(names), "--no-hints"], input="\n" * 3000)
    assert result.exit_code == 0, result.output[-3000:]
    assert "Game over" in result.output or "Partiet är slut" in result.output
    return result.output


def test_spionage_names_every_organisation_with_its_player(runner, lowest):
    output = whole_game(runner, "spionage", 3)
    for player, organisation in (("Ada", "MI6"), ("Bo", "KGB"), ("Cy", "SDECE")):
        # the organisation stands only in its player's name (a narrow column of the
        # board may put "(MI6)" on the line under "Ada")
        assert len(re.findall(rf"{player}\s*\({organisation}\)", output)) > 10
        assert re.findall(rf"(?<!\(){organisation}", output) == []
    assert re.search(r"^(Winner|Shared win): .*\((MI6|KGB|SDECE)\)", output, re.M)


def test_quo_vadis_calls_no_player_by_number(runner, lowest):
    output = whole_game(runner, "quo-vadis", 3)
    assert not re.search(r"player \d", output, re.I)
    assert len(re.findall(r"\bBo\b", output)) > 10


def test_cosmic_encounter_names_the_colour_with_its_player(runner, lowest):
    output = whole_game(runner, "cosmic-encounter", 3)
    colours = {"Ada": "Yellow", "Bo": "Red", "Cy": "White"}
    for player, colour in colours.items():
        assert re.search(rf"{player} \({colour}\)", output)
        # a colour alone names a planet or a destiny card, never a player
        for match in re.finditer(rf"(?<!\(){colour}(?! planet| star card)", output):
            raise AssertionError(output[match.start() - 80:match.end() + 80])


def test_swedish_names_carry_the_swedish_colour(runner, lowest):
    output = whole_game(runner, "cosmic-encounter", 2, lang="sv")
    assert "Ada (Gul)" in output and "Bo (Röd)" in output


def test_outside_a_named_table_the_game_uses_its_own_words():
    assert seat_word(1, "KGB", label=True) == "KGB"
    with seat_names(["Ada", "Bo"]):
        assert seat_word(1, "KGB", label=True) == "Bo (KGB)"
        assert seat_word(1, "player 2", label=False) == "Bo"
    assert seat_word(1, "KGB", label=True) == "KGB"


def test_a_replay_names_the_players_so_too(runner, tmp_path):
    folder = tmp_path / "records"
    runner.invoke(main, ["simulate", "spionage", "-p", "3", "-n", "1", "-s", "4", "--save", str(folder), "-q"])
    output = runner.invoke(main, ["replay", str(folder / "spionage-4.json"), "--log", "--lang", "en"]).output
    assert "Player 2 (KGB)" in output and re.findall(r"(?<!\()KGB", output) == []
