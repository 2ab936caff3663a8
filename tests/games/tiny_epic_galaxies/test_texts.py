"""Words and the terminal board in Swedish, German and English."""
import random
import re
from pathlib import Path

import pytest
from rich.console import Console

from spelbord.engine import visible_events
from spelbord.games.tiny_epic_galaxies import texts

from .helpers import GAME

PACKAGE = Path(texts.__file__).parent


def msgids():
    source = (PACKAGE / "texts.py").read_text()
    return set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', source))


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_message_is_translated(lang):
    from babel.messages.pofile import read_po
    with (PACKAGE / "locale" / lang / "LC_MESSAGES" / "tiny_epic_galaxies.po").open("rb") as handle:
        catalogue = read_po(handle)
    translated = {m.id: m.string for m in catalogue if m.id}
    for msgid in msgids():
        assert translated.get(msgid), f"{msgid!r} has no {lang} translation"


def test_rulebook_terms_in_german():
    assert texts.describe_action(("activate", 3), "de") == "Würfel aktivieren: Diplomatie"
    assert texts.describe_action(("copy",), "de") == "Den Würfel kopieren"
    assert "Umwandler" in texts.describe_action(("convert", 0), "de")
    assert texts.describe_action(("activate", 4), "sv") == "Använd en tärning: ekonomi"


@pytest.mark.parametrize("lang", ["sv", "de", "en"])
def test_every_action_and_event_has_words(lang):
    for players in (1, 3):
        for action in GAME._action_space(players):
            assert texts.describe_action(action, lang) != " ".join(map(str, action))
        state = GAME.new_game(players, 4)
        rng = random.Random(4)
        while state.actors():
            seat = state.actors()[0]
            action = rng.choice(state.legal_actions(seat))
            assert GAME.describe_action(action, lang, state)
            for event in visible_events(state.apply(seat, action), seat):
                if event["type"] not in ("chosen", "you_chose"):
                    line = GAME.describe_event(event, lang)
                    assert not line.startswith("{"), event
        console = Console(width=160, record=True)
        console.print(GAME.render(state.view(0), lang))
        assert console.export_text()


def test_render_shows_rogue_card_and_own_mission():
    console = Console(width=200, record=True)
    state = GAME.new_game(1, 2, {"rogue": "zendica"})
    console.print(GAME.render(state.view(0), "en"))
    out = console.export_text()
    assert "Zendica" in out and "you lose 1 energy" in out
    state = GAME.new_game(2, 2)
    for seat in (0, 1):
        state.apply(seat, state.legal_actions(seat)[0])
    console = Console(width=200, record=True)
    console.print(GAME.render(state.view(1), "de"))
    assert "Dein Geheimauftrag" in console.export_text()


@pytest.mark.parametrize("lang, conqueror, hermit", [("sv", "Erövrare", "Eremit"), ("de", "Eroberer", "Eremit")])
def test_secret_missions_are_named_in_the_language(lang, conqueror, hermit):
    """The German rulebook prints no mission's name, only "12 Geheimauftragskarten" (DE l.40): the
    names are the project's own words in sv and de, like the mission's condition beside them."""
    from spelbord.games.tiny_epic_galaxies import data
    conquer, alone = (next(m for m in data.MISSIONS if m.kind == kind) for kind in ("most_colonies", "fewest_colonies"))
    assert texts.mission_text(conquer, lang).startswith(conqueror + ": ")
    assert texts.mission_name(alone, lang) == hermit
    names = {texts.mission_name(m, lang) for m in data.MISSIONS}
    assert len(names) == 12 and not names & {m.name for m in data.MISSIONS}
    keep = ("keep", data.MISSIONS.index(conquer))
    assert conqueror in GAME.describe_action(keep, lang)
