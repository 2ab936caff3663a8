"""The challenge deck and star cards as the rules read them: fast lookup by card number.

The cards themselves (with their sources) are in :mod:`.data`; this module only
numbers the 64 challenge cards in play (41 attack, 12 compromise, 11 fate cards;
the 4 blank spares stay in the box) and keeps their kind, attack value and fate
card key in tuples indexed by card number.
"""
from __future__ import annotations

from . import data

#: the colours of the five star systems, in seat order
COLOURS = tuple(data.COLOURS)
DESTINY_PER_COLOUR = data.DESTINY_PER_COLOUR
BLANKS = data.BLANKS
ALL_CARDS = data.TOTAL_CARDS

CARDS = tuple(data.CHALLENGE_CARDS)
KIND = tuple(card.kind for card in CARDS)
VALUE = tuple(card.value if card.kind == "attack" else 0 for card in CARDS)
KEY = tuple(card.key for card in CARDS)
