"""The rulebook's worked example, step by step (SV l.71-284; REF §5, T1-T7).

Anne is Red (Parasit), Björn Yellow (Filantrop), Cecilia White (Vakuan), Dan
Orange (Mutant). Four players: the violet star cards are out. Red sits to
Yellow's left (SV l.195), Orange decides after her (l.197): seats Yellow 0,
Red 1, White 2, Orange 3. It is Yellow's turn; earlier he lost ships to the
black hole; White's planet P (12) holds 2 white ships and Orange's base of 1.
"""
from __future__ import annotations

from spelbord.games.cosmic_encounter import GAME

from .script import Script, card, cards, table

YELLOW, RED, WHITE, ORANGE = range(4)
P = 12
A6, A10, A12, A5, A4 = card("attack", 6), card("attack", 10), card("attack", 12), card("attack", 5), card("attack", 4)
A10B = card("attack", 10, nth=1)
PEACE, PEACE2 = cards("compromise")[:2]
ZAP = cards("edict", key="cosmic_zap")[0]
POWERS = ["philanthropist", "parasite", "void", "mutant"]


def position(state):
    """Before the example: Yellow has 2 ships in the black hole, Orange 1; P as in SV l.161."""
    state.ships[0][YELLOW] -= 2
    state.warp[YELLOW] += 2
    state.ships[P][WHITE] -= 2
    state.ships[13][WHITE] += 2
    state.ships[15][ORANGE] -= 1
    state.ships[P][ORANGE] += 1
    state.ships[16][ORANGE] -= 1
    state.warp[ORANGE] += 1


def steps(yellow_card, white_card, extra=None):
    """T1 (l.139-197) as choices; the cards are the variant being told."""
    def window(seat, legal, state):
        if seat == YELLOW and state.moment == "destiny" and ("power", "philanthropist", A6, WHITE) in legal:
            return ("power", "philanthropist", A6, WHITE)
        for plan in (extra or {}).get("window", []):
            if plan[0] == seat and plan[1] == state.moment and tuple(plan[2]) in legal:
                return tuple(plan[2])
        return ("pass",) if ("pass",) in legal else None

    def launch(seat, legal, state):
        taken = len(state.launch_from)
        return ("launched",) if taken == 3 else ("launch", (0, 1, 2)[taken])

    def invite(seat, legal, state):
        if seat == WHITE:
            for other in (RED, ORANGE):
                if ("invite", other) in legal:
                    return ("invite", other)
        return ("invites_done",)

    def join(seat, legal, state):
        return {RED: ("join", "offence"), ORANGE: ("join", "defence")}.get(seat, ("decline",))

    def ally_ships(seat, legal, state):
        wanted = {RED: 1, ORANGE: 2}[seat]
        if state.cone[seat] + state.ring[seat] >= wanted:
            return ("allied",)
        return ("ally", 5 * seat + 1)

    choose = {"free": lambda seat, legal, state: ("free", 1), "window": window, "aim": lambda *a: ("aim", P),
              "launch": launch, "invite": invite, "join": join, "ally_ships": ally_ships}
    choose.update({k: v for k, v in (extra or {}).items() if k != "window"})
    return Script(example_table(), choose=choose, chosen_cards={YELLOW: yellow_card, WHITE: white_card})


def example_table(hands=None):
    hands = hands or {YELLOW: [A6, A10, A12, PEACE, A5], WHITE: [A10B, PEACE2, A4], RED: [ZAP, A5 + 1]}
    return table(POWERS, hands=hands, defender=WHITE, setup=position, first=YELLOW)


def test_t1_the_challenge_is_set_up_as_the_example_tells():
    script = steps(A10, A10B)
    state = script.state
    assert state.colours == ("yellow", "red", "white", "orange")
    assert 4 not in state.destiny + state.destiny_discard, "the violet star cards are out"
    script.run(lambda s: s.secret is not None)
    events = script.events
    # 1. a ship freed from the black hole to one of Yellow's bases
    assert state.warp[YELLOW] == 1 and {"type": "freed", "seat": YELLOW, "planet": 1} in events
    # 2. a white star card: White defends
    assert {"type": "destiny", "seat": YELLOW, "colour": WHITE} in events and state.defence == WHITE
    # 3. the Filantrop's attack 6 is now White's: four cards, no new hand
    assert A6 in state.hands[WHITE] and len(state.hands[WHITE]) == 4 and A6 not in state.hands[YELLOW]
    assert not script.of_type("new_hand")
    # 4-5. the cone at P, three yellow ships from different bases
    assert state.planet == P and state.launch_from == [0, 1, 2] and state.cone[YELLOW] == 3
    # 6. Yellow invites nobody, White invites Red and Orange
    invitations = script.of_type("invitations")
    assert invitations[0]["invited"] == [] and invitations[1]["invited"] == [RED, ORANGE]
    # 7. Red, the Parasite, joins the offence uninvited with one ship
    assert state.allies["offence"] == [RED] and state.cone[RED] == 1
    # 8. Orange joins the defence with two ships on the ring; his base on P is not in the challenge
    assert state.allies["defence"] == [ORANGE] and state.ring[ORANGE] == 2 and state.ships[P][ORANGE] == 1
    # 9. both main players choose in secret
    assert sorted(state.actors()) == [YELLOW, WHITE]


