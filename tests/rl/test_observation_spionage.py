"""Spionage!'s observation: known positions land in the slots docs/rl.md names."""
import random

import spelbord
from spelbord.games.spionage.data import ALL_CARDS
from spelbord.rl.observation import encoder_for

GAME = spelbord.load("spionage")


def _slot(enc, field, index=0):
    return enc.offset[field] + index


def test_own_hand_and_nothing_of_the_others_hands():
    state = GAME.new_game(3, seed=5)
    enc = encoder_for(state)
    code = enc.encode(state.view(1))
    hand = state.view(1)["hand"]
    ones = {ALL_CARDS[i] for i in range(len(ALL_CARDS)) if code[_slot(enc, "hand", i)] == 1}
    assert ones == set(hand)
    # seat 0's hidden cards are nowhere in seat 1's vector: re-dealing them changes nothing
    for k in range(5):
        other = state.determinize(1, k)
        assert (enc.encode(other.view(1)) == code).all()


def test_seats_counted_from_the_viewer():
    """A bribe held by seat 2 is "+1" for seat 1 and "+2" for seat 0 (three players)."""
    state = GAME.new_game(3, seed=5)
    enc = encoder_for(state)
    amount = state.view(2)["bribes"][2][0]
    from spelbord.games.spionage.observation import BRIBE
    row = enc.offset["bribe_owner"] + BRIBE[amount] * (3 + 2)
    assert enc.encode(state.view(1))[row + 1] == 1
    assert enc.encode(state.view(0))[row + 2] == 1
    assert enc.encode(state.view(2))[row + 0] == 1


def test_others_see_that_a_seat_has_chosen_not_what():
    vectors = {}
    for plan in ("mission", "embassy"):
        state = GAME.new_game(3, seed=2)
        enc = encoder_for(state)
        state.apply(0, ("plan", plan))
        vectors[plan] = [enc.encode(state.view(s)) for s in range(3)]
    plan = encoder_for(state).offset["my_plan"]
    assert vectors["mission"][0][plan + 1] == 1 and vectors["embassy"][0][plan + 2] == 1
    for seat in (1, 2):
        assert (vectors["mission"][seat] == vectors["embassy"][seat]).all()
    assert vectors["mission"][1][encoder_for(state).offset["actor"] + 2] == 0  # seat 0 is "+2" for seat 1


def test_the_phase_and_the_actors():
    state = GAME.new_game(4, seed=3)
    enc = encoder_for(state)
    rng = random.Random(3)
    while state.view(0)["phase"] != "action":
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    code = enc.encode(state.view(0))
    assert code[_slot(enc, "phase", 1)] == 1 and code[enc.offset["phase"]:enc.offset["phase"] + 6].sum() == 1
    for seat in state.actors():
        assert code[_slot(enc, "actor", seat)] == 1
