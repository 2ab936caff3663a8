"""Om bägge spelade fredsförhandlingskort (SV l.244-272): the deal.

The allies' ships go home; the two main players have sixty seconds for the
whole negotiation (``state.deadline()``, one ``key`` for every step of the
deal; option ``deal_seconds``) and, for bots and research adapters, a bounded
number of offers (option ``deal_rounds``) to agree. The offence proposes first;
an offer is built one term at a time, from the proposer's side:

* ``("deal_give", card)``: he gives one of his cards (named: he knows them);
* ``("deal_give_random",)``: the other draws a card at random from his hand;
* ``("deal_take_random",)``: he draws a card at random from the other's hand;
* ``("deal_demand", kind)``: the other gives him a card described by what it
  is, as he cannot see it (SV l.268 "dina två högsta anfallskort"): ``"attack"``
  the other's highest attack card (asked twice, the two highest),
  ``"compromise"`` a compromise card, ``"edict"`` a fate card;
* ``("deal_base_you", planet)``: the other may set up a base on a planet where
  the proposer has one (at most one such term);
* ``("deal_base_me", planet)``: he sets up a base where the other has one (at most one);
* ``("deal_ships", n)``: every base of the deal gets exactly ``n`` ships (SV
  l.270 "vi har två skepp var i baserna"); without it, any number from one up;

then ``("deal_offer",)``. Nothing for nothing is refused: an offer needs a
term that moves a card or sets up a base. Whether a term may be offered
depends only on what the proposer sees (his hand, the number of cards in the
other's hand, the ships). The other answers ``("deal_accept",)`` (only if his
hand holds what the offer demands: "Du kan inte lova bort flera kort än vad du
har på handen", SV l.252), or ``("deal_refuse",)``; a refusal makes him the
proposer of the counter-offer. Either may ``("deal_break",)`` (walk away; also
what the clock does when the time is up). On agreement the engine carries the
terms out, each card changing owner at most once: named cards, then demanded
ones, then the random draws among the cards each held before the deal; then
whoever gets a base moves ships there one at a time (``("settle", planet)``,
the cone being ``-1``; never from the black hole), ``("settled",)`` when the
number is free. A deal counts as success. Without a deal each main player
loses three ships of his own choice (``("lose", planet)``) where the value
point ``ship_loss`` sends them (cause 'deal'). Promises about the future do not
bind (SV l.254) and are left to the players' talk.
"""
from __future__ import annotations

from . import deck

CONE = -1  # ships taken from the cone rather than a planet

