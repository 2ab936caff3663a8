"""``spelbord rules GAME``: the game's rules, organised like its rulebook, page by page."""
from __future__ import annotations

import click

from ..i18n import LANGUAGES, system_language, translator
from ..terminal.rules import show_rules
from .arguments import console, load_game

_ = translator(system_language())


@click.command("rules", help=_("Show a game's rules (in the project's own words, organised like its rulebook)."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("game_name", metavar="GAME")
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
def rules_command(game_name: str, lang: str | None) -> None:
    lang = lang or system_language()
    game = load_game(game_name)
    if not show_rules(console(), game.name, lang, translator(lang)):
        raise SystemExit(1)
