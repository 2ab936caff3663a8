"""The board of Tiny Epic Galaxies in the browser: planets, galaxies, dice, secret missions."""
import json

import pytest

from spelbord.i18n import untranslated
from spelbord.engine.svg import assert_board_sound, board_actions, board_text, positions
from spelbord.games.tiny_epic_galaxies import data, svg

from .helpers import GAME, MOVE, ORBIT, position

CONFIGS = [(players, variant) for players in range(1, 6) for variant in GAME.variants(players)]


@pytest.mark.parametrize("players,options", CONFIGS, ids=str)
def test_boards_of_random_games_are_sound_and_offer_every_move(players, options):
    kinds = set()
    boards = 0
    solo = players == 1  # solo games are short, and each of the five rogue galaxies is played
    for seed in range(3 if solo else 4):
        for state in positions(GAME, players, seed, options, every=1 if solo else 10 * players):
            for seat in {None, *state.actors(), seed % players}:
                lang = ("en", "sv", "de")[boards % 3]
                board = assert_board_sound(state, seat, lang, represents=lambda action: True)
                kinds.update(json.loads(a)[0] for a in board_actions(board))
                boards += 1
    assert boards > (100 if players == 1 else 200)
    assert {"activate", "ship", "to", "end", "roll", "reroll_die"} <= kinds
    if players > 1:
        assert {"keep", "copy", "pass"} <= kinds


def test_others_secret_missions_never_appear():
    for seed in range(4):
        for state in positions(GAME, 3, seed, every=37):
            for seat in (None, 0, 1, 2):
                view = state.view(seat)
                if "missions" in view:  # revealed at the end
                    continue
                text = board_text(GAME.board_svg(view, "en", state.legal_actions(seat) if seat is not None else []))
                own = set(view.get("my_offered") or [])
                for other in range(3):
                    for m in state.offered[other]:
                        if m not in own:
                            assert data.MISSIONS[m].name + ":" not in text


def test_ships_planets_and_dice_are_clicked():
    state = position(players=2, ships={0: [-1, -1]}, dice=(MOVE, MOVE, 1, 2))
    legal = state.legal_actions(0)
    board = GAME.board_svg(state.view(0), "en", legal)
    assert '["activate",0]' in board_actions(board)
    state.apply(0, ("activate", MOVE))
    legal = state.legal_actions(0)
    assert ("ship", -1) in legal
    board = GAME.board_svg(state.view(0), "en", legal)
    assert '["ship",-1]' in board_actions(board)
    state.apply(0, ("ship", -1))
    board = GAME.board_svg(state.view(0), "en", state.legal_actions(0))
    drawn = board_actions(board)
    assert '["to",0]' in drawn and f'["to",{ORBIT}]' in drawn
    # the other player sees the same board with nothing to click
    assert board_actions(GAME.board_svg(state.view(1), "en", state.legal_actions(1))) == []


@pytest.mark.parametrize("lang,words", [("sv", ["Galaxer"]), ("de", ["Galaxien", "Planeten", "Kultur"]),
                                        ("en", ["Galaxies", "Planets", "culture", "Activation bay"])])
def test_the_board_speaks_the_language(lang, words):
    state = GAME.new_game(3, 1)
    text = board_text(GAME.board_svg(state.view(0), lang, state.legal_actions(0)))
    for word in words:
        assert word in text


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_board_message_is_translated(lang):
    messages, missing = untranslated(svg.__file__, lang)
    assert len(messages) > 10
    assert missing == []