"""Compromise against compromise: the deal (SV l.244-272; rulings A3, A6, A13)."""
from __future__ import annotations

import json

import pytest

from spelbord.engine import IllegalAction
from spelbord.games.cosmic_encounter import GAME

from .script import Script, aim, card, cards, invite, join, launch, table

PEACE, PEACE2 = cards("compromise")[:2]
A6, A10, A12 = card("attack", 6), card("attack", 10), card("attack", 12)


def at_deal(powers=(None, None, None), ships=2, options=None, choose=None, hands=None, setup=None):
    hands = {0: [PEACE, A6, A10], 1: [PEACE2, A12], **(hands or {})}
    state = table(list(powers), hands=hands, defender=1, options=options, setup=setup)
    script = Script(state, choose={"launch": launch(ships, 0), "aim": aim(5), **(choose or {})},
                    chosen_cards={0: PEACE, 1: PEACE2})
    script.at("deal")
    return state, script


def test_both_compromises_send_the_allies_home_and_open_a_deal():
    choose = {"invite": invite({0: [2]}), **join({2: "offence"}, ships=2)}
    hands = {0: [PEACE, A6], 1: [PEACE2, A12]}
    state = table([None] * 3, hands=hands, defender=1)
    script = Script(state, choose={"launch": launch(1, 0), "aim": aim(5), **choose},
                    chosen_cards={0: PEACE, 1: PEACE2})
    script.at("return")
    assert state.actors() == [2] and state.cone[2] == 2
    state.apply(2, ("return", 13))
    state.apply(2, ("return", 13))
    assert state.cone[2] == 0 and state.ships[13][2] == 6 and state.warp[2] == 0
    script.at("deal")  # after the window in which fate cards may be played
    assert state.stack[-1][:3] == ["deal", 0, "propose"] and state.deal["offers"] == []


def test_nothing_for_nothing_is_refused():
    state, _ = at_deal()
    assert ("deal_offer",) not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, ("deal_offer",))


def test_a_base_is_granted_only_where_the_granter_has_one_and_one_per_side():
    """SV l.252-254 (the challenged planet too: the defender still has his ships there)."""
    state, _ = at_deal()
    legal = state.legal_actions(0)
    yours = {a[1] for a in legal if a[0] == "deal_base_you"}
    mine = {a[1] for a in legal if a[0] == "deal_base_me"}
    assert yours == {0, 1, 2, 3, 4} and mine == {5, 6, 7, 8, 9}
    state.apply(0, ("deal_base_me", 7))
    assert not any(a[0] == "deal_base_me" for a in state.legal_actions(0))
    state.apply(0, ("deal_base_you", 2))
    assert not any(a[0] == "deal_base_you" for a in state.legal_actions(0))


def test_no_more_cards_promised_than_held():
    state, _ = at_deal()
    state.apply(0, ("deal_give", A6))
    state.apply(0, ("deal_give_random",))
    assert ("deal_give", A10) not in state.legal_actions(0)
    assert ("deal_give_random",) not in state.legal_actions(0)
    state.apply(0, ("deal_take_random",))
    assert ("deal_take_random",) not in state.legal_actions(0), "the defender holds one card"


def test_an_accepted_deal_is_carried_out_and_counts_as_success():
    """SV l.268-272: base for base, two ships each, and a card at random from Yellow's hand."""
    state, script = at_deal()
    for term in (("deal_base_me", 7), ("deal_base_you", 2), ("deal_give_random",), ("deal_offer",)):
        state.apply(0, term)
    assert state.actors() == [1] and state.legal_actions(1) == [("deal_accept",), ("deal_refuse",),
                                                               ("deal_break",)]
    state.apply(1, ("deal_accept",))
    assert len(state.hands[1]) == 2 and len(state.hands[0]) == 1
    assert state.stack[-1][:3] == ["settle", 0, 7]
    assert ("settle", -1) in state.legal_actions(0), "the cone's ships may settle the new base (A3)"
    state.apply(0, ("settle", -1))
    state.apply(0, ("settle", -1))
    state.apply(0, ("settled",))
    assert state.stack[-1][:3] == ["settle", 1, 2]
    state.apply(1, ("settle", 6))
    state.apply(1, ("settle", 6))
    state.apply(1, ("settled",))
    assert state.ships[7][0] == 2 and state.ships[2][1] == 2 and state.cone[0] == 0
    Script(state).run(lambda s: s.stack and s.stack[-1][0] == "another")
    assert state.success and state.legal_actions(0) == [("another",), ("end_turn",)]
    assert state.warp == [0, 0, 0]


