"""A seat's view of Spionage! as numbers, for learning agents (:mod:`spelbord.rl`).

Seats are counted from the viewer: "seat +0" is the viewer, "+1" the next seat
clockwise, and so on, so one policy can play from any seat. Every secret card,
bribe and double agent has a fixed slot (cards by pages, in ``data.ALL_CARDS``'s
order; bribes by ``data.BRIBES``; agents by ``data.AGENTS``).
"""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from ...rl.observation import Encoder as BaseEncoder
from .data import AGENTS, ALL_CARDS, BRIBES, SUMMIT

MODES = ("standard", "surprise", "confrontation")
PHASES = ("plan", "action", "report", "take", "steal", "over")
STEPS = ("plan", "plan_action", "action", "report")
PLANS = (None, "mission", "embassy")
PLAYED = (None, "bribe", "agent", "report", "counter", "pass")

PLAN_AT = {plan: i for i, plan in enumerate(PLANS)}
PLAYED_AT = {card: i for i, card in enumerate(PLAYED)}
CARD = {pages: i for i, pages in enumerate(ALL_CARDS)}
BRIBE = {amount: i for i, amount in enumerate(a for row in BRIBES for a in row)}
AGENT = {number: i for i, number in enumerate(n for row in AGENTS for n in row)}
#: a pawn's distance is scaled by this (past the summit's first space it is counted on)
FAR = SUMMIT + 16
#: the round is scaled by this and capped at 1
LONG_GAME = 40


