"""Würfelaktionen: moving ships, resources, colony tracks, colonising, upgrading."""
from spelbord.games.tiny_epic_galaxies import data

from .helpers import COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, HOME, MOVE, ORBIT, P, play, position

ROW = ("Jakks", "Vici-KS156", "Drewkaiden", "Leandra")


def test_move_from_galaxy_to_a_surface_or_a_track():
    state = position(dice=(MOVE,), res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME))
    dests = {a[1] for a in state.legal_actions(0)}
    assert dests == {0, 1, 2, 3, ORBIT, ORBIT + 1, ORBIT + 2, ORBIT + 3}  # not home: it is there


def test_a_move_must_change_planet_and_respects_one_ship_per_surface_and_track():
    state = position(dice=(MOVE,), ships={0: [0, ORBIT + 1]}, res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", 0))
    dests = {a[1] for a in state.legal_actions(0)}
    # not Jakks's own track (same planet), not Vici's track (own ship there)
    assert dests == {HOME, 1, 2, 3, ORBIT + 2, ORBIT + 3}


def test_a_ship_may_be_on_the_surface_and_another_on_the_track_of_one_planet():
    state = position(dice=(MOVE,), ships={0: [0, HOME]}, res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", ORBIT + 0))
    assert sorted(state.ships[0]) == [0, ORBIT]


def test_ships_of_different_players_share_a_surface():
    state = position(dice=(MOVE,), ships={0: [HOME, HOME], 1: [0, HOME]}, res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", 0), ("decline",))
    assert 0 in state.ships[0] and 0 in state.ships[1] and state.res[0] == [2, 1]


def test_landing_offers_the_planet_ability_which_may_be_declined():
    state = position(dice=(MOVE,), res={0: (2, 1), 1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", 0))
    assert state.legal_actions(0) == [("use_ability",), ("decline",)]
    play(state, ("use_ability",))
    assert state.res[0] == [2, 2]  # Jakks: +1 culture


def test_orbiting_puts_the_ship_on_the_start_space():
    state = position(dice=(MOVE,), res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", ORBIT + 3))
    assert state.track[0][3] == 0


def test_leaving_a_track_loses_the_progress():
    state = position(dice=(MOVE,), ships={0: [ORBIT + 3, HOME]}, track={0: {3: 1}}, res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", ORBIT + 3), ("to", HOME))
    assert state.track[0][3] == -1 and state.ships[0] == [HOME, HOME]


def test_example_surface_and_orbit_on_a_culture_planet_give_two_culture():
    """'... erhält der Spieler 2 Kultur von diesem Planeten (1 für das umkreisende + 1 für das gelandete Schiff).'"""
    state = position(dice=(CULTURE,), ships={0: [0, ORBIT + 0]}, res={0: (0, 0), 1: (0, 0)})
    play(state, ("activate", CULTURE))
    assert state.res[0] == [0, 2]


def test_galaxy_ships_give_energy_not_culture():
    state = position(dice=(ENERGY, CULTURE), ships={0: [HOME, HOME]}, res={0: (0, 0), 1: (0, 0)})
    assert ("activate", CULTURE) not in state.legal_actions(0)
    play(state, ("activate", ENERGY))
    assert state.res[0] == [2, 0]


def test_example_resources_are_capped_at_seven():
    """At 6 energy, gaining 3 leaves 7."""
    state = position(dice=(ENERGY,), level={0: 3}, ships={0: [HOME, HOME, HOME]}, res={0: (6, 0), 1: (0, 0)})
    play(state, ("activate", ENERGY))
    assert state.res[0] == [7, 0]


def test_diplomacy_advances_only_on_diplomacy_tracks():
    state = position(dice=(DIPLOMACY,), ships={0: [ORBIT + 0, ORBIT + 1]}, res={1: (0, 0)})
    play(state, ("activate", DIPLOMACY))
    assert state.legal_actions(0) == [("advance", 0)]  # Jakks is diplomacy, Vici economy


def test_colonising_sends_every_ship_on_the_card_home_and_deals_a_new_planet():
    state = position(dice=(DIPLOMACY,), ships={0: [ORBIT + 0, HOME], 1: [0, ORBIT + 0]},
                     track={0: {0: 1}, 1: {0: 1}}, res={1: (0, 0)})
    top = state.deck[-1]
    play(state, ("activate", DIPLOMACY), ("advance", 0))
    assert state.colonies[0] == [P["Jakks"]]
    assert state.ships[0] == [HOME, HOME] and state.ships[1] == [HOME, HOME]
    assert state.track[1][0] == -1
    assert state.row[0] == top  # the new planet takes the same place in the row
    assert state.points(0) == 1


def test_a_colonised_planet_cannot_be_moved_to():
    state = position(dice=(MOVE,), colonies={0: ["Helios"]}, res={1: (0, 0)})
    play(state, ("activate", MOVE), ("ship", HOME))
    assert all(state.row[d % ORBIT] != P["Helios"] for _, d in state.legal_actions(0) if d != HOME)


def test_example_upgrade_level_two_to_three_costs_three_of_one_resource():
    """'Um beispielsweise von Stufe 2 auf Stufe 3 aufzurüsten muss der Spieler entweder 3 Kultur oder 3 Energie zahlen.'"""
    state = position(dice=(COLONY, MOVE), level={0: 2}, res={0: (2, 1), 1: (0, 0)})
    assert ("activate", COLONY) not in state.legal_actions(0)  # 2 + 1 may not be combined
    state = position(dice=(COLONY, MOVE), level={0: 2}, res={0: (3, 1), 1: (0, 0)})
    play(state, ("activate", COLONY))
    assert state.legal_actions(0) == [("upgrade", "energy")]
    play(state, ("upgrade", "energy"))
    assert state.level[0] == 3 and state.res[0] == [0, 1]
    assert len(state.ships[0]) == 3  # the new ship stands on the galaxy ...
    play(state, ("activate", MOVE), ("ship", HOME), ("to", ORBIT + 2))  # ... and may move at once
    assert state.points(0) == 2


def test_a_new_die_is_used_only_from_the_next_turn():
    state = position(dice=(COLONY,), level={0: 1}, res={0: (2, 0), 1: (0, 0)})
    play(state, ("activate", COLONY), ("upgrade", "energy"))
    assert state.level[0] == 2 and state.pool == []
    play(state, ("end",), ("end",))
    assert state.cur == 0 and len(state.pool) == 5


def test_example_colony_die_offers_galaxy_and_each_colony():
    """'Im Beispiel rechts kann der Spieler eine der drei aufgeführten Aktionen ausführen.'"""
    state = position(dice=(COLONY,), colonies={0: ["MJ-120210", "Hoefker"]}, res={0: (2, 2), 1: (0, 0)})
    play(state, ("activate", COLONY))
    assert state.legal_actions(0) == [("upgrade", "energy"), ("upgrade", "culture"),
                                      ("colony", P["MJ-120210"]), ("colony", P["Hoefker"])]


def test_empire_track_gives_dice_and_ships():
    assert [data.EMPIRE[level][:2] for level in range(1, 7)] == [(4, 2), (5, 2), (5, 3), (6, 3), (6, 4), (7, 4)]
