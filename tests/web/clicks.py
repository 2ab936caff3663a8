"""What a person does in the browser, as Playwright steps: fill the lobby, click moves."""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError

#: the buttons of the legal moves, in the list and in the negotiation panel
CHOICES = "#actions button:not([disabled]), #negotiation-actions button:not([disabled])"

#: what the table page shows: the result, the hot-seat cover, or choices to click
PAGE_MOMENT = """() => {
  const CHOICES = '""" + CHOICES + """';
  if (document.querySelector('#cover:not([hidden])')) return 'cover';
  if (document.querySelector('#result:not([hidden])')) return 'over';
  if (document.querySelector(CHOICES)) return 'choose';
  return false;
}"""


def create_table(page, server: str, game: str, players: int, seats: list[str],
                 hotseat: bool = False, options: dict | None = None,
                 move_seconds: int | None = None, hints: bool = True, names: list[str] = ()) -> None:
    """Fill the lobby's form by clicking and create the table.

    ``seats``: "human", "open" (anyone may join) or a bot's name for each seat;
    ``names``: the names typed for the first seats.
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
            field.select_option(value=json.dumps(value))  # the option's value, not its words
    for seat, kind in enumerate(seats):
        page.select_option(f"#seat-{seat}-kind", kind if kind in ("human", "open") else f"bot:{kind}")
    for seat, name in enumerate(names):
        page.fill(f"#seat-{seat}-name", name)
    if hotseat:
        page.check("#hotseat")
    if move_seconds:
        page.fill("#move-seconds", str(move_seconds))
    page.set_checked("#hints", hints)
    page.click("button[type=submit]")
    page.wait_for_selector("#created:not([hidden]) .links")


@dataclass
class Played:
    """What happened while clicking through a game."""
    moves: int = 0
    board_clicks: int = 0
    covers: int = 0
    negotiation_seen: bool = False
    #: moves asked about first (a step that makes the seat's earlier ones final)
    confirmed: int = 0
    most_offers: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def unexpected_errors(self) -> list[str]:
        """The errors other than a race the protocol allows: a move clicked in the instant
        before the state of another seat's move arrived is refused as stale, and the page
        goes on with the new state."""
        return [e for e in self.errors if not e.startswith("the table has moved on")]


def play_until_over(page, seed: int, max_moves: int = 400, on_cover=None, on_negotiation=None,
                    prefer: str = "") -> Played:
    """Click legal moves (on the board when it offers them, else the buttons) until the
    result shows; a button whose words hold ``prefer`` is clicked when there is one.
    ``on_cover(page, played)`` runs at each hot-seat cover before it is passed,
    ``on_negotiation(page)`` when the negotiation panel first shows."""
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
            if not played.negotiation_seen and on_negotiation:
                on_negotiation(page)
            played.negotiation_seen = True
            played.most_offers = max(played.most_offers, page.locator("#offers li").count())
        _click_a_move(page, rng, played, prefer)
        message = page.inner_text("#message").strip()
        if message:
            played.errors.append(message)
    raise AssertionError(f"the game did not end within {max_moves} moves")


def click_moves(page, count: int, seed: int = 0, prefer: str = "") -> Played:
    """Click ``count`` legal moves (fewer if the game ends first); a button whose words hold
    ``prefer`` is clicked when there is one."""
    rng = random.Random(seed)
    played = Played()
    while played.moves < count:
        page.wait_for_function(PAGE_MOMENT, timeout=30_000)
        if page.evaluate(PAGE_MOMENT) != "choose":
            break
        _click_a_move(page, rng, played, prefer)
    page.wait_for_function(PAGE_MOMENT, timeout=30_000)
    return played


def _click_a_move(page, rng: random.Random, played: Played, prefer: str = "") -> None:
    board = page.locator("#board .clickable")
    buttons = page.locator(CHOICES)
    preferred = buttons.filter(has_text=prefer) if prefer else None
    if preferred is not None and preferred.count():
        use_board, target = False, preferred.nth(rng.randrange(preferred.count()))
    else:
        on_board, listed = board.count(), buttons.count()
        use_board = on_board and (not listed or rng.random() < 0.5)
        target = board.nth(rng.randrange(on_board)) if use_board else buttons.nth(rng.randrange(listed))
    # where the seat stands: the public moves, and its own picks of a secret choice
    # (a pick that leaves the choice unfinished moves only the second)
    seq = page.evaluate("() => document.body.dataset.seq + '/' + document.body.dataset.picks")
    # a step after which the seat's earlier ones can no longer be undone asks first (docs/browser.md, Undo)
    def confirm(dialog):
        played.confirmed += 1
        dialog.accept()
    page.on("dialog", confirm)
    try:
        target.click(timeout=3000)
    except PlaywrightError:  # the page redrew under the pointer (another seat moved): choose again
        page.remove_listener("dialog", confirm)
        return
    played.moves += 1
    played.board_clicks += bool(use_board)
    # the click disables the choices until the server's answer (a new seq, or an error) comes
    page.wait_for_function(
        "seq => document.body.dataset.seq + '/' + document.body.dataset.picks !== seq"
        " || document.querySelector('#message').textContent"
        " || !document.querySelector('#cover').hidden",
        arg=seq, timeout=30_000)
    page.remove_listener("dialog", confirm)
