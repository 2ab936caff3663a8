"""The engine's fast paths: trusted replay, the compact history, the secret step's waiting list."""
import json
import random

import pytest

import spelbord
from spelbord.engine import IllegalAction
from spelbord.engine.secret import SecretStep

from .toy import GAME as TOY


def random_game(name: str, players: int, seed: int):
    game = spelbord.load(name)
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    played = []
    while state.actors():
        seat = rng.choice(state.actors())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        played.append((seat, action))
    return state, played


def test_trusted_replay_lists_no_legal_actions_and_rebuilds_the_same_state(monkeypatch):
    state, _ = random_game("quo-vadis", 3, 4)
    record = json.loads(json.dumps(state.record()))
    asked = []
    original = type(state)._legal
    monkeypatch.setattr(type(state), "_legal", lambda self, seat: asked.append(seat) or original(self, seat))
    again = spelbord.replay(record, trusted=True)
    assert asked == []
    checked = spelbord.replay(record)
    assert asked, "the checking replay lists the legal actions"
    for rebuilt in (again, checked):
        assert rebuilt.history() == state.history()
        assert rebuilt.outcome() == state.outcome() and rebuilt.rng.getstate() == state.rng.getstate()
        assert all(rebuilt.view(s) == state.view(s) for s in [None, *range(state.players)])


def test_the_checking_replay_refuses_a_record_with_an_illegal_action():
    state, _ = random_game("spionage", 2, 1)
    record = state.record()
    record["actions"][3] = [record["actions"][3][0], ["no_such_action"]]
    with pytest.raises(IllegalAction):
        spelbord.replay(record)


def test_the_history_is_kept_in_order_and_compactly():
    state, played = random_game("spionage", 4, 2)
    assert len(played) > 100
    assert state.history() == played
    assert state.history_bytes() / len(played) < 24  # a cons cell and an action tuple a step: over 100
    twin, _ = random_game("spionage", 4, 2)
    assert all(a is b for (_, a), (_, b) in zip(twin.history(), state.history())), "actions are shared"


def test_a_clone_shares_the_history_and_extends_its_own():
    state = spelbord.load("quo-vadis").new_game(3, 5)
    rng = random.Random(5)
    for _ in range(70):  # past two full chunks
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    before = state.history()
    copy = state.clone()
    assert copy._history is state._history
    for _ in range(40):
        seat = copy.actors()[0]
        copy.apply(seat, rng.choice(copy.legal_actions(seat)))
    assert state.history() == before and copy.history()[:70] == before and len(copy.history()) == 110


def test_the_waiting_seats_follow_every_completed_and_reopened_choice():
    step = SecretStep("bid", [2, 0, 1])
    listed = step.waiting()
    listed.clear()  # the caller's own list
    assert step.waiting() == [0, 1, 2]
    step.complete(1)
    assert step.waiting() == [0, 2] and step.done == {1}
    copy = step.copy()
    step.reopen(1)
    step.complete(0)
    assert step.waiting() == [1, 2] and copy.waiting() == [0, 2]


def test_determinize_names_the_seats_still_choosing():
    state = TOY.new_game(3, seed=7)
    state.apply(1, state.legal_actions(1)[0])
    assert state.actors() == [0, 2]
    for seat in (None, 0, 1, 2):
        assert state.determinize(seat, 3).actors() == [0, 2]


def test_the_actors_kept_for_a_position_are_handed_out_as_copies_and_renewed_by_each_action():
    state = TOY.new_game(3, 0)
    actors = state.actors()
    actors.clear()
    assert state.actors() == [0, 1, 2]
    state.apply(1, state.legal_actions(1)[0])
    assert state.actors() == [0, 2] and state.legal_actions(1) == []


def test_a_chooser_asking_for_legal_actions_re_chooses_every_seat_that_had_chosen():
    """determinize re-opens the seats one by one: each must be an actor when the chooser asks."""
    state = TOY.new_game(3, 0)
    for seat in (0, 1):
        state.apply(seat, state.legal_actions(seat)[0])
    asked = []

    def chooser(guess, other):
        asked.append(other)
        return guess.legal_actions(other)[-1]

    guess = state.determinize(2, 5, chooser=chooser)
    assert asked == [0, 1] and guess.actors() == [2]


