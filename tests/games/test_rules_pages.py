"""Every game's rules page: sv, de and en, the same sections in the same order, each rendered
for the browser (HTML) and the terminal (rich). See spelbord/rules_pages.py for the format."""
import io

import pytest
from rich.console import Console

import spelbord
from spelbord import rules_pages
from spelbord.engine import registry
from spelbord.rules_pages import rules_page

LANGS = ("en", "sv", "de")


@pytest.fixture(params=registry.games())
def game_name(request):
    return request.param


def structure(page):
    return [heading.level for heading in page.headings]


def test_the_folder_holds_a_page_per_language_and_nothing_else(game_name):
    folder = rules_pages.rules_folder(game_name)
    assert sorted(p.name for p in folder.iterdir()) == ["de.md", "en.md", "sv.md"]
    assert rules_pages.languages(game_name) == ["sv", "de", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_line_is_the_title_in_that_language(game_name, lang):
    page = rules_page(game_name, lang)
    assert page.lang == lang
    assert page.text.split("\n", 1)[0] == f"# {spelbord.load(game_name).titles[lang]}"
    assert page.text.count("\n# ") == 0  # one title only: the rest are ## and ###


def test_the_languages_have_the_same_sections_in_the_same_order(game_name):
    english = structure(rules_page(game_name, "en"))
    assert english.count(2) >= 3 and english[0] == 2
    for lang in ("sv", "de"):
        assert structure(rules_page(game_name, lang)) == english, lang


@pytest.mark.parametrize("lang", LANGS)
def test_no_section_is_empty(game_name, lang):
    """Between a heading and the next heading of its level or above stands some text."""
    blocks = []  # (level, title) for a heading, (None, None) for any other block
    tokens = rules_pages._parser().parse(rules_page(game_name, lang).text)
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1:
            continue
        if token.type == "heading_open":
            blocks.append((int(token.tag[1]), tokens[index + 1].content))
        elif token.type != "inline":
            blocks.append((None, None))
    for index, (level, title) in enumerate(blocks):
        if level is None:
            continue
        rest = blocks[index + 1:]
        until = next((k for k, (other, _) in enumerate(rest) if other is not None and other <= level), len(rest))
        assert any(other is None for other, _ in rest[:until]), f"the section '{title}' is empty"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_renders_for_the_browser_and_the_terminal(game_name, lang):
    page = rules_page(game_name, lang)
    html = page.html()
    assert "<h1" not in html  # the page around it shows the title
    for heading in page.headings:
        assert f'<h{heading.level} id="{heading.anchor}">' in html
    assert len({h.anchor for h in page.headings}) == len(page.headings)
    terminal = io.StringIO()
    Console(file=terminal, width=100, color_system=None).print(page.renderable())
    assert page.headings[0].title in terminal.getvalue()


def test_raw_html_in_a_page_is_shown_as_text_never_as_markup():
    page = rules_pages.RulesPage("spionage", "en", "# T\n\n## A\n\n<script>alert(1)</script>\n\n"
                                 "[x](javascript:alert(1)) <b>bold</b>\n")
    html = page.html()
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<b>" not in html and 'href="javascript' not in html


def test_a_missing_language_falls_back_to_english(tmp_path, monkeypatch):
    folder = tmp_path / "spionage" / "rules"
    folder.mkdir(parents=True)
    (folder / "en.md").write_text("# Spionage!\n\n## Aim\n\nWin.\n", encoding="utf-8")
    monkeypatch.setattr(rules_pages, "GAMES", tmp_path)
    page = rules_page("spionage", "de")
    assert (page.lang, page.title) == ("en", "Spionage!")
    assert rules_pages.languages("spionage") == ["en"]
    (folder / "en.md").unlink()
    with pytest.raises(FileNotFoundError, match="no rules page"):
        rules_page("spionage", "en")


def test_headings_get_readable_unique_anchors():
    page = rules_pages.RulesPage("spionage", "sv", "# T\n\n## Vem vinner?\n\nx\n\n### Två spelare\n\ny\n\n"
                                 "## Två spelare\n\nz\n")
    assert [h.anchor for h in page.headings] == ["vem-vinner", "två-spelare", "två-spelare-2"]


def test_an_unknown_game_or_language_is_refused():
    with pytest.raises(Exception, match="unknown game"):
        rules_page("chess", "en")
    with pytest.raises(ValueError, match="unknown language"):
        rules_page("spionage", "fr")
