"""The fate cards (ödeskort) in real challenges (SV l.310-320, REF §3)."""
from __future__ import annotations

import pytest

from spelbord.engine import IllegalAction
from spelbord.games.cosmic_encounter import data, deck
from spelbord.games.cosmic_encounter.edicts import EDICTS

from .script import Script, card, cards, invite, join, launch, table, uses

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE = cards("compromise")[0]
ZAP, ZAP2 = cards("edict", key="cosmic_zap")[:2]
TUBES = card("edict", key="mobius_tubes")
GAS = card("edict", key="ionic_gas")
PLAGUE = card("edict", key="plague")
EMOTION = card("edict", key="emotion_control")


def challenge(powers, hands, choose=None, chosen=None, ships=2, **kw):
    state = table(powers, hands=hands, defender=1, **kw)
    return state, Script(state, choose={"launch": launch(ships), **(choose or {})}, chosen_cards=chosen or {})


def test_every_kind_of_fate_card_has_an_effect_and_the_deck_holds_eleven():
    assert set(EDICTS) == set(data.FATE_CARDS)
    assert sum(1 for k in deck.KIND if k == "edict") == 11


# ----- Kosmisk strålning ---------------------------------------------------------------------
def test_cosmic_zap_targets_only_players_whose_power_works():
    state, script = challenge([None, "void", None], {0: [HIGH], 1: [MID], 2: [ZAP]})
    script.at("invite")
    assert state.uses(2, "before_cards") == [("edict", "cosmic_zap", 1)]


def test_cosmic_zap_targets_another_player_never_oneself():
    """SV l.318: "Med ödeskortens hjälp kan du hindra en annan spelare från att
    utnyttja sin specialegenskap ("Kosmisk strålning")": another player's power."""
    state, script = challenge(["void", "zombie", "laser"], {0: [HIGH], 1: [MID], 2: [ZAP, LOW]})
    script.at("invite")
    assert state.uses(2, "before_cards") == [("edict", "cosmic_zap", 0), ("edict", "cosmic_zap", 1)]
    before = state.clone()
    script.window("before_cards", seat=2)
    with pytest.raises(IllegalAction):
        state.apply(2, ("edict", "cosmic_zap", 2))
    assert state.hands[2] == before.hands[2] and state.zapped == []


def test_cosmic_zap_lasts_until_the_challenge_ends():
    state, script = challenge([None, "void", None], {0: [HIGH, MID], 1: [LOW, PEACE], 2: [ZAP, LOW + 1]},
                              choose={"window": uses((2, "launch", ("edict", "cosmic_zap", 1)))},
                              chosen={0: MID, 1: LOW})
    script.at("invite")
    assert state.powers_in_force(1) == [] and 1 in state.zapped
    script.challenge_over()
    assert state.zapped == [] and state.powers_in_force(1) == ["void"]
    assert ZAP in state.discard


def test_cosmic_zap_may_be_played_by_a_player_outside_the_challenge_and_on_no_turn():
    state, script = challenge(["laser", None, None], {0: [HIGH], 1: [MID, PEACE], 2: [ZAP]},
                              choose={"window": uses((2, "before_cards", ("edict", "cosmic_zap", 0)))})
    script.at("cards")
    assert sorted(state.actors()) == [0, 1]  # the Laser zapped: the defender chooses freely


# ----- Stjärnvirvel ------------------------------------------------------------------------------
def _to_black_hole(state):
    for seat, count in ((0, 2), (1, 3), (2, 1)):
        planet = 5 * seat
        state.ships[planet][seat] -= count
        state.warp[seat] += count


def test_mobius_tubes_frees_every_players_ships_on_its_owners_turn():
    state, script = challenge([None, None, None], {0: [HIGH, TUBES], 1: [MID]}, setup=_to_black_hole,
                              choose={"window": uses((0, "regroup", ("edict", "mobius_tubes"))),
                                      "free": lambda seat, legal, state: ("free", 0)})
    script.at("aim")
    assert state.warp == [0, 0, 0]
    # the offence freed one ship himself before (SV l.127); the card frees the rest
    assert [(e["seat"], e["ships"]) for e in script.of_type("freed_all")] == [(0, 1), (1, 3), (2, 1)]
    assert all(sum(state.ships[p][s] for p in range(15)) == 20 for s in range(3))


