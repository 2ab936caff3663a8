"""Undo of one's own last step, for every game, player count and variant.

Issue 16: "Undo of one's own last step where the game allows it, under the usual
rule of game sites: never across another player's action, a reveal or a random
draw". Over random playthroughs: whenever undo is offered, the state after it is
the state before the step (every seat's view, the actors, their legal actions, the
generator, the record); it is never offered after a draw from the generator, an
event for some seats' eyes only or marked as a reveal, the end of a secret choice,
or another seat's public action; a refused undo changes nothing.
"""
import random

import pytest

import spelbord
from spelbord.engine import IllegalAction
from tests.configs import every_config

STEPS = 150
OWN_ECHOES = {"secret_step", "you_chose"}


def snapshot(state):
    actors = state.actors()
    return {"views": [state.view(s) for s in [None, *range(state.players)]], "actors": actors,
            "legal": {s: state.legal_actions(s) for s in actors}, "rng": state.rng.getstate(),
            "public_moves": state.public_moves, "outcome": state.outcome()}


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_undo_restores_the_state_before_and_is_never_offered_across_chance_or_reveal(game, players, options):
    state = game.new_game(players, 11, options)
    rng = random.Random(players)
    offered = 0
    for _ in range(STEPS):
        actors = state.actors()
        if not actors:
            break
        seat = rng.choice(actors)
        action = rng.choice(state.legal_actions(seat))
        before, history = snapshot(state), state.history()
        in_open_step = state.secret is not None
        drew = state.rng.getstate()
        events = state.apply(seat, action)
        closed_step = in_open_step and (state.secret is None or not state.secret.picks.get(seat))
        # a server's table is its record's, so it skips that check: the same answer and the same undo
        assert state.undo_refusal(seat, trusted=True) == state.undo_refusal(seat)
        if state.can_undo(seat):
            offered += 1
            assert state.rng.getstate() == drew, "undo offered after a draw from the generator"
            assert not any(e.get("reveal") or ("to" in e and e["type"] not in OWN_ECHOES) for e in events)
            assert not closed_step, "undo offered after the step that ended a secret choice"
            assert in_open_step or state.secret is None, "undo offered after a step that opened a secret choice"
            taken = state.clone()
            taken.undo(seat)
            assert snapshot(taken) == before
            trusted = state.clone()
            trusted.undo(seat, trusted=True)
            assert snapshot(trusted) == before
            assert taken.history() == history
            taken.check_invariants()
            if rng.random() < 0.3:  # go on from the state taken back
                state = taken
        for other in range(players):
            if other != seat and state.history() and state.history()[-1][0] == seat and state.secret is None:
                assert not state.can_undo(other), "another seat may take back this seat's step"
                kept = snapshot(state)
                with pytest.raises(IllegalAction):
                    state.undo(other)
                assert snapshot(state) == kept
    assert offered, "no step of the playthrough could be taken back"


def test_a_pick_is_withdrawn_whatever_the_others_picked_since():
    """Withdrawing a secret pick before the step completes counts as undo, and asking
    must not depend on the others' partial picks, which the seat cannot see."""
    game = spelbord.load("spionage")
    state = game.new_game(3, 5)
    while state.secret is None or len(state.secret.waiting()) < 3:
        seat = state.actors()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    first, second = state.secret.waiting()[:2]
    state.apply(first, state.legal_actions(first)[0])
    state.apply(second, state.legal_actions(second)[0])  # after the first seat's pick
    assert state.can_undo(first)
    without = [pair for i, pair in enumerate(state.history()) if i != len(state.history()) - 2]
    state.undo(first)
    replayed = game.new_game(3, 5)
    for seat, action in without:
        replayed.apply(seat, action)
    assert state.history() == without
    assert state.secret.picks[first] == [] and len(state.secret.picks[second]) == 1
    assert first in state.actors() and second not in state.actors()
    for seat in [None, 0, 1, 2]:
        assert state.view(seat) == replayed.view(seat)
    assert state.rng.getstate() == replayed.rng.getstate()


def test_a_state_set_up_by_hand_is_not_its_records_and_offers_no_undo_unless_trusted():
    """The check that the state is its record's (a position set up by hand cannot be rebuilt by
    replaying the record) is what ``trusted`` leaves out, for a server whose tables are replayed."""
    game = spelbord.load("quo-vadis")
    state = game.new_game(3, 0)
    seat = state.actors()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    assert state.can_undo(seat) and state.can_undo(seat, trusted=True)
    edited = state.clone()
    edited.laurels[0][0] += 1  # a laurel given by hand: the record holds no step that gave it
    assert edited.undo_refusal(seat) == "this state is not the one its record replays to"
    assert edited.can_undo(seat, trusted=True)
