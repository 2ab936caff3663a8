"""Microseconds per observation encode, for every game that has an encoder, at every
player count and variant (docs/rl.md). Views are sampled from seeded random games and
encoded again and again; the best of the repeats is printed, being the least disturbed
by other work on the machine. Usage::

    .venv/bin/python bench/observation.py [--games quo-vadis scarab-lords] [--repeats 20]
"""
from __future__ import annotations

import argparse
import importlib
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.rl.observation import encoder_for  # noqa: E402


def has_encoder(name: str) -> bool:
    try:
        importlib.import_module(f"spelbord.games.{name.replace('-', '_')}.observation")
    except ModuleNotFoundError:
        return False
    return True


def sampled_views(game, players: int, options: dict, seed: int) -> tuple:
    """The state at the end and one view (of a random seat) of every step of a random game."""
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    views = []
    while not state.is_over():
        views.append(state.view(rng.randrange(players)))
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state, views


def microseconds(encoder, views: list, repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        for view in views:
            encoder.encode(view)
        best = min(best, (time.perf_counter() - started) / len(views))
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=None, help="games to measure (default: every one with an encoder)")
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    print(f"machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}")
    for name in args.games or spelbord.games():
        if not has_encoder(name):
            print(f"{name}: no observation encoder")
            continue
        game = spelbord.load(name)
        for players in range(game.min_players, game.max_players + 1):
            for options in game.variants(players):
                state, views = sampled_views(game, players, options, seed=1)
                enc = encoder_for(state)
                print(f"{name} {players}p {options or 'default'}: size {enc.size}, "
                      f"{microseconds(enc, views, args.repeats):.1f} us per encode ({len(views)} views)")


if __name__ == "__main__":
    main()
