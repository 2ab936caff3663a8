"""``spelbord games``: the games, their titles, player counts, bots and options."""
from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from ..bots import bot_names
from ..engine import registry
from ..i18n import LANGUAGES, system_language, translator
from .arguments import console as new_console, load_game, player_count, title

_ = translator(system_language())


@click.command("games", help=_("List the games, or show one game's bots and options."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("game_name", metavar="[GAME]", required=False)
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
def games_command(game_name: str | None, lang: str | None) -> None:
    lang = lang or system_language()
    console = new_console()
    if game_name is not None:
        show_game(console, load_game(game_name), lang)
        return
    _ = translator(lang)
    table = Table(box=None, header_style="bold")
    for heading in (_("Game"), _("Title"), _("Players"), _("Bots")):
        table.add_column(heading)
    for name in registry.games():
        try:
            game = registry.load(name)
            row = (name, title(game, lang), player_count(game, lang), ", ".join(bot_names(game)))
        except Exception as error:  # a game that does not load must not hide the others
            row = (name, _("(not available: {reason})").format(reason=error), "", "")
        table.add_row(*row)
    console.print(table)
    console.print(_("Details and options of one game: spelbord games GAME"), style="dim")


def show_game(console: Console, game, lang: str) -> None:
    _ = translator(lang)
    words = translator(lang, game.name)
    console.print(f"{title(game, lang)} ({game.name}), {player_count(game, lang)}", style="bold")
    console.print(_("Bots: {bots}").format(bots=", ".join(bot_names(game))))
    if not game.options:
        console.print(_("No options."))
        return
    table = Table(box=None, header_style="bold", title=_("Options (--option key=value)"), title_justify="left")
    for heading in (_("Option"), _("Default"), _("Values"), _("Players"), _("Meaning")):
        table.add_column(heading)
    for key, option in game.options.items():
        players = ", ".join(str(p) for p in option.players) if option.players else _("all")
        table.add_row(key, json_word(option.default), ", ".join(json_word(c) for c in option.choices),
                      players, words(option.help))
    console.print(table)


def json_word(value) -> str:
    """A value as it is typed after ``--option key=``."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    return str(value)
