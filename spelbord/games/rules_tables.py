"""The card tables of the games' rules pages (``spelbord/games/<package>/rules/<lang>.md``).

A game whose rules page lists its cards keeps a ``rules_tables`` module with a
function ``tables(lang)``: the Markdown tables built from the game's data with
the words the game itself shows, so that page and game cannot disagree. The
game's test checks that each page holds its tables; after a change of the data
or of a catalogue, this rewrites them in the pages (each table replaces the
table of the page that has the same header row)::

    python -m spelbord.games.rules_tables tiny_epic_galaxies
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

LANGS = ("en", "sv", "de")
GAMES = Path(__file__).parent


def page_path(package: str, lang: str) -> Path:
    return GAMES / package / "rules" / f"{lang}.md"


def cell(value) -> str:
    """A table cell: a pipe would end the cell, so it is escaped."""
    return str(value).replace("|", "\\|")


def markdown_table(header: list[str], rows: list[list]) -> str:
    """A Markdown table; the header's words start with a capital letter."""
    lines = ["| " + " | ".join(cell(h[:1].upper() + h[1:]) for h in header) + " |",
             "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def replace_tables(page: str, tables: list[str]) -> str:
    """``page`` with each of ``tables`` in place of the table with the same header row."""
    lines = page.split("\n")
    for table in tables:
        new = table.split("\n")
        if new[0] not in lines:
            raise ValueError(f"the page has no table with the header {new[0]!r}: add it once by hand")
        start = end = lines.index(new[0])
        while end < len(lines) and lines[end].startswith("|"):
            end += 1
        lines[start:end] = new
    return "\n".join(lines)


def refresh(package: str) -> None:
    """Rewrite the card tables of a game's rules pages from its data."""
    module = importlib.import_module(f"spelbord.games.{package}.rules_tables")
    for lang in LANGS:
        path = page_path(package, lang)
        path.write_text(replace_tables(path.read_text(encoding="utf-8"), module.tables(lang)),
                        encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python -m spelbord.games.rules_tables PACKAGE... (e.g. scarab_lords)")
    for name in sys.argv[1:]:
        refresh(name)
