"""Om bägge spelade fredsförhandlingskort (SV l.244-272): the deal.

The allies' ships go home; the two main players have sixty seconds
(``state.deadline()``; option ``deal_seconds``) and, for bots and research
adapters, a bounded number of offers (option ``deal_rounds``) to agree. The
offence proposes first; an offer is built one term at a time, from the
proposer's side:

* ``("deal_give", card)``: he gives one of his cards (named: he knows them);
* ``("deal_give_random",)``: the other draws a card at random from his hand;
* ``("deal_take_random",)``: he draws a card at random from the other's hand;
* ``("deal_base_you", planet)``: the other may set up a base on a planet where
  the proposer has one (at most one such term);
* ``("deal_base_me", planet)``: he sets up a base where the other has one (at most one);

then ``("deal_offer",)``. Nothing for nothing is refused: an offer needs a
term. The other answers ``("deal_accept",)`` or ``("deal_refuse",)``; a refusal
makes him the proposer of the counter-offer. Either may ``("deal_break",)``
(walk away; also what the clock does when the time is up). On agreement the
engine carries the terms out: cards change hands, and whoever gets a base moves
ships there one at a time (``("settle", planet)``, the cone being ``-1``; at
least one, never from the black hole), ``("settled",)``. A deal counts as
success. Without a deal each main player loses three ships of his own choice
(``("lose", planet)``) where the value point ``ship_loss`` sends them (cause
'deal'). Promises about the future do not bind (SV l.254) and are left to the
players' talk.
"""
from __future__ import annotations

CONE = -1  # ships taken from the cone rather than a planet

MAX_TERMS = 6
LOSS = 3


