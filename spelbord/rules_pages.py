"""Each game's rules page: in the project's own words, organised like its rulebook.

A page is plain Markdown (CommonMark with tables) in
``spelbord/games/<package>/rules/<lang>.md``, one file per language (sv, de,
en), and nothing else lives in that folder. Its first line is ``# <title>``;
``##`` sections follow the order of the game's rulebook, ``###`` subsections
inside them, the same headings in the same order in every language.

    >>> page = rules_page("cosmic-encounter", "sv")
    >>> page.lang, page.title
    ('sv', 'Universums Härskare')
    >>> page.headings[1].title
    'Vad spelet går ut på'

The browser shows :meth:`RulesPage.html` (markdown-it-py with raw HTML
disabled, so a page's text cannot add markup or scripts); the terminal shows
:meth:`RulesPage.renderable` (rich's Markdown).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from markdown_it import MarkdownIt

from .engine import registry
from .i18n import LANGUAGES

GAMES = Path(__file__).parent / "games"
FALLBACK = "en"


@dataclass(frozen=True)
class Heading:
    level: int   # 2 for a section, 3 for a subsection
    title: str
    anchor: str  # the id of the heading in the HTML page, for the table of contents


def rules_folder(game_name: str) -> Path:
    """The folder of ``game_name``'s pages (an unknown game raises InvalidOptions)."""
    registry.load(game_name)
    return GAMES / game_name.replace("-", "_") / "rules"  # the package, as spelbord.i18n finds it


def languages(game_name: str) -> list[str]:
    """The languages ``game_name`` has a page in, in the order of :data:`LANGUAGES`."""
    folder = rules_folder(game_name)
    return [lang for lang in LANGUAGES if (folder / f"{lang}.md").is_file()]


def rules_page(game_name: str, lang: str) -> "RulesPage":
    """The page of ``game_name`` in ``lang``, else in English; ``FileNotFoundError`` if it has none."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    folder = rules_folder(game_name)
    for candidate in (lang, FALLBACK):
        path = folder / f"{candidate}.md"
        if path.is_file():
            return RulesPage(game_name, candidate, path.read_text(encoding="utf-8"))
    raise FileNotFoundError(f"{game_name} has no rules page yet")


def _parser() -> MarkdownIt:
    # html=False: raw HTML in a page is shown as text, never passed on as markup
    return MarkdownIt("commonmark", {"html": False}).enable("table")


@dataclass(frozen=True)
class RulesPage:
    game: str
    lang: str
    text: str

    @property
    def title(self) -> str:
        first = self.text.split("\n", 1)[0]
        return first[2:].strip() if first.startswith("# ") else ""

    @cached_property
    def headings(self) -> list[Heading]:
        """The ``##`` and ``###`` headings in order, with the anchors :meth:`html` gives them."""
        found, used = [], set()
        tokens = _parser().parse(self.text)
        for index, token in enumerate(tokens):
            if token.type == "heading_open" and token.tag in ("h2", "h3"):
                title = tokens[index + 1].content
                found.append(Heading(int(token.tag[1]), title, _anchor(title, used)))
        return found

    def html(self) -> str:
        """The page as HTML (without its ``#`` title), each heading with the id of its anchor."""
        parser = _parser()
        tokens = parser.parse(self.text)
        anchors = iter(self.headings)
        kept = []
        skip_title = 0
        for token in tokens:
            if token.type == "heading_open" and token.tag == "h1":
                skip_title = 3  # heading_open, inline, heading_close: the page shows the title itself
            if skip_title:
                skip_title -= 1
                continue
            if token.type == "heading_open" and token.tag in ("h2", "h3"):
                token.attrSet("id", next(anchors).anchor)
            kept.append(token)
        return parser.renderer.render(kept, parser.options, {})

    def renderable(self):
        """The page for a rich console."""
        from rich.markdown import Markdown
        return Markdown(self.text)


def _anchor(title: str, used: set[str]) -> str:
    """A readable id for a heading, unique in its page: "Din andra utmaning" -> "din-andra-utmaning"."""
    base = re.sub(r"[^\w]+", "-", title.lower()).strip("-") or "section"
    anchor, number = base, 2
    while anchor in used:
        anchor, number = f"{base}-{number}", number + 1
    used.add(anchor)
    return anchor
