"""Cosmic Encounter's rules page: every alien and fate card with its text, as the game's data says.
What every page must be (its tables equal to the data among it) is checked in
tests/games/test_rules_pages.py."""
import pytest

from spelbord.games import rules_tables as tables
from spelbord.games.cosmic_encounter import data
from spelbord.rules_pages import rules_page


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
    generated = tables.game_tables("cosmic_encounter", "en")
    assert tables.page_tables(text) != generated
    fresh = tables.replace_tables(text, generated)
    assert "| **Cosmic Zap** | 4 | Changed. |" in fresh and tables.page_tables(fresh) == generated
