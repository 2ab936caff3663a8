"""The lobby in Swedish and German has no English left: options, their help and choices, bots,
the interface's own words, and the server's refusals."""
import json
import urllib.request

import pytest

from spelbord.web.catalogue import client_messages

from .conftest import open_browser, screenshot

pytestmark = pytest.mark.browser

#: every text of the lobby's form and lists, one entry per element that holds text itself
SHOWN_TEXTS = """() => [...document.querySelectorAll('body *')]
  .filter((e) => !e.closest('#lang') && e.offsetParent !== null || e.tagName === 'OPTION')
  .flatMap((e) => [
    [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim(),
    e.getAttribute('placeholder') || '', e.getAttribute('aria-label') || ''])
  .filter(Boolean)"""


def games(server, lang):
    with urllib.request.urlopen(f"{server}/api/games?lang={lang}") as answer:
        return {g["name"]: g for g in json.load(answer)}


def english_words(server, lang):
    """The lobby's English words that read differently in ``lang``."""
    english, local = games(server, "en"), games(server, lang)
    words = {msgid for msgid, text in client_messages(lang).items() if text != msgid}
    for name, game in english.items():
        for key, option in game["options"].items():
            there = local[name]["options"][key]
            # the option's key, as an untranslated label would show it
            pairs = [(key.replace("_", " "), there["label"]), (option["label"], there["label"]),
                     (option["help"], there["help"]),
                     *zip(option["choice_labels"], there["choice_labels"])]
            words |= {mine for mine, theirs in pairs if mine != theirs}
        for bot, titles in game["bot_titles"].items():
            if titles["en"] != titles[lang]:
                words.add(titles["en"])
                words.add(f"Bot: {titles['en']}")
    return words


@pytest.mark.parametrize("locale, lang", [("sv-SE", "sv"), ("de-DE", "de")])
def test_the_lobby_shows_no_english_word(playwright, server, tmp_path, locale, lang):
    context, page = open_browser(playwright, tmp_path / lang, locale)
    try:
        page.goto(server + "/")
        page.wait_for_selector("body[data-ready=yes]")
        assert page.evaluate("document.documentElement.lang") == lang
        english = english_words(server, lang)
        assert "turn limit" not in english and "sole ruler" in english  # research options are not sent
        for name, game in games(server, lang).items():
            page.select_option("#game", name)
            page.select_option("#players", str(game["max_players"]))
            shown = set(page.evaluate(SHOWN_TEXTS))
            assert not shown & english, f"{name} in {lang}: English on the page: {sorted(shown & english)}"
            if name == "cosmic-encounter":
                assert page.locator("#option-turn_limit").count() == 0
                assert page.locator("#option-sole_ruler").count() == 1
        screenshot(page, f"lobby-words-{lang}")
    finally:
        context.close()


def test_a_refusal_reaches_the_lobby_in_its_language(playwright, server, tmp_path):
    """Quo Vadis' form offers a starting player 4 for three players; the game refuses it, in German."""
    context, page = open_browser(playwright, tmp_path / "de", "de-DE")
    try:
        page.goto(server + "/")
        page.wait_for_selector("body[data-ready=yes]")
        page.select_option("#game", "quo-vadis")
        page.select_option("#players", "3")
        page.locator("#option-start_player").select_option(label="4")
        assert page.inner_text("label[for=option-start_player]") == "Startspieler"
        page.click("button[type=submit]")
        page.wait_for_function("() => document.getElementById('create-error').textContent")
        error = page.inner_text("#create-error")
        assert "der Startspieler muss einer der 3 Spieler der Partie sein (1-3) oder zufällig, nicht Spieler 4" in error, error
    finally:
        context.close()
