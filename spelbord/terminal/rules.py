"""A game's rules page in the terminal (``spelbord rules GAME``, and ``rules`` at one's move),
rendered by rich from the game's Markdown (see :mod:`spelbord.rules_pages`)."""
from __future__ import annotations

import os

from rich.console import Console

from ..rules_pages import rules_page


def show_rules(console: Console, game_name: str, lang: str, _) -> bool:
    """Print ``game_name``'s rules in ``lang`` (else English); paged on a real terminal.
    False, with a message, when the game has no page."""
    try:
        page = rules_page(game_name, lang)
    except FileNotFoundError:
        console.print(_("This game has no rules page yet."), style="red", markup=False)
        return False
    if not console.is_terminal:
        console.print(page.renderable())
        return True
    # colours only where the pager shows them (less -R); otherwise plain text
    with console.pager(styles="R" in os.environ.get("LESS", "")):
        console.print(page.renderable())
    return True
