"""Cosmic Encounter's search: simulations judged between challenges by weights fitted
to the winners of heuristic games (spelbord/games/cosmic_encounter/evaluate.py)."""
from __future__ import annotations

import math
import random

import pytest

import spelbord
from spelbord.bots import ask, evaluation, make_bot
from spelbord.bots.ismcts import ISMCTS
from spelbord.games.cosmic_encounter import evaluate

from .helpers import load_bench


def _settled_positions(games: int):
    """(state, seat 0's final result) at every position between challenges of heuristic games."""
    game = spelbord.load("cosmic-encounter")
    found = []
    for seed in range(games):
        state = game.new_game(2, 100 + seed)
        bots = [make_bot(game, "heuristic", seed * 2 + s) for s in (0, 1)]
        rng = random.Random(seed)
        seen = []
        while state.actors():
            if evaluate.settled(state):
                seen.append(evaluate.evaluate(state, 0))
            seat = state.actors()[0]
            state.apply(seat, ask(bots[seat], state, seat, rng))
        ranks = state.outcome()["ranks"]
        result = 0.5 if ranks[0] == ranks[1] else float(ranks[0] == 1)
        found += [(p, result) for p in seen]
    return found


def test_the_evaluation_foretells_the_winner_as_a_chance():
    """SV l.79: "För att vinna måste du bli den som först etablerat fem baser i andras
    stjärnsystem." Between the challenges of 30 heuristic games the evaluation is a
    chance of that: its log-loss against the winners is below 0.65 (a coin's is 0.69;
    the evaluation before the fit, bases and ships by hand-set weights, scored 0.74
    on bench/ce_weights.py's held-out games, the fitted one 0.57)."""
    found = _settled_positions(30)
    loss = -sum(r * math.log(max(p, 1e-9)) + (1 - r) * math.log(max(1 - p, 1e-9)) for p, r in found) / len(found)
    assert loss < 0.65


def test_a_simulation_plays_the_challenge_under_way_to_its_end():
    """SV l.216: "Den med högst totalsumma (kort + rymdskepp) vinner": who gains a base
    is known only when the challenge is resolved, so a simulation that begins as the
    cone is aimed (some 30 actions before the challenge ends) is judged after it."""
    game = spelbord.load("cosmic-encounter")
    state = game.new_game(2, 3)
    bots = [make_bot(game, "heuristic", s) for s in (0, 1)]
    rng = random.Random(3)
    while state.stack[-1][0] != "aim" or state.secret is not None:
        seat = state.actors()[0]
        state.apply(seat, ask(bots[seat], state, seat, rng))
    seat = state.actors()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    assert not evaluate.settled(state)
    bot = ISMCTS(game, seed=1, simulations=1)
    bot._rollout(state)
    assert evaluate.settled(state) or state.outcome() is not None


def test_the_fit_reproduces_from_the_bench():
    """bench/ce_weights.py: every term of the evaluation is fitted, from both seats' view."""
    bench = load_bench("ce_weights")
    x, old, y, group = bench.positions(2)
    assert x.shape == (len(y), len(evaluate.WEIGHTS)) and len(old) == len(y)
    assert (x[0::2] == -x[1::2]).all() and ((y[0::2] + y[1::2]) == 1).all()
    logistic = load_bench("logistic")
    weights = logistic.fit(x, y)
    assert logistic.quality(x @ weights, y)[0] < math.log(2)


def test_the_search_models_the_others_and_plays_its_own_choice():
    """The others are modelled as the heuristic bot at every count, and at no count is
    the search anchored to the heuristic's move (``MULTI_ANCHOR = UNANCHORED``); a
    margin a caller asks for holds with three to five seats, the others modelled."""
    game = spelbord.load("cosmic-encounter")
    bot = ISMCTS(game)
    assert all(bot._models_others(n) for n in (2, 3, 5))
    assert evaluate.MULTI_ANCHOR == evaluation.UNANCHORED and bot.anchor_bot is None
    assert all(bot._margin(game.new_game(n, 0)) is None for n in (2, 3, 4, 5))
    asked = ISMCTS(game, multi_anchor=0.03)
    assert asked._margin(game.new_game(4, 0)) == 0.03 and asked._margin(game.new_game(2, 0)) is None


def test_each_count_of_seats_is_judged_by_its_own_weights():
    """Two seats by the two-player weights, bit for bit the pairwise chance they were
    fitted as; three to five by their own, as a share of every seat's chance."""
    game = spelbord.load("cosmic-encounter")
    assert evaluate.weights(2) is evaluate.WEIGHTS
    for players in (3, 4, 5):
        assert set(evaluate.weights(players)) == set(evaluate.WEIGHTS) != evaluate.weights(players)
    state = game.new_game(2, 4)
    assert evaluate.evaluate(state, 0) == evaluation.expected_placing(
        [sum(evaluate.WEIGHTS[n] * evaluate.terms(state, s)[n] for n in evaluate.WEIGHTS) for s in (0, 1)], 0, 1.0)
    state = game.new_game(4, 4)
    chances = [evaluate.evaluate(state, s) for s in range(4)]
    lost = evaluation.placing([1, 2, 2, 2], 1)
    assert sum(chances) == pytest.approx(1 + 3 * lost)


def test_the_fit_of_more_seats_reproduces_from_the_bench():
    """bench/ce_weights.py --players N: every seat's terms at every settled position,
    and a winner's chance fitted better than an even guess on those games."""
    bench = load_bench("ce_weights")
    x, y, group = bench.seat_positions(3, 3)
    assert x.shape == (len(y), 3, len(evaluate.WEIGHTS)) and y.shape == (len(y), 3)
    assert (y.sum(axis=1) == pytest.approx(1.0)) and set(group) == {0, 1, 2}
    w = bench.fit_winner(x, y)
    assert bench.winner_quality(x, y, w)[0] < bench.winner_quality(x, y, 0 * w)[0]
