"""A finished game's reward for each seat, by placing: +1 first, -1 last.

    >>> placing_rewards({"ranks": [2, 1, 3]}, 3)
    [0.0, 1.0, -1.0]
    >>> placing_rewards({"ranks": [1, 1, 3]}, 3)
    [0.5, 0.5, -1.0]
"""
from __future__ import annotations

from ..bots.evaluation import placing


def placing_rewards(outcome: dict, players: int) -> list[float]:
    """Linear between first (+1) and last (-1); tied seats share the places they
    cover. With two or more seats the rewards sum to 0; a solo game is +1 won, -1 lost."""
    return [2.0 * placing(outcome["ranks"], seat) - 1.0 for seat in range(players)]
