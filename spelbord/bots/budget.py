"""How long a bot that searches may think: a budget in simulations or in seconds a move.

A bot that searches says so by taking the keyword arguments ``simulations`` and
``seconds`` (its factory's signature: ``factory(seed, simulations=..., seconds=...)``).
A budget is a dict of those two keywords; ``None`` means no limit of that kind:

    >>> budget(simulations=500)
    {'simulations': 500, 'seconds': None}
    >>> budget(seconds=0.5)
    {'simulations': None, 'seconds': 0.5}

:func:`spelbord.bots.make_bot` hands a budget to the bots that search, in place of
their own; every other bot ignores it. A budget in seconds depends on the
machine's speed, so games played with it cannot be repeated exactly.
"""
from __future__ import annotations

import inspect

KEYWORDS = ("simulations", "seconds")


def budget(simulations: int | None = None, seconds: float | None = None) -> dict:
    """A budget of ``simulations`` or ``seconds`` a move (one of them)."""
    if (simulations is None) == (seconds is None):
        raise ValueError("a budget is in simulations or in seconds, one of them")
    return {"simulations": simulations, "seconds": seconds}


def searches(factory) -> bool:
    """Whether the bots ``factory`` makes search, i.e. take a budget."""
    try:
        parameters = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # a builtin without a signature searches nothing
        return False
    return all(keyword in parameters for keyword in KEYWORDS)
