"""Tiny Epic Galaxies: the evaluation a search judges its simulations by.

DE "Spielende": the galaxy with the most victory points wins. Solo and with two players
the judgement is a strength set by hand over a scale; with three to five it is the same
terms and two more (the dice an empire rolls, its ships in play) weighed as
``bench/teg_weights.py`` fitted them to who placed above whom in heuristic games."""
from __future__ import annotations

import math

import pytest

import spelbord
from spelbord.bots import evaluation, make_bot
from spelbord.bots.ismcts import MULTI_ANCHOR, ISMCTS
from spelbord.games.tiny_epic_galaxies import evaluate

from .helpers import load_bench


def _positions(players: int, games: int):
    """(position, final ranks) at every tenth action of heuristic games."""
    game = spelbord.load("tiny-epic-galaxies")
    found = []
    for seed in range(games):
        state = game.new_game(players, seed)
        bots = [make_bot(game, "heuristic", seed * players + s) for s in range(players)]
        seen, step = [], 0
        while state.actors():
            seat = state.actors()[0]
            if step % 10 == 0:
                seen.append(state.clone())
            state.apply(seat, bots[seat].choose(state, seat))
            step += 1
        found += [(position, state.outcome()["ranks"]) for position in seen]
    return found


def test_solo_and_two_players_are_judged_by_the_hand_set_strength():
    """``strength`` over ``SCALE``, bit for bit: the two-player goal and the solo rates
    were measured so."""
    for players in (1, 2):
        assert evaluate.weights(players) == {n: w / evaluate.SCALE for n, w in evaluate.HAND_WEIGHTS.items()}
        for state, _ in _positions(players, 1)[::5]:
            strengths = [evaluate.strength(state, owner) for owner in range(state.owners)]
            assert evaluate.evaluate(state, 0) == evaluation.expected_placing(strengths, 0, evaluate.SCALE)


def test_the_hand_set_strength_is_its_terms_weighed():
    for state, _ in _positions(2, 1)[::5]:
        for owner in range(state.owners):
            terms = evaluate.terms(state, owner)
            assert evaluate.strength(state, owner) == pytest.approx(
                sum(evaluate.HAND_WEIGHTS[n] * terms[n] for n in evaluate.HAND_WEIGHTS))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_more_players_are_judged_by_their_fitted_weights(players):
    """Each seat's expected placing from the fitted strengths (scale 1); the seats'
    expectations share out the placings' rewards (their sum is half the seats)."""
    weights = evaluate.weights(players)
    assert weights is evaluate.WEIGHTS_OF[players] and set(weights) == set(evaluate.HAND_WEIGHTS)
    for state, _ in _positions(players, 1)[::7]:
        strengths = [sum(weights[n] * v for n, v in evaluate.terms(state, s).items()) for s in range(players)]
        values = [evaluate.evaluate(state, s) for s in range(players)]
        assert values == [evaluation.expected_placing(strengths, s, 1.0) for s in range(players)]
        assert sum(values) == pytest.approx(players / 2)


def test_the_judgement_foretells_who_places_above_whom():
    """Over 20 heuristic games of four, the evaluation's pairwise chances foretell the
    final order better than a coin (log-loss below 0.62; a coin's is 0.69, the fit's on
    bench/teg_weights.py's held-out games 0.55)."""
    weights = evaluate.weights(4)
    losses = []
    for state, ranks in _positions(4, 20):
        strengths = [sum(weights[n] * v for n, v in evaluate.terms(state, s).items()) for s in range(4)]
        for i in range(4):
            for j in range(4):
                if i != j and ranks[i] != ranks[j]:
                    p = evaluation.logistic(strengths[i] - strengths[j])
                    losses.append(-math.log(max(p if ranks[i] < ranks[j] else 1 - p, 1e-9)))
    assert sum(losses) / len(losses) < 0.62


def test_the_fit_reproduces_from_the_bench():
    """bench/teg_weights.py: every ordered pair of galaxies at every turn's start, each
    pair's row the other's mirror image, fitted better than a coin."""
    bench = load_bench("teg_weights")
    x, y, group = bench.pairs(3, 3)
    assert x.shape == (len(y), len(evaluate.HAND_WEIGHTS)) and set(group) == {0, 1, 2}
    assert abs(x.sum(axis=0)).max() < 1e-9 and y.mean() == pytest.approx(0.5)
    logistic = load_bench("logistic")
    w = logistic.fit(x, y)
    assert logistic.quality(x @ w, y)[0] < math.log(2)


def test_with_more_players_the_search_is_not_anchored():
    """``MULTI_ANCHOR = UNANCHORED``: with three to five players the search plays its own
    choice (Quo Vadis, which sets no margin, keeps the search's own anchor)."""
    game = spelbord.load("tiny-epic-galaxies")
    bot = ISMCTS(game)
    assert evaluate.MULTI_ANCHOR == evaluation.UNANCHORED and bot.anchor_bot is None
    assert all(bot._margin(game.new_game(n, 0)) is None for n in (1, 2, 3, 4, 5))
    quo_vadis = spelbord.load("quo-vadis")
    assert ISMCTS(quo_vadis)._margin(quo_vadis.new_game(3, 0)) == MULTI_ANCHOR
    assert ISMCTS(game, multi_anchor=MULTI_ANCHOR)._margin(game.new_game(4, 0)) == MULTI_ANCHOR  # as asked


def test_the_bench_judges_departures_by_whole_games(monkeypatch):
    """bench/departures.py: a margin no reward can pass never leaves the heuristic's move;
    every form (a depth of its own too) is asked at the same positions, and a departure is
    judged by whole games."""
    bench = load_bench("departures")
    depths = set()

    class Recorded(ISMCTS):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            depths.add(self.depth)

    monkeypatch.setattr(bench, "ISMCTS", Recorded)
    found = bench.departures("tiny-epic-galaxies", 3, 1, playouts=2, margins=["1.0", "none"],
                             levels=(("small", 30), ("shallow", 30, 1)), every=25, report=lambda line: None,
                             first=1)
    (positions, left, gain, error), (same, free, _, spread) = found["small 1.0"], found["small none"]
    assert positions == same > 5 and left == gain == error == 0 and 0 <= free <= positions and spread >= 0
    assert found["shallow 1.0"][:3] == (positions, 0, 0) and found["shallow none"][0] == positions
    assert depths == {1, evaluate.DEPTH}
    assert bench.level("deep:1000:60") == ("deep", 1000, 60) and bench.level("hard:2000") == ("hard", 2000)
    assert bench.summed({"f": [9, 3, 0.3, 0.05]})["f"] == (9, 3, 0.3, pytest.approx((3 * 0.01) ** 0.5))
    state = spelbord.load("tiny-epic-galaxies").new_game(3, 0)
    assert 0.0 <= bench.judged(state, 0, state.legal_actions(0)[0], 2, state.game.bots["heuristic"]) <= 1.0
