"""The end (SV "Spelets slut"), scoring, and the rulebook's proposals as options."""
import pytest

from spelbord.engine import InvalidOptions
from spelbord.games.quo_vadis.board import II, II_CAESAR, III, IV, I, V

from .helpers import BLACK, GAME, RED, WHITE, play, position


def test_fifth_senator_in_the_senate_ends_the_game_at_once():
    state = position(occ={13: [BLACK, RED, WHITE, BLACK], 12: [RED, RED]}, fields={3: II_CAESAR})
    events = play(state, (RED, ("move", 3)))
    assert events[-1]["type"] == "game_end"
    assert state.actors() == [] and state.phase == "over"  # no Caesar move after the II*
    assert state.laurels[RED][II_CAESAR] == 1


def test_most_laurels_without_a_senator_in_the_senate_cannot_win():
    state = position(occ={13: [BLACK, BLACK, RED, RED], 12: [RED, RED]}, fields={3: II},
                     laurels={WHITE: {V: 6}, BLACK: {III: 1}, RED: {I: 1}})
    play(state, (RED, ("move", 3)))
    outcome = state.outcome()
    assert outcome["scores"] == [3, 3, 30]
    assert outcome["in_senate"] == [True, True, False]
    assert outcome["winners"] == [BLACK]  # tie at 3: Black reached the Senate first
    assert outcome["ranks"] == [2, 1, 3]


def test_tie_goes_to_the_earliest_arrival():
    state = position(occ={13: [RED, BLACK, BLACK, BLACK], 12: [WHITE, WHITE]}, fields={3: II},
                     laurels={RED: {IV: 1}, BLACK: {IV: 1}, WHITE: {II: 1}}, turn=WHITE)
    play(state, (WHITE, ("move", 3)))
    outcome = state.outcome()
    assert outcome["scores"] == [4, 4, 4] and outcome["senate"] == [RED, BLACK, BLACK, BLACK, WHITE]
    assert outcome["winners"] == [RED] and outcome["ranks"] == [1, 2, 3]


def test_arrival_order_is_recorded():
    state = position(occ={12: [RED, RED], 14: [BLACK, BLACK]})
    play(state, (RED, ("move", 3)), (BLACK, ("move", 12)))
    assert state.view(None)["senate"] == [RED, BLACK]


def test_limited_laurel_i_supply_by_player_count():
    for players, supply in ((3, 10), (4, 14), (5, 18)):
        state = GAME.new_game(players, 0, {"limited_laurels": True})
        assert state.supply == supply and state.boxed == 18 - supply
        state.check_invariants()
    assert GAME.new_game(3, 0).supply == 18


def test_peek_shows_everyone_after_the_first_three_arrivals_only():
    state = position(occ={12: [RED, RED, RED], 14: [BLACK, BLACK, BLACK], 9: [WHITE] * 3},
                     options={"peek": True}, laurels={WHITE: {V: 1}}, caesar=2)
    peeks = []
    for seat, road in ((RED, 3), (BLACK, 12), (WHITE, 7), (RED, 3)):
        state.turn = seat
        events = play(state, (seat, ("move", road)))
        if state.phase == "bonus":
            play(state, (seat, ("keep",)))
        peeks += [e for e in events if e["type"] == "peek"]
    assert [p["after"] for p in peeks] == [1, 2, 3]
    assert peeks[0]["laurels"][WHITE][V] == 1 and peeks[0]["totals"][WHITE] == 5


def test_peek_off_by_default():
    state = position(occ={12: [RED, RED]})
    assert not any(e["type"] == "peek" for e in play(state, (RED, ("move", 3))))


def test_consul_election_three_rounds():
    """Q11: the Senate's senators return; then, leader first, each removes his own until
    all have at most two on the board; laurels are kept; the three noted totals add up."""
    options = {"consul": True}
    state = position(occ={13: [RED, RED, BLACK, BLACK], 12: [RED, RED], 1: [RED, WHITE, WHITE, BLACK, RED],
                          3: [BLACK, BLACK, RED], 6: [WHITE, WHITE, BLACK]},
                     fields={3: III}, laurels={BLACK: {V: 1}, WHITE: {IV: 2}}, options=options)
    events = play(state, (RED, ("move", 3)))
    kinds = [e["type"] for e in events]
    assert "consul_round_end" in kinds and "game_end" not in kinds
    assert state.notes == [[3, 5, 0]]  # White reached no Senate seat: nothing noted
    assert state.occ[13] == [] and state.round == 2
    # Black leads (5) and removes first, then clockwise; each has 4 on the board
    assert state.phase == "remove" and state.actors() == [BLACK]
    order = []
    while state.phase == "remove":
        seat = state.actors()[0]
        order.append(seat)
        play(state, (seat, state.legal_actions(seat)[0]))
    assert order == [BLACK, WHITE, RED, BLACK, WHITE, RED]
    assert all(8 - r <= 2 for r in state.reserve)
    assert state.phase == "turn" and state.turn == BLACK  # after Red, who filled the Senate
    assert state.laurels[RED][III] == 1  # laurels are kept
    state.check_invariants()


def test_consul_election_ends_after_the_third_round_with_summed_notes():
    state = position(occ={13: [RED, BLACK, BLACK, BLACK], 12: [RED, RED]}, fields={3: II},
                     laurels={BLACK: {III: 1}}, options={"consul": True})
    state.round = 3
    state.notes = [[10, 0, 4], [0, 2, 7]]
    play(state, (RED, ("move", 3)))
    outcome = state.outcome()
    assert state.notes[-1] == [2, 3, 0]
    assert outcome["scores"] == [12, 5, 11] and outcome["winners"] == [RED]


def test_options_are_validated():
    with pytest.raises(InvalidOptions, match="offer_rounds"):
        GAME.new_game(3, 0, {"offer_rounds": 0})
    with pytest.raises(InvalidOptions, match="must be one of"):
        GAME.new_game(3, 0, {"peek": 1})
    with pytest.raises(InvalidOptions, match="unknown option"):
        GAME.new_game(3, 0, {"bribes": True})
    with pytest.raises(InvalidOptions, match="3-5 players"):
        GAME.new_game(2, 0)
    state = GAME.new_game(5, 0, {"offer_rounds": 5, "consul": True, "peek": True, "limited_laurels": True})
    assert state.view(0)["options"]["offer_rounds"] == 5
