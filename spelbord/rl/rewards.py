"""The reward of a finished game for every seat, shared by the research adapters."""
from __future__ import annotations

from ..bots.evaluation import placing


def placing_rewards(outcome: dict, players: int) -> list[float]:
    """Each seat's reward by its placing: +1 first, -1 last, linear between; tied
    seats share the places they span (two tied for first of three: +0.5 each).
    Alone (a solo game), +1 for a win and -1 for a loss."""
    ranks = outcome["ranks"]
    if len(ranks) != players:
        raise ValueError(f"the outcome ranks {len(ranks)} seats, not {players}")
    return [2.0 * placing(ranks, seat) - 1.0 for seat in range(players)]
