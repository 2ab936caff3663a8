"""One identity per player in the browser: the name with the colour or organisation, the same
in the players panel, the status, the log and the choices."""
import pytest

from .clicks import click_moves, create_table
from .test_browser import open_seat_link

pytestmark = pytest.mark.browser


def test_the_name_and_organisation_are_the_same_in_every_panel(browser_page, server):
    page = browser_page
    create_table(page, server, "spionage", 3, ["human", "heuristic", "heuristic"], names=["Ada", "Bo"])
    open_seat_link(page)
    assert page.locator("#players .name").all_inner_texts() == ["Ada (MI6)", "Bo (KGB)", "Player 3 (SDECE)"]
    assert page.inner_text("#game-title") == "Spionage!: Ada (MI6)"
    click_moves(page, 4)
    log = page.locator("#log li").all_inner_texts()
    assert any(line.startswith("Ada (MI6) has made a secret choice") for line in log), log
    assert any("Bo (KGB)" in line for line in log), log
    assert not any("Player 1" in line or line.startswith("MI6") for line in log), log
