"""The ``hint`` command at the terminal: a suggested move with its chance, in every language."""
import json
import re

from spelbord.cli import main


def play(runner, *args, lines):
    return runner.invoke(main, ["play", *args], input="".join(f"{line}\n" for line in lines))


def moves_shown(output):
    """The first list of moves: number -> words."""
    return dict(re.findall(r"^\s+(\d+)\. (.+?)\s*$", output, re.M))


def test_hint_after_help_names_a_listed_move_and_its_chance(runner):
    result = play(runner, "spionage", "--players", "2", "--seed", "5", "--lang", "en",
                  lines=["?", "hint", "q"])
    assert result.exit_code == 0, result.output
    assert "hint: a suggested move, with its estimated chance to win" in result.output
    number, move, percent = re.search(r"Hint: (\d+)\. (.+) \(about (\d+) % to win\)", result.output).groups()
    assert moves_shown(result.output)[number] == move
    assert 0 <= int(percent) <= 100


def test_hint_in_swedish(runner):
    result = play(runner, "spionage", "--players", "2", "--seed", "5", "--lang", "sv", lines=["hint", "q"])
    assert result.exit_code == 0, result.output
    number, move, percent = re.search(r"Tips: (\d+)\. (.+) \(ungefär (\d+) % chans att vinna\)",
                                      result.output).groups()
    assert moves_shown(result.output)[number] == move


def test_without_an_evaluation_the_hint_says_it_has_no_estimate(runner, test_games):
    result = play(runner, "hidden-bids", "--players", "3", "--seed", "4", "--lang", "de", lines=["hint", "q"])
    assert result.exit_code == 0, result.output
    assert re.search(r"Tipp: \d+\. .+ \(keine Schätzung der Gewinnchance\)", result.output), result.output


def test_no_hints_turns_the_command_off(runner):
    result = play(runner, "spionage", "--players", "2", "--seed", "5", "--lang", "en", "--no-hints",
                  lines=["?", "hint", "q"])
    assert result.exit_code == 0, result.output
    assert "Hints are turned off in this game." in result.output
    assert "Hint:" not in result.output and "hint: a suggested move" not in result.output


def test_asking_for_hints_changes_nothing_in_the_game(runner, tmp_path):
    """The same moves give the same game, hints asked or not: a hint neither
    touches the state nor the normal bot's play."""
    histories = []
    for asks in (False, True):
        record = tmp_path / f"{asks}.json"
        lines = (["hint", "1"] if asks else ["1"]) * 6 + ["q"]
        result = play(runner, "spionage", "--bots", "human,normal", "--seed", "8", "--lang", "en",
                      "--save", str(record), lines=lines)
        assert result.exit_code == 0, result.output
        assert ("Hint:" in result.output) == asks
        histories.append(json.loads(record.read_text())["actions"])
    assert histories[0] == histories[1] and len(histories[0]) > 6