def test_a_refused_offer_becomes_the_others_turn_to_offer():
    state, _ = at_deal()
    state.apply(0, ("deal_give", A6))
    state.apply(0, ("deal_offer",))
    state.apply(1, ("deal_refuse",))
    assert state.actors() == [1] and state.stack[-1][2] == "propose"
    assert state.deal["offers"][0]["status"] == "refused" and state.deal["terms"] == []
    view = GAME.negotiation(state.view(None), "en")
    assert view["offers"][0]["status"] == "refused" and "attack 6" in view["offers"][0]["terms"]


def test_offers_are_bounded_and_the_last_refusal_fails_the_deal():
    state, script = at_deal(options={"deal_rounds": 2})
    state.apply(0, ("deal_give", A6))
    state.apply(0, ("deal_offer",))
    state.apply(1, ("deal_refuse",))
    state.apply(1, ("deal_give", A12))
    state.apply(1, ("deal_offer",))
    events = state.apply(0, ("deal_refuse",))
    assert any(e["type"] == "no_deal" for e in events)
    script.at("lose")  # after the window in which fate cards may still be played
    assert state.stack[-1][:4] == ["lose", 0, 3, "deal"]


def test_no_deal_each_loses_three_ships_of_his_choice_to_the_black_hole():
    """SV l.258: three each, chosen by the owner; the offence's cone ships may be among them."""
    state, script = at_deal()
    state.apply(0, ("deal_break",))
    script.at("lose")
    assert ("lose", -1) in state.legal_actions(0)
    for planet in (-1, -1, 3):
        state.apply(0, ("lose", planet))
    assert state.actors() == [1] and ("lose", -1) not in state.legal_actions(1)
    for planet in (6, 6, 9):
        state.apply(1, ("lose", planet))
    assert state.warp[0] == 3 and state.warp[1] == 3
    assert state.ships[3][0] == 3 and state.ships[6][1] == 2 and state.ships[9][1] == 3
    assert not state.success


def test_the_deal_has_a_sixty_second_clock_that_breaks_it_off():
    state, script = at_deal()
    deadline = state.deadline()
    assert deadline["seconds"] == 60
    seat, action = deadline["on_timeout"][0]
    assert seat == 0 and GAME.action_from_json(action) in state.legal_actions(0)
    json.dumps(deadline)
    state.apply(seat, GAME.action_from_json(action))
    script.at("lose")
    assert state.deadline() is None


def test_the_clock_follows_the_seat_that_must_answer():
    state, _ = at_deal(options={"deal_seconds": 90})
    state.apply(0, ("deal_take_random",))
    state.apply(0, ("deal_offer",))
    assert state.deadline() == {"seconds": 90, "on_timeout": [[1, ["deal_break"]]]}


def test_bad_terms_change_nothing():
    state, _ = at_deal()
    before = state.view(None)
    for action in (("deal_give", A12), ("deal_base_you", 7), ("deal_base_me", 2), ("deal_accept",),
                   ("deal_give",), ("deal_offer", 1)):
        with pytest.raises(IllegalAction):
            state.apply(0, action)
    assert state.view(None) == before
    with pytest.raises(IllegalAction):
        state.apply(1, ("deal_break",))


def test_deal_actions_are_in_the_negotiation_panel():
    assert GAME.action_group(("deal_offer",)) == "negotiate"
    assert GAME.action_group(("launch", 3)) == "play"


def test_heuristic_bots_make_deals_and_games_end():
    from spelbord.bots import play_game
    from spelbord.games.cosmic_encounter.bots import HeuristicBot
    deals = 0
    for seed in range(6):
        state = play_game(GAME, 4, seed, [HeuristicBot(seed + s) for s in range(4)], max_steps=40_000)
        assert state.outcome()["winners"]
        deals += sum(1 for _, a in state.history() if a == ("deal_accept",))
    assert deals >= 1


def test_a_card_named_in_an_offer_stays_with_its_owner_when_others_guess():
    """What an offer names is known: determinizing keeps it in the proposer's hand."""
    state, _ = at_deal()
    state.apply(0, ("deal_give", A6))
    state.apply(0, ("deal_offer",))
    for k in range(10):
        guess = state.determinize(1, k)
        assert A6 in guess.hands[0] and len(guess.hands[0]) == len(state.hands[0])
        guess.check_invariants()
        guess.apply(1, ("deal_accept",))
        assert A6 in guess.hands[1]