def test_mobius_tubes_only_on_ones_own_turn():
    state, script = challenge([None, None, None], {0: [HIGH], 1: [MID], 2: [TUBES]}, setup=_to_black_hole)
    script.at("aim")
    for moment in ("turn_start", "regroup", "destiny"):
        assert state.uses(2, moment) == []
    assert state.uses(0, "regroup") == []  # he has no Stjärnvirvel


# ----- Stoftmoln ----------------------------------------------------------------------------------
def test_ionic_gas_stops_compensation():
    """SV l.316: "spela ut "Stoftmoln" för att hindra en annan spelare från att ta
    kompensation, trots att du kanske var allierad på endera sidan, eller kanske inte
    alls var inblandad i utmaningen"."""
    state, script = challenge([None, None, None], {0: [HIGH], 1: [PEACE], 2: [GAS]}, chosen={0: HIGH, 1: PEACE},
                              choose={"window": uses((2, "reveal", ("edict", "ionic_gas")))})
    before = len(state.hands[0])
    script.challenge_over()
    assert script.of_type("no_compensation") and not script.of_type("compensation")
    assert len(state.hands[0]) == before - 1  # only his played card left his hand


def test_without_ionic_gas_the_compromise_takes_compensation():
    state, script = challenge([None, None, None], {0: [HIGH, LOW, MID], 1: [PEACE]}, chosen={0: HIGH, 1: PEACE})
    script.challenge_over()
    assert script.of_type("compensation") and len(state.hands[1]) == 2


def test_ionic_gas_stops_the_defensive_allies_rewards():
    """Beyond SV: the data reference's scope (REF §3, after FFG Ionic Gas; docs/rulings.md)."""
    choose = {"invite": invite({1: [2, 3]}), **join({2: "defence"}),
              "window": uses((3, "reveal", ("edict", "ionic_gas")))}
    state, script = challenge([None, None, None, None], {0: [LOW], 1: [HIGH], 3: [GAS]}, chosen={0: LOW, 1: HIGH},
                              choose=choose)
    hand = len(state.hands[2])
    script.challenge_over()
    assert script.of_type("no_rewards") and len(state.hands[2]) == hand


# ----- Pest ------------------------------------------------------------------------------------------
def test_plague_costs_three_ships_and_one_card_of_each_kind():
    state, script = challenge([None, None, None], {0: [HIGH, PLAGUE], 1: [MID], 2: [LOW, PEACE, ZAP, LOW + 1]},
                              choose={"window": uses((0, "launch", ("edict", "plague", 2)))})
    script.at("invite")
    assert state.warp[2] == 3
    assert state.hands[2] == [LOW + 1] or state.hands[2] == [LOW]
    assert {PEACE, ZAP} <= set(state.discard)


def test_plague_on_the_zombie_sends_its_ships_home():
    state, script = challenge([None, None, "zombie"], {0: [HIGH, PLAGUE], 1: [MID]},
                              choose={"window": uses((0, "launch", ("edict", "plague", 2)))})
    script.at("invite")
    assert state.warp[2] == 0 and sum(state.ships[p][2] for p in range(15)) == 20


# ----- Känslokontroll (reconstructed) -------------------------------------------------------------
def test_emotion_control_turns_attack_against_attack_into_a_deal():
    state, script = challenge([None, None, None], {0: [HIGH], 1: [MID], 2: [EMOTION]}, chosen={0: HIGH, 1: MID},
                              choose={"window": uses((2, "reveal", ("edict", "emotion_control")))})
    script.challenge_over()
    assert script.of_type("both_compromise") and not script.of_type("totals")


def test_emotion_control_only_after_the_reveal():
    state, script = challenge([None, None, None], {0: [HIGH], 1: [MID], 2: [EMOTION]})
    script.at("invite")
    for moment in ("launch", "before_cards", "cards_chosen"):
        assert state.uses(2, moment) == []


# ----- several at once ---------------------------------------------------------------------------
def test_several_fate_cards_at_once_by_a_player_not_involved():
    """SV l.314-316: several cards at once, out of turn, not involved in the challenge."""
    plans = [(2, "reveal", ("edict", "cosmic_zap", 1)), (2, "reveal", ("edict", "ionic_gas"))]
    state, script = challenge([None, "void", None], {0: [PEACE], 1: [HIGH], 2: [ZAP, GAS]}, chosen={0: PEACE},
                              choose={"window": uses(*plans)})
    script.challenge_over()
    assert state.removed[0] == 0 and state.warp[0] == 2  # no Vakuan
    assert script.of_type("no_compensation")
    assert [e["edict"] for e in script.of_type("edict_played")] == ["cosmic_zap", "ionic_gas"]
