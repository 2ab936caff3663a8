"""Reading the games' rules pages in tests (``spelbord/games/<package>/rules/<lang>.md``); the
checks every page must pass are in test_rules_pages.py."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from spelbord.games.rules_tables import LANGS
from spelbord.rules_pages import rules_page

__all__ = ["LANGS", "page", "sections", "untranslated"]


def page(game_name: str, lang: str) -> str:
    return rules_page(game_name, lang).text


def sections(text: str) -> list[tuple[str, str]]:
    """(heading line, text up to the next heading of any level) for every section and subsection."""
    parts = re.split(r"^(#{2,6} .*)$", text, flags=re.M)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts), 2)]


def untranslated(module: Path, package: Path, lang: str) -> list[str]:
    """The messages ``_("...")`` of ``module`` that the game's catalogue does not translate."""
    messages = set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', module.read_text(encoding="utf-8")))
    with (package / "locale" / lang / "LC_MESSAGES" / f"{package.name}.po").open("rb") as handle:
        translated = {m.id: m.string for m in read_po(handle) if m.id}
    return sorted(m for m in messages if not translated.get(m))
