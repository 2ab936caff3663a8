"""A heuristic bot for Quo Vadis: climb along laurel roads, bargain by value, use Caesar.

It plays the obvious good moves and reads nothing hidden: of the others'
laurels it uses only what its seat may see (``apparent_totals``: what the table
has seen, the unseen tiles at their mean value), never the determinized piles.
Deals are valued in laurel points by :mod:`.negotiation`.

* **Turn**: scores each legal action. Moving up is good, more so along a laurel
  road and into the Senate; filling the Senate is done only when that wins.
  Placing is good while seats at the bottom are free, best next to an own
  senator (who can then give permission). Caesar goes where he frees one of its
  own senators, preferably on the way into the Senate.
* **Asked for permission**: grants with as many senators as count (each earns an
  I tile) and asks a price in laurels between its least (what the mover's climb
  costs it, less the I tiles) and the climb's worth to the mover: half the
  bargain in the first round, less later; it agrees to a counter-offer that pays
  at least its least price. Where no price is enough (the climb would end the
  game without it in the Senate) it passes. A seat outside the committee pays a
  bribe when the climb hurts it more than the tile and the tile outweighs the climb.
* **Asking**: accepts an offer that leaves it more than a share of the climb's
  worth (a half in the first round, all of it in the last); takes a bribe worth
  more than the climb; counters a dear offer with the grantor's least price (by
  its own estimate, higher in later rounds), and withdraws when no price is worth it.
* **Caesar deals** (:mod:`.pledge`): asks a seat for a laurel if it keeps Caesar
  away from a committee where Caesar would cost that seat permissions, when it
  could plausibly want Caesar there and does not mean to put him there this turn;
  pledges its cheapest laurel when asked if that is worth less than Caesar's harm
  and the threat is real.
* **Keeping its word**: pledges and permission terms are binding and carried out
  by the engine; the bot also counts a pledged laurel it would lose against
  putting Caesar there. Non-binding promises it accepted (SV l.113 "Avtal som
  löper över flera 'drag' är inte bindande") it keeps all the same: it offers the
  promised permission free once, and never offers permission to a seat it
  promised not to help.
"""
from __future__ import annotations

import random

from .actions import AGREE, KEEP, OFFER, PASS, REFUSE, WITHDRAW
from .board import LEVEL, NEED, ROAD_FROM, ROAD_TO, SEATS, SENATE, VALUE
from .negotiation import (ask_price, caesar_gain, caesar_harm, deal_cost, least_price, progress, rivalry,
                          worth_paying)


