"""Seeing what happened at the table: the last move marked on the board, short animations of
what moved (none for reduced motion), the log telling that a bot moved for a late player, the
players' names on the board, and the hot-seat cover only where something secret is on screen."""
import pytest

from .clicks import PAGE_MOMENT, click_moves, create_table
from .conftest import CHROMIUM, CHROMIUM_ARGS, open_browser
from .test_browser import open_seat_link

pytestmark = pytest.mark.browser

#: counts the page's animations (Element.animate) from the moment it loads
COUNT_ANIMATIONS = """
window.animationsStarted = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.animationsStarted += 1; return animate.apply(this, args); };
"""


def _board_words(page) -> str:
    return page.evaluate("() => document.querySelector('#board svg').textContent")


def _play_spionage(page, server, names=("Ada",)) -> None:
    page.add_init_script(COUNT_ANIMATIONS)
    create_table(page, server, "spionage", 3, ["human", "heuristic", "heuristic"], names=list(names))
    open_seat_link(page)


def test_the_last_move_is_marked_and_what_moved_slides_or_fades_in(browser_page, server):
    page = browser_page
    _play_spionage(page, server)
    click_moves(page, 6, seed=3)
    page.wait_for_function("() => document.querySelector('#board .board-last[data-key]')")
    marked = page.evaluate("() => [...document.querySelectorAll('#board .board-last')].map(e => e.dataset.key)")
    assert marked and all(key.split(":")[0] in ("pawn", "pile", "org", "bribe", "agent") for key in marked), marked
    glow = page.evaluate("() => getComputedStyle(document.querySelector('#board .board-last')).filter")
    assert "drop-shadow" in glow, glow
    assert page.evaluate("() => window.animationsStarted") > 0


def test_no_animation_for_a_person_who_asked_for_reduced_motion(playwright, server, tmp_path):
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "still"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, locale="en-GB",
        reduced_motion="reduce", viewport={"width": 1400, "height": 1000})
    try:
        context.set_default_timeout(20_000)
        page = context.pages[0] if context.pages else context.new_page()
        _play_spionage(page, server)
        click_moves(page, 6, seed=3)
        page.wait_for_selector("#board .board-last[data-key]")  # the marker stays; nothing moves
        assert page.evaluate("() => window.animationsStarted") == 0
        assert page.get_attribute("#board", "data-animated") == "0"
    finally:
        context.close()


def test_the_board_names_each_seat_by_its_player(browser_page, server):
    page = browser_page
    _play_spionage(page, server, names=("Ada", "Bo"))
    words = _board_words(page)
    assert "Ada (MI6)" in words and "Bo (KGB)" in words, words[:300]


def test_every_seat_reads_in_the_log_that_a_bot_moved_for_the_late_player(playwright, browser_page, server, tmp_path):
    page = browser_page
    create_table(page, server, "spionage", 3, ["human", "heuristic", "heuristic"], names=["Ada"], move_seconds=5)
    spectate = page.locator("#created-links li").last.locator("input").input_value()
    open_seat_link(page)
    line = "A bot moved for Ada (MI6) (time ran out)."
    page.wait_for_function(f"() => [...document.querySelectorAll('#log li')].some(li => li.textContent.includes({line!r}))",
                           timeout=30_000)
    context, other = open_browser(playwright, tmp_path / "spectator", locale="sv-SE")
    try:
        other.goto(spectate)
        swedish = "En bot gjorde draget åt Ada (MI6) (tiden tog slut)."
        other.wait_for_function(
            f"() => [...document.querySelectorAll('#log li')].some(li => li.textContent.includes({swedish!r}))")
    finally:
        context.close()


def test_the_hot_seat_cover_comes_only_for_a_private_part_the_other_seat_lacks(browser_page, server):
    """The decision the table page makes between two local seats (js/hotseat.js), on states as
    the server sends them: views that differ but hold nothing private (an empty hand), no cover;
    a hand, a secret pick, or a private log line, the cover; a private part the other seat's view
    shows alike (an alien already shown), no cover."""
    page = browser_page
    page.goto(server + "/")
    decide = """async ([one, other]) => (await import('/static/js/hotseat.js')).secretBetween(one, other)"""
    public = {"seq": 4, "view": {"seat": 0, "round": 2, "hand": [], "totals": [3, None]}, "private": {},
              "log": [{"seq": 4, "text": "Ada moves"}]}
    bo = {**public, "view": {**public["view"], "seat": 1, "totals": [None, 5]}}
    assert page.evaluate(decide, [public, bo]) is False
    with_hand = {**bo, "view": {**bo["view"], "hand": [30]}, "private": {"hand": ["hand"]}}
    assert page.evaluate(decide, [public, with_hand]) is True
    assert page.evaluate(decide, [with_hand, public]) is True
    both_hands = {**public, "view": {**public["view"], "hand": [30]}, "private": {"hand": ["hand"]}}
    assert page.evaluate(decide, [both_hands, with_hand]) is True  # the same place, each its own hand
    pick = {**bo, "view": {**bo["view"], "secret": {"mine": [["plan", 0]]}},
            "private": {"picks": ["secret", "mine"]}}
    assert page.evaluate(decide, [public, pick]) is True
    private_line = {**bo, "log": [{"seq": 4, "text": "You chose: Bribe", "private": True}]}
    assert page.evaluate(decide, [public, private_line]) is True
    alien = {**public, "view": {**public["view"], "powers": [["zombie"], None]}, "private": {"aliens": ["powers", 0]}}
    assert page.evaluate(decide, [alien, {**bo, "view": {**bo["view"], "powers": [["zombie"], None]}}]) is False
    assert page.evaluate(decide, [alien, {**bo, "view": {**bo["view"], "powers": [None, None]}}]) is True
    in_step = """async (states) => (await import('/static/js/hotseat.js')).inStep(states)"""
    assert page.evaluate(in_step, [public, bo]) is True
    assert page.evaluate(in_step, [public, {**bo, "seq": 5}]) is False


def test_a_hot_seat_game_passes_the_screen_without_a_cover_while_nothing_is_hidden(browser_page, server):
    """Quo Vadis has no hand nor secret choice; its laurels lie face down ("med avigsidan uppåt",
    SV l.68), but while the senators are placed nobody holds one: each seat's view still differs
    (its own empty pile), yet nothing on screen is secret, and the screen passes from seat to seat
    without a cover. (Spionage's hands bring the cover: test_browser.py.)"""
    page = browser_page
    create_table(page, server, "quo-vadis", 3, ["human"] * 3, hotseat=True)
    open_seat_link(page)
    seats = set()
    for move in range(9):
        page.wait_for_function(PAGE_MOMENT, timeout=30_000)
        assert page.evaluate(PAGE_MOMENT) == "choose", f"the cover came at move {move}"
        seats.add(page.evaluate("() => document.body.dataset.seat"))
        assert click_moves(page, 1, seed=move, prefer="Place a senator").moves == 1
    assert len(seats) == 3
