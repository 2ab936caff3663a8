"""95 % intervals of figures measured in a handful of games: a rate (Wilson's score
interval), a mean placing, and a lead measured game by game (Student's t)."""
from __future__ import annotations

import math

from spelbord.bots.tournament import wilson  # noqa: F401  (the rate's interval, as the tournament prints it)

Z95 = 1.96


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float]:
    """The (low, high) 95 % interval of the mean of ``values`` (normal approximation
    with the sample's spread; with so few games, a rough guide)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return mean - z * spread, mean + z * spread


def paired_interval(differences: list[float]) -> tuple[float, float, float]:
    """The mean of ``differences`` (one a game, e.g. a bot's placing less another's
    at the same table) and its 95 % interval by Student's t: pairing by game removes
    what the deal gave the whole table, and t keeps the interval honest with few games."""
    from scipy.stats import t as student  # here: the bench's other figures run without scipy (the test extra)

    n = len(differences)
    mean = sum(differences) / n
    if n < 2:
        return mean, -math.inf, math.inf
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (n - 1) / n)
    half = student.ppf(0.975, n - 1) * spread
    return mean, mean - half, mean + half
