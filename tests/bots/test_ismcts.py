"""ISMCTS: legal whole games, no hidden information read, reproducible from its seed."""
from __future__ import annotations

import pytest

import spelbord
from spelbord.bots import make_bot, play_game
from spelbord.bots.ismcts import ISMCTS

from .helpers import COUNTS, SMALLEST, positions



@pytest.mark.parametrize("name,players", [(n, p) for n, counts in COUNTS.items() for p in counts])
def test_ismcts_plays_whole_games_legally(name, players):
    """ISMCTS (a tiny budget) in one seat, heuristic bots elsewhere; play_game
    applies every action through ``state.apply``, which refuses an illegal one."""
    game = spelbord.load(name)
    seat = 1 % players
    bots = [ISMCTS(game, seed=3, simulations=4, depth=4) if s == seat else make_bot(game, "heuristic", s)
            for s in range(players)]
    final = play_game(game, players, seed=11 + players, bots=bots)
    assert final.outcome()["ranks"][seat] >= 1


@pytest.mark.parametrize("name", list(COUNTS))
def test_choice_is_the_same_for_states_the_seat_cannot_tell_apart(name):
    """The other true state is ``determinize(seat, ...)`` of the first: everything
    the seat cannot see is dealt differently. The bot must choose the same."""
    for state, seat in positions(name, SMALLEST[name], seed=5, count=4):
        other = state.determinize(seat, 12345)
        first = ISMCTS(state.game, seed=9, simulations=30).choose(state, seat)
        second = ISMCTS(state.game, seed=9, simulations=30).choose(other, seat)
        assert first == second, (name, seat)


class _Guard:
    """A state that lets the bot call only what the seat may know."""

    allowed = {"determinize", "legal_actions", "actors", "secret", "game", "players"}

    def __init__(self, state, seat):
        self._state, self._seat = state, seat

    def __getattr__(self, key):
        if key not in self.allowed:
            raise AssertionError(f"the bot read state.{key}")
        value = getattr(self._state, key)
        if key == "legal_actions":
            return lambda seat: value(self._seat) if seat == self._seat else pytest.fail("others' actions")
        if key == "determinize":
            return lambda seat, seed: value(self._seat, seed) if seat == self._seat else pytest.fail("other seat")
        return value


@pytest.mark.parametrize("name", list(COUNTS))
def test_the_true_state_is_only_determinized(name):
    """The state given to ``choose`` is used only through ``determinize`` from the
    bot's own seat (and its own legal actions and, in a secret step, its own picks)."""
    for state, seat in positions(name, SMALLEST[name], seed=2, count=3):
        action = ISMCTS(state.game, seed=1, simulations=10).choose(_Guard(state, seat), seat)
        assert action in state.legal_actions(seat)


@pytest.mark.parametrize("name", list(COUNTS))
def test_same_seed_same_state_same_move(name):
    chosen = set()
    for state, seat in positions(name, SMALLEST[name], seed=4, count=3):
        moves = {ISMCTS(state.game, seed=21, simulations=25).choose(state.clone(), seat) for _ in range(2)}
        assert len(moves) == 1
        chosen |= moves
    assert chosen


def test_secret_step_picks_are_not_seen_by_the_searching_seat():
    """Spionage's planning is secret: when the other seat has already chosen, the
    bot's choice is the same whatever it chose (determinize re-deals it)."""
    game = spelbord.load("spionage")
    state = game.new_game(3, 8)
    assert state.secret is not None and state.secret.kind == "plan"
    picks = []
    for choice in state.legal_actions(0):
        trial = state.clone()
        trial.apply(0, choice)
        picks.append(ISMCTS(game, seed=2, simulations=60).choose(trial, 1))
    assert len(set(picks)) == 1