class Encoder(BaseEncoder):
    """Spionage!: board, money, agents and cards, from one seat."""

    def layout(self) -> None:
        n, cards = self.players, len(ALL_CARDS)
        self.field("mode", len(MODES), "the game's mode, one-hot: " + ", ".join(MODES))
        self.field("phase", len(PHASES), "the phase of the round, one-hot: " + ", ".join(PHASES))
        self.field("step", len(STEPS), "the secret choice under way, one-hot: " + ", ".join(STEPS))
        self.field("round", 1, f"the round, divided by {LONG_GAME} (at most 1)")
        self.field("actor", n, "1 for each seat that may act now (from the viewer: +0, +1, ...)")
        self.field("position", n, f"each seat's pawn: spaces from Stockholm / {FAR}")
        self.field("plan", 3 * n, "each seat's revealed planning card, one-hot: none, mission, embassy")
        self.field("played", len(PLAYED) * n,
                   "each seat's revealed action card, one-hot: none, bribe, agent, report, counter, pass")
        self.field("facedown", n, "1 for each seat with a chosen Embassy card still face down")
        self.field("my_plan", len(PLANS), "the planning card the viewer has chosen in secret, one-hot as `plan`")
        self.field("my_facedown", len(PLAYED),
                   "the viewer's own chosen, unrevealed action card, one-hot as `played`")
        self.field("bribe_owner", len(BRIBE) * (n + 2),
                   "for each of the 20 bribes (by colour, then amount): held by seat +0..+n-1, "
                   "in the bank, or on the table")
        self.field("agent_owner", len(AGENT) * (n + 2),
                   "for each of the 10 double agents: held by seat +0..+n-1, in prison, or on the table")
        self.field("prison_cell", len(AGENT), f"for each agent in prison, its cell / {n}")
        self.field("hand", cards, "the viewer's own secret cards")
        self.field("chosen", cards, "the cards the viewer has put into the report it is laying out")
        self.field("known", cards * n, "the secret cards everybody knows each seat holds")
        self.field("hand_size", n, f"each seat's number of secret cards / {cards}")
        self.field("report", (cards + 1) * n, "each seat's report this round: 1 if shown, then its cards")
        self.field("pile_top", 2 * cards, "the top card of each of the two piles")
        self.field("pile_size", 2, f"each pile's size / {cards}")
        self.field("taker", n + 1, "the seat taking a card from a pile (+0..+n-1), or none")
        self.field("steal", 2 * n, "the pending steal: the double agent's seat, then the reporter's")

    def fill(self, view: dict, out: np.ndarray) -> None:
        secret = view["secret"]
        self._write(out, Seen(
            seat=view["seat"], mode=view["mode"], phase=view["phase"], round=view["round"],
            secret=secret and secret["kind"], mine=secret.get("mine", ()) if secret else (),
            actors=view["actors"], positions=view["positions"], plans=view["plans"], table=view["table"],
            facedown=view["facedown"], hand_sizes=view["hand_sizes"], bribes=view["bribes"],
            agents=view["agents"], known=view["known_cards"], reports=view["reports"], bank=view["bank"],
            prison=view["prison"], hand=view.get("hand") or (), my_facedown=view.get("my_facedown"),
            piles=view["piles"], pile_sizes=view["pile_sizes"], taker=view["taker"], steal=view["steal"]))

    def fill_state(self, state, seat, out: np.ndarray) -> None:
        """The seat's view read straight from the state: each item below is what
        ``state.view(seat)`` shows (knowledge.py), without copying or sorting it."""
        step = state.secret
        known = state.known
        mine = step.picks.get(seat, ()) if step is not None else ()
        self._write(out, Seen(
            seat=seat, mode=state.mode, phase=state.phase, round=state.round,
            secret=step and step.kind, mine=mine, actors=state.actors(), positions=state.pos,
            plans=state.plans, table=state.table, facedown=[c is not None for c in state.facedown],
            hand_sizes=[len(h) for h in state.hands], bribes=state.bribes, agents=state.agents,
            known=[[c for c in h if c in known] for h in state.hands], reports=state.shown, bank=state.bank,
            prison=state.prison, hand=state.hands[seat] if seat is not None else (),
            my_facedown=state.facedown[seat] if seat is not None else None,
            piles=[p[-1] if p else None for p in state.piles], pile_sizes=[len(p) for p in state.piles],
            taker=state.taker, steal=state.steals[0] if state.phase == "steal" else None))

    def _write(self, out: np.ndarray, seen: "Seen") -> None:
        out = memoryview(out)  # a float written through a memoryview costs half of numpy's item write
        n, o = self.players, self.offset
        me = seen.seat or 0
        rel = [(s - me) % n for s in range(n)]  # seat -> its place counted from the viewer
        cards = len(ALL_CARDS)
        out[o["mode"] + MODES.index(seen.mode)] = 1.0
        out[o["phase"] + PHASES.index(seen.phase)] = 1.0
        if seen.secret is not None:
            out[o["step"] + STEPS.index(seen.secret)] = 1.0
            for action in seen.mine:
                if action[0] == "show":
                    out[o["chosen"] + CARD[action[1]]] = 1.0
                elif action[0] == "plan":
                    out[o["my_plan"] + PLANS.index(action[1])] = 1.0
                elif action[0] in PLAYED:
                    out[o["my_facedown"] + PLAYED.index(action[0])] = 1.0
        out[o["round"]] = min(seen.round / LONG_GAME, 1.0)
        for s in seen.actors:
            out[o["actor"] + rel[s]] = 1.0
        width = n + 2  # the owners of a bribe or an agent: the seats, then the bank or prison, then the table
        position, plan, played_at, facedown = o["position"], o["plan"], o["played"], o["facedown"]
        hand_size, bribe_owner, agent_owner, known = o["hand_size"], o["bribe_owner"], o["agent_owner"], o["known"]
        for s in range(n):
            r = rel[s]
            out[position + r] = min(seen.positions[s] / FAR, 1.0)
            out[plan + 3 * r + PLAN_AT[seen.plans[s]]] = 1.0
            played = seen.table[s]
            out[played_at + len(PLAYED) * r + PLAYED_AT[played[0] if played else None]] = 1.0
            if seen.facedown[s]:
                out[facedown + r] = 1.0
            if seen.hand_sizes[s]:
                out[hand_size + r] = seen.hand_sizes[s] / cards
            for amount in seen.bribes[s]:
                out[bribe_owner + BRIBE[amount] * width + r] = 1.0
            for number in seen.agents[s]:
                out[agent_owner + AGENT[number] * width + r] = 1.0
            if played and played[0] == "bribe":
                out[bribe_owner + BRIBE[played[1]] * width + n + 1] = 1.0
            if played and played[0] == "agent":
                out[agent_owner + AGENT[played[1]] * width + n + 1] = 1.0
            for pages in seen.known[s]:
                out[known + cards * r + CARD[pages]] = 1.0
            report = seen.reports[s]
            if report is not None:
                base = o["report"] + (cards + 1) * r
                out[base] = 1.0
                for pages in report:
                    out[base + 1 + CARD[pages]] = 1.0
        for amount in seen.bank:
            out[o["bribe_owner"] + BRIBE[amount] * width + n] = 1.0
        for cell, number in enumerate(seen.prison):
            out[o["agent_owner"] + AGENT[number] * width + n] = 1.0
            out[o["prison_cell"] + AGENT[number]] = (cell + 1) / n
        for pages in seen.hand:
            out[o["hand"] + CARD[pages]] = 1.0
        if seen.my_facedown:
            out[o["my_facedown"] + PLAYED.index(seen.my_facedown[0])] = 1.0
        for pile, top in enumerate(seen.piles):
            if top is not None:
                out[o["pile_top"] + cards * pile + CARD[top]] = 1.0
            out[o["pile_size"] + pile] = seen.pile_sizes[pile] / cards
        out[o["taker"] + (n if seen.taker is None else rel[seen.taker])] = 1.0
        if seen.steal:
            agent_seat, reporter = seen.steal
            out[o["steal"] + rel[agent_seat]] = 1.0
            out[o["steal"] + n + rel[reporter]] = 1.0


class Seen(SimpleNamespace):
    """What the encoder reads of a seat's view (from the view, or the same from the state)."""
