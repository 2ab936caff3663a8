"""The Hint button: a suggested move highlighted among the choices, with its chance."""
import re

import pytest

from .clicks import create_table
from .conftest import screenshot
from .test_browser import open_seat_link

pytestmark = pytest.mark.browser


def test_the_hint_button_marks_a_move_and_gives_its_chance(browser_page, server):
    page = browser_page
    create_table(page, server, "quo-vadis", 3, ["human", "heuristic", "heuristic"])
    open_seat_link(page)
    page.wait_for_selector("#actions button.action:not([disabled])")
    page.click("#hint-button")
    page.wait_for_function("() => document.getElementById('hint').textContent.startsWith('Hint:')")
    words = page.inner_text("#hint")
    move, percent = re.fullmatch(r"Hint: (.+) \(about (\d+) % to win\)", words).groups()
    assert 0 <= int(percent) <= 100
    marked = page.locator("#actions .action.hinted")
    assert marked.count() == 1 and marked.inner_text() == move
    screenshot(page, "hint")
    seq = page.get_attribute("body", "data-seq")
    marked.click()  # the move played, the hint is gone with its moment
    page.wait_for_function(f"() => document.body.dataset.seq !== '{seq}'")
    page.wait_for_function("() => !document.getElementById('hint').textContent.startsWith('Hint:')")
    assert page.locator("#actions .action.hinted").count() == 0


def test_a_table_without_hints_has_no_hint_button(browser_page, server):
    page = browser_page
    create_table(page, server, "spionage", 2, ["human", "heuristic"], hints=False)
    open_seat_link(page)
    page.wait_for_selector("#actions button.action")
    assert page.locator("#hint-button").is_hidden()
