"""The rulebook's negotiation examples (SV, last page; reference N1-N5).

Common position: Red and Black each have a senator in the three-seat committee 3;
Red wants to climb road 13 (committee 3 -> committee 6, which has free seats); the
road's laurel lies face up; Caesar is elsewhere (on his start road 7, 9 -> 13).
Black lets Red leave if ...
"""
from spelbord.games.quo_vadis.board import II, II_CAESAR, III, I, VALUE

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
    assert [p["what"] for p in state.promises] == [["permission"], ["no_help", WHITE]]


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
