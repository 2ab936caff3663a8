"""Bots against bots: seatings that are fair to every seat, and the standings.

A *seating* puts a bot in every seat. :func:`seatings` rotates the bots so that
each plays each seat equally often; :class:`Standings` adds up the games'
outcomes into win rates with Wilson intervals, mean placings and OpenSkill
ratings. A seat *wins* when the game ranks it first (``outcome()["ranks"]``):
seats that share first place each count a win, as they share rank 1. Every
figure is per seat played, so a bot that sits in two seats of a game counts
twice, and one seat's fair share of the wins is ``1 / players``.
"""
from __future__ import annotations

import math

from openskill.models import PlackettLuce

#: the normal quantile of a two-sided 95 % interval
Z95 = 1.959964


def seatings(bots: list[str], players: int) -> list[list[str]]:
    """Every bot in every seat equally often, and every lineup in every seat.

    The bots are dealt round the table in turn, starting from each bot
    (``A, B, A`` and ``B, A, B`` for two bots and three seats), and each such
    lineup is turned round the table seat by seat. Turnings that repeat a
    seating are left out: ``len(bots)`` seatings when the bots divide the
    seats evenly, else ``len(bots) * players``.
    """
    if not 1 <= len(bots) <= players:
        raise ValueError(f"{len(bots)} bots cannot share {players} seats equally")
    found: list[list[str]] = []
    for start in range(len(bots)):
        for turn in range(players):
            seating = [bots[((seat + turn) % players + start) % len(bots)] for seat in range(players)]
            if seating not in found:
                found.append(seating)
    return found


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate of ``wins`` out of ``games``."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    scale = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / scale
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / scale
    return max(0.0, centre - half), min(1.0, centre + half)


class Standings:
    """Games, wins and placings per bot and seat, and an OpenSkill rating per bot."""

    def __init__(self, bots: list[str], players: int):
        self.bots = list(bots)
        self.played = {bot: [0] * players for bot in bots}
        self.wins = {bot: [0] * players for bot in bots}
        self.placings = dict.fromkeys(bots, 0)
        self.model = PlackettLuce()
        self.ratings = {bot: self.model.rating(name=bot) for bot in bots}

    def add(self, seating: list[str], ranks: list[int]) -> None:
        """One game: the bot of each seat and the rank the game gave each seat."""
        for seat, (bot, rank) in enumerate(zip(seating, ranks)):
            self.played[bot][seat] += 1
            self.wins[bot][seat] += rank == 1
            self.placings[bot] += rank
        if len(seating) > 1:
            self._rate(seating, ranks)

    def _rate(self, seating: list[str], ranks: list[int]) -> None:
        # Every seat is a team of one, with a copy of its bot's rating (openskill
        # would tie one rating object in two seats together). A bot in several
        # seats gets the mean of its seats' new ratings.
        teams = [[self.model.rating(mu=self.ratings[bot].mu, sigma=self.ratings[bot].sigma)] for bot in seating]
        rated = self.model.rate(teams, ranks=list(ranks))
        for bot in set(seating):
            mine = [team[0] for team, name in zip(rated, seating) if name == bot]
            self.ratings[bot] = self.model.rating(name=bot, mu=sum(r.mu for r in mine) / len(mine),
                                                  sigma=sum(r.sigma for r in mine) / len(mine))

    def games(self, bot: str) -> int:
        return sum(self.played[bot])

    def win_rate(self, bot: str) -> float:
        return sum(self.wins[bot]) / max(1, self.games(bot))

    def leader(self) -> str:
        return max(self.bots, key=self.win_rate)

    def summary(self) -> dict:
        """Per bot: ``win_rate``, ``ci95`` ([low, high]), ``mean_rank``, ``rating`` (mu, sigma);
        per bot and seat: ``seat_win_rate``."""
        return {
            "win_rate": {b: self.win_rate(b) for b in self.bots},
            "ci95": {b: list(wilson(sum(self.wins[b]), self.games(b))) for b in self.bots},
            "mean_rank": {b: self.placings[b] / max(1, self.games(b)) for b in self.bots},
            "rating": {b: {"mu": self.ratings[b].mu, "sigma": self.ratings[b].sigma} for b in self.bots},
            "seat_win_rate": {b: [w / max(1, n) for w, n in zip(self.wins[b], self.played[b])]
                              for b in self.bots},
        }
