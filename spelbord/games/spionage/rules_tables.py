"""The tables of Spionage!'s rules page (``rules/<lang>.md``): the board, the organisations' action
cards and the secret cards, from :mod:`.data` in the game's own words (:mod:`.texts`). See
:mod:`spelbord.games.rules_tables`."""
from __future__ import annotations

from ..rules_tables import markdown_table
from .data import AGENTS, BRIBES, CITIES, LETTERS, ORGANISATIONS, SECRET_CARDS
from .texts import _, _t, action_card_name, card_name


def tables(lang: str) -> list[str]:
    return [board_table(lang), colour_table(lang), secret_card_table(lang)]


def board_table(lang: str) -> str:
    """A city: its spaces, the steps of the best and the second-best report."""
    tr = _t(lang)
    rows = [[city, spaces, first, second] for city, spaces, first, second, _source in CITIES]
    rows.append([tr(_("the International Summit")), "–", "–", "–"])
    return markdown_table([tr(_("City")), tr(_("Spaces")), tr(_("Best report")), tr(_("Second-best report"))], rows)


def colour_table(lang: str) -> str:
    """An organisation's bribes and double agents."""
    tr = _t(lang)
    rows = [[name, ", ".join(action_card_name(("bribe", a), lang) for a in BRIBES[p]),
             ", ".join(action_card_name(("agent", n), lang) for n in AGENTS[p])]
            for p, name in enumerate(ORGANISATIONS)]
    return markdown_table([tr(_("Organisation")), tr(_("Bribes")), tr(_("Double agents"))], rows)


def secret_card_table(lang: str) -> str:
    """The 45 secret cards, a column per letter."""
    depth = max(len(cards) for cards in SECRET_CARDS.values())
    rows = [[card_name(SECRET_CARDS[letter][i], lang) if i < len(SECRET_CARDS[letter]) else ""
             for letter in LETTERS] for i in range(depth)]
    return markdown_table(list(LETTERS), rows)
