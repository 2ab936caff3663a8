"""The rules page of Tiny Epic Galaxies (Winziges Weltall) in en, sv and de.

The page explains the German rulebook in spelbord's words, in the rulebook's
order; what the rulebook leaves to the components (the planets' abilities, the
secret missions, the empire track's points, the rogue galaxies) is in tables
built from data.py with the words the game shows, so page and game agree. What every page
must be is checked in test_rules_pages.py.
"""
import pytest

from spelbord.games.tiny_epic_galaxies import data, texts
from spelbord.rules_pages import rules_page

from .rules_pages import LANGS, page, sections

GAME_NAME = "tiny-epic-galaxies"


def test_the_page_follows_the_rulebook_section_by_section():
    assert len({heading.title for heading in rules_page(GAME_NAME, "en").headings}) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_every_planet_mission_rogue_galaxy_and_die_face_is_on_the_page(lang):
    text = page(GAME_NAME, lang)
    names = [p.name for p in data.PLANETS] + [texts.mission_name(m, lang) for m in data.MISSIONS]
    names += [r.name for r in data.ROGUES.values()]
    names += [texts.face_name(face, lang) for face in data.FACES]
    names += [texts.ability_text(p, lang) for p in data.PLANETS]
    assert [name for name in names if name not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_setup_lists_the_row_of_planets_for_every_player_count(lang):
    """DE l.73: "davon 2 mehr als die Spieleranzahl ... In einem 5-Personen-Spiel werden
    allerdings nur 6 Karten gezogen"; the page lists each count of 2-5 players as data.row_size."""
    setup = next(body for heading, body in sections(page(GAME_NAME, lang)) if heading.startswith("## ")
                 and "5:" in body and "4:" in body)
    counts = " ".join(setup.split())
    assert all(f"{n}: {data.row_size(n)}" in counts for n in (3, 4, 5))
    assert f"2 {('players', 'spelare', 'Spieler')[LANGS.index(lang)]}: {data.row_size(2)}" in counts
