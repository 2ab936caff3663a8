"""Response windows: moments when other seats may answer or interrupt.

Examples: each other player, clockwise, may copy a die in Tiny Epic Galaxies;
anybody may play a fate card in Cosmic Encounter; the senators of a committee
may offer permission in Quo Vadis. Every seat in the window answers once (a
``pass`` is an answer); an *ordered* window asks the seats one at a time in the
order given, an unordered one asks them all at once.
"""
from __future__ import annotations


class ResponseWindow:
    __slots__ = ("kind", "pending", "ordered")

    def __init__(self, kind: str, seats, ordered: bool = True):
        self.kind = kind
        self.pending = list(seats)
        self.ordered = ordered

    def actors(self) -> list[int]:
        if self.ordered:
            return self.pending[:1]
        return sorted(self.pending)

    def answered(self, seat: int) -> None:
        self.pending.remove(seat)

    @property
    def closed(self) -> bool:
        return not self.pending

    def copy(self) -> "ResponseWindow":
        new = ResponseWindow.__new__(ResponseWindow)
        new.kind, new.pending, new.ordered = self.kind, list(self.pending), self.ordered
        return new

    def public(self) -> dict:
        return {"kind": self.kind, "pending": list(self.pending), "ordered": self.ordered}
