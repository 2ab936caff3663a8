"""Playing in a terminal: people at one keyboard, bots in the other seats.

``spelbord play`` (see :mod:`spelbord.cli`) builds a :class:`HotSeat` and runs
it; the pieces are usable on their own::

    from spelbord.terminal import HotSeat, Screen
    table = HotSeat(game, state, bots=[None, bot], names=["Anna", "Bot"],
                    lang="sv", screen=Screen())
    table.run()
"""
from .hotseat import HotSeat, outcome_table, winners_line
from .words import default_names, describe_event, identities
from .moves import MovePicker
from .screen import Quit, Screen

__all__ = ["HotSeat", "MovePicker", "Quit", "Screen", "default_names", "describe_event", "identities",
           "outcome_table", "winners_line"]
