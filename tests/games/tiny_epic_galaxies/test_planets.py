"""Every planet's ability: set up a position, use it, check the result.

Unless said otherwise the ability is used as the player's colony with a
"utilize a colony" die (``("colony", planet)``). The row is Jakks (culture,
diplomacy), Vici-KS156 (energy, economy), Drewkaiden (culture, economy),
Leandra (energy, diplomacy); seat 1 has no resources, so it is never asked to copy.
"""
import pytest

from spelbord.games.tiny_epic_galaxies import data

from .helpers import COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, HOME, MOVE, ORBIT, P, play, position


def colony(name, dice=(), res=(0, 0), others=(0, 0), **kw):
    """A position where seat 0 owns ``name`` and has just chosen to use it."""
    state = position(colonies={0: [name], **kw.pop("colonies", {})}, dice=(COLONY, *dice),
                     res={0: res, 1: others, **kw.pop("res_more", {})}, **kw)
    play(state, ("activate", COLONY), ("colony", P[name]))
    return state


def test_all_forty_planets_are_data_with_a_known_effect():
    assert len(data.PLANETS) == 40
    from spelbord.games.tiny_epic_galaxies.effects import PlanetEffects
    for planet in data.PLANETS:
        assert hasattr(PlanetEffects, "_ok_" + planet.effect) and hasattr(PlanetEffects, "_run_" + planet.effect)
    assert sorted(p.points for p in data.PLANETS) == sorted([1, 2, 3, 5, 7] * 8)
    assert all(p.points == {1: 1, 2: 2, 3: 3, 4: 5, 5: 7}[p.spaces] for p in data.PLANETS)


def test_jakks_gains_one_culture():
    assert colony("Jakks", row=("Vici-KS156", "Drewkaiden", "Leandra", "Helios")).res[0] == [0, 1]


def test_vici_ks156_gains_one_energy():
    assert colony("Vici-KS156", row=("Jakks", "Drewkaiden", "Leandra", "Helios")).res[0] == [1, 0]


def test_drewkaiden_advances_an_own_ship_on_a_diplomacy_track():
    state = colony("Drewkaiden", row=("Jakks", "Vici-KS156", "Helios", "Leandra"), ships={0: [ORBIT, ORBIT + 1]})
    assert state.legal_actions(0) == [("advance", 0)]
    play(state, ("advance", 0))
    assert state.track[0][0] == 1


def test_leandra_advances_an_own_ship_on_an_economy_track():
    state = colony("Leandra", row=("Jakks", "Vici-KS156", "Drewkaiden", "Helios"), ships={0: [ORBIT, ORBIT + 1]})
    assert state.legal_actions(0) == [("advance", 1)]
    play(state, ("advance", 1))
    assert state.track[0][1] == 1


@pytest.mark.parametrize("name,resource", [("Birkomius", 1), ("Bisschop", 0)])
def test_birkomius_and_bisschop_pay_for_every_copy_this_turn(name, resource):
    state = colony(name, dice=(ENERGY,), others=(0, 1))
    play(state, ("activate", ENERGY), ("copy",))
    expected = [2, 0]
    expected[resource] += 1
    assert state.res[0] == expected
    assert (0, P[name]) in state.used


