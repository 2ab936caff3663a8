"""``spelbord rules GAME`` and ``rules`` at one's move: the game's rules page in the terminal."""
import io
import pydoc

from rich.console import Console

from spelbord.cli import main
from spelbord.i18n import translator
from spelbord.terminal.rules import show_rules


def test_the_rules_in_each_language(runner):
    swedish = runner.invoke(main, ["rules", "cosmic-encounter", "--lang", "sv"])
    assert swedish.exit_code == 0, swedish.output
    assert "Universums Härskare" in swedish.output and "Förberedelse" in swedish.output
    assert "Kosmisk strålning" in swedish.output  # the table of fate cards, with their texts
    german = runner.invoke(main, ["rules", "cosmic-encounter", "--lang", "de"]).output
    assert "Vorbereitung" in german and "Förberedelse" not in german


def test_an_unknown_game_or_one_without_a_page(runner, test_games):
    unknown = runner.invoke(main, ["rules", "chess"])
    assert unknown.exit_code != 0 and "chess" in unknown.output
    missing = runner.invoke(main, ["rules", "hidden-bids", "--lang", "en"])
    assert missing.exit_code == 1 and "This game has no rules page yet." in missing.output


def test_a_terminal_reads_the_rules_page_by_page(monkeypatch):
    paged = []
    monkeypatch.setattr(pydoc, "pager", paged.append)
    out = io.StringIO()
    terminal = Console(file=out, force_terminal=True, width=90)
    assert show_rules(terminal, "cosmic-encounter", "en", translator("en"))
    assert len(paged) == 1 and "The black hole" in paged[0] and "Setup" in paged[0]
    assert "Setup" not in out.getvalue()  # through the pager, not past it on the screen


def test_rules_at_ones_move_listed_in_help(runner):
    result = runner.invoke(main, ["play", "cosmic-encounter", "--players", "2", "--seed", "1", "--lang", "en",
                                  "--bots", "human,random"], input="?\nrules\nq\n")
    assert "rules: the rules of the game" in result.output
    after = result.output.split("rules: the rules of the game", 1)[1]
    assert "Two players" in after and "Your moves:" in after.split("Two players", 1)[1]
