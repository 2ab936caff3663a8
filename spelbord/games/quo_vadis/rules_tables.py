"""The tables of Quo Vadis' rules page (``rules/<lang>.md``): the laurel tiles and the committees,
from :mod:`.board` in the game's own words (:mod:`.words`). See :mod:`spelbord.games.rules_tables`."""
from __future__ import annotations

from ..rules_tables import markdown_table
from .board import COMMITTEES, LEVEL, MIX, NEED, NUMBERS, ROADS, SEATS, SENATE, VALUE
from .words import _tr, committee, laurel


def tables(lang: str) -> list[str]:
    return [laurel_table(lang), committee_table(lang)]


def laurel_table(lang: str) -> str:
    """Each kind of laurel tile: its value and how many the game has."""
    _ = _tr(lang)
    rows = [[laurel(kind, lang), VALUE[kind], MIX[kind]] for kind in range(len(MIX))]
    return markdown_table([_("Tile"), _("Value"), _("Number")], rows)


def committee_table(lang: str) -> str:
    """Each committee in the order of its number, the Senate last: level, seats, permissions
    needed to leave, the roads up with and without a laurel field."""
    _ = _tr(lang)

    def ups(c: int, field: bool) -> str:
        return ", ".join(committee(b, lang) for a, b, has in ROADS if a == c and has == field) or "–"
    rows = [[committee(c, lang), LEVEL[c], SEATS[c], "–" if c == SENATE else NEED[c], ups(c, True), ups(c, False)]
            for c in sorted(COMMITTEES, key=lambda c: NUMBERS[c] or len(COMMITTEES))]
    return markdown_table([_("Committee"), _("Level"), _("Seats"), _("Permissions needed"),
                           _("Roads up over a laurel field"), _("Roads up without one")], rows)
