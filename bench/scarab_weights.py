"""Fit the weights of Scarab Lords' evaluation (spelbord/games/scarab_lords/evaluate.py).

    python bench/scarab_weights.py --games 6000

Plays games between the heuristic and playout bots (each side picked at random, with
0, 5 or 15 % random moves), takes every position at the start of a turn, and fits a
logistic regression of the final winner on the evaluation's terms (Newton's method,
numpy). Prints each weight and the log-loss and accuracy on the held-out fifth of
the games, with the evaluation's shipped weights beside them.
"""
from __future__ import annotations

import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.games.scarab_lords import evaluate  # noqa: E402
from spelbord.games.scarab_lords.bots import HeuristicBot  # noqa: E402
from spelbord.games.scarab_lords.playout import PlayoutBot  # noqa: E402
from logistic import fit_and_report  # noqa: E402

NAMES = list(evaluate.WEIGHTS)


def positions(games: int):
    """(terms, won, game number) of both seats at every turn start of ``games`` games."""
    game = spelbord.load("scarab-lords")
    rows, won, group = [], [], []
    for seed in range(games):
        rng = random.Random(seed)
        bots = [rng.choice([HeuristicBot, PlayoutBot])(seed * 2 + s) for s in (0, 1)]
        noise = [rng.choice([0.0, 0.05, 0.15]) for _ in (0, 1)]
        state = game.new_game(2, seed, {"house_first": rng.choice(["temet", "ankar"])})
        seen = []
        while state.actors():
            seat = state.actors()[0]
            if state.stage == "play" and evaluate.settled(state):
                seen += [[evaluate.terms(state, s)[n] for n in NAMES] for s in (0, 1)]
            legal = state.legal_actions(seat)
            action = rng.choice(legal) if rng.random() < noise[seat] else bots[seat].choose(state, seat)
            state.apply(seat, action)
        winner = state.outcome()["ranks"].index(1)
        rows += seen
        won += [s == winner for _ in range(len(seen) // 2) for s in (0, 1)]
        group += [seed] * len(seen)
    return np.array(rows, float), np.array(won, float), np.array(group)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    args = parser.parse_args()
    x, y, group = positions(args.games)
    print(f"{len(y)} positions of {args.games} games")
    fit_and_report(x, y, group, NAMES, np.array([evaluate.WEIGHTS[n] for n in NAMES]))

if __name__ == "__main__":
    main()
