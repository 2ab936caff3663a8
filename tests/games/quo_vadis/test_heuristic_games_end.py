"""Heuristic bots in every seat still finish their games.

Greedy rivals can each pull Caesar to their own road, or ask and withdraw, turn
after turn; the bot counts its turns without a senator moved and gives up on
such plans, so a table of heuristic bots always fills the Senate.
"""
import pytest

import spelbord
from spelbord.bots import make_bot, play_game
from spelbord.games.quo_vadis.board import SENATE

GAME = spelbord.load("quo-vadis")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_heuristic_tables_fill_the_senate(players):
    for seed in range(25):
        bots = [make_bot(GAME, "heuristic", seed * 1000 + seat) for seat in range(players)]
        state = play_game(GAME, players, seed, bots, max_steps=5000)
        assert len(state.occ[SENATE]) == 5
