"""Cosmic Encounter's rules page: its tables of aliens and fate cards say what the game's data says."""
import pytest

from spelbord.games.cosmic_encounter import data, rules_tables
from spelbord.rules_pages import rules_page


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_the_tables_are_the_data(lang):
    text = rules_page("cosmic-encounter", lang).text
    for name, table in rules_tables.TABLES.items():
        body = rules_tables.section_body(text, rules_tables.HEADINGS[name][lang])
        assert body == table(lang), f"run python -m spelbord.games.cosmic_encounter.rules_tables ({name}, {lang})"
    assert rules_tables.with_tables(text, lang) == text


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_every_alien_and_fate_card_is_on_the_page_with_its_text(lang):
    html = rules_page("cosmic-encounter", lang).html()
    for item in (*data.ALIENS.values(), *data.FATE_CARDS.values()):
        assert f"<strong>{getattr(item, lang)}</strong>" in html
        assert item.text[lang].replace("'", "&#x27;")[:60] in html.replace("'", "&#x27;")


def test_a_changed_text_shows_as_a_stale_table(monkeypatch):
    text = rules_page("cosmic-encounter", "en").text
    zap = data.FATE_CARDS["cosmic_zap"]
    monkeypatch.setitem(data.FATE_CARDS, "cosmic_zap", zap._replace(text={**zap.text, "en": "Changed."}))
    fresh = rules_tables.with_tables(text, "en")
    assert fresh != text and "| **Cosmic Zap** | 4 | Changed. |" in fresh
    assert rules_tables.with_tables(fresh, "en") == fresh
