"""Phase 3, Hemligt Uppdrag: bribes and double agents on a Secret Mission.

a. The highest bribe goes to the Swiss bank account and its owner takes one of
   the visible secret cards (a choice of its own while both piles last); lower
   bribes go back to their owners.
b. A double agent steals the bribe just banked, if it is the only Secret Mission
   agent of the round; several agents all fail; with no bribe it fails too.
"""
from __future__ import annotations

from .actions import MISSION
from .data import SEAT_KEYS


class SecretMission:
    """The Secret Mission phase of :class:`~.state.SpionageState`."""

    def _lay(self, seat: int, card: tuple) -> None:
        """Move an action card from the hand onto the table, face up."""
        if card[0] == "bribe":
            self.bribes[seat].remove(card[1])
        elif card[0] == "agent":
            self.agents[seat].remove(card[1])
        self.table[seat] = card

    def _secret_mission(self, cards: list, reveal_all: bool) -> list:
        """Phase 3 with every seat's action card (``cards[seat]``): all shown at once
        (``reveal_all``, the surprise variant) or only the Secret Mission ones, the
        Embassy ones kept face down until phase 4."""
        plans, table, bribes, agents = self.plans, self.table, self.bribes, self.agents
        mission, bids = [], []
        for seat, card in enumerate(cards):
            kind = card[0]
            if plans[seat] == MISSION:
                mission.append(seat)
                if kind == "bribe":
                    bids.append((card[1], seat))
            elif not reveal_all:
                self.facedown[seat] = card
                continue
            # laid on the table face up, as _lay does
            if kind == "bribe":
                bribes[seat].remove(card[1])
            elif kind == "agent":
                agents[seat].remove(card[1])
            elif kind == "pass":
                continue
            table[seat] = card
        shown = range(len(cards)) if reveal_all else mission
        events = [{"type": "action_cards", "cards": {SEAT_KEYS[s]: list(cards[s]) for s in shown}}] if shown else []
        self._mission_seats = mission
        if bids:
            amount, winner = max(bids)
            table[winner] = None
            self.bank.append(amount)
            self.won_bribe = (winner, amount)
            events.append({"type": "bribe_won", "seat": winner, "amount": amount})
            if self.piles[0] and self.piles[1]:
                self.phase = "take"
                self.taker = winner
                return events
            events += self._take(winner, 0 if self.piles[0] else 1)
        return self._mission_agents(events)

    def _take(self, seat: int, pile: int) -> list:
        card = self.piles[pile].pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self.known.add(card)
        self.taker = None
        return [{"type": "took", "seat": seat, "card": card, "pile": pile}]

    def _mission_agents(self, events: list) -> list:
        """Phase 3b: a lone Secret Mission agent steals the bribe just banked.

        Here and in the phases after it, ``events`` are the round's so far: extended
        and handed on."""
        table = self.table
        agents = [s for s in self._mission_seats if (card := table[s]) and card[0] == "agent"]
        if len(agents) == 1 and self.won_bribe is not None:
            thief = agents[0]
            victim, amount = self.won_bribe
            self.bank.remove(amount)
            self._return_card(thief, ("bribe", amount))
            events.append({"type": "bribe_stolen", "seat": thief, "from": victim, "amount": amount})
        elif agents:
            events.append({"type": "agents_failed", "seats": agents})
        return self._embassy(events)
