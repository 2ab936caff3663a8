"""Fit the weights of Cosmic Encounter's evaluation (spelbord/games/cosmic_encounter/evaluate.py).

    python bench/ce_weights.py --games 6000
    python bench/ce_weights.py --players 4 --games 3000

Plays two-player games of the heuristic bot against itself (each seat with 0, 5 or
15 % random moves), takes both seats' terms at every position between challenges
(the evaluation's ``SETTLED``), and fits a logistic regression of the final winner on
the difference of the seats' terms (Newton's method, numpy; a shared win counts half).
Prints each weight beside the shipped one, and the log-loss and accuracy on the
held-out fifth of the games for the fitted weights, the shipped ones and the
evaluation before the fit (its strengths over its scale).

With ``--players`` 3 to 5 it fits the evaluation of that many seats the same way, as a
conditional logit: each seat wins with the chance ``exp(w · terms)`` over the sum of
every seat's (a shared win split among its winners), the chance the evaluation gives
(``expected_winning``); held out, the log-loss of the winners and the share of
positions whose likeliest seat won, beside the two-player weights.
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spelbord.games.cosmic_encounter import evaluate  # noqa: E402
from heuristic_games import played  # noqa: E402
from logistic import fit_and_report  # noqa: E402

NAMES = list(evaluate.WEIGHTS)


def old_strength(state, seat):
    """The evaluation before the fit (scale 2), for comparison."""
    from spelbord.games.cosmic_encounter import deck
    foreign = state.foreign_bases(seat)
    value = 1.5 * foreign + 0.25 * foreign * foreign + 0.08 * state.in_play(seat) + 0.2 * state.home_bases(seat)
    hand = state.hands[seat]
    return (value + 0.1 * min(len(hand), 8)
            + 0.01 * sum(deck.VALUE[c] for c in hand if deck.KIND[c] == "attack")) / 2.0


def _played(seed: int, players: int, look):
    """One heuristic game: ``look(state)`` at every settled position, and the final ranks."""
    return played("cosmic-encounter", seed, players, lambda state: look(state) if evaluate.settled(state) else None)


def _terms(state, seat):
    terms = evaluate.terms(state, seat)
    return [terms[n] for n in NAMES]


def positions(games: int):
    """(term differences, old judgement's difference, won, game number) at every settled position."""
    rows, old, won, group = [], [], [], []

    def look(state):
        mine, theirs = _terms(state, 0), _terms(state, 1)
        return [a - b for a, b in zip(mine, theirs)], old_strength(state, 0) - old_strength(state, 1)
    for seed in range(games):
        seen, ranks = _played(seed, 2, look)
        result = 0.5 if ranks[0] == ranks[1] else float(ranks[0] == 1)
        for diff, old_diff in seen:  # seat 0's view; seat 1's is the mirror image
            rows += [diff, [-d for d in diff]]
            old += [old_diff, -old_diff]
            won += [result, 1 - result]
            group += [seed, seed]
    return np.array(rows, float), np.array(old, float), np.array(won, float), np.array(group)


def seat_positions(games: int, players: int):
    """(every seat's terms, each seat's share of the win, game number) at every settled position."""
    rows, won, group = [], [], []
    for seed in range(games):
        seen, ranks = _played(seed, players, lambda state: [_terms(state, s) for s in range(players)])
        winners = ranks.count(1)
        share = [1 / winners if r == 1 else 0.0 for r in ranks]
        rows += seen
        won += [share] * len(seen)
        group += [seed] * len(seen)
    return np.array(rows, float), np.array(won, float), np.array(group)


def _chances(x, w):
    logits = x @ w
    logits -= logits.max(axis=1, keepdims=True)
    e = np.exp(logits)
    return e / e.sum(axis=1, keepdims=True)


def fit_winner(x, y, l2=1e-3):
    """Conditional logit by Newton's method: ``w`` such that seat i of a position wins
    with the chance softmax(x[:, i] @ w); ``x`` is (positions, seats, terms)."""
    w = np.zeros(x.shape[2])
    for _ in range(30):
        p = _chances(x, w)
        mean = np.einsum("ps,psk->pk", p, x)
        gradient = -(np.einsum("ps,psk->k", y, x) - mean.sum(axis=0)) / len(x) + l2 * w
        second = np.einsum("ps,psk,psl->kl", p, x, x) - mean.T @ mean
        w -= np.linalg.solve(second / len(x) + l2 * np.eye(len(w)), gradient)
    return w


def winner_quality(x, y, w):
    """(log-loss of the winners, share of positions whose likeliest seat won)."""
    p = np.clip(_chances(x, w), 1e-9, 1)
    return -np.mean(np.sum(y * np.log(p), axis=1)), np.mean(y[np.arange(len(y)), p.argmax(axis=1)] > 0)


def fit_many(games: int, players: int) -> None:
    x, y, group = seat_positions(games, players)
    print(f"{len(y)} positions of {games} games of {players} players")
    train = group % 5 != 0
    w = fit_winner(x[train], y[train])
    two = np.array([evaluate.WEIGHTS[n] for n in NAMES])
    shipped = np.array([evaluate.weights(players)[n] for n in NAMES])
    for name, fitted, now, pair in zip(NAMES, w, shipped, two):
        print(f"{name:12} fitted {fitted:+.3f}  shipped {now:+.3f}  two players {pair:+.3f}")
    held = ~train
    for label, weights in (("fitted", w), ("shipped", shipped), ("two players'", two), ("none (even)", 0 * w)):
        loss, accuracy = winner_quality(x[held], y[held], weights)
        print(f"held out, {label}: log-loss {loss:.3f}, likeliest seat won {100 * accuracy:.1f} %")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5))
    args = parser.parse_args()
    if args.players > 2:
        return fit_many(args.games, args.players)
    x, old, y, group = positions(args.games)
    print(f"{len(y) // 2} positions of {args.games} games")
    fit_and_report(x, y, group, NAMES, np.array([evaluate.WEIGHTS[n] for n in NAMES]), [("before the fit", old)])

if __name__ == "__main__":
    main()
