"""Whether a seat may undo is asked after every move (each seat's state message says
so), and answering rebuilds the state before the step from the record. The replay
is kept per state and seat and carried on from there: the same answers and the same
state as a replay from the start, in a small fraction of the steps."""
import random

import pytest

import spelbord
from spelbord.engine import undo
from tests.configs import every_config


def _from_scratch(state, seat):
    undo._REPLAYED.pop(state, None)
    state._undo_cache = None
    return undo._plan(state, seat, False)


def _views(state):
    return [state.view(s) for s in [None, *range(state.players)]]


@pytest.mark.parametrize("game,players,options", [p for p in every_config() if p.values[1] in (2, 5)])
def test_the_kept_replay_gives_the_answer_of_a_replay_from_the_start(game, players, options):
    state = game.new_game(players, 3, options)
    rng = random.Random(players)
    for step in range(90):
        if not state.actors():
            break
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        for asker in range(players):
            kept = undo._plan(state, asker, False)
            scratch = _from_scratch(state, asker)
            assert kept[0] == scratch[0], (step, asker)
            if kept[1] is not None:
                assert _views(kept[1]) == _views(scratch[1]) and kept[1].rng.getstate() == scratch[1].rng.getstate()
        if step % 7 == 0 and state.can_undo(seat):  # a shorter record: the kept replay must not serve it
            state.undo(seat)


def test_asking_again_after_a_move_replays_a_step_not_the_game(monkeypatch):
    game = spelbord.load("spionage")
    state = game.new_game(2, 4)
    rng = random.Random(4)
    for _ in range(60):
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        undo._plan(state, seat, False)
    replayed = []
    original = type(state).apply_trusted

    def counted(self, *args):
        replayed.append(args)
        return original(self, *args)
    monkeypatch.setattr(type(state), "apply_trusted", counted)
    seat = rng.choice(state.actors())
    state.apply(seat, rng.choice(state.legal_actions(seat)))
    undo._plan(state, seat, False)
    assert len(replayed) < 15, len(replayed)  # from the start: 60 steps and more
