"""Compromise against compromise: the deal (SV l.244-272; rulings A3, A6, A13)."""
from __future__ import annotations

import json
import random

import pytest

from spelbord.engine import IllegalAction
from spelbord.engine.chance import Chance
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


def test_the_clock_follows_the_seat_that_must_answer_and_keeps_one_key_for_the_whole_deal():
    """SV l.248 "Du och din motspelare har däremot sextio sekunder på er att träffa ett avtal":
    the sixty seconds are for the whole negotiation, so every step of the deal names one key
    (the server and the terminal keep the start time while the key stays the same)."""
    state, _ = at_deal(options={"deal_seconds": 90})
    key = state.deadline()["key"]
    state.apply(0, ("deal_take_random",))
    assert state.deadline()["key"] == key
    state.apply(0, ("deal_offer",))
    assert state.deadline() == {"seconds": 90, "key": key, "on_timeout": [[1, ["deal_break"]]]}
    state.apply(1, ("deal_refuse",))
    assert state.deadline()["key"] == key and state.deadline()["on_timeout"] == [[1, ["deal_break"]]]


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


# ----- a card changes owner at most once; something always changes owner ------------------
def test_a_card_given_by_name_never_comes_back_by_the_random_draw_of_the_same_deal():
    """SV l.246 "byte av kort spelarna emellan"; l.252 "i ett avtal måste någonting byta ägare":
    Yellow gives attack 6 and draws a card at random from White's hand: he draws White's own
    card, never his attack 6 back, whatever the random generator says."""
    for seed in range(12):
        state, _ = at_deal(hands={1: [PEACE2, A12]})
        state.rng = Chance(seed)
        for term in (("deal_give", A6), ("deal_take_random",), ("deal_offer",)):
            state.apply(0, term)
        state.apply(1, ("deal_accept",))
        assert state.hands[1] == [A6] and sorted(state.hands[0]) == sorted([A10, A12])


def test_random_draws_both_ways_never_swap_the_same_card_back():
    """Each side draws at random from the other: the two draws are among the cards each held before."""
    for seed in range(12):
        state, _ = at_deal(hands={0: [PEACE, A6], 1: [PEACE2, A12]})
        state.rng = Chance(seed)
        for term in (("deal_give_random",), ("deal_take_random",), ("deal_offer",)):
            state.apply(0, term)
        state.apply(1, ("deal_accept",))
        assert state.hands[:2] == [[A12], [A6]]


def _random_deals(players, seed, rng):
    """Play a random game; for every accepted deal, the cards that moved and whether a base follows."""
    state = GAME.new_game(players, seed, {"turn_limit": 30})
    found = []
    while state.actors():
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        accept = ("deal_accept",) in legal
        action = ("deal_accept",) if accept and rng.random() < 0.7 else rng.choice(legal)
        events = state.apply(seat, action)
        if action == ("deal_accept",):
            moved = [e["card"] for e in events if e["type"] == "card_moved"]
            base = any(f[0] == "settle" for f in state.stack)
            found.append((moved, base))
    return found


def test_in_many_random_deals_given_and_drawn_cards_never_coincide_and_something_changes_owner():
    rng = random.Random(7)
    deals = []
    for players in (2, 3, 4, 5):
        for seed in range(25):
            deals += _random_deals(players, seed, rng)
    assert len(deals) >= 60
    for moved, base in deals:
        assert len(moved) == len(set(moved)), f"a card changed owner twice in one deal: {moved}"
        assert moved or base, "a deal in which nothing changes owner"


# ----- cards demanded by what they are --------------------------------------------------
A4, A8, A15 = card("attack", 4), card("attack", 8), card("attack", 15)
EDICTS = cards("edict")


def test_a_demand_names_cards_by_what_they_are_and_the_engine_takes_them_from_the_hand():
    """SV l.268 "en bas plus dina två högsta anfallskort"; l.254 "exakt vilka kort som ska byta
    ägare": two demands of an attack card take White's two highest, a compromise demand a
    compromise card."""
    state, _ = at_deal(hands={1: [PEACE2, A4, A12, A15, A8, cards("compromise")[3]]})
    for term in (("deal_demand", "attack"), ("deal_demand", "attack"), ("deal_demand", "compromise"),
                 ("deal_offer",)):
        state.apply(0, term)
    state.apply(1, ("deal_accept",))
    assert state.hands[1] == [A4, A8]
    assert sorted(state.hands[0]) == sorted([A6, A10, A12, A15, cards("compromise")[3]])


def test_offering_a_demand_depends_only_on_what_the_proposer_sees():
    """The proposer cannot see White's hand: a demand may be offered for any kind as long as
    White holds enough cards (a count everyone sees), and re-dealing White's hand changes nothing."""
    state, _ = at_deal(hands={1: [PEACE2, A12]})
    legal = state.legal_actions(0)
    assert {("deal_demand", k) for k in ("attack", "compromise", "edict")} <= set(legal)
    for k in range(10):
        assert state.determinize(0, k).legal_actions(0) == legal
    state.apply(0, ("deal_demand", "edict"))
    assert not any(a[0] in ("deal_demand", "deal_take_random") for a in state.legal_actions(0)), \
        "White holds one card: one demand or draw at most"


