"""The end of the game ("Spelets slut"), checked at the start of a player's own turn.

You win if, at the start of your turn, you hold supremacy in two of the three
columns of both the upper and the lower region, or your opponent's deck is empty.
"""
from __future__ import annotations


def holds_both_regions(state, seat: int) -> bool:
    pyramids = state.pyramids
    return pyramids[:3].count(seat) >= 2 and pyramids[3:].count(seat) >= 2


def victory(state, seat: int) -> str | None:
    """Why ``seat`` wins at the start of its turn ("supremacy" or "deck"), or None."""
    if holds_both_regions(state, seat):
        return "supremacy"
    if not state.deck[1 - seat]:
        return "deck"
    return None
