"""bench/bots.py's matches: ``hard`` thinks a fixed number of simulations (no clock,
so the machine's load does not decide its strength), and each game reports every
seat's CPU seconds a move."""
from __future__ import annotations

import pytest

from .helpers import load_bench


class _Made(Exception):
    """Ends a game as soon as its bots are made: only their budgets are looked at."""


def test_hard_searches_a_fixed_budget_and_each_seat_is_timed(monkeypatch):
    bench = load_bench("bots")
    made = []
    real = bench.make_bot

    def recording(game, name, seed, budget=None):
        bot = real(game, name, seed, budget)
        made.append((name, getattr(bot, "simulations", None), getattr(bot, "seconds", None)))
        if len(made) == 3 and stop:
            raise _Made
        return bot

    monkeypatch.setattr(bench, "make_bot", recording)
    stop = False
    ranks, seconds = bench.one_game(("quo-vadis", 3, 0, ["heuristic", "hard", "heuristic"], 5))
    assert made[1] == ("hard", 5, None)  # not the level's 2,000 stopped after 2 s
    assert len(ranks) == 3 and set(ranks) <= {1, 2, 3} and 1 in ranks
    assert len(seconds) == 3 and seconds[1] > 0.0 and all(s >= 0.0 for s in seconds)
    made.clear()
    stop = True
    with pytest.raises(_Made):
        bench.one_game(("quo-vadis", 3, 0, ["heuristic", "hard", "heuristic"], None))
    assert made[1] == ("hard", 2000, 2.0)  # --clock: the level as built
    made.clear()
    with pytest.raises(_Made):  # the bench's default: hard's own simulations, no clock
        bench.one_game(("quo-vadis", 3, 0, ["heuristic", "hard", "heuristic"], bench.OWN))
    assert made[1] == ("hard", 2000, None)


def test_a_games_own_hard_keeps_its_own_simulations_without_its_clock():
    """Scarab Lords' `hard` is its turn planner (32 simulations a move): the bench must not give it ISMCTS's 2,000."""
    bench = load_bench("bots")
    import spelbord
    game = spelbord.load("scarab-lords")
    bot = bench.make_bot(game, "hard", 0, bench.budget_for("hard", bench.OWN))
    assert (bot.simulations, bot.seconds) == (32, None)
    assert bench.budget_for("heuristic", bench.OWN) is None and bench.budget_for("normal", None) is None
