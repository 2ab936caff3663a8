"""The rules' words in Swedish, German and English, and the terminal board."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from rich.console import Console

from spelbord.engine import visible_events
from spelbord.games.cosmic_encounter import GAME, texts

from .script import card

PACKAGE = Path(texts.__file__).parent


def msgids():
    source = "".join((PACKAGE / name).read_text() for name in ("texts.py", "render.py", "svg.py"))
    return set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', source)) | set(GAME.step_names.values())


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_message_is_translated(lang):
    with (PACKAGE / "locale" / lang / "LC_MESSAGES" / "cosmic_encounter.po").open("rb") as handle:
        catalogue = read_po(handle)
    translated = {m.id: m.string for m in catalogue if m.id}
    for msgid in msgids():
        assert translated.get(msgid), f"{msgid!r} has no {lang} translation"


def test_the_rulebooks_swedish_terms():
    assert texts.describe_action(("aim", 12), "sv") == "Rikta hyperrymdkonen mot Vit planet 3"
    assert texts.describe_action(("card", card("attack", 10)), "sv") == "Utmaningskort: anfall 10"
    assert texts.describe_action(("discard_edicts",), "sv") == "Kasta ödeskorten och dra 7 nya kort"
    assert texts.describe_action(("deal_accept",), "de") == "Das Abkommen annehmen"
    assert GAME.describe_step("cards", "sv") == "utmaningskort"


@pytest.mark.parametrize("lang", ["sv", "de", "en"])
def test_every_action_and_event_has_words(lang):
    for action in GAME._action_space(4):
        if action[0] not in ("power", "edict"):
            assert texts.describe_action(action, lang) != " ".join(map(str, action)), action
    state = GAME.new_game(4, 4, {"turn_limit": 10})
    rng = random.Random(4)
    while state.actors():
        seat = rng.choice(state.actors())
        action = rng.choice(state.legal_actions(seat))
        assert GAME.describe_action(action, lang, state)
        events = state.apply(seat, action)
        for viewer in (None, seat):
            for event in visible_events(events, viewer):
                line = GAME.describe_event(event, lang)
                assert line and "{" not in line and not line.startswith("{"), event
    for viewer in (None, 0):
        console = Console(width=160, record=True)
        console.print(GAME.render(state.view(viewer), lang))
        assert texts.colour_name(0, lang) in console.export_text()


def test_the_board_shows_ones_own_hand_only():
    state = GAME.new_game(3, 2)
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(0), "en"))
    mine = console.export_text()
    assert "Your hand: " + texts.card_name(state.hands[0][0], "en") in mine
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(None), "en"))
    assert "Your hand" not in console.export_text()


def test_negotiation_panel_in_words():
    view = {"deal": {"offers": [{"from": 0, "to": 1, "terms": [["deal_base_me", 7], ["deal_give_random"]],
                                 "status": "open"}]}, "offence": 0, "defence": 1}
    panel = GAME.negotiation(view, "en")
    assert panel["title"] == "Deal between Yellow and Red"
    assert panel["offers"][0]["terms"] == ("you get a base on Red planet 3; "
                                           "the other draws a card at random from your hand")
    assert GAME.negotiation({"deal": None}, "en") is None