MAX_TERMS = 6
MAX_SHIPS = 4  # a fixed number of ships on a new base: one to four, as in a challenge
LOSS = 3
DEMANDS = ("attack", "compromise", "edict")
_TAKES = ("deal_take_random", "deal_demand")
_GIVES = ("deal_give", "deal_give_random")
_BASES = ("deal_base_you", "deal_base_me")


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

    def deal_key(self) -> str:
        """Names this challenge's deal: its clock runs across all its steps."""
        return f"deal {self.turns}.{self.challenges}"

    # ----- building and answering offers -------------------------------------------------
    def _legal_deal(self, frame):
        seat = frame[1]
        if frame[2] == "answer":
            accept = [("deal_accept",)] if self.can_fulfil(seat, self.deal["offers"][-1]["terms"]) else []
            return accept + [("deal_refuse",), ("deal_break",)]
        legal = self.term_actions(seat, self.deal["terms"])
        if self.deal["terms"]:
            legal.append(("deal_offer",))
        return legal + [("deal_break",)]

    def term_actions(self, seat: int, terms: list) -> list[tuple]:
        """The terms ``seat`` may still add to an offer to the other main player.

        Only what ``seat`` sees counts: his own hand, the other's number of cards, the ships.
        """
        if len(terms) >= MAX_TERMS:
            return []
        other = self.other_main(seat)
        mine, theirs = self.hands[seat], len(self.hands[other])
        giving = sum(1 for t in terms if t[0] in _GIVES)
        taking = sum(1 for t in terms if t[0] in _TAKES)
        legal = [("deal_give", c) for c in mine if ("deal_give", c) not in terms] if giving < len(mine) else []
        if giving < len(mine):
            legal.append(("deal_give_random",))
        if taking < theirs:
            legal.append(("deal_take_random",))
            legal += [("deal_demand", kind) for kind in DEMANDS]
        kinds = {t[0] for t in terms}
        ships = next((t[1] for t in terms if t[0] == "deal_ships"), 1)
        if "deal_base_you" not in kinds:
            legal += [("deal_base_you", p) for p in self.bases(seat)
                      if not self.ships[p][other] and self.ships_to_settle(other, p) >= ships]
        if "deal_base_me" not in kinds:
            legal += [("deal_base_me", p) for p in self.bases(other)
                      if not self.ships[p][seat] and self.ships_to_settle(seat, p) >= ships]
        if "deal_ships" not in kinds and kinds & set(_BASES):
            most = min(self.ships_to_settle(*self._settler(seat, t)) for t in terms if t[0] in _BASES)
            legal += [("deal_ships", n) for n in range(1, min(most, MAX_SHIPS) + 1)]
        return legal

    def _settler(self, proposer: int, term) -> tuple[int, int]:
        """Who gets the base a term names, and where."""
        return (self.other_main(proposer) if term[0] == "deal_base_you" else proposer), term[1]

    def ships_to_settle(self, seat: int, planet: int) -> int:
        """The ships ``seat`` could move onto a new base on ``planet`` (never from the black hole)."""
        return self.cone[seat] + sum(here[seat] for p, here in enumerate(self.ships) if p != planet)

    def can_fulfil(self, seat: int, terms: list) -> bool:
        """Does ``seat``'s hand hold every card the terms demand of him?"""
        kinds = [deck.KIND[c] for c in self.hands[seat]]
        return all(kinds.count(kind) >= sum(1 for t in terms if tuple(t) == ("deal_demand", kind))
                   for kind in DEMANDS)

    def explain_deal(self, seat: int, action) -> str | None:
        """Why an answer is refused, where the reason is the answerer's own hand."""
        frame = self.stack[-1] if self.stack else None
        if action == ("deal_accept",) and frame and frame[0] == "deal" and frame[1:3] == [seat, "answer"]:
            return ("you cannot accept: your hand does not hold the cards the offer demands "
                    "(SV l.252: no more cards promised than held)")
        return None

    def _do_deal(self, frame, action):
        seat, deal = frame[1], self.deal
        kind = action[0]
        if kind == "deal_break":
            self.events.append({"type": "deal_broken", "seat": seat})
            self._deal_failed(frame)
        elif kind == "deal_offer":
            deal["offers"].append({"from": seat, "to": self.other_main(seat), "terms": [list(t) for t in deal["terms"]],
                                   "status": "open"})
            self.events.append({"type": "deal_offer", "seat": seat, "target": self.other_main(seat),
                                "terms": [list(t) for t in deal["terms"]]})
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
            if kind == "deal_give":  # the terms are spoken aloud: the table knows he holds the card
                self.show_all([action[1]])

    # ----- the outcome ---------------------------------------------------------------
    def _carry_out(self, offer: dict) -> None:
        """SV l.246, 252: a deal is "byte av kort spelarna emellan" and "i ett avtal måste
        någonting byta ägare": a card changes owner at most once, so what one side gives can
        never come back by a random draw of the same deal."""
        proposer, other = offer["from"], offer["to"]
        terms = [tuple(t) for t in offer["terms"]]
        moved: set[int] = set()

        def hand_over(frm: int, to: int, card, named: bool = False) -> None:
            if card is not None:
                self.give_card(frm, to, card, named)
                moved.add(card)

        def held(seat: int, kind: str | None = None) -> list[int]:
            """``seat``'s cards that have not changed owner in this deal."""
            return [c for c in self.hands[seat] if c not in moved and kind in (None, deck.KIND[c])]

        for term in terms:
            if term[0] == "deal_give":
                hand_over(proposer, other, term[1], named=True)
        for term in terms:
            if term[0] == "deal_demand":
                hand_over(other, proposer, self._demanded(held(other, term[1]), term[1]))
        for term in terms:
            if term[0] == "deal_give_random" and held(proposer):
                hand_over(proposer, other, self.rng.choice(held(proposer)))
            elif term[0] == "deal_take_random" and held(other):
                hand_over(other, proposer, self.rng.choice(held(other)))
        # no draw of the deal may take a named card back (see above): the table still knows it
        self.show_all([t[1] for t in terms if t[0] == "deal_give"])
        ships = next((t[1] for t in terms if t[0] == "deal_ships"), None)
        settle = [["settle", *self._settler(proposer, t), 0, ships] for t in terms if t[0] in _BASES]
        settle.sort(key=lambda f: f[1] != self.offence)
        self.success = True
        self.push(*settle)

    def _demanded(self, cards: list[int], kind: str):
        """The card a demand takes: the highest attack card; a compromise or fate card at random
        among those held (the demand names a kind, not a card)."""
        if not cards:
            return None
        if kind == "attack":
            return max(cards, key=lambda c: deck.VALUE[c])
        return self.rng.choice(cards)

    def _deal_failed(self, frame) -> None:
        self.stack.pop()
        self.events.append({"type": "no_deal"})
        self.push(*self.moment_frames("deal"), ["lose", self.offence, LOSS, "deal"],
                  ["lose", self.defence, LOSS, "deal"])

    def _legal_settle(self, frame):
        seat, planet, moved, exact = frame[1], frame[2], frame[3], frame[4]
        legal = [("settle", p) for p in self.bases(seat) if p != planet]
        if self.cone[seat]:
            legal.append(("settle", CONE))
        if moved and (exact is None or not legal):
            legal.append(("settled",))
        return legal

    def _do_settle(self, frame, action):
        seat, planet = frame[1], frame[2]
        if action[0] != "settled":
            if action[1] == CONE:
                self.cone[seat] -= 1
            else:
                self.ships[action[1]][seat] -= 1
            self.ships_arrive(seat, planet)
            frame[3] += 1
            if frame[4] is None or frame[3] < frame[4]:
                return
        self.stack.pop()
        self.events.append({"type": "base_by_deal", "seat": seat, "planet": planet, "ships": frame[3]})

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