class Deal:
    def _auto_open_deal(self, frame) -> None:
        off = self.offence
        self.deal = {"round": 1, "proposer": off, "terms": [], "offers": []}
        self.events.append({"type": "deal_opened", "offence": off, "defence": self.defence})
        # fate cards may be played during the deal (SV l.266): as it opens, and when it fails
        self.push(*self.moment_frames("deal"), ["deal", off, "propose"], *self.moment_frames("resolution"),
                  ["cards_away", None],
                  *self.moment_frames("challenge_end"), ["end_challenge", None])

    def other_main(self, seat: int) -> int:
        return self.defence if seat == self.offence else self.offence

    # ----- building and answering offers -------------------------------------------------
    def _legal_deal(self, frame):
        seat = frame[1]
        if frame[2] == "answer":
            return [("deal_accept",), ("deal_refuse",), ("deal_break",)]
        legal = self.term_actions(seat, self.deal["terms"])
        if self.deal["terms"]:
            legal.append(("deal_offer",))
        return legal + [("deal_break",)]

    def term_actions(self, seat: int, terms: list) -> list[tuple]:
        """The terms ``seat`` may still add to an offer to the other main player."""
        if len(terms) >= MAX_TERMS:
            return []
        other = self.other_main(seat)
        mine, theirs = self.hands[seat], self.hands[other]
        giving = sum(1 for t in terms if t[0] in ("deal_give", "deal_give_random"))
        taking = sum(1 for t in terms if t[0] == "deal_take_random")
        legal = [("deal_give", c) for c in mine if ("deal_give", c) not in terms] if giving < len(mine) else []
        if giving < len(mine):
            legal.append(("deal_give_random",))
        if taking < len(theirs):
            legal.append(("deal_take_random",))
        kinds = {t[0] for t in terms}
        if "deal_base_you" not in kinds and self._can_settle(other):
            legal += [("deal_base_you", p) for p in self.bases(seat) if not self.ships[p][other]]
        if "deal_base_me" not in kinds and self._can_settle(seat):
            legal += [("deal_base_me", p) for p in self.bases(other) if not self.ships[p][seat]]
        return legal

    def _can_settle(self, seat: int) -> bool:
        return bool(self.cone[seat] or self.bases(seat))

    def _do_deal(self, frame, action):
        seat, deal = frame[1], self.deal
        kind = action[0]
        if kind == "deal_break":
            self.events.append({"type": "deal_broken", "seat": seat})
            self._deal_failed(frame)
        elif kind == "deal_offer":
            deal["offers"].append({"from": seat, "to": self.other_main(seat), "terms": [list(t) for t in deal["terms"]],
                                   "status": "open"})
            self.events.append({"type": "deal_offer", "seat": seat, "terms": [list(t) for t in deal["terms"]]})
            frame[1], frame[2] = self.other_main(seat), "answer"
        elif kind == "deal_accept":
            deal["offers"][-1]["status"] = "accepted"
            self.events.append({"type": "deal_accepted", "seat": seat})
            self.stack.pop()
            self._carry_out(deal["offers"][-1])
        elif kind == "deal_refuse":
            deal["offers"][-1]["status"] = "refused"
            self.events.append({"type": "deal_refused", "seat": seat})
            if len(deal["offers"]) >= self.options["deal_rounds"]:
                self._deal_failed(frame)
                return
            deal["round"] += 1
            deal["proposer"], deal["terms"] = seat, []
            frame[2] = "propose"
        else:
            deal["terms"].append(action)

    # ----- the outcome ---------------------------------------------------------------
    def _carry_out(self, offer: dict) -> None:
        giver, other = offer["from"], offer["to"]
        settle = []
        for term in offer["terms"]:
            kind = term[0]
            if kind == "deal_give":
                self.give_card(giver, other, term[1])
        for term in offer["terms"]:
            kind = term[0]
            if kind == "deal_give_random":
                self.take_random(giver, other, 1)
            elif kind == "deal_take_random":
                self.take_random(other, giver, 1)
            elif kind == "deal_base_you":
                settle.append(["settle", other, term[1], 0])
            elif kind == "deal_base_me":
                settle.append(["settle", giver, term[1], 0])
        settle.sort(key=lambda f: f[1] != self.offence)
        self.success = True
        self.push(*settle)

    def _deal_failed(self, frame) -> None:
        self.stack.pop()
        self.events.append({"type": "no_deal"})
        self.push(*self.moment_frames("deal"), ["lose", self.offence, LOSS, "deal"],
                  ["lose", self.defence, LOSS, "deal"])

    def _legal_settle(self, frame):
        seat, planet, moved = frame[1], frame[2], frame[3]
        legal = [("settle", p) for p in self.bases(seat) if p != planet]
        if self.cone[seat]:
            legal.append(("settle", CONE))
        if moved:
            legal.append(("settled",))
        return legal

    def _do_settle(self, frame, action):
        seat, planet = frame[1], frame[2]
        if action[0] == "settled":
            self.stack.pop()
            self.events.append({"type": "base_by_deal", "seat": seat, "planet": planet, "ships": frame[3]})
            return
        if action[1] == CONE:
            self.cone[seat] -= 1
        else:
            self.ships[action[1]][seat] -= 1
        self.ships[planet][seat] += 1
        frame[3] += 1

    # ----- losing ships by choice (failed deal, fate cards) ------------------------------
    def lose_ships(self, seat: int, count: int, cause: str) -> list[dict]:
        """``seat`` loses ``count`` ships of his choice (as many as he has outside the black hole)."""
        self.push(["lose", seat, count, cause])
        return []

    def _legal_lose(self, frame):
        seat = frame[1]
        legal = [("lose", p) for p in self.bases(seat)]
        if self.cone[seat]:
            legal.append(("lose", CONE))
        return legal

    def _do_lose(self, frame, action):
        seat, cause = frame[1], frame[3]
        frame[2] -= 1
        if not frame[2]:
            self.stack.pop()
        if action[1] == CONE:
            self.cone[seat] -= 1
        else:
            self.ships[action[1]][seat] -= 1
        self.send_lost(seat, 1, cause, None)

    def free_ships(self, seat: int, count: int) -> list[dict]:
        """``seat`` takes up to ``count`` ships from the black hole to bases of his choice."""
        self.push(*[["free", seat] for _ in range(min(count, self.warp[seat]))])
        return []
