"""The board's moves of a turn are worked out once a turn and kept (``_turn_actions``):
the kept listing must be the plain one, worked out afresh, at every step of the turn.

SV "Spelets förlopp" l.43-44: "En efter den andre av speldeltagarna har nu att välja
mellan tre möjligheter: Att satsa en "ny" senator, att flytta på en senator eller att
flytta Caesar." Asking for a pledge (SV l.109, :mod:`.pledge`) and a refused request
leave the board as it was, so the same three possibilities stay open.
"""
import random

import pytest

import spelbord

GAME = spelbord.load("quo-vadis")


def _plain_turn_actions(state, seat):
    """The turn's actions listed afresh on a copy with nothing kept."""
    fresh = state.clone()
    fresh._turn_moves = None
    return fresh._turn_actions(seat)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_kept_moves_are_the_moves_listed_afresh_along_random_games(players):
    kept_used = 0
    for number, options in enumerate(GAME.variants(players)):
        for seed in range(8):
            state = GAME.new_game(players, seed, options)
            rng = random.Random(seed * 10 + number)
            while state.actors():
                seat = rng.choice(state.actors())
                if state.phase == "turn":
                    kept = state._turn_moves
                    kept_used += kept is not None and kept[:2] == (state.turn_count, len(state.tried))
                    assert state.legal_actions(seat) == _plain_turn_actions(state, seat)
                state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert kept_used > 100, "the kept moves were used"


def test_a_clone_and_its_original_keep_their_own_moves():
    state = GAME.new_game(3, 2)
    rng = random.Random(2)
    while state.phase != "turn" or not state.turn_count:
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.actors()[0]
    before = state.legal_actions(seat)
    copy = state.clone()
    place = next(a for a in before if a[0] in ("place", "move"))
    copy.apply(seat, place)
    assert state.legal_actions(seat) == before == _plain_turn_actions(state, seat)
