"""What each seat may know: its view of the table, and re-dealing the rest.

Public: pawns, the piles' top cards and sizes, the bank, the prison, planning
cards and action cards once revealed, reports, every seat's bribes and free
agents (all their moves are public), hand sizes, and the secret cards whose
place everybody knows. Private: one's own secret cards and face-down card.
"""
from __future__ import annotations

from .actions import EMBASSY, REPORT
from .reports import can_report


class Knowledge:
    """Views and determinization for :class:`~.state.SpionageState`."""

    def _view(self, seat):
        known = self.known
        view = {
            "mode": self.mode,
            "round": self.round,
            "phase": self.phase,
            "positions": list(self.pos),
            "piles": [p[-1] if p else None for p in self.piles],
            "pile_sizes": [len(p) for p in self.piles],
            "bank": list(self.bank),
            "prison": list(self.prison),
            "plans": list(self.plans),
            "table": [list(c) if c else None for c in self.table],
            "facedown": [c is not None for c in self.facedown],
            "reports": [sorted(r) if r is not None else None for r in self.shown],
            "bribes": [sorted(b) for b in self.bribes],
            "agents": [sorted(a) for a in self.agents],
            "hand_sizes": [len(h) for h in self.hands],
            "known_cards": [sorted([c for c in h if c in known]) for h in self.hands],
            "taker": self.taker,
            "steal": list(self.steals[0]) if self.phase == "steal" else None,
            "final_reports": [r and list(r) for r in self.final] if self.final else None,
        }
        if seat is not None:
            view["hand"] = list(self.hands[seat])
            card = self.facedown[seat]
            view["my_facedown"] = list(card) if card else None
        return view

    def _redeal(self, seat, rng) -> None:
        """Re-deal the secret cards ``seat`` has never seen placed, and re-choose the
        others' face-down Embassy cards.

        Secret cards leave a hand only by being shown and stolen, and enter one
        only from a face-up pile or by a public steal; so every card that was ever
        taken from a pile or shown in a report has a place everybody knows
        (``known``). The rest (the others' cards from the deal, never shown, and
        the piles below their top cards) is shuffled and dealt back into the same
        places. A seat that has revealed its Report card but not yet shown the
        report must keep a valid report: such deals are drawn again.
        """
        others = [s for s in range(self.players) if s != seat]
        slots = []  # (seat or pile marker, count)
        pool = []
        for s in others:
            hidden = [c for c in self.hands[s] if c not in self.known]
            pool += hidden
            slots.append(("hand", s, len(hidden)))
        for i, pile in enumerate(self.piles):
            if len(pile) > 1:
                pool += pile[:-1]
                slots.append(("pile", i, len(pile) - 1))
        must_report = [s for s in others if self.table[s] == REPORT and self.shown[s] is None]
        original_hands = [list(h) for h in self.hands]
        original_piles = [list(p) for p in self.piles]
        pool.sort()  # the deal may depend on what the seat knows, never on the true order
        for _ in range(100):
            rng.shuffle(pool)
            at = 0
            for kind, where, count in slots:
                part = pool[at:at + count]
                at += count
                if kind == "hand":
                    self.hands[where] = sorted([c for c in original_hands[where] if c in self.known] + part)
                else:
                    self.piles[where] = part + [original_piles[where][-1]]
            if all(can_report(self.hands[s]) for s in must_report):
                break
        else:  # keep the true deal: it is one the seat cannot tell apart either
            self.hands = original_hands
            self.piles = original_piles
        for s in others:
            if self.facedown[s] is not None:
                self.facedown[s] = rng.choice(self._action_options(s, EMBASSY))
