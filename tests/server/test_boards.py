"""Boards drawn in worker processes are the boards the game draws."""
from tests.running import run
import json

import pytest

import spelbord
from spelbord.server.boards import Boards

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize("workers", [0, 1])
def test_a_board_drawn_by_a_worker_is_the_games_own(workers):
    game = spelbord.load("spionage")
    state = game.new_game(2, 3)
    view, legal = state.view(0), state.legal_actions(0)
    boards = Boards(workers)
    try:
        drawn = run(boards.draw(game, view, json.dumps(view), "sv", legal))
    finally:
        boards.close()
    assert drawn == game.board_svg(view, "sv", legal)
    assert "data-action" in drawn or not legal
