"""Allies, challenge cards, the outcome, rewards, compensation, the second challenge,
victory and the power's three home bases (SV l.177-258, 276-284, 77-81, 336-346, 356)."""
from __future__ import annotations

import pytest

from spelbord.engine import IllegalAction

from .script import Script, aim, card, cards, invite, join, launch, table

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE, PEACE2 = cards("compromise")[:2]


def challenge(powers, off_card, def_card, ships=2, choose=None, hands=None, planet=5, **kw):
    """Seat 0 challenges seat 1 at ``planet`` with ``ships`` ships and plays it out."""
    hands = {0: [off_card, card("attack", 5)], 1: [def_card, card("attack", 6)], **(hands or {})}
    state = table(powers, hands=hands, defender=1, **kw)
    script = Script(state, choose={"launch": launch(ships), "aim": aim(planet), **(choose or {})},
                    chosen_cards={0: off_card, 1: def_card})
    return state, script.challenge_over()


# ----- invitations and allies ---------------------------------------------------------
def test_offence_invites_first_then_the_defence_and_nobody_invites_the_other_main_player():
    state = table([None] * 4, defender=1)
    Script(state, choose={"launch": launch(1)}).at("invite")
    assert state.stack[-1][1] == 0
    assert ("invite", 1) not in state.legal_actions(0) and ("invite", 2) in state.legal_actions(0)
    state.apply(0, ("invite", 2))
    state.apply(0, ("invites_done",))
    assert state.actors() == [1] and ("invite", 0) not in state.legal_actions(1)
    state.apply(1, ("invite", 2))  # the same player may be invited by both
    state.apply(1, ("invite", 3))
    state.apply(1, ("invites_done",))
    assert state.actors() == [2]
    assert state.legal_actions(2) == [("join", "offence"), ("join", "defence"), ("decline",)]


def test_allies_decide_clockwise_from_the_offence_and_only_for_a_side_that_invited_them():
    state = table([None] * 5, defender=2)
    script = Script(state, choose={"launch": launch(1), "invite": invite({0: [4], 2: [1]})})
    script.at("join")
    assert state.actors() == [1]
    assert state.legal_actions(1) == [("join", "defence"), ("decline",)]
    state.apply(1, ("decline",))
    script.at("join")  # between two declarations, a window for fate cards
    assert state.actors() == [3]
    assert state.legal_actions(3) == [("decline",)]
    state.apply(3, ("decline",))
    script.at("join")
    assert state.actors() == [4]
    assert state.legal_actions(4) == [("join", "offence"), ("decline",)]


def test_an_ally_sends_one_to_four_ships_from_any_of_his_bases():
    state = table([None] * 3, defender=1)
    Script(state, choose={"launch": launch(1), "invite": invite({0: [2]})}).at("join")
    state.apply(2, ("join", "offence"))
    assert ("allied",) not in state.legal_actions(2)
    for planet in (10, 11, 11, 14):
        state.apply(2, ("ally", planet))
    assert state.legal_actions(2) == [("allied",)]
    assert state.cone[2] == 4
    with pytest.raises(IllegalAction):
        state.apply(2, ("ally", 12))


def test_two_players_have_no_allies_and_no_star_cards():
    """SV l.346: the offence picks a planet of the other system or a foreign base at home."""
    def foreign(state):
        state.ships[5][1] -= 1
        state.ships[2][1] += 1
    state = table([None, None], setup=foreign)
    Script(state).at("aim")
    destiny = list(state.destiny)
    assert state.legal_actions(0) == [("aim", p) for p in range(5, 10)] + [("aim", 2)]
    state.apply(0, ("aim", 2))
    assert state.defence == 1 and state.destiny == destiny
    Script(state, choose={"launch": launch(1)}).run(lambda s: s.secret is not None)
    assert state.allies == {"offence": [], "defence": []} and state.invited == {"offence": [], "defence": []}


# ----- the cards and the outcome ---------------------------------------------------------
def test_challenge_cards_are_chosen_in_secret_and_revealed_together():
    state = table([None] * 3, hands={0: [MID, LOW], 1: [HIGH, PEACE]}, defender=1)
    Script(state, choose={"launch": launch(2)}).run(lambda s: s.secret is not None)
    assert state.secret.kind == "cards" and sorted(state.actors()) == [0, 1]
    assert state.legal_actions(0) == [("card", LOW), ("card", MID)]
    state.apply(0, ("card", MID))
    assert state.view(1)["secret"]["chosen"] == [0] and state.view(1)["secret"]["mine"] == []
    assert state.view(0)["secret"]["mine"] == [["card", MID]]
    script = Script(state)
    script.act(1, ("card", PEACE))
    assert state.secret is None and not script.of_type("reveal"), "the window of 'cards_chosen' comes first"
    script.run(lambda s: script.of_type("reveal"))
    reveal = script.of_type("reveal")[0]
    assert (reveal["offence"], reveal["defence"]) == (MID, PEACE) and state.secret is None


