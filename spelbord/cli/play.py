"""``spelbord play``: a game at the terminal, people at one keyboard against bots."""
from __future__ import annotations

import random

import click

from ..i18n import LANGUAGES, system_language, translator
from ..terminal import HotSeat, Quit, Screen, default_names
from .arguments import (console, default_players, load_game, make_bots, new_game, parse_options, parse_seats,
                        prepare_record_file, write_record)

_ = translator(system_language())


@click.command("play", help=_("Play GAME in the terminal: people at one keyboard, bots in the other seats."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("game_name", metavar="GAME")
@click.option("--players", "-p", type=int,
              help=_("Number of players (default: one per --bots entry, else the game's usual count)."))
@click.option("--bots", "-b", metavar="LIST",
              help=_("Who plays each seat, comma-separated: human (or -) or a bot's name. "
                     "One bot's name alone fills every seat but the first, a person's. "
                     "Default: a person in seat 1, the game's heuristic bot (else random) elsewhere."))
@click.option("--seed", "-s", type=int, help=_("Seed of the game's chance (default: a random one, shown)."))
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
@click.option("--option", "-o", "option_texts", multiple=True, metavar="KEY=VALUE",
              help=_("A game option; repeat for several (see: spelbord games GAME)."))
@click.option("--names", metavar="LIST", help=_("The players' names, comma-separated, in seat order."))
@click.option("--save", type=click.Path(dir_okay=False), help=_("Write the game's record to this file at the end."))
@click.option("--auto-pass", is_flag=True,
              help=_("Pass by yourself whenever you are asked and hold nothing playable (a at the prompt: on/off)."))
@click.option("--auto-single", is_flag=True,
              help=_("Take the only move there is by itself (s at the prompt: on/off); Enter takes it too."))
@click.option("--hints/--no-hints", default=True,
              help=_("Whether a person may ask for a suggested move (hint; on by default)."))
def play_command(game_name, players, bots, seed, lang, option_texts, names, save, auto_pass, auto_single,
                 hints) -> None:
    lang = lang or system_language()
    _ = translator(lang)
    game = load_game(game_name)
    options = parse_options(option_texts, _)
    if save:
        prepare_record_file(save, _)
    if players is None:
        players = default_players(game, bots)
    if seed is None:
        seed = random.randrange(1_000_000)
    state = new_game(game, players, seed, options)
    seats = parse_seats(game, players, bots, _)
    shown = default_names(players, lang)
    if names:
        given = [n.strip() for n in names.split(",")]
        if len(given) > players:
            raise click.UsageError(_("--names lists {given} names for {players} players")
                                   .format(given=len(given), players=players))
        shown[:len(given)] = [n or d for n, d in zip(given, shown)]
    table = HotSeat(game, state, make_bots(game, seats, seed), shown, lang, Screen(console()),
                    labels=seats, seed=seed, auto_pass=auto_pass, hints=hints, auto_single=auto_single)
    try:
        try:
            table.run()
        except KeyboardInterrupt:  # Ctrl-C stops the game like q, keeping its record
            raise Quit("quit") from None
    except Quit as stop:
        click.echo(_("The input has ended; the game is stopped.") if stop.args[0] == "eof"
                   else _("The game is stopped."))
        if save:
            write_record(save, state)
            click.echo(_("Record written to {path}").format(path=save))
        raise SystemExit(1 if stop.args[0] == "eof" else 0) from None
    if save:
        write_record(save, state)
        click.echo(_("Record written to {path}").format(path=save))
