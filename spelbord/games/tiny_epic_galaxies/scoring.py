"""Spielende, Geheimaufträge und Schlusswertung: the end of the game.

When a galaxy reaches 21 points (colonies + empire level; missions do not
count) the round is played to its end: the game ends just before the first
player would start again. Then the secret missions are revealed and scored,
and the most points wins; ties go to the most colonies, then the highest
empire level, then the most energy + culture; then the win is shared.

Solo: no missions and no round completion: the player wins at once with 21
points; the rogue wins at once with 21 points or on reaching the skull.
"""
from __future__ import annotations

from . import data
from .data import DIPLOMACY, ECONOMY, PLANETS

HOME = -1


class Scoring:
    def check_points(self, owner: int, points: int | None = None) -> None:
        """Called whenever a galaxy's points may have risen (``points``: its points now)."""
        if points is None:
            points = self.points(owner)
        if self.solo:
            if owner == self.rogue and self.level[owner] >= data.ROGUE_SKULL:
                self.finish_solo("rogue", "skull")
            elif points >= data.WIN_POINTS:
                self.finish_solo("rogue" if owner == self.rogue else "player", "points")
            return
        if not self.ending and points >= data.WIN_POINTS:
            self.ending = True
            self.elder = owner
            self.events.append({"type": "last_round", "seat": owner, "points": points})

    def finish_solo(self, winner: str, how: str) -> None:
        won = winner == "player"
        self.result = {"scores": [self.points(0)], "ranks": [1 if won else 2],
                       "rogue_points": self.points(self.rogue), "winner": winner, "how": how}
        self.stack = []
        self.events.append({"type": "game_over", "winner": winner, "how": how})

    def mission_met(self, seat: int) -> int:
        """The bonus points ``seat``'s secret mission earns now (0 if not met)."""
        mission = data.MISSIONS[self.mission[seat]]
        kind = mission.kind
        seats = range(self.players)
        measures = {
            "most_culture": lambda s: self.res[s][1],
            "most_energy": lambda s: self.res[s][0],
            "most_colonies": lambda s: len(self.colonies[s]),
            "fewest_colonies": lambda s: -len(self.colonies[s]),
            "most_diplomacy": lambda s: sum(PLANETS[p].track == DIPLOMACY for p in self.colonies[s]),
            "most_economy": lambda s: sum(PLANETS[p].track == ECONOMY for p in self.colonies[s]),
        }
        if kind in measures:
            measure = measures[kind]
            mine = measure(seat)
            best = max(measure(s) for s in seats)
            if mine < best:
                return 0
            tied = sum(measure(s) == best for s in seats) > 1
            return mission.tied_points if tied else mission.points
        colonies = self.colonies[seat]
        met = {
            "equal_tracks": lambda: sum(PLANETS[p].track == DIPLOMACY for p in colonies)
            == sum(PLANETS[p].track == ECONOMY for p in colonies),
            "triggered_end": lambda: self.elder == seat,
            "hoard": lambda: self.res[seat][0] >= 3 and self.res[seat][1] >= 3,
            "top_level": lambda: self.level[seat] == data.EMPIRE_TOP,
            "all_home": lambda: all(loc == HOME for loc in self.ships[seat]),
            "none_home": lambda: HOME not in self.ships[seat],
        }[kind]()
        return mission.points if met else 0

    def finish(self) -> None:
        bonus = [self.mission_met(s) for s in range(self.players)]
        scores = [self.points(s) + bonus[s] for s in range(self.players)]
        keys = [(scores[s], len(self.colonies[s]), self.level[s], sum(self.res[s])) for s in range(self.players)]
        ranks = [1 + sum(other > key for other in keys) for key in keys]
        self.result = {"scores": scores, "ranks": ranks, "mission_points": bonus,
                       "missions": list(self.mission)}
        self.stack = []
        self.events.append({"type": "game_over", "scores": scores, "missions": list(self.mission),
                            "mission_points": bonus})
