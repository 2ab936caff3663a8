"""What the adapters share: the mask of a seat's legal actions, the engine action an
agent's index names, and a seat's board as text."""
from __future__ import annotations

import io
import operator

import numpy as np

from spelbord.engine import IllegalAction


def legal_mask(state, seat: int) -> np.ndarray:
    """1 (``int8``) at the index of every action ``seat`` may take now, else 0."""
    # a bytearray set item by item costs half of NumPy's indexing with a list
    actions, index = state.game._space(state.players)
    mask = bytearray(len(actions))
    for action in state.legal_actions(seat):
        mask[index[action]] = 1
    return np.frombuffer(mask, np.int8)


def action_at(game, players: int, index):
    """The engine action of an agent's ``index`` (an int or a NumPy integer), or
    ``None`` if it names no action of the game."""
    try:
        return game.action_from_index(operator.index(index), players)
    except (TypeError, IllegalAction):
        return None


def board_text(game, view: dict, lang: str, colour: bool) -> str:
    """The board of ``view`` as the terminal draws it, as text (``colour``: with ANSI colours)."""
    from rich.console import Console
    out = io.StringIO()
    console = Console(file=out, width=100, highlight=False, force_terminal=colour,
                      color_system="standard" if colour else None)
    console.print(game.render(view, lang))
    return out.getvalue()
