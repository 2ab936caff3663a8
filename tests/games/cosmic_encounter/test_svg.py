"""The board of Cosmic Encounter in the browser: systems, black hole, cone, hands, aliens."""
import json

import pytest

import spelbord
from spelbord.i18n import untranslated
from spelbord.engine.svg import assert_board_sound, board_actions, board_text, positions
from spelbord.games.cosmic_encounter import svg
from spelbord.games.cosmic_encounter.texts import alien_name, card_name, colour_name

GAME = spelbord.load("cosmic-encounter")
CONFIGS = [(players, options) for players in range(2, 6)
           for options in ({"turn_limit": 10}, {"turn_limit": 10, "hidden": True, "rotating": True},
                           {"turn_limit": 10, "choose": "1of2"})]


@pytest.mark.parametrize("players,options", CONFIGS, ids=str)
def test_boards_of_random_games_are_sound_and_offer_every_move(players, options):
    kinds = set()
    boards = 0
    for seed in range(3):
        for state in positions(GAME, players, seed, options, every=4):
            for seat in {None, *state.actors(), seed % players}:
                lang = ("en", "sv", "de")[boards % 3]
                board = assert_board_sound(state, seat, lang, represents=lambda action: True)
                kinds.update(json.loads(a)[0] for a in board_actions(board))
                boards += 1
    assert boards > 100
    assert {"card", "launch", "aim"} <= kinds or {"card", "launch", "defender"} <= kinds


def test_a_hidden_alien_stays_hidden():
    options = {"turn_limit": 10, "hidden": True, "rotating": True}
    checked = 0
    for seed in range(4):
        for state in positions(GAME, 4, seed, options, every=9):
            for seat in (0, 1):
                view = state.view(seat)
                lines = board_text(GAME.board_svg(view, "en", [])).splitlines()
                shown = {key for powers in view["powers"] if powers for key in powers}
                for other in range(4):
                    if view["powers"][other] is None:
                        checked += 1
                        for key in set(state.powers[other]) - shown:
                            name = alien_name(key, "en")  # neither as a label nor as a card's text
                            assert name not in lines and not any(line.startswith(name + ":") for line in lines)
    assert checked > 20


def test_a_chosen_card_shows_only_to_its_owner():
    for seed in range(6):
        for state in positions(GAME, 3, seed, {"turn_limit": 10}):
            step = state.secret
            if step is not None and step.kind == "cards" and len(step.done) == 1:
                (owner,) = step.done
                card = card_name(step.picks[owner][0][1], "en")
                mine = board_text(GAME.board_svg(state.view(owner), "en", []))
                assert f"Your card: {card}" in mine
                for other in range(3):
                    if other != owner:
                        text = board_text(GAME.board_svg(state.view(other), "en", []))
                        assert "Your card:" not in text and "Have chosen a card: " + colour_name(owner, "en") in text
                return
    raise AssertionError("no position with one chosen card")


def test_the_cards_a_seat_knows_in_others_hands_show_on_its_board_only():
    """Compensation (SV l.234) is seen by the two: the loser's board names the card, the third's not."""
    state = GAME.new_game(3, 4)
    taken = state.take_random(1, 0, 1)[-1]["cards"][0]
    line = "Known in the hand of " + colour_name(0, "en") + ": " + card_name(taken, "en")
    assert line in board_text(GAME.board_svg(state.view(1), "en", []))
    assert "Known in the hand" not in board_text(GAME.board_svg(state.view(2), "en", []))
    assert "Kända kort på handen hos" in board_text(GAME.board_svg(state.view(1), "sv", []))


@pytest.mark.parametrize("lang,words", [("sv", ["Svarta hålet", "Gul"]), ("de", ["Schwarzes Loch", "Gelb"]),
                                        ("en", ["Black hole", "Yellow", "star cards"])])
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