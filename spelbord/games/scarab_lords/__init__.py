"""Scarab Lords: ``spelbord.load("scarab-lords")``. See :mod:`.game`."""
from .game import ScarabLords, with_cards

GAME = ScarabLords()

__all__ = ["GAME", "ScarabLords", "with_cards"]
