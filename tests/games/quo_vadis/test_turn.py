"""A turn (SV "Spelets förlopp"): placing, moving, permission, laurels and Caesar."""
import pytest

from spelbord.engine import IllegalAction, InvalidOptions
from spelbord.games.quo_vadis.board import CAESAR_START, II, II_CAESAR, III, IV, I, V

from .helpers import BLACK, GAME, RED, WHITE, play, position


def test_the_start_player_is_drawn_by_the_seed():
    """SV l.31: "På valfritt vis väljs den speldeltagare som får börja." Any player may
    begin: the seed draws him, and the option ``start_player`` may fix him."""
    starts = {GAME.new_game(4, seed).actors()[0] for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert all(GAME.new_game(4, seed).actors() == GAME.new_game(4, seed).actors() for seed in range(5))
    for seat in range(5):
        assert GAME.new_game(5, 3, {"start_player": seat}).actors() == [seat]
    with pytest.raises(InvalidOptions, match=r"starting player .* \(1-3\) .* not player 4"):
        GAME.new_game(3, 0, {"start_player": 3})


def test_first_turn_places_on_the_bottom_level_or_moves_caesar():
    state = GAME.new_game(3, 1, {"start_player": RED})
    legal = state.legal_actions(RED)
    assert [a for a in legal if a[0] == "place"] == [("place", c) for c in (0, 1, 2, 3)]
    assert {a[1] for a in legal if a[0] == "caesar"} == {2, 3, 4, 5, 9, 10, 12, 13, 14}
    assert len(legal) == 4 + 9
    assert state.caesar == CAESAR_START
    assert sum(k is not None for k in state.fields) == 10 and len(state.pile) == 34
    assert state.supply == 18


def test_turn_order_is_clockwise():
    state = GAME.new_game(4, 1, {"start_player": 2})
    seen = []
    for _ in range(5):
        seat = state.actors()[0]
        seen.append(seat)
        play(state, (seat, ("place", 1)))
    assert seen == [2, 3, 0, 1, 2]


def test_placing_needs_a_free_seat_and_a_reserve_senator():
    state = position(occ={0: [BLACK], 3: [RED, RED, BLACK]})
    assert [a for a in state.legal_actions(RED) if a[0] == "place"] == [("place", 1), ("place", 2)]
    state = position(occ={1: [RED] * 5, 3: [RED] * 3})
    assert state.reserve[RED] == 0
    assert not any(a[0] == "place" for a in state.legal_actions(RED))
    with pytest.raises(IllegalAction, match="reserve"):
        state.apply(RED, ("place", 2))


def test_leaving_a_one_seat_committee_is_free_and_wins_no_laurel():
    state = position(occ={0: [RED]})
    assert ("move", 0) in state.legal_actions(RED)
    events = play(state, (RED, ("move", 0)))
    assert state.occ[4] == [RED] and state.laurels[RED] == [0] * 6
    assert "laurel" not in events[0]


def test_never_down_never_skipping_never_into_a_full_committee():
    state = position(occ={4: [RED], 8: [BLACK, BLACK, WHITE]})
    moves = [a for a in state.legal_actions(RED) if a[0] in ("move", "request")]
    assert moves == []  # 4 -> 8 is the only road, and committee 8 is full
    with pytest.raises(IllegalAction, match="no free seat"):
        state.apply(RED, ("move", 1))
    with pytest.raises(IllegalAction):
        state.apply(RED, ("move", 2))  # 8 -> 12 skips committee 8


def test_cannot_leave_a_three_seat_committee_alone():
    state = position(occ={3: [RED]})
    assert not any(a[0] in ("move", "request") for a in state.legal_actions(RED))
    with pytest.raises(IllegalAction, match="permission of 1 other senator"):
        state.apply(RED, ("request", 13))


def test_cannot_leave_a_five_seat_committee_with_only_two_there():
    state = position(occ={1: [RED, BLACK]})
    assert not any(a[0] in ("move", "request") for a in state.legal_actions(RED))
    state = position(occ={1: [RED, BLACK, WHITE]})
    assert {a for a in state.legal_actions(RED) if a[0] == "request"} == {("request", 4), ("request", 5)}


def test_own_senator_gives_permission_without_negotiation_and_earns_no_i():
    state = position(occ={3: [RED, RED]}, fields={13: IV})
    legal = state.legal_actions(RED)
    assert ("move", 13) in legal and ("request", 13) not in legal
    play(state, (RED, ("move", 13)))
    assert state.laurels[RED][IV] == 1 and state.supply == 18
    assert state.occ[3] == [RED] and state.occ[6] == [RED]


def test_five_seat_committee_with_one_own_and_one_foreign_permission():
    state = position(occ={9: [RED, RED, BLACK]}, fields={9: III}, caesar=2)
    legal = state.legal_actions(RED)
    assert ("move", 7) not in legal and ("request", 7) in legal
    play(state, (RED, ("request", 7)), (BLACK, ("offer", 1)))
    events = play(state, (RED, ("accept", BLACK)))
    assert events[1]["own_permissions"] == 1 and events[1]["permissions"] == [[BLACK, 1]]
    assert state.laurels[BLACK][I] == 1 and state.occ[13] == [RED]


def test_two_senators_of_one_player_earn_two_i_tiles():
    """Ruling Q4: one I tile per permission."""
    state = position(occ={9: [RED, BLACK, BLACK]}, caesar=2)
    play(state, (RED, ("request", 7)))
    assert ("offer", 2) in state.legal_actions(BLACK) and ("offer", 1) not in state.legal_actions(BLACK)
    play(state, (BLACK, ("offer", 2)), (RED, ("accept", BLACK)))
    assert state.laurels[BLACK][I] == 2 and state.supply == 16


def test_caesar_on_the_road_frees_the_senator_and_covers_the_laurel():
    state = position(occ={3: [RED, BLACK]}, fields={13: V}, caesar=13)
    legal = state.legal_actions(RED)
    assert ("move", 13) in legal and ("request", 13) not in legal
    play(state, (RED, ("move", 13)))
    assert state.laurels[RED] == [0] * 6 and state.laurels[BLACK] == [0] * 6
    assert state.fields[13] == V and state.supply == 18
    alone = position(occ={3: [RED]}, caesar=14)
    assert ("move", 14) in alone.legal_actions(RED)


def test_taken_laurel_is_replaced_at_once_from_the_pile():
    state = position(occ={3: [RED, RED]}, fields={13: III})
    top = state.pile[-1]
    events = play(state, (RED, ("move", 13)))
    assert events[0]["new_laurel"] == top == state.fields[13] and state.laurels[RED][III] == 1


def test_empty_pile_leaves_the_field_empty():
    """Ruling Q2."""
    state = position(occ={3: [RED, RED, RED]}, fields={13: III}, pile=[])
    state.laurels[WHITE] = [0, 8, 6, 14, 9, 6]  # every other tile somewhere
    for r in (2, 3, 4, 5, 7, 9, 10, 12, 14):
        state.fields[r] = None
    state.check_invariants()
    play(state, (RED, ("move", 13)))
    assert state.fields[13] is None
    state.turn = RED
    play(state, (RED, ("move", 13)))
    assert state.laurels[RED][III] == 1


def test_i_supply_empty_means_no_reward():
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, supply=0)
    assert state.boxed == 18
    play(state, (RED, ("request", 13)), (BLACK, ("offer", 1)), (RED, ("accept", BLACK)))
    assert state.laurels[BLACK] == [0] * 6 and state.laurels[RED][III] == 1


