"""The rogue galaxy's quick turn plays exactly as its rules carried out one die at a time.

The quick turn rolls and resolves the rogue's dice in one loop
(:meth:`~.rogue.RogueGalaxy._rogue_dice`), carrying out each die in place, an attack too
when none of its steps asks the player, and asking the player only when the player may
decide. The plain version below does what the rulebook says, one die a frame, with the
general helpers every galaxy uses (``gather``, ``gain``, ``on_tracks``, ``advance_ship``,
the copy window, an attack's steps as frames):

"Im Spielzug der Schurkengalaxie wird immer ein einzelner Würfel geworfen, einer nach dem
anderen. Jeder Würfel wird auf das Steuerpult der Kontrolltafel gelegt und die
entsprechende Aktion wird sofort ausgeführt." (DE l.234)

"Indem er 1 Energie und 1 Kultur verbraucht, kann der Spieler die Schurkengalaxie zwingen,
einen gerade gewürfelten Würfel erneut zu werfen." (DE l.236)

"Der Spieler kann einen gerade aktivierten Würfel der Schurkengalaxie kopieren, indem er
1 Kultur verbraucht. Falls jedoch eine Würfelaktion von der Schurkengalaxie nicht
ausgeführt werden kann [...], wird der Würfel abgelegt und kann nicht kopiert werden."
(DE l.240)

Along seeded random games with every rogue galaxy, both must give the same actors, legal
actions, events, views and outcome, and leave the generator in the same state.
"""
import json
import random

import pytest

from spelbord.games.tiny_epic_galaxies import data
from spelbord.games.tiny_epic_galaxies.state import TEGState

from .helpers import CULTURE, ENERGY, GAME, HOME, MOVE, ORBIT


def _plain_rogue_dice(state, face):
    """The rogue's turn begins: its first die."""
    _plain_rogue_roll(state, None)


def _plain_rogue_resolve(state, frame):
    """The die just rolled (or rerolled), by the rules: an attack's steps as frames."""
    face = state.rogue_die
    if face != data.COLONY:
        _plain_resolve(state, face)
        return
    attack = state.rogue_attack()
    if attack.once and state.rogue_attacked or not any(state._step_possible(step) for step in attack.steps):
        state.events.append({"type": "rogue_discard", "face": face})
        return
    state._rogue_attack_frames(face, attack)


def _plain_rogue_roll(state, frame):
    """Roll one die with randrange(6) and leave its resolution to a frame of its own."""
    if not state.rogue_left:
        state.rogue_die = None
        return
    state.rogue_left -= 1
    face = state.rogue_die = state.rng.randrange(6)
    state.events.append({"type": "rogue_roll", "face": face})
    state.stack.append(["rogue_roll", None])  # the rest of its dice, after this one
    state.stack.append(["rogue_resolve", None])
    player = state.res[0]
    if player[0] >= 1 and player[1] >= 1:  # the player could force a reroll first
        state.stack.append(["rogue_reroll", 0])