def test_t2_attack_10_against_attack_10_the_defence_wins_and_the_void_removes_the_losers():
    script = steps(A10, A10B)
    state = script.state
    script.at("reward")
    assert script.of_type("totals")[0] == {"type": "totals", "offence": 14, "defence": 14}
    assert state.removed[YELLOW] == 3 and state.removed[RED] == 1
    assert state.warp[YELLOW] == 1 and state.warp[RED] == 0
    # Orange: two rewards, one of each, then his ring ships go home
    hand = len(state.hands[ORANGE])
    state.apply(ORANGE, ("reward_ship", 17))
    state.apply(ORANGE, ("reward_card",))
    assert state.warp[ORANGE] == 0 and len(state.hands[ORANGE]) == hand + 1
    state.apply(ORANGE, ("return", 18))
    state.apply(ORANGE, ("return", 19))
    assert state.ring[ORANGE] == 0 and state.ships[P][ORANGE] == 1
    script.run(lambda s: s.turn == RED)
    assert not script.of_type("challenge_over")[0]["success"], "White gets nothing; Yellow's turn is over"


def test_t3_attack_12_against_attack_10_the_offence_lands():
    script = steps(A12, A10B)
    state = script.state
    script.challenge_over()
    assert script.of_type("totals")[0] == {"type": "totals", "offence": 16, "defence": 14}
    assert [state.ships[P][s] for s in range(4)] == [3, 1, 0, 1]
    assert state.warp[WHITE] == 2 and state.warp[ORANGE] == 1 + 2 and state.removed == [0, 0, 0, 0]
    assert state.actors() == [YELLOW] and ("another",) in state.legal_actions(YELLOW)


def test_t4_attack_against_compromise_white_takes_two_cards_of_compensation():
    script = steps(A12, PEACE2)
    state = script.state
    script.challenge_over()
    assert [state.ships[P][s] for s in range(4)] == [3, 1, 0, 1]
    assert script.of_type("compensation") == [{"type": "compensation", "seat": WHITE, "source": YELLOW,
                                               "cards": 2}]
    assert len(state.hands[YELLOW]) == 5 - 2 - 2 and len(state.hands[WHITE]) == 4 - 1 + 2
    assert state.ring[ORANGE] == 0 and state.warp[ORANGE] == 3, "Orange gets nothing"


def test_t5_compromise_against_attack_void_removes_and_yellow_draws_three():
    script = steps(PEACE, A10B)
    state = script.state
    script.at("reward")
    assert state.removed[YELLOW] == 3 and state.removed[RED] == 1
    state.apply(ORANGE, ("reward_card",))
    state.apply(ORANGE, ("reward_card",))
    script.run(lambda s: s.turn == RED)
    comp = script.of_type("compensation")
    assert comp == [{"type": "compensation", "seat": YELLOW, "source": WHITE, "cards": 3}]
    assert len(state.hands[WHITE]) == 0 and len(state.hands[YELLOW]) == 5 - 2 + 3
    assert len(state.hands[RED]) == 2, "Red gets nothing"


def test_t5b_cosmic_zap_on_the_void_sends_the_losers_to_the_black_hole_instead():
    script = steps(PEACE, A10B, extra={"window": [(RED, "reveal", ("edict", "cosmic_zap", WHITE))]})
    state = script.state
    script.at("reward")
    assert script.of_type("zapped")[0]["seat"] == WHITE
    assert state.removed == [0, 0, 0, 0]
    assert state.warp[YELLOW] == 1 + 3 and state.warp[RED] == 1
    assert ZAP in state.discard


def test_t6_both_compromise_the_allies_go_home_and_a_deal_is_made():
    def returns(seat, legal, state):
        return ("return", 5 * seat + 1)
    script = steps(PEACE, PEACE2, extra={"return": returns})
    state = script.state
    script.at("deal")
    assert state.cone[RED] == 0 and state.ring[ORANGE] == 0
    assert state.ships[6][RED] == 4 and state.ships[16][ORANGE] == 3
    hands = len(state.hands[YELLOW]), len(state.hands[WHITE])
    for term in (("deal_base_me", 13), ("deal_base_you", 3), ("deal_give_random",), ("deal_offer",)):
        state.apply(YELLOW, term)
    state.apply(WHITE, ("deal_accept",))
    for seat, source in ((YELLOW, -1), (YELLOW, -1), (YELLOW, "done"), (WHITE, 14), (WHITE, 14),
                         (WHITE, "done")):
        state.apply(seat, ("settled",) if source == "done" else ("settle", source))
    assert state.ships[13][YELLOW] == 2 and state.ships[3][WHITE] == 2
    assert (len(state.hands[YELLOW]), len(state.hands[WHITE])) == (hands[0] - 1, hands[1] + 1)
    script.run(lambda s: s.stack[-1][0] == "another")
    assert state.success and state.removed == [0, 0, 0, 0]