def test_caesar_action_must_change_his_field():
    """Ruling Q1: no passing; Caesar moves to another laurel field."""
    state = GAME.new_game(3, 0, {"start_player": RED})
    with pytest.raises(IllegalAction, match="another laurel field"):
        state.apply(RED, ("caesar", CAESAR_START))
    with pytest.raises(IllegalAction):
        state.apply(RED, ("caesar", 0))  # road 0 -> 4 has no laurel field
    play(state, (RED, ("caesar", 13)))
    assert state.caesar == 13 and state.turn == BLACK


def test_caesar_ii_gives_an_optional_caesar_move():
    """Ruling Q3."""
    state = position(occ={3: [RED, RED]}, fields={13: II_CAESAR})
    play(state, (RED, ("move", 13)))
    assert state.phase == "bonus" and state.actors() == [RED]
    assert ("keep",) in state.legal_actions(RED) and ("caesar", 2) in state.legal_actions(RED)
    play(state, (RED, ("keep",)))
    assert state.caesar == CAESAR_START and state.turn == BLACK
    state = position(occ={3: [RED, RED]}, fields={13: II_CAESAR})
    play(state, (RED, ("move", 13)), (RED, ("caesar", 12)))
    assert state.caesar == 12 and state.turn == BLACK
    plain = position(occ={3: [RED, RED]}, fields={13: II})
    play(plain, (RED, ("move", 13)))
    assert plain.phase == "turn" and plain.turn == BLACK


def test_any_seat_works_whatever_road():
    """A senator may leave by any road out of his committee."""
    state = position(occ={1: [RED, RED, RED]})
    assert {("move", 4), ("move", 5)} <= set(state.legal_actions(RED))
