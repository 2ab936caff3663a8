"""Spielende: 21 points trigger the last round; missions; the tie-breaks."""
import pytest

from spelbord.games.tiny_epic_galaxies import data

from .helpers import COLONY, DIPLOMACY, ENERGY, HOME, MOVE, ORBIT, P, play, position

M = {m.name: i for i, m in enumerate(data.MISSIONS)}
BIG = ["Aughmoore", "Shouhua", "Nibiru"]  # 7 points each


def test_example_reaching_21_finishes_the_round_and_the_first_player_does_not_play_again():
    """Player 2 of 3 reaches 21: player 3 still plays, the game ends before player 1's turn."""
    state = position(players=3, cur=1, first=0, dice=(DIPLOMACY,), colonies={1: BIG[:2] + ["MJ-120210", "Hoefker"]},
                     ships={1: [ORBIT + 0, HOME]}, track={1: {0: 1}}, res={0: (0, 0), 2: (0, 0)})
    assert state.points(1) == 18
    play(state, ("activate", DIPLOMACY), ("advance", 0))  # Jakks: 18 + 1 = 19
    assert not state.ending
    state.deck.remove(P["Umbra-Forum"])
    state.colonies[1].append(P["Umbra-Forum"])  # 22
    state.check_points(1)
    assert state.ending and state.elder == 1
    play(state, ("end",))
    assert state.cur == 2 and state.outcome() is None
    play(state, ("end",))
    assert state.outcome() is not None and state.actors() == []


def test_mission_points_do_not_trigger_the_end():
    state = position(players=2, dice=(ENERGY,))
    state.mission = [M["Industrialist"], M["Elder"]]
    state.level[0] = 6
    state.ships[0] = [HOME] * 4
    for name in ("Umbra-Forum", "Gort"):
        state.deck.remove(P[name])
        state.colonies[0].append(P[name])
    assert state.points(0) == 8 + 3 + 7  # 18; with the mission's 2 it would be 20
    state.mission[0] = M["Industrialist"]
    state.res[1] = [0, 0]
    state.colonies[0].append(P["Helios"])
    state.deck.remove(P["Helios"])  # 20 points + 2 mission points: still no end
    state.check_points(0)
    assert state.points(0) == 20 and state.mission_met(0) == 2
    assert not state.ending


def finished(players=2, **kw):
    missions = kw.pop("missions")
    kw.setdefault("row", ("MJ-120210", "Helios", "Mared", "Lureena"))
    state = position(players=players, dice=(ENERGY,), **kw)
    state.mission = [M[m] for m in missions]
    state.finish()
    return state.outcome()


def test_example_tie_break_colonies_then_level_then_resources():
    # equal points (3): seat 0 one colony of 3, seat 1 three colonies of 1
    out = finished(colonies={0: ["Umbra-Forum"], 1: ["Jakks", "Vici-KS156", "Tifnod"]},
                   row=("MJ-120210", "Helios", "Mared", "Lureena"), res={0: (0, 0), 1: (0, 0)},
                   missions=["Elder", "Elder"])
    assert out["scores"] == [3, 3] and out["winners"] == [1]
    # equal points and colonies: the higher empire level wins
    out = finished(colonies={0: ["Jakks"], 1: []}, level={1: 2}, res={0: (7, 7), 1: (0, 0)},
                   missions=["Elder", "Elder"])
    assert out["scores"] == [1, 1] and out["winners"] == [0]
    # then the most resources
    out = finished(colonies={0: ["Jakks"], 1: ["Tifnod"]}, res={0: (3, 1), 1: (2, 1)},
                   row=("MJ-120210", "Helios", "Mared", "Lureena"), missions=["Elder", "Elder"])
    assert out["winners"] == [0]
    # else the win is shared
    out = finished(colonies={0: ["Jakks"], 1: ["Tifnod"]}, res={0: (2, 1), 1: (1, 2)},
                   row=("MJ-120210", "Helios", "Mared", "Lureena"), missions=["Elder", "Elder"])
    assert out["winners"] == [0, 1] and out["ranks"] == [1, 1]


@pytest.mark.parametrize("mission,res,expected", [
    ("Seeker", ((0, 3), (0, 2)), 3), ("Seeker", ((0, 3), (0, 3)), 2), ("Seeker", ((0, 1), (0, 2)), 0),
    ("Charger", ((5, 0), (4, 0)), 3), ("Hoarder", ((3, 3), (0, 0)), 2), ("Hoarder", ((3, 2), (0, 0)), 0),
])
def test_resource_missions(mission, res, expected):
    out = finished(res={0: res[0], 1: res[1]}, missions=[mission, "Elder"])
    assert out["mission_points"][0] == expected


def test_colony_missions():
    row = ("MJ-120210", "Helios", "Mared", "Lureena")
    kw = dict(row=row, res={0: (0, 0), 1: (0, 0)})
    out = finished(colonies={0: ["Jakks", "Tifnod"], 1: ["Vici-KS156"]}, missions=["Conqueror", "Hermit"], **kw)
    assert out["mission_points"] == [3, 3]
    out = finished(colonies={0: ["Jakks", "Vizcarra"], 1: ["Vici-KS156"]}, missions=["Noble", "Trader"], **kw)
    assert out["mission_points"] == [3, 3]  # 2 diplomacy vs 0; 1 economy vs 0
    out = finished(colonies={0: ["Jakks", "Vici-KS156"], 1: ["Tifnod"]}, missions=["Equalizer", "Equalizer"], **kw)
    assert out["mission_points"] == [3, 0]


def test_ship_and_empire_missions():
    out = finished(ships={0: [HOME, HOME], 1: [ORBIT + 0, 1]}, missions=["Orbiter", "Explorer"])
    assert out["mission_points"] == [2, 2]
    out = finished(level={0: 6}, missions=["Industrialist", "Elder"])
    assert out["mission_points"] == [2, 0]


def test_elder_is_the_player_who_triggered_the_end():
    state = position(players=2, dice=(ENERGY,))
    state.mission = [M["Elder"], M["Elder"]]
    state.elder = 1
    state.finish()
    assert state.outcome()["mission_points"] == [0, 2]


def test_missions_are_revealed_at_the_end():
    state = position(players=2, dice=(ENERGY,))
    assert "missions" not in state.view(0)
    state.finish()
    assert state.view(0)["missions"] == state.mission
