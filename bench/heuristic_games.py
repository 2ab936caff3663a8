"""Games of a game's heuristic bot against itself, the data the evaluation fits read
(bench/ce_weights.py, bench/teg_weights.py)."""
from __future__ import annotations

import random

import spelbord


def played(name: str, seed: int, players: int, look):
    """One game of ``name``'s heuristic bot in every seat, each seat with 0, 5 or 15 %
    random moves: what ``look(state)`` returned before every move (``None`` left out),
    and the final ranks."""
    rng = random.Random(seed)
    game = spelbord.load(name)
    bots = [game.bots["heuristic"](seed * players + s) for s in range(players)]
    noise = [rng.choice([0.0, 0.05, 0.15]) for _ in range(players)]
    state = game.new_game(players, seed)
    seen = []
    while state.actors():
        seat = state.actors()[0]
        found = look(state)
        if found is not None:
            seen.append(found)
        legal = state.legal_actions(seat)
        action = rng.choice(legal) if rng.random() < noise[seat] else bots[seat].choose(state, seat)
        state.apply(seat, action)
    return seen, state.outcome()["ranks"]
