"""The Undo button and the confirm step before a step that cannot be undone (issue 16:
"Undo of one's own last step where the game allows it ... a confirm step for
multi-part actions that cannot be undone"), in Tiny Epic Galaxies' solo game: using a
die is a part of the turn that can be taken back; ending the turn rolls the dice."""
import pytest

pytestmark = pytest.mark.browser


def button(action: str) -> str:
    return f"#actions button.action[data-action='{action}']"


def test_a_step_is_undone_and_the_final_one_asks_first(browser_page, server):
    page = browser_page
    created = page.request.post(server + "/api/tables", data={
        "game": "tiny-epic-galaxies", "players": 1, "seats": [{"kind": "human"}],
        "practice": True, "seed": 4}).json()
    page.goto(server + created["seats"][0]["url"])
    page.wait_for_selector(button('["activate",1]'))
    assert page.locator("#undo-button").is_hidden()
    start = page.get_attribute("body", "data-seq")
    page.click(button('["activate",1]'))
    page.wait_for_selector("#undo-button:not([hidden]):not([disabled])")
    page.click("#undo-button")
    page.wait_for_function(f"() => document.body.dataset.seq === '{start}'")
    page.wait_for_selector("#undo-button[hidden]", state="attached")
    page.wait_for_selector(button('["activate",1]'))

    page.click(button('["activate",1]'))
    page.wait_for_selector("#undo-button:not([hidden]):not([disabled])")
    moved = page.get_attribute("body", "data-seq")
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.click(button('["end"]'))
    assert asked and "can no longer be undone" in asked[0]
    page.wait_for_timeout(300)
    assert page.get_attribute("body", "data-seq") == moved  # declined: nothing was sent
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(button('["end"]'))
    page.wait_for_function(f"() => document.body.dataset.seq !== '{moved}'")
    page.wait_for_selector("#undo-button[hidden]", state="attached")
