"""Fit the weights of Cosmic Encounter's evaluation (spelbord/games/cosmic_encounter/evaluate.py).

    python bench/ce_weights.py --games 6000

Plays two-player games of the heuristic bot against itself (each seat with 0, 5 or
15 % random moves), takes both seats' terms at every position between challenges
(the evaluation's ``SETTLED``), and fits a logistic regression of the final winner on
the difference of the seats' terms (Newton's method, numpy; a shared win counts half).
Prints each weight beside the shipped one, and the log-loss and accuracy on the
held-out fifth of the games for the fitted weights, the shipped ones and the
evaluation before the fit (its strengths over its scale).
"""
from __future__ import annotations

import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.games.cosmic_encounter import evaluate  # noqa: E402
from spelbord.games.cosmic_encounter.bots import HeuristicBot  # noqa: E402
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


def positions(games: int):
    """(term differences, old judgement's difference, won, game number) at every settled position."""
    game = spelbord.load("cosmic-encounter")
    rows, old, won, group = [], [], [], []
    for seed in range(games):
        rng = random.Random(seed)
        bots = [HeuristicBot(seed * 2 + s) for s in (0, 1)]
        noise = [rng.choice([0.0, 0.05, 0.15]) for _ in (0, 1)]
        state = game.new_game(2, seed)
        seen = []
        while state.actors():
            seat = state.actors()[0]
            if evaluate.settled(state):
                terms = [evaluate.terms(state, s) for s in (0, 1)]
                seen.append(([terms[0][n] - terms[1][n] for n in NAMES],
                             old_strength(state, 0) - old_strength(state, 1)))
            legal = state.legal_actions(seat)
            action = rng.choice(legal) if rng.random() < noise[seat] else bots[seat].choose(state, seat)
            state.apply(seat, action)
        ranks = state.outcome()["ranks"]
        result = 0.5 if ranks[0] == ranks[1] else float(ranks[0] == 1)
        for diff, old_diff in seen:  # seat 0's view; seat 1's is the mirror image
            rows += [diff, [-d for d in diff]]
            old += [old_diff, -old_diff]
            won += [result, 1 - result]
            group += [seed, seed]
    return np.array(rows, float), np.array(old, float), np.array(won, float), np.array(group)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    args = parser.parse_args()
    x, old, y, group = positions(args.games)
    print(f"{len(y) // 2} positions of {args.games} games")
    fit_and_report(x, y, group, NAMES, np.array([evaluate.WEIGHTS[n] for n in NAMES]), [("before the fit", old)])

if __name__ == "__main__":
    main()
