"""Positions from seeded games for the bot tests, and the bench scripts they test."""
from __future__ import annotations

import importlib.util
import os
import random
import sys

import spelbord
from spelbord.bots import ask, make_bot

#: (game, player counts): every game and every count it is played with
COUNTS = {"spionage": (2, 3, 4, 5), "quo-vadis": (3, 4, 5), "scarab-lords": (2,),
          "tiny-epic-galaxies": (1, 2, 3, 4, 5), "cosmic-encounter": (2, 3, 4, 5)}
#: the smallest count of each game, where its matches are quickest
SMALLEST = {name: counts[0] if counts[0] > 1 else counts[1] for name, counts in COUNTS.items()}


def positions(name: str, players: int, seed: int, every: int = 9, count: int = 6):
    """``count`` positions of a heuristic game where the acting seat has a real
    choice, one about every ``every`` actions: (state, seat) pairs."""
    game = spelbord.load(name)
    state = game.new_game(players, seed)
    bots = [make_bot(game, "heuristic", seed + s) for s in range(players)]
    rng = random.Random(seed)
    found = []
    step = 0
    while state.actors() and len(found) < count:
        for seat in state.actors():
            if step % every == 0 and len(state.legal_actions(seat)) > 1:
                found.append((state.clone(), seat))
            state.apply(seat, ask(bots[seat], state, seat, rng))
            step += 1
            break
    return found


BENCH = os.path.join(os.path.dirname(__file__), "..", "..", "bench")


def load_bench(script: str):
    """The bench script ``bench/<script>.py`` as a module (the bench's folder on the
    import path while it loads, as when it is run)."""
    sys.path.insert(0, BENCH)
    try:
        spec = importlib.util.spec_from_file_location(f"bench_{script}", os.path.join(BENCH, f"{script}.py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(BENCH)
