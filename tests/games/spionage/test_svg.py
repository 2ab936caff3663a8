"""The board of Spionage! in the browser: sound SVG, every legal move clickable, no secrets."""
import json

import pytest

from spelbord.i18n import untranslated
from spelbord.engine.svg import assert_board_sound, board_actions, board_text, positions
from spelbord.games.spionage import svg

from .helpers import GAME, KGB, MI6, position

CONFIGS = [(players, variant) for players in range(2, 6) for variant in GAME.variants(players)]


@pytest.mark.parametrize("players,options", CONFIGS, ids=str)
def test_boards_of_random_games_are_sound_and_offer_every_move(players, options):
    kinds = set()
    boards = 0
    for seed in range(5):
        for state in positions(GAME, players, seed, options, every=6 if players == 2 else 12):
            for seat in {None, *state.actors(), seed % players}:
                lang = ("en", "sv", "de")[boards % 3]
                board = assert_board_sound(state, seat, lang, represents=lambda action: True)
                kinds.update(json.loads(a)[0] for a in board_actions(board))
                boards += 1
    assert boards > 200
    assert {"plan", "bribe", "agent", "report", "counter", "take", "show", "done", "steal"} <= kinds \
        or players == 2 and options["variant"] == "confrontation" and "plan" not in kinds


def test_others_secret_cards_never_appear():
    for seed in range(4):
        for state in positions(GAME, 4, seed, every=15):
            for seat in (None, 0, 1, 2, 3):
                text = board_text(GAME.board_svg(state.view(seat), "en", []))
                for other in range(4):
                    if other == seat:
                        continue
                    for card in state.hands[other]:
                        if card not in state.known:
                            assert svg.short(card) not in text and f"({card} pages)" not in text


def test_a_seat_sees_its_own_hand_and_its_face_down_card():
    state = position(3, hands={MI6: [10, 20, 30, 280], KGB: [40, 50, 60]}, tops=(70, 80))
    state.apply(MI6, ("plan", "embassy"))
    state.apply(KGB, ("plan", "embassy"))
    state.apply(2, ("plan", "mission"))
    state.apply(MI6, ("report",))
    board = board_text(GAME.board_svg(state.view(MI6), "en", state.legal_actions(MI6)))
    assert "D (280 pages)" in board and "✓ Report" in board
    other = board_text(GAME.board_svg(state.view(KGB), "en", state.legal_actions(KGB)))
    assert "D (280 pages)" not in other and "D280" not in other and "✓ Report" not in other
    assert "F (60 pages)" in other and "has chosen" in other
    state.apply(KGB, ("counter",))
    state.apply(2, ("bribe", 42))  # the Embassy cards are laid face down
    board = board_text(GAME.board_svg(state.view(MI6), "en", state.legal_actions(MI6)))
    other = board_text(GAME.board_svg(state.view(KGB), "en", state.legal_actions(KGB)))
    assert "face down: Report" in board and "face down: Counter-espionage" in other
    assert "face down: Report" not in other


def test_the_piles_are_taken_by_clicking_them():
    state = position(3, hands={MI6: [280]}, tops=(50, 60))
    for seat in range(3):
        state.apply(seat, ("plan", "mission"))
    for seat, amount in ((MI6, 210), (KGB, 41), (2, 42)):
        state.apply(seat, ("bribe", amount))
    assert state.actors() == [MI6]
    board = GAME.board_svg(state.view(MI6), "en", state.legal_actions(MI6))
    assert set(board_actions(board)) == {'["take",0]', '["take",1]'}
    # the others see the piles, but cannot take them
    assert board_actions(GAME.board_svg(state.view(KGB), "en", state.legal_actions(KGB))) == []


@pytest.mark.parametrize("lang,words", [("sv", ["Fängelse", "Hemliga", "Internationella"]),
                                        ("de", ["Gefängnis", "Schweizer Bankkonto"]),
                                        ("en", ["Prison", "Swiss bank account", "Your action cards"])])
def test_the_board_speaks_the_language(lang, words):
    state = GAME.new_game(4, 1)
    text = board_text(GAME.board_svg(state.view(0), lang, state.legal_actions(0)))
    for word in words:
        assert word in text


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_board_message_is_translated(lang):
    messages, missing = untranslated(svg.__file__, lang)
    assert len(messages) > 10
    assert missing == []