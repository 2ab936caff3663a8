"""Tiny Epic Galaxies' observation encoder: known positions give known slots."""
import random

import numpy as np
import pytest

from spelbord.games.tiny_epic_galaxies import data
from spelbord.games.tiny_epic_galaxies.observation import STEPS, Encoder
from spelbord.games.tiny_epic_galaxies.state import TEGState
from spelbord.rl.observation import encoder_for
from tests.games.tiny_epic_galaxies.helpers import (COLONY, DIPLOMACY, ENERGY, GAME, HOME, MOVE, ORBIT, P,
                                                    play, position, rogue_turn)
from tests.rl.slots import ones, slot


def test_every_decision_kind_has_a_step_slot():
    assert set(STEPS) == set(TEGState.LEGAL)


def test_galaxies_ships_tracks_colonies_and_row():
    """Ein Schiff im Orbit liegt auf dem Startfeld der Kolonieleiste; a colony lies under its mat."""
    state = position(ships={0: [HOME, 2, ORBIT + 1], 1: [ORBIT + 3, HOME]}, track={1: {3: 1}},
                     res={0: (5, 3)}, level={0: 3}, colonies={1: ["Helios"]}, dice=(MOVE, MOVE, DIPLOMACY))
    state.ships[0] = [HOME, 2, ORBIT + 1]
    enc = encoder_for(state)
    code = enc.encode(state.view(0))
    slots = enc.slots
    assert slot(enc, code, "seat", 0) == 1 and slot(enc, code, "seat", 1) == 0
    assert slot(enc, code, "energy", 0) == pytest.approx(5 / 7)
    assert slot(enc, code, "culture", 0) == pytest.approx(3 / 7)
    assert list(enc.part(code, "level")[:6]) == [0, 0, 1, 0, 0, 0]
    assert slot(enc, code, "ships", 0) == pytest.approx(3 / 4)
    assert slot(enc, code, "home", 0) == pytest.approx(1 / 4)
    assert slot(enc, code, "surface", 2) == 1 and slot(enc, code, "surface", 1) == 0
    assert slot(enc, code, "orbit", 1) == 1 and slot(enc, code, "track", 1) == 0
    assert slot(enc, code, "orbit", slots + 3) == 1
    assert slot(enc, code, "track", slots + 3) == pytest.approx(1 / 5)
    assert slot(enc, code, "colonies", 40 + P["Helios"]) == 1
    assert enc.part(code, "colonies").sum() == 1
    assert slot(enc, code, "points", 1) == pytest.approx(data.PLANETS[P["Helios"]].points / 42)
    assert slot(enc, code, "row", 2 * 40 + P["Drewkaiden"]) == 1
    assert enc.part(code, "row").sum() == 4
    assert slot(enc, code, "dice", MOVE) == pytest.approx(2 / 7)
    assert slot(enc, code, "dice", DIPLOMACY) == pytest.approx(1 / 7)
    assert slot(enc, code, "step", STEPS.index("turn")) == 1
    assert slot(enc, code, "step_seat", 0) == 1 and slot(enc, code, "step_own") == 1


def test_seats_are_counted_from_the_viewer():
    state = position(players=3, res={0: (1, 1), 1: (2, 2), 2: (3, 3)}, colonies={2: ["Helios"]},
                     dice=(MOVE, MOVE, DIPLOMACY))
    enc = encoder_for(state)
    code = enc.encode(state.view(2))
    assert ones(enc, code, "seat") == [2]
    assert [round(x * 7) for x in enc.part(code, "energy")] == [3, 1, 2]
    assert slot(enc, code, "colonies", P["Helios"]) == 1
    assert ones(enc, code, "current") == [1]  # seat 0 is +1 from seat 2
    spectator = enc.encode(state.view(None))
    assert ones(enc, spectator, "seat") == [] and ones(enc, spectator, "current") == [0]


