"""Tiny Epic Galaxies (Gamelyn Games; German edition "Winziges Weltall"), 1-5 players.

    >>> import spelbord
    >>> game = spelbord.load("tiny-epic-galaxies")
    >>> state = game.new_game(players=1, seed=3, options={"rogue": "zendica"})
    >>> state.actors()
    [0]

Modules follow the rulebook: :mod:`.setup` (Spielaufbau), :mod:`.turn`
(Spielablauf, Erneut würfeln, Würfel umwandeln), :mod:`.dice_actions`
(Würfelaktionen, Planeten kolonisieren), :mod:`.copying` (Einen anderen
Spieler kopieren), :mod:`.effects` (the planets' abilities), :mod:`.scoring`
(Spielende und Schlusswertung), :mod:`.rogue` (Die Schurkengalaxie, solo);
the cards are data in :mod:`.data`.
"""
from .game import GAME

__all__ = ["GAME"]
