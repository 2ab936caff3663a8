"""The bots: always legal, and the heuristic bot beats the random bot."""
import pytest

from spelbord.bots import make_bot, play_game

from .helpers import GAME


@pytest.mark.parametrize("players", [1, 2, 3, 5])
def test_heuristic_bot_plays_whole_games(players):
    for seed in range(10):
        bots = [make_bot(GAME, "heuristic", seed + s) for s in range(players)]
        state = play_game(GAME, players, seed, bots)
        assert state.outcome() is not None


def test_heuristic_beats_random_in_two_player_games():
    wins = 0
    for seed in range(60):
        bots = [make_bot(GAME, "heuristic", seed), make_bot(GAME, "random", seed)]
        if seed % 2:
            bots.reverse()
        wins += (seed % 2) in play_game(GAME, 2, seed, bots).outcome()["winners"]
    assert wins >= 54


def test_heuristic_bot_sometimes_beats_the_beginner_rogue():
    wins = sum(play_game(GAME, 1, seed, [make_bot(GAME, "heuristic", seed)]).outcome()["winner"] == "player"
               for seed in range(60))
    assert 10 <= wins
