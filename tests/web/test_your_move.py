"""Knowing it is your move: the tab's title and icon, and (a setting, off by default) a sound
and a notification while the tab is hidden; only for the seat whose move it is."""
import pytest

from .clicks import PAGE_MOMENT, create_table
from .conftest import open_browser

pytestmark = pytest.mark.browser

#: a hidden tab, notifications granted, and what the page asks of the browser, recorded
RECORDER = """
window.__hidden = true;
Object.defineProperty(Document.prototype, "hidden", {configurable: true, get: () => window.__hidden});
window.__notes = [];
window.Notification = class {
  constructor(title, options) { window.__notes.push([title, options && options.body]); }
  static get permission() { return "granted"; }
  static requestPermission() { return Promise.resolve("granted"); }
};
window.__beeps = 0;
window.AudioContext = class {
  constructor() { window.__beeps += 1; this.currentTime = 0; this.destination = {}; }
  createOscillator() { return {frequency: {}, connect: (n) => n, start() {}, stop() {}}; }
  createGain() { return {gain: {}, connect: (n) => n}; }
  close() {}
};
"""

MY_MOVE = "() => document.title.startsWith('Your move')"
NOT_MY_MOVE = "() => !document.title.startsWith('Your move') && document.title.includes('Quo Vadis')"


def icon_state(page) -> str:
    return page.get_attribute("#favicon", "data-state")


def test_the_title_icon_sound_and_notification_tell_only_the_seat_to_move(playwright, browser_page, server, tmp_path):
    first = browser_page
    first.context.add_init_script(RECORDER)
    create_table(first, server, "quo-vadis", 3, ["human", "human", "heuristic"], names=["Ada", "Bo"],
                 options={"start_player": 0})
    links = [first.locator("#created-links li").nth(n).locator("input").input_value() for n in (0, 1, 3)]
    second = first.context.new_page()
    onlookers, watcher = open_browser(playwright, tmp_path / "onlooker")  # a browser holding no seat
    onlookers.add_init_script(RECORDER)
    first.goto(links[0])
    second.goto(links[1])
    watcher.goto(links[2])  # the spectators' link
    for page in (first, second, watcher):
        page.wait_for_selector("#board svg")
    first.wait_for_function(MY_MOVE)
    assert first.title() == "Your move · Quo Vadis · spelbord" and icon_state(first) == "your-move"
    second.wait_for_function(NOT_MY_MOVE)
    assert second.title() == "Quo Vadis · spelbord" and icon_state(second) == "waiting"
    assert watcher.title() == "Quo Vadis · spelbord" and icon_state(watcher) == "waiting"
    assert watcher.locator("#alerts-label").is_hidden()

    # off by default: Bo's move comes to his hidden tab with the title alone
    assert not second.is_checked("#alerts")
    first.locator("#actions button").first.click()
    second.wait_for_function(MY_MOVE)
    first.wait_for_function(NOT_MY_MOVE)
    assert icon_state(second) == "your-move" and icon_state(first) == "waiting"
    assert second.evaluate("[window.__notes, window.__beeps]") == [[], 0]

    # turned on (a setting of this browser): Ada's next move sounds and notifies in her tab only
    second.check("#alerts")
    second.wait_for_function(PAGE_MOMENT)
    second.locator("#actions button").first.click()
    first.wait_for_function(MY_MOVE, timeout=30_000)  # after Bo and the bot
    first.wait_for_function("() => window.__notes.length === 1")
    assert first.evaluate("[window.__notes, window.__beeps]") == [
        [["Your move · Quo Vadis", "Ada, it is your move."]], 1]
    assert second.evaluate("[window.__notes, window.__beeps]") == [[], 0]
    assert watcher.evaluate("[window.__notes, window.__beeps]") == [[], 0]

    # a visible tab is told by its page: no sound, no notification
    first.evaluate("window.__hidden = false")
    first.locator("#actions button").first.click()
    second.locator("#actions button").first.click()
    first.wait_for_function(MY_MOVE, timeout=30_000)
    assert first.evaluate("window.__notes.length") == 1
    onlookers.close()
