"""bench/solo_tiny_epic_galaxies.py: a run can start at any seed, reports every game
as it ends with its CPU time, and plays the rogue galaxies seed by seed, so a long
run of ``hard`` cut short still counts for every card."""
from __future__ import annotations

from .helpers import load_bench


def test_games_start_at_the_seed_given_and_each_is_reported_as_it_ends():
    bench = load_bench("solo_tiny_epic_galaxies")
    seen = []
    rows = bench.solo(["artemis", "hades"], 2, first=5, each=lambda task, result: seen.append((task, result)))
    assert [(task[0], task[2]) for task, _ in seen] == [("artemis", 5), ("hades", 5), ("artemis", 6), ("hades", 6)]
    assert [row["rogue"] for row in rows] == ["artemis", "hades"] and all(row["games"] == 2 for row in rows)
    for row in rows:
        results = [result for task, result in seen if task[0] == row["rogue"]]
        assert row["wins"] == sum(result[0] for result in results)
        assert all(result[5] > 0.0 for result in results)  # CPU seconds the game took
        assert row["cpu"] == sum(result[5] for result in results) / 2
    # the same game whichever run plays it: seed 6 alone is the second game above
    alone = bench.one_solo(("hades", "heuristic", 6, None))
    assert alone[:5] == seen[3][1][:5]
