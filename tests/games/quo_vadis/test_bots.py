"""The heuristic bot beats random play clearly."""
from spelbord.bots import make_bot, play_game

from .helpers import GAME


def test_heuristic_beats_random_by_a_clear_margin():
    games, wins, expected = 60, 0, 0.0
    for seed in range(games):
        players = 3 + seed % 3
        hero = seed % players
        bots = [make_bot(GAME, "heuristic" if s == hero else "random", 100 * seed + s) for s in range(players)]
        state = play_game(GAME, players, seed, bots)
        wins += hero in state.outcome()["winners"]
        expected += 1 / players
    # random play would win about a quarter of these games
    assert wins >= 2.2 * expected, (wins, expected)


def test_heuristic_plays_every_phase_legally():
    bots = [make_bot(GAME, "heuristic", s) for s in range(4)]
    state = play_game(GAME, 4, 7, bots, {"consul": True})
    assert state.outcome()["winners"] and state.round == 3
