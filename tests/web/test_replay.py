"""Replays in the browser (issue 16: "a finished game can be stepped through in the browser,
move by move, from any seat's view or all at once")."""
import time

import pytest

from .conftest import screenshot
from .sockets import get, new_table, play_to_the_end, tokens_of

pytestmark = pytest.mark.browser

STEP = "() => document.body.dataset.ready === 'yes'"


def finished_bot_game(server) -> str:
    seats = [{"kind": "bot", "bot": "random", "name": name} for name in ("Ada", "Bo")]
    table_id = new_table(server, seats)["id"]
    for _ in range(600):
        if get(server, f"/api/tables/{table_id}")["status"] == "finished":
            return table_id
        time.sleep(0.1)
    raise AssertionError("the bots did not finish their game")


def at_step(page, step: int) -> None:
    page.wait_for_function(f"() => document.body.dataset.ready === 'yes' && document.body.dataset.step === '{step}'")


def test_a_finished_game_is_stepped_through_by_buttons_keys_slider_and_number(browser_page, server):
    page = browser_page
    table_id = finished_bot_game(server)
    steps = get(server, f"/api/tables/{table_id}/replay")["steps"]

    # reached from the table page's result
    page.goto(f"{server}/table/{table_id}")
    page.wait_for_selector("#result:not([hidden])")
    page.click("#replay-link")
    page.wait_for_url(f"**/replay/{table_id}")
    at_step(page, 0)
    assert page.inner_text("#step-heading") == f"Step 0 of {steps}"
    assert page.inner_text("#turn").startswith("The game begins. Next to move: Ada (MI6), Bo (KGB).")
    assert page.locator("#first").is_disabled() and page.locator("#previous").is_disabled()
    assert page.input_value("#view") == "spectator"  # this browser holds no seat of the table
    assert page.locator("#boards figure").count() == 1 and page.locator("#boards figure svg").count() == 1
    assert page.locator("#result").is_hidden()

    page.click("#next")
    at_step(page, 1)
    assert "step=1" in page.url and "view=spectator" in page.url
    assert page.inner_text("#turn").startswith("Played by ")
    assert page.locator("#lines li").count() >= 1
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
    page.keyboard.press("ArrowLeft")
    at_step(page, 1)
    page.keyboard.press("End")
    at_step(page, steps)
    assert page.locator("#next").is_disabled() and page.locator("#last").is_disabled()
    assert page.inner_text("#result-words").startswith("Winner: ")
    assert page.locator("#result-rows tr").count() == 2
    page.keyboard.press("Home")
    at_step(page, 0)
    page.focus("#slider")  # the slider steps with the arrows too
    page.keyboard.press("ArrowRight")
    at_step(page, 1)
    page.fill("#step", "10")
    page.press("#step", "Enter")
    at_step(page, 10)
    # the log up to the step: earlier steps' lines dimmed and numbered, this step's last
    earlier = page.locator("#lines li.earlier")
    assert earlier.count() >= 1
    assert all(1 <= int(step) < 10 for step in earlier.evaluate_all("items => items.map(i => i.dataset.step)"))
    assert page.locator("#lines li").last.get_attribute("class") == "this-step"
    page.click("#last")
    at_step(page, steps)
    page.click("#previous")
    at_step(page, steps - 1)
    page.click("#first")
    at_step(page, 0)

    # every seat's board side by side, then each seat's own
    page.select_option("#view", "all")
    page.wait_for_function("() => document.querySelectorAll('#boards figure').length === 2")
    assert page.locator("#boards figcaption").all_inner_texts() == ["Ada (MI6)", "Bo (KGB)"]
    assert "view=all" in page.url
    screenshot(page, "replay-all-seats")
    boards = [page.inner_html(f"#boards figure[data-seat='{seat}'] svg") for seat in (0, 1)]
    assert boards[0] != boards[1]  # each seat's own hand
    page.select_option("#view", "1")
    page.wait_for_function("() => document.body.dataset.view === '1' && document.querySelectorAll('#boards figure').length === 1")
    assert page.inner_text("#boards figcaption") == "Bo (KGB)"
    assert page.inner_html("#boards figure svg") == boards[1]

    # the address keeps the view and the step; the page speaks the chosen language
    page.goto(f"{server}/replay/{table_id}?view=0&step=5")
    at_step(page, 5)
    assert page.input_value("#view") == "0"
    page.select_option("#lang", "sv")
    page.wait_for_function(f"() => document.getElementById('step-heading').textContent === 'Steg 5 av {steps}'")
    assert page.inner_text("label.replay-view span") == "Vy"

    # a phone: every seat's board under each other, and the page never scrolls sideways
    page.set_viewport_size({"width": 375, "height": 800})
    page.select_option("#view", "all")
    page.wait_for_function("() => document.querySelectorAll('#boards figure').length === 2")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    screenshot(page, "replay-phone")


def test_a_running_game_has_no_replay_since_it_would_show_hidden_cards(browser_page, server):
    page = browser_page
    created = new_table(server, [{"kind": "human"}, {"kind": "human"}])
    page.goto(f"{server}/replay/{created['id']}")
    page.wait_for_function("() => document.body.dataset.ready === 'refused'")
    assert page.inner_text("#refused-title") == "Not over yet"
    assert "every hidden card" in page.inner_text("#refused-words")
    assert page.locator("#replay").is_hidden() and page.locator("svg").count() == 0
    page.goto(f"{server}/replay/no-such-table")
    page.wait_for_function("() => document.body.dataset.ready === 'refused'")
    assert page.inner_text("#refused-title") == "No such table"


def test_my_tables_offers_the_replay_of_a_finished_game_from_my_seat(browser_page, server):
    page = browser_page
    created = new_table(server, [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}])
    play_to_the_end(server, created["id"], tokens_of(created))
    page.goto(server + created["seats"][0]["url"])  # the seat's link: this browser keeps it
    page.wait_for_selector("#result:not([hidden])")
    page.goto(server + "/")
    page.wait_for_selector("#mine a.replay")
    page.click("#mine a.replay")
    page.wait_for_function(STEP)
    assert page.input_value("#view") == "0"
    assert page.inner_text("#boards figcaption") == "Ada (MI6)"
