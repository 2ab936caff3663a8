"""The checks every game gets for free: random playthroughs, no leak, replay, bad input.

Used by the test suite for every game and player count, and by the soak
command (``python -m spelbord.engine.checks spionage --games 10000``).
"""
from __future__ import annotations

import argparse
import json
import random

from .errors import IllegalAction
from .game import Game
from .registry import load, replay
from .state import State


def random_playthrough(game: Game, players: int, seed: int, options: dict | None = None,
                       max_steps: int = 20_000, leak_every: int = 0) -> State:
    """Play random legal actions to the end, checking the game's invariants after each.

    With ``leak_every=k``, every k-th step also checks that no seat's view
    changes when what it cannot see is re-dealt.
    """
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    state.check_invariants()
    for step in range(max_steps):
        actors = state.actors()
        if not actors:
            assert state.outcome() is not None, "no seat may act but the game has no outcome"
            return state
        seat = rng.choice(actors)
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} may act but has no legal action"
        action = rng.choice(legal)
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(action)))) == action
        assert game.action_from_index(game.action_index(action, players), players) == action
        assert_events_well_formed(state.apply(seat, action), players)
        state.check_invariants()
        if leak_every and step % leak_every == 0:
            assert_no_leak(state, rng.getrandbits(32))
    raise AssertionError(f"{game.name} with {players} players did not end in {max_steps} steps (seed {seed})")


def assert_events_well_formed(events: list, players: int) -> None:
    """Events are JSON-ready dicts with a type; ``to``, where present, lists seats."""
    assert isinstance(events, list)
    for event in events:
        assert isinstance(event, dict) and isinstance(event.get("type"), str), event
        to = event.get("to")
        assert to is None or (isinstance(to, list) and all(0 <= s < players for s in to)), \
            f"'to' is reserved for the seats that may see an event: {event}"
    json.dumps(events)


def assert_no_leak(state: State, seed: int) -> None:
    """Each seat's view is the same in this state and in its determinizations."""
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        json.dumps(view)  # views must be JSON-ready
        for k in range(2):
            other = state.determinize(seat, seed + k)
            other.check_invariants()
            assert other.view(seat) == view, f"seat {seat}'s view changes when hidden information is re-dealt"
            assert other.actors() == state.actors()
            if seat is not None and seat in state.actors():
                assert other.legal_actions(seat) == state.legal_actions(seat)


def assert_replays(state: State) -> None:
    """The record replays to the identical state, through JSON."""
    record = json.loads(json.dumps(state.record()))
    again = replay(record)
    for seat in [None, *range(state.players)]:
        assert again.view(seat) == state.view(seat)
    assert again.outcome() == state.outcome()
    assert again.rng.getstate() == state.rng.getstate()


def assert_refuses_bad_input(state: State, rng: random.Random) -> None:
    """Out-of-turn and illegal actions raise IllegalAction and change nothing."""
    game = state.game
    before = [state.view(s) for s in [None, *range(state.players)]]
    rng_before = state.rng.getstate()
    actors = state.actors()
    space = game._space(state.players)[0]
    tries = []
    for seat in range(state.players):
        legal = set(state.legal_actions(seat))
        illegal = [a for a in rng.sample(space, min(20, len(space))) if a not in legal]
        tries += [(seat, a) for a in illegal[:3]]
        if seat not in actors and legal == set():
            tries += [(seat, a) for a in state.legal_actions(actors[0])[:1]] if actors else []
    tries += [(-1, ("pass",)), (state.players, ("pass",)), (0, "pass"), (0, ["pass"]), (0, ())]
    for seat, action in tries:
        try:
            state.apply(seat, action)
        except IllegalAction as error:
            assert str(error), "an IllegalAction must say why"
        else:
            raise AssertionError(f"seat {seat} was allowed to play {action!r}")
    assert [state.view(s) for s in [None, *range(state.players)]] == before
    assert state.rng.getstate() == rng_before


def main() -> None:
    parser = argparse.ArgumentParser(description="Soak: many seeded random games with every check.")
    parser.add_argument("game")
    parser.add_argument("--players", type=int, nargs="*")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = load(args.game)
    counts = args.players or range(game.min_players, game.max_players + 1)
    for players in counts:
        for options in game.variants(players):
            for seed in range(args.seed, args.seed + args.games):
                state = random_playthrough(game, players, seed, options, leak_every=25)
                assert_replays(state)
            print(f"{game.name}, {players} players, options {options}: {args.games} games passed", flush=True)


if __name__ == "__main__":
    main()
