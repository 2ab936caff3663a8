"""The rules page of Scarab Lords in en, sv and de.

The page explains the Swedish rulebook in spelbord's words, in the rulebook's
order; the card lists are built from cards.json with the texts the game shows
(the rows of ``spelbord cards``), one table a deck, so page and game agree.
"""
from pathlib import Path

import pytest

from spelbord.games.scarab_lords import rules_tables
from spelbord.games.scarab_lords.cards import load_book
from spelbord.games.scarab_lords.game import ScarabLords
from spelbord.games.scarab_lords.texts import TYPE_NAMES, _t, ability_text

from .rules_pages import LANGS, headings, page, render, sections, untranslated

PACKAGE = "scarab_lords"
GAME = ScarabLords()


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_starts_with_the_title_the_game_shows(lang):
    assert page(PACKAGE, lang).split("\n")[0] == f"# {GAME.titles[lang]}"


def test_the_three_languages_have_the_same_headings_in_the_same_order():
    levels = {lang: [level for level, _ in headings(page(PACKAGE, lang))] for lang in LANGS}
    assert levels["en"][0] == 1 and set(levels["en"][1:]) == {2, 3}
    assert levels["sv"] == levels["en"] and levels["de"] == levels["en"]
    assert len({title for _, title in headings(page(PACKAGE, "en"))}) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_no_section_is_empty(lang):
    assert [heading for heading, body in sections(page(PACKAGE, lang)) if not body.strip()] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_renders_as_commonmark_with_tables_and_no_raw_html(lang):
    html, tokens = render(page(PACKAGE, lang))
    assert html.count("<table>") == len(rules_tables.tables(lang)) == 3
    assert [t.type for t in tokens if t.type.startswith("html")] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_lists_are_the_games_cards_in_the_games_words(lang):
    """Page and game agree: each deck's table is what rules_tables builds from cards.json now
    (after a change: ``python -m spelbord.games.rules_tables scarab_lords``)."""
    text = page(PACKAGE, lang)
    for table in rules_tables.tables(lang):
        assert table in text, table.split("\n")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_its_type_and_its_text_is_on_the_page_in_the_pages_language(lang):
    text = page(PACKAGE, lang)
    book = load_book()
    names = [card.title(lang) for card in book.cards]
    names += [_t(lang)(word) for word in TYPE_NAMES.values()]
    names += [ability_text(ability, lang) for card in book.cards for ability in card.text]
    assert [name for name in names if name not in text] == []
    rows = [line for line in text.split("\n") if line.startswith("| ") and not line.startswith("| ---")]
    assert len(rows) == len({card.key for card in book.cards}) + 3  # one row a card, and three headers


@pytest.mark.parametrize("lang", LANGS)
def test_the_advanced_game_and_every_option_are_on_the_page(lang):
    """SV l.211-219: the rulebook's one variant, "Avancerad version" (best of three, up to five
    cards swapped with the bonus deck); the page names the option that plays it, and every other
    option of the game."""
    text = page(PACKAGE, lang)
    assert [name for name in GAME.options if f"`{name}`" not in text] == []
    advanced = [body for heading, body in sections(text) if "`advanced`" in body]
    assert len(advanced) == 1 and {"en": "five", "sv": "fem", "de": "fünf"}[lang] in advanced[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_example_of_play_names_its_cards_as_the_game_does(lang):
    """SV l.221-243 ("SPELEXEMPEL"): Eric (Temet) plays "Legosoldaterna från Blacksands", "Khamal
    den Evige" and "Khema", Kevin (Ankar) "Flodköpman", "De Sju Sfinxerna" and "Massrening"; the
    page retells it with the names the game gives these cards in the page's language."""
    example = [body for heading, body in sections(page(PACKAGE, lang)) if "Eric" in body and "Kevin" in body]
    assert len(example) == 1
    keys = ("mercenaries-of-blacksands", "khamal-the-eternal", "khema", "river-merchant",
            "the-seven-sphinxes", "mass-purification")
    text = " ".join(example[0].split())
    assert [key for key in keys if load_book().by_key(key)[0].title(lang) not in text] == []


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_the_tables_words_are_translated(lang):
    package = Path(rules_tables.__file__).parent
    assert untranslated(Path(rules_tables.__file__), package, lang) == []
