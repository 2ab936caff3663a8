"""The tables of a game's rules page (``rules/<lang>.md``), kept equal to the game's data.

A game lists its tables' body rows per language, in the order the tables stand on the
page, from its own data and texts, so page and game name every card alike. The header
rows are written by hand in each language; only the rows below them are generated.
``refresh`` rewrites the rows in place; the game's rules-page test fails when they drift.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

LANGUAGES = ("en", "sv", "de")


def row(*cells) -> str:
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def _is_delimiter(line: str) -> bool:
    return line.startswith("|") and set(line) <= set("|:- ") and "-" in line


def body_spans(lines: list[str]) -> list[tuple[int, int]]:
    """Each table's body rows as (first, end) line indices: the rows after the delimiter."""
    spans, i = [], 0
    while i < len(lines):
        if i > 0 and lines[i - 1].startswith("|") and _is_delimiter(lines[i]):
            end = i + 1
            while end < len(lines) and lines[end].startswith("|"):
                end += 1
            spans.append((i + 1, end))
            i = end
        else:
            i += 1
    return spans


def bodies(text: str) -> list[list[str]]:
    lines = text.split("\n")
    return [lines[a:b] for a, b in body_spans(lines)]


def refresh(folder: Path, tables: Callable[[str], list[list[str]]]) -> None:
    """Rewrites the generated rows of every language's page in ``folder``."""
    for lang in LANGUAGES:
        path = folder / f"{lang}.md"
        lines = path.read_text(encoding="utf-8").split("\n")
        spans, rows = body_spans(lines), tables(lang)
        if len(spans) != len(rows):
            raise SystemExit(f"{path}: {len(spans)} tables on the page, {len(rows)} generated")
        for (a, b), body in reversed(list(zip(spans, rows))):
            lines[a:b] = body
        path.write_text("\n".join(lines), encoding="utf-8")
