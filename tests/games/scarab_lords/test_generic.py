"""The engine's generic checks on Scarab Lords: seeded random games in every
variant, no leak of hands or deck order, replay, and refusal of bad input."""
import random

import pytest

import spelbord
from spelbord.engine.checks import (assert_no_leak, assert_refuses_bad_input, assert_replays,
                                    random_playthrough)

GAME = spelbord.load("scarab-lords")
GAMES_PER_VARIANT = 500
CHUNK = 50


@pytest.mark.parametrize("variant", range(len(GAME.variants(2))))
@pytest.mark.parametrize("chunk", range(GAMES_PER_VARIANT // CHUNK))
def test_random_playthroughs(variant, chunk):
    options = GAME.variants(2)[variant]
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        state = random_playthrough(GAME, 2, seed, options=options, leak_every=40)
        assert state.outcome()["winners"]
        if seed % 10 == 0:
            assert_replays(state)


@pytest.mark.parametrize("options", GAME.variants(2))
def test_refuses_bad_input_along_a_game(options):
    state = GAME.new_game(2, 3, options)
    rng = random.Random(3)
    while state.actors():
        if rng.random() < 0.2:
            assert_refuses_bad_input(state, rng)
            assert_no_leak(state, rng.getrandbits(32))
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_opponents_hand_and_the_deck_order_are_hidden():
    state = GAME.new_game(2, 11)
    view = state.view(1)
    assert view["hand"] == sorted(state.hand[1]) and view["hand_sizes"] == [6, 6]
    assert "deck" not in view and view["deck_sizes"] == [24, 24]
    hands = {tuple(state.determinize(1, k).hand[0]) for k in range(10)}
    assert len(hands) > 1, "seat 0's hand must be re-dealt for seat 1"
    decks = {tuple(state.determinize(0, k).deck[0]) for k in range(10)}
    assert len(decks) > 1, "even one's own deck order is unknown"
    assert state.view(None)["hand"] is None


def test_the_action_space_is_fixed_and_covers_every_legal_action():
    space = set(GAME._space(2)[0])
    for seed in range(30):
        state = GAME.new_game(2, seed, {"advanced": True})
        rng = random.Random(seed)
        while state.actors():
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            assert set(legal) <= space
            state.apply(seat, rng.choice(legal))
