"""``spelbord play GAME`` with no --players starts the game's usual player count."""
import json

import pytest

import spelbord
from spelbord.cli import main


@pytest.mark.parametrize("name, players", [("spionage", 4), ("quo-vadis", 4), ("scarab-lords", 2),
                                           ("tiny-epic-galaxies", 2), ("cosmic-encounter", 5)])
def test_the_usual_player_count(runner, tmp_path, name, players):
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", name, "--seed", "3", "--lang", "en", "--save", str(record)],
                           input="q\n")
    assert result.exit_code == 0, result.output
    assert json.loads(record.read_text())["players"] == players
    assert spelbord.load(name).default_players in (None, players)
