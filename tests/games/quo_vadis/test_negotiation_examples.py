"""The rulebook's negotiation examples (SV, last page; reference N1-N5).

Common position: Red and Black each have a senator in the three-seat committee 3;
Red wants to climb road 13 (committee 3 -> committee 6, which has free seats); the
road's laurel lies face up; Caesar is elsewhere (on his start road 7, 9 -> 13).
Black lets Red leave if ...
"""
from spelbord.games.quo_vadis.board import II, II_CAESAR, III, IV, I, V, VALUE

from .helpers import BLACK, RED, WHITE, play, position

ROAD = 13  # committee 3 -> committee 6


def common(**kwargs):
    kwargs.setdefault("fields", {ROAD: III})
    return position(occ={3: [RED, BLACK]}, **kwargs)


def total(pile):
    return sum(VALUE[k] * n for k, n in enumerate(pile))


def test_n1_return_favour_is_a_promise_that_binds_nobody():
    """1. Red promises Black a permission in one of the next moves."""
    state = common()
    play(state, (RED, ("request", ROAD)))
    assert state.actors() == [BLACK]  # White holds no laurel and no senator there: not asked
    play(state, (BLACK, ("pass",)), (RED, ("counter", BLACK)),
         (RED, ("promise", "permission")), (RED, ("propose", 1)))
    events = play(state, (BLACK, ("agree",)))
    assert state.occ[6] == [RED] and state.occ[3] == [BLACK]
    assert state.laurels[RED][III] == 1 and state.laurels[BLACK][I] == 1
    deal = next(e for e in events if e["type"] == "deal")
    assert deal["promises"] == [["permission"]]
    assert state.view(WHITE)["promises"] == [{"by": RED, "to": BLACK, "what": ["permission"], "turn": 0}]
    # not binding: when Black later asks Red, Red may simply refuse
    state.occ[6] = [RED, BLACK]
    state.reserve[BLACK] -= 1
    state.turn = BLACK
    play(state, (BLACK, ("request", 9)))  # committee 6 -> committee 9
    assert ("pass",) in state.legal_actions(RED)
    play(state, (RED, ("pass",)))
    assert state.phase == "respond" and not any(a[0] == "accept" for a in state.legal_actions(BLACK))


def test_n2_payment_with_a_laurel_red_already_owned():
    """2. Red gives Black a laurel he collected earlier; Black also gets his I."""
    state = common(laurels={RED: {II: 1}})
    play(state, (RED, ("request", ROAD)), (BLACK, ("pays", II)), (BLACK, ("offer", 1)))
    before = [list(p) for p in state.laurels]
    play(state, (RED, ("accept", BLACK)))
    assert state.laurels[RED] == [0, 0, 0, 1, 0, 0]            # II paid, III taken
    assert state.laurels[BLACK] == [1, 1, 0, 0, 0, 0]          # I for permission, II paid
    assert before[RED][II] == 1 and state.occ[6] == [RED]
    assert state.turn == BLACK and state.phase == "turn"


def test_n3_red_moves_caesar_where_black_wants():
    """3. The road carries a Caesar II; Red takes it and moves Caesar to Black's choice."""
    state = common(fields={ROAD: II_CAESAR})
    play(state, (RED, ("request", ROAD)))
    assert ("caesar_to", 2) in state.legal_actions(BLACK)
    play(state, (BLACK, ("caesar_to", 2)), (BLACK, ("offer", 1)))
    events = play(state, (RED, ("accept", BLACK)))
    assert state.caesar == 2                                   # road 8 -> 12
    assert state.laurels[RED][II_CAESAR] == 1 and state.laurels[BLACK][I] == 1
    assert state.phase == "turn" and state.turn == BLACK       # no free choice left for Red
    assert any(e["type"] == "caesar" and e.get("deal") for e in events)


def test_n3_caesar_term_needs_the_caesar_ii_on_the_road():
    state = common(fields={ROAD: III})
    play(state, (RED, ("request", ROAD)))
    assert not any(a[0] == "caesar_to" for a in state.legal_actions(BLACK))


def test_n4_package_binding_payment_and_non_binding_promises():
    """4. Red promises help later and not to help White for a while, and pays an I now."""
    state = common(laurels={RED: {I: 1}})
    play(state, (RED, ("request", ROAD)), (BLACK, ("promise", "permission")),
         (BLACK, ("promise", "no_help", WHITE)), (BLACK, ("pays", I)), (BLACK, ("offer", 1)))
    view = state.view(WHITE)["negotiation"]
    assert view["offers"][BLACK] == {"votes": 1, "terms": [["promise", "permission"],
                                                          ["promise", "no_help", WHITE], ["pays", I]]}
    play(state, (RED, ("accept", BLACK)))
    assert state.laurels[RED] == [0, 0, 0, 1, 0, 0]
    assert state.laurels[BLACK] == [2, 0, 0, 0, 0, 0]          # one paid, one for permission
    assert [p["what"] for p in state.promises] == [("permission",), ("no_help", WHITE)]


def test_n5_sharing_the_harvest_with_change():
    """5. Red wins a III and Black an I (4 in all); they share: Red hands Black the III
    and Black hands Red a II from his own stock, so each gains 2."""
    state = common(laurels={BLACK: {II: 1}})
    before = [total(p) for p in state.laurels]
    play(state, (RED, ("request", ROAD)), (BLACK, ("pays", III)), (BLACK, ("gets", II)),
         (BLACK, ("offer", 1)), (RED, ("accept", BLACK)))
    gains = [total(p) - b for p, b in zip(state.laurels, before)]
    assert gains[RED] == 2 and gains[BLACK] == 2
    assert state.laurels[RED][II] == 1 and state.laurels[BLACK][III] == 1