def test_t6_yellows_last_offer_as_terms_two_ships_each_and_a_card_at_random():
    """SV l.270 "jag får en bas mot att du får en bas, vi har två skepp var i baserna, och du får
    dra ett kort på måfå från min hand"; l.272 "placerar två rymdskepp var på respektive planeter"."""
    def returns(seat, legal, state):
        return ("return", 5 * seat + 1)
    script = steps(PEACE, PEACE2, extra={"return": returns})
    state = script.state
    script.at("deal")
    hands = len(state.hands[YELLOW]), len(state.hands[WHITE])
    for term in (("deal_base_me", 13), ("deal_base_you", 3), ("deal_ships", 2), ("deal_give_random",),
                 ("deal_offer",)):
        state.apply(YELLOW, term)
    state.apply(WHITE, ("deal_accept",))
    for seat, source in ((YELLOW, -1), (YELLOW, -1), (WHITE, 14), (WHITE, 14)):
        state.apply(seat, ("settle", source))
    assert state.ships[13][YELLOW] == 2 and state.ships[3][WHITE] == 2
    assert (len(state.hands[YELLOW]), len(state.hands[WHITE])) == (hands[0] - 1, hands[1] + 1)
    script.run(lambda s: s.stack[-1][0] == "another")
    assert state.success


def test_t6b_no_deal_yellows_three_leave_the_game_whites_go_to_the_black_hole():
    """Ruling A4 (the dialogue of SV l.264-266)."""
    script = steps(PEACE, PEACE2)
    state = script.state
    script.at("deal")
    state.apply(YELLOW, ("deal_break",))
    script.run(lambda s: s.turn == RED)
    assert state.removed[YELLOW] == 3 and state.warp[WHITE] == 3 and state.removed[WHITE] == 0


def test_t6c_kosmisk_stralning_played_during_the_deal_stops_the_vakuan():
    """SV l.266: Gul: "Jag har ett ödeskort med kosmisk strålning på handen här, så
    jag kan hindra dig från att utnyttja din specialegenskap - vi kommer bägge att
    hamna i det svarta hålet". A fate card may be played while the deal is made."""
    script = steps(PEACE, PEACE2, extra={"window": [(RED, "deal", ("edict", "cosmic_zap", WHITE))]})
    state = script.state
    script.at("deal")
    assert state.zapped == [WHITE] and ZAP in state.discard
    warp = list(state.warp)
    state.apply(YELLOW, ("deal_break",))
    script.run(lambda s: s.turn == RED)
    assert state.removed == [0, 0, 0, 0], "not out of the game: the Vakuan is zapped"
    assert state.warp[YELLOW] == warp[YELLOW] + 3 and state.warp[WHITE] == warp[WHITE] + 3


def test_t6d_kosmisk_stralning_when_the_deal_has_failed_before_the_ships_are_lost():
    """SV l.258: "Om du och din motspelare inte kan träffa ett avtal inom sextio
    sekunder, blir ni bägge av med tre rymdskepp var"; a fate card may still come
    before they are lost (SV l.316: not only in one's turn)."""
    def window(seat, legal, state):
        failed = any(f[0] == "lose" for f in state.stack)
        if seat == RED and failed and ("edict", "cosmic_zap", WHITE) in legal:
            return ("edict", "cosmic_zap", WHITE)
        return ("pass",)
    script = steps(PEACE, PEACE2)
    state = script.state
    script.at("deal")
    script.choose["window"] = window
    warp = list(state.warp)
    state.apply(YELLOW, ("deal_break",))
    script.run(lambda s: s.turn == RED)
    assert script.of_type("zapped") == [{"type": "zapped", "seat": WHITE}]
    assert state.removed == [0, 0, 0, 0] and state.warp[YELLOW] == warp[YELLOW] + 3


def test_t7_the_second_challenge_starts_by_freeing_a_ship_and_ends_the_turn():
    script = steps(A12, A10B)
    state = script.state
    script.challenge_over()
    state.apply(YELLOW, ("another",))
    assert state.challenges == 2 and state.stack[-1][0] == "free", "no new cards: straight to the black hole"
    assert not script.of_type("new_hand")
    script.choose = {}
    script.chosen_cards = {}
    script.run(lambda s: s.turn == RED)
    assert len(script.of_type("challenge_over")) == 2
    assert GAME.describe_event(script.of_type("challenge_over")[1], "sv")
