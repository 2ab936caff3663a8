"""The tables of the rules page (``rules/<lang>.md``): every fate card and every alien with its
text, written from :mod:`.data`, so the page says what the game does. See
:mod:`spelbord.games.rules_tables`."""
from __future__ import annotations

from ..rules_tables import markdown_table
from . import data
from .texts import _tr


def tables(lang: str) -> list[str]:
    return [fate_table(lang), alien_table(lang)]


def _name(item, lang: str) -> str:
    """A card's name in bold; a star sends to the note under the table when the rulebook does not name it."""
    star = "\\*" if item.origin == "reconstructed" else ""
    return f"**{getattr(item, lang)}**{star}"


def fate_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[_name(fate, lang), fate.count, fate.text[lang]] for fate in data.FATE_CARDS.values()]
    return markdown_table([_("Fate card"), _("In the deck"), _("Text")], rows)


def alien_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[_name(alien, lang), _("yes") if alien.mandatory else _("no"), alien.text[lang]]
            for alien in sorted(data.ALIENS.values(), key=lambda a: getattr(a, lang).lower())]
    return markdown_table([_("Alien"), _("Must be used"), _("Power")], rows)
