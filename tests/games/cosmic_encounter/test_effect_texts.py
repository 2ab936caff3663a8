"""The aliens' and fate cards' actions and events in words, in every language, translated."""
from __future__ import annotations

import random
import re

import pytest
from babel.messages.pofile import read_po

from spelbord.engine import visible_events
from spelbord.games.cosmic_encounter import GAME, effect_texts
from spelbord.games.cosmic_encounter.edicts import EDICTS
from spelbord.games.cosmic_encounter.powers import POWERS

LOCALE = "spelbord/games/cosmic_encounter/locale/{}/LC_MESSAGES/cosmic_encounter.po"
EFFECT_EVENTS = {"amoeba", "hand_seen", "hand_shown", "question", "hands_swapped", "card_filched", "replay",
                 "freed_all", "plague", "discarded", "power_rotated", "power_drawn"}


def test_every_effect_action_in_words():
    for effect in [*POWERS.values(), *EDICTS.values()]:
        for action in effect.actions(4):
            for lang in ("sv", "de", "en"):
                text = GAME.describe_action(action, lang)
                assert text and "{" not in text and "power" not in text.split()[0].lower(), (action, text)
    words = GAME.describe_action(("power", "philanthropist", 0, 1), "sv")
    assert words.startswith("Ge ") and words.endswith(" (Filantrop)")


def test_effect_events_in_words_along_random_games():
    seen = set()
    for seed in range(6):
        options = [{"hidden": True, "rotating": True}, {"powers": 3}][seed % 2]
        state = GAME.new_game(4, seed, options)
        rng = random.Random(seed)
        for _ in range(3000):
            if state.outcome() is not None:
                break
            seat = state.actors()[0]
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                if event["type"] in EFFECT_EVENTS:
                    seen.add(event["type"])
                    for lang in ("sv", "de", "en"):
                        for shown in visible_events([event], seat):
                            text = effect_texts.describe_event(shown, lang)
                            assert text and "{" not in text, (event, text)
                            assert GAME.describe_event(shown, lang) == text
    assert len(seen) >= 8, seen


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_catalogues_translate_every_effect_message(lang):
    with open(LOCALE.format(lang), "rb") as handle:
        catalog = read_po(handle)
    used = set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', open(effect_texts.__file__).read()))
    translated = {m.id: m.string for m in catalog if m.id}
    missing = {u for u in used if not translated.get(u)}
    assert not missing, missing
