"""A heuristic bot for Quo Vadis: climb along laurel roads, bargain fairly, use Caesar.

It plays the obvious good moves and reads nothing hidden: of the others'
laurels it uses only what its seat may see (``apparent_totals``: what the table
has seen, the unseen tiles at their mean value), never the determinized piles.

* **Turn**: scores each legal action. Moving up is good, more so along a laurel
  road and into the Senate; filling the Senate is done only when that wins.
  Placing is good while seats at the bottom are free, best next to an own
  senator (who can then give permission). Caesar goes where he frees one of its
  own senators, preferably on the way into the Senate.
* **Asked for permission**: grants with as many senators as count (each earns an
  I tile); for a rich laurel (III or more) it asks the mover to share it (that
  laurel for the permission), and when no I tiles are left it asks the cheapest
  tile the mover can pay. It never helps a mover to end the game while ahead of it.
* **Asking**: accepts the cheapest offer that costs less than the laurel won
  (plus the worth of the climb); takes a bribe to withdraw when that is worth
  more; otherwise makes the senator with most permissions a fair counter-offer
  (a cheaper laurel for a rich road, else nothing), and withdraws when refused.
"""
from __future__ import annotations

import random

from .actions import AGREE, KEEP, PASS, REFUSE, WITHDRAW
from .board import LEVEL, NEED, ROAD_FROM, ROAD_TO, SEATS, SENATE, VALUE


class HeuristicBot:
    """Greedy, one step deep; see the module docstring."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        #: turn actions in a row that moved no senator (Caesar moves, requests):
        #: rivals who all pull Caesar to their own road, or ask and withdraw,
        #: would otherwise do nothing else, for ever
        self.stuck = 0

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        phase = state.phase
        if phase == "turn":
            action = self._best(legal, lambda a: self._turn_value(state, seat, a))
            self.stuck = self.stuck + 1 if action[0] in ("caesar", "request") else 0
            return action
        if phase == "bonus":
            best = self._best(legal, lambda a: self._caesar_value(state, seat, a[1]) if a != KEEP else 2)
            return best
        if phase == "offers":
            return self._offer(state, seat, legal)
        if phase == "respond":
            return self._respond(state, seat, legal)
        if phase == "counter":
            return self._counter(state, seat, legal)
        if phase == "answer":
            counter = state.neg["counter"]
            return AGREE if AGREE in legal and _price(counter["terms"]) >= 0 else REFUSE
        if phase == "remove":
            return min(legal, key=lambda a: (LEVEL[a[1]], a[1]))
        if phase == "pledge":
            return REFUSE  # it keeps its laurels; Caesar's moves are its own to bargain for
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
            return -50  # it does not bargain over Caesar's place
        if name == "caesar":
            return (self._caesar_value(state, seat, action[1]) - 3 * self._caesar_value(state, seat, state.caesar)
                    - 8 * self.stuck)
        r = action[1]
        gain = self._climb_value(state, seat, seat, r)
        if gain is None:
            return -100
        return gain + (10 if name == "move" else 6 - 4 * self.stuck)

    def _climb_value(self, state, viewer: int, seat: int, r: int):
        """What climbing road r is worth to seat, as viewer sees it (None: it would lose the game)."""
        b = ROAD_TO[r]
        kind = state.fields[r]
        laurel = VALUE[kind] if kind is not None and r != state.caesar else 0
        value = LEVEL[b] + 4 * laurel
        if b == SENATE:
            senate = state.occ[SENATE]
            totals = state.apparent_totals(viewer)
            mine = totals[seat] + laurel
            leading = all(totals[s] < mine for s in senate if s != seat)
            if len(senate) == SEATS[SENATE] - 1:
                return 100 if leading else None  # the fifth senator ends the game
            if seat not in senate:
                value += 25  # only a player in the Senate can win
            elif not leading:
                return None  # more of ours only bring the end closer while we trail
        return value

    def _caesar_value(self, state, seat: int, r: int) -> float:
        """How much Caesar on road r helps seat: it frees a senator stuck below it."""
        a, b = ROAD_FROM[r], ROAD_TO[r]
        occ = state.occ
        if seat not in occ[a] or len(occ[b]) >= SEATS[b]:
            return 0
        others = len(occ[a]) - 1
        own = occ[a].count(seat) - 1
        if own >= NEED[a] > 0 and others >= NEED[a]:
            return 1
        return 6 + 2 * LEVEL[b] + (8 if b == SENATE else 0)

    # ----- negotiating ------------------------------------------------------------
    def _offer(self, state, seat: int, legal):
        neg = state.neg
        m, r = neg["mover"], neg["road"]
        offers = [a for a in legal if a[0] == "offer" and a[1] > 0]
        if not offers or self._climb_value(state, seat, m, r) is None:
            return PASS
        if ROAD_TO[r] == SENATE and len(state.occ[SENATE]) == SEATS[SENATE] - 1 and seat not in state.occ[SENATE]:
            return PASS  # the move would end the game without us in the Senate
        kind = neg["take"]
        laurel = VALUE[kind] if kind is not None else 0
        wants_pay = laurel >= 3 or state.supply == 0
        draft = neg["draft"]
        if wants_pay and not draft:
            pays = [a for a in legal if a[0] == "pays"]
            if not pays:
                return PASS
            if laurel >= 3 and ("pays", kind) in pays:
                return ("pays", kind)  # share the harvest: the rich laurel for the permission
            return min(pays, key=lambda a: (VALUE[a[1]], a[1]))
        return max(offers, key=lambda a: a[1])

    def _respond(self, state, seat: int, legal):
        neg = state.neg
        r = neg["road"]
        worth = self._climb_value(state, seat, seat, r)
        if worth is None:
            return WITHDRAW
        offers = neg["offers"]
        best, best_cost = None, None
        for action in legal:
            if action[0] != "accept":
                continue
            cost = sum(_price(offers[g][1]) for g in action[1:])
            if best is None or cost < best_cost:
                best, best_cost = action, cost
        laurel = VALUE[neg["take"]] if neg["take"] is not None else 0
        bribes = [a for a in legal if a[0] == "withdraw" and len(a) == 2]
        bribe = max(bribes, key=lambda a: -_price(offers[a[1]][1]), default=None)
        bribe_value = -_price(offers[bribe[1]][1]) if bribe else 0
        if best is not None and best_cost <= laurel + 2 and laurel + 2 - best_cost >= bribe_value:
            return best
        if bribe:
            return bribe
        counters = [a for a in legal if a[0] == "counter"]
        if counters:
            # a fair offer to the player with most permissions to give
            return max(counters, key=lambda a: (state.occ[neg["from"]].count(a[1]), -a[1]))
        return WITHDRAW

    def _counter(self, state, seat: int, legal):
        """A fair counter-offer: the cheapest laurel for a rich road, else free."""
        neg = state.neg
        laurel = VALUE[neg["take"]] if neg["take"] is not None else 0
        if laurel >= 3 and not neg["draft"]:
            pays = [a for a in legal if a[0] == "pays" and VALUE[a[1]] < laurel]
            if pays:
                return min(pays, key=lambda a: (VALUE[a[1]], a[1]))
        return max((a for a in legal if a[0] == "propose"), key=lambda a: a[1])


def _price(terms) -> int:
    """What a deal costs the mover in laurel value (negative: he gains)."""
    cost = 0
    for term in terms:
        if term[0] == "pays":
            cost += VALUE[term[1]]
        elif term[0] == "gets":
            cost -= VALUE[term[1]]
    return cost


def heuristic(seed: int = 0) -> HeuristicBot:
    return HeuristicBot(seed)

