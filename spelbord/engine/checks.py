"""The checks every game gets for free: random playthroughs, no leak, replay, bad input.

Used by the test suite for every game and player count, and by the soak
command (``python -m spelbord.engine.checks spionage --games 10000``).
"""
from __future__ import annotations

import argparse
import json
import random
from types import MappingProxyType

from .errors import IllegalAction
from .game import Game
from .registry import load, replay
from .state import _ATOMS, State, visible_events


def random_playthrough(game: Game, players: int, seed: int, options: dict | None = None,
                       max_steps: int = 20_000, leak_every: int = 0, determinize_every: int = 0) -> State:
    """Play random legal actions to the end, checking the game's invariants after each.

    With ``leak_every=k``, every k-th step also checks that no seat's view
    changes when what it cannot see is re-dealt. With ``determinize_every=k``,
    every k-th state's determinizations must be playable and their events
    leak nothing (:func:`assert_determinizations_playable`,
    :func:`assert_events_do_not_leak`), and every partial pick of a secret
    choice must leave no trace for the other seats (:func:`assert_partial_pick_unseen`).
    """
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    guesses = random.Random(~seed)  # its own generator: the actions played stay those of ``rng``
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
        if determinize_every and step % determinize_every == 0:
            assert_determinizations_playable(state, guesses.getrandbits(32))
            assert_events_do_not_leak(state, guesses.getrandbits(32), guesses)
        onlookers = _onlookers(state, seat) if determinize_every and state.secret is not None else None
        events = state.apply(seat, action)
        assert_events_well_formed(events, players)
        if onlookers is not None and state.secret_progress(seat):
            assert_partial_pick_unseen(state, seat, events, onlookers)
        state.check_invariants()
        assert_clone_plan_holds(state)
        if leak_every and step % leak_every == 0:
            assert_no_leak(state, rng.getrandbits(32))
    raise AssertionError(f"{game.name} with {players} players did not end in {max_steps} steps (seed {seed})")


def assert_clone_plan_holds(state: State) -> None:
    """The fields a state declares for :meth:`State.clone`'s shortcuts hold what it
    copies them as: ``_flat_fields`` lists of immutable values, ``_nested_fields``
    lists of such lists (a list inside a "flat" one would be shared by clones)."""
    fields = state.__dict__
    for key in state._flat_fields:
        if key in fields:
            assert _immutable_items(fields[key]), f"{key} is declared flat: {fields[key]!r}"
    for key in state._nested_fields:
        if key in fields:
            value = fields[key]
            assert type(value) is list and all(_immutable_items(item) for item in value), \
                f"{key} is declared a list of flat lists: {value!r}"


def _immutable_items(value) -> bool:
    return type(value) is list and all(_immutable(item) for item in value)


def _immutable(value) -> bool:
    kind = type(value)
    if kind is tuple:
        return all(_immutable(item) for item in value)
    if kind is MappingProxyType:
        return all(_immutable(item) for item in value.values())
    return kind in _ATOMS


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


def assert_determinizations_playable(state: State, seed: int) -> None:
    """Every determinization, from every seat and the spectator, names the same
    actors as the real state, and every legal action of every actor in it can
    be applied (on a copy) without an exception: a search bot may play any of them."""
    actors = state.actors()
    for seat in [None, *range(state.players)]:
        guess = state.determinize(seat, seed)
        assert guess.actors() == actors, \
            f"determinize({seat}) names actors {guess.actors()}, the real state {actors}"
        for actor in actors:
            legal = guess.legal_actions(actor)
            assert legal, f"seat {actor} may act in determinize({seat}) but has no legal action"
            for action in legal:
                try:
                    guess.clone().apply(actor, action)
                except Exception as error:
                    raise AssertionError(f"in determinize({seat}), seat {actor}'s legal action "
                                         f"{action} fails: {error!r}") from error


def assert_events_do_not_leak(state: State, seed: int, rng: random.Random, sample: int = 4) -> None:
    """The events a seat sees, and who may act next, are the same in the real
    state and in a determinization from that seat, whenever what it sees after
    the action is.

    A sample of actions legal in both is applied to copies of both; where the
    seat's view afterwards is the same apart from who may act (nothing new was
    dealt to it) and the action did not end a secret step nor disclose what was
    hidden by the rules (an event marked ``"reveal"``); another seat's part in a secret step is not compared, its
    progress being unknown to the seat), the actors and the events it is shown must be the same
    too, or the log or the actors tell it what the view hides (a window opened
    only for the seats holding a card).
    """
    actors = state.actors()
    step = state.secret
    for seat in [None, *range(state.players)]:
        guess = state.determinize(seat, seed)
        for actor in actors:
            if step is not None and actor != seat:
                continue  # another's secret choice is re-dealt, its progress unknown: no common ground
            both = [a for a in state.legal_actions(actor) if a in set(guess.legal_actions(actor))]
            for action in rng.sample(both, min(sample, len(both))):
                real, other = state.clone(), guess.clone()
                shown = visible_events(real.apply(actor, action), seat)
                guessed = visible_events(other.apply(actor, action), seat)
                reveals = (step is not None and step.waiting() == [actor] and not real.secret_progress(actor)
                           or any(e.get("reveal") for e in shown))
                if reveals or _apart_from_actors(real.view(seat)) != _apart_from_actors(other.view(seat)):
                    continue
                assert real.actors() == other.actors(), (
                    f"after seat {actor}'s {action}, who may act depends on what seat {seat} cannot see: "
                    f"{real.actors()} / {other.actors()}")
                assert shown == guessed, (f"seat {seat} sees other events for seat {actor}'s "
                                          f"{action} when hidden things are re-dealt: {shown} / {guessed}")


def _apart_from_actors(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in ("actors", "secret")}


def _onlookers(state: State, chooser: int) -> dict:
    """What every other seat and the spectator may see: view, legal actions, move counter."""
    return {seat: (state.view(seat), state.legal_actions(seat) if seat is not None else None)
            for seat in [None, *range(state.players)] if seat != chooser} | {"moves": state.public_moves}


def assert_partial_pick_unseen(state: State, chooser: int, events: list, before: dict) -> None:
    """A partial pick of a secret choice changes nothing another seat may see:
    no view, no legal action, no event, not the public move counter."""
    after = _onlookers(state, chooser)
    for seat, seen in before.items():
        assert after[seat] == seen, f"seat {chooser}'s partial pick changes what {seat} sees"
        if seat != "moves":
            assert visible_events(events, seat) == [], f"seat {seat} is told of seat {chooser}'s partial pick"


def assert_replays(state: State) -> None:
    """The record replays to the identical state, through JSON, checked and trusted alike."""
    record = json.loads(json.dumps(state.record()))
    for again in (replay(record), replay(record, trusted=True)):
        for seat in [None, *range(state.players)]:
            assert again.view(seat) == state.view(seat)
        assert again.outcome() == state.outcome()
        assert again.rng.getstate() == state.rng.getstate()
        assert again.history() == state.history() and again.public_moves == state.public_moves


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
                state = random_playthrough(game, players, seed, options, leak_every=25, determinize_every=25)
                assert_replays(state)
            print(f"{game.name}, {players} players, options {options}: {args.games} games passed", flush=True)


if __name__ == "__main__":
    main()
