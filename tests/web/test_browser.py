"""A person plays in a real headless Chromium: lobby, whole games, hot-seat, Swedish, reload.

Every test clicks as a person would (the lobby's form, the board's pieces, the
buttons) against a real server in its own process.
"""
import json
import re
import urllib.request

import pytest

from .clicks import PAGE_MOMENT, click_moves, create_table, play_until_over
from .conftest import free_port, open_browser, screenshot, start_server, stop_server

pytestmark = pytest.mark.browser


def open_seat_link(page, number: int = 1) -> None:
    """Follow the lobby's Open link of seat ``number`` (or the hot-seat link)."""
    page.locator("#created-links li").nth(number - 1).locator("a").click()
    page.wait_for_selector("#board svg, #cover:not([hidden])")


def result_rows(page) -> list[list[str]]:
    return [row.split("\t") for row in page.locator("#result-rows tr").all_inner_texts()]


def test_a_whole_game_of_spionage_against_bots_by_clicking(browser_page, server):
    page = browser_page
    create_table(page, server, "spionage", 3, ["human", "heuristic", "random"])
    links = page.locator("#created-links li")
    assert links.count() == 4  # three seats and the spectators' link
    assert "#token=" in links.nth(0).locator("input").input_value()
    page.wait_for_selector("#mine li")
    assert page.inner_text("#mine") == "Spionage!: Seat 1 your move"  # a secret choice: everyone moves
    screenshot(page, "lobby")
    open_seat_link(page)
    assert page.inner_text("#turn").startswith("Everyone chooses in secret.")

    played = play_until_over(page, seed=1)

    assert played.unexpected_errors == [] and len(played.errors) <= 3
    assert played.board_clicks > 0, "the board offered no clickable moves"
    rows = result_rows(page)
    assert len(rows) == 3
    assert sorted(int(rank) for rank, _name, _score in rows)[0] == 1
    assert all(score.strip() for _rank, _name, score in rows)
    assert page.inner_text("#turn") == "The game is over."
    assert page.locator("#log li").count() > 20
    screenshot(page, "spionage-result")

    # a rematch: a new table with the same seats, reached by its own new link
    finished = page.url
    page.click("#rematch")
    page.locator("#rematch-links li").nth(0).locator("a").click()
    page.wait_for_function(PAGE_MOMENT)
    assert page.url.split("#")[0] != finished.split("#")[0]
    assert page.locator("#result").is_hidden()
    assert page.locator("#players li").count() == 3


def test_a_whole_game_of_quo_vadis_with_the_negotiation_panel(browser_page, server):
    page = browser_page
    create_table(page, server, "quo-vadis", 3, ["human", "heuristic", "heuristic"],
                 options={"offer_rounds": 2, "peek": True})
    open_seat_link(page)
    table_id = page.url.split("/table/")[1].split("#")[0]
    summary = json.load(urllib.request.urlopen(f"{server}/api/tables/{table_id}"))
    assert summary["options"] == {"start_player": "random", "open_laurels": False, "offer_rounds": 2,
                                  "limited_laurels": False, "peek": True, "consul": False}

    # moving senators up asks for permission, which opens a negotiation
    played = play_until_over(page, seed=3, prefer="Move a senator",
                             on_negotiation=lambda page: screenshot(page, "quo-vadis-negotiation"))

    assert played.unexpected_errors == [] and len(played.errors) <= 3
    assert played.negotiation_seen, "no negotiation came up in a whole game"
    assert played.most_offers > 0, "the negotiation panel never listed an offer"
    assert len(result_rows(page)) == 3
    screenshot(page, "quo-vadis-result")


def test_hot_seat_hides_the_previous_hand_until_the_next_player_continues(browser_page, server):
    page = browser_page
    create_table(page, server, "spionage", 3, ["human", "human", "heuristic"], hotseat=True)
    link = page.locator("#created-links li").nth(0)
    assert "," in link.locator("input").input_value()  # one link with both seats' tokens
    open_seat_link(page)

    seen = []

    def check_cover(page, played):
        assert page.locator("#table").is_hidden()
        assert page.locator("#board svg").count() == 0, "the previous seat's board is still there"
        assert page.locator("#actions button").count() == 0
        seen.append(page.inner_text("#cover-title"))
        if len(seen) == 2:
            screenshot(page, "hot-seat-cover")

    played = play_until_over(page, seed=5, on_cover=check_cover)

    assert played.unexpected_errors == [] and len(played.errors) <= 3
    assert "Pass the device to Player 1 (MI6)" in seen and "Pass the device to Player 2 (KGB)" in seen
    assert played.covers >= 4
    assert len(result_rows(page)) == 3


def test_the_page_in_swedish_then_german(playwright, server, tmp_path):
    context, page = open_browser(playwright, tmp_path / "profile", locale="sv-SE")
    try:
        page.goto(server + "/")
        page.wait_for_selector("body[data-ready=yes]")
        assert page.inner_text("button[type=submit]") == "Skapa bord"
        assert page.inner_text("#new-heading") == "Nytt bord"
        create_table(page, server, "spionage", 4, ["human", "heuristic", "heuristic", "heuristic"])
        open_seat_link(page)
        page.wait_for_selector("#actions button")
        assert page.inner_text("#actions-heading") == "Dina val"
        assert page.inner_text("#turn").startswith("Alla väljer i hemlighet.")
        buttons = page.locator("#actions button").all_inner_texts()
        assert any(text.startswith("Planeringskort") for text in buttons), buttons
        screenshot(page, "spionage-sv")

        page.select_option("#lang", "de")
        page.wait_for_function("() => [...document.querySelectorAll('#actions button')]"
                               ".some(b => b.textContent.startsWith('Planungskarte'))")
        assert page.inner_text("#actions-heading") == "Deine Möglichkeiten"
        page.reload()
        page.wait_for_selector("#actions button")
        assert page.inner_text("#actions-heading") == "Deine Möglichkeiten"  # the choice is kept
    finally:
        context.close()


