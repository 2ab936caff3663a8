"""Einen anderen Spieler kopieren: copying a die another galaxy has just used.

After the active player activates a die and its action has fully resolved,
each other player, clockwise from the active player's left, may pay 1 culture
(2 after Nibiru, nothing after Zavodnick) to carry out the same face as if they
had rolled it: ``("copy",)`` or ``("pass",)``. Each player copies a die at most
once. When the active player ends the turn, those who have not copied the
last activated die get a last chance.

The window is the engine's :class:`~spelbord.engine.ResponseWindow` (ordered),
kept in a ``copywin`` frame on the stack; a seat that cannot pay or could not
carry out the action is not asked. A copier acts outside their own turn:
abilities marked "only on your turn" are not available to them.
"""
from __future__ import annotations

from spelbord.engine import ResponseWindow

from .data import COLONY

NOT_YET = -2  # the deciding seat of a window frame is set when it comes up


COPY, PASS = ("copy",), ("pass",)


class Copying:
    def copy_window(self, face: int, source: int, cost, record: bool, kind: str = "copy",
                    copied=()) -> list:
        """A frame asking the others, clockwise from ``source``, to copy ``face``
        (``cost`` None: the turn's current price); ``copied``: seats that copied
        this die already and are not asked again."""
        seats = self.seats_clockwise(source)
        if copied:
            seats = [s for s in seats if s not in copied]
        return ["copywin", NOT_YET, ResponseWindow(kind, seats), face, cost, source, record]

    def _copy_window_ready(self, frame) -> bool:
        """Skip the seats that cannot copy; False when nobody is left to ask."""
        window, face, cost = frame[2], frame[3], frame[4]
        if cost is None:
            cost = self.copy_cost
        pending = window.pending
        while pending:
            seat = pending[0]
            culture = self.res[seat]
            if culture[1] >= cost:
                if face == COLONY:  # can the action be done once the copy is paid for?
                    culture[1] -= cost
                    able = self.can_do(seat, face, False)
                    culture[1] += cost
                else:  # the other actions do not depend on resources
                    able = self.can_do(seat, face, False)
                if able:
                    frame[1] = seat
                    return True
            del pending[0]
        return False

    def _legal_copywin(self, frame):
        return [COPY, PASS]

    def _do_copywin(self, frame, action):
        seat, window, face, cost, source, record = frame[1:7]
        if cost is None:  # the turn's price, read when asked (Nibiru may have raised it)
            cost = self.copy_cost
        window.answered(seat)
        frame[1] = NOT_YET
        if action[0] == "pass":
            return
        self.res[seat][1] -= cost
        if record:
            self.copied_last.append(seat)
        self.events.append({"type": "copy", "seat": seat, "face": face, "cost": cost})
        for owner, resource in self.income:
            if owner == source:
                got = self.gain(owner, resource, 1)
                self.events.append({"type": "gain", "owner": owner, "resource": resource, "amount": got})
        self.stack.append(["die", None, seat, face, False])
