"""The generic checks of determinize and of secret choices, for every game, player
count and variant: in sampled states every determinization (from every seat and
the spectator) names the real state's actors, every legal action in it can be
applied, and the events a seat sees do not change when what it cannot see is
re-dealt; every partial pick of a secret choice leaves every other seat's view,
legal actions and events, and the public move counter, as they were."""
import pytest

import spelbord
from spelbord.engine.checks import random_playthrough

GAMES_PER_CONFIG = 2


def _configs():
    for name in spelbord.games():
        game = spelbord.load(name)
        for players in range(game.min_players, game.max_players + 1):
            for number, options in enumerate(game.variants(players)):
                yield pytest.param(game, players, options, id=f"{name}-{players}-{number}")


@pytest.mark.parametrize("game,players,options", list(_configs()))
def test_determinizations_are_playable_and_partial_picks_unseen(game, players, options):
    for seed in range(GAMES_PER_CONFIG):
        state = random_playthrough(game, players, seed, options, determinize_every=23)
        assert state.outcome() is not None
