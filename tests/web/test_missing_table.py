"""An address that names no table says so once and stops, instead of retrying forever."""
import pytest

pytestmark = pytest.mark.browser


def test_an_unknown_table_shows_no_such_table_and_stops(browser_page, server):
    page = browser_page
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(server + "/table/no-such-id#token=abc")
    page.wait_for_selector("#missing:not([hidden])")
    assert page.inner_text("#missing h2") == "No such table"
    assert page.locator("#table").is_hidden()
    assert page.title() == "No such table · spelbord"
    assert page.inner_text("#connection") == ""  # not "reconnecting…"
    page.wait_for_timeout(3000)  # the page would have tried again three times by now
    assert len(sockets) == 1
    page.click("#missing a")
    page.wait_for_selector("body[data-ready=yes]")
