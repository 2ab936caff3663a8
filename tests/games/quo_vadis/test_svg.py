"""The board of Quo Vadis in the browser: the pyramid, clickable moves, the negotiation panel."""
import json

import pytest

from spelbord.i18n import untranslated
from spelbord.engine.svg import assert_board_sound, board_actions, board_text, positions
from spelbord.games.quo_vadis import svg

from .helpers import BLACK, GAME, RED, WHITE, play, position

CONFIGS = [(players, variant) for players in range(3, 6) for variant in GAME.variants(players)]


def on_board(action):
    return action[0] in svg.BOARD_ACTIONS


@pytest.mark.parametrize("players,options", CONFIGS, ids=str)
def test_boards_of_random_games_are_sound_and_offer_every_move(players, options):
    kinds = set()
    boards = 0
    for seed in range(4):
        # the consul election's games run three times as long
        every = 40 if options.get("consul") else 14
        for step, state in enumerate(positions(GAME, players, seed, options)):
            if step % every and state.phase != "remove":  # the short removal step always
                continue
            for seat in {None, *state.actors(), seed % players}:
                board = assert_board_sound(state, seat, ("en", "sv", "de")[boards % 3], represents=on_board)
                kinds.update(json.loads(a)[0] for a in board_actions(board))
                boards += 1
                info = GAME.negotiation(state.view(seat), "en")
                assert (info is None) == (state.neg is None)
    assert boards > 150
    assert {"place", "move", "request", "caesar"} <= kinds
    if options.get("consul"):
        assert "remove" in kinds


def test_every_action_is_grouped_for_the_browser():
    groups = {a: GAME.action_group(a) for a in GAME._action_space(5)}
    assert groups[("place", 0)] == groups[("move", 3)] == groups[("caesar", 7)] == "play"
    assert groups[("request", 3)] == groups[("keep",)] == groups[("remove", 1)] == "play"
    for action in (("pays", 3), ("gets", 1), ("offer", 1), ("pass",), ("bribe", 2), ("accept", 1),
                   ("accept", 1, 2), ("counter", 2), ("propose", 1), ("agree",), ("refuse",), ("reject",),
                   ("withdraw",), ("withdraw", 1), ("promise", "permission"), ("caesar_to", 7)):
        assert groups[action] == "negotiate", action


def test_a_request_shows_offers_and_counter_offers_in_words():
    state = position(occ={3: [RED, BLACK, WHITE]}, laurels={RED: {3: 1}})
    play(state, (RED, ("request", 13)))
    info = GAME.negotiation(state.view(RED), "en")
    assert info["title"].startswith("player 1 asks permission to move: committee 4 → committee 7")
    assert info["offers"] == []
    play(state, (BLACK, ("pays", 3)))
    info = GAME.negotiation(state.view(WHITE), "en")
    assert info["offers"] == [{"from": BLACK, "to": RED, "terms": "being written: the mover pays a laurel III",
                               "status": "open"}]
    play(state, (BLACK, ("offer", 1)))
    info = GAME.negotiation(state.view(RED), "sv")
    assert info["offers"][0]["from"] == BLACK and info["offers"][0]["to"] == RED
    assert "1" in info["offers"][0]["terms"] and "III" in info["offers"][0]["terms"]
    board = board_text(GAME.board_svg(state.view(RED), "en", state.legal_actions(RED)))
    assert "player 2 → player 1: permission from 1 senator(s): the mover pays a laurel III" in board


def test_clicks_on_the_board():
    state = position(occ={3: [RED, BLACK, WHITE], 0: [RED]})
    legal = state.legal_actions(RED)
    drawn = set(board_actions(GAME.board_svg(state.view(RED), "en", legal)))
    assert '["place",1]' in drawn and '["request",13]' in drawn and '["move",0]' in drawn
    assert '["caesar",2]' in drawn
    # a seat that may not act has nothing to click
    assert board_actions(GAME.board_svg(state.view(BLACK), "en", state.legal_actions(BLACK))) == []


@pytest.mark.parametrize("lang,words", [("sv", ["Senaten", "reserv", "spelare 1"]),
                                        ("de", ["Senat", "Spieler 1"]),
                                        ("en", ["The senate", "reserve", "player 1"])])
def test_the_board_speaks_the_language(lang, words):
    state = GAME.new_game(4, 1, {"start_player": 0})
    text = board_text(GAME.board_svg(state.view(0), lang, state.legal_actions(0)))
    for word in words:
        assert word in text


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_board_message_is_translated(lang):
    messages, missing = untranslated(svg.__file__, lang)
    assert len(messages) > 10
    assert missing == []


def test_the_finished_game_names_its_winner():
    *_, final = positions(GAME, 3, 2)
    winners = final.outcome()["winners"]
    text = board_text(GAME.board_svg(final.view(None), "en", []))
    assert "Winner: " + ", ".join(f"player {s + 1}" for s in winners) in text
