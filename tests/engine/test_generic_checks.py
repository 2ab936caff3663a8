"""The engine's account of secret progress and response windows, and the generic
checks that catch a game leaking through them."""
import random

import pytest

from spelbord.engine import ResponseWindow, visible_events
from spelbord.engine.checks import (assert_determinizations_playable, assert_events_do_not_leak,
                                    random_playthrough)

from .objection import GAME as OBJECTION, Objection, ObjectionState
from .toy import SealedBids, SealedBidsState


class PairBidsState(SealedBidsState):
    """Sealed bids of two cards each round: a secret choice of two actions."""

    def _legal(self, seat):
        picked = {a[1] for a in self.secret.picks[seat]}
        return [("bid", c) for c in self.hands[seat] if c not in picked]

    def _secret_complete(self, seat, picks):
        return len(picks) == 2

    def _reveal(self, picks):
        for seat, actions in picks.items():
            for _, card in actions:
                self.hands[seat].remove(card)
        totals = {s: sum(a[1] for a in p) for s, p in picks.items()}
        winner = max(totals, key=totals.get)
        self.scores[winner] += 1
        self.round += 2
        if self.round < 4:
            self.open_secret("bid", range(self.players))
        return [{"type": "bids", "totals": [totals[s] for s in sorted(totals)], "winner": winner}]

    def check_invariants(self):
        pass


class PairBids(SealedBids):
    name = "pair-bids"

    def _initial_state(self, players, seed, options):
        return PairBidsState(self, players, seed, options)


class CountingPairBidsState(PairBidsState):
    """Leaks: everyone's view counts the cards each seat has picked so far."""

    def _view(self, seat):
        view = super()._view(seat)
        if self.secret is not None:
            view["picked"] = [len(self.secret.picks[s]) for s in range(self.players)]
        return view


class CountingPairBids(PairBids):
    def _initial_state(self, players, seed, options):
        return CountingPairBidsState(self, players, seed, options)


def test_a_partial_pick_is_not_a_public_move():
    """A choice of two cards: the first pick is seen by its seat only; the second,
    completing the choice, is a public move."""
    state = PairBids().new_game(3, seed=4)
    first, second = state.legal_actions(1)[:2]
    events = state.apply(1, first)
    assert state.public_moves == 0 and state.secret_progress(1) == 1
    assert state.secret_progress(0) == 0 and state.actors() == [0, 1, 2]
    assert visible_events(events, 0) == [] and visible_events(events, None) == []
    assert state.view(1)["secret"]["mine"] == [list(first)]
    guess = state.determinize(0, 3)
    assert guess.secret_progress(1) == 0 and guess.public_moves == 0
    state.apply(1, second)
    assert state.public_moves == 1 and state.secret_progress(1) == 0
    assert visible_events(state.apply(0, state.legal_actions(0)[0]), 2) == []
    assert state.public_moves == 1


def test_partial_picks_pass_the_generic_check():
    for seed in range(20):
        random_playthrough(PairBids(), 3, seed, determinize_every=1)


def test_the_check_catches_a_view_that_counts_partial_picks():
    with pytest.raises(AssertionError, match="partial pick changes what"):
        random_playthrough(CountingPairBids(), 2, 0, determinize_every=1)


class ObjectionOnlyHoldersState(ObjectionState):
    """Wrong: asks only the seats holding a higher card, so the actors tell the hand."""

    def _apply(self, seat, action):
        events = super()._apply(seat, action)
        if self.window is not None and action[0] == "play":
            self.window = ResponseWindow("beat", [s for s in self.window.pending
                                                  if any(c > self.played for c in self.hands[s])])
            if self.window.closed:
                self.window = None
                self.turn = (self.turn + 1) % self.players
        return events


class ObjectionOnlyHolders(Objection):
    def _initial_state(self, players, seed, options):
        return ObjectionOnlyHoldersState(self, players, seed, options)


class ObjectionTellingState(ObjectionState):
    """Wrong: the pass event shows everyone the passing seat's hand."""

    def _apply(self, seat, action):
        hand = list(self.hands[seat])
        events = super()._apply(seat, action)
        if action == ("pass",):
            events[0]["hand"] = hand
        return events


class ObjectionTelling(Objection):
    def _initial_state(self, players, seed, options):
        return ObjectionTellingState(self, players, seed, options)


def test_the_check_catches_actors_that_depend_on_a_hidden_hand():
    with pytest.raises(AssertionError, match="who may act depends on"):
        for seed in range(20):
            random_playthrough(ObjectionOnlyHolders(), 3, seed, determinize_every=1)


def test_the_check_catches_events_that_tell_a_hidden_hand():
    state = ObjectionTelling().new_game(3, seed=1)
    state.apply(0, state.legal_actions(0)[0])
    assert_determinizations_playable(state, 1)
    with pytest.raises(AssertionError, match="sees other events"):
        for seed in range(10):
            assert_events_do_not_leak(state, seed, random.Random(seed))


def test_holds_nothing_playable_only_in_a_window_with_only_the_pass():
    state = OBJECTION.new_game(3, seed=1)  # hands [1, 8, 12], [6, 7, 9], [4, 5, 11]
    assert not any(state.holds_nothing_playable(s) for s in range(3)), "seat 0's own turn is no window"
    state.apply(0, ("play", 12))
    assert state.actors() == [1] and state.legal_actions(1) == [("pass",)]
    assert state.holds_nothing_playable(1)
    assert not state.holds_nothing_playable(2), "seat 2 is not asked yet"
    state.apply(1, ("pass",))
    assert state.holds_nothing_playable(2)
    state.apply(2, ("pass",))
    state.apply(1, ("play", 6))
    assert state.actors() == [2] and not state.holds_nothing_playable(2), "seat 2 holds the 11"


def test_objection_passes_every_generic_check():
    for players in (2, 3, 4):
        for seed in range(10):
            random_playthrough(OBJECTION, players, seed, leak_every=1, determinize_every=1)
