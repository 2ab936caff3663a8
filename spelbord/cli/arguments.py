"""What a command line asks for: a game, its options, and who sits in each seat.

Everything here turns text typed by a person into the engine's values, and
turns the engine's refusals into one clear line (a :class:`click.UsageError`
or :class:`click.ClickException`), never a traceback:

    >>> parse_option("secret_missions=true")
    ('secret_missions', True)
    >>> parse_option("deck=short")
    ('deck', 'short')
"""
from __future__ import annotations

import json

import click

from ..engine import Game, InvalidOptions, registry
from ..bots import bot_names, default_bot, make_bot
from ..i18n import translator

#: the words that put a person, not a bot, in a seat
HUMAN = ("human", "-")


def load_game(name: str) -> Game:
    """The game called ``name``, or a one-line error naming the games there are."""
    try:
        return registry.load(name)
    except InvalidOptions as error:
        raise click.ClickException(str(error)) from None
    except ImportError as error:  # a game listed but not installed in this tree
        raise click.ClickException(f"{name}: {error}") from None


def parse_option(text: str, _=str) -> tuple[str, object]:
    """``"key=value"`` -> ``(key, value)``; the value is JSON where it can be
    (``true``, ``3``, ``"x"``), else the text itself."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise click.BadParameter(_("{text!r}: write an option as key=value, e.g. secret_missions=true")
                                 .format(text=text), param_hint="--option")
    raw = raw.strip()
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    return key, value


def parse_options(texts: tuple[str, ...], _=str) -> dict:
    return dict(parse_option(t, _) for t in texts)


def parse_seats(game: Game, players: int, spec: str | None, _=str,
                humans_allowed: bool = True) -> list[str | None]:
    """One entry per seat: a bot's name, or ``None`` for a person.

    Without ``spec``: a person in the first seat (only where people may play) and
    the game's default bot everywhere else. A single bot name fills every bot
    seat: every seat where no person may play, else every seat but the person's.
    """
    if spec is None:
        if humans_allowed:
            return [None] + [default_bot(game)] * (players - 1)
        spec = default_bot(game)
    entries = [e.strip().lower() for e in spec.split(",")]
    if len(entries) == 1 and players > 1 and entries[0] not in HUMAN:
        entries = (["human"] if humans_allowed else []) + entries * (players - humans_allowed)
    if len(entries) != players:
        raise click.UsageError(_("--bots lists {given} seat(s) but the game has {players} players; "
                                 "give one entry per seat, e.g. --bots human,heuristic,random")
                               .format(given=len(entries), players=players))
    seats: list[str | None] = []
    known = bot_names(game)
    for entry in entries:
        if entry in HUMAN:
            if not humans_allowed:
                raise click.UsageError(_("only bots play here: --bots cannot name a human seat"))
            seats.append(None)
        elif entry in known:
            seats.append(entry)
        else:
            choices = ", ".join(known + (["human"] if humans_allowed else []))
            raise click.UsageError(_("unknown bot {bot!r} for {game}; choose from {choices}")
                                   .format(bot=entry, game=game.name, choices=choices))
    return seats


def make_bots(game: Game, seats: list[str | None], seed: int, budget: dict | None = None) -> list:
    """A fresh bot for every bot seat (``None`` stays ``None``), seeded per seat;
    the bots that search think within ``budget`` (see :mod:`spelbord.bots.budget`)."""
    return [None if name is None else make_bot(game, name, seed * 1000 + seat, budget)
            for seat, name in enumerate(seats)]


def default_players(game: Game, bots: str | None) -> int:
    """One player per ``--bots`` entry when it lists several, else the game's usual count."""
    if bots and "," in bots:
        return len(bots.split(","))
    return game.default_players or game.min_players


def progress(quiet: bool):
    """The progress bar of a run of many games (on stderr, gone when done)."""
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TimeRemainingColumn())
    return Progress(*columns, console=console(stderr=True), transient=True, disable=quiet)


def game_failed(seed: int, error: Exception, _=str) -> click.ClickException:
    """The one-line error for a bot game that broke off."""
    return click.ClickException(_("game with seed {seed} failed: {error}").format(seed=seed, error=error))


def new_game(game: Game, players: int, seed: int, options: dict):
    """``game.new_game`` with the engine's refusal as a one-line error."""
    try:
        return game.new_game(players, seed, options)
    except InvalidOptions as error:
        raise click.ClickException(str(error)) from None


def title(game: Game, lang: str) -> str:
    return game.titles.get(lang) or game.titles.get("en") or game.name


def player_count(game: Game, lang: str) -> str:
    _ = translator(lang)
    if game.min_players == game.max_players:
        return _("{count} players").format(count=game.min_players)
    return _("{low}-{high} players").format(low=game.min_players, high=game.max_players)


def console(stderr: bool = False):
    """A rich console that prints names and game texts literally (no markup, no emoji codes)."""
    from rich.console import Console
    console = Console(highlight=False, markup=False, emoji=False, stderr=stderr)
    if not console.is_terminal:
        # A file or a pipe does not change its width: fix it once, instead of
        # asking the environment on every print.
        console.size = console.size
    return console


def prepare_record_file(path, _=str) -> None:
    """Make sure a record can be written to ``path`` before a game is played:
    its folder is created if missing, and a folder that cannot be is an error now,
    not after the whole game."""
    import os
    from pathlib import Path
    folder = Path(path).parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise click.ClickException(_("Cannot create the folder {folder} for the record: {reason}")
                                   .format(folder=folder, reason=error.strerror or error)) from None
    if not os.access(folder, os.W_OK):
        raise click.ClickException(_("Cannot write the record in {folder}: permission denied")
                                   .format(folder=folder))


def write_record(path, state) -> None:
    """Save ``state.record()`` as JSON, the form ``spelbord replay`` reads."""
    from pathlib import Path
    Path(path).write_text(json.dumps(state.record()) + "\n", encoding="utf-8")
