"""The negotiation for permission (SV "tillåtelse"): offers, choice among surplus
offers, counter-offers, interference, withdrawing, and the bound on rounds."""
import pytest

from spelbord.engine import IllegalAction
from spelbord.games.quo_vadis.board import II, III, IV, I

from .helpers import BLACK, RED, WHITE, play, position

GREEN = 3


def test_everyone_who_could_offer_is_asked_clockwise_from_the_mover():
    state = position(players=4, occ={3: [BLACK, RED]}, laurels={WHITE: {II: 1}}, turn=BLACK)
    play(state, (BLACK, ("request", 13)))
    assert state.view(None)["window"] == {"kind": "offer", "pending": [WHITE, RED], "ordered": True}
    assert state.actors() == [WHITE]  # holds a laurel: may interfere; Green holds nothing
    assert state.legal_actions(WHITE) == [("pass",), ("bribe", II)]


def test_surplus_offers_the_mover_chooses_whose_permission_counts():
    """Q5: only the chosen grantor gets the I tile."""
    state = position(occ={3: [RED, BLACK, WHITE]}, fields={13: III})
    play(state, (RED, ("request", 13)), (BLACK, ("offer", 1)), (WHITE, ("offer", 1)))
    legal = state.legal_actions(RED)
    assert ("accept", BLACK) in legal and ("accept", WHITE) in legal
    assert not any(len(a) == 3 and a[0] == "accept" for a in legal)  # one permission is enough
    play(state, (RED, ("accept", WHITE)))
    assert state.laurels[WHITE][I] == 1 and state.laurels[BLACK][I] == 0


def test_two_single_permissions_from_a_five_seat_committee():
    state = position(occ={9: [RED, BLACK, WHITE]}, caesar=2, supply=1)
    play(state, (RED, ("request", 7)), (BLACK, ("offer", 1)), (WHITE, ("offer", 1)))
    legal = state.legal_actions(RED)
    assert ("accept", BLACK) not in legal  # one foreign permission is not enough
    # one I tile left: the mover decides who gets it by the order he names them
    assert ("accept", BLACK, WHITE) in legal and ("accept", WHITE, BLACK) in legal
    play(state, (RED, ("accept", WHITE, BLACK)))
    assert state.laurels[WHITE][I] == 1 and state.laurels[BLACK][I] == 0 and state.supply == 0
    assert state.occ[13] == [RED]


def test_deal_terms_must_be_payable():
    """With open laurels the grantor sees exactly what the mover can pay."""
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={RED: {II: 1}},
                     options={"open_laurels": True})
    play(state, (RED, ("request", 13)))
    terms = {a for a in state.legal_actions(BLACK) if a[0] in ("pays", "gets")}
    # Red can pay his II or the III he is about to take; Black can give back the I he earns
    assert terms == {("pays", II), ("pays", III), ("gets", I)}
    play(state, (BLACK, ("pays", II)))
    assert ("pays", II) not in state.legal_actions(BLACK)
    with pytest.raises(IllegalAction):
        state.apply(BLACK, ("pays", IV))


def test_counter_offer_refused_then_next_round_and_lapse():
    state = position(occ={3: [RED, BLACK]}, options={"offer_rounds": 2})
    play(state, (RED, ("request", 13)), (BLACK, ("pass",)))
    assert ("reject",) in state.legal_actions(RED) and ("counter", BLACK) in state.legal_actions(RED)
    play(state, (RED, ("counter", BLACK)), (RED, ("propose", 1)), (BLACK, ("refuse",)))
    assert state.phase == "offers" and state.neg["round"] == 2
    play(state, (BLACK, ("pass",)))
    assert ("reject",) not in state.legal_actions(RED)  # the last round
    events = play(state, (RED, ("counter", BLACK)), (RED, ("promise", "permission")),
                  (RED, ("propose", 1)), (BLACK, ("refuse",)))
    assert events[-1]["type"] == "lapse"
    assert state.phase == "turn" and state.turn == RED  # Red takes another action
    assert ("request", 13) not in state.legal_actions(RED) and ("request", 14) in state.legal_actions(RED)
    with pytest.raises(IllegalAction, match="already asked"):
        state.apply(RED, ("request", 13))


def test_withdrawing_and_interference_by_a_player_outside_the_committee():
    state = position(occ={3: [RED, BLACK]}, laurels={WHITE: {IV: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("offer", 1)), (WHITE, ("bribe", IV)))
    assert ("withdraw", WHITE) in state.legal_actions(RED)
    events = play(state, (RED, ("withdraw", WHITE)))
    assert [e["type"] for e in events] == ["deal", "withdraw"]
    assert state.laurels[RED][IV] == 1 and state.laurels[WHITE][IV] == 0
    assert state.occ[3] == [RED, BLACK] and state.turn == RED and state.phase == "turn"


def test_plain_withdraw_then_another_action():
    state = position(occ={3: [RED, BLACK]})
    play(state, (RED, ("request", 13)), (BLACK, ("offer", 1)), (RED, ("withdraw",)))
    assert state.laurels == [[0] * 6] * 3 and state.phase == "turn" and state.turn == RED
    play(state, (RED, ("place", 0)))
    assert state.turn == BLACK and state.tried == []


def test_the_negotiation_is_bounded():
    """Whatever everyone does, a request ends within the rounds and terms allowed."""
    import random
    rng = random.Random(3)
    for rounds in (1, 3, 5):
        for trial in range(20):
            state = position(players=5, occ={9: [RED, BLACK, WHITE, GREEN, 4]}, caesar=2,
                             laurels={s: {I: 1, II: 1, III: 1} for s in range(5)},
                             options={"offer_rounds": rounds})
            play(state, (RED, ("request", 7)))
            steps = 0
            while state.neg is not None and state.phase != "bonus":
                seat = state.actors()[0]
                play(state, (seat, rng.choice(state.legal_actions(seat))))
                steps += 1
            # per round: 4 seats x (3 terms + offer), then a counter of 3 terms, propose, answer
            assert steps <= rounds * (4 * 4 + 1 + 5 + 1)


def test_negotiation_is_public():
    state = position(occ={3: [RED, BLACK]}, laurels={RED: {II: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pays", II)))
    for seat in (None, RED, BLACK, WHITE):
        view = state.view(seat)["negotiation"]
        assert view["draft"] == [["pays", II]] and view["mover"] == RED and view["need"] == 1


def test_change_from_the_last_i_tile_needs_a_tile_of_ones_own():
    """Ruling N2: with one I tile left and two single permissions wanted, the mover names
    who gets it, so a grantor cannot count on it for change: he must own an I."""
    state = position(occ={9: [RED, BLACK, WHITE]}, caesar=2, supply=1)
    play(state, (RED, ("request", 7)))
    assert ("gets", I) not in state.legal_actions(BLACK)
    state = position(occ={9: [RED, BLACK, WHITE]}, caesar=2, supply=1, laurels={BLACK: {I: 1}})
    play(state, (RED, ("request", 7)), (BLACK, ("gets", I)), (BLACK, ("offer", 1)),
         (WHITE, ("offer", 1)))
    legal = state.legal_actions(RED)
    assert ("accept", BLACK, WHITE) in legal and ("accept", WHITE, BLACK) in legal
    play(state, (RED, ("accept", WHITE, BLACK)))
    assert state.laurels[RED][I] == 1 and state.laurels[BLACK][I] == 0 and state.supply == 0
