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


def test_a_match_prints_games_that_tally_reads_back_and_measures_the_lead_by_game(capsys):
    bench = load_bench("bots")
    result = bench.show_match("quo-vadis", 3, "heuristic", "random", 3, 1, budgets=None)
    printed = capsys.readouterr().out
    games = bench.read_games(printed.splitlines())[("quo-vadis", 3)]
    assert sorted(games) == [0, 1, 2]
    for seed, (names, ranks) in games.items():
        assert names[seed % 3] == "heuristic" and names.count("random") == 2  # the first bot's seat rotates
        assert sorted(ranks)[0] == 1 and all(1 <= rank <= 3 for rank in ranks)
    mean, low, high = result["lead"]["random"]
    by_game = [ranks[seed % 3] - sum(r for s, r in enumerate(ranks) if s != seed % 3) / 2
               for seed, (_, ranks) in sorted(games.items())]
    assert mean == pytest.approx(sum(by_game) / 3) and low <= mean <= high
    assert f"heuristic - random {mean:+.2f} a game" in printed
    bench.show_tally(printed.splitlines(), first="heuristic")
    assert "quo-vadis            3p  3 games (seeds 0-2)" in capsys.readouterr().out


def test_tally_pairs_each_game_and_judges_the_lead():
    bench = load_bench("bots")
    lines = [  # hard first in games 0, 1, 3; normal ahead of it in game 2
        "  spionage 3p seed 0: placed hard 1 (0.80 s), heuristic 3 (0.00 s), normal 2 (0.05 s) [load]",
        "  spionage 3p seed 1: placed heuristic 3 (0.00 s), hard 1 (0.80 s), normal 2 (0.05 s) [load]",
        "spionage 3p seed 2: placed heuristic 3 (0.00 s), normal 1 (0.05 s), hard 2 (0.80 s) [load]",
        "  spionage 3p seed 3: placed hard 1 (0.80 s), heuristic 2 (0.00 s), normal 3 (0.05 s) [load]",
        "  spionage 3p seed 1: placed heuristic 3 (0.00 s), hard 1 (0.80 s), normal 2 (0.05 s) [load]",
        "spionage 3p, seeds 0-3 (hard with its own simulations, no clock):",
    ]
    games = bench.read_games(lines)[("spionage", 3)]
    assert sorted(games) == [0, 1, 2, 3]  # seed 1 met twice counts once
    lead = bench.leads(list(games.values()), "hard")
    assert lead["normal"][0] == pytest.approx((-1 - 1 + 1 - 2) / 4)
    assert lead["heuristic"][0] == pytest.approx((-2 - 2 - 1 - 1) / 4)
    assert lead["heuristic"][2] < 0 and lead["normal"][1] < 0 < lead["normal"][2]
    assert bench.verdict(lead) == "unknown, ahead"
    assert bench.verdict({"normal": (-0.5, -0.9, -0.1), "heuristic": (-1, -2, -0.5)}) == "yes"
    assert bench.verdict({"normal": (0.5, 0.1, 0.9), "heuristic": (-1, -2, -0.5)}) == "no"
    assert bench.verdict({"normal": (0.1, -0.3, 0.5)}) == "unknown, not ahead"
    assert bench.seed_ranges([3, 0, 1, 2, 25, 27, 26, 40]) == "0-3, 25-27, 40"
    assert bench.show_leads("hard", {"normal": (-1.0, float("-inf"), float("inf"))}) == \
        "hard - normal -1.00 a game (one game, no interval)"
    with pytest.raises(ValueError, match="seed 2 ended two ways"):
        bench.read_games([*lines, "spionage 3p seed 2: placed heuristic 1 (0 s), normal 3 (0 s), hard 2 (0 s) ["])


def test_a_bot_in_two_seats_counts_with_its_mean_placing():
    bench = load_bench("bots")
    lead = bench.leads([(["hard", "heuristic", "normal", "heuristic"], [2, 1, 3, 4]),
                        (["heuristic", "hard", "normal", "heuristic"], [1, 3, 2, 4])], "hard")
    assert lead["heuristic"][0] == pytest.approx(((2 - 2.5) + (3 - 2.5)) / 2)
    assert lead["normal"][0] == pytest.approx(((2 - 3) + (3 - 2)) / 2)
