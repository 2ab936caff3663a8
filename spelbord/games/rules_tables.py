"""The tables of the games' rules pages (``spelbord/games/<package>/rules/<lang>.md``).

Every table on a rules page lists the game's data (cards, board, tracks) and is written from
that data with the words the game itself shows, so page and game cannot disagree. A game
declares its tables in its own ``rules_tables`` module: a function ``tables(lang)`` returning
them as Markdown (:func:`markdown_table`), header included, in the order they stand on the
page. A new table is placed once by hand (any table with the right header will do); after a
change of the data or of a catalogue, this rewrites them all::

    python -m spelbord.games.rules_tables                # every game
    python -m spelbord.games.rules_tables scarab_lords   # one game

``tests/games/test_rules_pages.py`` fails while a page's tables differ from the game's.
"""
from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

LANGS = ("en", "sv", "de")
GAMES = Path(__file__).parent
_DELIMITER = re.compile(r"^\|(\s*:?-+:?\s*\|)+\s*$")


def page_path(package: str, lang: str) -> Path:
    return GAMES / package / "rules" / f"{lang}.md"


def packages() -> list[str]:
    """The games that have rules tables."""
    return sorted(path.parent.name for path in GAMES.glob("*/rules_tables.py"))


def game_tables(package: str, lang: str) -> list[str]:
    return importlib.import_module(f"spelbord.games.{package}.rules_tables").tables(lang)


def cell(value) -> str:
    """A table cell: a pipe would end the cell, so it is escaped."""
    return str(value).replace("|", "\\|")


def markdown_table(header: list[str], rows: list[list]) -> str:
    """A Markdown table; the header's words start with a capital letter."""
    lines = ["| " + " | ".join(cell(h[:1].upper() + h[1:]) for h in header) + " |",
             "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def table_spans(lines: list[str]) -> list[tuple[int, int]]:
    """Each table of a page as (header line, end) indices: a row, a delimiter row, the rows below."""
    spans, i = [], 0
    while i + 1 < len(lines):
        if lines[i].startswith("|") and _DELIMITER.match(lines[i + 1]):
            end = i + 2
            while end < len(lines) and lines[end].startswith("|"):
                end += 1
            spans.append((i, end))
            i = end
        else:
            i += 1
    return spans


def page_tables(page: str) -> list[str]:
    """The tables of ``page``, in order."""
    lines = page.split("\n")
    return ["\n".join(lines[a:b]) for a, b in table_spans(lines)]


def replace_tables(page: str, tables: list[str]) -> str:
    """``page`` with its tables, in order, replaced by ``tables``."""
    lines = page.split("\n")
    spans = table_spans(lines)
    if len(spans) != len(tables):
        raise ValueError(f"the page has {len(spans)} tables and the game {len(tables)}: "
                         "place a new table once by hand, or remove one the game no longer has")
    for (start, end), table in reversed(list(zip(spans, tables))):
        lines[start:end] = table.split("\n")
    return "\n".join(lines)


def refresh(package: str) -> None:
    """Rewrite the tables of a game's rules pages from its data."""
    for lang in LANGS:
        path = page_path(package, lang)
        path.write_text(replace_tables(path.read_text(encoding="utf-8"), game_tables(package, lang)),
                        encoding="utf-8")


if __name__ == "__main__":
    for name in sys.argv[1:] or packages():
        if name not in packages():
            sys.exit(f"{name} has no rules tables; choose from {', '.join(packages())}")
        refresh(name)
