"""Deals about something other than permission: a laurel for keeping Caesar away.

SV l.109: "Man kan förhandla om nästan allt ... 'Ger du mig ett lagerbärsblad om
jag inte placerar Caesar framför detta gremium?'" and l.113: "Avtal som sluts och
ska följas inom ett 'drag' i spelet måste hållas."

Before his action the player whose turn it is may ask another player
``("ask", s, c)``: a laurel if he does not put Caesar in front of committee ``c``
(on a road out of it) this turn. The asked player answers with ``("pledge", k)``,
laying a tile of kind ``k`` from his pile on the table, or ``("refuse",)``. The
deal is kept within the turn, so the engine enforces it: when the turn ends the
tile goes to the mover if Caesar is not in front of ``c``, and back to its owner
otherwise. Each player may be asked once a turn, which keeps every turn finite.
"""
from __future__ import annotations

from .actions import ASK, PLEDGE, REFUSE
from .board import CAESAR_COMMITTEES, ROAD_FROM

_KINDS = range(6)
#: Caesar in front of a committee -> per seat, the asks about every other committee, in order
_ASKS_AWAY_FROM = {front: tuple(tuple(ASK[(s, c)] for c in CAESAR_COMMITTEES if c != front) for s in range(5))
                   for front in CAESAR_COMMITTEES}


class PledgeRules:
    """Asking for a laurel against a promise about Caesar, and settling it."""

    def _add_asks(self, m: int, actions: list) -> None:
        """Add to ``actions`` the asks ``m`` may make: each seat not asked yet that holds a tile."""
        asks = _ASKS_AWAY_FROM[ROAD_FROM[self.caesar]]
        laurels, asked = self.laurels, self.asked
        for s in range(self.players):
            if s != m and s not in asked and any(laurels[s]):  # holds a tile (counts are never negative)
                actions += asks[s]

    def _do_ask(self, m: int, action: tuple) -> list[dict]:
        _, s, c = action
        self.asked.append(s)
        self.ask = {"mover": m, "of": s, "committee": c}
        self.phase = "pledge"
        return [{"type": "ask", "seat": m, "of": s, "committee": c}]

    def _pledge_actions(self, s: int) -> list[tuple]:
        mine = self.laurels[s]
        return [*(PLEDGE[k] for k in _KINDS if mine[k]), REFUSE]

    def _do_pledge(self, s: int, action: tuple) -> list[dict]:
        ask, kind = self.ask, action[1]
        self.laurels[s][kind] -= 1  # laid on the table, in everyone's sight
        known = self.known[s]
        known[kind] = max(0, known[kind] - 1)
        self.pledges.append({"payer": s, "mover": ask["mover"], "laurel": kind, "committee": ask["committee"]})
        self.ask = None
        self.phase = "turn"
        return [{"type": "pledge", "seat": s, "mover": ask["mover"], "laurel": kind, "committee": ask["committee"]}]

    def _decline_pledge(self, s: int) -> list[dict]:
        ask = self.ask
        self.ask = None
        self.phase = "turn"
        return [{"type": "pledge_refused", "seat": s, "mover": ask["mover"], "committee": ask["committee"]}]

    def _settle_pledges(self) -> list[dict]:
        """At the end of the turn: each pledged laurel to the mover if Caesar kept away, else back."""
        events = []
        in_front = ROAD_FROM[self.caesar]
        for pledge in self.pledges:
            kept = pledge["committee"] != in_front
            self._gain(pledge["mover"] if kept else pledge["payer"], pledge["laurel"])
            events.append({"type": "pledge_paid" if kept else "pledge_void", **pledge})
        self.pledges = []
        self.asked = []
        return events
