"""``spelbord simulate``: many bot games, and what they tell about the bots.

Game ``i`` of a run uses seed ``S + i``, so any single game can be played
again (``--save`` writes each record; ``spelbord replay`` reads it back).
Wins are counted *fractionally*: when ``k`` seats share a win, each gets
``1/k``, so the wins of all seats add up to the number of games.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import click
from rich.table import Table

from ..bots import play_game
from ..bots.levels import bot_title
from ..engine import IllegalAction
from ..i18n import LANGUAGES, system_language, translator
from .arguments import (console, default_players, game_failed, load_game, make_bots, new_game, parse_options,
                        parse_seats, progress, title, write_record)

_ = translator(system_language())


class Tally:
    """Wins, scores, ranks and lengths, added up game by game."""

    def __init__(self, players: int):
        self.games = 0
        self.wins = [0.0] * players
        self.scores = [0.0] * players
        self.numeric_scores = True
        self.ranks = [0] * players
        self.actions = 0

    def add(self, state) -> None:
        outcome = state.outcome()
        self.games += 1
        for seat in outcome["winners"]:
            self.wins[seat] += 1 / len(outcome["winners"])
        for seat, score in enumerate(outcome["scores"]):
            if isinstance(score, (int, float)) and not isinstance(score, bool):
                self.scores[seat] += score
            else:
                self.numeric_scores = False
        for seat, rank in enumerate(outcome["ranks"]):
            self.ranks[seat] += rank
        self.actions += len(state.history())

    def summary(self) -> dict:
        n = self.games or 1
        return {"wins": list(self.wins),
                "win_rate": [w / n for w in self.wins],
                "mean_score": [s / n for s in self.scores] if self.numeric_scores else None,
                "mean_rank": [r / n for r in self.ranks],
                "mean_length": self.actions / n}


@click.command("simulate", help=_("Play many bot games of GAME and report wins per seat, game length and speed."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("game_name", metavar="GAME")
@click.option("--players", "-p", type=int,
              help=_("Number of players (default: one per --bots entry, else the game's usual count)."))
@click.option("--games", "-n", "count", type=click.IntRange(min=1), default=100, show_default=True,
              help=_("Number of games."))
@click.option("--seed", "-s", type=int, default=0, show_default=True, help=_("Seed of the first game; game i uses seed+i."))
@click.option("--bots", "-b", metavar="LIST",
              help=_("The bot of each seat, comma-separated, or one bot for every seat "
                     "(default: the game's heuristic bot, else random)."))
@click.option("--option", "-o", "option_texts", multiple=True, metavar="KEY=VALUE",
              help=_("A game option; repeat for several (see: spelbord games GAME)."))
@click.option("--json", "as_json", is_flag=True, help=_("Print one JSON object instead of a table."))
@click.option("--save", type=click.Path(file_okay=False), metavar="DIR",
              help=_("Write each game's record to DIR/<game>-<seed>.json."))
@click.option("--quiet", "-q", is_flag=True, help=_("No progress bar."))
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
def simulate_command(game_name, players, count, seed, bots, option_texts, as_json, save, quiet, lang) -> None:
    lang = lang or system_language()
    _ = translator(lang)
    game = load_game(game_name)
    options = parse_options(option_texts, _)
    if players is None:
        players = default_players(game, bots)
    full_options = new_game(game, players, seed, options).options  # the engine checks count and options
    seats = parse_seats(game, players, bots, _, humans_allowed=False)
    folder = Path(save) if save else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    tally = Tally(players)
    started = time.perf_counter()
    with progress(quiet) as bar:
        task = bar.add_task(title(game, lang), total=count)
        for i in range(count):
            game_seed = seed + i
            try:
                state = play_game(game, players, game_seed, make_bots(game, seats, game_seed), options)
            except (IllegalAction, RuntimeError) as error:
                raise game_failed(game_seed, error, _) from None
            tally.add(state)
            if folder is not None:
                write_record(folder / f"{game.name}-{game_seed}.json", state)
            bar.advance(task)
    seconds = time.perf_counter() - started
    result = {"game": game.name, "players": players, "games": count, "seeds": [seed, seed + count - 1],
              "bots": seats, "options": full_options, "shared_wins": "fractional",
              **tally.summary(), "seconds": round(seconds, 6),
              "games_per_second": round(count / seconds, 6) if seconds > 0 else None}
    if as_json:
        click.echo(json.dumps(result))
        return
    report(result, title(game, lang), _, lang)


def report(result: dict, game_title: str, _, lang: str = "en") -> None:
    out = console()
    out.print(_("{title}: {games} games, {players} players, seeds {first}-{last}").format(
        title=game_title, games=result["games"], players=result["players"],
        first=result["seeds"][0], last=result["seeds"][1]), style="bold")
    options = ", ".join(f"{k}={json.dumps(v)}" for k, v in result["options"].items())
    if options:
        out.print(_("Options: {options}").format(options=options))
    table = Table(box=None, header_style="bold")
    for heading in (_("Seat"), _("Bot"), _("Wins"), _("Win rate"), _("Mean score"), _("Mean rank")):
        table.add_column(heading, justify="left" if heading == _("Bot") else "right")
    for seat, bot in enumerate(result["bots"]):
        score = "-" if result["mean_score"] is None else f"{result['mean_score'][seat]:.2f}"
        table.add_row(str(seat + 1), bot_title(bot, lang), f"{result['wins'][seat]:g}", f"{100 * result['win_rate'][seat]:.1f}%",
                      score, f"{result['mean_rank'][seat]:.2f}")
    out.print(table)
    out.print(_("Shared wins count fractionally: a win shared by k seats counts 1/k for each."), style="dim")
    out.print(_("Mean game length: {actions:.1f} actions").format(actions=result["mean_length"]))
    speed = result["games_per_second"]
    out.print(_("Speed: {speed} games per second ({seconds:.2f} s in all)").format(
        speed=f"{speed:.1f}" if speed is not None else "-", seconds=result["seconds"]))
