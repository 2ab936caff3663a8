"""The bots: the heuristic bot plays on what its seat may know, and plays well."""
import random

from spelbord.bots import RandomBot, play_game
from spelbord.games.scarab_lords.bots import HeuristicBot

from .helpers import GAME


def test_the_heuristic_bot_decides_the_same_on_any_redeal_of_what_it_cannot_see():
    """It reads the real state for speed, so its choice must not depend on hidden cards."""
    rng = random.Random(0)
    checked = 0
    for seed in range(12):
        state = GAME.new_game(2, seed, {"advanced": seed % 3 == 0})
        players = [HeuristicBot(seed), HeuristicBot(seed + 1)]
        while state.actors() and checked < 3000:
            seat = state.actors()[0]
            if state.secret is None:
                for k in range(2):
                    guess = state.determinize(seat, rng.getrandbits(32))
                    assert HeuristicBot(7).choose(guess, seat) == HeuristicBot(7).choose(state, seat)
                checked += 1
            state.apply(seat, players[seat].choose(state, seat))
    assert checked > 500


def test_heuristic_beats_random_from_either_seat_and_house():
    wins = 0
    for seed in range(40):
        seat = seed % 2
        bots = [RandomBot(seed), RandomBot(seed)]
        bots[seat] = HeuristicBot(seed)
        state = play_game(GAME, 2, seed, bots, {"house_first": ("temet", "ankar")[seed // 2 % 2]})
        wins += state.outcome()["winners"] == [seat]
    assert wins >= 38


def test_heuristic_games_end():
    for seed in range(10):
        state = play_game(GAME, 2, seed, [HeuristicBot(seed), HeuristicBot(seed + 1)], {"advanced": True})
        assert max(state.wins) == 2
