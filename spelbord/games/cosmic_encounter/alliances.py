"""Erbjud andra spelare att bli allierade (SV l.177-197): invitations and allies.

The offence invites any of the others but the defender, one ``("invite", seat)``
at a time, then ``("invites_done",)``; the defender does the same (anyone but
the offence, even those the offence invited). Then, clockwise from the offence,
each other player joins one side that invited him (value point ``may_join``:
the Parasite joins uninvited) with ``("join", side)`` or stays out with
``("decline",)``; an ally sends 1-4 ships from any of his bases, one at a time
(``("ally", planet)``, ``("allied",)``): on the cone's mouth for the offence, on
the defensive ring for the defence. Two players have no allies.
"""
from __future__ import annotations

MAX_ALLY = 4
SIDES = ("offence", "defence")


class Alliances:
    def _auto_alliances(self, frame) -> None:
        steps = []
        if self.players > 2:
            steps += [["invite", self.offence, "offence"], ["invite", self.defence, "defence"]]
            for k, seat in enumerate(s for s in self.clockwise_from(self.offence) if s != self.defence):
                if k:  # fate cards "när som helst" (SV l.312-316): also between two declarations
                    steps += self.moment_frames("declaration")
                steps.append(["join", seat])
        steps += [*self.moment_frames("alliances"), *self.moment_frames("before_cards"), ["choose_cards", None]]
        self.push(*steps)

    # ----- invitations ----------------------------------------------------------
    def _legal_invite(self, frame):
        seat, side = frame[1], frame[2]
        main = (self.offence, self.defence)
        legal = [("invite", s) for s in range(self.players) if s not in main and s not in self.invited[side]]
        return legal + [("invites_done",)]

    def _do_invite(self, frame, action):
        seat, side = frame[1], frame[2]
        if action[0] == "invites_done":
            self.stack.pop()
            self.events.append({"type": "invitations", "seat": seat, "side": side,
                                "invited": sorted(self.invited[side])})
            return
        self.invited[side].append(action[1])

    # ----- joining ----------------------------------------------------------------
    def may_join(self, seat: int) -> frozenset:
        default = frozenset(side for side in SIDES if seat in self.invited[side])
        return self.value("may_join", default, player=seat)

    def _legal_join(self, frame):
        seat = frame[1]
        if not self.bases(seat):
            return []
        sides = self.may_join(seat)
        return [("join", side) for side in SIDES if side in sides] + [("decline",)]

    def _do_join(self, frame, action):
        seat = frame[1]
        self.stack.pop()
        if action[0] == "decline":
            self.events.append({"type": "declined", "seat": seat})
            return
        side = action[1]
        self.allies[side].append(seat)
        self.events.append({"type": "joined", "seat": seat, "side": side})
        self.push(["ally_ships", seat, side, 0])

    def _legal_ally_ships(self, frame):
        seat, sent = frame[1], frame[3]
        legal = [("ally", p) for p in self.bases(seat)] if sent < MAX_ALLY else []
        if sent:
            legal.append(("allied",))
        return legal

    def _do_ally_ships(self, frame, action):
        seat, side = frame[1], frame[2]
        if action[0] == "allied":
            self.stack.pop()
            on = self.cone[seat] if side == "offence" else self.ring[seat]
            self.events.append({"type": "allied", "seat": seat, "side": side, "ships": on})
            return
        self.ships[action[1]][seat] -= 1
        if side == "offence":
            self.cone[seat] += 1
        else:
            self.ring[seat] += 1
        frame[3] += 1
