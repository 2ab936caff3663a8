"""Taking back one's own last step, under the usual rule of game sites.

A seat may undo its last action when nobody has acted since and the action, by
the game's rules, showed nothing hidden to anyone: the game declares which kinds
of action never do (:attr:`State.TAKE_BACK`, refined by
:meth:`State.may_take_back` where a kind shows something only sometimes). On
top of that, and only ever refusing, the step must have drawn nothing from the
state's generator (no card drawn, no die rolled), sent no event for some seats'
eyes only and none marked ``"reveal"``, opened or closed no secret step, and not
ended the game. Whether a seat may undo is told to it (and its undo to all), so
all of this reads only what every seat sees: it is the same in every state a
seat cannot tell apart from the real one (``tests/engine/test_undo_secrecy.py``).
Inside a secret step that is still open a seat may withdraw its own last pick
whatever the others picked meanwhile: the picks are independent and their
order never shows, so asking must not depend on them.

The state before is rebuilt by replaying the record without the step (the
trusted path), so undo restores it exactly, generator included.
"""
from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import Action, State

def N_(message: str) -> str:
    """Marks a reason as a message of the interface catalogue (the server says it in
    the asker's language); the reason itself stays the English words."""
    return message


#: the events the engine itself sends the choosing seat about its own picks
OWN_ECHOES = frozenset({"secret_step", "you_chose"})


def undo_plan(state: "State", seat, trusted: bool = False) -> tuple[str | None, "State | None"]:
    """``(None, the state after undo)`` if ``seat`` may undo now, else ``(reason, None)``.

    ``trusted``: the state is known to be its record's (a server's table: rebuilt from
    the stored record and changed only by its actions), so the check that replaying
    the record gives this very state, every seat's view compared, is left out."""
    if state.determinized:
        return N_("a determinized state is a guess: it has no steps to take back"), None
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
        return f"there is no seat {seat!r} in this {state.players}-player game", None
    cached = state._undo_cache
    key = (seat, len(state._recent), id(state._history), trusted)  # the history, which only grows
    if cached is not None and cached[0] == key:
        return cached[1]
    plan = _plan(state, seat, trusted)
    state._undo_cache = (key, plan)
    return plan


def _plan(state: "State", seat: int, trusted: bool) -> tuple[str | None, "State | None"]:
    history = state.history()
    if not history:
        return N_("nothing has been played yet"), None
    if state.is_over():
        return N_("the game is over"), None
    step = state.secret
    if step is not None and step.picks.get(seat):
        # a pick in the secret step under way: the seat's own latest action
        index = next(i for i in range(len(history) - 1, -1, -1) if history[i][0] == seat)
    elif history[-1][0] == seat:
        index = len(history) - 1
    else:
        return N_("your last step is not the last one played: someone acted since"), None
    try:
        before, after, events = _replayed(state, history, index)
        if not trusted:
            whole = after.clone()
            for s, a in history[index + 1:]:
                whole.apply_trusted(s, a)
    except Exception:  # a state set up by hand, not by its record: it cannot be rebuilt
        return N_("this state is not the one its record replays to"), None
    if not trusted and any(whole.view(viewer) != state.view(viewer) for viewer in (None, *range(state.players))):
        return N_("this state is not the one its record replays to"), None
    reason = step_refusal(before, seat, history[index][1], after, events)
    if reason is not None:
        return reason, None
    if index + 1 < len(history):  # the others' picks since: on a copy, the kept replay stays as it is
        before = before.clone()
        for s, a in history[index + 1:]:
            before.apply_trusted(s, a)
    return None, before


def _replayed(state: "State", history: list, index: int):
    """The states before and after step ``index`` of ``history``, and the step's events.
    The state before is the kept replay itself: read it, never change it."""
    before = _replayed_to(state, history, index)
    after = before.clone()
    events = after.apply_trusted(history[index][0], history[index][1])
    return before, after, events


#: per state and seat, its record replayed up to that seat's step last asked about:
#: (steps, those steps, the state after them), so that asking again after the next
#: move replays a step or two, not the whole game (held weakly: gone with the state)
_REPLAYED: "weakref.WeakKeyDictionary[State, dict]" = weakref.WeakKeyDictionary()


def _replayed_to(state: "State", history: list, index: int) -> "State":
    """``state``'s record replayed up to step ``index`` (not included), from the replay
    kept the last time, when the record still begins with its steps. The state returned
    is the one kept for the next time: the caller reads it and changes only clones."""
    seat = history[index][0]
    kept = _REPLAYED.get(state, {}).get(seat)
    if kept is not None and kept[0] <= index and history[:kept[0]] == kept[1] \
            and (kept[2].players, kept[2].seed, kept[2].options) == (state.players, state.seed, state.options):
        if kept[0] == index:
            return kept[2]
        done, replay = kept[0], kept[2].clone()
    else:
        done, replay = 0, state.game.new_game(state.players, state.seed, state.options)
    for s, a in history[done:index]:
        replay.apply_trusted(s, a)
    _REPLAYED.setdefault(state, {})[seat] = (index, history[:index], replay)
    return replay


def step_refusal(before: "State", seat: int, action: "Action", after: "State", events: list) -> str | None:
    """Why ``seat``'s ``action``, taken in ``before`` and leading to ``after`` with
    ``events``, may not be taken back; ``None`` if it may. Reads only what every seat
    sees (and, for a pick in an open secret step, the chooser's own picks)."""
    if not after.rng.same_state(before.rng):
        return N_("that step drew a card or rolled a die")
    if before.secret is not None and after.secret is not None \
            and after.secret.picks.get(seat) == before.secret.picks[seat] + [action]:
        # a pick in a step that stays open: the engine keeps it from every other seat
        if any(e["type"] not in OWN_ECHOES and ("to" in e or e.get("reveal")) for e in events):
            return N_("that step showed something hidden")
        return None
    if (before.secret is None) != (after.secret is None):
        return N_("that step opened or ended a secret choice")
    if after.is_over():
        return N_("the game is over")
    if any("to" in e or e.get("reveal") for e in events) or not before.may_take_back(seat, action, after):
        return N_("that step showed something hidden")
    return None


def final_step(state: "State", seat: int, action: "Action") -> bool:
    """Whether ``seat``'s ``action`` would be a step that cannot be undone (the warning
    before it). It reads only what every seat sees, so any state the seat cannot tell
    from the real one (its determinization) gives the same answer."""
    after = state.clone()
    events = after.apply_trusted(seat, action)
    return step_refusal(state, seat, action, after, events) is not None


def history_events(state: "State") -> list[tuple[int, dict]]:
    """``(public moves, event)`` for every event of the state's history, replayed on the
    trusted path (its own steps): the log of a game after a step was taken back."""
    again = state.game.new_game(state.players, state.seed, state.options)
    events: list[tuple[int, dict]] = []
    for seat, action in state.history():
        new = again.apply_trusted(seat, action)
        events.extend((again.public_moves, event) for event in new)
    return events
