"""The rules page of Scarab Lords in en, sv and de.

The page explains the Swedish rulebook in spelbord's words, in the rulebook's
order; the card lists are built from cards.json with the texts the game shows
(the rows of ``spelbord cards``), one table a deck, so page and game agree. What every
page must be is checked in test_rules_pages.py.
"""
import pytest

from spelbord.games.scarab_lords.cards import load_book
from spelbord.games.scarab_lords.game import ScarabLords
from spelbord.games.scarab_lords.texts import TYPE_NAMES, _t, ability_text
from spelbord.rules_pages import rules_page

from .rules_pages import LANGS, page, sections

GAME_NAME = "scarab-lords"
GAME = ScarabLords()


def test_the_page_follows_the_rulebook_section_by_section():
    assert len({heading.title for heading in rules_page(GAME_NAME, "en").headings}) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_its_type_and_its_text_is_on_the_page_in_the_pages_language(lang):
    text = page(GAME_NAME, lang)
    book = load_book()
    names = [card.title(lang) for card in book.cards]
    names += [_t(lang)(word) for word in TYPE_NAMES.values()]
    names += [ability_text(ability, lang) for card in book.cards for ability in card.text]
    assert [name for name in names if name not in text] == []
    rows = [line for line in text.split("\n") if line.startswith("| ") and not line.startswith("| ---")]
    assert len(rows) == len({card.key for card in book.cards}) + 3  # one row a card, and three headers


@pytest.mark.parametrize("lang", LANGS)
def test_the_advanced_game_is_explained_with_its_option(lang):
    """SV l.211-219: the rulebook's one variant, "Avancerad version" (best of three, up to five
    cards swapped with the bonus deck); the page explains it where it names the option."""
    text = page(GAME_NAME, lang)
    advanced = [body for heading, body in sections(text) if "`advanced`" in body]
    assert len(advanced) == 1 and {"en": "five", "sv": "fem", "de": "fünf"}[lang] in advanced[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_example_of_play_names_its_cards_as_the_game_does(lang):
    """SV l.221-243 ("SPELEXEMPEL"): Eric (Temet) plays "Legosoldaterna från Blacksands", "Khamal
    den Evige" and "Khema", Kevin (Ankar) "Flodköpman", "De Sju Sfinxerna" and "Massrening"; the
    page retells it with the names the game gives these cards in the page's language."""
    example = [body for heading, body in sections(page(GAME_NAME, lang)) if "Eric" in body and "Kevin" in body]
    assert len(example) == 1
    keys = ("mercenaries-of-blacksands", "khamal-the-eternal", "khema", "river-merchant",
            "the-seven-sphinxes", "mass-purification")
    text = " ".join(example[0].split())
    assert [key for key in keys if load_book().by_key(key)[0].title(lang) not in text] == []
