"""Who knows which challenge card is in whose hand (``state.known``).

The hands are secret ("var noga med att inte visa dem för någon annan", SV
l.65), but cards are shown as they change hands: a deal's named card
(SV l.254 "exakt vilka kort som ska byta ägare"), a card drawn at random as
compensation (SV l.234) or in a deal (SV l.272), a kept, returned or taken
played card, a hand a power looks at. ``known[card]`` is a bit mask of the
seats that know where ``card`` lies while it is in a hand (or is its holder's
secret challenge card, which that holder chose from his hand); bit
``players`` is the spectator, set only with every seat's (:meth:`show_all`).
It is 0 for every card outside the hands, so a card drawn again starts
unknown. A re-deal (:func:`.views.redeal`) keeps every card the seat knows
where it is.

Knowledge is recorded only when it is certain: a card leaving a hand unseen
by a seat (given or drawn at random) makes that seat unsure of every card
left in that hand, so it forgets them.
"""
from __future__ import annotations


class KnownCards:
    """The known-cards record of :class:`~.state.CEState`."""

    def everyone(self) -> int:
        """The mask of every seat and the spectator."""
        return (2 << self.players) - 1

    def knows(self, seat, card: int) -> bool:
        """Does ``seat`` (``None``: the spectator) know where ``card`` is?"""
        return bool(self.known[card] >> (self.players if seat is None else seat) & 1)

    def show(self, cards, *seats: int) -> None:
        """``seats`` see ``cards`` where they lie."""
        mask = sum(1 << s for s in set(seats))
        for card in cards:
            self.known[card] |= mask

    def show_all(self, cards) -> None:
        """``cards`` are shown face up to the whole table."""
        everyone = self.everyone()
        for card in cards:
            self.known[card] = everyone

    def forget(self, card: int) -> None:
        """``card`` leaves the hands (played, discarded): nobody's record of it stands."""
        self.known[card] = 0

    def changed_hands(self, frm: int, to: int, cards) -> None:
        """``cards`` went from ``frm``'s hand to ``to``'s, seen by the two only.

        The others do not know which cards left, so they forget ``frm``'s remaining cards.
        """
        pair = 1 << frm | 1 << to
        for card in cards:
            self.known[card] = pair
        for card in self.hands[frm]:
            self.known[card] &= pair

    def shown_cards(self, seat) -> tuple[list, list]:
        """For each seat, the cards in its hand or chosen that the whole table knows of, and
        those ``seat`` alone (or with some others) knows of in the others' hands; sorted, so
        which one is the chosen card stays secret."""
        public, bit = 1 << self.players, 0 if seat is None else 1 << seat
        known, chosen = self.known, self.chosen
        table, mine = [], []
        for s, hand in enumerate(self.hands):
            holding = hand + [chosen[s]] if s in chosen else hand
            table.append(sorted(c for c in holding if known[c] & public))
            mine.append(sorted(c for c in holding if known[c] & bit and not known[c] & public) if s != seat else [])
        return table, mine
