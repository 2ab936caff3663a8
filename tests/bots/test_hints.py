"""Hints: a legal move of the normal bot, a chance in [0, 1], nothing hidden read."""
from __future__ import annotations

import pytest

import spelbord
from spelbord.bots.hints import hint, hint_bot_name
from spelbord.bots.ismcts import ISMCTS
from spelbord.engine import IllegalAction
from tests.engine.toy import GAME as SEALED_BIDS

from .helpers import COUNTS, SMALLEST, positions


@pytest.mark.parametrize("name", list(COUNTS))
def test_a_hint_is_a_legal_move_with_a_chance(name):
    for state, seat in positions(name, SMALLEST[name], seed=3, count=2):
        before = state.view(seat)
        given = hint(state.game, state, seat, seed=1, lang="sv")
        assert given["action"] in state.legal_actions(seat)
        assert 0.0 <= given["chance"] <= 1.0
        assert given["text"] == state.game.describe_action(given["action"], "sv", state)
        assert state.view(seat) == before  # asking changes nothing


@pytest.mark.parametrize("name", list(COUNTS))
def test_the_hint_is_the_same_in_states_the_seat_cannot_tell_apart(name):
    """The other true state re-deals everything the seat cannot see."""
    for state, seat in positions(name, SMALLEST[name], seed=5, count=3):
        other = state.determinize(seat, 4242)
        assert hint(state.game, state, seat, seed=7) == hint(state.game, other, seat, seed=7), (name, seat)


class _OnlyWhatTheSeatKnows:
    """A state that lets the hint ask only who acts and for a determinization."""

    def __init__(self, state, seat):
        self._state, self._seat = state, seat

    def actors(self):
        return self._state.actors()

    def determinize(self, seat, seed):
        assert seat == self._seat, "a determinization for another seat"
        return self._state.determinize(seat, seed)

    def __getattr__(self, key):
        raise AssertionError(f"the hint read state.{key}")


@pytest.mark.parametrize("name", ["spionage", "scarab-lords"])
def test_the_true_state_is_only_determinized(name):
    for state, seat in positions(name, SMALLEST[name], seed=2, count=2):
        given = hint(state.game, _OnlyWhatTheSeatKnows(state, seat), seat, seed=3)
        assert given["action"] in state.legal_actions(seat)


def test_advise_is_the_searchs_own_choice_and_its_mean_reward():
    state, seat = positions("quo-vadis", 3, seed=3, count=1)[0]
    chosen = ISMCTS(state.game, seed=4, simulations=50).choose(state.clone(), seat)
    bot = ISMCTS(state.game, seed=4, simulations=50)
    action, chance = bot.advise(state.clone(), seat)
    assert action == chosen
    assert 0.0 < chance < 1.0 and chance == bot.last_value


def test_a_forced_move_has_no_estimate():
    game = spelbord.load("spionage")
    bot = ISMCTS(game, seed=1, simulations=10)
    state = game.new_game(2, 1)
    while True:  # play on until some seat has a single legal move
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            break
        state.apply(seat, legal[0])
    assert bot.advise(state, seat) == (legal[0], None)


def test_without_an_evaluation_the_heuristic_suggests_and_gives_no_estimate():
    assert hint_bot_name(SEALED_BIDS) == "random"  # the toy game has neither evaluation nor heuristic
    assert hint_bot_name(spelbord.load("spionage")) == "normal"
    state = SEALED_BIDS.new_game(3, 11)
    given = hint(SEALED_BIDS, state, 0, seed=2)
    assert given["action"] in state.legal_actions(0) and given["chance"] is None


def test_no_hint_out_of_turn():
    state, seat = positions("quo-vadis", 3, seed=3, count=1)[0]
    idle = next(s for s in range(state.players) if s not in state.actors())
    with pytest.raises(IllegalAction, match="cannot act now"):
        hint(state.game, state, idle, seed=1)
