"""A game of Spionage! in progress: set-up, the four phases of a round, the end.

A round (SV, "Hur spelet går till"):

1. every player chooses a planning card in secret (Hemligt Uppdrag or
   Ambassadmöte); they are revealed together;
2. every player chooses an action card in secret;
3. the Secret Mission players reveal and resolve: bribes (the highest takes one
   of the visible secret cards), then double agents (a lone one steals the
   winning bribe);
4. the Embassy players reveal and resolve, in the order a-d: reports (chosen in
   secret, revealed together; the two best move), double agents (steal one card
   from each report, highest number first), counter-espionage (catches every
   Embassy agent; each counter-spy moves by its rank), prison.

Then all cards on the table go back to their owners. When a pawn has reached the
International Summit the round is finished, everybody's best final report
scores +8/+4, and the pawn furthest forward wins.

Two players play one of two variants: *surprise* (planning and action card in one
secret choice) or *confrontation* (rounds alternate forced Secret Mission and
forced Embassy; only the action card is chosen).

Positions: ``pos[seat]`` counts spaces from Stockholm (0); ``SUMMIT`` and beyond
is the summit. Secret cards are named by their pages; bribes by their amount;
agents by their number (all distinct, see data.py).
"""
from __future__ import annotations

from spelbord.engine import State

from .data import (AGENT_COLOUR, AGENTS, ALL_CARDS, BRIBES, CARD_LETTER, CITIES, FINAL_BONUS, HAND_SIZE,
                   SUMMIT, city_of)
from .reports import best_report, can_report, open_letters, is_report, rank_reports, strength

MISSION, EMBASSY = "mission", "embassy"
REPORT, COUNTER, PASS, DONE = ("report",), ("counter",), ("pass",), ("done",)
PLAN_ACTIONS = (("plan", MISSION), ("plan", EMBASSY))


