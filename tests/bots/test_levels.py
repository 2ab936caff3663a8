"""The bots people choose: names everywhere, and ``normal`` clearly above ``random``."""
from __future__ import annotations

import pytest

import spelbord
from spelbord.bots import bot_names, make_bot, play_game
from spelbord.bots.levels import EasyBot
from spelbord.bots.ismcts import ISMCTS

from .helpers import COUNTS, SMALLEST


@pytest.mark.parametrize("name", list(COUNTS))
def test_every_game_offers_the_levels(name):
    game = spelbord.load(name)
    assert bot_names(game) == ["random", "heuristic", "ismcts", "easy", "normal", "hard"]
    assert isinstance(make_bot(game, "easy", 1), EasyBot)
    for level, budget in (("normal", 200), ("hard", 2000), ("ismcts", 1000)):
        bot = make_bot(game, level, 1)
        if level in game.bots:  # the game's own bot in the level's place (Scarab Lords' planner)
            assert isinstance(bot, game.bots[level]) and not isinstance(bot, ISMCTS)
        else:
            assert isinstance(bot, ISMCTS) and bot.simulations == budget
    assert make_bot(game, "hard", 1).seconds == 2.0
    with pytest.raises(ValueError, match="unknown bot 'strong'"):
        make_bot(game, "strong", 1)


@pytest.mark.parametrize("index,name", list(enumerate(COUNTS)))
def test_normal_beats_random(index, name):
    """A seeded game of ``normal`` against random bots, in a seat that changes
    from game to game: it wins (a random seat would, a half or a third of the
    time; bench/bots.py measures the rate over many games)."""
    game = spelbord.load(name)
    players = SMALLEST[name]
    seat = index % players
    bots = [make_bot(game, "normal" if s == seat else "random", index * 10 + s) for s in range(players)]
    final = play_game(game, players, index, bots)
    assert final.outcome()["ranks"][seat] == 1, final.outcome()


def test_easy_plays_whole_games_and_is_reproducible():
    game = spelbord.load("spionage")
    finals = [play_game(game, 3, 4, [make_bot(game, "easy", 7 + s) for s in range(3)]) for _ in range(2)]
    assert finals[0].history() == finals[1].history()
    heuristic = play_game(game, 3, 4, [make_bot(game, "heuristic", 7 + s) for s in range(3)])
    assert heuristic.history() != finals[0].history()  # the randomness shows
