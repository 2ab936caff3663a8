"""Die Schurkengalaxie: the solo rules."""
import pytest

from spelbord.games.tiny_epic_galaxies import data

from .helpers import (COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, HOME, MOVE, ORBIT, P, Scripted, play, position,
                      rogue_turn)

R = 1
ROW = ("Jakks", "Vici-KS156", "Drewkaiden", "Leandra")  # C/dipl, E/econ, C/econ, E/dipl


def solo(rogue="artemis", **kw):
    kw.setdefault("res", {})
    kw["res"].setdefault(0, (0, 0))
    return position(players=1, options={"rogue": rogue}, **kw)


def test_example_rogue_move_goes_to_orbit_of_the_leftmost_planet_without_a_rogue_ship():
    state = solo(ships={R: [ORBIT + 0, HOME, HOME, HOME]})
    rogue_turn(state, [MOVE, COLONY, COLONY, COLONY, COLONY])  # attacks on nothing: discarded
    assert sorted(state.ships[R]) == [HOME, HOME, ORBIT + 0, ORBIT + 1]
    assert state.track[R][1] == 0  # never lands


def test_example_rogue_diplomacy_advances_all_its_ships_on_diplomacy_tracks():
    state = solo(ships={R: [ORBIT + 0, ORBIT + 3, ORBIT + 1, HOME]}, row=("MJ-120210", "Vici-KS156", "Drewkaiden", "Gleam-Zanier"))
    rogue_turn(state, [DIPLOMACY, ECONOMY, ECONOMY, ECONOMY, ECONOMY])
    assert state.track[R][0] == 1 and state.track[R][3] == 1
    assert P["Vici-KS156"] in state.colonies[R]  # the economy dice colonised Vici (1 space + symbol)


def test_rogue_galaxy_produces_energy_and_culture():
    state = solo()
    rogue_turn(state, [ENERGY, CULTURE, ECONOMY, ECONOMY, ECONOMY])
    assert state.res[R] == [4, 4]


def test_an_unusable_rogue_die_is_discarded_and_cannot_be_copied():
    state = solo(res={0: (0, 3)})
    events = rogue_turn(state, [DIPLOMACY, ECONOMY, ECONOMY, ECONOMY, ECONOMY])
    assert [e["face"] for e in events if e["type"] == "rogue_discard"] == [DIPLOMACY] + [ECONOMY] * 4
    assert state.bay == [] and state.cur == 0


def test_the_player_may_copy_a_rogue_die_for_one_culture():
    state = solo(res={0: (0, 1)})
    state.rng = Scripted([ENERGY])
    play(state, ("end",))
    assert state.actors() == [0] and state.stack[-1][0] == "copywin"
    play(state, ("copy",))
    assert state.res[0] == [2, 0] and state.res[R] == [4, 4 - 4]


def test_forcing_a_rogue_reroll_costs_one_energy_and_one_culture_and_may_be_repeated():
    state = solo(res={0: (2, 2)})
    state.rng = Scripted([COLONY, COLONY, ENERGY, COLONY, COLONY, COLONY, COLONY])
    play(state, ("end",))
    assert state.legal_actions(0) == [("force_reroll",), ("accept",)]
    play(state, ("force_reroll",))
    assert state.rogue_die == COLONY and state.res[0] == [1, 1]
    play(state, ("force_reroll",))
    assert state.res[0] == [0, 0]
    assert state.res[R] == [4, 0]  # the energy die resolved at once: the player can pay no more
    assert state.cur == 0


def test_artemis_attacks_by_level():
    state = solo(res={0: (2, 2)})
    state.rng = Scripted([COLONY])
    play(state, ("end",), ("accept",))
    assert state.res[0] == [1, 2]  # level 1: you lose 1 energy


def test_once_per_turn_attack_makes_further_colony_dice_unusable():
    state = solo(level={R: 4}, ships={0: [ORBIT + 0, ORBIT + 1]}, track={0: {0: 1, 1: 1}})
    events = rogue_turn(state, [COLONY, COLONY, ECONOMY, ECONOMY, ECONOMY, ECONOMY])
    assert state.legal_actions(0) == [("pushback", 0), ("pushback", 1)]  # one of your orbiting ships back 1
    play(state, ("pushback", 1))
    assert state.track[0] == [1, 0, -1, -1]
    assert state.cur == 0


def test_rogue_takes_resources_of_the_players_choice():
    state = solo(level={R: 5}, res={0: (0, 3)})
    state.rng = Scripted([COLONY])
    play(state, ("end",))
    assert state.legal_actions(0) == [("give", "culture")]
    play(state, ("give", "culture"), ("give", "culture"))
    assert state.res[0] == [0, 1] and state.res[R] == [0, 2]


