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

The phases live in :mod:`.mission`, :mod:`.embassy` and :mod:`.ending`, what
each seat may know in :mod:`.knowledge`.

Positions: ``pos[seat]`` counts spaces from Stockholm (0); ``SUMMIT`` and beyond
is the summit. Secret cards are named by their pages; bribes by their amount;
agents by their number (all distinct, see data.py).
"""
from __future__ import annotations

from bisect import insort
from functools import lru_cache

from spelbord.engine import State

from .actions import AGENT_CARD, BRIBE_CARD, COUNTER, DONE, EMBASSY, MISSION, PASS, PLAN_ACTIONS, REPORT, SHOW
from .data import AGENTS, ALL_CARDS, BRIBES, HAND_SIZE, SEAT_KEYS
from .embassy import EmbassyMeeting
from .ending import Ending
from .knowledge import Knowledge
from .mission import SecretMission
from .reports import is_report, report_cards


class SpionageState(SecretMission, EmbassyMeeting, Ending, Knowledge, State):
    """The position: pawns, hands, the two piles, the bank, the prison, the table."""

    #: nothing outside the secret choices may be taken back (docs/api.md, Undo; a pick
    #: inside a choice still open may): taking "ett av de två Hemliga Kort som ligger
    #: överst" (SV l.112) turns up the next card of the pile, kept out of sight below,
    #: and a steal moves a secret card into a hand.
    TAKE_BACK = frozenset()
    # what clone copies with slices: per seat, a card, a count or a pawn's place
    _flat_fields = State._flat_fields | {"pos", "plans", "table", "facedown", "bank", "prison",
                                         "_mission_seats"}
    _nested_fields = frozenset({"hands", "piles", "bribes", "agents"})

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
        # each seat's bribes and free agents, in order (see _return_card)
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
        #: rounds in a row at whose end the table stood as at the round before's (see
        #: Ending._end_round): public, since only public things are compared
        self.quiet_rounds = 0
        self._table_before = None
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

    def _plan_options(self, seat: int) -> list:
        """Secret Mission needs a card on the piles and a bribe or a free agent (ruling A7)."""
        piles = self.piles
        if (piles[0] or piles[1]) and (self.bribes[seat] or self.agents[seat]):
            return list(PLAN_ACTIONS)
        return [PLAN_ACTIONS[1]]

    def _action_options(self, seat: int, plan: str) -> list:
        agents = [AGENT_CARD[a] for a in self.agents[seat]]  # bribes and agents are kept in order
        if plan == MISSION:
            legal = [BRIBE_CARD[a] for a in self.bribes[seat]] + agents
            return legal or [PASS]
        # the hand holds a report if any card may begin one (the same as can_report)
        legal = [REPORT] if _shows(tuple(self.hands[seat]), None) else []
        legal += agents
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
            kind = self._revealing
            if kind == "plan":
                return self._plan_options(seat)
            if kind == "action":
                return self._action_options(seat, self.plans[seat])
            picks = step.picks[seat]
            if kind == "report":
                return self._report_options(seat, picks)
            # plan_action: the planning card, then the action card
            return self._action_options(seat, picks[0][1]) if picks else self._plan_options(seat)
        if self.phase == "take":
            return [("take", i) for i in (0, 1) if self.piles[i]]
        if self.phase == "steal":
            return [("steal", c) for c in sorted(self.shown[self.steals[0][1]])]
        return []

    def _report_options(self, seat: int, picks: list) -> list:
        """The cards that may still join the report, then Done once it is one (picks are
        the ``SHOW`` actions of the cards shown so far)."""
        legal = [a for a in _shows(tuple(self.hands[seat]), picks[0][1] if picks else None) if a not in picks]
        if len(picks) >= 3 and is_report([a[1] for a in picks]):
            legal.append(DONE)
        return legal

    def _secret_complete(self, seat: int, picks: list) -> bool:
        kind = self._revealing
        if kind == "plan_action":
            return len(picks) == 2
        if kind == "report":
            return picks[-1] == DONE
        return True

    def _reveal(self, picks: dict) -> list:
        step_kind = self._revealing
        if step_kind != "report":
            chosen = list(picks.values())  # every seat's, in seat order
            if step_kind == "action":
                return self._secret_mission([p[0] for p in chosen], reveal_all=False)
            self.plans = [p[0][1] for p in chosen]
            events = [{"type": "plans", "plans": list(self.plans)}]
            if step_kind == "plan":
                self.phase = "action"
                self.open_secret("action", range(self.players))
                return events
            events += self._secret_mission([p[1] for p in chosen], reveal_all=True)
            return events
        for seat, seat_picks in picks.items():
            self.shown[seat] = [a[1] for a in seat_picks if a[0] == "show"]
            self.known.update(self.shown[seat])
        reports = {SEAT_KEYS[s]: sorted(self.shown[s]) for s in picks}
        return self._resolve_embassy([{"type": "reports", "reports": reports}])

    def open_secret(self, kind, seats):
        # Remember which step will be revealed: the engine clears ``secret``
        # before it calls ``_reveal``.
        self._revealing = kind
        super().open_secret(kind, seats)

    def _apply(self, seat: int, action: tuple) -> list:
        if self.phase == "take":
            return self._mission_agents(self._take(seat, action[1]))
        return self._steal(seat, action[1])

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

    def _return_card(self, seat: int, card: tuple) -> None:
        """A bribe or agent card back into its holder's hand, kept in order (the legal
        actions list them so)."""
        if card[0] == "bribe":
            insort(self.bribes[seat], card[1])
        elif card[0] == "agent":
            insort(self.agents[seat], card[1])

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
        assert len(self.prison) <= n and all(p >= 0 for p in self.pos)
        for s in range(n):
            # each player's one Report and one Counter-espionage card: in hand, or on
            # the table after the matching planning card (Embassy)
            card = self.table[s]
            if card is not None:
                assert self.plans[s] == (MISSION if card[0] == "bribe" else
                                         EMBASSY if card[0] in ("report", "counter") else self.plans[s])
            down = self.facedown[s]
            if down is not None:
                assert self.table[s] is None and self.plans[s] == EMBASSY
                if down[0] == "bribe":
                    assert down[1] in self.bribes[s]
                elif down[0] == "agent":
                    assert down[1] in self.agents[s]
            if self.shown[s] is not None:
                assert set(self.shown[s]) <= set(self.hands[s])


@lru_cache(maxsize=4096)
def _shows(hand: tuple, first: int | None) -> tuple:
    """The ``SHOW`` actions of :func:`.reports.report_cards`, kept per hand and first card
    (:func:`.reports.open_letters` reads no other card shown than the first)."""
    return tuple([SHOW[c] for c in report_cards(hand, first)])