def test_fate_cards_cannot_be_played_as_challenge_cards():
    zap = cards("edict", key="cosmic_zap")[0]
    state = table([None] * 3, hands={0: [MID, zap]}, defender=1)
    Script(state, choose={"launch": launch(1)}).run(lambda s: s.secret is not None)
    assert ("card", zap) not in state.legal_actions(0)


def test_attack_against_attack_higher_total_wins_and_lands():
    """SV l.209-228: card + ships on the cone against card + ships on the planet and ring."""
    state, script = challenge([None] * 3, card("attack", 12), MID, ships=3)
    assert script.of_type("totals")[0] == {"type": "totals", "offence": 15, "defence": 14}
    assert state.ships[5][0] == 3 and state.ships[5][1] == 0 and state.warp[1] == 4


def test_a_tie_goes_to_the_defence():
    state, script = challenge([None] * 3, MID, MID, ships=4)
    assert script.of_type("winner")[0]["side"] == "defence"
    assert state.warp[0] == 4 and state.ships[5][1] == 4


def test_the_losing_defensive_allies_go_to_the_black_hole_and_winning_offensive_allies_get_bases():
    choose = {"invite": invite({0: [2], 1: [3]}), **join({2: "offence", 3: "defence"}, ships=2)}
    state, _ = challenge([None] * 4, HIGH, LOW, ships=1, choose=choose)
    assert state.ships[5][0] == 1 and state.ships[5][2] == 2
    assert state.warp[3] == 2 and state.ring[3] == 0


def test_defensive_allies_take_a_reward_per_ship_then_go_home():
    """SV l.218-222: a card from the deck or a ship from the black hole, per ship on the ring."""
    def warp(state):
        state.ships[10][2] -= 1
        state.warp[2] += 1
    choose = {"invite": invite({1: [2]}), **join({2: "defence"}, ships=2)}
    state = table([None] * 3, hands={0: [LOW], 1: [HIGH]}, defender=1, setup=warp)
    script = Script(state, choose={"launch": launch(1), "aim": aim(5), **choose},
                    chosen_cards={0: LOW, 1: HIGH})
    script.at("reward")
    hand = len(state.hands[2])
    assert ("reward_card",) in state.legal_actions(2) and ("reward_ship", 11) in state.legal_actions(2)
    state.apply(2, ("reward_ship", 11))
    state.apply(2, ("reward_card",))
    assert state.warp[2] == 0 and len(state.hands[2]) == hand + 1
    assert state.stack[-1][0] == "return" and state.ring[2] == 2
    state.apply(2, ("return", 14))
    state.apply(2, ("return", 14))
    assert state.ring[2] == 0 and state.ships[14][2] == 6
    assert state.hands[1] == [], "the defender himself gets nothing (and draws no new hand after the reveal)"


def test_compromise_against_attack_loses_and_takes_compensation_per_own_ship_lost():
    """SV l.230-240: one card at random from the opponent's hand per own ship lost."""
    hands = {0: [HIGH, *cards("attack", 5)], 1: [PEACE, card("attack", 6)]}
    state, script = challenge([None] * 3, HIGH, PEACE, ships=2, hands=hands)
    assert state.warp[1] == 4 and state.ships[5][0] == 2
    comp = script.of_type("compensation")[0]
    assert comp["seat"] == 1 and comp["source"] == 0 and comp["cards"] == 3
    assert len(state.hands[1]) == 4 and state.hands[0] == []


def test_compensation_is_limited_to_the_cards_the_opponent_holds():
    state, script = challenge([None] * 3, PEACE, HIGH, ships=4, hands={1: [HIGH]})
    assert script.of_type("compensation")[0]["cards"] == 0
    assert len(state.hands[0]) == 1


def test_compensation_allies_get_nothing():
    choose = {"invite": invite({1: [2]}), **join({2: "defence"}, ships=1)}
    state, script = challenge([None] * 3, HIGH, PEACE, ships=1, choose=choose)
    assert [e["seat"] for e in script.of_type("compensation")] == [1]
    assert state.warp[2] == 1


def test_played_challenge_cards_are_discarded():
    state, _ = challenge([None] * 3, HIGH, LOW)
    assert HIGH in state.discard and LOW in state.discard


# ----- the second challenge ---------------------------------------------------------------
def test_a_successful_challenge_allows_a_second_that_may_be_declined():
    state, _ = challenge([None] * 3, HIGH, LOW)
    assert state.actors() == [0] and state.legal_actions(0) == [("another",), ("end_turn",)]
    state.apply(0, ("another",))
    assert state.challenges == 2 and state.turn == 0


def test_a_failed_challenge_ends_the_turn():
    state, _ = challenge([None] * 3, LOW, HIGH)
    assert state.turn == 1


def test_after_the_second_challenge_the_turn_ends_whatever_happened():
    state, _ = challenge([None] * 3, HIGH, LOW, hands={0: [HIGH, card("attack", 30, nth=1), LOW]})
    state.apply(0, ("another",))
    script = Script(state, choose={"launch": launch(1), "aim": aim(6)},
                    chosen_cards={0: card("attack", 30, nth=1)})
    script.run(lambda s: s.turn == 1)
    assert len(script.of_type("challenge_over")) == 1 and script.of_type("challenge_over")[0]["success"]