def test_birkomius_only_on_your_own_turn():
    state = position(row=("Birkomius", "Jakks", "Vici-KS156", "Leandra"), dice=(MOVE,), res={1: (0, 1)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", 1), ("decline",), ("copy",), ("ship", HOME), ("to", 0))
    assert state.stack[-1][0] == "turn"  # no ability offered to the copier


@pytest.mark.parametrize("name,slot", [("Tifnod", 0), ("Vizcarra", 1)])
def test_tifnod_and_vizcarra_push_an_enemy_ship_back_on_their_kind_of_track(name, slot):
    state = position(colonies={0: [name]}, dice=(COLONY,), res={0: (0, 0), 1: (0, 0)},
                     ships={1: [ORBIT + 0, ORBIT + 1]}, track={1: {0: 1, 1: 1}})
    play(state, ("activate", COLONY), ("colony", P[name]))
    assert state.legal_actions(0) == [("push", 1, slot)]
    play(state, ("push", 1, slot))
    assert state.track[1][slot] == 0 and state.track[1][1 - slot] == 1


def test_a_ship_on_the_start_space_cannot_be_pushed_back():
    state = position(colonies={0: ["K-Widow"]}, dice=(COLONY,), res={0: (0, 0), 1: (0, 0)},
                     ships={1: [ORBIT + 0, HOME]})
    assert ("activate", COLONY) not in state.legal_actions(0)


def test_mj_120210_gains_two_energy():
    assert colony("MJ-120210").res[0] == [2, 0]


def test_helios_removes_an_empty_planet_to_the_bottom_of_the_deck():
    state = colony("Helios", ships={1: [ORBIT + 0, 1]})
    assert state.legal_actions(0) == [("remove_planet", 2), ("remove_planet", 3)]
    top = state.deck[-1]
    play(state, ("remove_planet", 2))
    assert state.row[2] == top and state.bottom == [P["Drewkaiden"]]


def test_mared_upgrades_for_one_less_when_strictly_lowest():
    state = colony("Mared", res=(1, 0), level={1: 2})
    assert state.legal_actions(0) == [("upgrade", "energy")]
    play(state, ("upgrade", "energy"))
    assert state.level[0] == 2 and state.res[0] == [0, 0]


def test_mared_not_when_tied_for_lowest():
    state = position(colonies={0: ["Mared"]}, dice=(COLONY,), res={0: (1, 0), 1: (0, 0)})
    assert ("activate", COLONY) not in state.legal_actions(0)


def test_lureena_upgrades_with_any_mix_of_resources():
    state = colony("Lureena", res=(1, 1))
    assert state.legal_actions(0) == [("upgrade_mix", 1)]
    play(state, ("upgrade_mix", 1))
    assert state.level[0] == 2 and state.res[0] == [0, 0]


def test_zalax_rerolls_without_using_the_free_reroll():
    state = colony("Zalax", dice=(MOVE, MOVE))
    play(state, ("reroll_die", MOVE), ("reroll_die", MOVE), ("roll",))
    assert state.rerolls == 0 and len(state.pool) == 2 and state.res[0] == [0, 0]


def test_hoefker_pays_one_energy_for_two_culture():
    assert colony("Hoefker", res=(1, 0)).res[0] == [0, 2]


@pytest.mark.parametrize("name,resource", [("CLJ-0517", 1), ("La-Torres", 0)])
def test_clj_and_la_torres_take_one_from_another_player_once_per_turn(name, resource):
    state = colony(name, dice=(COLONY,), others=(3, 3))
    play(state, ("steal_from", 1))
    assert state.res[0][resource] == 1 and state.res[1][resource] == 2
    assert ("activate", COLONY) not in state.legal_actions(0)  # once per turn (no upgrade affordable)


def test_pembertonia_major_turns_culture_into_energy():
    state = colony("Pembertonia-Major", res=(1, 3))
    assert state.legal_actions(0) == [("amount", 1), ("amount", 2), ("amount", 3)]
    play(state, ("amount", 2))
    assert state.res[0] == [3, 1]


def test_omicron_fenzi_turns_energy_into_culture():
    state = colony("Omicron Fenzi", res=(2, 0))
    play(state, ("amount", 2))
    assert state.res[0] == [0, 2]


def test_nagato_moves_two_different_ships_for_one_culture():
    state = colony("Nagato", res=(0, 1))
    play(state, ("ship", HOME), ("to", ORBIT + 0))
    assert state.legal_actions(0)[0] == ("ship", HOME)  # the other ship, not the one just moved
    assert ("ship", ORBIT) not in state.legal_actions(0)
    play(state, ("ship", HOME), ("to", ORBIT + 1))
    assert sorted(state.ships[0]) == [ORBIT, ORBIT + 1] and state.res[0] == [0, 0]


def test_padraigin_pays_two_culture_to_advance_two_on_diplomacy():
    state = colony("Padraigin-3110", res=(0, 2), row=("MJ-120210", "Vici-KS156", "Jakks", "Leandra"),
                   ships={0: [ORBIT + 0, ORBIT + 1]})
    assert state.legal_actions(0) == [("advance", 0)]
    play(state, ("advance", 0))
    assert state.track[0][0] == 2 and state.res[0] == [0, 0]


def test_jorg_pays_two_culture_to_push_an_enemy_back_two_not_below_start():
    state = colony("Jorg", res=(0, 2), ships={1: [ORBIT + 1, HOME]}, track={1: {1: 1}})
    play(state, ("push", 1, 1))
    assert state.track[1][1] == 0 and state.res[0] == [0, 0]


def test_nakagawakozi_pays_two_energy_to_advance_two_on_economy():
    state = colony("Nakagawakozi", res=(2, 0), row=("Jakks", "Pembertonia-Major", "Drewkaiden", "Leandra"),
                   ships={0: [ORBIT + 1, ORBIT + 0]})
    assert state.legal_actions(0) == [("advance", 1)]
    play(state, ("advance", 1))
    assert state.track[0][1] == 2 and state.res[0] == [0, 0]


def test_brumbaugh_pushes_two_different_enemy_ships_back():
    state = colony("Brumbaugh", res=(2, 0), ships={1: [ORBIT + 0, ORBIT + 1]}, track={1: {0: 1, 1: 1}})
    play(state, ("push", 1, 0))
    assert state.legal_actions(0) == [("push", 1, 1)]
    play(state, ("push", 1, 1))
    assert state.track[1] == [0, 0, -1, -1]


def test_umbra_forum_uses_a_planet_in_the_row():
    state = colony("Umbra-Forum")
    assert ("row_planet", 0) in state.legal_actions(0)
    play(state, ("row_planet", 0))
    assert state.res[0] == [0, 1]  # Jakks


@pytest.mark.parametrize("name,resource", [("JAC-110912", 1), ("Gleam-Zanier", 0)])
def test_jac_and_gleam_zanier_give_two_and_everyone_else_one(name, resource):
    state = colony(name, players=3, res_more={2: (0, 0)})
    assert state.res[0][resource] == 2 and state.res[1][resource] == 1 and state.res[2][resource] == 1


def test_maia_spends_two_dice_for_two_energy_and_two_culture():
    state = colony("Maia", dice=(MOVE, ENERGY, CULTURE))
    play(state, ("discard_die", MOVE), ("discard_die", CULTURE))
    assert state.pool == [ENERGY] and state.res[0] == [2, 2]


def test_andellouxian_6_recalls_a_ship_for_resources_of_its_space():
    state = colony("Andellouxian-6", row=("Jakks", "Umbra-Forum", "Drewkaiden", "Leandra"),
                   ships={0: [ORBIT + 1, HOME]}, track={0: {1: 3}})
    play(state, ("recall", 1))
    assert state.legal_actions(0) == [("split", e) for e in range(4)]
    play(state, ("split", 1))
    assert state.res[0] == [1, 2] and state.ships[0] == [HOME, HOME]


@pytest.mark.parametrize("name,resource", [("Walsfeo", 1), ("Sargus-36", 0)])
def test_walsfeo_and_sargus_pay_another_player_to_use_their_colony(name, resource):
    res = [0, 0]
    res[resource] = 1
    state = colony(name, res=tuple(res), colonies={1: ["MJ-120210"]})
    play(state, ("use_colony_of", 1, P["MJ-120210"]))
    assert state.res[0][0] == 2 and state.res[1][resource] == 1


def test_zavodnick_any_action_copied_for_free():
    state = colony("Zavodnick", others=(0, 0))
    assert ("face", ENERGY) in state.legal_actions(0)
    play(state, ("face", ENERGY))
    assert state.res[0] == [2, 0]
    assert state.actors() == [1]  # free: seat 1 may copy with no culture
    play(state, ("copy",))
    assert state.res[1] == [2, 0]


def test_bsw_10_1_moves_one_ship_back_and_another_forward():
    state = colony("BSW-10-1", ships={0: [ORBIT + 0, ORBIT + 3]}, track={0: {0: 1, 3: 0}})
    assert state.legal_actions(0) == [("back", 0)]
    play(state, ("back", 0))
    assert state.legal_actions(0) == [("advance", 3)]
    play(state, ("advance", 3))
    assert state.track[0] == [0, -1, -1, 1]


def test_aughmoore_gives_culture_per_ship_at_home():
    assert colony("Aughmoore", ships={0: [HOME, 0]}).res[0] == [0, 1]


def test_shouhua_advances_on_any_track():
    state = colony("Shouhua", ships={0: [ORBIT + 0, ORBIT + 1]})
    assert state.legal_actions(0) == [("advance", 0), ("advance", 1)]


def test_nibiru_makes_copying_cost_two_for_the_rest_of_the_turn():
    state = colony("Nibiru", dice=(ENERGY,), others=(0, 1))
    play(state, ("activate", ENERGY))
    assert state.actors() == [0]  # one culture is not enough now
    state = colony("Nibiru", dice=(ENERGY,), others=(0, 3))
    play(state, ("activate", ENERGY), ("copy",))
    assert state.res[1] == [2, 1]


def test_gort_moves_an_orbiting_ship_to_the_same_space_of_another_track_and_may_colonise():
    state = colony("Gort", row=("Jakks", "Umbra-Forum", "Drewkaiden", "Leandra"),
                   ships={0: [ORBIT + 1, HOME]}, track={0: {1: 2}})
    play(state, ("transfer", 1))
    assert state.legal_actions(0) == [("transfer_to", 0), ("transfer_to", 2), ("transfer_to", 3)]
    play(state, ("transfer_to", 0))  # Jakks has 1 space: space 2 is past it
    assert P["Jakks"] in state.colonies[0] and state.ships[0] == [HOME, HOME]


def test_terra_bettia_everyone_advances_one_then_you_two():
    state = colony("Terra-Bettia", ships={0: [ORBIT + 3, HOME], 1: [ORBIT + 1, HOME]})
    assert state.actors() == [1] and state.legal_actions(1) == [("advance", 1)]
    play(state, ("advance", 1), ("advance", 3))
    assert state.track[1][1] == 1 and state.track[0][3] == -1  # Leandra: 0 + 2 colonises
    assert P["Leandra"] in state.colonies[0]


def test_k_widow_pushes_an_enemy_ship_on_any_track():
    state = colony("K-Widow", ships={1: [ORBIT + 0, ORBIT + 1]}, track={1: {0: 1, 1: 1}})
    assert state.legal_actions(0) == [("push", 1, 0), ("push", 1, 1)]


def test_piedes_repeats_a_die_in_the_bay_which_cannot_be_copied():
    state = position(colonies={0: ["Piedes"]}, dice=(ENERGY, COLONY), res={0: (0, 0), 1: (0, 0)})
    play(state, ("activate", ENERGY), ("activate", COLONY), ("colony", P["Piedes"]))
    assert state.legal_actions(0) == [("face", ENERGY), ("face", COLONY)]  # 2 energy: upgrade possible
    state.res[1] = [0, 3]
    play(state, ("face", ENERGY))
    assert state.res[0] == [4, 0]
    assert state.actors() == [1] and state.stack[-1][3] == COLONY  # only the colony die is offered


def test_gyore_sets_an_unactivated_die_to_any_face():
    state = colony("Gyore", dice=(MOVE,))
    play(state, ("set_die", MOVE, ECONOMY))
    assert state.pool == [ECONOMY]


def test_landing_on_a_planet_uses_its_ability_for_anyone():
    state = position(row=("MJ-120210", "Jakks", "Vici-KS156", "Leandra"), dice=(MOVE,), res={0: (0, 0), 1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", 0), ("use_ability",))
    assert state.res[0] == [2, 0]
