"""Permission (SV "tillåtelse"): negotiating to leave a three- or five-seat committee.

Nobody has to give permission, and normally nobody gives it for free: the mover
and the others bargain. SV's examples (return favours, payment in laurels, moving
Caesar, packages, sharing the harvest) are all terms of one shape here:

* **binding** terms, carried out atomically with the move: laurel tiles handed
  over in either direction (paying, and making change: "växla"), Caesar moved
  where the grantor wants after the mover takes the Caesar II on this road, and
  how many of the grantor's senators give permission (each foreign permission
  used earns one I tile while the supply lasts);
* **non-binding** promises about later moves ("I will let you move next time",
  "I will not help White"): recorded in the log and the views, never enforced,
  because SV says agreements that reach over several moves do not bind.

Deals about other things within the turn (a laurel for keeping Caesar away) are
in :mod:`.pledge`.

A request runs in rounds (the option ``offer_rounds``, default 3). In each round
the other players, clockwise from the mover's left, are asked one at a time (a
:class:`~spelbord.engine.ResponseWindow`): those with senators in the committee
may build an offer term by term (at most ``MAX_TERMS``) or pass. SV lets anyone
interfere: a player with no senator there but with laurels may offer the mover
one with ``("bribe", k)`` for withdrawing the request (a player with neither
could only pass, so he is not asked). The mover then accepts
one offer (or two single permissions from a five-seat committee), makes one
grantor a counter-offer, rejects them all for another round, or withdraws. When
the last round passes without a deal the request lapses; either way the mover
then takes another action, and may not ask along the same road again this turn,
so every negotiation ends.
"""
from __future__ import annotations

from ...engine import ResponseWindow
from .actions import (ACCEPT, ACCEPT_TWO, AGREE, BRIBE, CAESAR_TO, COUNTER, GETS, MAX_TERMS, OFFER, PASS,
                      PAYS, PROMISE_NO_HELP, PROMISE_PERMISSION, PROPOSE, REFUSE, REJECT, WITHDRAW,
                      WITHDRAW_FOR)
from .board import II_CAESAR, I, LAUREL_ROADS, NEED, ROAD_FROM

_KINDS = range(6)
#: Caesar's field -> the terms moving him to every other laurel field, in order
_CAESAR_AWAY_FROM = {r: tuple(CAESAR_TO[t] for t in LAUREL_ROADS if t != r) for r in LAUREL_ROADS}


