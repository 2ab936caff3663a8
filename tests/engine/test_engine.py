"""The engine's own behaviour, on a toy game with secret simultaneous bids."""
import json
import random

import pytest

import spelbord
from spelbord.engine import IllegalAction, InvalidOptions, Option, visible_events
from spelbord.engine.checks import assert_no_leak, assert_refuses_bad_input
from spelbord.engine.options import validate_options

from .toy import GAME as TOY


def test_secret_choices_are_hidden_until_all_have_chosen():
    state = TOY.new_game(3, seed=1)
    assert state.actors() == [0, 1, 2]
    card = state.legal_actions(1)[0]
    events = state.apply(1, card)
    public = visible_events(events, 0)
    assert public == [{"type": "chosen", "seat": 1, "step": "bid"}]
    assert visible_events(events, 1)[1]["actions"] == [list(card)]
    assert state.actors() == [0, 2]
    assert state.view(0)["secret"] == {"kind": "bid", "seats": [0, 1, 2], "chosen": [1], "waiting": [0, 2], "mine": []}
    assert state.view(1)["secret"]["mine"] == [list(card)]
    assert "mine" not in state.view(None)["secret"]
    with pytest.raises(IllegalAction, match="already chosen"):
        state.apply(1, state.legal_actions(0)[0])


def test_arrival_order_does_not_show():
    """Two orders of the same choices give identical states, views and events."""
    first = TOY.new_game(3, seed=5)
    second = first.clone()
    picks = {s: first.legal_actions(s)[-1] for s in range(3)}
    events_a = [first.apply(s, picks[s]) for s in (0, 1, 2)][-1]
    events_b = [second.apply(s, picks[s]) for s in (2, 0, 1)][-1]
    assert events_a[-1] == events_b[-1]
    for seat in (None, 0, 1, 2):
        assert first.view(seat) == second.view(seat)


def test_illegal_action_changes_nothing():
    state = TOY.new_game(2, seed=3)
    before = state.view(0), state.view(1), state.rng.getstate()
    not_mine = next(a for a in state.legal_actions(1) if a not in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="not legal"):
        state.apply(0, not_mine)
    with pytest.raises(IllegalAction, match="no seat"):
        state.apply(7, not_mine)
    with pytest.raises(IllegalAction, match="tuple"):
        state.apply(0, ["bid", 1])
    assert (state.view(0), state.view(1), state.rng.getstate()) == before
    assert_refuses_bad_input(state, random.Random(0))


def test_determinize_keeps_the_view_and_redeals_the_rest():
    state = TOY.new_game(4, seed=11)
    state.apply(2, state.legal_actions(2)[0])
    hands = {tuple(state.determinize(0, k).hands[1]) for k in range(20)}
    assert len(hands) > 1, "the others' hands must be re-dealt"
    assert_no_leak(state, 99)
    guess = state.determinize(0, 4)
    assert 2 in guess.secret.done and guess.secret.picks[2][0] in guess._legal(2)
    with pytest.raises(ValueError):
        guess.record()


def test_determinize_rechooses_the_others_secret_picks_by_a_chooser():
    """An opponent model may make the secret choices others have made: the seat
    cannot see them, so any legal pick is as consistent with its view as a random
    one. Its own pick and the seats still choosing are left as they were."""
    state = TOY.new_game(3, seed=11)
    mine = state.legal_actions(0)[0]
    state.apply(0, mine)
    state.apply(2, state.legal_actions(2)[0])
    asked = []

    def highest(guess, seat):
        asked.append((seat, list(guess.secret.picks[seat])))
        return max(guess.legal_actions(seat))

    guess = state.determinize(0, 4, chooser=highest)
    assert asked == [(2, [])]
    assert guess.secret.picks[2] == [max(guess._legal(2))] and 2 in guess.secret.done
    assert guess.secret.picks[0] == [mine] and guess.actors() == [1]
    assert guess.view(0) == state.view(0)
    with pytest.raises(ValueError, match="not legal for seat 2"):
        state.determinize(0, 4, chooser=lambda guess, seat: ("bid", 99))


def test_clone_is_independent():
    state = TOY.new_game(2, seed=2)
    copy = state.clone()
    copy.apply(0, copy.legal_actions(0)[0])
    assert state.actors() == [0, 1] and copy.actors() == [1]
    assert copy.history() and not state.history()


def test_record_round_trips_through_json():
    state = TOY.new_game(2, seed=9)
    rng = random.Random(0)
    while state.actors():
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    record = json.loads(json.dumps(state.record()))
    again = TOY.new_game(record["players"], record["seed"], record["options"])
    for seat, action in record["actions"]:
        again.apply(seat, TOY.action_from_json(action))
    assert again.outcome() == state.outcome() and again.outcome()["winners"]


def test_action_codecs():
    assert TOY.action_to_json(("bid", 3)) == ["bid", 3]
    assert TOY.action_from_json(["bid", 3]) == ("bid", 3)
    assert TOY.action_from_json(["x", ["y", 1]]) == ("x", ("y", 1))
    for bad in ({"bid": 3}, [], [3], ["bid", 1.5], ["bid", True], "bid"):
        with pytest.raises(IllegalAction):
            TOY.action_from_json(bad)
    assert TOY.num_actions(2) == 8
    assert TOY.action_from_index(TOY.action_index(("bid", 5), 2), 2) == ("bid", 5)
    with pytest.raises(IllegalAction):
        TOY.action_from_index(8, 2)
    state = TOY.new_game(2, seed=0)
    mask = TOY.legal_mask(state, 0)
    assert sum(mask) == 4


def test_options_are_validated():
    declared = {"fast": Option(False, "play fast"), "rounds": Option(3, "rounds", choices=(3, 5), players=(2,))}
    assert validate_options("g", declared, None, 2) == {"fast": False, "rounds": 3}
    with pytest.raises(InvalidOptions, match="unknown option 'slow'"):
        validate_options("g", declared, {"slow": True}, 2)
    with pytest.raises(InvalidOptions, match="must be one of"):
        validate_options("g", declared, {"fast": 1}, 2)
    with pytest.raises(InvalidOptions, match="only to 2 players"):
        validate_options("g", declared, {"rounds": 5}, 3)
    with pytest.raises(InvalidOptions, match="dict"):
        validate_options("g", declared, ["fast"], 2)
    with pytest.raises(InvalidOptions, match="players"):
        TOY.new_game(9, seed=0)


def test_registry():
    assert spelbord.games()[:2] == ["spionage", "quo-vadis"]
    for name in spelbord.games():
        assert spelbord.load(name).name == name
    # loading a game imports its subpackage of spelbord.games: the function must survive
    assert spelbord.games()[:2] == ["spionage", "quo-vadis"]
    with pytest.raises(InvalidOptions, match="unknown game"):
        spelbord.load("chess")


def test_clones_draw_what_the_original_would():
    from spelbord.engine.chance import Chance
    parent = Chance(42)
    parent.random()
    first, second = parent.fork(), parent.fork()
    expected = [parent.random() for _ in range(5)]
    assert [first.random() for _ in range(5)] == expected
    assert [second.random() for _ in range(5)] == expected
    deck = list(range(10))
    third = parent.fork()
    parent.shuffle(deck)
    other = list(range(10))
    third.shuffle(other)
    assert deck == other
