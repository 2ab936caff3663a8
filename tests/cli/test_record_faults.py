"""Records that are not records, and a record's folder that is not there (issue 15)."""
import json

from spelbord.cli import main


def test_replay_of_a_record_whose_game_is_a_list_is_a_clear_error(runner, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 1, "game": ["spionage"], "players": 2, "seed": 0,
                               "options": {}, "actions": []}))
    result = runner.invoke(main, ["replay", str(bad), "--lang", "en"])
    assert result.exit_code == 1 and "not a spelbord game record" in result.output
    assert not isinstance(result.exception, TypeError) and "Traceback" not in result.output


def test_replay_of_a_deeply_nested_record_is_a_clear_error(runner, tmp_path):
    bad = tmp_path / "deep.json"
    bad.write_text('{"format": 1, "game": ' + "[" * 100_000 + "]" * 100_000 + "}")
    result = runner.invoke(main, ["replay", str(bad), "--lang", "en"])
    assert result.exit_code == 1 and "not a spelbord game record" in result.output
    deep_action = tmp_path / "deep-action.json"
    deep_action.write_text('{"format": 1, "game": "hidden-bids", "players": 2, "seed": 0, "options": {}, '
                           '"actions": [[0, ' + "[" * 5_000 + "]" * 5_000 + "]]}")
    result = runner.invoke(main, ["replay", str(deep_action), "--lang", "en"])
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output


def test_play_saves_into_a_missing_folder_made_before_the_game(runner, test_games, tmp_path):
    record = tmp_path / "not" / "there" / "game.json"
    result = runner.invoke(main, ["play", "sealed-bids", "-p", "3", "-s", "11", "--lang", "en",
                                  "--save", str(record)], input="1\n" * 300)
    assert result.exit_code == 0, result.output
    assert json.loads(record.read_text())["seed"] == 11


def test_play_to_a_folder_that_cannot_be_made_fails_before_the_game(runner, test_games, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file, not a folder")
    result = runner.invoke(main, ["play", "sealed-bids", "-p", "3", "-s", "11", "--lang", "en",
                                  "--save", str(blocker / "game.json")], input="1\n" * 300)
    assert result.exit_code == 1
    assert "Cannot create the folder" in result.output and "Game over" not in result.output
