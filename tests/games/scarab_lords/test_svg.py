"""The board of Scarab Lords in the browser: columns, supremacy, hand, every move clickable."""
import json

import pytest

from spelbord.i18n import untranslated
from spelbord.engine.svg import SVG_NS, assert_board_sound, board_actions, board_text, parse, positions
from spelbord.games.scarab_lords import svg

from .helpers import BOOK, GAME, card, put


def visible_cards(view):
    """The cards a seat's view places somewhere it may see them."""
    seen = set(view["hand"] or [])
    for s in (0, 1):
        seen.update(view["gods"][s])
        seen.update(view["discards"][s])
        for column in view["columns"][s]:
            seen.update(column)
    if view["stage"] in ("build", "take"):
        seen.update(view["match"]["pool"])
        for deck in view["match"]["decks"]:
            seen.update(deck)
    return seen


@pytest.mark.parametrize("options", GAME.variants(2), ids=str)
def test_boards_of_random_games_are_sound_and_offer_every_move(options):
    kinds = set()
    boards = 0
    for seed in range(6):
        for state in positions(GAME, 2, seed, options, every=3):
            for seat in (None, 0, 1):
                lang = ("en", "sv", "de")[boards % 3]
                board = assert_board_sound(state, seat, lang, represents=lambda action: True)
                kinds.update(json.loads(a)[0] for a in board_actions(board))
                boards += 1
    assert boards > 300
    assert {"play", "pass", "discard", "exercise"} <= kinds
    if options.get("advanced"):
        assert {"remove", "take", "done"} <= kinds


def test_the_opponents_hand_never_appears():
    for seed in range(8):
        for state in positions(GAME, 2, seed, every=5):
            for seat in (0, 1):
                view = state.view(seat)
                text = board_text(GAME.board_svg(view, "en", state.legal_actions(seat)))
                shown = {BOOK[c].title("en") for c in visible_cards(view)}
                for card in state.hand[1 - seat]:
                    name = BOOK[card].title("en")
                    if name not in shown:
                        assert name not in text
                        # nor cut short on a small card (unless a visible card starts alike)
                        if not any(other.startswith(name[:10]) for other in shown):
                            assert name[:10] not in text, name


def test_a_card_is_played_into_a_column_by_its_button():
    state = GAME.new_game(2, 5)
    seat = state.actors()[0]
    while not any(a[0] == "play" and len(a) == 3 for a in state.legal_actions(seat)):
        state.apply(seat, ("pass",))
        seat = state.actors()[0]
    legal = state.legal_actions(seat)
    board = GAME.board_svg(state.view(seat), "en", legal)
    plays = [a for a in legal if a[0] == "play" and len(a) == 3]
    drawn = board_actions(board)
    for card, column in ((a[1], a[2]) for a in plays):
        assert f'["play",{card},{column}]' in drawn
    # the button says where the card goes
    text = board_text(board)
    assert "↑ " in text or "↓ " in text
    assert BOOK[plays[0][1]].title("en")[:8] in text


@pytest.mark.parametrize("lang,words", [("sv", ["Din hand:", "Militär"]), ("de", ["Militärisch"]),
                                        ("en", ["Your hand:", "Military", "Upper Hekumet"])])
def test_the_board_speaks_the_language(lang, words):
    state = GAME.new_game(2, 1)
    seat = state.actors()[0]
    text = board_text(GAME.board_svg(state.view(seat), lang, state.legal_actions(seat)))
    for word in words:
        assert word in text


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_board_message_is_translated(lang):
    messages, missing = untranslated(svg.__file__, lang)
    assert len(messages) > 5
    assert missing == []

@pytest.mark.parametrize("lang,kind", [("sv", "gud · fas 2"), ("de", "Gott · Phase 2"), ("en", "god · phase 2")])
def test_a_god_on_the_board_has_no_power_but_its_phase(lang, kind):
    """SV l. 62-63: power ("Makt") counts toward supremacy in a column; a god is played
    "i mitten av spelbrädet" (l. 137) and named by its phase, "en fas 2-gud" (l. 139)."""
    state = GAME.new_game(2, 1)
    put(state, 0, card("khema"), "gods")
    root = parse(GAME.board_svg(state.view(0), lang, state.legal_actions(0)))
    god = next(g for g in root.iter(f"{{{SVG_NS}}}g")
               if (g.findtext(f"{{{SVG_NS}}}title") or "").startswith("Khema,"))
    assert ["".join(t.itertext()) for t in god.iter(f"{{{SVG_NS}}}text")] == ["Khema", kind]
    assert not list(god.iter(f"{{{SVG_NS}}}circle"))  # the power disc of a column card


def test_a_cursed_card_on_the_board_has_a_blank_power_disc():
    """SV l. 80: a cursed card "har inget maktvärde och ingen text": its power disc is blank."""
    state = GAME.new_game(2, 1)
    farmers = card("nile-farmers")
    put(state, 0, farmers, "lower economic")
    power = str(BOOK[farmers].power)

    def texts():
        root = parse(GAME.board_svg(state.view(0), "en", state.legal_actions(0)))
        group = next(g for g in root.iter(f"{{{SVG_NS}}}g")
                     if (g.findtext(f"{{{SVG_NS}}}title") or "").startswith(BOOK[farmers].title("en") + ","))
        return ["".join(t.itertext()) for t in group.iter(f"{{{SVG_NS}}}text")]

    assert power in texts()
    state.scarabs[farmers] = 1
    assert power not in texts()
