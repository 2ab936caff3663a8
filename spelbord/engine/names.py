"""The players' names in a game's own words: "Ada (MI6)" where a table named its players.

A game names a seat in its texts by a word of its own ("MI6", "Yellow", "player 2").
A table whose players chose names (the terminal) asks for the game's words inside
:func:`players_named`, and every text names each seat the same way: the board, the
log, the moves and the result. Outside it the game's own words stand::

    with players_named(["Ada (MI6)", "Bo (KGB)"]):
        game.render(state.view(0), "en")
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_NAMES: ContextVar[list[str] | None] = ContextVar("spelbord_player_names", default=None)


@contextmanager
def players_named(names: list[str]):
    token = _NAMES.set(list(names))
    try:
        yield
    finally:
        _NAMES.reset(token)


def named(seat: int, own: str) -> str:
    """How a game's words call ``seat``: the table's name for it, else the game's ``own`` word."""
    names = _NAMES.get()
    return own if names is None or not 0 <= seat < len(names) else names[seat]
