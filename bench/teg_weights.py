"""Fit the weights of Tiny Epic Galaxies' evaluation with three to five players
(spelbord/games/tiny_epic_galaxies/evaluate.py).

    python bench/teg_weights.py --players 4

Plays games of the heuristic bot against itself (each seat with 0, 5 or 15 % random
moves), takes every galaxy's terms at the start of every turn, and fits a logistic
regression of "this galaxy placed above that one" on the difference of their terms,
for every pair of galaxies (Newton's method, numpy; a tie counts half): the chance the
evaluation gives (``expected_placing``, scale 1). Prints each weight beside the shipped
ones, and the log-loss and accuracy on the held-out fifth of the fitted weights, the
shipped ones and those set by hand (over their scale).
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spelbord.games.tiny_epic_galaxies import evaluate  # noqa: E402
from heuristic_games import played  # noqa: E402
from logistic import fit_and_report  # noqa: E402

NAMES = list(evaluate.HAND_WEIGHTS)


def _played(seed: int, players: int):
    """One heuristic game: every galaxy's terms at each turn's start, and the ranks."""
    turn = None

    def look(state):
        nonlocal turn
        if state.cur == turn:
            return None
        turn = state.cur
        return [[evaluate.terms(state, s)[n] for n in NAMES] for s in range(players)]
    return played("tiny-epic-galaxies", seed, players, look)


def pairs(games: int, players: int):
    """(term differences, placed above (1, 0 or a tie's 0.5), game number) of every ordered pair."""
    rows, above, group = [], [], []
    for seed in range(games):
        seen, ranks = _played(seed, players)
        for terms in seen:
            for i in range(players):
                for j in range(players):
                    if i != j:
                        rows.append([a - b for a, b in zip(terms[i], terms[j])])
                        above.append(0.5 if ranks[i] == ranks[j] else float(ranks[i] < ranks[j]))
                        group.append(seed)
    return np.array(rows, float), np.array(above, float), np.array(group)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    args = parser.parse_args()
    x, y, group = pairs(args.games, args.players)
    print(f"{len(y)} ordered pairs of galaxies in {args.games} games of {args.players} players")
    shipped = evaluate.weights(args.players)
    fit_and_report(x, y, group, NAMES, np.array([shipped[n] for n in NAMES]),
                   [("by hand", x @ np.array([evaluate.HAND_WEIGHTS[n] / evaluate.SCALE for n in NAMES]))])


if __name__ == "__main__":
    main()
