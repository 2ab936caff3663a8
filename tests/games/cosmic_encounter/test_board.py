"""The browser board: sound SVG for every seat along random games, planets clickable."""
from __future__ import annotations

import pytest

from spelbord.engine.svg import assert_board_sound, board_actions, positions
from spelbord.games.cosmic_encounter import GAME
from spelbord.games.cosmic_encounter.svg import PLANET_ACTIONS

from .script import Script, launch, table


@pytest.mark.parametrize("players, seed, lang", [(2, 1, "en"), (4, 2, "sv"), (5, 3, "de")])
def test_boards_are_sound_along_random_games(players, seed, lang):
    for state in positions(GAME, players, seed, {"turn_limit": 10}, every=9):
        for seat in [None, *state.actors()]:
            assert_board_sound(state, seat, lang, represents=lambda a: a[0] in ("card", "aim", "launch"))


def test_planets_and_cards_are_clickable():
    state = table([None] * 3, defender=1)
    Script(state).at("aim")
    svg = GAME.board_svg(state.view(0), "en", state.legal_actions(0))
    assert set(board_actions(svg)) == {f'["aim",{p}]' for p in range(5, 10)}
    Script(state, choose={"launch": launch(1)}).run(lambda s: s.secret is not None)
    svg = assert_board_sound(state, 0, "en", represents=lambda a: a[0] == "card")
    assert all(a.startswith('["card"') for a in board_actions(svg))
    assert "aim" in PLANET_ACTIONS
