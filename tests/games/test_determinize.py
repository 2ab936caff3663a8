"""The generic checks of determinize and of secret choices, for every game, player
count and variant: in sampled states every determinization (from every seat and
the spectator) names the real state's actors, every legal action in it can be
applied, and the events a seat sees do not change when what it cannot see is
re-dealt; every partial pick of a secret choice leaves every other seat's view,
legal actions and events, and the public move counter, as they were."""
import pytest

from spelbord.engine.checks import random_playthrough
from tests.configs import every_config

GAMES_PER_CONFIG = 2


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_determinizations_are_playable_and_partial_picks_unseen(game, players, options):
    for seed in range(GAMES_PER_CONFIG):
        state = random_playthrough(game, players, seed, options, determinize_every=23)
        assert state.outcome() is not None
