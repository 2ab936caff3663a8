"""bench/rl.py's counting: a Gymnasium step is the learner's, with every opponent's
move inside it, and tic-tac-toe's yardstick for it is played the same way."""
from __future__ import annotations

import numpy as np
import pytest

from tests.bots.helpers import load_bench

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")


@pytest.fixture(scope="module")
def bench():
    return load_bench("rl")


def test_a_learners_tic_tac_toe_step_carries_the_opponents_reply(bench):
    bench._pygame_stand_in()
    from pettingzoo.classic import tictactoe_v3

    steps, actions = bench.aec_loop(tictactoe_v3.env)(np.random.default_rng(0))()
    assert steps == actions == 64  # a classic step is every seat's

    steps, actions = bench.aec_loop(tictactoe_v3.env, learner=True)(np.random.default_rng(0))()
    assert steps == 64
    # the opponent replies to every learner step but one that ends a game, and may
    # make the last move of a game the learner began
    assert steps + 1 <= actions <= 2 * steps + 1
    assert actions > 1.6 * steps  # most learner steps carry a reply


def test_the_table_sets_gymnasium_beside_the_learners_tic_tac_toe(bench):
    bench._pygame_stand_in()
    from pettingzoo.classic import tictactoe_v3
    import spelbord.rl.gymnasium  # noqa: F401  (registers the ids)

    runners = [bench.Runner("PettingZoo tictactoe_v3", "pettingzoo", "tictactoe_v3", "2",
                            bench.aec_loop(tictactoe_v3.env)),
               bench.Runner("PettingZoo tictactoe_v3, a learner's step", "gymnasium", "tictactoe_v3", "2",
                            bench.aec_loop(tictactoe_v3.env, learner=True)),
               bench.Runner("spelbord gymnasium", "gymnasium", "spionage", "4",
                            bench._adapter_loop("gymnasium", None, "spionage", 4, {}, ""))]
    for runner in runners:
        runner.run(0.05)
    lines = bench.table(runners).splitlines()[2:]
    rows = {row.split(" | ")[0].lstrip("| "): row.rstrip(" |").split(" | ") for row in lines}
    assert rows["PettingZoo tictactoe_v3"][-1] == "–"  # a classic step is one action: no learner's ratio
    assert rows["PettingZoo tictactoe_v3, a learner's step"][-1] == "1.00"
    spionage = runners[2]
    assert rows["spelbord gymnasium"][-1] == f"{runners[1].best_cpu / spionage.best_cpu:.2f}"
    assert spionage.actions > spionage.steps  # three opponents' moves in its steps