def test_own_mission_only():
    """Geheimaufträge: each keeps one face down; only the owner knows it until the end."""
    state = GAME.new_game(2, 3)
    enc = encoder_for(state)
    offered = state.view(0)["my_offered"]
    before_other = enc.encode(state.view(1))
    state.apply(0, ("keep", offered[1]))
    mine = enc.encode(state.view(0))
    assert list(np.flatnonzero(enc.part(mine, "offered"))) == offered
    assert list(np.flatnonzero(enc.part(mine, "mission"))) == [offered[1]]
    assert slot(enc, mine, "secret_chosen", 0) == 1
    other = enc.encode(state.view(1))
    assert enc.part(other, "mission").sum() == 0
    assert enc.part(other, "missions").sum() == 0
    # what seat 1 sees changes only by the fact that seat 0 (+1 from seat 1) has chosen and acts no more
    changed = np.flatnonzero(other != before_other)
    assert list(changed) == [enc.offset["actors"] + 1, enc.offset["secret_chosen"] + 1]


def test_a_copy_window_shows_the_die_its_cost_and_source():
    """Nach der Aktivierung darf jeder andere Spieler für 1 Kultur dieselbe Aktion ausführen."""
    state = position(res={1: (2, 2)}, dice=(ENERGY, MOVE, MOVE, MOVE))
    play(state, ("activate", ENERGY))
    assert state.actors() == [1]
    enc = encoder_for(state)
    code = enc.encode(state.view(1))  # seats from the viewer: seat 1 is +0, seat 0 is +1
    assert ones(enc, code, "seat") == [1]
    assert slot(enc, code, "step", STEPS.index("copywin")) == 1
    assert ones(enc, code, "step_seat") == [0]
    assert ones(enc, code, "step_face") == [ENERGY]
    assert ones(enc, code, "step_source") == [1]
    assert slot(enc, code, "step_cost") == pytest.approx(1 / 2)
    assert slot(enc, code, "step_window", 0) == 1
    assert slot(enc, code, "bay", ENERGY) == pytest.approx(1 / 7)
    assert ones(enc, code, "actors") == [0] and ones(enc, code, "current") == [1]
    assert slot(enc, code, "culture", 0) == pytest.approx(2 / 7)


def test_the_ship_being_moved():
    state = position(ships={0: [HOME, ORBIT + 2]}, dice=(MOVE, ENERGY, ENERGY, ENERGY))
    play(state, ("activate", MOVE), ("ship", ORBIT + 2))
    enc = encoder_for(state)
    code = enc.encode(state.view(0))
    assert slot(enc, code, "step", STEPS.index("move_to")) == 1
    assert list(np.flatnonzero(enc.part(code, "step_ship"))) == [1 + enc.slots + 2]


def test_solo_rogue_card_and_die():
    """Solo: the rogue's die may be rerolled by force before it is resolved."""
    state = position(players=1, res={0: (3, 3)}, dice=(ENERGY,), options={"rogue": "hades"})
    rogue_turn(state, [COLONY])
    assert state.stack[-1][0] == "rogue_reroll"
    enc = encoder_for(state)
    assert isinstance(enc, Encoder) and enc.solo
    code = enc.encode(state.view(0))
    assert slot(enc, code, "rogue", list(data.ROGUES).index("hades")) == 1
    assert list(np.flatnonzero(enc.part(code, "rogue_die"))) == [COLONY]
    assert slot(enc, code, "current", 1) == 1
    assert slot(enc, code, "step", STEPS.index("rogue_reroll")) == 1
    assert slot(enc, code, "energy", 1) == 0


@pytest.mark.parametrize("players", [1, 3])
def test_a_seat_cannot_tell_its_determinized_states_apart(players):
    """What the others hide is re-dealt by determinize: the seat's vector must not change."""
    state = GAME.new_game(players, 2, GAME.variants(players)[0])
    rng = random.Random(2)
    step = 0
    while not state.is_over():
        if step % 11 == 0:
            enc = encoder_for(state)
            for seat in range(players):
                code = enc.encode(state.view(seat))
                other = state.determinize(seat, step)
                assert np.array_equal(code, enc.encode(other.view(seat))), (step, seat)
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
