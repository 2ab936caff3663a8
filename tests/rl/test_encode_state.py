"""``Encoder.encode_state(state, seat)``: a game's encoder may read the seat's view
straight from the state, skipping ``state.view(seat)``. It must give exactly the
vector of ``encode(state.view(seat))``, for every seat and a spectator, in thousands
of random positions of every player count and variant: that equality is what keeps
everything hidden from the seat out of the vector."""
import random

import numpy as np
import pytest

import spelbord
from tests.configs import every_config
from spelbord.rl.observation import Encoder, encoder_for

#: positions sampled of each player count and variant (every seat's and a spectator's vector in each)
POSITIONS = 2000
#: the games whose encoders read the state directly
DIRECT = ("spionage", "quo-vadis", "tiny-epic-galaxies")


def _reads_the_state(name: str) -> bool:
    game = spelbord.load(name)
    players = game.default_players or game.min_players
    return type(encoder_for(game.new_game(players, 0))).fill_state is not Encoder.fill_state


def test_the_games_named_read_the_state_directly():
    assert [name for name in DIRECT if not _reads_the_state(name)] == []


def _positions(game, players, options):
    """Random games, each action by a random actor (so secret choices are caught half
    made, by one seat and not yet by another), until POSITIONS positions are seen."""
    rng = random.Random(players)
    seen, seed = 0, 0
    while seen < POSITIONS:
        state = game.new_game(players, seed, options)
        seed += 1
        while seen < POSITIONS:
            yield state
            seen += 1
            if state.is_over():
                break
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("name,players,options",
                         [p for p in every_config(by_name=True) if _reads_the_state(p.values[0])])
def test_encode_state_is_the_encoding_of_the_view(name, players, options):
    game = spelbord.load(name)
    encoder = None
    for state in _positions(game, players, options):
        encoder = encoder or encoder_for(state)
        for seat in (*range(players), None):
            direct, of_view = encoder.encode_state(state, seat), encoder.encode(state.view(seat))
            assert direct.dtype == np.float32 and direct.shape == (encoder.size,)
            differ = np.flatnonzero(direct != of_view)
            assert not len(differ), (f"seat {seat}, after {state.history()[-3:]}: fields "
                                     f"{sorted({f for f, o, n, _ in encoder.fields for i in differ if o <= i < o + n})}")
