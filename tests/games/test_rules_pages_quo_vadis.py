"""Quo Vadis' rules page in en, sv and de (spelbord/games/quo_vadis/rules/), organised like
the rulebook's sections ("Spelets idé", "Spelmaterialet", "Spelförberedelsen",
"Spelplanen", "Spelets förlopp", "Spelets slut", the negotiation examples, the
proposals), naming every laurel tile and committee as the game does. What every page
must be is checked in test_rules_pages.py."""
import pytest

from spelbord.games.quo_vadis import GAME
from spelbord.games.quo_vadis.board import COMMITTEES, MIX
from spelbord.games.quo_vadis.words import _tr, committee, laurel

from .rules_pages import LANGS, page, sections


@pytest.mark.parametrize("lang", LANGS)
def test_every_laurel_committee_and_caesar_appear_under_the_games_names(lang):
    text = page("quo-vadis", lang)
    names = [laurel(kind, lang) for kind in range(len(MIX))] + [committee(c, lang) for c in COMMITTEES]
    names.append(_tr(lang)("Caesar"))
    assert len(set(names)) == 6 + 15 + 1
    assert [name for name in names if name not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_proposals_are_named_as_options(lang):
    """The rulebook's three proposals (SV l. 115-123: "Begränsa antalet lagerbärsblad I",
    "Vänd på lagerbärsbladen då och då", "Kalla till Konsulsval") stand in the page's section
    "Proposals" with the options that play them."""
    proposals = [body for heading, body in sections(page("quo-vadis", lang)) if heading.startswith("## ")][-2]
    assert sum(f"`{name}`" in proposals for name in GAME.options) >= 3
