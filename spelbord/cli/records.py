"""``spelbord replay``: a saved game's outcome, and its log in words if asked.

A record is ``state.record()`` as JSON (``spelbord play --save``,
``spelbord simulate --save``): game, players, options, seed and the actions.
Replaying it plays the same game again, chance included.
"""
from __future__ import annotations

import json

import click

from ..engine import IllegalAction, InvalidOptions, visible_events
from ..engine.identity import seat_names
from ..i18n import LANGUAGES, system_language, translator
from ..terminal import Screen, default_names, describe_event, identities, outcome_table, winners_line
from .arguments import console, load_game, title

_ = translator(system_language())


@click.command("replay", help=_("Replay a saved game record (JSON) and show its outcome."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("path", metavar="FILE", type=click.Path(exists=True, dir_okay=False))
@click.option("--log", "show_log", is_flag=True, help=_("Also show the game's log in words."))
@click.option("--seat", type=int, help=_("Show the log as this seat saw it, seats counted from 1 "
                                         "(default: what all could see)."))
@click.option("--all", "show_all", is_flag=True, help=_("Show the whole log, secrets included."))
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
def replay_command(path, show_log, seat, show_all, lang) -> None:
    lang = lang or system_language()
    _ = translator(lang)
    try:
        with open(path, encoding="utf-8") as handle:
            record = json.load(handle)
    except RecursionError:  # nested deeper than Python's parser goes: no record is
        raise click.ClickException(_("{path} is not a spelbord game record").format(path=path)) from None
    except (OSError, ValueError) as error:
        raise click.ClickException(_("{path} is not a readable JSON file: {error}").format(path=path, error=error))
    if (not isinstance(record, dict) or record.get("format") != 1 or not isinstance(record.get("game"), str)
            or not isinstance(record.get("actions"), list)):
        raise click.ClickException(_("{path} is not a spelbord game record").format(path=path))
    game = load_game(record["game"])
    try:
        state = game.new_game(record["players"], record["seed"], record.get("options"))
        if seat is not None:
            if not 1 <= seat <= state.players:
                raise click.UsageError(_("there is no seat {seat} in this {players}-player game")
                                       .format(seat=seat, players=state.players))
            seat -= 1  # the engine counts seats from 0, people from 1
        chosen = default_names(state.players, lang)
        names = identities(game, chosen, lang)
        lines = []
        for who, action in record["actions"]:
            events = state.apply(who, game.action_from_json(action))
            if show_log:
                shown = events if show_all else visible_events(events, seat)
                with seat_names(chosen):
                    lines += [describe_event(game, e, names, lang, seat) for e in shown]
    except (InvalidOptions, IllegalAction, KeyError, TypeError, ValueError, RecursionError) as error:
        raise click.ClickException(_("{path}: the record does not replay: {error}").format(path=path, error=error))
    out = console()
    out.print(_("{title}: {players} players, seed {seed}, {actions} actions").format(
        title=title(game, lang), players=state.players, seed=state.seed, actions=len(record["actions"])),
        style="bold")
    options = ", ".join(f"{k}={json.dumps(v)}" for k, v in state.options.items())
    if options:
        out.print(_("Options: {options}").format(options=options))
    if show_log:
        out.rule(_("Log"))
        screen = Screen(out)
        for line in lines:
            screen.item(line)
        out.rule()
    outcome = state.outcome()
    if outcome is None:
        waiting = ", ".join(names[s] for s in state.actors())
        out.print(_("The game is not finished; waiting for: {players}.").format(players=waiting))
        return
    out.print(outcome_table(outcome, names, _, game, lang))
    out.print(winners_line(outcome, names, _), style="bold")