def test_the_state_generator_draws_what_random_random_draws_for_the_same_seed():
    from spelbord.engine.chance import Chance
    for seed in range(20):
        chance, plain = Chance(seed), random.Random(seed)
        for n in (1, 2, 6, 7, 1000, 2**40):
            assert [chance.randrange(n) for _ in range(30)] == [plain.randrange(n) for _ in range(30)]
        fork = chance.fork()
        dice = [plain.randrange(6) for _ in range(9)]
        assert [fork.randrange(6) for _ in range(9)] == dice == [chance.randrange(6) for _ in range(9)]
        assert [chance.choice("abcdef") for _ in range(9)] == [plain.choice("abcdef") for _ in range(9)]
        assert chance.randrange(2, 9) == plain.randrange(2, 9)


def test_dice_are_the_draws_of_randrange_one_after_another():
    from spelbord.engine.chance import Chance
    for seed in range(20):
        chance, plain = Chance(seed), random.Random(seed)
        for count, sides in ((5, 6), (1, 6), (0, 6), (9, 2), (7, 7), (3, 1), (4, 1000)):
            assert chance.dice(count, sides) == [plain.randrange(sides) for _ in range(count)]
        fork = chance.fork()  # a clone's generator draws the same dice, and leaves its parent's alone
        dice = fork.dice(6, 6)
        assert dice == [plain.randrange(6) for _ in range(6)] == chance.dice(6, 6)


def test_bits_draw_dice_as_randrange_does_and_a_fork_leaves_its_parent_alone():
    """A loop over ``bits()`` (Tiny Epic Galaxies' rogue) draws the dice of ``randrange``."""
    from spelbord.engine.chance import Chance

    def die(getrandbits, sides):
        bits = sides.bit_length()
        value = getrandbits(bits)
        while value >= sides:
            value = getrandbits(bits)
        return value

    for seed in range(20):
        chance, plain = Chance(seed), random.Random(seed)
        for sides in (6, 2, 7, 1000):
            getrandbits = chance.bits()
            assert [die(getrandbits, sides) for _ in range(30)] == [plain.randrange(sides) for _ in range(30)]
        fork = chance.fork()
        getrandbits = fork.bits()
        dice = [die(getrandbits, 6) for _ in range(9)]
        assert dice == [plain.randrange(6) for _ in range(9)] == [chance.randrange(6) for _ in range(9)]


def test_shuffles_are_those_of_random_random():
    from spelbord.engine.chance import Chance
    for seed in range(30):
        chance, plain = Chance(seed), random.Random(seed)
        for size in (0, 1, 2, 3, 5, 8, 39, 40, 100, 257):
            ours, theirs = list(range(size)), list(range(size))
            chance.shuffle(ours)
            plain.shuffle(theirs)
            assert ours == theirs
        fork = chance.fork()  # a clone's generator shuffles alike and leaves its parent's alone
        before = random.Random()
        before.setstate(plain.getstate())
        ours, theirs = list("abcdefghij"), list("abcdefghij")
        fork.shuffle(ours)
        plain.shuffle(theirs)
        assert ours == theirs
        assert [chance.randrange(1000) for _ in range(5)] == [before.randrange(1000) for _ in range(5)]


def test_same_state_is_getstates_comparison():
    """``Chance.same_state`` (undo's check that a step drew nothing) answers what comparing
    the two generators' whole states answers, shared or not."""
    from spelbord.engine.chance import Chance
    for seed in range(10):
        chance = Chance(seed)
        fork = chance.fork()
        assert fork.same_state(chance) and chance.getstate() == fork.getstate()
        fork.randrange(6)  # the fork takes its own copy and draws: no longer the same
        assert not fork.same_state(chance) and not chance.same_state(fork)
        chance.randrange(6)  # the parent draws the same: equal states in two generators
        assert fork._random is not chance._random and fork.same_state(chance)
        assert fork.same_state(chance) == (fork.getstate() == chance.getstate())
