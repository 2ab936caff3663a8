"""Test games registered for the duration of a test, next to the real ones."""
import pytest
from click.testing import CliRunner

from spelbord.engine import registry
from tests.engine.objection import GAME as OBJECTION
from tests.engine.toy import GAME as SEALED_BIDS

from .cardgame import GAME as HIDDEN_BIDS

TEST_GAMES = {"sealed-bids": SEALED_BIDS, "hidden-bids": HIDDEN_BIDS, "objection": OBJECTION}


@pytest.fixture
def test_games(monkeypatch):
    """Make ``spelbord.load`` find the test games too (the real games stay registered)."""
    real_load = registry.load
    monkeypatch.setattr(registry, "_MODULES", {**registry._MODULES, **{n: n for n in TEST_GAMES}})
    monkeypatch.setattr(registry, "load", lambda name: TEST_GAMES.get(name) or real_load(name))
    return TEST_GAMES


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def lowest(monkeypatch):
    """The person always types the lowest number on offer (the moves of a choice built
    step by step keep their numbers, so 1 may be gone) and records what it named."""
    from spelbord.terminal import MovePicker
    chosen = []

    def ask(self, prompt):
        number = min(self.numbers)
        chosen.append(self.labels[self.numbers.index(number)])
        return str(number)

    monkeypatch.setattr(MovePicker, "ask", ask)
    return chosen
