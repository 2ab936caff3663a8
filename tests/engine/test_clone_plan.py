"""State.clone copies declared fields with slices: the declarations must hold, and clones stay independent."""
import random

import pytest

import spelbord
from spelbord.engine.checks import random_playthrough

from .toy import GAME as TOY, SealedBids, SealedBidsState


class WronglyFlat(SealedBidsState):
    _flat_fields = SealedBidsState._flat_fields | {"hands"}  # a list of lists: a slice would share them


class WronglyFlatBids(SealedBids):
    def _initial_state(self, players, seed, options):
        return WronglyFlat(self, players, seed, options)


def test_a_field_declared_flat_that_holds_lists_fails_the_random_playthrough():
    with pytest.raises(AssertionError, match="hands is declared flat"):
        random_playthrough(WronglyFlatBids(), 2, 0)


def test_a_flat_declaration_is_what_clone_copies_with_a_slice():
    state = WronglyFlatBids().new_game(2, 0)
    assert state.clone().hands[0] is state.hands[0]  # why the playthrough refuses it
    right = TOY.new_game(2, 0)
    assert right.clone().hands[0] is not right.hands[0]


def mid_game(name, players, seed):
    state = spelbord.load(name).new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(60):
        actors = state.actors()
        if not actors:
            break
        seat = rng.choice(actors)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("name,players", [("spionage", 3), ("quo-vadis", 4), ("tiny-epic-galaxies", 2),
                                          ("tiny-epic-galaxies", 1), ("scarab-lords", 2)])
def test_changing_every_list_of_a_clone_leaves_the_original_alone(name, players):
    for seed in range(5):
        state = mid_game(name, players, seed)
        before = [state.view(s) for s in [None, *range(players)]]
        copy = state.clone()
        for key in copy._flat_fields | copy._nested_fields:
            value = copy.__dict__.get(key)
            if isinstance(value, list):
                value.append(-99)
                for item in value:
                    if isinstance(item, list):
                        item.append(-99)
        assert [state.view(s) for s in [None, *range(players)]] == before
