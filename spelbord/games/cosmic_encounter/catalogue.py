"""``spelbord cards cosmic-encounter``: every alien, fate card and card of the deck,
with where its data comes from and how sure it is (see :mod:`.data`).

    >>> rows = catalogue_rows("en")
    >>> [r["name"] for r in rows if r["section"] == "alien"][:2]
    ['Amoeba', 'Empath']
"""
from __future__ import annotations

from collections import Counter

from . import data

SECTIONS = ("alien", "fate card", "attack", "compromise", "star card", "spare")


def _name(item, lang: str) -> str:
    return {"sv": item.sv, "de": item.de}.get(lang, item.en)


def catalogue_rows(lang: str = "en") -> list[dict]:
    """One row per alien, per kind of fate card, per attack value and per other kind of card."""
    rows = []
    for alien in data.ALIENS.values():
        rows.append({"section": "alien", "key": alien.key, "name": _name(alien, lang), "copies": 1,
                     "mandatory": alien.mandatory, "origin": alien.origin, "identity": alien.identity,
                     "confidence": alien.confidence, "source": alien.source, "text": alien.text[lang]})
    for fate in data.FATE_CARDS.values():
        rows.append({"section": "fate card", "key": fate.key, "name": _name(fate, lang), "copies": fate.count,
                     "timing": fate.timing, "origin": fate.origin, "confidence": fate.confidence,
                     "source": fate.source, "text": fate.text[lang]})
    for value, copies in sorted(Counter(c.value for c in data.CHALLENGE_CARDS if c.kind == "attack").items()):
        rows.append({"section": "attack", "key": f"attack_{value}", "name": f"{value}", "copies": copies,
                     "origin": "reconstructed", "confidence": data.ATTACK_CONFIDENCE, "source": data.ATTACK_SOURCE})
    rows.append({"section": "compromise", "key": "compromise", "name": "compromise", "copies": data.COMPROMISES,
                 "origin": "printed", "confidence": "high", "source": "SV l.16, 107"})
    for colour in data.COLOURS:
        rows.append({"section": "star card", "key": f"star_{colour}", "name": colour,
                     "copies": data.DESTINY_PER_COLOUR, "origin": "printed", "confidence": "high",
                     "source": "SV l.16, 67 (four per colour)"})
    rows.append({"section": "spare", "key": "blank", "name": "blank", "copies": data.BLANKS,
                 "origin": "printed", "confidence": "high", "source": "SV l.16, 61 (removed before play)"})
    return rows


def catalogue_lines(lang: str = "en") -> list[str]:
    """The rows as lines of text, section by section, with the totals the rulebook gives."""
    lines = []
    rows = catalogue_rows(lang)
    for section in SECTIONS:
        mine = [r for r in rows if r["section"] == section]
        lines.append(f"{section} ({sum(r['copies'] for r in mine)}):")
        for row in mine:
            head = f"  {row['name']} [{row['key']}] x{row['copies']}"
            if section == "alien":
                head += ", mandatory" if row["mandatory"] else ", optional"
                head += f"; {row['origin']}, identity {row['identity']}"
            elif section == "fate card":
                head += f", {row['timing']}; {row['origin']}"
            else:
                head += f"; {row['origin']}"
            lines.append(f"{head}; confidence {row['confidence']}; {row['source']}")
            if row.get("text"):
                lines.append(f"      {row['text']}")
    cards = sum(r["copies"] for r in rows if r["section"] != "alien")
    lines.append(f"{len(data.ALIENS)} aliens, {cards} cards")
    return lines