def test_a_demand_the_hand_cannot_meet_cannot_be_accepted():
    """SV l.252 "Du kan inte lova bort flera kort än vad du har på handen": White, who holds no
    fate card, cannot accept a demand for one; he may refuse or break off. The refusal says why
    and changes nothing."""
    state, _ = at_deal(hands={1: [PEACE2, A12]})
    state.apply(0, ("deal_demand", "edict"))
    state.apply(0, ("deal_offer",))
    assert state.legal_actions(1) == [("deal_refuse",), ("deal_break",)]
    before = state.view(None)
    with pytest.raises(IllegalAction, match="does not hold the cards the offer demands"):
        state.apply(1, ("deal_accept",))
    assert state.view(None) == before
    fate = EDICTS[0]
    state, _ = at_deal(hands={1: [PEACE2, fate]})
    state.apply(0, ("deal_demand", "edict"))
    state.apply(0, ("deal_offer",))
    state.apply(1, ("deal_accept",))
    assert fate in state.hands[0] and state.hands[1] == []


# ----- the ships on a new base ---------------------------------------------------------
def test_the_ships_on_each_new_base_can_be_fixed():
    """SV l.270 "vi har två skepp var i baserna": with the term, each new base gets exactly two
    ships, and the move ends by itself at the second."""
    state, _ = at_deal()
    assert not any(a[0] == "deal_ships" for a in state.legal_actions(0)), "no base yet, no ships term"
    state.apply(0, ("deal_base_me", 7))
    state.apply(0, ("deal_base_you", 2))
    assert [a[1] for a in state.legal_actions(0) if a[0] == "deal_ships"] == [1, 2, 3, 4]
    for term in (("deal_ships", 2), ("deal_offer",)):
        state.apply(0, term)
    state.apply(1, ("deal_accept",))
    assert state.stack[-1][:3] == ["settle", 0, 7]
    state.apply(0, ("settle", -1))
    assert ("settled",) not in state.legal_actions(0), "the deal says two ships"
    state.apply(0, ("settle", -1))
    assert state.stack[-1][:3] == ["settle", 1, 2]
    state.apply(1, ("settle", 6))
    events = state.apply(1, ("settle", 6))
    assert {"type": "base_by_deal", "seat": 1, "planet": 2, "ships": 2} in events
    assert state.ships[7][0] == 2 and state.ships[2][1] == 2


def test_no_more_ships_promised_on_a_base_than_the_player_can_move():
    """The number is bounded by the ships the one who gets the base has outside the black hole."""
    def few(state):
        for planet in range(5, 10):  # White keeps two ships on planet 6 (and the challenged one)
            state.warp[1] += state.ships[planet][1] - (2 if planet == 6 else 0)
            state.ships[planet][1] = 2 if planet == 6 else 0
    state, _ = at_deal(setup=few)
    state.apply(0, ("deal_base_you", 2))
    assert [a[1] for a in state.legal_actions(0) if a[0] == "deal_ships"] == [1, 2]


# ----- the heuristic bot and the new terms ------------------------------------------------
def _bot_offer(state, seat):
    from spelbord.games.cosmic_encounter.bots import HeuristicBot
    bot = HeuristicBot(1)
    while state.actors() == [seat] and state.stack[-1][2] == "propose":
        state.apply(seat, bot.choose(state, seat))
    return state.deal["offers"][-1]["terms"]


def test_the_heuristic_bot_asks_a_leader_for_his_best_attack_card_and_keeps_his_new_base_small():
    """Like White in SV l.268 ("en bas plus dina två högsta anfallskort"), a player behind asks more."""
    def red_leads(state):
        state.ships[12][1], state.ships[6][1] = 1, state.ships[6][1] - 1  # Red has a base in White's system
    state, _ = at_deal(setup=red_leads)
    terms = [tuple(t) for t in _bot_offer(state, 0)]
    assert ("deal_demand", "attack") in terms and ("deal_ships", 1) in terms
    assert {t[0] for t in terms} >= {"deal_base_me", "deal_base_you"}


def test_the_heuristic_bot_weighs_the_cards_a_demand_takes_from_it():
    from spelbord.games.cosmic_encounter.bots import HeuristicBot
    state, _ = at_deal(hands={1: [PEACE2, card("attack", 30), card("attack", 23), A4]})
    for term in (("deal_demand", "attack"), ("deal_demand", "attack"), ("deal_offer",)):
        state.apply(0, term)
    assert HeuristicBot(1).choose(state, 1) == ("deal_refuse",), "its two best cards for nothing"
    state, _ = at_deal(hands={1: [PEACE2, A4]})
    for term in (("deal_demand", "attack"), ("deal_base_you", 2), ("deal_offer",)):
        state.apply(0, term)
    assert HeuristicBot(1).choose(state, 1) == ("deal_accept",), "a base for its attack 4"
