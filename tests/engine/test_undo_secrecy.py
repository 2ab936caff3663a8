"""Whether a step may be undone depends only on what the seats can see (issue 16).

The offer of undo is told to the seat, its undo is seen by all, and the ``final``
marks on actions warn before a step: so each must be the same in every state a
seat cannot tell apart from the real one. Over random playthroughs of every game,
player count and variant, for every step:

(a) the answer (:func:`spelbord.engine.undo.step_refusal`) is the same when the
    step is taken in the real state before it and in each viewer's
    determinizations of that state, for every seat and the spectator (for a pick
    in a secret choice: the chooser's own, see :func:`viewers`);
    likewise ``final_step`` for the actions of the seat to move next;
(b) no step that drew from the generator, or showed some viewer anything hidden
    (it is not legal in a determinization of the state before, or it leads there to
    another view, other actors or other events for that viewer), is ever undoable:
    this independent sampled check is the oracle the games' declarations are held to;
(c) ``can_undo`` says the same as that answer, for the seat that acted, and never
    for another seat.
"""
import random

import pytest

from spelbord.engine.state import visible_events
from spelbord.engine.undo import final_step, step_refusal
from tests.configs import every_config

STEPS = 100
GUESSES = (1, 2)


def taken(state, seat, action):
    after = state.clone()
    return after, after.apply_trusted(seat, action)


def viewers(before, seat):
    """Whose guesses the step is played in: everyone's, but for a pick in a secret
    choice only its chooser's (the others' guesses make its earlier picks anew, so
    the pick may not be the same step there; whether a pick completes the choice or
    ends the step, the only things they are told of it, is the engine's and public)."""
    if before.secret is not None:
        return [seat]
    return [None, *range(before.players)]


def check_step(before, seat, action, after, events):
    """Assert (a) and (b) for one step; return its refusal."""
    refusal = step_refusal(before, seat, action, after, events)
    where = f"{action} by seat {seat} at step {len(before.history())}"
    if after.rng.getstate() != before.rng.getstate():
        assert refusal is not None, f"{where} drew from the generator, yet may be undone"
    for viewer in viewers(before, seat):
        view, actors, shown = after.view(viewer), after.actors(), visible_events(events, viewer)
        for k in GUESSES:
            guess = before.determinize(viewer, k)
            if action not in guess.legal_actions(seat):
                assert refusal is not None, f"{where} rests on what seat {viewer} cannot see, yet may be undone"
                continue
            guessed, guessed_events = taken(guess, seat, action)
            if (guessed.view(viewer) != view or guessed.actors() != actors
                    or visible_events(guessed_events, viewer) != shown):
                assert refusal is not None, f"{where} showed seat {viewer} something hidden, yet may be undone"
            again = step_refusal(guess, seat, action, guessed, guessed_events)
            assert (again is None) == (refusal is None), \
                f"whether {where} may be undone depends on what seat {viewer} cannot see: {refusal!r} / {again!r}"
    return refusal


def check_final_marks(state, seat, rng):
    """(a) for the warnings: ``final_step`` alike in the seat's and the others' guesses."""
    legal = state.legal_actions(seat)
    for action in rng.sample(legal, min(3, len(legal))):
        truth = final_step(state, seat, action)
        for viewer in {seat, rng.choice([None, *range(state.players)])}:
            guess = state.determinize(viewer, rng.randrange(1 << 30))
            if action in guess.legal_actions(seat):
                assert final_step(guess, seat, action) == truth, \
                    f"the final mark of {action} for seat {seat} depends on what seat {viewer} cannot see"


def own_last_step(state, seat):
    step = state.secret
    if step is not None and step.picks.get(seat):
        return True
    history = state.history()
    return bool(history) and history[-1][0] == seat


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_undo_and_final_marks_depend_only_on_what_every_seat_sees(game, players, options):
    state = game.new_game(players, 7, options)
    rng = random.Random(players * 31 + 1)
    undoable = 0
    for number in range(STEPS):
        actors = state.actors()
        if not actors:
            break
        seat = rng.choice(actors)
        if number % 4 == 0:
            check_final_marks(state, seat, rng)
        action = rng.choice(state.legal_actions(seat))
        before = state.clone()
        events = state.apply(seat, action)
        refusal = check_step(before, seat, action, state, events)
        if own_last_step(state, seat):
            assert state.can_undo(seat) == (refusal is None), state.undo_refusal(seat)
            undoable += refusal is None
        if state.secret is None:
            assert not any(state.can_undo(o) for o in range(players) if o != seat)
        if refusal is None and rng.random() < 0.3:  # go on from the state taken back
            state.undo(seat)
    assert undoable, "no step of the playthrough could be taken back"
