"""Checks shared by the tests of the games' rules pages (``rules/<lang>.md``).

The agreed format: Markdown (CommonMark and tables, no raw HTML), first line
``# <title>``, ``##`` sections and ``###`` subsections, the same headings in the
same order in en, sv and de, no empty section.
"""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po
from markdown_it import MarkdownIt

from spelbord.games.rules_tables import LANGS, page_path

__all__ = ["LANGS", "headings", "sections", "render", "page", "untranslated"]


def page(package: str, lang: str) -> str:
    return page_path(package, lang).read_text(encoding="utf-8")


def headings(text: str) -> list[tuple[int, str]]:
    """(level, title) of every ATX heading outside code blocks."""
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    return [(int(t.tag[1]), tokens[i + 1].content) for i, t in enumerate(tokens) if t.type == "heading_open"]


def sections(text: str) -> list[tuple[str, str]]:
    """(heading line, text up to the next heading) of every section and subsection."""
    parts = re.split(r"^(#{2,6} .*)$", text, flags=re.M)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts), 2)]


def render(text: str) -> tuple[str, list]:
    """The page as HTML, and the tokens markdown-it made of it."""
    md = MarkdownIt("commonmark").enable("table")
    return md.render(text), md.parse(text)


def untranslated(module: Path, package: Path, lang: str) -> list[str]:
    """The messages ``_("...")`` of ``module`` that the game's catalogue does not translate."""
    messages = set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', module.read_text(encoding="utf-8")))
    with (package / "locale" / lang / "LC_MESSAGES" / f"{package.name}.po").open("rb") as handle:
        translated = {m.id: m.string for m in read_po(handle) if m.id}
    return sorted(m for m in messages if not translated.get(m))
