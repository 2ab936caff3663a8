"""Spielablauf: activating dice, rerolling, the converter, the end of a turn."""
import pytest

from spelbord.engine import IllegalAction

from .helpers import COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, HOME, MOVE, ORBIT, Scripted, play, position


def test_activating_puts_the_die_in_the_bay_and_it_is_used_once():
    state = position(dice=(ENERGY, ENERGY, CULTURE, MOVE))
    play(state, ("activate", ENERGY))
    assert state.bay == [ENERGY]
    assert state.pool == [MOVE, ENERGY, CULTURE]
    assert state.res[0] == [4, 1]  # two ships at home: 2 energy


def test_dice_may_be_activated_in_any_order_and_not_all_need_be():
    state = position(dice=(ENERGY, MOVE, ECONOMY, COLONY))
    play(state, ("activate", MOVE), ("ship", HOME), ("to", ORBIT + 1), ("pass",), ("activate", ECONOMY), ("advance", 1))
    assert state.track[0][1] == 1 and state.pool == [ENERGY, COLONY]
    play(state, ("end",))
    assert state.cur == 1


def test_a_die_whose_action_cannot_be_carried_out_cannot_be_activated():
    state = position(dice=(DIPLOMACY, ECONOMY, ENERGY))
    legal = state.legal_actions(0)
    assert ("activate", DIPLOMACY) not in legal and ("activate", ECONOMY) not in legal
    with pytest.raises(IllegalAction):
        state.apply(0, ("activate", DIPLOMACY))


def test_example_reroll_first_free_then_one_energy_each():
    state = position(dice=(MOVE, MOVE, MOVE, MOVE), res={0: (3, 1)})
    play(state, ("reroll",), ("reroll_die", MOVE), ("reroll_die", MOVE), ("roll",))
    assert state.res[0] == [3, 1] and len(state.pool) == 4
    play(state, ("reroll",), ("reroll_die", state.pool[0]), ("roll",))
    assert state.res[0] == [2, 1]
    play(state, ("reroll",), *[("reroll_die", f) for f in list(state.pool)], ("roll",))
    assert state.res[0] == [1, 1]
    assert state.rerolls == 3


def test_a_paid_reroll_needs_energy():
    state = position(dice=(MOVE, MOVE), res={0: (0, 1)})
    play(state, ("reroll",), ("reroll_die", MOVE), ("roll",))
    assert ("reroll",) not in state.legal_actions(0)


def test_a_reroll_of_no_dice_costs_nothing_and_does_not_count():
    state = position(dice=(MOVE, MOVE))
    play(state, ("reroll",), ("roll",))
    assert state.rerolls == 0


def test_example_converter_spends_two_dice_sets_a_third_once_per_turn():
    state = position(dice=(MOVE, ENERGY, CULTURE, DIPLOMACY))
    play(state, ("convert", MOVE), ("convert", ENERGY), ("set_die", CULTURE, COLONY))
    assert state.converter == [MOVE, ENERGY]
    assert state.pool == [DIPLOMACY, COLONY]
    assert not [a for a in state.legal_actions(0) if a[0] == "convert"]
    assert ("activate", MOVE) not in state.legal_actions(0)


def test_converter_needs_three_unactivated_dice():
    state = position(dice=(MOVE, ENERGY))
    assert not [a for a in state.legal_actions(0) if a[0] == "convert"]


def test_end_of_turn_passes_to_the_left_neighbour_with_fresh_dice():
    state = position(players=3, dice=(MOVE,), level={1: 2})
    play(state, ("end",))
    assert state.cur == 1 and len(state.pool) == 5 and state.bay == []


def test_dice_to_reroll_are_marked_in_any_order():
    """DE 93: "Jederzeit während des eigenen Spielzugs kann ein Spieler beliebig viele
    seiner noch nicht aktivierten Würfel erneut werfen": marking culture first does not
    rule out energy (a lower face)."""
    state = position(dice=(MOVE, ENERGY, CULTURE, DIPLOMACY))
    play(state, ("reroll",), ("reroll_die", CULTURE))
    assert ("reroll_die", ENERGY) in state.legal_actions(0)
    assert ("reroll_die", CULTURE) not in state.legal_actions(0)  # the one culture die is marked
    state.rng = Scripted([COLONY, COLONY])
    play(state, ("reroll_die", ENERGY), ("roll",))
    assert state.pool == [MOVE, DIPLOMACY, COLONY, COLONY]


def test_converter_dice_are_chosen_in_any_order():
    """DE 188: "legt der Spieler zwei beliebige nicht aktivierte Würfel auf die beiden
    Schächte des Umwandlers": the second may show a lower face than the first."""
    state = position(dice=(MOVE, ENERGY, CULTURE, DIPLOMACY))
    play(state, ("convert", CULTURE))
    assert ("convert", MOVE) in state.legal_actions(0)
    play(state, ("convert", MOVE), ("set_die", DIPLOMACY, COLONY))
    assert state.converter == [CULTURE, MOVE] and state.pool == [ENERGY, COLONY]
