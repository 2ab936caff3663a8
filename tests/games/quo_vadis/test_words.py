"""Texts in Swedish, German and English, and the drawing of the board."""
import random
from pathlib import Path

import pytest

from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from rich.console import Console

import spelbord.games.quo_vadis.words

from spelbord.i18n import translations, translator, untranslated

from spelbord.games.quo_vadis.board import COMMITTEES, ENTRY, LEVEL, SENATE
from spelbord.games.quo_vadis.svg import CENTRE_X
from spelbord.games.quo_vadis.words import committee

from .helpers import BLACK, GAME, RED, play, position


def test_actions_in_the_rulebooks_terms():
    assert GAME.describe_action(("place", 1), "sv") == "Sätt in en senator i gremium 2"
    assert GAME.describe_action(("place", 1), "de") == "Einen Senator in Gremium 2 einsetzen"
    assert GAME.describe_action(("move", 3), "en") == "Move a senator: committee 13 → the Senate"
    assert GAME.describe_action(("move", 3), "sv") == "Flytta en senator: gremium 13 → senaten"
    assert "Cäsar" in GAME.describe_action(("caesar", 13), "de")
    assert "tillåtelse" in GAME.describe_action(("request", 13), "sv")
    assert "Erlaubnis" in GAME.describe_action(("request", 13), "de")
    assert "lagerbärsblad III" in GAME.describe_action(("pays", 3), "sv")
    assert "Lorbeer V" in GAME.describe_action(("bribe", 5), "de")
    assert "inte bindande" in GAME.describe_action(("promise", "permission"), "sv")


def test_committees_are_numbered_from_1_as_the_board_reads():
    """The rulebook numbers no committee: it names them by their seats ("En-personsgremium med ett
    fält", SV l.36) and the top one by name ("senaten, Roms högsta gremium", SV l.13). Every text
    numbers the others 1-14 as the board reads, bottom row first, left to right."""
    reading = sorted((c for c in COMMITTEES if c != SENATE), key=lambda c: (LEVEL[c], CENTRE_X[c]))
    assert [committee(c, "en") for c in reading] == [f"committee {n}" for n in range(1, 15)]
    assert committee(SENATE, "sv") == "senaten"
    assert GAME.describe_action(("place", 0), "de") == "Einen Senator in Gremium 1 einsetzen"
    # the entry committees are the bottom row: 1-4
    assert {committee(c, "en") for c in ENTRY} == {f"committee {n}" for n in range(1, 5)}


def test_every_action_and_event_has_words_in_every_language():
    for lang in ("sv", "de", "en"):
        for action in GAME._space(5)[0]:
            text = GAME.describe_action(action, lang)
            assert text and "(" not in text[:1]
    rng = random.Random(4)
    state = GAME.new_game(4, 2, {"peek": True, "consul": True})
    kinds = set()
    while state.actors():
        seat = rng.choice(state.actors())
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            kinds.add(event["type"])
            for lang in ("sv", "de", "en"):
                text = GAME.describe_event(event, lang)
                assert text and not text.startswith("{")
    assert {"place", "move", "request", "offer", "deal", "senate", "peek", "remove", "game_end"} <= kinds


def test_catalogues_translate_every_message():
    words = Path(spelbord.games.quo_vadis.words.__file__)
    messages = {message for _, message, _, _ in extract_from_file("python", str(words))}
    assert len(messages) > 60
    for lang in ("sv", "de"):
        with open(words.parent / "locale" / lang / "LC_MESSAGES" / "quo_vadis.po", "rb") as handle:
            catalogue = read_po(handle, locale=lang)
        for message in messages:
            assert catalogue.get(message) is not None and catalogue.get(message).string, (lang, message)
    assert translations("sv", "quo-vadis").gettext("the Senate") == "senaten"
    assert translations("de", "quo-vadis").gettext("Permission") == "Erlaubnis"


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_option_help_is_translated(lang):
    """The lobby and the CLI show each option's help in the interface language."""
    messages, missing = untranslated(spelbord.games.quo_vadis.__file__, lang)
    assert {option.help for option in GAME.options.values()} <= messages
    assert missing == []
    words = translator(lang, GAME.name)
    assert all(words(option.help) != option.help for option in GAME.options.values())


def test_render_draws_board_supplies_and_laurels():
    state = position(occ={3: [RED, BLACK], 13: [BLACK]}, laurels={RED: {3: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pays", 3)))
    for lang, senate, permission in (("sv", "senaten", "Tillåtelse"), ("de", "Senat", "Erlaubnis"),
                                     ("en", "the Senate", "Permission")):
        console = Console(width=120, record=True)
        console.print(GAME.render(state.view(RED), lang))
        text = console.export_text()
        assert senate in text and "3→6" in text and "Caesar" in text.replace("Cäsar", "Caesar")
        assert "1×III" in text  # the seat's laurels
        assert permission in text  # the negotiation under way
