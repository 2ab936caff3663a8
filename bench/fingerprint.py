"""Behaviour fingerprint: a hash of every seat's and the spectator's view, every actor's legal
actions, the events and the outcome along seeded random games of every configuration.

    python bench/fingerprint.py [GAME ...] [--games N] > before.txt
    ... make the code faster ...
    python bench/fingerprint.py [GAME ...] [--games N] > after.txt; diff before.txt after.txt

One line per configuration (game, players, variant number): its hash, and on stderr the
steps played. Identical files mean identical behaviour along those games: a change made
for speed must leave them so.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))
import spelbord  # noqa: E402



def fingerprint(game, players: int, options: dict, games: int, steps: int) -> tuple[str, int]:
    """The hash of ``games`` seeded random games of one configuration, and the steps played."""
    digest, played = hashlib.sha256(), 0
    for seed in range(games):
        state = game.new_game(players, seed, options)
        rng = random.Random(seed)
        for step in range(steps):
            actors = state.actors()
            digest.update(repr(actors).encode())
            if not actors:
                break
            if step % 3 == 0:  # every seat's view and the spectator's
                for seat in [*range(players), None]:
                    digest.update(json.dumps(state.view(seat), sort_keys=True, default=str).encode())
            for seat in actors:
                digest.update(repr(state.legal_actions(seat)).encode())
            seat = actors[0]
            digest.update(repr(state.apply(seat, rng.choice(state.legal_actions(seat)))).encode())
            played += 1
        digest.update(json.dumps(state.outcome(), sort_keys=True, default=str).encode())
    return digest.hexdigest()[:16], played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="GAME", help="the games (default: every game)")
    parser.add_argument("--games", type=int, default=30, help="seeded games a configuration")
    parser.add_argument("--steps", type=int, default=4000, help="steps a game at most")
    args = parser.parse_args()
    total = 0
    for name in args.names or spelbord.games():
        game = spelbord.load(name)
        for players in range(game.min_players, game.max_players + 1):
            for number, options in enumerate(game.variants(players)):
                digest, played = fingerprint(game, players, options, args.games, args.steps)
                total += played
                print(f"{name} {players} {number} {digest}", flush=True)
    print(f"steps: {total}", file=sys.stderr)


if __name__ == "__main__":
    main()
