"""Powers that meet (variant Multipelegenskaper and ordinary challenges): docs/rulings.md."""
from __future__ import annotations

from .script import Script, card, cards, invite, join, launch, table, uses

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE = cards("compromise")[0]
ZAP, PLAGUE = card("edict", key="cosmic_zap"), card("edict", key="plague")


def challenge(powers, hands, choose=None, chosen=None, ships=2, **kw):
    state = table(powers, hands=hands, defender=1, **kw)
    return state, Script(state, choose={"launch": launch(ships), **(choose or {})}, chosen_cards=chosen or {})


def test_two_lasers_both_play_at_random():
    state, script = challenge(["laser", "laser", None], {0: [LOW, MID], 1: [HIGH, PEACE]})
    script.challenge_over()
    assert sorted(e["seat"] for e in script.of_type("random_card")) == [0, 1]


def test_zombie_beats_void_as_main_player_and_as_ally():
    """The Zombie is asked before the Vakuan as offence, after it as the offence's ally (SV l.330)."""
    state, script = challenge(["zombie", "void", None], {0: [LOW], 1: [HIGH]}, chosen={0: LOW, 1: HIGH})
    script.challenge_over()
    assert state.removed[0] == 0 and state.warp[0] == 0
    choose = {"invite": invite({0: [2]}), **join({2: "offence"})}
    state, script = challenge([None, "void", "zombie"], {0: [LOW], 1: [HIGH]}, chosen={0: LOW, 1: HIGH},
                              choose=choose)
    script.challenge_over()
    assert state.removed[0] == 2 and state.removed[2] == 0 and state.warp[2] == 0
    assert sum(state.ships[p][2] for p in range(15)) == 20


def test_clone_choice_carries_over_a_chronos_replay():
    picks = iter([LOW, HIGH])

    def cards_step(seat, legal, s):
        return ("card", next(picks)) if seat == 0 else ("card", MID)
    plans = [(0, "reveal", ("power", "clone")), (0, "reveal", ("power", "chronos"))]
    state, script = challenge([["clone", "chronos"], None, None], {0: [LOW, HIGH], 1: [MID]},
                              choose={"window": uses(*plans), "cards": cards_step})
    script.challenge_over()
    assert len(script.of_type("reveal")) == 2
    assert HIGH in state.hands[0] and LOW in state.hands[0] and HIGH not in state.discard


def test_cosmic_zap_stops_every_power_of_a_player():
    state, script = challenge([["void", "laser"], None, None], {0: [HIGH], 1: [MID], 2: [ZAP]},
                              choose={"window": uses((2, "launch", ("edict", "cosmic_zap", 0)))})
    script.at("invite")
    assert state.powers_in_force(0) == []


def test_vulch_takes_the_fate_card_a_plague_makes_a_player_discard():
    state, script = challenge([None, None, "vulch"], {0: [HIGH, PLAGUE], 1: [MID, ZAP]},
                              choose={"window": uses((0, "launch", ("edict", "plague", 1)))})
    script.at("invite")
    assert ZAP in state.hands[2] and PLAGUE in state.hands[2]
