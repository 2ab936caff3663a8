"""The tables of Spionage!'s rules page (``rules/<lang>.md``), from :mod:`.data` in the
game's own words (:mod:`.texts`). ``python -m spelbord.games.spionage.rules_tables``
rewrites them after a change of the data or the catalogues."""
from __future__ import annotations

from pathlib import Path

from ..rules_page_tables import refresh, row
from .data import AGENTS, BRIBES, CITIES, LETTERS, ORGANISATIONS, SECRET_CARDS
from .texts import _, _t, action_card_name, card_name


def board_rows(lang: str) -> list[str]:
    """A city: its spaces, the steps of the best and the second-best report."""
    rows = [row(city, spaces, first, second) for city, spaces, first, second, _source in CITIES]
    return rows + [row(_t(lang)(_("the International Summit")), "–", "–", "–")]


def colour_rows(lang: str) -> list[str]:
    """An organisation's bribes and double agents."""
    return [row(name, ", ".join(action_card_name(("bribe", a), lang) for a in BRIBES[p]),
                ", ".join(action_card_name(("agent", n), lang) for n in AGENTS[p]))
            for p, name in enumerate(ORGANISATIONS)]


def secret_card_rows(lang: str) -> list[str]:
    """The 45 secret cards, a column per letter."""
    depth = max(len(cards) for cards in SECRET_CARDS.values())
    return [row(*(card_name(SECRET_CARDS[letter][i], lang) if i < len(SECRET_CARDS[letter]) else ""
                  for letter in LETTERS)) for i in range(depth)]


def tables(lang: str) -> list[list[str]]:
    return [board_rows(lang), colour_rows(lang), secret_card_rows(lang)]


if __name__ == "__main__":
    refresh(Path(__file__).parent / "rules", tables)
