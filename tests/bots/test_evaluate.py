"""Each game's evaluate: values in [0, 1], and a position near a clear win
judged better for the winner than for the loser."""
from __future__ import annotations

import random

import pytest

import spelbord
from spelbord.bots import ask, make_bot
from spelbord.bots.evaluation import evaluator, expected_placing, placing, rewards

from .helpers import COUNTS, positions


def _late_position(name: str, players: int, seed: int, before_end: int):
    """The position ``before_end`` actions before the end of a heuristic game, and its final ranks."""
    game = spelbord.load(name)
    state = game.new_game(players, seed)
    bots = [make_bot(game, "heuristic", seed + s) for s in range(players)]
    rng = random.Random(seed)
    trail = []
    while state.actors():
        seat = state.actors()[0]
        trail.append(state.clone())
        state.apply(seat, ask(bots[seat], state, seat, rng))
    return trail[-before_end], state.outcome()["ranks"]


@pytest.mark.parametrize("name,players", [(n, p) for n, counts in COUNTS.items() for p in counts])
def test_values_are_in_the_unit_interval(name, players):
    evaluate, depth, _, _ = evaluator(spelbord.load(name))
    assert depth > 0
    for state, _ in positions(name, players, seed=7, every=5, count=10):
        for seat in range(players):
            assert 0.0 <= evaluate(state, seat) <= 1.0


@pytest.mark.parametrize("name,players", [("spionage", 2), ("quo-vadis", 3), ("scarab-lords", 2),
                                          ("tiny-epic-galaxies", 2), ("tiny-epic-galaxies", 1),
                                          ("cosmic-encounter", 2)])
def test_a_clearly_won_position_ranks_above_a_lost_one(name, players):
    """A few actions before the end of real games, the final winner is judged
    better off than the final last (solo: than an even chance when it wins)."""
    evaluate, _, _, _ = evaluator(spelbord.load(name))
    for seed in range(3):
        state, ranks = _late_position(name, players, seed, before_end=3)
        if players == 1:
            assert (evaluate(state, 0) > 0.5) == (ranks[0] == 1), seed
            continue
        winner, loser = ranks.index(1), ranks.index(max(ranks))
        assert evaluate(state, winner) > evaluate(state, loser), (seed, ranks)
        assert evaluate(state, winner) > 0.5 > evaluate(state, loser) or players > 2, (seed, ranks)


def test_finished_games_reward_placings():
    assert placing([1, 2, 3], 0) == 1.0 and placing([1, 2, 3], 2) == 0.0 and placing([1, 2, 3], 1) == 0.5
    assert placing([1, 1], 0) == 0.5 and placing([2], 0) == 0.0 and placing([1], 0) == 1.0
    assert expected_placing([5.0, 5.0], 0, 2.0) == 0.5
    assert expected_placing([9.0, 1.0, 1.0], 0, 2.0) > 0.95


def test_rewards_of_one_seat_judge_only_that_seat():
    """A search whose opponents are modelled needs its own seat's reward only."""
    state, _ = _late_position("quo-vadis", 3, seed=2, before_end=8)
    evaluate, _, _, _ = evaluator(state.game)
    judged = []

    def counting(position, seat):
        judged.append(seat)
        return evaluate(position, seat)

    every = rewards(state, counting)
    assert rewards(state, counting, only=1) == [0.0, every[1], 0.0] and judged == [0, 1, 2, 1]
