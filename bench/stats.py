"""95 % intervals of figures measured in a handful of games: a rate (Wilson's score
interval) and a mean placing."""
from __future__ import annotations

import math

Z95 = 1.96


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The (low, high) 95 % interval of the rate ``successes / trials``; a shared
    win may count as a fraction. ``(0, 1)`` when nothing was measured."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    centre = rate + z * z / (2 * trials)
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    denominator = 1 + z * z / trials
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float]:
    """The (low, high) 95 % interval of the mean of ``values`` (normal approximation
    with the sample's spread; with so few games, a rough guide)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return mean - z * spread, mean + z * spread
