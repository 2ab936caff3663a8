"""The parts an encoder keeps from its last encoding of a seat (Quo Vadis' senators,
Scarab Lords' decks, Cosmic Encounter's ships; reused while their contents are
unchanged) never leave a stale number behind: along random games of every game,
player count and variant, the shared encoder, asked for every seat and a spectator
in turn, gives exactly what a new encoder with nothing kept gives."""
import random

import numpy as np
import pytest

from tests.configs import every_config
from spelbord.rl.observation import encoder_for
from tests.rl.test_encode_state import _positions

POSITIONS = 400   # positions a configuration is checked in
LONGEST = 300     # moves of one game before the next seed's game starts


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_what_an_encoder_keeps_is_never_stale(game, players, options):
    shared = None
    rng = random.Random(7)
    for number, (state, _) in enumerate(_positions(game, players, options, POSITIONS, LONGEST)):
        shared = shared or encoder_for(state)
        seats = list(range(players)) + [None]
        rng.shuffle(seats)  # seats in changing order, as agents of an env are asked
        for seat in seats:
            fresh = type(shared)(shared.players, shared.options)
            kept = shared.encode_state(state, seat)
            new = fresh.encode_state(state, seat)
            if not np.array_equal(kept, new):
                fields = sorted({name for name, offset, length, _ in shared.fields
                                 for i in np.flatnonzero(kept != new) if offset <= i < offset + length})
                pytest.fail(f"position {number}, seat {seat}: a kept part differs from a fresh encoding in {fields}")
            assert np.array_equal(shared.encode(state.view(seat)), new)
