"""Who sits where: one bot's name fills every bot seat, and people count seats from 1."""
import json
import re

import pytest

from spelbord.cli import main


def test_one_bot_name_fills_every_seat_but_the_persons(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "hidden-bids", "-p", "4", "--bots", "random", "--seed", "2",
                                  "--lang", "en", "--save", str(record)], input="1\n" * 50)
    assert result.exit_code == 0, result.output
    rows = re.findall(r"^\s+(\d)\s+Player \d\s+(a person|bot: .+?)\s*$", result.output, re.M)
    assert rows == [("1", "a person")] + [(str(n), "bot: random") for n in (2, 3, 4)]
    assert json.loads(record.read_text())["players"] == 4


def test_one_bot_name_without_a_player_count_takes_the_usual_count(runner, test_games, tmp_path):
    """``--bots heuristic`` names no seat count: the game's usual one, a person in the first seat."""
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "spionage", "--bots", "heuristic", "--seed", "1", "--lang", "en",
                                  "--save", str(record)], input="q\n")
    assert result.exit_code == 0, result.output
    assert json.loads(record.read_text())["players"] == 4
    assert result.output.count("a person") == 1 and result.output.count("bot: heuristic") == 3


def test_the_screen_counts_seats_from_1(runner, test_games):
    result = runner.invoke(main, ["play", "hidden-bids", "-p", "2", "--seed", "4", "--lang", "en",
                                  "--names", "Ada,Bo"], input="1\n" * 20)
    assert result.exit_code == 0, result.output
    assert re.search(r"^\s+1\s+Ada\s+a person", result.output, re.M)
    assert re.search(r"^\s+2\s+Bo\s+bot: ", result.output, re.M)
    assert "Ada, seat 1" in result.output and "Ada, seat 0" not in result.output


@pytest.mark.parametrize("bots", ["human", "random,random"])
def test_a_list_must_still_name_every_seat(runner, test_games, bots):
    result = runner.invoke(main, ["play", "hidden-bids", "-p", "3", "--bots", bots])
    assert result.exit_code == 2 and "give one entry per seat" in result.output
