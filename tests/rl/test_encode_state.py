"""An encoder that reads the state directly (``Encoder.fill_state``) gives exactly the
array of the seat's view (``encode(state.view(seat))``), for every seat and a
spectator, in random positions of every game, player count and variant, and in
states determinized for a seat: the view is what the seat may know, so this
equality is what shows the direct path reveals nothing hidden."""
import random

import numpy as np
import pytest

from tests.configs import every_config
import spelbord
from spelbord.rl.observation import Encoder, encoder_for

POSITIONS = 2000         # positions a configuration is checked in
LONGEST = 500            # moves of one game before the next seed's game starts
DETERMINIZE_EVERY = 23   # also a determinized copy of every so many positions
#: the games whose encoders read the state directly (every game's, so far)
DIRECT = ("spionage", "quo-vadis", "tiny-epic-galaxies", "scarab-lords", "cosmic-encounter")


def test_the_games_named_read_the_state_directly():
    def reads_the_state(name):
        game = spelbord.load(name)
        state = game.new_game(game.default_players or game.min_players, 0)
        return type(encoder_for(state)).fill_state is not Encoder.fill_state
    assert [name for name in DIRECT if not reads_the_state(name)] == []


def _positions(game, players, options, positions=POSITIONS, longest=LONGEST):
    """Random positions (with the game's move generator), from the deal on, over as many
    seeded games as it takes: ``positions`` in all, at most ``longest`` moves of a game."""
    count, seed = 0, 0
    while True:
        state = game.new_game(players, seed, options)
        rng = random.Random(seed)
        for _ in range(longest):
            yield state, rng
            count += 1
            if count == positions:
                return
            actors = state.actors()
            if not actors:
                break
            seat = rng.choice(actors)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        seed += 1


def _check(enc, state, where: str) -> None:
    for seat in list(range(state.players)) + [None]:
        expected = enc.encode(state.view(seat))
        direct = enc.encode_state(state, seat)
        assert direct.dtype == np.float32 and direct.shape == expected.shape
        if not np.array_equal(direct, expected):
            fields = sorted({name for name, offset, length, _ in enc.fields
                             for i in np.flatnonzero(direct != expected) if offset <= i < offset + length})
            pytest.fail(f"{where}, seat {seat}: encode_state differs from the view's encoding in {fields}")


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_encode_state_is_the_encoded_view(game, players, options):
    enc = None
    for number, (state, rng) in enumerate(_positions(game, players, options)):
        enc = enc or encoder_for(state)
        _check(enc, state, f"position {number}")
        if number % DETERMINIZE_EVERY == 0:
            seat = rng.randrange(players)
            _check(enc, state.determinize(seat, rng.getrandbits(32)), f"position {number} determinized for {seat}")
