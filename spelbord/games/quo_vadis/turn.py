"""A turn (SV "Spelets förlopp"): place a senator, move a senator, or move Caesar.

Only one's own senators are placed or moved. A senator never moves down and never
skips a committee, even a full one; he may leave by any road out of his committee,
whatever seat he sits on, into a committee with a free seat.

* Leaving a one-seat committee is free.
* Leaving a three-seat committee needs the permission of exactly one other senator
  there, own or foreign; a five-seat committee needs exactly two. With too few
  other senators there the senator cannot leave at all.
* Caesar on the road: no permission is needed, and his tile covers the laurel:
  nobody wins anything on that move (no road laurel, no I tiles).
* Crossing a laurel field the mover takes its tile, face down (SV l.68: the
  others' log names the road, only the mover's its value), and a new one from
  the face-down pile is laid face up on the field at once (an empty pile leaves
  the field empty, ruling Q2).
* Each foreign senator whose permission is used earns his owner one I tile from
  the open supply, while it lasts.
* Taking a II with Caesar's portrait lets the mover move Caesar afterwards.
"""
from __future__ import annotations

from types import MappingProxyType

from .actions import CAESAR_FROM, KEEP, MOVE, PLACE, REQUEST
from .board import ENTRY, HAS_LAUREL, II_CAESAR, I, NEED, ROAD_FROM, ROAD_TO, ROADS_FROM, SEATS, SENATE


#: per committee, the roads out of it: (road, the committee it leads to, that committee's seats)
_EXITS = tuple(tuple((r, ROAD_TO[r], SEATS[ROAD_TO[r]]) for r in ROADS_FROM[c]) for c in range(len(SEATS)))