class PermissionRules:
    """The negotiation for permission, as small enumerable steps."""

    # ----- opening a request ------------------------------------------------
    def _do_request(self, p: int, action: tuple) -> list[dict]:
        r = action[1]
        a = ROAD_FROM[r]
        take = self.fields[r]  # Caesar is not on r, or no permission would be needed
        self.neg = {"mover": p, "road": r, "from": a, "need": NEED[a],
                    "own": self.occ[a].count(p) - 1, "take": take, "round": 1,
                    "offers": [None] * self.players, "draft": [], "counter": None}
        self.tried.append(r)
        self._open_offers()
        return [{"type": "request", "seat": p, "road": r, "from": a, "need": NEED[a]}]

    def _open_offers(self) -> None:
        p, n = self.neg["mover"], self.players
        # Asked: every other seat that could offer something, clockwise from the mover's
        # left: those with senators in the committee (permission), and anyone holding a
        # laurel to pay the mover for withdrawing.
        a = self.neg["from"]
        seats = [(p + i) % n for i in range(1, n)]
        asked = [s for s in seats if s in self.occ[a] or self.tiles(s)]
        self.window = ResponseWindow("offer", asked, ordered=True)
        self.neg["offers"] = [None] * n
        self.neg["draft"] = []
        self.phase = "offers"

    def _max_votes(self, g: int) -> int:
        """How many of g's senators could give the mover permission (0: g has none there)."""
        neg = self.neg
        return min(self.occ[neg["from"]].count(g), neg["need"])

    # ----- terms --------------------------------------------------------------
    def _term_actions(self, writer: int, g: int, draft: list, max_votes: int) -> list[tuple]:
        """Terms ``writer`` may still add to ``draft``, a deal between the mover and g.

        Each side's tiles are bounded by what the writer can see: his own pile, and
        of the other's what the table knows it may hold (``could_hold``); whether
        the other can really pay is checked when he offers or agrees.
        """
        if len(draft) >= MAX_TERMS:
            return []
        neg = self.neg
        m = neg["mover"]
        # what the draft already holds, read in one pass
        pays, gets, no_help = [0] * 6, [0] * 6, set()
        caesar_to = promised = False
        for term in draft:
            kind = term[0]
            if kind == "pays":
                pays[term[1]] += 1
            elif kind == "gets":
                gets[term[1]] += 1
            elif kind == "caesar_to":
                caesar_to = True
            elif term == PROMISE_PERMISSION:
                promised = True
            else:
                no_help.add(term[2])
        actions = []
        take = None
        if max_votes:  # nobody is paid for letting the mover stay where he is
            take = neg["take"]
            held = self.laurels[m] if writer == m else self.could_hold_each(m)
            for k in _KINDS:
                if pays[k] < held[k] + (take == k):
                    actions.append(PAYS[k])
        held = self.laurels[g] if writer == g else self.could_hold_each(g)
        incoming = self._sure_income(max_votes)
        for k in _KINDS:
            if gets[k] < held[k] + (incoming if k == I else 0):
                actions.append(GETS[k])
        if take == II_CAESAR and not caesar_to:
            actions += _CAESAR_AWAY_FROM[self.caesar]
        if not promised:
            actions.append(PROMISE_PERMISSION)
        for s in range(self.players):
            if s != m and s != g and s not in no_help:
                actions.append(PROMISE_NO_HELP[s])
        return actions

    def _sure_income(self, votes: int) -> int:
        """The I tiles a grantor of ``votes`` permissions is sure to earn by the move.

        With one I tile left and two single permissions wanted, the mover names who
        gets it when he accepts both, so neither grantor can count on it.
        """
        if self.neg["need"] == 2 and votes == 1 and self.supply == 1:
            return 0
        return min(votes, self.supply)

    def _mover_can_pay(self, deals) -> bool:
        """Can the mover hand over every tile of these deals once the move is made?

        He first takes the road laurel (if a permission is used); then all
        transfers happen together, from his pile as it stands after the move.
        Only the mover's own pile is read: this decides the mover's actions.
        """
        neg = self.neg
        stock = list(self.laurels[neg["mover"]])
        moves = any(v for _, v, _ in deals)
        if moves and neg["take"] is not None:
            stock[neg["take"]] += 1
        caesar = None
        for _g, _votes, terms in deals:
            for term in terms:
                kind = term[0]
                if kind == "pays":
                    stock[term[1]] -= 1
                elif kind == "caesar_to":
                    if not moves or caesar not in (None, term[1]):
                        return False
                    caesar = term[1]
        return min(stock) >= 0

    def _grantor_can_pay(self, g: int, votes: int, terms) -> bool:
        """Can g hand over his tiles of a deal, with the I tiles he is sure to earn?
        Only g's own pile is read: this decides g's actions."""
        theirs = list(self.laurels[g])
        theirs[I] += self._sure_income(votes)
        for term in terms:
            if term[0] == "gets":
                theirs[term[1]] -= 1
        return min(theirs) >= 0

    # ----- offers -------------------------------------------------------------
    def _offer_actions(self, g: int) -> list[tuple]:
        neg = self.neg
        here = self.occ[neg["from"]]
        seated = here.count(g)
        max_votes = min(seated, neg["need"])  # _max_votes
        if not max_votes:
            # not in the committee: may only pay the mover to withdraw (interfere)
            mine = self.laurels[g]
            return [PASS, *(BRIBE[k] for k in _KINDS if mine[k])]
        draft = neg["draft"]
        actions = [PASS, *self._term_actions(g, g, draft, max_votes)]
        # an offer too small on its own may still be combined with another player's
        need, own = neg["need"], neg["own"]
        elsewhere = len(here) - 1 - own - seated
        for v in range(max(1, need - own - elsewhere), max_votes + 1):
            if self._grantor_can_pay(g, v, draft):
                actions.append(OFFER[v])
        return actions

    def _do_bribe(self, p: int, action: tuple) -> list[dict]:
        neg = self.neg
        self._shows_holding(p, [k == action[1] for k in _KINDS])
        neg["offers"][p] = (0, (GETS[action[1]],))
        self.window.answered(p)
        return [{"type": "offer", "seat": p, "mover": neg["mover"], "votes": 0,
                 "terms": [list(GETS[action[1]])]}] + self._after_answer()

    def _do_term(self, p: int, action: tuple) -> list[dict]:
        neg = self.neg
        neg["draft"].append(action)
        if action[0] in ("pays", "gets"):
            self._term_shows_holding(p, action)
        other = neg["counter"]["to"] if self.phase == "counter" else p
        return [{"type": "term", "seat": p, "mover": neg["mover"], "with": other, "term": list(action)}]

    def _term_shows_holding(self, p: int, term: tuple) -> None:
        """A term handing over the writer's own tile shows the table he holds it (SV
        l.107: "'växla' lagerbärsblad ur sina egna bestånd"): every such tile in the
        draft, less what the move brings him (:meth:`_term_actions`): the road laurel
        for the mover, the I tiles his permission surely earns for the grantor. A term
        asking for the other side's tiles shows nothing (the mover pays, the grantor gets)."""
        k = term[1]
        if (term[0] == "pays") != (p == self.neg["mover"]):
            return
        if term[0] == "pays":
            brought = self.neg["take"] == k
        else:
            brought = self._sure_income(self._max_votes(p)) if k == I else 0
        self._shows_holding(p, [(j == k) * (self.neg["draft"].count(term) - brought) for j in _KINDS])

    def _do_offer(self, p: int, action: tuple) -> list[dict]:
        neg = self.neg
        terms = tuple(neg["draft"])
        needs = [terms.count(GETS[k]) for k in _KINDS]
        needs[I] -= self._sure_income(action[1])
        self._shows_holding(p, needs)
        neg["offers"][p] = (action[1], terms)
        neg["draft"] = []
        self.window.answered(p)
        events = [{"type": "offer", "seat": p, "mover": neg["mover"], "votes": action[1],
                   "terms": [list(t) for t in terms]}]
        return events + self._after_answer()

    def _do_pass(self, p: int, action: tuple) -> list[dict]:
        neg = self.neg
        dropped = [list(t) for t in neg["draft"]]
        neg["draft"] = []
        self.window.answered(p)
        return [{"type": "pass", "seat": p, "mover": neg["mover"], "dropped": dropped}] + self._after_answer()

    def _after_answer(self) -> list[dict]:
        if self.window.closed:
            self.window = None
            self.phase = "respond"
        return []

    # ----- the mover's answer ---------------------------------------------------
    def _respond_actions(self, m: int) -> list[tuple]:
        neg = self.neg
        offers = neg["offers"]
        actions = []
        singles = []
        need, own = neg["need"], neg["own"]
        for g, offer in enumerate(offers):
            if offer is None:
                continue
            votes = offer[0]
            if votes:
                if votes + own >= need and self._mover_can_pay([(g, votes, offer[1])]):
                    actions.append(ACCEPT[g])
                if votes == 1:
                    singles.append(g)
            else:
                actions.append(WITHDRAW_FOR[g])
        if need == 2 and len(singles) > 1:
            for i, g in enumerate(singles):
                for h in singles[i + 1:]:
                    deals = [(g, 1, offers[g][1]), (h, 1, offers[h][1])]
                    if self._mover_can_pay(deals):
                        actions.append(ACCEPT_TWO[(g, h)])
                        # with one I tile left the mover chooses who gets it, by the order
                        if self.supply == 1:
                            actions.append(ACCEPT_TWO[(h, g)])
        for g in range(self.players):
            most = self._max_votes(g)
            if g != m and most and most + own >= need:
                actions.append(COUNTER[g])
        if neg["round"] < self.options["offer_rounds"]:
            actions.append(REJECT)
        actions.append(WITHDRAW)
        return actions

    def _do_accept(self, m: int, action: tuple) -> list[dict]:
        neg = self.neg
        offers = neg["offers"]
        deals = [(g, offers[g][0], offers[g][1]) for g in action[1:]]
        own = neg["need"] - sum(v for _, v, _ in deals)
        road = neg["road"]
        events = [{"type": "accept", "seat": m, "grantors": list(action[1:])}]
        return events + self._carry_out_move(m, road, deals, own)

    def _do_counter(self, m: int, action: tuple) -> list[dict]:
        neg = self.neg
        neg["counter"] = {"to": action[1], "votes": 0, "terms": []}
        neg["draft"] = []
        self.phase = "counter"
        return [{"type": "counter", "seat": m, "grantor": action[1]}]

    def _counter_actions(self, m: int) -> list[tuple]:
        neg = self.neg
        g = neg["counter"]["to"]
        draft = neg["draft"]
        max_votes = self._max_votes(g)
        actions = self._term_actions(m, g, draft, max_votes)
        need, own = neg["need"], neg["own"]
        for v in range(1, max_votes + 1):
            if v + own >= need and self._mover_can_pay([(g, v, draft)]):
                actions.append(PROPOSE[v])
        return actions

    def _do_propose(self, m: int, action: tuple) -> list[dict]:
        neg = self.neg
        counter = neg["counter"]
        counter["votes"] = action[1]
        counter["terms"] = tuple(neg["draft"])  # its terms showed the mover's tiles as he wrote them
        neg["draft"] = []
        self.phase = "answer"
        return [{"type": "propose", "seat": m, "grantor": counter["to"], "votes": action[1],
                 "terms": [list(t) for t in counter["terms"]]}]

    def _answer_actions(self, g: int) -> list[tuple]:
        counter = self.neg["counter"]
        if self._grantor_can_pay(g, counter["votes"], counter["terms"]):
            return [AGREE, REFUSE]
        return [REFUSE]

    def _do_agree(self, g: int, action: tuple) -> list[dict]:
        neg = self.neg
        counter = neg["counter"]
        deals = [(g, counter["votes"], counter["terms"])]
        own = neg["need"] - counter["votes"]
        events = [{"type": "agree", "seat": g, "mover": neg["mover"]}]
        return events + self._carry_out_move(neg["mover"], neg["road"], deals, own)

    def _do_refuse(self, g: int, action: tuple) -> list[dict]:
        neg = self.neg
        neg["counter"] = None
        return [{"type": "refuse", "seat": g, "mover": neg["mover"]}] + self._next_round()

    def _do_reject(self, m: int, action: tuple) -> list[dict]:
        return [{"type": "reject", "seat": m}] + self._next_round()

    def _next_round(self) -> list[dict]:
        neg = self.neg
        if neg["round"] >= self.options["offer_rounds"]:
            return self._close_request("lapse")
        neg["round"] += 1
        self._open_offers()
        return [{"type": "round", "mover": neg["mover"], "round": neg["round"]}]

    def _do_withdraw(self, m: int, action: tuple) -> list[dict]:
        events = []
        if len(action) > 1:
            g = action[1]
            events.append(self._execute_terms(m, g, self.neg["offers"][g][1]))
        return events + self._close_request("withdraw", action[1] if len(action) > 1 else None)

    def _close_request(self, how: str, taking: int | None = None) -> list[dict]:
        neg = self.neg
        event = {"type": how, "seat": neg["mover"], "road": neg["road"]}
        if how == "withdraw":
            event["for"] = taking
        self.neg = None
        self.window = None
        self.phase = "turn"
        return [event]
