"""Rules at hand in the browser: each game's rules page, linked from the lobby and the table,
and the texts of the board's cards and powers reached by a tap or the keyboard, not only on
hover (Cosmic Encounter's fate cards in the hand among them)."""
import json
import urllib.request

import pytest

import spelbord
from spelbord.engine import registry
from spelbord.games.cosmic_encounter import data, deck

from .conftest import CHROMIUM, CHROMIUM_ARGS, screenshot

pytestmark = pytest.mark.browser

#: every text a game gave its board (its <title>s), and where the page makes it reachable
BOARD_TEXTS = """() => {
  const own = (g) => { const titles = [...g.children].filter(c => c.tagName.toLowerCase() === 'title');
    return titles.length && !(g.classList.contains('clickable') && titles.length < 2)
      ? titles[titles.length - 1].textContent.trim() : ''; };
  const texts = [...document.querySelectorAll('#board svg g')].map(own).filter(Boolean);
  const tappable = [...document.querySelectorAll('#board .has-text')].map(e => e.getAttribute('aria-label'));
  const listed = [...document.querySelectorAll('#board .choice-texts li')].map(e => e.textContent);
  return {texts, tappable, listed};
}"""


def new_table(server, game, players, seed, humans=1):
    """A practice table with people in the first ``humans`` seats, random bots in the others."""
    seats = [{"kind": "human"}] * humans + [{"kind": "bot", "bot": "random"}] * (players - humans)
    body = json.dumps({"game": game, "players": players, "seats": seats, "seed": seed, "practice": True}).encode()
    request = urllib.request.Request(server + "/api/tables", body, {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request))


@pytest.fixture
def touch_page(playwright, tmp_path):
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "touch"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        locale="en-GB", viewport={"width": 900, "height": 1000}, has_touch=True, is_mobile=True)
    context.set_default_timeout(20_000)
    yield context.pages[0] if context.pages else context.new_page()
    context.close()


@pytest.mark.parametrize("game, players", [("spionage", 3), ("quo-vadis", 3), ("scarab-lords", 2),
                                           ("tiny-epic-galaxies", 2), ("cosmic-encounter", 4)])
def test_every_text_on_the_board_is_reached_by_a_tap(touch_page, server, game, players):
    page = touch_page
    created = new_table(server, game, players, seed=5, humans=players)  # nobody moves but us
    page.goto(server + created["seats"][0]["url"])
    page.wait_for_selector("#board svg")
    found = page.evaluate(BOARD_TEXTS)
    assert found["texts"], "every game gives some pieces of its board a text"
    for text in found["texts"]:
        assert text in found["tappable"] or text in found["listed"], text
    if found["tappable"]:
        piece = page.locator("#board .has-text").first
        piece.tap()
        assert page.inner_text("#board .card-text") == piece.get_attribute("aria-label")
        assert piece.get_attribute("aria-pressed") == "true"
    if found["listed"]:
        assert page.locator("#board .choice-texts li").first.is_hidden()
        page.locator("#board .choice-texts summary").tap()
        assert page.locator("#board .choice-texts li").first.is_visible()
    screenshot(page, f"card-texts-{game}")


def test_a_fate_card_in_the_hand_is_read_with_the_keyboard(browser_page, server):
    page = browser_page
    seed = 2
    hand = spelbord.load("cosmic-encounter").new_game(4, seed).hands[0]
    fates = [data.FATE_CARDS[deck.KEY[c]] for c in hand if deck.KIND[c] == "edict"]
    assert fates, "seed 2 deals seat 1 a fate card"
    created = new_table(server, "cosmic-encounter", 4, seed, humans=4)
    page.goto(server + created["seats"][0]["url"])
    page.wait_for_selector("#board .has-text")
    wanted = f"{fates[0].en}: {fates[0].text['en']}"
    page.locator("#chat-text").focus()
    page.keyboard.press("Shift+Tab")  # back from the side panel into the board, one stop at a time
    for _ in range(300):
        label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
        if label == wanted:
            break
        page.keyboard.press("Shift+Tab")
    assert label == wanted
    page.keyboard.press("Enter")
    assert page.inner_text("#board .card-text") == wanted


def test_the_rules_pages_from_the_lobby_and_the_table(browser_page, server):
    page = browser_page
    page.goto(server + "/")
    page.wait_for_selector("body[data-ready=yes]")
    links = page.locator("#rules-list a")
    assert links.count() == len(registry.games())
    page.select_option("#game", "cosmic-encounter")
    assert page.get_attribute("#game-rules", "href") == "/rules/cosmic-encounter?lang=en"
    assert page.get_attribute("#game-rules", "target") == "_blank"
    with page.context.expect_page() as opened:
        page.locator("#rules-list a[data-game='cosmic-encounter']").click()
    rules = opened.value
    rules.wait_for_selector("#rules-body h2")
    assert rules.inner_text("#rules-title") == "Rules: Cosmic Encounter"
    contents = rules.locator("#contents a")
    assert contents.count() == rules.locator("#rules-body h2, #rules-body h3").count() > 10
    contents.nth(2).click()
    assert rules.evaluate("() => location.hash") == rules.locator("#contents a").nth(2).get_attribute("href")
    assert "Cosmic Zap" in rules.inner_text("#rules-body table")
    screenshot(rules, "rules-cosmic-encounter")
    rules.click("#languages a[hreflang=sv]")
    rules.wait_for_function("() => document.getElementById('rules-title').textContent.includes('Universums')")
    assert rules.inner_text("#rules-title") == "Regler: Universums Härskare"
    assert rules.inner_text("#contents-heading") == "Innehåll"
    assert "Kosmisk strålning" in rules.inner_text("#rules-body")
    rules.close()
    created = new_table(server, "cosmic-encounter", 2, seed=1)
    page.goto(server + created["seats"][0]["url"])
    page.wait_for_selector("#rules-link:not([hidden])")
    assert page.get_attribute("#rules-link", "href") == "/rules/cosmic-encounter?lang=en"
    assert page.get_attribute("#rules-link", "target") == "_blank"


def test_a_text_read_and_its_piece_keep_the_focus_when_another_player_moves(browser_page, server):
    ada = browser_page
    created = new_table(server, "cosmic-encounter", 4, seed=2, humans=4)
    bo = ada.context.new_page()
    ada.goto(server + created["seats"][0]["url"])
    bo.goto(server + created["seats"][1]["url"])
    ada.wait_for_selector("#actions button:not([disabled])")
    bo.wait_for_selector("#board .has-text")
    piece = bo.locator("#board .has-text").nth(3)
    piece.focus()
    bo.keyboard.press("Enter")
    text = piece.get_attribute("data-text")
    assert bo.inner_text("#board .card-text") == text
    board, seq = bo.inner_html("#board svg"), bo.get_attribute("body", "data-seq")
    ada.locator("#actions button").first.click()
    bo.wait_for_function(f"() => document.body.dataset.seq !== '{seq}'")
    assert bo.inner_html("#board svg") != board  # the board was drawn anew
    assert bo.evaluate("() => document.activeElement.getAttribute('data-text')") == text
    assert bo.inner_text("#board .card-text") == text
