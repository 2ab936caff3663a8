"""Tiny Epic Galaxies: the search does not stall its turn with rerolls of no die.

"Jederzeit während des eigenen Spielzugs kann ein Spieler beliebig viele seiner noch nicht
aktivierten Würfel erneut werfen" (DE l.93): ``("reroll",)`` then ``("roll",)`` with no die
marked is legal and leaves the turn exactly as it was. ``hard`` (no clock) against Hades,
seed 0, played that pair for dozens of moves where ending the turn gives the rogue its
turn, so the game took hundreds of CPU seconds (docs/performance.md, "Tiny Epic Galaxies
solo"). The fixture is that game up to the first such pair. With four players ``hard``
(bench seed 3, seat 3) did the same for ever: the search tried the reroll and its anchor,
the heuristic bot's move, rolled no die."""
from __future__ import annotations

import json
import os
import random

import spelbord
from spelbord.bots import ask
from spelbord.bots.ismcts import ISMCTS
from spelbord.games.tiny_epic_galaxies.evaluate import PRUNE

STALL = os.path.join(os.path.dirname(__file__), "tiny_epic_galaxies_solo_stall.json")
STALL_4P = os.path.join(os.path.dirname(__file__), "tiny_epic_galaxies_4p_stall.json")
REROLL, ROLL = ("reroll",), ("roll",)


def _stall_position(path=STALL):
    with open(path) as record:
        return spelbord.replay(json.load(record))


def _empty_rerolls(played):
    return sum(1 for first, then in zip(played, played[1:]) if first == REROLL and then == ROLL)


def _search_the_turn(state, seat, moves):
    """The search's moves (1,000 simulations) while ``seat``'s turn or reroll lasts, at most ``moves``."""
    bot, rng = ISMCTS(state.game, seed=0, simulations=1000), random.Random(0)
    played = []
    while len(played) < moves and state.stack[-1][0] in ("turn", "reroll"):
        played.append(ask(bot, state, seat, rng))
        state.apply(seat, played[-1])
    return played


def test_the_search_plays_on_instead_of_rerolling_no_die():
    """Before the search left such rerolls out it played 8 of them in its next 16 moves here
    (1,000 simulations a move, this seed) and was still in the same turn; now none, and it
    activates a die."""
    state = _stall_position()
    assert state.stack[-1][0] == "turn" and state.actors() == [0]
    played = _search_the_turn(state, 0, 16)
    assert _empty_rerolls(played) == 0
    assert played[-1][0] == "activate"


def test_with_four_players_the_search_and_its_anchor_play_on():
    """Four players, ``hard``'s seat at its turn: before, every move of 16 was half of an
    empty reroll (1,000 simulations: the search chose the reroll, then its anchor the
    roll of no die, a move the search had left out); now it rerolls dice or activates
    one, and its turn goes on to an activation."""
    state = _stall_position(STALL_4P)
    assert state.players == 4 and state.stack[-1][0] == "turn" and state.actors() == [3]
    played = _search_the_turn(state, 3, 40)
    assert _empty_rerolls(played) == 0
    assert played[-1][0] == "activate"


def test_prune_leaves_out_only_the_roll_that_rerolls_nothing():
    state = _stall_position()
    turn = state.legal_actions(0)
    assert PRUNE(state, 0, turn) == turn  # the turn itself: every action
    state.apply(0, REROLL)
    legal = state.legal_actions(0)
    assert ROLL in legal and PRUNE(state, 0, legal) == [a for a in legal if a != ROLL]
    state.apply(0, legal[0])  # a die marked: rolling it is a reroll
    legal = state.legal_actions(0)
    assert PRUNE(state, 0, legal) == legal
    zalax = state.clone()
    zalax.stack[-1] = ["reroll", 0, [], False]  # Zalax's reroll, not counted: rolling none declines it
    assert PRUNE(zalax, 0, zalax.legal_actions(0)) == zalax.legal_actions(0)
