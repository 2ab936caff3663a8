"""Cosmic Encounter as "Universums Härskare" (Alga; Eon 1977), 2-5 players.

    >>> import spelbord
    >>> game = spelbord.load("cosmic-encounter")
    >>> state = game.new_game(players=4, seed=1)

Modules follow the rulebook: :mod:`.setup` (Förberedelse), :mod:`.challenge`
(the turn up to the launch), :mod:`.alliances` (invitations and allies),
:mod:`.combat` (challenge cards and the outcome), :mod:`.deal` (the deal),
:mod:`.effects_runtime` (how powers and fate cards act, through the points of
:mod:`.hooks`), :mod:`.views` (what each seat may know). The cards, the 16
aliens and the 11 fate cards are in :mod:`.data`, :mod:`.powers` and
:mod:`.edicts`; the power variants in :mod:`.variants`.
"""
from .game import GAME

__all__ = ["GAME"]