def test_example_rogue_at_max_energy_and_culture_upgrades_then_takes_three_bonus_dice():
    state = solo(res={R: (5, 5)})
    rogue_turn(state, [ENERGY, CULTURE, ECONOMY, ECONOMY, ECONOMY,  # its turn: 5 + 4, 5 + 4 -> 6, 6
                       CULTURE, ENERGY, ECONOMY])  # bonus: culture unusable, energy +4
    assert state.level[R] == 2
    assert state.res[R] == [4, 0]
    assert state.cur == 0


def test_rogue_bonus_dice_cannot_be_copied():
    state = solo(res={0: (0, 5), R: (0, 6)})
    state.rng = Scripted([ENERGY, ECONOMY, ECONOMY, ECONOMY, ECONOMY, ENERGY, ECONOMY, ECONOMY])
    play(state, ("end",))
    assert state.stack[-1][0] == "copywin"
    play(state, ("pass",))
    assert state.cur == 0 and state.res[R] == [6, 0]  # the bonus energy die was not offered


def test_rogue_wins_at_the_skull():
    state = solo(level={R: 5}, res={R: (5, 0)})
    rogue_turn(state, [ENERGY])
    out = state.outcome()
    assert out["winner"] == "rogue" and out["how"] == "skull" and out["winners"] == []


def test_rogue_wins_at_21_points():
    state = solo(colonies={R: ["Aughmoore", "Shouhua", "Nibiru"]}, ships={R: [ORBIT + 0, HOME, HOME, HOME]},
                 track={R: {0: 1}})
    rogue_turn(state, [DIPLOMACY])
    assert state.outcome()["winner"] == "rogue" and state.outcome()["rogue_points"] == 22


def test_player_wins_at_once_at_21_points():
    state = solo(colonies={0: ["Aughmoore", "Shouhua", "Gort"]}, ships={0: [ORBIT + 0, HOME]}, track={0: {0: 1}},
                 dice=(DIPLOMACY, MOVE))
    play(state, ("activate", DIPLOMACY), ("advance", 0))
    out = state.outcome()
    assert out["winner"] == "player" and out["winners"] == [0] and out["scores"] == [22]
    assert state.actors() == []


@pytest.mark.parametrize("name", sorted(data.ROGUES))
def test_every_rogue_card_has_an_attack_for_each_level(name):
    card = data.ROGUES[name]
    assert len(card.attacks) == len(data.ROGUE_EMPIRE) == 5
    for attack in card.attacks:
        for step in attack.steps:
            assert step[0] in ("lose", "take", "take_choice", "rogue_gain", "push_one", "push_furthest",
                               "push_all", "fewer_dice", "rogue_advance")


@pytest.mark.parametrize("name", sorted(data.ROGUES))
@pytest.mark.parametrize("level", range(1, 6))
def test_every_attack_can_be_carried_out(name, level):
    state = solo(rogue=name, level={R: level}, res={0: (3, 3)}, ships={0: [ORBIT + 0, ORBIT + 1], R: [ORBIT + 2, HOME, HOME, HOME]},
                 track={0: {0: 1, 1: 1}})
    state.rng = Scripted([COLONY])
    play(state, ("end",), ("accept",))
    for _ in range(5):
        if state.cur == 0 and state.stack[-1][0] == "turn":
            break
        kind = state.stack[-1][0]
        play(state, state.legal_actions(0)[-1] if kind == "copywin" else state.legal_actions(0)[0])
    before = ([3, 3], [1, 1, -1, -1], [0, 0], -1)
    after = (state.res[0], state.track[0][:4], state.res[R], state.track[R][2])
    assert after != before or state.fewer_dice == 1


def test_zendica_fewer_dice_next_turn():
    state = solo(rogue="zendica", level={R: 4})
    rogue_turn(state, [COLONY])
    assert len(state.pool) == 3 and state.fewer_dice == 0


def test_hades_all_rogue_ships_advance_two():
    state = solo(rogue="hades", level={R: 4}, ships={R: [ORBIT + 2, ORBIT + 3, HOME, HOME]},
                 row=("Jakks", "Vici-KS156", "Umbra-Forum", "Gort"))
    rogue_turn(state, [COLONY])
    assert state.track[R][2:4] == [2, 2]


def test_the_rogue_copies_nothing_and_is_never_a_seat():
    state = solo(res={0: (0, 0)}, dice=(ENERGY,))
    play(state, ("activate", ENERGY))
    assert state.actors() == [0] and state.stack[-1][0] == "turn"
