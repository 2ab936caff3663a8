"""A phone, 375 px wide: the lobby fits without sideways scrolling, and the board's tap
targets are at least 44 px (the board scrolls inside its frame), with pinch/zoom left on."""
import json
import urllib.request

import pytest

from .clicks import PAGE_MOMENT, create_table
from .conftest import CHROMIUM, CHROMIUM_ARGS, screenshot

pytestmark = pytest.mark.browser

PHONE = {"width": 375, "height": 740}
SIDEWAYS = "() => document.scrollingElement.scrollWidth - window.innerWidth"
#: the smallest width and height of the board's clickable pieces, in CSS pixels
SMALLEST_TARGET = """() => {
  const sizes = [...document.querySelectorAll('#board .clickable')].map(e => e.getBoundingClientRect());
  return sizes.length ? [Math.min(...sizes.map(r => r.width)), Math.min(...sizes.map(r => r.height))] : null;
}"""


@pytest.fixture
def phone(playwright, tmp_path):
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "phone"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        locale="en-GB", viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    context.set_default_timeout(20_000)
    yield context.pages[0] if context.pages else context.new_page()
    context.close()


def test_the_lobby_fits_a_phone_without_sideways_scrolling(phone, server):
    page = phone
    for game, players in (("spionage", 5), ("cosmic-encounter", 5), ("quo-vadis", 5)):
        create_table(page, server, game, players, ["human", "open"] + ["heuristic"] * (players - 2))
        page.wait_for_selector("#mine li")
        assert page.evaluate(SIDEWAYS) <= 0, game
    viewport = page.get_attribute("meta[name=viewport]", "content")
    assert "user-scalable=no" not in viewport and "maximum-scale" not in viewport  # pinch/zoom stays
    screenshot(page, "phone-lobby")


@pytest.mark.parametrize("game, players", [("spionage", 3), ("quo-vadis", 3), ("scarab-lords", 2),
                                           ("tiny-epic-galaxies", 2), ("cosmic-encounter", 4)])
def test_the_board_on_a_phone_has_tap_targets_of_44_px(phone, server, game, players):
    page = phone
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    body = json.dumps({"game": game, "players": players, "seats": seats, "seed": 3, "practice": True}).encode()
    request = urllib.request.Request(server + "/api/tables", body, {"Content-Type": "application/json"})
    created = json.load(urllib.request.urlopen(request))
    page.goto(server + created["seats"][0]["url"])
    page.wait_for_function(PAGE_MOMENT)
    page.wait_for_selector("#board svg")
    assert page.evaluate(SIDEWAYS) <= 0, "the page scrolls sideways; only the board's frame may"
    smallest = page.evaluate(SMALLEST_TARGET)
    if smallest is not None:
        assert min(smallest) >= 44, smallest
    touch = page.evaluate("getComputedStyle(document.querySelector('#board')).touchAction")
    assert touch in ("auto", "manipulation", "pan-x pan-y pinch-zoom"), touch
    screenshot(page, f"phone-{game}")
