"""The tables of the rules page (``rules/<lang>.md``): every alien and every fate card
with its text, written from :mod:`.data`, so the page says what the game does.

Each table is the whole body of one ``###`` subsection of the page (its heading in
:data:`HEADINGS`). After a change to the data, write the tables again with::

    python -m spelbord.games.cosmic_encounter.rules_tables

``tests/games/cosmic_encounter/test_rules_page.py`` fails while a page's table
differs from the data.
"""
from __future__ import annotations

import re
from pathlib import Path

from . import data

RULES = Path(__file__).parent / "rules"

#: the heading of the subsection that holds each table, by language
HEADINGS = {
    "aliens": {"en": "All sixteen aliens", "sv": "Alla sexton utomjordingar", "de": "Alle sechzehn Außerirdischen"},
    "fate": {"en": "All fate cards", "sv": "Alla ödeskort", "de": "Alle Schicksalskarten"},
}

_WORDS = {
    "en": {"alien": "Alien", "must": "Must be used", "power": "Power", "yes": "yes", "no": "no",
           "card": "Fate card", "copies": "In the deck", "text": "Text",
           "note": "\\* Not named by the rulebook: spelbord fills the box's count with it; "
                   "see `spelbord cards cosmic-encounter`."},
    "sv": {"alien": "Utomjording", "must": "Måste användas", "power": "Egenskap", "yes": "ja", "no": "nej",
           "card": "Ödeskort", "copies": "I leken", "text": "Text",
           "note": "\\* Nämns inte i regelhäftet: spelbord fyller lådans antal med det; "
                   "se `spelbord cards cosmic-encounter`."},
    "de": {"alien": "Außerirdischer", "must": "Pflicht", "power": "Fähigkeit", "yes": "ja", "no": "nein",
           "card": "Schicksalskarte", "copies": "Im Stapel", "text": "Text",
           "note": "\\* Nicht in der Spielregel genannt: spelbord füllt damit die Anzahl der Schachtel "
                   "auf; siehe `spelbord cards cosmic-encounter`."},
}


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _name(item, lang: str) -> str:
    star = "\\*" if item.origin == "reconstructed" else ""
    return f"**{_cell(getattr(item, lang))}**{star}"


def alien_table(lang: str) -> str:
    words = _WORDS[lang]
    rows = [f"| {words['alien']} | {words['must']} | {words['power']} |", "|---|---|---|"]
    for alien in sorted(data.ALIENS.values(), key=lambda a: getattr(a, lang).lower()):
        rows.append(f"| {_name(alien, lang)} | {words['yes'] if alien.mandatory else words['no']} "
                    f"| {_cell(alien.text[lang])} |")
    return "\n".join(rows + ["", words["note"]])


def fate_table(lang: str) -> str:
    words = _WORDS[lang]
    rows = [f"| {words['card']} | {words['copies']} | {words['text']} |", "|---|---|---|"]
    for fate in data.FATE_CARDS.values():
        rows.append(f"| {_name(fate, lang)} | {fate.count} | {_cell(fate.text[lang])} |")
    return "\n".join(rows + ["", words["note"]])


TABLES = {"aliens": alien_table, "fate": fate_table}


def section_body(text: str, heading: str) -> str:
    """What stands under ``### heading`` up to the next heading, without the blank lines around it."""
    match = re.search(rf"^### {re.escape(heading)}\n(.*?)(?=^#{{1,3}} |\Z)", text, re.S | re.M)
    if match is None:
        raise ValueError(f"the page has no subsection '### {heading}'")
    return match.group(1).strip("\n")


def with_tables(text: str, lang: str) -> str:
    """``text`` with the body of each table's subsection written from the data."""
    for name, table in TABLES.items():
        heading = HEADINGS[name][lang]
        old = section_body(text, heading)
        start = text.index(f"### {heading}\n") + len(f"### {heading}\n")
        end = text.index(old, start) + len(old)
        text = text[:start] + "\n" + table(lang) + text[end:]
    return text


def main() -> None:
    for lang in ("en", "sv", "de"):
        path = RULES / f"{lang}.md"
        path.write_text(with_tables(path.read_text(encoding="utf-8"), lang), encoding="utf-8")


if __name__ == "__main__":
    main()
