"""Every game's options read in Swedish and German: name, help and each worded choice."""
import pytest
from babel.messages.pofile import read_po

import spelbord
from spelbord.engine import registry

GAMES = ["cosmic-encounter", "quo-vadis", "scarab-lords", "spionage", "tiny-epic-galaxies"]


def catalogue(game, lang):
    package = game.replace("-", "_")
    path = spelbord.__path__[0] + f"/games/{package}/locale/{lang}/LC_MESSAGES/{package}.po"
    with open(path, "rb") as handle:
        return {m.id: m.string for m in read_po(handle) if m.id and m.string}


@pytest.mark.parametrize("lang", ["sv", "de"])
@pytest.mark.parametrize("name", GAMES)
def test_every_option_is_named_and_explained_in_the_catalogue(name, lang):
    game, translated = registry.load(name), catalogue(name, lang)
    for key, option in game.options.items():
        assert option.label, f"{name}: option {key} has no label for the lobby"
        for words in (option.label, option.help):
            assert words in translated, f"{name}: {words!r} is not translated in {lang}"
        for choice in option.choices:
            word = option.choice_word(choice)
            # a lower-case word is English; a name ("Temet", "Artemis") or a number stays as it is
            if isinstance(choice, str) and word[:1].islower():
                assert word in translated, f"{name}: choice {word!r} of {key} is not translated in {lang}"


def test_only_the_turn_limit_is_a_research_option():
    research = {(name, key) for name in GAMES
                for key, option in registry.load(name).options.items() if option.research}
    assert research == {("cosmic-encounter", "turn_limit")}


def test_a_research_option_still_plays_outside_the_lobby():
    """simulate, tournament and the RL adapters give it to new_game directly."""
    state = registry.load("cosmic-encounter").new_game(3, 1, {"turn_limit": 10})
    assert state.options["turn_limit"] == 10