class TurnRules:
    """The three possibilities of a turn, and carrying out a move."""

    # ----- legal actions ----------------------------------------------------
    def _turn_actions(self, p: int) -> list[tuple]:
        """The board's moves, then the asks for a pledge. The board's are kept for the
        turn: in the "turn" step only the asks change (a pledge or a refusal leaves the
        board alone) and the roads tried grow; everything that moves a senator or Caesar
        ends the turn (or the election starts a new one)."""
        kept, tried = self._turn_moves, self.tried
        if kept is None or kept[0] != self.turn_count or kept[1] != len(tried):
            kept = self._turn_moves = (self.turn_count, len(tried), self._board_moves(p))
        actions = [*kept[2]]
        self._add_asks(p, actions)
        return actions

    def _board_moves(self, p: int) -> tuple:
        """Placing, moving or asking leave to move a senator of ``p``'s, and moving Caesar."""
        occ = self.occ
        actions = []
        if self.reserve[p]:
            for c in ENTRY:
                if len(occ[c]) < SEATS[c]:
                    actions.append(PLACE[c])
        caesar = self.caesar
        tried = self.tried
        for here, need, exits in zip(occ, NEED, _EXITS):  # the Senate has no exit
            if p not in here or not exits:
                continue
            if need == 0:  # leaving a one-seat committee is free
                for r, b, seats in exits:
                    if len(occ[b]) < seats:
                        actions.append(MOVE[r])
                continue
            others = len(here) - 1
            own = here.count(p) - 1
            for r, b, seats in exits:
                if len(occ[b]) >= seats:
                    continue
                if r == caesar:
                    actions.append(MOVE[r])
                    continue
                if others < need:
                    continue
                if own >= need:
                    actions.append(MOVE[r])
                if own < others and r not in tried:
                    actions.append(REQUEST[r])
        actions += CAESAR_FROM[caesar]
        return tuple(actions)

    def _bonus_actions(self, p: int) -> list[tuple]:
        return [*CAESAR_FROM[self.caesar], KEEP]

    # ----- carrying actions out ---------------------------------------------
    def _do_place(self, p: int, action: tuple) -> list[dict]:
        c = action[1]
        self.reserve[p] -= 1
        self.occ[c].append(p)
        return [{"type": "place", "seat": p, "committee": c}] + self._end_turn()

    def _do_move(self, p: int, action: tuple) -> list[dict]:
        r = action[1]
        free = NEED[ROAD_FROM[r]] == 0 or r == self.caesar
        own = 0 if free else NEED[ROAD_FROM[r]]
        return self._carry_out_move(p, r, [], own)

    def _do_caesar(self, p: int, action: tuple) -> list[dict]:
        bonus = self.phase == "bonus"
        self.caesar = action[1]
        return [{"type": "caesar", "seat": p, "road": action[1], "bonus": bonus}] + self._end_turn()

    def _do_keep(self, p: int, action: tuple) -> list[dict]:
        return [{"type": "caesar_kept", "seat": p, "road": self.caesar}] + self._end_turn()

    def _carry_out_move(self, p: int, r: int, deals: list, own: int) -> list[dict]:
        """Move p's senator up road r with the permissions in ``deals``.

        ``deals`` is a list of ``(grantor, votes, terms)``, in the mover's order
        of preference for the I tiles; ``own`` counts the mover's own senators
        whose permission is used. Everything agreed is executed here, at once:
        the road laurel, the I tiles, the tile transfers and Caesar's move.
        """
        a, b = ROAD_FROM[r], ROAD_TO[r]
        occ = self.occ
        occ[a].remove(p)
        occ[b].append(p)
        covered = r == self.caesar
        event = {"type": "move", "seat": p, "road": r, "from": a, "into": b, "caesar": covered,
                 "own_permissions": own, "permissions": [[g, v] for g, v, _ in deals]}
        took = None
        events = [event]
        if not covered and HAS_LAUREL[r] and self.fields[r] is not None:
            took = self.fields[r]
            self._gain(p, took, seen=False)
            self.fields[r] = self.pile.pop() if self.pile else None
            event["took"] = True
            event["new_laurel"] = self.fields[r]
            if self.options["open_laurels"]:
                event["laurel"] = took
            else:
                events.append({"type": "laurel", "seat": p, "road": r, "laurel": took, "to": [p]})
        rewarded = []
        if not covered:
            for g, votes, _ in deals:
                for _ in range(votes):
                    if self.supply:
                        self.supply -= 1
                        self._gain(g, I)
                        rewarded.append(g)
        event["rewards"] = rewarded
        destination = None
        for g, votes, terms in deals:
            events.append(self._execute_terms(p, g, terms))
            for term in terms:
                if term[0] == "caesar_to":
                    destination = term[1]
        if b == SENATE:
            events += self._arrived(p)
            if len(occ[SENATE]) == SEATS[SENATE]:
                if destination is not None:
                    self.caesar = destination
                return events + self._senate_full(p)
        if destination is not None:
            self.caesar = destination
            events.append({"type": "caesar", "seat": p, "road": destination, "bonus": True, "deal": True})
            events += self._end_turn()
        elif took == II_CAESAR:
            self.phase = "bonus"
        else:
            events += self._end_turn()
        return events

    def _execute_terms(self, p: int, g: int, terms) -> dict:
        """The binding tile transfers of one deal, and its (non-binding) promises noted."""
        paid, received, promises = [], [], []
        for term in terms:
            kind = term[0]
            if kind == "pays":
                self._hand_over(p, g, term[1])
                paid.append(term[1])
            elif kind == "gets":
                self._hand_over(g, p, term[1])
                received.append(term[1])
            elif kind == "promise":
                # read-only, so that clones share it
                promise = MappingProxyType({"by": p, "to": g, "what": term[1:], "turn": self.turn_count})
                self.promises.append(promise)
                promises.append(list(term[1:]))
        return {"type": "deal", "mover": p, "with": g, "paid": paid, "received": received,
                "promises": promises, "terms": [list(t) for t in terms]}

    def _end_turn(self) -> list[dict]:
        """The turn passes clockwise; laurels pledged this turn are settled first."""
        events = self._settle_pledges()
        self.turn = (self.turn + 1) % self.players
        self.turn_count += 1
        self.tried = []
        self.phase = "turn"
        self.neg = None
        self.window = None
        return events

