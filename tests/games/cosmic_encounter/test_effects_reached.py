"""Every optional power and every kind of fate card is offered and used in random games."""
from __future__ import annotations

import random

from spelbord.games.cosmic_encounter import GAME, data


def test_random_games_use_every_optional_power_and_fate_card():
    used = set()
    for seed in range(8):
        state = GAME.new_game(5, seed, {"powers": 3, "turn_limit": 20})
        rng = random.Random(seed)
        while state.outcome() is None:
            seat = state.actors()[0]
            action = rng.choice(state.legal_actions(seat))
            if action[0] in ("power", "edict"):
                used.add(action[1])
            state.apply(seat, action)
        state.check_invariants()
    optional = {k for k, alien in data.ALIENS.items() if not alien.mandatory} - {"parasite", "machine"}
    assert optional | set(data.FATE_CARDS) <= used, (optional | set(data.FATE_CARDS)) - used
