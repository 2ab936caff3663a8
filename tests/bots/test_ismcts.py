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
            return lambda seat, seed, **model: (value(self._seat, seed, **model) if seat == self._seat
                                                else pytest.fail("other seat"))
        return value


@pytest.mark.parametrize("name", list(COUNTS))
def test_the_true_state_is_only_determinized(name):
    """The state given to ``choose`` is used only through ``determinize`` from the
    bot's own seat (and its own legal actions and, in a secret step, its own picks)."""
    for state, seat in positions(name, SMALLEST[name], seed=2, count=3):
        action = ISMCTS(state.game, seed=1, simulations=10).choose(_Guard(state, seat), seat)
        assert action in state.legal_actions(seat)


@pytest.mark.parametrize("name", ["spionage", "quo-vadis", "cosmic-encounter"])
def test_modelled_opponents_read_only_the_seats_own_determinizations(name):
    """Modelling the others (their moves and their secret picks already made, by
    the heuristic bot) happens on the seat's own determinizations only."""
    for state, seat in positions(name, 3, seed=2, count=3):
        bot = ISMCTS(state.game, seed=1, simulations=10, opponents="heuristic")
        assert bot.choose(_Guard(state, seat), seat) in state.legal_actions(seat)


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


def test_opponents_are_searched_with_two_seats_and_modelled_with_more():
    """``opponents="auto"``: as "search" with two seats, as "heuristic" with more;
    an unknown model is refused."""
    with pytest.raises(ValueError, match="opponents is one of"):
        ISMCTS(spelbord.load("spionage"), opponents="psychic")
    for players, same in ((2, "search"), (3, "heuristic")):
        differs = False
        for state, seat in positions("spionage", players, seed=6, count=3):
            def run(opponents):
                bot = ISMCTS(state.game, seed=4, simulations=40, opponents=opponents)
                return bot.choose(state.clone(), seat), bot.last_value
            auto = run("auto")
            assert auto == run(same)
            differs |= auto != run("heuristic" if same == "search" else "search")
        assert differs, players


def test_modelled_opponents_play_the_models_moves_in_the_tree():
    """With ``opponents="heuristic"`` every other seat's move the search follows is
    the model's (here a model that always plays the first legal action, with no
    random moves): the tree holds no other move of theirs."""
    class First:
        def choose(self, state, seat):
            return state.legal_actions(seat)[0]

    class Recording(ISMCTS):
        def _iterate(self, state, root, seat, *rest):
            self.root = root
            super()._iterate(state, root, seat, *rest)

    for state, seat in positions("quo-vadis", 3, seed=3, count=3):
        bot = Recording(state.game, seed=2, simulations=60, opponents="heuristic", rollout=First(), epsilon=0.0)
        bot.choose(state.clone(), seat)
        others = 0
        nodes = [bot.root]
        while nodes:
            node = nodes.pop()
            by_mover = {}
            for key, edge in node.edges.items():
                if isinstance(key[0], int):
                    by_mover.setdefault(key[0], set()).add(key[1])
                if edge[3] is not None:
                    nodes.append(edge[3])
            for mover, actions in by_mover.items():
                if mover != seat:
                    others += 1
                    assert len(actions) == 1, (mover, actions)
        assert others


def test_modelling_the_heuristic_bots_beats_them_at_three_seats():
    """Spionage! with three players, ISMCTS in each seat in turn against two
    heuristic bots: searching the others' moves, it placed last in one of these
    games; modelling them as the heuristic bot (their secret plans and bids
    included), it wins each. Spionage! models them so by default (OPPONENTS in its
    evaluate), the other games search them."""
    assert ISMCTS(spelbord.load("spionage")).opponents == "auto"
    assert ISMCTS(spelbord.load("quo-vadis")).opponents == "search"
    game = spelbord.load("spionage")
    for seed in range(3):
        seat = seed % 3
        bots = [make_bot(game, "heuristic", seed * 10 + s) for s in range(3)]
        bots[seat] = ISMCTS(game, seed, simulations=100, opponents="heuristic")
        assert play_game(game, 3, seed, bots).outcome()["ranks"][seat] == 1, seed
