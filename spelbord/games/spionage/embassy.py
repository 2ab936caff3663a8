"""Phase 4, Ambassadmöte, in the rulebook's order a-d.

a. Reports: chosen in secret, laid out together; the best and second best move
   by the two numbers of the leading pawn's city.
b. Double agents steal one card of their choice from each report, the highest
   agent number first (unless caught, c).
c. Counter-espionage catches every Embassy double agent; each counter-spy moves
   as many spaces as its rank.
d. Caught agents go to prison, lowest number first; the agent pushed out of the
   last cell goes back to its owner.

All the movement of the phase is reckoned from the positions before it.
"""
from __future__ import annotations

from .actions import COUNTER, EMBASSY, REPORT
from .data import AGENT_COLOUR, CITIES, SEAT_KEYS, city_of
from .reports import rank_reports


class EmbassyMeeting:
    """The Embassy phase of :class:`~.state.SpionageState`."""

    def _embassy(self, events: list) -> list:
        plans, table, facedown = self.plans, self.table, self.facedown
        embassy = [s for s in range(self.players) if plans[s] == EMBASSY]
        if not embassy:
            return self._end_round(events)
        if [s for s in embassy if facedown[s] is not None]:
            for seat in embassy:
                self._lay(seat, facedown[seat])
                facedown[seat] = None
            events.append({"type": "action_cards", "cards": {SEAT_KEYS[s]: list(table[s]) for s in embassy}})
        reporters = [s for s in embassy if table[s] == REPORT]
        if reporters:
            self.phase = "report"
            self.open_secret("report", reporters)
            return events
        return self._resolve_embassy(events)

    def _resolve_embassy(self, events: list) -> list:
        """Phase 4a-d after the reports are on the table: all movement from the
        positions before the phase (SV: it all happens "at the same time")."""
        n = self.players
        before = list(self.pos)
        moves = [0] * n
        shown, plans, table = self.shown, self.plans, self.table
        reporters = [s for s in range(n) if shown[s] is not None]
        if reporters:
            _, _, first, second, _ = CITIES[city_of(max(before))]
            ranking = rank_reports({s: shown[s] for s in reporters})
            for seat, steps in zip(ranking, (first, second)):
                moves[seat] += steps
        agents, counters = [], []
        for s in range(n):
            if plans[s] == EMBASSY and (card := table[s]):
                if card[0] == "agent":
                    agents.append(s)
                elif card == COUNTER:
                    counters.append(s)
        caught = bool(agents and counters)
        if caught:
            for seat in counters:
                # competition ranking: tied pawns share the better rank (ruling A3)
                moves[seat] += 1 + sum(p > before[seat] for p in before)
        for seat in range(n):
            if moves[seat]:
                self.pos[seat] += moves[seat]
                events.append({"type": "moved", "seat": seat, "before": before[seat],
                               "after": self.pos[seat], "steps": moves[seat]})
        if caught:
            events += self._imprison(agents)
        elif agents and reporters:  # the ranking above: the reports have not changed
            for agent in sorted(agents, key=lambda s: self.table[s][1], reverse=True):
                for reporter in ranking:
                    self.steals.append([agent, reporter])
            if self._next_steal():
                return events
        return self._end_round(events)

    def _imprison(self, agents: list[int]) -> list:
        """Phase 4c/d: caught agents enter cell 1 lowest number first; the agent
        pushed out of the last cell goes free, back to its owner's hand."""
        events = []
        cells = self.players
        for seat in sorted(agents, key=lambda s: self.table[s][1]):
            number = self.table[seat][1]
            self.table[seat] = None
            self.prison.insert(0, number)
            events.append({"type": "caught", "seat": seat, "agent": number})
            if len(self.prison) > cells:
                freed = self.prison.pop()
                owner = AGENT_COLOUR[freed]
                self._return_card(owner, ("agent", freed))
                events.append({"type": "freed", "seat": owner, "agent": freed})
        return events

    def _next_steal(self) -> bool:
        """Drop steals from reports already emptied (ruling A12); True if one is pending."""
        while self.steals and not self.shown[self.steals[0][1]]:
            self.steals.pop(0)
        if self.steals:
            self.phase = "steal"
            return True
        return False

    def _steal(self, seat: int, card: int) -> list:
        reporter = self.steals.pop(0)[1]
        self.shown[reporter].remove(card)
        self.hands[reporter].remove(card)
        self.hands[seat].append(card)
        self.hands[seat].sort()
        events = [{"type": "stole", "seat": seat, "from": reporter, "card": card}]
        if self._next_steal():
            return events
        return self._end_round(events)
