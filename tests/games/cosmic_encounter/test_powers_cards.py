"""Laser, Empat, Klon, Filantrop, Mutant, Vulch, Handlaren and Snattaren in real challenges."""
from __future__ import annotations

from .script import Script, card, cards, launch, table, uses

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE, PEACE2 = cards("compromise")[:2]
ZAP, PLAGUE = card("edict", key="cosmic_zap"), card("edict", key="plague")


def challenge(powers, hands, choose=None, chosen=None, ships=2, **kw):
    """Seat 0 challenges seat 1 (planet 5 unless ``choose`` aims elsewhere)."""
    state = table(powers, hands=hands, defender=1, **kw)
    return state, Script(state, choose={"launch": launch(ships), **(choose or {})}, chosen_cards=chosen or {})


# ----- Laser ----------------------------------------------------------------------------
def test_laser_opponent_plays_a_random_attack_or_compromise_card():
    seen = set()
    for seed in range(12):
        state, script = challenge([ "laser", None, None], {0: [MID], 1: [HIGH, PEACE, ZAP]}, seed=seed)
        script.at("cards")
        assert state.actors() == [0]  # only the Laser chooses
        script.challenge_over()
        assert script.of_type("random_card") == [{"type": "random_card", "seat": 1}]
        seen.add(script.of_type("reveal")[0]["defence"])
    assert seen == {HIGH, PEACE}  # never the fate card


def test_laser_as_defender_makes_the_offence_play_at_random():
    state, script = challenge([None, "laser", None], {0: [LOW, MID], 1: [HIGH]})
    script.challenge_over()
    assert script.of_type("random_card") == [{"type": "random_card", "seat": 0}]


def test_without_laser_both_choose():
    state, script = challenge([None, None, None], {0: [LOW, MID], 1: [HIGH]})
    script.at("cards")
    assert sorted(state.actors()) == [0, 1]


# ----- Empat --------------------------------------------------------------------------------
def test_empath_turns_an_attack_against_a_compromise_into_a_deal():
    state, script = challenge([None, "empath", None], {0: [HIGH], 1: [PEACE]}, chosen={0: HIGH, 1: PEACE})
    script.challenge_over()
    assert script.of_type("both_compromise") and not script.of_type("compromise_loses")


def test_empath_playing_the_attack_still_makes_a_deal():
    state, script = challenge(["empath", None, None], {0: [HIGH], 1: [PEACE]}, chosen={0: HIGH, 1: PEACE})
    script.challenge_over()
    assert script.of_type("both_compromise")


def test_empath_leaves_attack_against_attack_alone():
    state, script = challenge([None, "empath", None], {0: [HIGH], 1: [LOW]}, chosen={0: HIGH, 1: LOW})
    script.challenge_over()
    assert script.of_type("totals") and not script.of_type("both_compromise")


def test_without_empath_the_compromise_loses():
    state, script = challenge([None, None, None], {0: [HIGH], 1: [PEACE]}, chosen={0: HIGH, 1: PEACE})
    script.challenge_over()
    assert script.of_type("compromise_loses") == [{"type": "compromise_loses", "seat": 1}]


# ----- Klon ----------------------------------------------------------------------------------
def test_clone_keeps_its_challenge_card():
    state, script = challenge(["clone", None, None], {0: [HIGH, LOW], 1: [MID]}, chosen={0: HIGH},
                              choose={"window": uses((0, "reveal", ("power", "clone")))})
    script.challenge_over()
    assert HIGH in state.hands[0] and HIGH not in state.discard and MID in state.discard
    assert script.of_type("card_kept") == [{"type": "card_kept", "seat": 0, "card": HIGH}]


def test_clone_not_used_discards_as_usual():
    state, script = challenge(["clone", None, None], {0: [HIGH, LOW], 1: [MID]}, chosen={0: HIGH})
    script.challenge_over()
    assert HIGH in state.discard


def test_clone_card_is_back_before_compensation():
    """SV l.332: a compromising opponent may draw the Clone's kept card as compensation."""
    state, script = challenge(["clone", None, None], {0: [HIGH], 1: [PEACE]}, chosen={0: HIGH},
                              choose={"window": uses((0, "reveal", ("power", "clone")))})
    script.challenge_over()
    assert HIGH in state.hands[1]  # 4 ships lost: he draws the Clone's only card
    assert script.of_type("compensation")[0]["cards"] == 1


# ----- Filantrop -----------------------------------------------------------------------------
def test_philanthropist_gives_a_card_to_the_defender_after_destiny():
    """The worked example (SV l.141): Yellow gives White an attack 6 right after the star card."""
    six = card("attack", 6)
    state, script = challenge(["philanthropist", None, None], {0: [six, HIGH], 1: [MID]},
                              choose={"window": uses((0, "destiny", ("power", "philanthropist", six, 1)))})
    script.window("launch")
    assert six in state.hands[1] and six not in state.hands[0]
    assert script.of_type("card_given") == [{"type": "card_given", "seat": 0, "target": 1}]


def test_philanthropist_gives_once_per_challenge():
    state, script = challenge(["philanthropist", None, None], {0: [LOW, MID, HIGH], 1: [PEACE]},
                              choose={"window": uses((0, "destiny", ("power", "philanthropist", LOW, 2)))})
    script.at("invite")
    assert LOW in state.hands[2]
    for moment in ("launch", "alliances", "before_cards"):
        assert not [a for a in state.uses(0, moment) if a[:2] == ("power", "philanthropist")]


