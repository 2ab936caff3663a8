"""Cosmic Encounter's board in the browser: an invitation's target system takes a click in its
middle (where its planets are drawn), and the "clickable" outline is no player's colour."""
import random
import re
from pathlib import Path

import pytest

from spelbord.engine import registry
from spelbord.engine.svg import COLOURS, HIGHLIGHT
from spelbord.games.cosmic_encounter.svg import SHIP_COLOURS

pytestmark = pytest.mark.browser

CSS = Path(__file__).resolve().parents[2] / "spelbord" / "web" / "static" / "spelbord.css"


def state_with_invitations():
    """A game played at random until the offence may invite (the alliance step)."""
    game = registry.load("cosmic-encounter")
    state, rng = game.new_game(4, 0, {}), random.Random(0)
    while True:
        for seat in state.actors():
            invites = [a for a in state.legal_actions(seat) if a[0] == "invite"]
            if invites:
                return game, state, seat, invites
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_an_invitation_target_is_clickable_in_its_middle(browser_page):
    game, state, seat, invites = state_with_invitations()
    svg = game.board_svg(state.view(seat), "en", state.legal_actions(seat))
    page = browser_page
    page.set_content(f"<!doctype html><body style='margin:0'><div style='width:1000px'>{svg}</div></body>")
    for action in invites:
        target = page.locator(f"[data-action='[\"invite\",{action[1]}]']")
        box = target.bounding_box()
        hit = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y).closest('[data-action]');"
                            " return e && e.getAttribute('data-action'); }",
                            [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2])
        assert hit == f'["invite",{action[1]}]', (action, hit)


def test_the_clickable_highlight_is_no_players_colour():
    players = {COLOURS[name] for name in ("blue", "red", "magenta", "yellow", "green", "white", "orange",
                                          "purple")} | set(SHIP_COLOURS.values())
    assert HIGHLIGHT.lower() not in {colour.lower() for colour in players}
    style = CSS.read_text()
    clickable = re.search(r"\.board-frame \.clickable:hover[^{]*\{[^}]*drop-shadow\([^)]*(#[0-9a-f]{6})", style)
    assert clickable and clickable.group(1) == HIGHLIGHT
    board = registry.load("cosmic-encounter")
    game, state, seat, _ = state_with_invitations()
    assert f".board-act{{stroke:{HIGHLIGHT}" in board.board_svg(state.view(seat), "en", state.legal_actions(seat))
