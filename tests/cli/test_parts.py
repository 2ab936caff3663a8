"""The pieces under the commands: game list, option values, move paging, catalogues."""
from pathlib import Path

import click
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import spelbord
from spelbord.cli import main
from spelbord.cli.arguments import parse_option
from spelbord.terminal import MovePicker, Quit
from spelbord.terminal.screen import Screen

ROOT = Path(spelbord.__file__).parent


def test_games_lists_titles_and_player_counts(runner, test_games):
    result = runner.invoke(main, ["games", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "spionage" in result.output and "quo-vadis" in result.output
    line = next(line for line in result.output.splitlines() if "hidden-bids" in line)
    assert "Hidden Bids" in line and "2-4 players" in line and "random, heuristic" in line
    swedish = runner.invoke(main, ["games", "--lang", "sv"]).output
    assert "Dolda bud" in swedish and "2-4 spelare" in swedish


def test_one_game_shows_its_options(runner, test_games):
    result = runner.invoke(main, ["games", "hidden-bids", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Hidden Bids (hidden-bids), 2-4 players" in result.output
    rounds = next(line for line in result.output.splitlines() if line.strip().startswith("rounds"))
    assert rounds.split()[:5] == ["rounds", "3", "1,", "2,", "3"]
    open_hands = next(line for line in result.output.splitlines() if line.strip().startswith("open_hands"))
    assert open_hands.split()[:5] == ["open_hands", "false", "false,", "true", "2"]


@pytest.mark.parametrize("text, expected", [
    ("rounds=2", ("rounds", 2)), ("open_hands=true", ("open_hands", True)),
    ("open_hands=false", ("open_hands", False)), ("deck = short ", ("deck", "short")),
    ("ratio=0.5", ("ratio", 0.5)), ('name="3"', ("name", "3")), ("x=", ("x", "")),
    ("list=[1,2]", ("list", [1, 2])),
])
def test_option_values_are_json_where_possible(text, expected):
    assert parse_option(text) == expected


def test_an_option_needs_a_key_and_a_value():
    with pytest.raises(click.BadParameter):
        parse_option("secret_missions")
    with pytest.raises(click.BadParameter):
        parse_option("=true")


class FedScreen(Screen):
    """A screen that reads prepared lines and keeps what it printed."""

    def __init__(self, lines):
        super().__init__(read=lambda prompt: self.feed.pop(0) if self.feed else (_ for _ in ()).throw(EOFError()))
        self.feed = list(lines)
        self.printed = []

    def print(self, *things, **style):
        self.printed.append(" ".join(str(t) for t in things))

    def item(self, text, marker="", indent=2, **style):
        self.printed.append(f"{' ' * indent}{marker} {text}")


def picker(lines, count=45):
    screen = FedScreen(lines)
    labels = [f"Move {chr(65 + i % 26)}{i}" for i in range(count)]
    return MovePicker(screen, str, labels, board=lambda: screen.printed.append("BOARD"),
                      log=lambda: screen.printed.append("LOG")), screen


def test_long_lists_are_paged_and_numbers_stay_the_same():
    moves, screen = picker(["n", "n", "n", "p", "31"])
    assert moves.choose() == 30
    shown = [line for line in screen.printed if line.strip()[:1].isdigit()]
    assert shown[0].split()[0] == "1." and shown[19].split()[0] == "20."
    assert shown[20].split()[0] == "21."  # second page
    assert shown[40].split()[0] == "41." and len(shown) == 20 + 20 + 5 + 20 + 5
    assert "Page 3 of 3" in " ".join(screen.printed)


def test_a_filter_shows_only_matching_moves_with_their_own_numbers():
    moves, screen = picker(["/c2", "28"])
    assert moves.choose() == 27
    shown = [line.split()[0] for line in screen.printed if line.strip()[:1].isdigit()]
    assert shown[20:] == ["3.", "29."]  # "Move C2", "Move C28": after the first page of 20
    moves, screen = picker(["/zzz", "1"])
    assert moves.choose() == 0
    assert any('No move contains "zzz"' in line for line in screen.printed)


def test_commands_board_log_help_and_quit():
    moves, screen = picker(["b", "l", "?", "0", "q"], count=3)
    with pytest.raises(Quit):
        moves.choose()
    assert "BOARD" in screen.printed and "LOG" in screen.printed
    assert any("There is no move 0" in line for line in screen.printed)
    assert "Page" not in " ".join(screen.printed)  # three moves need no pages
    moves, _ = picker([], count=3)
    with pytest.raises(Quit):
        moves.choose()


def catalogue(lang):
    path = ROOT / "locale" / lang / "LC_MESSAGES" / "spelbord.po"
    with path.open("rb") as handle:
        return read_po(handle)


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_catalogues_translate_every_interface_message(lang):
    # the server's refusals are its messages too: Refused("seat {number} is not free", number=2)
    keywords = {"_": None, "N_": None, "Refused": None, "Unstored": None, "NotOver": None}
    messages = {m[2] for folder in ("cli", "terminal", "bots", "server", "engine")
                for m in extract_from_dir(ROOT / folder, method_map=[("**.py", "python")], keywords=keywords)}
    messages = {m if isinstance(m, str) else m[0] for m in messages}
    translated = {m.id: m.string for m in catalogue(lang) if m.id}
    assert messages - set(translated) == set(), "run pybabel extract/update (docs/translating.md)"
    assert [m for m, s in translated.items() if not s] == []
    for message, string in translated.items():  # the same placeholders in every language
        assert sorted(_fields(message)) == sorted(_fields(string)), message


def _fields(text):
    import string
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def test_python_m_runs_the_command():
    import subprocess
    import sys
    result = subprocess.run([sys.executable, "-m", "spelbord.cli", "games", "--lang", "en"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "Spionage!" in result.stdout


def test_a_terminal_is_wiped_with_its_scrollback_and_a_pipe_gets_a_rule():
    import io

    from rich.console import Console
    terminal = io.StringIO()
    Screen(Console(file=terminal, force_terminal=True)).wipe()
    assert terminal.getvalue() == "\033[H\033[2J\033[3J"
    pipe = io.StringIO()
    Screen(Console(file=pipe, width=20)).wipe()
    assert pipe.getvalue() == "─" * 20 + "\n"