def test_philanthropist_gives_in_another_players_challenge():
    state, script = challenge([None, None, "philanthropist"], {0: [HIGH], 1: [MID], 2: [LOW, PEACE]},
                              choose={"window": uses((2, "launch", ("power", "philanthropist", LOW, 1)))})
    script.at("invite")
    assert LOW in state.hands[1]


# ----- Mutant --------------------------------------------------------------------------------
def test_mutant_draws_from_the_deck_and_from_hands():
    plans = [(0, "before_cards", ("power", "mutant", "deck")), (0, "before_cards", ("power", "mutant", "hand", 2))]
    state, script = challenge(["mutant", None, None], {0: [HIGH], 1: [MID], 2: [LOW]},
                              choose={"window": uses(*plans)})
    script.at("cards")
    assert len(state.hands[0]) == 3 and LOW in state.hands[0] and state.hands[2] == []


def test_mutant_stops_at_seven_and_only_as_main_player():
    state, script = challenge(["mutant", None, "mutant"], {0: cards("attack")[10:17], 1: [MID], 2: [LOW]})
    script.at("invite")
    assert not state.uses(0, "before_cards") and not state.uses(2, "before_cards")


# ----- Vulch ----------------------------------------------------------------------------------
def test_vulch_takes_a_fate_card_another_player_plays():
    state, script = challenge([None, None, "vulch"], {0: [HIGH, PLAGUE], 1: [MID]},
                              choose={"window": uses((0, "launch", ("edict", "plague", 1)))})
    script.at("invite")
    assert PLAGUE in state.hands[2] and PLAGUE not in state.discard
    assert script.of_type("edict_taken") == [{"type": "edict_taken", "seat": 2, "card": PLAGUE, "source": 0}]


def test_vulch_discards_the_fate_cards_it_plays_itself():
    state, script = challenge([None, None, "vulch"], {0: [HIGH], 1: [MID], 2: [PLAGUE, LOW]},
                              choose={"window": uses((2, "launch", ("edict", "plague", 0)))})
    script.at("invite")
    assert PLAGUE in state.discard


def test_vulch_keeps_its_fate_cards_when_it_draws_a_new_hand():
    """Ruling A17: with only fate cards at the start of his turn the Vulch keeps them and draws 7."""
    state = table([None, None, "vulch"], hands={2: [ZAP, PLAGUE]}, first=2, defender=0)
    script = Script(state)
    script.at("aim")
    assert ZAP in state.hands[2] and PLAGUE in state.hands[2] and len(state.hands[2]) == 9


def test_without_vulch_a_new_hand_discards_the_fate_cards():
    state = table([None, None, None], hands={2: [ZAP, PLAGUE]}, first=2, defender=0)
    Script(state).at("aim")
    assert ZAP in state.discard and PLAGUE in state.discard and len(state.hands[2]) == 7


# ----- Handlaren (reconstructed) --------------------------------------------------------------
def test_trader_swaps_hands_with_the_opponent():
    state, script = challenge([None, "trader", None], {0: [HIGH, LOW], 1: [MID]},
                              choose={"window": uses((1, "before_cards", ("power", "trader")))})
    script.at("cards")
    assert state.hands[1] == sorted([HIGH, LOW]) and state.hands[0] == [MID]
    assert script.of_type("hands_swapped") == [{"type": "hands_swapped", "seat": 1, "target": 0}]


def test_trader_is_not_offered_outside_the_challenge():
    state, script = challenge([None, None, "trader"], {0: [HIGH], 1: [MID]})
    script.at("invite")
    assert not state.uses(2, "before_cards")


# ----- Snattaren (reconstructed) ---------------------------------------------------------------
def test_filch_takes_the_opponents_played_card_from_the_discard_pile():
    state, script = challenge(["filch", None, None], {0: [LOW, MID], 1: [HIGH]}, chosen={0: LOW, 1: HIGH},
                              choose={"window": uses((0, "challenge_end", ("power", "filch")))})
    script.challenge_over()
    assert HIGH in state.hands[0] and HIGH not in state.discard and LOW in state.discard
    assert script.of_type("card_filched") == [{"type": "card_filched", "seat": 0, "card": HIGH}]


def test_filch_finds_nothing_when_the_clone_kept_its_card():
    plans = [(1, "reveal", ("power", "clone"))]
    state, script = challenge(["filch", "clone", None], {0: [LOW, MID], 1: [HIGH]}, chosen={0: LOW, 1: HIGH},
                              choose={"window": uses(*plans)})
    script.challenge_over()
    assert HIGH in state.hands[1] and not script.of_type("card_filched")


def test_philanthropist_junk_keeps_a_player_from_drawing_a_new_hand():
    """SV l.308: fed low cards, a player never empties his hand to draw seven new ones."""
    gift = {"window": uses((0, "regroup", ("power", "philanthropist", LOW, 1)))}
    state, script = challenge(["philanthropist", None, None], {0: [LOW, HIGH], 1: [ZAP]}, choose=gift)
    script.at("invite")
    assert state.hands[1] == sorted([LOW, ZAP]) and not script.of_type("new_hand")
    state, script = challenge(["philanthropist", None, None], {0: [LOW, HIGH], 1: [ZAP]})
    script.at("invite")
    assert script.of_type("new_hand") == [{"type": "new_hand", "seat": 1}]
