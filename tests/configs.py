"""Every game, player count and variant, as pytest parameters (the generic tests run each)."""
import pytest

import spelbord


def every_config(by_name: bool = False):
    """``pytest.param(game, players, options)`` (``by_name``: the game's name instead of
    the game) for every game, player count and variant, with ids like ``spionage-3-0``."""
    for name in spelbord.games():
        game = spelbord.load(name)
        for players in range(game.min_players, game.max_players + 1):
            for number, options in enumerate(game.variants(players)):
                yield pytest.param(name if by_name else game, players, options, id=f"{name}-{players}-{number}")
