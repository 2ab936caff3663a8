"""What a person does in the browser, as Playwright steps: fill the lobby, click moves."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError

#: what the table page shows: the result, the hot-seat cover, or choices to click
PAGE_MOMENT = """() => {
  if (document.querySelector('#cover:not([hidden])')) return 'cover';
  if (document.querySelector('#result:not([hidden])')) return 'over';
  const choice = '#actions button:not([disabled]), #negotiation-actions button:not([disabled])';
  if (document.querySelector(choice)) return 'choose';
  return false;
}"""


def create_table(page, server: str, game: str, players: int, seats: list[str],
                 hotseat: bool = False, options: dict | None = None) -> None:
    """Fill the lobby's form by clicking and create the table.

    ``seats``: "human" or a bot's name for each seat.
    """
    page.goto(server + "/")
    page.wait_for_selector("body[data-ready=yes]")
    page.select_option("#game", game)
    page.select_option("#players", str(players))
    for key, value in (options or {}).items():
        field = page.locator(f"#option-{key}")
        if isinstance(value, bool):
            field.set_checked(value)
        else:
            field.select_option(label=str(value))
    for seat, kind in enumerate(seats):
        page.select_option(f"#seat-{seat}-kind", "human" if kind == "human" else f"bot:{kind}")
    if hotseat:
        page.check("#hotseat")
    page.click("button[type=submit]")
    page.wait_for_selector("#created:not([hidden]) .links")


@dataclass
class Played:
    """What happened while clicking through a game."""
    moves: int = 0
    board_clicks: int = 0
    covers: int = 0
    negotiation_seen: bool = False
    errors: list[str] = field(default_factory=list)


def play_until_over(page, seed: int, max_moves: int = 400, on_cover=None) -> Played:
    """Click legal moves (on the board when it offers them, else the buttons) until the
    result shows. ``on_cover(page, played)`` runs at each hot-seat cover before it is passed."""
    rng = random.Random(seed)
    played = Played()
    while played.moves < max_moves:
        page.wait_for_function(PAGE_MOMENT, timeout=30_000)
        moment = page.evaluate(PAGE_MOMENT)
        if moment == "over":
            return played
        if moment == "cover":
            played.covers += 1
            if on_cover:
                on_cover(page, played)
            page.click("#cover-continue")
            continue
        if page.locator("#negotiation").is_visible():
            played.negotiation_seen = True
        _click_a_move(page, rng, played)
        message = page.inner_text("#message").strip()
        if message:
            played.errors.append(message)
    raise AssertionError(f"the game did not end within {max_moves} moves")


def _click_a_move(page, rng: random.Random, played: Played) -> None:
    board = page.locator("#board .clickable")
    buttons = page.locator("#actions button:not([disabled]), #negotiation-actions button:not([disabled])")
    on_board, listed = board.count(), buttons.count()
    use_board = on_board and (not listed or rng.random() < 0.5)
    target = board.nth(rng.randrange(on_board)) if use_board else buttons.nth(rng.randrange(listed))
    seq = page.get_attribute("body", "data-seq")
    try:
        target.click(timeout=3000)
    except PlaywrightError:  # the page redrew under the pointer (another seat moved): choose again
        return
    played.moves += 1
    played.board_clicks += bool(use_board)
    # the click disables the choices until the server's answer (a new seq, or an error) comes
    page.wait_for_function(
        "seq => document.body.dataset.seq !== seq || document.querySelector('#message').textContent"
        " || !document.querySelector('#cover').hidden",
        arg=seq, timeout=30_000)
