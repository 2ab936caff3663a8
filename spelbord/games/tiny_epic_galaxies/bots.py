"""Bots for Tiny Epic Galaxies: the random bot and a heuristic bot."""
from __future__ import annotations

from spelbord.bots import RandomBot

BOTS = {}
