"""How good a position of Cosmic Encounter is for a seat, for searching bots.

SV l.79: "För att vinna måste du bli den som först etablerat fem baser i andras
stjärnsystem." So a seat's strength is first its foreign bases (each one nearer
the fifth weighs more); then its ships in play (ships in the black hole,
"förvisas till det svarta hålet", cannot attack or defend), its home bases, and
the challenge cards in hand, its means to win challenges (SV l.216: "Den med
högst totalsumma (kort + rymdskepp) vinner").
"""
from __future__ import annotations

from spelbord.bots.evaluation import by_strength

from . import deck

#: actions a search plays out before it asks for this judgement
DEPTH = 12
#: strength of difference that makes a win about three times as likely as a loss
SCALE = 2.0


def strength(state, seat: int) -> float:
    foreign = state.foreign_bases(seat)
    value = 1.5 * foreign + 0.25 * foreign * foreign
    value += 0.08 * state.in_play(seat) + 0.2 * state.home_bases(seat)
    hand = state.hands[seat]
    value += 0.1 * min(len(hand), 8)
    value += 0.01 * sum(deck.VALUE[c] for c in hand if deck.KIND[c] == "attack")
    return value


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect."""
    return by_strength(state, seat, strength, SCALE)