class HeuristicBot:
    """Greedy, one step deep; see the module docstring."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        #: turn actions in a row that moved no senator (Caesar moves, requests):
        #: rivals who all pull Caesar to their own road, or ask and withdraw,
        #: would otherwise do nothing else, for ever
        self.stuck = 0
        #: the (turn, seat) of permissions promised and already given free
        self.kept: set = set()
        #: asks for a pledge refused, with the committee as it stood: not asked again unchanged
        self.refused: dict = {}
        self.pending = None

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        phase = state.phase
        if phase == "turn":
            self._note_refusal(state)
            action = self._best(legal, lambda a: self._turn_value(state, seat, a))
            if action[0] == "ask":
                self.pending = (action[1], action[2], tuple(state.occ[action[2]]))
            else:
                self.stuck = self.stuck + 1 if action[0] in ("caesar", "request") else 0
            return action
        if phase == "bonus":
            return self._best(legal, lambda a: self._caesar_value(state, seat, a[1]) if a != KEEP else 2)
        if phase == "offers":
            return self._offer(state, seat, legal)
        if phase == "respond":
            return self._respond(state, seat, legal)
        if phase == "counter":
            return self._counter(state, seat, legal)
        if phase == "answer":
            counter = state.neg["counter"]
            least = least_price(state, seat, counter["votes"])
            fair = least is not None and deal_cost(counter["terms"]) >= least
            return AGREE if AGREE in legal and fair else REFUSE
        if phase == "remove":
            return min(legal, key=lambda a: (LEVEL[a[1]], a[1]))
        if phase == "pledge":
            return self._pledge(state, seat, legal)
        return self.rng.choice(legal)

    def _best(self, legal, value):
        rng = self.rng
        return max(legal, key=lambda a: (value(a), rng.random()))

    # ----- a turn -------------------------------------------------------------
    def _turn_value(self, state, seat: int, action) -> float:
        name = action[0]
        if name == "place":
            c = action[1]
            return 8 + 3 * (seat in state.occ[c]) + SEATS[c] / 5
        if name == "ask":
            return self._ask_value(state, seat, action)
        if name == "caesar":
            return (self._caesar_value(state, seat, action[1]) - 3 * self._caesar_value(state, seat, state.caesar)
                    - 8 * self.stuck)
        r = action[1]
        gain = progress(state, seat, seat, r)
        if gain is None:
            return -100
        return 4 * gain + (10 if name == "move" else 6 - 4 * self.stuck)

    def _caesar_value(self, state, seat: int, r: int) -> float:
        """How much Caesar on road r helps seat: it frees a senator stuck below it;
        a laurel pledged to it for keeping him away from there weighs against it."""
        a, b = ROAD_FROM[r], ROAD_TO[r]
        occ = state.occ
        forfeit = 8 * sum(VALUE[p["laurel"]] for p in state.pledges if p["mover"] == seat and p["committee"] == a)
        if seat not in occ[a] or len(occ[b]) >= SEATS[b]:
            return -forfeit
        others = len(occ[a]) - 1
        own = occ[a].count(seat) - 1
        if own >= NEED[a] > 0 and others >= NEED[a]:
            return 1 - forfeit
        return 6 + 2 * LEVEL[b] + (8 if b == SENATE else 0) - forfeit

    # ----- Caesar deals (pledges) -------------------------------------------------
    def _ask_value(self, state, seat: int, action) -> float:
        """Asking s for a laurel to keep Caesar away from c: worth it when s would pay
        (Caesar there costs s, and we could want him there) and we do not mean to put
        him there this turn."""
        _, s, c = action
        if self.refused.get((s, c)) == tuple(state.occ[c]):
            return -1000  # refused already, and nothing has changed there
        harm = caesar_harm(state, s, c)
        if harm < 1 or not caesar_gain(state, seat, c):
            return -1000  # nobody pays for that: not even a way out of a stuck position
        planned = max((a for a in state.legal_actions(seat) if a[0] != "ask"),
                      key=lambda a: self._turn_value(state, seat, a))
        if planned[0] == "caesar" and ROAD_FROM[planned[1]] == c:
            return -1000
        return 1000 + harm

    def _note_refusal(self, state) -> None:
        if self.pending is not None:
            s, c, occ = self.pending
            if not any(p["payer"] == s and p["committee"] == c for p in state.pledges):
                self.refused[(s, c)] = occ
            self.pending = None

    def _pledge(self, state, seat: int, legal):
        """Pledge the cheapest laurel if Caesar in front of the committee costs more and
        the asker has a senator there that Caesar would free (a real threat)."""
        ask = state.ask
        c = ask["committee"]
        pledges = [a for a in legal if a[0] == "pledge"]
        if not pledges or not caesar_gain(state, ask["mover"], c):
            return REFUSE
        cheapest = min(pledges, key=lambda a: (VALUE[a[1]], a[1]))
        return cheapest if VALUE[cheapest[1]] <= caesar_harm(state, seat, c) else REFUSE

    # ----- asked for permission ------------------------------------------------------
    def _offer(self, state, seat: int, legal):
        neg = state.neg
        m = neg["mover"]
        offers = [a for a in legal if a[0] == "offer"]
        if not offers and not neg["draft"] and len(legal) > 1 and legal[1][0] == "bribe":
            return self._bribe(state, seat, legal)
        promised = self._promise_to(state, seat, m)
        if promised == "no_help" or (not offers and not neg["draft"]):
            return PASS
        votes = max((a[1] for a in offers), default=None)
        if promised is not None:
            self.kept.add(promised)
            return OFFER[votes] if votes else PASS
        price = ask_price(state, seat, votes or min(neg["need"], state.occ[neg["from"]].count(seat)))
        if price is None:
            return PASS
        term = self._term_towards(legal, price - deal_cost(neg["draft"]), prefer=neg["take"],
                                  known=state.known[m])
        if term is not None:
            return term
        return OFFER[votes] if votes else PASS

    def _promise_to(self, state, seat: int, m: int):
        """A promise this seat made that bears on m's request: "no_help" when it
        promised not to help m, the promise's key when it owes m a permission."""
        for promise in state.promises:
            if promise["by"] != seat:
                continue
            what = promise["what"]
            if what[0] == "no_help" and what[1] == m:
                return "no_help"
            key = (promise["turn"], promise["to"])
            if what[0] == "permission" and promise["to"] == m and key not in self.kept:
                return key
        return None

    @staticmethod
    def _term_towards(legal, remaining: float, prefer=None, known=None):
        """The next ("pays", k) term of a price with ``remaining`` points still to ask;
        None when the price is reached. The road laurel and tiles the table has seen
        the mover hold come first (he surely has them)."""
        if remaining < 0.5:
            return None
        pays = [a for a in legal if a[0] == "pays" and VALUE[a[1]] <= remaining + 0.5]
        if not pays:
            return None

        def rank(a):
            k = a[1]
            return (VALUE[k], k == prefer or bool(known and known[k]), -k)
        return max(pays, key=rank)

    def _bribe(self, state, seat: int, legal):
        """Pay the mover to withdraw when his climb hurts us more than the tile costs."""
        neg = state.neg
        m, r = neg["mover"], neg["road"]
        gain = progress(state, seat, m, r)
        if gain is None:
            return PASS
        senate = state.occ[SENATE]
        ends_without_us = ROAD_TO[r] == SENATE and len(senate) == SEATS[SENATE] - 1 and seat not in senate
        harm = 100 if ends_without_us else rivalry(state, seat, seat, m) * gain
        weight = 1 + rivalry(state, seat, seat, m)
        bribes = [a for a in legal if a[0] == "bribe" and VALUE[a[1]] > gain and VALUE[a[1]] * weight < harm]
        return min(bribes, key=lambda a: VALUE[a[1]], default=PASS)

    # ----- asking for permission -----------------------------------------------------
    def _respond(self, state, seat: int, legal):
        neg = state.neg
        gain = progress(state, seat, seat, neg["road"])
        if gain is None:
            return WITHDRAW
        offers = neg["offers"]
        best, best_left = None, None
        for action in legal:
            if action[0] != "accept":
                continue
            left = gain - sum(gain - worth_paying(state, seat, g, _terms_cost(offers[g][1])) for g in action[1:])
            if best is None or left > best_left:
                best, best_left = action, left
        bribes = [a for a in legal if a[0] == "withdraw" and len(a) == 2]
        bribe = max(bribes, key=lambda a: -deal_cost(offers[a[1]][1]), default=None)
        bribe_value = -deal_cost(offers[bribe[1]][1]) if bribe else 0
        if bribe and bribe_value >= gain and (best is None or bribe_value >= best_left):
            return bribe
        rounds, now = state.options["offer_rounds"], neg["round"]
        keep = gain * 0.5 * (rounds - now) / max(1, rounds - 1)  # what it still hopes to keep of the climb
        if best is not None and best_left >= keep:
            return best
        counter = self._counter_to(state, seat, legal, gain)
        if counter is not None:
            return counter
        if best is not None and best_left >= 0 and ("reject",) not in legal:
            return best
        return ("reject",) if ("reject",) in legal else WITHDRAW

    def _counter_to(self, state, seat: int, legal, gain: float):
        """Counter the grantor whose least price (by our estimate) leaves us most, if any does."""
        best, best_left = None, 0.0
        for action in legal:
            if action[0] != "counter":
                continue
            g = action[1]
            price = self._counter_price(state, seat, g)
            if price is None:
                continue
            left = worth_paying(state, seat, g, price)
            if left > best_left or (left == best_left and best is None):
                best, best_left = action, left
        return best

    def _counter_price(self, state, seat: int, g: int):
        """What we offer g: his least price by our estimate, more in later rounds."""
        neg = state.neg
        votes = min(state.occ[neg["from"]].count(g), neg["need"] - max(0, neg["own"]))
        least = least_price(state, g, votes, knower=seat)
        if least is None:
            return None
        rounds = state.options["offer_rounds"]
        gain = progress(state, seat, seat, neg["road"])
        return max(0.0, least + (gain - least) * 0.5 * (neg["round"] - 1) / max(1, rounds - 1))

    def _counter(self, state, seat: int, legal):
        """Build the counter-offer: pay up to our price, then propose with the most votes."""
        neg = state.neg
        price = self._counter_price(state, seat, neg["counter"]["to"]) or 0.0
        term = self._term_towards(legal, price - deal_cost(neg["draft"]), prefer=neg["take"])
        if term is not None:
            return term
        # its own tiles are always enough for the terms it drafted, so a proposal is legal
        return max((a for a in legal if a[0] == "propose"), key=lambda a: a[1], default=legal[0])


def _terms_cost(terms) -> float:
    """A deal's cost to the mover: its tiles, and a point for each promise or Caesar's move it binds him to."""
    return deal_cost(terms) + sum(1 for t in terms if t[0] in ("promise", "caesar_to"))


def heuristic(seed: int = 0) -> HeuristicBot:
    return HeuristicBot(seed)
