"""spelbord: five classic board games, played faithfully by people, bots and research code.

    >>> import spelbord
    >>> game = spelbord.load("spionage")
    >>> state = game.new_game(players=4, seed=7)
    >>> seat = state.actors()[0]
    >>> events = state.apply(seat, state.legal_actions(seat)[0])

See docs/api.md.
"""
from . import games
from .engine import IllegalAction, InvalidOptions, load, replay

__all__ = ["IllegalAction", "InvalidOptions", "games", "load", "replay"]
__version__ = "0.1.0"