def test_reload_mid_game_continues_where_it_was(browser_page, server):
    page = browser_page
    create_table(page, server, "quo-vadis", 3, ["human", "heuristic", "heuristic"], options={"start_player": 0},
                 move_seconds=600)
    open_seat_link(page)
    table_url = page.url
    page.wait_for_function(PAGE_MOMENT)
    assert re.fullmatch(r"Time left for Player 1: (10:00|9:5\d)", page.inner_text("#clock"))

    # thirteen choices: the list gets a filter box
    assert page.locator("#actions button").count() == 13
    page.fill("#action-filter", "senator")
    assert page.locator("#actions button").all_inner_texts()[0] == "Place a senator in committee 1"
    assert page.locator("#actions button").count() == 4
    page.fill("#action-filter", "")

    page.fill("#chat-text", "Ave!")
    page.click("#chat-form button")
    page.wait_for_selector("#chat li")
    assert page.inner_text("#chat li") == "Player 1: Ave!"

    click_moves(page, 4)
    seq = int(page.get_attribute("body", "data-seq"))
    log = page.locator("#log li").count()
    assert seq > 4 and log > 0

    page.reload()
    page.wait_for_selector("#board svg")
    page.wait_for_function(PAGE_MOMENT)
    assert int(page.get_attribute("body", "data-seq")) >= seq
    assert page.locator("#log li").count() >= log
    assert page.get_attribute("body", "data-seat") == "0"
    assert page.inner_text("#chat li") == "Player 1: Ave!"

    # the seat's token is kept in the browser: the bare table address finds it too
    page.goto(table_url.split("#")[0])
    page.wait_for_function(PAGE_MOMENT)
    assert page.get_attribute("body", "data-seat") == "0"
    played = play_until_over(page, seed=2)
    assert played.unexpected_errors == [] and len(played.errors) <= 3


def test_the_page_reconnects_by_itself_when_the_server_restarts(playwright, tmp_path):
    port = free_port()
    database = f"sqlite:///{tmp_path}/tables.db"
    server = f"http://127.0.0.1:{port}"
    process = start_server(port, database)
    context, page = open_browser(playwright, tmp_path / "profile")
    try:
        create_table(page, server, "spionage", 3, ["human", "heuristic", "heuristic"])
        open_seat_link(page)
        click_moves(page, 3)
        seq = int(page.get_attribute("body", "data-seq"))
        log = page.locator("#log li").all_inner_texts()

        stop_server(process)
        page.wait_for_selector("#connection[data-state=closed]")
        assert page.inner_text("#connection") == "Connection lost; reconnecting…"
        process = start_server(port, database)
        page.wait_for_selector("#connection[data-state=open]", timeout=15_000)
        page.wait_for_function(PAGE_MOMENT)
        assert int(page.get_attribute("body", "data-seq")) >= seq  # bots may have moved on
        assert page.locator("#log li").all_inner_texts()[:len(log)] == log
        played = play_until_over(page, seed=4)
        assert played.unexpected_errors == [] and len(played.errors) <= 3
    finally:
        context.close()
        stop_server(process)


GAMES = {"spionage": 4, "quo-vadis": 4, "scarab-lords": 2, "tiny-epic-galaxies": 2, "cosmic-encounter": 4}


def test_every_game_has_a_readable_table_page(playwright, browser_page, server, tmp_path):
    """Screenshots of each game's table page after a few moves, for a person to look at;
    and the same table as a spectator (in another browser, which holds no seat) sees it."""
    page = browser_page
    watcher, watching = open_browser(playwright, tmp_path / "spectator")
    games = {game["name"] for game in json.load(urllib.request.urlopen(server + "/api/games"))}
    for name in [game for game in GAMES if game in games]:
        players = GAMES[name]
        seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
        body = json.dumps({"game": name, "players": players, "seats": seats, "seed": 11, "practice": True}).encode()
        request = urllib.request.Request(server + "/api/tables", body, {"Content-Type": "application/json"})
        created = json.load(urllib.request.urlopen(request))
        page.goto(server + created["seats"][0]["url"])
        page.wait_for_selector("#board svg")
        click_moves(page, 3)
        assert page.locator("#board svg").count() == 1, name
        screenshot(page, f"table-{name}")

        watching.goto(server + created["spectate_url"])
        watching.wait_for_selector("#board svg")
        assert watching.get_attribute("body", "data-seat") == "spectator"
        assert watching.locator("#actions button").count() == 0
        assert watching.locator("#chat-form").is_hidden()
    watcher.close()


def test_the_auto_pass_box_is_the_seats_own_setting_kept_by_the_server(browser_page, server):
    page = browser_page
    create_table(page, server, "quo-vadis", 3, ["human", "heuristic", "heuristic"])
    open_seat_link(page)
    page.wait_for_function(PAGE_MOMENT)
    box = page.locator("#auto-pass")
    assert box.is_visible() and not box.is_checked()
    assert page.inner_text("#auto-pass-label") == "Pass for me when I hold nothing playable"
    box.check()
    page.wait_for_timeout(300)  # the setting travels to the server and back in the seat's state
    page.reload()
    page.wait_for_function(PAGE_MOMENT)
    assert page.locator("#auto-pass").is_checked()
