"""The rematch for every player (issue 16: "a finished table offers the rematch to every
player, each with their own new link"): two people on two pages, one asks."""
import pytest

from .clicks import CHOICES, PAGE_MOMENT
from .conftest import open_browser, screenshot
from .sockets import new_table, play_to_the_end, tokens_of

pytestmark = pytest.mark.browser

SEAT_LINKS = "#rematch-links li input"


def test_one_asks_for_the_rematch_and_each_player_gets_only_their_own_link(playwright, browser_page, server, tmp_path):
    seats = [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, {"kind": "bot", "bot": "random"}]
    created = new_table(server, seats)
    play_to_the_end(server, created["id"], tokens_of(created))
    ada = browser_page
    context, bo = open_browser(playwright, tmp_path / "bo")
    try:
        for page, seat in ((ada, 0), (bo, 1)):
            page.goto(server + created["seats"][seat]["url"])
            page.wait_for_selector("#result:not([hidden])")
            assert page.locator("#rematch").is_visible()

        ada.click("#rematch")
        # Bo clicked nothing: his link comes to his page on its own connection
        for page in (ada, bo):
            page.wait_for_selector(SEAT_LINKS)
        links = {}
        for name, page in (("ada", ada), ("bo", bo)):
            seat_links = [url for url in page.locator(SEAT_LINKS).evaluate_all("fields => fields.map(f => f.value)")
                          if "#token=" in url]
            assert len(seat_links) == 1, (name, seat_links)
            links[name] = seat_links[0]
            # every field is a link (this player's seat, the spectators'); the others' seats say whose they are
            fields = page.locator(SEAT_LINKS).evaluate_all("fields => fields.map(f => f.value)")
            assert all(url.startswith(server + "/table/") for url in fields), fields
            # each row's label and words, read from its parts: innerText depends on layout, which a page
            # in a background window may not have done yet
            rows = page.locator("#rematch-links li").evaluate_all(
                "items => items.map(li => [...li.querySelectorAll('span')].map(s => s.textContent).join('\\n'))")
            other = "Seat 2" if name == "ada" else "Seat 1"
            assert [row for row in rows if row.startswith(other)] == [f"{other}\nIts player gets their own link"]
            # the asker's page names the bot (from the table's summary); the link pushed to the other does not
            bot = "Bot: random" if name == "ada" else "bot"
            assert [row for row in rows if row.startswith("Seat 3")] == [f"Seat 3\n{bot}"]
        screenshot(bo, "rematch-links-of-the-other-player")
        new_id = links["ada"].split("/table/")[1].split("#")[0]
        assert new_id == links["bo"].split("/table/")[1].split("#")[0] != created["id"]
        ada_token, bo_token = (links[name].split("#token=")[1] for name in ("ada", "bo"))
        assert ada_token != bo_token
        assert bo_token not in ada.content() and ada_token not in bo.content()  # each their own only

        # a page opened after the rematch was made is sent its own link too
        bo.reload()
        bo.wait_for_selector(SEAT_LINKS)
        assert links["bo"] in bo.locator(SEAT_LINKS).evaluate_all("fields => fields.map(f => f.value)")

        # both play on at the new table, each in their own seat
        for page, link, seat in ((ada, links["ada"], "0"), (bo, links["bo"], "1")):
            page.locator(f"#rematch-links a[href='{link}']").click()
            page.wait_for_url(f"**/table/{new_id}#token=*")
            page.wait_for_function(PAGE_MOMENT)
            assert page.get_attribute("body", "data-seat") == seat
            assert page.locator("#result").is_hidden()
        # a secret step: each chooses on their own page, then the move is made
        for page in (ada, bo):
            page.wait_for_function(PAGE_MOMENT)
            page.locator(CHOICES).first.click()
        for page in (ada, bo):
            page.wait_for_function("() => Number(document.body.dataset.seq) > 0")
            assert page.inner_text("#message") == ""
    finally:
        context.close()
