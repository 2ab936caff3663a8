"""The research adapters hand a seat's view to the agent as it is (in PettingZoo's and
Gymnasium's infos) without copying it: so no view may hold a list, dict or set of the
state itself, or an agent that changes its info would change the game."""
import random

import pytest

import spelbord

MUTABLE = (list, dict, set, bytearray)


def _mutables(value, seen: set, found: dict) -> None:
    """Every mutable container reachable from ``value`` (through objects' attributes too), by id."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, MUTABLE):
        found[id(value)] = value
    if isinstance(value, dict):
        for key, item in value.items():
            _mutables(key, seen, found)
            _mutables(item, seen, found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _mutables(item, seen, found)
    elif hasattr(value, "__dict__") and not isinstance(value, type) and not callable(value):
        _mutables(vars(value), seen, found)
    elif hasattr(value, "__slots__"):
        for slot in value.__slots__:
            _mutables(getattr(value, slot, None), seen, found)


def _where(view, target, path="view"):
    if view is target:
        return path
    items = view.items() if isinstance(view, dict) else enumerate(view) if isinstance(view, list) else ()
    for key, item in items:
        found = _where(item, target, f"{path}[{key!r}]")
        if found:
            return found
    return None


@pytest.mark.parametrize("name", spelbord.games())
def test_no_view_shares_a_container_with_its_state(name):
    game = spelbord.load(name)
    for players in sorted({game.min_players, game.max_players}):
        for seed in range(4):
            rng = random.Random(seed)
            state = game.new_game(players, seed, game.variants(players)[0])
            for step in range(600):
                if state.is_over():
                    break
                if step % 4:  # a view every 4th step keeps the test short; a deal's offers last longer
                    seat = state.actors()[0]
                    state.apply(seat, rng.choice(state.legal_actions(seat)))
                    continue
                owned: dict = {}
                _mutables({k: v for k, v in vars(state).items() if k != "game"}, set(), owned)
                for seat in (None, *range(players)):
                    view = state.view(seat)
                    held: dict = {}
                    _mutables(view, set(), held)
                    shared = [_where(view, held[i]) for i in held.keys() & owned.keys()]
                    assert not shared, f"{name}, {players} players: the view of seat {seat} holds the state's {shared}"
                seat = state.actors()[0]
                state.apply(seat, rng.choice(state.legal_actions(seat)))
