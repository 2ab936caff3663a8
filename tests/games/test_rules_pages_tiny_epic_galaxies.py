"""The rules page of Tiny Epic Galaxies (Winziges Weltall) in en, sv and de.

The page explains the German rulebook in spelbord's words, in the rulebook's
order; what the rulebook leaves to the components (the planets' abilities, the
secret missions, the empire track's points, the rogue galaxies) is in tables
built from data.py with the words the game shows, so page and game agree.
"""
from pathlib import Path

import pytest

from spelbord.games.rules_tables import markdown_table, replace_tables
from spelbord.games.tiny_epic_galaxies import data, rules_tables, texts
from spelbord.games.tiny_epic_galaxies.game import GAME

from .rules_pages import LANGS, headings, page, render, sections, untranslated

PACKAGE = "tiny_epic_galaxies"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_starts_with_the_title_the_game_shows(lang):
    assert page(PACKAGE, lang).split("\n")[0] == f"# {GAME.titles[lang]}"


def test_the_three_languages_have_the_same_headings_in_the_same_order():
    levels = {lang: [level for level, _ in headings(page(PACKAGE, lang))] for lang in LANGS}
    assert levels["en"][0] == 1 and set(levels["en"][1:]) == {2, 3}
    assert levels["sv"] == levels["en"] and levels["de"] == levels["en"]
    assert len({title for _, title in headings(page(PACKAGE, "en"))}) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_no_section_is_empty(lang):
    empty = [heading for heading, body in sections(page(PACKAGE, lang)) if not body.strip()]
    assert empty == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_renders_as_commonmark_with_tables_and_no_raw_html(lang):
    html, tokens = render(page(PACKAGE, lang))
    assert html.count("<table>") == len(rules_tables.tables(lang))
    assert [t.type for t in tokens if t.type.startswith("html")] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_tables_are_the_games_data_in_the_games_words(lang):
    """Page and game agree: each table is what rules_tables builds from data.py now
    (after a change: ``python -m spelbord.games.rules_tables tiny_epic_galaxies``)."""
    text = page(PACKAGE, lang)
    for table in rules_tables.tables(lang):
        assert table in text, table.split("\n")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_every_planet_mission_rogue_galaxy_and_die_face_is_on_the_page(lang):
    text = page(PACKAGE, lang)
    names = [p.name for p in data.PLANETS] + [texts.mission_name(m, lang) for m in data.MISSIONS]
    names += [r.name for r in data.ROGUES.values()]
    names += [texts.face_name(face, lang) for face in data.FACES]
    names += [texts.ability_text(p, lang) for p in data.PLANETS]
    assert [name for name in names if name not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_setup_lists_the_row_of_planets_for_every_player_count(lang):
    """DE l.73: "davon 2 mehr als die Spieleranzahl ... In einem 5-Personen-Spiel werden
    allerdings nur 6 Karten gezogen"; the page lists each count of 2-5 players as data.row_size."""
    setup = next(body for heading, body in sections(page(PACKAGE, lang)) if heading.startswith("## ")
                 and "5:" in body and "4:" in body)
    counts = " ".join(setup.split())
    assert all(f"{n}: {data.row_size(n)}" in counts for n in (3, 4, 5))
    assert f"2 {('players', 'spelare', 'Spieler')[LANGS.index(lang)]}: {data.row_size(2)}" in counts


@pytest.mark.parametrize("lang", LANGS)
def test_solo_play_and_every_option_are_on_the_page(lang):
    """DE l.212-273: the solo game against a rogue galaxy is the rulebook's variant; the page
    names the option that chooses the rogue galaxy."""
    text = page(PACKAGE, lang)
    assert [name for name in GAME.options if f"`{name}`" not in text] == []


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_the_tables_words_are_translated(lang):
    package = Path(rules_tables.__file__).parent
    assert untranslated(Path(rules_tables.__file__), package, lang) == []


def test_a_table_replaces_the_table_with_the_same_header_and_nothing_else():
    old = "# T\n\ntext\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n| C |\n|---|\n| x |\n\nend\n"
    new = markdown_table(["a", "b"], [[3, "x|y"]])
    result = replace_tables(old, [new])
    assert result == "# T\n\ntext\n\n| A | B |\n|---|---|\n| 3 | x\\|y |\n\n| C |\n|---|\n| x |\n\nend\n"
    with pytest.raises(ValueError, match="no table with the header"):
        replace_tables(old, [markdown_table(["z"], [[1]])])
