"""Every game's rules page: sv, de and en, the same translated sections in the same order, none
empty, plain CommonMark with tables (no raw HTML) rendered for the browser (HTML) and the terminal
(rich), its tables the game's data in the game's words, every option named, every ruling cited
present in docs/rulings.md. See spelbord/rules_pages.py for the format; the tests of each game's
page (test_rules_pages_<package>.py) check what only its data has."""
import io
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from rich.console import Console

import spelbord
from spelbord import rules_pages
from spelbord.engine import registry
from spelbord.games import rules_tables
from spelbord.rules_pages import rules_page

from .rules_pages import untranslated

LANGS = ("en", "sv", "de")
ROOT = Path(spelbord.__file__).parent


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


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_the_headings_are_translated(game_name, lang):
    """A heading may read alike in two languages (a name), but not most of them."""
    pairs = zip(rules_page(game_name, lang).headings, rules_page(game_name, "en").headings)
    translated = [ours.title != english.title for ours, english in pairs]
    assert sum(translated) >= 0.8 * len(translated), "headings left in English"


@pytest.mark.parametrize("lang", LANGS)
def test_no_section_is_empty(game_name, lang):
    """Every heading but the title is followed by some text before the next heading of any level:
    a section holds more than its subsections' headings."""
    blocks = []  # the title of a heading, None for any other block
    tokens = rules_pages._parser().parse(rules_page(game_name, lang).text)
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1 or token.type == "inline":
            continue
        blocks.append(tokens[index + 1].content if token.type == "heading_open" else None)
    empty = [title for title, after in zip(blocks[1:], blocks[2:] + ["end"]) if title and after is not None]
    assert empty == []


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


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_is_plain_markdown_without_raw_html(game_name, lang):
    """Rendered with raw HTML allowed and refused, the page reads the same: it holds none."""
    text = rules_page(game_name, lang).text
    allowed = MarkdownIt("commonmark", {"html": True}).enable("table")
    tokens = allowed.parse(text)
    raw = [t.content for t in tokens if t.type.startswith("html")]
    raw += [child.content for t in tokens for child in t.children or () if child.type.startswith("html")]
    assert raw == []
    assert allowed.render(text) == rules_pages._parser().render(text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_tables_are_the_games_data_in_the_games_words(game_name, lang):
    """Every table of the page is one the game's rules_tables writes from its data, in order
    (after a change: ``python -m spelbord.games.rules_tables``)."""
    package = game_name.replace("-", "_")
    text = rules_page(game_name, lang).text
    on_page = rules_tables.page_tables(text)
    assert rules_pages._parser().render(text).count("<table>") == len(on_page)
    assert on_page == rules_tables.game_tables(package, lang)


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_the_tables_words_are_translated(game_name, lang):
    package = ROOT / "games" / game_name.replace("-", "_")
    assert untranslated(package / "rules_tables.py", package, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_is_named(game_name, lang):
    text = rules_page(game_name, lang).text
    assert [name for name in spelbord.load(game_name).options if f"`{name}`" not in text] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_sends_to_the_rulings_and_every_ruling_it_cites_exists(game_name, lang):
    """The page names docs/rulings.md; where the game's section there numbers its rulings
    ("- Q1."), the page cites some by number, and only numbers that exist."""
    text = rules_page(game_name, lang).text
    assert "docs/rulings.md" in text
    rulings = (ROOT.parent / "docs" / "rulings.md").read_text(encoding="utf-8")
    section = rulings.split(f"\n## {spelbord.load(game_name).titles['en']}\n", 1)[1].split("\n## ", 1)[0]
    known = set(re.findall(r"^- ([A-Z]\d+)\b", section, re.M))
    cited = set(re.findall(r"\b([A-Z]\d+)\b", text))
    assert cited <= known, cited - known
    assert bool(cited) == bool(known)


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


def test_the_tables_are_found_and_replaced_in_order():
    old = "# T\n\ntext\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n| C |\n| :-- |\n| x |\n\n| not a table |\nend\n"
    new = [rules_tables.markdown_table(["a", "b"], [[3, "x|y"]]), rules_tables.markdown_table(["c"], [])]
    assert rules_tables.page_tables(old) == ["| A | B |\n|---|---|\n| 1 | 2 |", "| C |\n| :-- |\n| x |"]
    result = rules_tables.replace_tables(old, new)
    assert result == "# T\n\ntext\n\n| A | B |\n|---|---|\n| 3 | x\\|y |\n\n| C |\n|---|\n\n| not a table |\nend\n"
    with pytest.raises(ValueError, match="the page has 2 tables and the game 1"):
        rules_tables.replace_tables(old, new[:1])
