"""The replay page: a view the game does not have falls back to the spectators', and the
server's refusals reach the page in its language."""
import pytest

from .conftest import open_browser
from .sockets import new_table
from .test_replay import finished_bot_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("view", ["7", "everyone"])
def test_an_unknown_view_in_the_address_shows_the_spectators_view(browser_page, server, view):
    page = browser_page
    table_id = finished_bot_game(server)
    page.goto(f"{server}/replay/{table_id}?view={view}&step=1")
    page.wait_for_function("() => document.body.dataset.ready === 'yes' && document.body.dataset.step === '1'")
    assert page.input_value("#view") == "spectator" and "view=spectator" in page.url
    assert page.inner_text("#message") == ""


def test_a_step_the_game_does_not_have_is_refused_in_the_page_language(playwright, server, tmp_path):
    table_id = finished_bot_game(server)
    context, page = open_browser(playwright, tmp_path / "sv", "sv-SE")
    try:
        page.goto(f"{server}/replay/{table_id}?view=spectator&step=0")
        page.wait_for_function("() => document.body.dataset.ready === 'yes'")
        answer = page.evaluate(f"fetch('/api/tables/{table_id}/replay?step=100000&lang=sv').then((r) => r.json())")
        assert answer["detail"].startswith("det här partiet har steg 0 till ")
        running = new_table(server, [{"kind": "human"}, {"kind": "human"}])["id"]
        answer = page.evaluate(f"fetch('/api/tables/{running}/replay?lang=de').then((r) => r.json())")
        assert answer["detail"] == ("eine Partie wird erst nach ihrem Ende wiedergegeben: "
                                    "die Wiedergabe zeigt jede verdeckte Karte")
    finally:
        context.close()
