"""What every game's rules page (``spelbord/games/<package>/rules/<lang>.md``) must be:
three languages, the game's title first, the same ``##``/``###`` headings in the same
order, no empty section, plain CommonMark with tables (no raw HTML), its generated tables
equal to the game's data, and every ruling it cites present in docs/rulings.md."""
from __future__ import annotations

import re
from pathlib import Path

from markdown_it import MarkdownIt

import spelbord
from spelbord.games.rules_page_tables import LANGUAGES, bodies

ROOT = Path(spelbord.__file__).parent


def pages(package: str) -> dict[str, str]:
    folder = ROOT / "games" / package / "rules"
    return {lang: (folder / f"{lang}.md").read_text(encoding="utf-8") for lang in LANGUAGES}


def headings(text: str) -> list[tuple[int, str]]:
    return [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(#{1,6}) (.+)$", text, re.M)]


def sections(text: str) -> list[tuple[str, str]]:
    """(heading, the text up to the next heading of any level) for every heading."""
    parts = re.split(r"^(#{1,6} .+)$", text, flags=re.M)
    return list(zip(parts[1::2], parts[2::2]))


def check_title(text: str, title: str) -> None:
    assert text.split("\n", 1)[0] == f"# {title}"


def check_same_headings(texts: dict[str, str]) -> None:
    levels = {lang: [level for level, _ in headings(text)] for lang, text in texts.items()}
    assert levels["sv"] == levels["en"] == levels["de"], levels
    assert levels["en"].count(1) == 1 and levels["en"][0] == 1
    for lang in ("sv", "de"):
        translated = [a != b for (_, a), (_, b) in zip(headings(texts[lang])[1:], headings(texts["en"])[1:])]
        assert sum(translated) >= 0.8 * len(translated), (lang, "headings left in English")


def check_no_empty_section(text: str) -> None:
    for heading, body in sections(text)[1:]:  # the title stands alone
        assert body.strip(), f"empty section: {heading}"


def check_renders(text: str) -> str:
    """Renders as the pages are served; raw HTML in the page would render differently
    with HTML off, so the two renderings agree only for plain Markdown."""
    html = MarkdownIt("commonmark").enable("table").render(text)
    assert html == MarkdownIt("commonmark", {"html": False}).enable("table").render(text)
    assert html.count("<table>") == len(bodies(text))
    assert html.count("<h2>") == sum(1 for level, _ in headings(text) if level == 2)
    return html


def check_tables(text: str, generated: list[list[str]]) -> None:
    """The generated rows of each table equal the data (refresh with the game's rules_tables)."""
    assert bodies(text) == generated


def check_rulings_cited(text: str, game_section: str) -> None:
    """Every ruling named in the page's last section (its "Rulings") exists in docs/rulings.md."""
    rulings = (ROOT.parent / "docs" / "rulings.md").read_text(encoding="utf-8")
    section = rulings.split(f"## {game_section}\n", 1)[1].split("\n## ", 1)[0]
    known = set(re.findall(r"^- ([A-Z]\d+)\b", section, re.M))
    cited = set(re.findall(r"\b([A-Z]\d+)\b", sections(text)[-1][1]))
    assert cited and cited <= known, cited - known
