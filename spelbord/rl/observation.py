"""A seat's view as a fixed-size vector of numbers in [0, 1].

Each game encodes its views in ``spelbord/games/<game>/observation.py``, as a subclass
of :class:`Encoder` named ``Encoder``. It encodes the *view* (``state.view(seat)``),
so nothing the seat may not see can reach the vector. A game may also read a seat's
part of the state directly (:meth:`Encoder.fill_state`, sparing the view's copies), if
it gives exactly the array the view gives: its tests check that on random positions
of every player count and variant.

    >>> import spelbord
    >>> from spelbord.rl.observation import encoder_for
    >>> state = spelbord.load("spionage").new_game(3, seed=1)
    >>> enc = encoder_for(state)
    >>> enc.encode(state.view(0)).shape == (enc.size,)
    True
"""
from __future__ import annotations

import importlib
import json
from functools import lru_cache

import numpy as np


class Encoder:
    """The layout of one game's observation vector, for one player count and options.

    A subclass declares its fields in :meth:`layout` with :meth:`field` (in order) and
    writes a view into them in :meth:`fill`. Every number is scaled into [0, 1]
    (a count by its largest possible value, a choice one-hot), so that one
    ``Box(0, 1)`` describes every game.
    """

    def __init__(self, players: int, options: dict):
        self.players = players
        self.options = options
        #: (name, offset, length, meaning) of every field, in order: docs/rl.md's tables
        self.fields: list[tuple[str, int, int, str]] = []
        self.offset: dict[str, int] = {}
        self._length: dict[str, int] = {}
        self.size = 0
        self.layout()

    def field(self, name: str, length: int, meaning: str) -> None:
        """Reserve ``length`` numbers for ``name``; ``meaning`` documents them."""
        if name in self.offset:
            raise ValueError(f"field {name!r} declared twice")
        self.fields.append((name, self.size, length, meaning))
        self.offset[name] = self.size
        self._length[name] = length
        self.size += length

    def layout(self) -> None:
        raise NotImplementedError

    def fill(self, view: dict, out: np.ndarray) -> None:
        """Write ``view`` into ``out`` (zeros, length :attr:`size`) at the fields' offsets."""
        raise NotImplementedError

    def fill_state(self, state, seat: int | None, out: np.ndarray) -> None:
        """Write ``state.view(seat)`` into ``out``; a game's encoder may read the same
        things from the state directly, skipping the view (its tests show the two
        vectors equal in thousands of random positions, which is what keeps hidden
        things out)."""
        self.fill(state.view(seat), out)

    def encode(self, view: dict) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.float32)
        self.fill(view, out)
        return out

    def encode_state(self, state, seat: int | None) -> np.ndarray:
        """``encode(state.view(seat))``, through :meth:`fill_state`."""
        out = np.zeros(self.size, dtype=np.float32)
        self.fill_state(state, seat, out)
        return out

    def part(self, code: np.ndarray, name: str) -> np.ndarray:
        """The numbers of field ``name`` in an encoded vector ``code``."""
        start = self.offset[name]
        return code[start:start + self._length[name]]

    def describe(self) -> str:
        """The layout as a Markdown table (docs/rl.md)."""
        rows = ["| field | offset | length | meaning |", "|---|---|---|---|"]
        rows += [f"| `{name}` | {offset} | {length} | {meaning} |"
                 for name, offset, length, meaning in self.fields]
        return "\n".join(rows)


def encoder(game_name: str, players: int, options: dict) -> Encoder:
    """The encoder of ``game_name`` for this player count and (complete) options."""
    return _cached(game_name, players, json.dumps(options, sort_keys=True))


def encoder_for(state) -> Encoder:
    """The encoder that fits a state's game, player count and options."""
    return encoder(state.game.name, state.players, state.options)


@lru_cache(maxsize=None)
def _cached(game_name: str, players: int, options_json: str) -> Encoder:
    package = game_name.replace("-", "_")
    module = importlib.import_module(f"spelbord.games.{package}.observation")
    return module.Encoder(players, json.loads(options_json))
