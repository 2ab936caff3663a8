"""Scarab Lords at the terminal and in `spelbord simulate`."""
import json

import spelbord
from click.testing import CliRunner

from spelbord.cli import main


def test_a_person_plays_a_whole_game_in_the_terminal(tmp_path, monkeypatch):
    from spelbord.terminal import MovePicker
    # the person types the lowest number on offer: a move keeps its number while one
    # choice is built, so 1 may be gone (docs/terminal.md)
    monkeypatch.setattr(MovePicker, "ask", lambda self, prompt: str(min(self.numbers)))
    record = tmp_path / "game.json"
    result = CliRunner().invoke(main, ["play", "scarab-lords", "--seed", "3", "--lang", "sv", "--bots",
                                       "human,heuristic", "--save", str(record)], input="\n" * 3000)
    assert result.exit_code == 0, result.output[-2000:]
    assert "vinner spelet" in result.output and "Din hand:" in result.output
    state = spelbord.replay(json.loads(record.read_text()))
    assert state.is_over()


def test_simulate_heuristic_against_random():
    result = CliRunner().invoke(main, ["simulate", "scarab-lords", "-n", "30", "-b", "heuristic,random",
                                       "-q", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["bots"] == ["heuristic", "random"] and data["wins"][0] >= 27


def test_simulate_the_advanced_game():
    result = CliRunner().invoke(main, ["simulate", "scarab-lords", "-n", "5", "-o", "advanced=true", "-q"])
    assert result.exit_code == 0, result.output
