"""The end of a round, and of the game (SV "En omgång avslutas", "Slutet på partiet").

When a pawn has reached the International Summit the round is played out, then
everybody makes the best final report the hand allows: the best moves 8 spaces,
the second best 4. The pawn furthest forward wins; on the same place the better
final report.
"""
from __future__ import annotations

from bisect import insort

from .data import FINAL_BONUS, SUMMIT
from .reports import best_report, rank_reports, strength


class Ending:
    """The end of a round and of the game, for :class:`~.state.SpionageState`."""

    def _end_round(self, events: list) -> list:
        """The cards on the table back to their owners (as _return_card does), then the
        next round or the end; ``events`` (the round's so far) extended and returned."""
        n = self.players
        bribes, agents = self.bribes, self.agents
        for seat, card in enumerate(self.table):
            if card is not None:
                kind = card[0]
                if kind == "bribe":
                    insort(bribes[seat], card[1])
                elif kind == "agent":
                    insort(agents[seat], card[1])
        self.table = [None] * n
        self.shown = [None] * n
        self.plans = [None] * n
        self.steals = []
        events.append({"type": "round_over", "round": self.round})
        table = self._public_table()
        self.quiet_rounds = self.quiet_rounds + 1 if table == self._table_before else 0
        self._table_before = table
        if max(self.pos) >= SUMMIT:
            events += self._finish()
            return events
        self.round += 1
        self._start_round()
        return events

    def _public_table(self) -> tuple:
        """What everybody sees of the position between rounds, as one flat tuple: the
        pawns, the sizes of the hands and of each seat's bribes and free agents, the
        bank, the prison and the piles' sizes (a card, bribe or agent changes hands
        only by changing one of these). The game ends only when a pawn reaches the
        Summit (SV l.221), so rounds in which none of this changes could go on for
        ever; the search bots read the count of such rounds (``quiet_rounds``) to
        break a stand-off."""
        piles = self.piles
        return (*self.pos, *map(len, self.hands), *map(len, self.bribes), *map(len, self.agents),
                *self.bank, -1, *self.prison, len(piles[0]), len(piles[1]))

    def _finish(self) -> list:
        """The end (SV "Slutet på partiet"): everybody's best final report, +8/+4."""
        self.phase = "over"
        self.final = [best_report(hand) for hand in self.hands]
        for report in self.final:
            if report:
                self.known.update(report)
        reporters = [s for s in range(self.players) if self.final[s]]
        ranking = rank_reports({s: self.final[s] for s in reporters})
        events = [{"type": "final_reports", "reports": [r and list(r) for r in self.final]}]
        for seat, bonus in zip(ranking, FINAL_BONUS):
            before = self.pos[seat]
            self.pos[seat] += bonus
            events.append({"type": "moved", "seat": seat, "before": before, "after": self.pos[seat], "steps": bonus})
        outcome = self._outcome()
        events.append({"type": "game_over", "winners": [s for s, r in enumerate(outcome["ranks"]) if r == 1]})
        return events

    def _outcome(self):
        if self.phase != "over":
            return None
        keys = [(self.pos[s], strength(self.final[s] or [])) for s in range(self.players)]
        ranks = [1 + sum(k > keys[s] for k in keys) for s in range(self.players)]
        return {"scores": list(self.pos), "ranks": ranks,
                "final_reports": [r and list(r) for r in self.final]}
