"""The tables of Quo Vadis' rules page (``rules/<lang>.md``), from :mod:`.board` in the
game's own words (:mod:`.words`). ``python -m spelbord.games.quo_vadis.rules_tables``
rewrites them after a change of the board data or the catalogues."""
from __future__ import annotations

from pathlib import Path

from ..rules_page_tables import refresh, row
from .board import COMMITTEES, LEVEL, MIX, NEED, NUMBERS, ROADS, SEATS, SENATE, VALUE
from .words import committee, laurel


def laurel_rows(lang: str) -> list[str]:
    """Each kind of laurel tile: its value and how many the game has."""
    return [row(laurel(kind, lang), VALUE[kind], MIX[kind]) for kind in range(len(MIX))]


def committee_rows(lang: str) -> list[str]:
    """Each committee in the order of its number, the Senate last: level, seats, permissions needed to leave, the roads up with and
    without a laurel field."""
    def ups(c: int, field: bool) -> str:
        return ", ".join(committee(b, lang) for a, b, has in ROADS if a == c and has == field) or "–"
    return [row(committee(c, lang), LEVEL[c], SEATS[c], "–" if c == SENATE else NEED[c], ups(c, True), ups(c, False))
            for c in sorted(COMMITTEES, key=lambda c: NUMBERS[c] or len(COMMITTEES))]


def tables(lang: str) -> list[list[str]]:
    return [laurel_rows(lang), committee_rows(lang)]


if __name__ == "__main__":
    refresh(Path(__file__).parent / "rules", tables)
