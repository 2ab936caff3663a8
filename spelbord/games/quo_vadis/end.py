"""The end (SV "Spelets slut"), and the rulebook's proposals that touch it.

The game ends at once when the Senate holds five senators. Only a player with at
least one senator in the Senate can win; among those, the highest laurel value
wins, and a tie goes to whoever reached the Senate first (the Senate's seats are
filled in order, so the arrival order is recorded).

Proposals (SV "förslag"), as options:

* ``peek``: right after the first, second and third senator reach the Senate,
  everyone's laurels are shown (SV: any player may demand it; ruling L2: someone
  always does), and the table knows every pile from then on.
* ``consul``: the consul election, three rounds in a row. After each round the
  laurel total of every player with a senator in the Senate is noted (others
  note nothing; those noted count their tiles openly, ruling L3); the Senate's senators return to their owners; then, the
  leading player first and on clockwise, each player in turn takes one of his
  own senators off the board until nobody has more than two on it (ruling Q11).
  Players keep their laurel tiles; after the third round the highest sum of the
  three noted totals wins.
"""
from __future__ import annotations

from operator import mul

from .actions import REMOVE
from .board import BELOW_SENATE, SENATE, SENATORS, VALUE


class EndRules:
    """Arrivals in the Senate, the end of a round and of the game, the outcome."""

    def totals(self) -> list[int]:
        """Each player's laurel value."""
        return [sum(map(mul, VALUE, pile)) for pile in self.laurels]

    def _arrived(self, p: int) -> list[dict]:
        place = len(self.occ[SENATE])
        events = [{"type": "senate", "seat": p, "place": place}]
        if self.options["peek"] and place <= 3:
            self._show(range(self.players))
            events.append({"type": "peek", "after": place, "laurels": [list(pile) for pile in self.laurels],
                           "totals": self.totals()})
        return events

    def _senate_full(self, p: int) -> list[dict]:
        settled = self._settle_pledges()  # the turn ends with the game (or the round)
        senate = list(self.occ[SENATE])
        totals = self.totals()
        self.neg = None
        self.window = None
        self.last_senate = senate
        if not self.options["consul"]:
            self.phase = "over"
            return settled + [{"type": "game_end", "senate": senate, "totals": totals}]
        noted = [totals[s] if s in senate else 0 for s in range(self.players)]
        self._show(set(senate))  # counted at the table to be noted
        self.notes.append(noted)
        events = settled + [{"type": "consul_round_end", "round": self.round, "noted": noted, "senate": senate}]
        if self.round == 3:
            self.phase = "over"
            return events + [{"type": "game_end", "senate": senate, "totals": totals}]
        for s in senate:
            self.reserve[s] += 1
        self.occ[SENATE] = []
        self.round += 1
        self.ender = p
        overall = self.consul_totals()
        n = self.players
        leader = min(range(n), key=lambda s: (-overall[s], senate.index(s) if s in senate else n,
                                              (s - p - 1) % n))
        events.append({"type": "senate_returned", "senate": senate, "leader": leader})
        return events + self._next_remover(leader)

    def consul_totals(self) -> list[int]:
        """The sum of the noted totals so far (consul election)."""
        return [sum(noted[s] for noted in self.notes) for s in range(self.players)]

    def on_board(self, s: int) -> int:
        return SENATORS - self.reserve[s]

    def _next_remover(self, start: int) -> list[dict]:
        n = self.players
        for i in range(n):
            s = (start + i) % n
            if self.on_board(s) > 2:
                self.phase = "remove"
                self.remover = s
                return []
        self.remover = None
        self.turn = (self.ender + 1) % n
        self.turn_count += 1
        self.tried = []
        self.phase = "turn"
        return [{"type": "consul_round", "round": self.round, "start": self.turn}]

    def _remove_actions(self, s: int) -> list[tuple]:
        occ = self.occ
        return [REMOVE[c] for c in BELOW_SENATE if s in occ[c]]

    def _do_remove(self, s: int, action: tuple) -> list[dict]:
        c = action[1]
        self.occ[c].remove(s)
        self.reserve[s] += 1
        return [{"type": "remove", "seat": s, "committee": c}] + self._next_remover((s + 1) % self.players)

    def _outcome(self) -> dict | None:
        if self.phase != "over":
            return None
        n = self.players
        senate = self.last_senate
        arrival = [senate.index(s) if s in senate else n + 5 for s in range(n)]
        if self.options["consul"]:
            scores = self.consul_totals()
            keys = [(-scores[s], arrival[s]) for s in range(n)]
            ranks = [1 + sum(k < keys[s] for k in keys) for s in range(n)]
            return {"scores": scores, "ranks": ranks, "senate": senate, "notes": [list(x) for x in self.notes]}
        scores = self.totals()
        eligible = [s in senate for s in range(n)]
        keys = [(not eligible[s], -scores[s], arrival[s] if eligible[s] else 0) for s in range(n)]
        ranks = [1 + sum(k < keys[s] for k in keys) for s in range(n)]
        return {"scores": scores, "ranks": ranks, "senate": senate, "in_senate": eligible}
