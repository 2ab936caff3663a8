"""The browser client's interface is translated into Swedish and German, message by message."""
import re

import pytest

from spelbord.web.catalogue import client_messages, client_msgids

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_the_client_uses_messages_from_its_scripts_and_pages():
    used = client_msgids()
    assert "Create table" in used            # data-i18n in index.html
    assert "Pass the device to {name}" in used  # t(...) in table.js
    assert "Filter the choices" in used      # data-i18n-placeholder in table.html


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_client_message_is_translated_with_its_placeholders(lang):
    messages = client_messages(lang)
    missing = sorted(client_msgids() - set(messages))
    assert not missing, f"untranslated in spelbord/web/locale/{lang}/LC_MESSAGES/web.po: {missing}"
    for msgid, text in messages.items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(msgid)), (msgid, text)


def test_swedish_and_german_words():
    assert client_messages("sv")["Create table"] == "Skapa bord"
    assert client_messages("de")["Your move, {name}."] == "Du bist am Zug, {name}."
    assert client_messages("en") == {}


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        client_messages("fr")
