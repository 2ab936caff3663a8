"""Spionage!'s rules page in en, sv and de (spelbord/games/spionage/rules/), organised like
the rulebook's sections ("Innehållet", "Förberedelserna", "Spelidén", "Hur spelet går
till", "En omgång avslutas", "Slutet på partiet", "Specialregler för två deltagare"),
naming every card as the game does. What every page must be is checked in
test_rules_pages.py."""
import pytest

from spelbord.games.spionage import GAME
from spelbord.games.spionage.data import AGENTS, ALL_CARDS, BRIBES, CITIES, ORGANISATIONS
from spelbord.games.spionage.texts import PLAN_NAMES, _t, action_card_name, card_name

from .rules_pages import LANGS, page, sections


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_appears_under_the_name_the_game_gives_it(lang):
    text, tr = page("spionage", lang), _t(lang)
    names = [tr(plan) for plan in PLAN_NAMES.values()]
    names += [action_card_name(("bribe", a), lang) for row in BRIBES for a in row]
    names += [action_card_name(("agent", n), lang) for row in AGENTS for n in row]
    names += [action_card_name((kind,), lang) for kind in ("report", "counter")]
    names += [card_name(c, lang) for c in ALL_CARDS] + list(ORGANISATIONS)
    names += [city[0] for city in CITIES] + [tr("the International Summit")]
    assert len(names) == 2 + 20 + 10 + 2 + 45 + 5 + len(CITIES) + 1
    assert [name for name in names if name not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_two_player_variants_name_the_games_option_values(lang):
    """SV l. 229-237: "Använd er antingen av a. ÖVERRASKNINGSVARIANTEN ... eller b.
    KONFRONTATIONSVARIANTEN"; the page names the option that chooses them."""
    two_players = sections(page("spionage", lang))[-2][1]
    assert all(f"`{value}`" in two_players for value in GAME.options["variant"].choices[1:])
    assert "`variant`" in two_players
