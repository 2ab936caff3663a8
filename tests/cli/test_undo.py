"""``undo`` at the terminal's prompt (issue 16: "Undo of one's own last step where the
game allows it ... never across another player's action, a reveal or a random draw"):
Tiny Epic Galaxies' solo game, where using a die can be taken back and ending the turn,
which rolls the dice, cannot."""
import json

from spelbord.cli import main


def play(runner, *args, lines):
    return runner.invoke(main, ["play", *args], input="".join(f"{line}\n" for line in lines))


def test_undo_takes_back_a_die_used_and_the_game_goes_on_as_without_it(runner, tmp_path):
    records = []
    for lines in (["1", "undo", "q"], ["q"]):
        record = tmp_path / f"{len(lines)}.json"
        result = play(runner, "tiny-epic-galaxies", "--players", "1", "--seed", "4", "--lang", "en",
                      "--save", str(record), lines=lines)
        assert result.exit_code == 0, result.output
        records.append((result.output, json.loads(record.read_text())))
    (undone_output, undone), (_, untouched) = records
    assert "Your last step was taken back." in undone_output
    assert undone["actions"] == untouched["actions"] == []


def test_undo_is_refused_at_the_first_move_and_after_a_roll(runner):
    result = play(runner, "tiny-epic-galaxies", "--players", "1", "--seed", "4", "--lang", "sv",
                  lines=["undo", "q"])
    assert result.exit_code == 0, result.output
    assert "Inget eget steg att ta tillbaka nu" in result.output
    assert "taken back" not in result.output


def test_the_help_names_undo_only_when_it_is_allowed(runner):
    result = play(runner, "tiny-epic-galaxies", "--players", "1", "--seed", "4", "--lang", "en",
                  lines=["?", "1", "?", "q"])
    assert result.exit_code == 0, result.output
    first, second = result.output.split("undo: take back", 1)[0], result.output
    assert "q: stop the game" in first and second.count("undo: take back your last step") == 1
