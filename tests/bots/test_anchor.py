"""An anchored search plays the heuristic bot's move unless it is sure enough of another."""
from __future__ import annotations

import copy

import pytest

import spelbord
from spelbord.bots.ismcts import ISMCTS
from spelbord.games.scarab_lords.playout import PlayoutBot

from .helpers import positions


def test_a_margin_no_reward_can_pass_plays_the_heuristic_move_everywhere():
    """Rewards lie in [0, 1]: with a margin of 1 the search never overrules; without
    an anchor the same search (its simulations played by the quicker playout bot,
    the opponent searched) plays another move in some of these positions."""
    game = spelbord.load("scarab-lords")
    heuristic = game.bots["heuristic"]
    differs = 0
    for state, seat in positions("scarab-lords", 2, seed=5, every=4, count=12):
        expected = heuristic(3).choose(state.clone(), seat)

        def search(anchor):
            bot = ISMCTS(game, seed=3, simulations=40, rollout=PlayoutBot(3), opponents="search", anchor=anchor)
            return bot.choose(state.clone(), seat)
        assert search(1.0) == expected
        differs += search(None) != expected
    assert differs


def test_the_search_overrules_the_heuristic_only_by_more_than_the_margin():
    """Root statistics ``[visits, reward sum, ...]``: the most visited move, mean 0.70,
    against the heuristic's, mean 0.55."""
    bot = ISMCTS(spelbord.load("scarab-lords"), anchor=0.1)
    stats = {"heuristic's": [10, 5.5], "searched": [20, 14.0]}
    assert bot._overrule("heuristic's", "searched", stats, 0.1) == "searched"
    assert bot._overrule("heuristic's", "searched", stats, 0.2) == "heuristic's"
    assert bot._overrule("heuristic's", "searched", {"searched": [20, 14.0]}, 0.2) == "heuristic's"  # never tried


def test_a_game_without_a_heuristic_bot_cannot_be_anchored():
    game = copy.copy(spelbord.load("spionage"))  # the loaded game is shared: change a copy
    game.bots = {k: v for k, v in game.bots.items() if k != "heuristic"}
    with pytest.raises(ValueError, match="no heuristic bot to anchor"):
        ISMCTS(game, anchor=0.05)
