"""One identity per player: the name a person chose, with the game's own word for the seat.

A game words its seats its own way: an organisation ("MI6"), a colour ("Yellow") or
a number ("player 2"). A caller that knows the players' names (the server) words
events, actions and results inside :func:`seat_names`, and every seat a game words
through :func:`seat_word` then reads "Ada (MI6)", "Ada (Yellow)" or "Ada": the same
person in the log, the choices, the panels and the result. Without names (the
engine's own tests, a record's replay) the game's words are unchanged.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_names: ContextVar[tuple | None] = ContextVar("spelbord_seat_names", default=None)


@contextmanager
def seat_names(names):
    """Word seats with ``names`` (one per seat, counted from 0) within the ``with`` block."""
    token = _names.set(tuple(names))
    try:
        yield
    finally:
        _names.reset(token)


def seat_word(seat: int, word: str, label: bool) -> str:
    """``word`` is the game's word for ``seat``; ``label``: it is a colour or an organisation,
    kept beside the name ("Ada (MI6)"), else a mere number, which the name replaces ("Ada")."""
    names = _names.get()
    if names is None or not isinstance(seat, int) or not 0 <= seat < len(names) or not names[seat]:
        return word
    return f"{names[seat]} ({word})" if label else names[seat]