class SpionageState(State):
    """The position: pawns, hands, the two piles, the bank, the prison, the table."""

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        variant = options.get("variant", "auto")
        if players > 2:
            self.mode = "standard"
        else:
            self.mode = "confrontation" if variant == "confrontation" else "surprise"
        # Set-up (SV "Förberedelserna"): 4 secret cards each, the rest in two
        # face-up piles of about equal size (the top is the last element).
        deck = list(ALL_CARDS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[HAND_SIZE * s:HAND_SIZE * s + HAND_SIZE]) for s in range(players)]
        rest = deck[HAND_SIZE * players:]
        half = (len(rest) + 1) // 2
        self.piles = [rest[:half], rest[half:]]
        #: secret cards whose place everybody knows (taken from a pile or shown in a report)
        self.known = set()
        self.bribes = [list(BRIBES[s]) for s in range(players)]
        self.agents = [list(AGENTS[s]) for s in range(players)]
        self.pos = [0] * players
        self.plans = [None] * players      # revealed planning cards
        self.table = [None] * players      # revealed action cards lying on the table
        self.facedown = [None] * players   # chosen Embassy action cards not yet revealed
        self.shown = [None] * players      # this round's reports
        self.bank = []                     # the Swiss bank account
        self.prison = []                   # agent numbers, cell 1 first
        self.round = 1
        self.phase = "plan"
        self.won_bribe = None              # (seat, amount) of this round's winning bribe
        self.taker = None
        self.steals = []                   # pending [agent seat, reporter seat]
        self.final = None                  # final reports, once the game is over
        self._mission_seats = []
        self._revealing = None             # the kind of the secret step being revealed
        self._start_round()

    # ===== the round ===========================================================
    def _start_round(self) -> None:
        n = self.players
        self.won_bribe = None
        if self.mode == "standard":
            self.phase = "plan"
            self.open_secret("plan", range(n))
        elif self.mode == "surprise":
            self.phase = "plan"
            self.open_secret("plan_action", range(n))
        else:
            # Confrontation: odd rounds Secret Mission, even rounds Embassy (ruling A13);
            # with both piles empty, the Embassy for good.
            plan = MISSION if self.round % 2 == 1 and self._piles_left() else EMBASSY
            self.plans = [plan] * n
            self.phase = "action"
            self.open_secret("action", range(n))

    def _piles_left(self) -> bool:
        return bool(self.piles[0] or self.piles[1])

    def can_mission(self, seat: int) -> bool:
        """Secret Mission needs a card on the piles and a bribe or a free agent (ruling A7)."""
        return self._piles_left() and bool(self.bribes[seat] or self.agents[seat])

    def _plan_options(self, seat: int) -> list:
        if self.can_mission(seat):
            return list(PLAN_ACTIONS)
        return [PLAN_ACTIONS[1]]

    def _action_options(self, seat: int, plan: str) -> list:
        if plan == MISSION:
            legal = [("bribe", a) for a in sorted(self.bribes[seat])]
            legal += [("agent", a) for a in sorted(self.agents[seat])]
            return legal or [PASS]
        legal = [REPORT] if can_report(self.hands[seat]) else []
        legal += [("agent", a) for a in sorted(self.agents[seat])]
        legal.append(COUNTER)
        return legal

    # ----- the engine's hooks -------------------------------------------------
    def _actors(self) -> list[int]:
        if self.phase == "take":
            return [self.taker]
        if self.phase == "steal":
            return [self.steals[0][0]]
        return []

    def _legal(self, seat: int) -> list:
        step = self.secret
        if step is not None:
            kind = step.kind
            if kind == "plan":
                return self._plan_options(seat)
            if kind == "action":
                return self._action_options(seat, self.plans[seat])
            if kind == "plan_action":
                picks = step.picks[seat]
                if not picks:
                    return self._plan_options(seat)
                return self._action_options(seat, picks[0][1])
            return self._report_options(seat, step.picks[seat])
        if self.phase == "take":
            return [("take", i) for i in (0, 1) if self.piles[i]]
        if self.phase == "steal":
            return [("steal", c) for c in sorted(self.shown[self.steals[0][1]])]
        return []

    def _report_options(self, seat: int, picks: list) -> list:
        shown = [a[1] for a in picks]
        hand = self.hands[seat]
        open_ = open_letters(hand, shown)
        legal = [("show", c) for c in hand if open_[CARD_LETTER[c]] and c not in shown]
        if len(shown) >= 3 and is_report(shown):
            legal.append(DONE)
        return legal

    def _secret_complete(self, seat: int, picks: list) -> bool:
        kind = self.secret.kind
        if kind == "plan_action":
            return len(picks) == 2
        if kind == "report":
            return picks[-1] == DONE
        return True

    def _reveal(self, picks: dict) -> list:
        step_kind = self._revealing
        if step_kind == "plan":
            self.plans = [picks[s][0][1] for s in range(self.players)]
            events = [{"type": "plans", "plans": list(self.plans)}]
            self.phase = "action"
            self.open_secret("action", range(self.players))
            return events
        if step_kind == "plan_action":
            self.plans = [picks[s][0][1] for s in range(self.players)]
            cards = {s: picks[s][1] for s in range(self.players)}
            events = [{"type": "plans", "plans": list(self.plans)}]
            return events + self._secret_mission(cards, reveal_all=True)
        if step_kind == "action":
            return self._secret_mission({s: picks[s][0] for s in range(self.players)}, reveal_all=False)
        # reports
        for seat, seat_picks in picks.items():
            self.shown[seat] = [a[1] for a in seat_picks if a[0] == "show"]
            self.known.update(self.shown[seat])
        events = [{"type": "reports", "reports": {str(s): sorted(self.shown[s]) for s in picks}}]
        return events + self._resolve_embassy()

    def _secret_pick(self, seat, action):
        # Remember which step is being revealed: the engine clears ``secret``
        # before it calls ``_reveal``.
        self._revealing = self.secret.kind
        return super()._secret_pick(seat, action)

    def _apply(self, seat: int, action: tuple) -> list:
        if self.phase == "take":
            return self._take(seat, action[1]) + self._mission_agents()
        return self._steal(seat, action[1])

    # ===== phase 3: Hemligt Uppdrag ============================================
    def _lay(self, seat: int, card: tuple) -> None:
        """Move an action card from the hand onto the table, face up."""
        if card[0] == "bribe":
            self.bribes[seat].remove(card[1])
        elif card[0] == "agent":
            self.agents[seat].remove(card[1])
        self.table[seat] = card

    def _secret_mission(self, cards: dict, reveal_all: bool) -> list:
        events = []
        mission = [s for s in range(self.players) if self.plans[s] == MISSION]
        for seat, card in cards.items():
            if reveal_all or seat in mission:
                if card != PASS:
                    self._lay(seat, card)
            else:
                self.facedown[seat] = card
        if reveal_all:
            events.append({"type": "action_cards", "cards": {str(s): list(cards[s]) for s in cards}})
        elif mission:
            events.append({"type": "action_cards", "cards": {str(s): list(cards[s]) for s in mission}})
        self._mission_seats = mission
        bids = [(self.table[s][1], s) for s in mission if self.table[s] and self.table[s][0] == "bribe"]
        if bids:
            amount, winner = max(bids)
            self.table[winner] = None
            self.bank.append(amount)
            self.won_bribe = (winner, amount)
            events.append({"type": "bribe_won", "seat": winner, "amount": amount})
            if self.piles[0] and self.piles[1]:
                self.phase = "take"
                self.taker = winner
                return events
            events += self._take(winner, 0 if self.piles[0] else 1)
        return events + self._mission_agents()

    def _take(self, seat: int, pile: int) -> list:
        card = self.piles[pile].pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()
        self.known.add(card)
        self.taker = None
        return [{"type": "took", "seat": seat, "card": card, "pile": pile}]

    def _mission_agents(self) -> list:
        """Phase 3b: a lone Secret Mission agent steals the bribe just banked."""
        events = []
        agents = [s for s in self._mission_seats if self.table[s] and self.table[s][0] == "agent"]
        if len(agents) == 1 and self.won_bribe is not None:
            thief = agents[0]
            victim, amount = self.won_bribe
            self.bank.remove(amount)
            self.bribes[thief].append(amount)
            events.append({"type": "bribe_stolen", "seat": thief, "from": victim, "amount": amount})
        elif agents:
            events.append({"type": "agents_failed", "seats": agents})
        return events + self._embassy()

    # ===== phase 4: Ambassadmöte ===============================================
    def _embassy(self) -> list:
        embassy = [s for s in range(self.players) if self.plans[s] == EMBASSY]
        if not embassy:
            return self._end_round()
        events = []
        if any(self.facedown[s] is not None for s in embassy):
            for seat in embassy:
                self._lay(seat, self.facedown[seat])
                self.facedown[seat] = None
            events.append({"type": "action_cards", "cards": {str(s): list(self.table[s]) for s in embassy}})
        reporters = [s for s in embassy if self.table[s] == REPORT]
        if reporters:
            self.phase = "report"
            self.open_secret("report", reporters)
            return events
        return events + self._resolve_embassy()

    def _resolve_embassy(self) -> list:
        """Phase 4a-d after the reports are on the table: all movement from the
        positions before the phase (SV: it all happens "at the same time")."""
        n = self.players
        before = list(self.pos)
        moves = [0] * n
        events = []
        reporters = [s for s in range(n) if self.shown[s] is not None]
        if reporters:
            _, _, first, second, _ = CITIES[city_of(max(before))]
            ranking = rank_reports({s: self.shown[s] for s in reporters})
            for seat, steps in zip(ranking, (first, second)):
                moves[seat] += steps
        embassy = [s for s in range(n) if self.plans[s] == EMBASSY]
        agents = [s for s in embassy if self.table[s] and self.table[s][0] == "agent"]
        counters = [s for s in embassy if self.table[s] == COUNTER]
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
        elif agents and reporters:
            ranking = rank_reports({s: self.shown[s] for s in reporters})
            for agent in sorted(agents, key=lambda s: self.table[s][1], reverse=True):
                for reporter in ranking:
                    self.steals.append([agent, reporter])
            if self._next_steal():
                return events
        return events + self._end_round()

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
                self.agents[owner].append(freed)
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
        return events + self._end_round()

    # ===== end of the round, end of the game ===================================
    def _end_round(self) -> list:
        for seat in range(self.players):
            card = self.table[seat]
            if card is not None:
                if card[0] == "bribe":
                    self.bribes[seat].append(card[1])
                elif card[0] == "agent":
                    self.agents[seat].append(card[1])
        n = self.players
        self.table = [None] * n
        self.shown = [None] * n
        self.plans = [None] * n
        self.steals = []
        events = [{"type": "round_over", "round": self.round}]
        if max(self.pos) >= SUMMIT:
            return events + self._finish()
        self.round += 1
        self._start_round()
        return events

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

    # ===== what each seat sees =================================================
    def _view(self, seat):
        n = self.players
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
            "known_cards": [sorted(c for c in h if c in self.known) for h in self.hands],
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

    def _explain_illegal(self, seat, action, legal) -> str:
        """Why an action is refused, in the rulebook's terms."""
        kind = action[0] if action else None
        step = self.secret.kind if self.secret is not None else self.phase
        if action in PLAN_ACTIONS and legal and legal[0][0] == "plan":
            if not self._piles_left():
                return "both Top Secret piles are empty: Secret Mission is no longer possible"
            return "a Secret Mission needs a bribe or a double agent that is not in prison"
        if step in ("action", "plan_action") and legal and legal[0][0] != "plan":
            plan = self.plans[seat] or self.secret.picks[seat][0][1]
            if action == COUNTER and plan == MISSION:
                return "counter-espionage cannot be used on a Secret Mission"
            if action == REPORT and plan == MISSION:
                return "a report is made at the Embassy, not on a Secret Mission"
            if action == REPORT:
                return "you cannot form a report (three or more secret cards in an unbroken run of letters)"
            if kind == "bribe" and plan == EMBASSY:
                return "bribes are played on a Secret Mission, not at the Embassy"
            if kind in ("bribe", "agent"):
                return f"you do not hold that {kind} card in your hand"
        if step == "report":
            if action == DONE:
                return "the cards shown are not a report yet (three or more, no gap in the letters)"
            if kind == "show":
                return "that card is not in your hand, already shown, or cannot be part of a report with those shown"
        if step == "take" and kind == "take":
            return "that pile is empty"
        if step == "steal" and kind == "steal":
            return "steal one of the cards shown in the report"
        return super()._explain_illegal(seat, action, legal)

    # ===== conservation ========================================================
    def check_invariants(self) -> None:
        cards = [c for h in self.hands for c in h] + self.piles[0] + self.piles[1]
        assert len(cards) == 45 and len(set(cards)) == 45, "secret cards lost or duplicated"
        n = self.players
        bribes = [b for h in self.bribes for b in h] + self.bank
        agents = [a for h in self.agents for a in h] + self.prison
        for card in self.table:
            if card is not None:
                if card[0] == "bribe":
                    bribes.append(card[1])
                elif card[0] == "agent":
                    agents.append(card[1])
        assert sorted(bribes) == sorted(b for row in BRIBES[:n] for b in row), "bribes not conserved"
        assert sorted(agents) == sorted(a for row in AGENTS[:n] for a in row), "agents not conserved"
        assert len(self.prison) <= n
        for s in range(n):
            down = self.facedown[s]
            if down is not None:
                assert self.table[s] is None
                if down[0] == "bribe":
                    assert down[1] in self.bribes[s]
                elif down[0] == "agent":
                    assert down[1] in self.agents[s]
            if self.shown[s] is not None:
                assert set(self.shown[s]) <= set(self.hands[s])
