"""Finding a game in the browser: open tables, a stranger joining by name, "My tables"."""
import pytest

from .clicks import PAGE_MOMENT, create_table
from .conftest import open_browser, screenshot

pytestmark = pytest.mark.browser


def test_a_stranger_finds_an_open_table_and_joins_it_by_name(playwright, browser_page, server, tmp_path):
    ada = browser_page
    create_table(ada, server, "quo-vadis", 3, ["human", "open", "heuristic"], names=["Ada"],
                 options={"start_player": 0})
    assert ada.locator("#created-links li").nth(1).inner_text().endswith("Open: anyone may join from the lobby")
    table_id = ada.locator("#created-links li").nth(0).locator("input").input_value().split("/table/")[1].split("#")[0]
    # Ada moves first: her lobby says so
    ada.wait_for_selector("#mine li.my-turn")
    assert ada.inner_text("#mine li") == "Quo Vadis: Seat 1 your move"

    context, stranger = open_browser(playwright, tmp_path / "stranger")
    try:
        stranger.goto(server + "/")
        stranger.wait_for_selector("body[data-ready=yes]")
        listed = stranger.locator(f"#open > li[data-table='{table_id}']")
        assert listed.locator("li").all_inner_texts() == [
            "Seat 1: Ada", "Seat 2: free Take seat 2", "Seat 3: Player 3 (bot: heuristic)"]
        assert "token" not in stranger.inner_text("#open")
        screenshot(stranger, "lobby-open-tables")

        listed.locator("button.join").click()  # no name yet: asked for one, nothing sent
        assert stranger.inner_text("#join-error") == "Choose a name first."
        assert stranger.evaluate("document.activeElement.id") == "join-name"
        stranger.fill("#join-name", "ada")  # taken at this table
        listed.locator("button.join").click()
        stranger.wait_for_function("() => document.getElementById('join-error').textContent")
        assert "already called ada" in stranger.inner_text("#join-error")

        stranger.fill("#join-name", "Bo")
        listed.locator("button.join").click()
        stranger.wait_for_url(f"**/table/{table_id}#token=*")
        stranger.wait_for_selector("#board svg")
        assert stranger.get_attribute("body", "data-seat") == "1"
        assert stranger.locator("#players li .name").all_inner_texts()[:2] == ["Ada", "Bo"]

        # the seat is taken: the table leaves the open list; Bo's lobby lists it as his, not his move
        stranger.goto(server + "/")
        stranger.wait_for_selector("body[data-ready=yes]")
        assert stranger.locator(f"#open > li[data-table='{table_id}']").count() == 0
        assert stranger.inner_text("#mine li") == "Quo Vadis: Seat 2 running"
        assert stranger.input_value("#join-name") == "Bo"  # the name is kept for next time
    finally:
        context.close()

    # Ada's table page names the stranger
    ada.locator("#created-links li").nth(0).locator("a").click()
    ada.wait_for_function(PAGE_MOMENT)
    ada.wait_for_function("() => [...document.querySelectorAll('#players .name')].some(n => n.textContent === 'Bo')")
