"""Who sees which laurels (SV l.68-70), and re-dealing what a seat cannot see.

SV: the mover "tar upp dessa lagerbärsblad och lägger dem framför sig med
avigsidan uppåt" (l.68), and "Genom att placera lagerbärsbladen med avigsidan
uppåt framför sig kan varje spelare hemlighålla den totala summan av vunna
lagrar" (l.70). So by default a seat sees its own laurels and total, and of the
others how many tiles each holds. What the whole table has seen of a pile is
kept in ``known[o]``, a lower bound by kind of what seat ``o`` holds:

* an I tile from the open supply, and every tile handed over in a deal (the
  terms are spoken at the table), is seen going in (and coming out);
* a road laurel goes to its taker face down: the others learn the road, not the
  value (the engine keeps no notes for a player who remembers the field);
* a term of a deal that hands over the writer's own tile, and an offer or a
  bribe, show that he holds the tiles he would hand over (he may only offer what
  he can pay, less what the move brings him); taking a term back does not unsay it;
* the "peek" proposal turns every pile over, and the consul election counts the
  piles of those it notes: then the table knows those piles exactly;
* the end of the game shows everything (scoring).

The option ``open_laurels`` (ruling L1) makes every pile public instead: every
change is then seen, and ``known`` equals the piles.
"""
from __future__ import annotations

from operator import mul

from .board import MIX, VALUE, I

_KINDS = range(6)


class LaurelRules:
    """The laurel piles: changes seen or unseen, views, and the re-deal."""

    # ----- changes ------------------------------------------------------------
    def _gain(self, o: int, kind: int, seen: bool = True) -> None:
        self.laurels[o][kind] += 1
        if seen or self.options["open_laurels"]:
            self.known[o][kind] += 1

    def _hand_over(self, giver: int, taker: int, kind: int) -> None:
        """A tile handed over at the table: everyone sees it go."""
        self.laurels[giver][kind] -= 1
        known = self.known[giver]
        known[kind] = max(0, known[kind] - 1)
        self._gain(taker, kind)

    def _shows_holding(self, o: int, needs) -> None:
        """A term, offer or bribe o may only make with these tiles in hand: the table
        now knows he holds them (``needs``: count by kind)."""
        known = self.known[o]
        for k in _KINDS:
            known[k] = max(known[k], needs[k])

    def _show(self, seats) -> None:
        """These seats turn their laurels over: the table knows them exactly."""
        for o in seats:
            self.known[o] = list(self.laurels[o])

    # ----- what a seat sees ---------------------------------------------------
    def sees_laurels(self, seat: int | None, o: int) -> bool:
        return seat == o or self.options["open_laurels"] or self.phase == "over"

    def tiles(self, o: int) -> int:
        return sum(self.laurels[o])

    def unknown(self, o: int) -> int:
        """How many of o's tiles the table has not seen."""
        return self.tiles(o) - sum(self.known[o])

    def could_hold(self, o: int, kind: int) -> int:
        """The most tiles of ``kind`` o may hold, for all the table knows."""
        return self.known[o][kind] + self.unknown(o)

    def could_hold_each(self, o: int) -> list[int]:
        """:meth:`could_hold` for every kind at once."""
        known = self.known[o]
        unknown = sum(self.laurels[o]) - sum(known)
        return [n + unknown for n in known]

    def unseen(self, seat: int | None) -> list[int]:
        """The kinds ``seat`` cannot place: the face-down pile and the others' unseen tiles."""
        left = list(MIX)
        left[I] -= self.supply + self.boxed
        for k in self.fields:
            if k is not None:
                left[k] -= 1
        for o in range(self.players):
            pile = self.laurels[o] if self.sees_laurels(seat, o) else self.known[o]
            for k in _KINDS:
                left[k] -= pile[k]
        return left

    def apparent_totals(self, seat: int | None) -> list[float]:
        """Each player's laurel value as ``seat`` can tell it: exact where it sees the
        pile, else what the table has seen plus the mean of the unseen tiles."""
        unseen = self.unseen(seat)
        count = sum(unseen)
        mean = sum(VALUE[k] * n for k, n in enumerate(unseen)) / count if count else 0
        totals = []
        for o, value in enumerate(self.totals()):
            if self.sees_laurels(seat, o):
                totals.append(value)
            else:
                known = self.known[o]
                totals.append(sum(VALUE[k] * n for k, n in enumerate(known)) + mean * self.unknown(o))
        return totals

    def _laurel_view(self, seat: int | None) -> dict:
        shown = [self.sees_laurels(seat, o) for o in range(self.players)]
        view = {"laurels": [list(p) if s else None for p, s in zip(self.laurels, shown)],
                "totals": [sum(map(mul, VALUE, p)) if s else None for p, s in zip(self.laurels, shown)],
                "tiles": list(map(sum, self.laurels)),
                "known": [list(k) for k in self.known]}
        if all(shown):
            # the pile's contents follow from everything else that is open
            view["pile_kinds"] = [self.pile.count(k) for k in _KINDS]
        else:
            view["unseen"] = self.unseen(seat)
        return view

    # ----- determinizing ------------------------------------------------------
    def _redeal_laurels(self, seat: int | None, rng) -> None:
        """Re-deal the face-down pile and every tile of the others ``seat`` has not
        seen, keeping each pile's size and what the table knows of it. I tiles only
        ever come from the open supply, so they never go into the face-down pile."""
        hidden = [o for o in range(self.players) if not self.sees_laurels(seat, o)]
        slots = [o for o in hidden for _ in range(self.unknown(o))]
        pool = list(self.pile)
        for o in hidden:
            for k in _KINDS:
                pool += [k] * (self.laurels[o][k] - self.known[o][k])
            self.laurels[o] = list(self.known[o])
        ones = pool.count(I)
        # sorted first, so that the deal never depends on the true order of the pile
        rest = sorted(k for k in pool if k != I)
        rng.shuffle(rest)
        rng.shuffle(slots)
        for o in slots[:ones]:
            self.laurels[o][I] += 1
        for o in slots[ones:]:
            self.laurels[o][rest.pop()] += 1
        self.pile = rest
