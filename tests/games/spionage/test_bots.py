"""The heuristic bot: always legal, and clearly better than random."""
import pytest

from spelbord.bots import make_bot, play_game
from spelbord.games.spionage.bots import win_rate

from .helpers import GAME


def test_heuristic_beats_random_clearly():
    """200 games, heuristic against random at 2-5 players: a random bot would win about 37%."""
    result = win_rate(200)
    assert result["rate"] > result["baseline"] + 0.3, result


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_heuristic_bots_finish_games_among_themselves(players):
    for options in GAME.variants(players):
        for seed in range(5):
            bots = [make_bot(GAME, "heuristic", seed * 10 + s) for s in range(players)]
            final = play_game(GAME, players, seed, bots, options)
            assert final.outcome()["winners"]