def test_no_second_challenge_without_a_challenge_card():
    """SV l.115, 280: out of attack and compromise cards, the turn is over."""
    state, _ = challenge([None] * 3, HIGH, LOW, hands={0: [HIGH, cards("edict")[0]]})
    assert state.turn == 1


# ----- victory ----------------------------------------------------------------------------
def four_foreign(seat, planets):
    """``seat`` gets bases of two ships on ``planets``, taken from its home planets."""
    def setup(state):
        for k, planet in enumerate(planets):
            state.ships[5 * seat + k][seat] -= 2
            state.ships[planet][seat] += 2
    return setup


def test_five_foreign_bases_win():
    state, script = challenge([None] * 3, HIGH, LOW, setup=four_foreign(0, [10, 11, 12, 13]))
    assert state.outcome()["winners"] == [0] and script.of_type("victory")[0]["seats"] == [0]
    assert state.actors() == []


def test_an_ally_reaching_five_at_the_same_time_shares_the_victory():
    """SV l.79: two players reaching their fifth base in the same move win together."""
    def both(state):
        four_foreign(0, [10, 11, 12, 13])(state)
        four_foreign(2, [0, 1, 2, 3])(state)
    choose = {"invite": invite({0: [2]}), **join({2: "offence"}, ships=1)}
    state, _ = challenge([None] * 3, HIGH, LOW, choose=choose, setup=both)
    assert state.outcome()["winners"] == [0, 2]


def test_sole_ruler_the_most_ships_in_play_wins_a_tie_of_bases():
    """SV l.356: no shared win; most ships in play (not the black hole), then the offence."""
    def both(state):
        four_foreign(0, [10, 11, 12, 13])(state)
        four_foreign(2, [0, 1, 2, 3])(state)
        state.ships[14][2] -= 3
        state.warp[2] += 3
    choose = {"invite": invite({0: [2]}), **join({2: "offence"}, ships=1)}
    state, _ = challenge([None] * 3, HIGH, LOW, choose=choose, setup=both, options={"sole_ruler": True})
    assert state.outcome()["winners"] == [0]


def test_sole_ruler_equal_ships_the_offence_wins():
    def both(state):
        four_foreign(0, [10, 11, 12, 13])(state)
        four_foreign(2, [0, 1, 2, 3])(state)
    choose = {"invite": invite({0: [2]}), **join({2: "offence"}, ships=1)}
    state, _ = challenge([None] * 3, HIGH, LOW, choose=choose, setup=both, options={"sole_ruler": True})
    assert state.in_play(0) == state.in_play(2) and state.outcome()["winners"] == [0]


def test_the_turn_limit_option_ranks_by_foreign_bases():
    state = table([None] * 3, options={"turn_limit": 10}, setup=four_foreign(2, [0]))
    script = Script(state).run(lambda s: s.turns > 10, limit=3000)
    outcome = state.outcome()
    assert outcome["scores"] == [state.foreign_bases(s) for s in range(3)]
    best = max(outcome["scores"])
    assert outcome["winners"] == [s for s in range(3) if outcome["scores"][s] == best]
    assert script.of_type("turn_limit") and state.turns == 11


# ----- the power and the home bases ------------------------------------------------------
def test_a_power_works_with_three_home_bases_and_is_lost_with_two():
    """SV l.336-342: lost the moment the third home base goes, back at once with three."""
    state = table(["void", None, None])
    assert state.powers_in_force(0) == ["void"]
    state.ships[4][0], state.ships[3][0] = 0, 0
    state.warp[0] += 8
    assert state.home_bases(0) == 3 and state.powers_in_force(0) == ["void"]
    state.ships[2][0] = 0
    state.warp[0] += 4
    assert state.powers_in_force(0) == []
    state.warp[0] -= 1
    state.ships[4][0] = 1
    assert state.powers_in_force(0) == ["void"]


def test_other_players_bases_in_the_home_system_do_not_count():
    state = table(["void", None, None])
    for planet in (2, 3, 4):
        state.warp[0] += state.ships[planet][0]
        state.ships[planet][0] = 0
        state.ships[10 + planet][2] -= 1
        state.ships[planet][2] += 1
    assert state.powers_in_force(0) == []


def test_two_players_need_four_home_bases_for_the_power():
    state = table(["void", None])
    state.warp[0] += state.ships[4][0]
    state.ships[4][0] = 0
    assert state.powers_in_force(0) == ["void"]
    state.warp[0] += state.ships[3][0]
    state.ships[3][0] = 0
    assert state.powers_in_force(0) == []


def test_powers_act_in_the_order_offence_defence_then_clockwise():
    """SV l.330."""
    state = table(["void", "zombie", "clone", "mind", "vulch"], defender=3)
    Script(state).at("launch")
    assert state.rule_order() == [0, 3, 1, 2, 4]
    assert [owner for owner, _ in state.active_effects()] == [0, 3, 1, 2, 4]