# SV l.109: "Man kan förhandla om nästan allt ... 'Ger du mig ett lagerbärsblad om jag inte
# placerar Caesar framför detta gremium?'" and l.113: "Avtal som sluts och ska följas inom ett
# 'drag' i spelet måste hållas." A deal about the mover's own turn binds: the engine keeps it.

def test_a_laurel_if_caesar_is_not_put_in_front_of_a_committee_is_paid_when_he_stays_away():
    state = common(laurels={BLACK: {II: 1, IV: 1}}, caesar=2)
    assert ("ask", BLACK, 9) in state.legal_actions(RED)
    assert ("ask", WHITE, 9) not in state.legal_actions(RED)  # White has no laurel to give
    events = play(state, (RED, ("ask", BLACK, 9)))
    assert events == [{"type": "ask", "seat": RED, "of": BLACK, "committee": 9}]
    assert state.actors() == [BLACK]
    assert state.legal_actions(BLACK) == [("pledge", II), ("pledge", IV), ("refuse",)]
    play(state, (BLACK, ("pledge", II)))
    assert state.phase == "turn" and state.actors() == [RED]
    assert state.laurels[BLACK] == [0, 0, 0, 0, 1, 0]  # on the table, out of Black's reach
    assert state.view(WHITE)["pledges"] == [{"payer": BLACK, "mover": RED, "laurel": II, "committee": 9}]
    assert not any(a[0] == "ask" and a[1] == BLACK for a in state.legal_actions(RED))  # once a turn
    events = play(state, (RED, ("caesar", 13)))  # in front of committee 3, not 9
    assert events[-1] == {"type": "pledge_paid", "payer": BLACK, "mover": RED, "laurel": II, "committee": 9}
    assert state.laurels[RED][II] == 1 and state.pledges == [] and state.turn == BLACK
    assert state.known[RED][II] == 1  # handed over in everyone's sight


def test_the_pledged_laurel_goes_back_when_caesar_is_put_in_front():
    state = common(laurels={BLACK: {IV: 1}}, caesar=2)
    play(state, (RED, ("ask", BLACK, 9)), (BLACK, ("pledge", IV)))
    events = play(state, (RED, ("caesar", 7)))  # road 9 -> 13: in front of committee 9
    assert events[-1]["type"] == "pledge_void"
    assert state.laurels[BLACK][IV] == 1 and state.laurels[RED][IV] == 0


def test_caesar_already_in_front_of_a_committee_is_no_condition():
    state = common(laurels={BLACK: {IV: 1}})  # Caesar on road 7, in front of committee 9
    assert ("ask", BLACK, 9) not in state.legal_actions(RED) and ("ask", BLACK, 1) in state.legal_actions(RED)


def test_a_refused_pledge_leaves_the_turn_to_the_mover():
    state = common(laurels={BLACK: {IV: 1}})
    events = play(state, (RED, ("ask", BLACK, 1)), (BLACK, ("refuse",)))
    assert events[-1]["type"] == "pledge_refused" and state.actors() == [RED] and state.phase == "turn"
    play(state, (RED, ("place", 0)))
    assert state.laurels[BLACK][IV] == 1 and state.turn == BLACK


def test_a_pledge_is_settled_after_the_caesar_move_of_a_caesar_ii():
    """The whole turn counts: the free Caesar move after a Caesar II too."""
    state = position(occ={3: [RED, RED]}, fields={13: II_CAESAR}, laurels={BLACK: {III: 1}})
    play(state, (RED, ("ask", BLACK, 12)), (BLACK, ("pledge", III)), (RED, ("move", 13)))
    assert state.phase == "bonus" and state.pledges
    events = play(state, (RED, ("caesar", 3)))  # road 12 -> 13
    assert events[-1]["type"] == "pledge_void" and state.laurels[BLACK][III] == 1


def test_help_without_a_return_favour():
    """SV l.109: "Hjälper du mig utan gentjänst eftersom det är din tur direkt efter mig och
    du kan placera en andra egen senator på den lediga platsen?" A permission on no terms."""
    state = common()
    play(state, (RED, ("request", ROAD)), (BLACK, ("offer", 1)))
    assert state.view(WHITE)["negotiation"]["offers"][BLACK] == {"votes": 1, "terms": []}
    play(state, (RED, ("accept", BLACK)))
    assert state.occ[3] == [BLACK] and state.turn == BLACK and state.laurels[BLACK][I] == 1
    assert ("place", 3) in state.legal_actions(BLACK)  # the free seat next to his senator


def test_a_pledge_is_settled_before_the_full_senate_is_scored():
    state = position(occ={13: [BLACK, BLACK, WHITE, WHITE], 12: [RED, RED]}, fields={3: II},
                     laurels={BLACK: {V: 1}}, caesar=2)
    play(state, (RED, ("ask", BLACK, 9)), (BLACK, ("pledge", V)))
    events = play(state, (RED, ("move", 3)))
    assert [e["type"] for e in events][-2:] == ["pledge_paid", "game_end"]
    assert state.outcome()["scores"] == [7, 0, 0] and state.outcome()["winners"] == [RED]
