"""Secret simultaneous choices: commit now, reveal when everyone has chosen.

A game opens a :class:`SecretStep` for the seats that must choose. Each seat's
choice is one action or a short sequence of actions (a report of several cards);
it stays hidden in the step until every seat has completed its choice. The
others only learn *that* a seat has chosen, never what, and the reveal hands the
choices to the game ordered by seat, so the order of arrival never shows.
"""
from __future__ import annotations


class SecretStep:
    """The hidden choices of one simultaneous step.

    ``kind`` names the step for views and texts (``"plan"``, ``"action"``);
    ``picks`` maps each seat to the actions it has taken so far; ``done`` is
    the set of seats whose choice is complete.
    """

    __slots__ = ("kind", "seats", "picks", "done", "_waiting")

    def __init__(self, kind: str, seats):
        self.kind = kind
        self.seats = seats = tuple(sorted(seats))
        self.picks = {seat: [] for seat in seats}  # in seat order, as the reveal hands them on
        self.done: set[int] = set()
        self._waiting = seats  # listed again only when a choice completes or reopens

    def waiting(self) -> list[int]:
        """The seats still choosing, in seat order."""
        return list(self._waiting)

    def complete(self, seat: int) -> tuple[int, ...]:
        """``seat``'s choice is complete (``done`` changes only through here and :meth:`reopen`);
        the seats still choosing, in seat order."""
        self.done.add(seat)
        waiting = self._waiting
        if seat in waiting:
            at = waiting.index(seat)
            self._waiting = waiting = waiting[:at] + waiting[at + 1:]
        return waiting

    def reopen(self, seat: int) -> None:
        """``seat`` chooses again (determinizing re-deals its picks)."""
        self.done.discard(seat)
        self._waiting = tuple([s for s in self.seats if s not in self.done])

    def copy(self) -> "SecretStep":
        new = SecretStep.__new__(SecretStep)
        new.kind = self.kind
        new.seats = self.seats
        new.picks = {s: list(p) for s, p in self.picks.items()}
        new.done = set(self.done)
        new._waiting = self._waiting
        return new

    def public(self, seat: int | None) -> dict:
        """What ``seat`` may know of this step: who has chosen, and its own picks."""
        view = {"kind": self.kind, "seats": list(self.seats),
                "chosen": sorted(self.done), "waiting": self.waiting()}
        if seat in self.picks:
            view["mine"] = [list(a) for a in self.picks[seat]]
        return view
