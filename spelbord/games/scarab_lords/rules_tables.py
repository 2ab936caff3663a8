"""The card lists of the rules page (rules/<lang>.md), one table a deck, built from
cards.json with the words the game itself shows (the rows of ``spelbord cards``,
:func:`.cards.card_rows`). See :mod:`spelbord.games.rules_tables`."""
from __future__ import annotations

from ..rules_tables import markdown_table
from .cards import HOUSES, SUPREMACY, card_rows
from .effects import KINDS
from .texts import HOUSE_NAMES, KIND_NAMES, TYPE_NAMES, _, _t, phase_name

ORIGINS = {"printed": _("rulebook"), "spelbord": _("designed by spelbord")}


def tables(lang: str) -> list[str]:
    rows = card_rows(lang=lang)
    return [deck_table([r for r in rows if r["house"] == house], house, lang) for house in HOUSES]


def deck_table(rows: list[dict], house: str, lang: str) -> str:
    tr = _t(lang)
    deck = tr(_("bonus deck")) if house == "bonus" else HOUSE_NAMES[house]
    header = [deck, tr(_("type")), tr(_("phase")), tr(_("power")), tr(_("columns")), tr(_("copies")),
              tr(_("text")), tr(_("origin"))]
    body = []
    for row in rows:
        phase = phase_name(SUPREMACY if row["phase"] == "supremacy" else row["phase"], lang)
        columns = "/".join(tr(KIND_NAMES[KINDS.index(c)]) for c in row["columns"])
        body.append([row["name"], tr(TYPE_NAMES[row["type"]]), phase, "–" if row["power"] is None else row["power"],
                     columns or "–", row["copies"], row["text"] or "–", tr(ORIGINS[row["origin"]])])
    return markdown_table(header, body)