def _plain_resolve(state, face):
    """A die other than an attack, by the rules (DE l.246, 252, 258), then the copy offer."""
    rogue, events = state.rogue, state.events
    ships = state.ships[rogue]
    if face == MOVE:
        # "Falls noch mindestens ein Schiff auf der Schurkengalaxiekarte ist, wird es zu dem am
        # weitesten links liegenden Planeten bewegt, der nicht von einem Schurkenschiff umkreist
        # wird. Das Schiff wird auf die Kolonieleiste des Planeten gelegt." (DE l.246)
        free = [slot for slot, planet in enumerate(state.row) if planet >= 0 and slot not in state.orbiting(rogue)]
        done = HOME in ships and bool(free)
        if done:
            state.bay.append(face)
            events.append({"type": "rogue_activate", "face": face})
            events.append({"type": "move", "owner": rogue, "from": HOME, "dest": ORBIT + free[0]})
            state.move_ship(rogue, ships.index(HOME), ORBIT + free[0])
    elif face in (ENERGY, CULTURE):
        # "Die Schurkengalaxie erhält Ressourcen wie ein realer Spieler, außer dass ihre eigene
        # Galaxie Energie und Kultur produziert." (DE l.258); no culture in the extra turn
        resource = data.FACE_RESOURCE[face]
        amount = 0 if face == CULTURE and state.rogue_bonus else state.gather(rogue, resource)
        done = amount > 0
        if done:
            state.bay.append(face)
            events.append({"type": "rogue_activate", "face": face})
            got = state.gain(rogue, resource, amount)
            events.append({"type": "gain", "owner": rogue, "resource": resource, "amount": got})
    else:
        # "Bei einer Diplomatie- oder Wirtschaftsaktion werden ALLE Schurkenschiffe, die sich auf
        # einer entsprechenden Kolonieleiste befinden, um eins vorgeschoben." (DE l.252)
        slots = state.on_tracks(rogue, face)
        done = bool(slots)
        if done:
            state.bay.append(face)
            events.append({"type": "rogue_activate", "face": face})
            for slot in slots:
                if state.result is None:
                    state.advance_ship(rogue, slot, 1)
    if not done:
        events.append({"type": "rogue_discard", "face": face})
        return
    if state.result is None and not state.rogue_bonus and state.res[0][1] >= 1:
        window = state.copy_window(face, rogue, 1, False)
        if state._copy_window_ready(window):
            state.stack.append(window)


def _trace(players, options, seed, steps=4000, copier=False):
    """``copier``: the player ends each turn with no energy and culture enough to copy the
    rogue's die and then upgrade, so that the rogue's dice (its attacks too) are offered for
    copying instead of for a forced reroll."""
    state = GAME.new_game(players, seed, options)
    rng = random.Random(seed)
    trace = []
    for _ in range(steps):
        actors = state.actors()
        if not actors:
            break
        seat = actors[0]
        legal = state.legal_actions(seat)
        views = json.dumps([state.view(0), state.view(None)], sort_keys=True, default=str)
        action = rng.choice(legal)
        if copier and action == ("end",):
            state.res[0][:] = [0, min(data.RESOURCE_MAX, max(state.res[0][1], state.level[0] + 2))]
        events = state.apply(seat, action)
        trace.append((actors, legal, views, events))
    trace.append((state.outcome(), state.rng.getstate()))
    return trace


@pytest.mark.parametrize("copier", [False, True], ids=["random", "copier"])
@pytest.mark.parametrize("rogue", list(data.ROGUES))
def test_the_quick_rogue_turn_plays_as_the_plain_rules(rogue, copier, monkeypatch):
    options = {"rogue": rogue}
    quick = [_trace(1, options, seed, copier=copier) for seed in range(40)]
    monkeypatch.setattr(TEGState, "_rogue_dice", _plain_rogue_dice)
    monkeypatch.setitem(TEGState.AUTO, "rogue_roll", _plain_rogue_roll)
    monkeypatch.setitem(TEGState.AUTO, "rogue_resolve", _plain_rogue_resolve)
    plain = [_trace(1, options, seed, copier=copier) for seed in range(40)]
    events = [event for game in plain for step in game[:-1] for event in step[3]]
    assert sum(event["type"] == "rogue_roll" for event in events) > 1000
    if copier:  # the rogue's attacks, carried out in its loop, are copied too
        copied = [e for e, before in zip(events[1:], events) if e["type"] == "copy" and before["type"] != "activate"]
        assert sum(e["face"] == data.COLONY for e in copied) > 5, sum(e["face"] == data.COLONY for e in copied)
    for seed, (ours, theirs) in enumerate(zip(quick, plain)):
        assert len(ours) == len(theirs), seed
        for step, (a, b) in enumerate(zip(ours, theirs)):
            assert a == b, (seed, step)
