"""``spelbord tournament``: bots against bots, every bot in every seat equally often.

Game ``i`` of a run uses seed ``S + i`` and seating ``i mod B`` of
:func:`spelbord.bots.tournament.seatings` (``B`` bots), so the figures depend on
the seed alone, not on ``--jobs``: the games are played in any order by any
process and added up in the order of their seeds.
"""
from __future__ import annotations

import json
import multiprocessing
from contextlib import contextmanager

import click
from rich.table import Table

from ..bots import bot_names, make_bot, play_game
from ..bots.budget import budget as make_budget, searches
from ..bots.tournament import Standings, seatings
from ..engine import IllegalAction, registry
from ..i18n import LANGUAGES, system_language, translator
from .arguments import (console, default_players, game_failed, load_game, make_bots, new_game, parse_options,
                        parse_seats, progress, title)

_ = translator(system_language())


@click.command("tournament", help=_(
    "Play GAME between bots and rank them: win rate (with a Wilson interval of 95%), mean placing and an "
    "OpenSkill rating per bot.\n\n"
    "Seats rotate: the bots are dealt round the table in turn (A,B,A,B,... when there are fewer bots than "
    "seats, so a bot may hold several seats of a game) and each such lineup is turned round the table seat "
    "by seat, so every bot plays every seat equally often. That makes B seatings for B bots when B divides "
    "the number of players, else B times the number of players; --games must be a multiple of it.\n\n"
    "A seat wins when the game ranks it first; seats sharing first place each count a win, as they share "
    "rank 1. Rates and placings are per seat played: one seat's fair share of the wins is 1/players."))
@click.help_option(help=_("Show this message and exit."))
@click.argument("game_name", metavar="GAME")
@click.option("--bots", "-b", metavar="LIST", required=True,
              help=_("The bots, comma-separated, each once (see: spelbord games GAME)."))
@click.option("--players", "-p", type=int,
              help=_("Number of players (default: one per --bots entry, else the game's usual count)."))
@click.option("--games", "-n", "count", type=click.IntRange(min=1), default=120, show_default=True,
              help=_("Number of games, a multiple of the number of seatings (see above)."))
@click.option("--seed", "-s", type=int, default=0, show_default=True, help=_("Seed of the first game; game i uses seed+i."))
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=1, show_default=True,
              help=_("Play the games in this many processes (the results do not depend on it)."))
@click.option("--simulations", type=click.IntRange(min=1), metavar="K",
              help=_("Bots that search run K simulations a move; other bots ignore it."))
@click.option("--seconds-per-move", "seconds", type=click.FloatRange(min=0, min_open=True), metavar="T",
              help=_("Bots that search think T seconds a move; other bots ignore it. "
                     "The results then depend on the machine's speed."))
@click.option("--option", "-o", "option_texts", multiple=True, metavar="KEY=VALUE",
              help=_("A game option; repeat for several (see: spelbord games GAME)."))
@click.option("--json", "as_json", is_flag=True, help=_("Print one JSON object instead of a table."))
@click.option("--plot", type=click.Path(dir_okay=False), metavar="FILE.png",
              help=_("Draw the win rates per bot and per seat into a PNG file (needs matplotlib: "
                     "pip install 'spelbord[plot]')."))
@click.option("--quiet", "-q", is_flag=True, help=_("No progress bar."))
@click.option("--lang", type=click.Choice(LANGUAGES), help=_("Interface language (default: the system language)."))
def tournament_command(game_name, bots, players, count, seed, jobs, simulations, seconds, option_texts, as_json,
                       plot, quiet, lang) -> None:
    lang = lang or system_language()
    _ = translator(lang)
    game = load_game(game_name)
    options = parse_options(option_texts, _)
    names = parse_seats(game, len(bots.split(",")), bots, _, humans_allowed=False)
    if players is None:
        players = default_players(game, bots)
    new_game(game, players, seed, options)  # the engine checks the count and the options
    field = check_field(names, players, count, _)
    if plot:
        from .chart import require_matplotlib
        require_matplotlib(_)
    budget = None
    if simulations is not None or seconds is not None:
        budget = budget_of(game, names, simulations, seconds, _)
    standings = Standings(names, players)
    with games_played(game, players, seed, count, field, options, budget, jobs, _) as results, \
            progress(quiet) as bar:
        task = bar.add_task(title(game, lang), total=count)
        for seating, ranks in results:
            standings.add(seating, ranks)
            leader = standings.leader()
            bar.update(task, advance=1, description=f"{title(game, lang)}: {leader} "
                                                    f"{100 * standings.win_rate(leader):.0f}%")
    summary = standings.summary()
    result = {"game": game.name, "players": players, "games": count, "bots": names,
              **{key: summary[key] for key in ("win_rate", "ci95", "mean_rank", "rating")}}
    if plot:
        from .chart import draw
        draw(plot, game, lang, result, summary["seat_win_rate"])
    if as_json:
        click.echo(json.dumps(result))
        return
    report(result, summary["seat_win_rate"], title(game, lang), seed, _)


def check_field(names: list[str], players: int, count: int, _) -> list[list[str]]:
    """The seatings of the run, or a one-line error for a field that cannot be made fair."""
    if len(set(names)) != len(names):
        raise click.UsageError(_("--bots names a bot twice; name each bot once (seats are filled in turn)"))
    if len(names) > players:
        raise click.UsageError(_("{bots} bots cannot each play every seat of a {players}-player game; "
                                 "give at most {players} bots").format(bots=len(names), players=players))
    field = seatings(names, players)
    if count % len(field):
        lower = count - count % len(field)
        raise click.UsageError(_("--games {count} is not a multiple of the {seatings} seatings that put every "
                                 "bot in every seat equally often; use e.g. {lower} or {higher}")
                               .format(count=count, seatings=len(field), lower=lower or len(field),
                                       higher=lower + len(field)))
    return field


def budget_of(game, names: list[str], simulations: int | None, seconds: float | None, _) -> dict:
    """The search budget asked for, after saying which bots ignore it (on stderr)."""
    if simulations is not None and seconds is not None:
        raise click.UsageError(_("give --simulations or --seconds-per-move, not both"))
    searching = [name for name in bot_names(game) if searches(type(make_bot(game, name, 0)))]
    ignoring = [name for name in names if name not in searching]
    if ignoring:
        flag = "--simulations" if simulations is not None else "--seconds-per-move"
        console(stderr=True).print(_("These bots do not search and ignore {flag}: {bots}. Bots that search in "
                                     "this game: {known}").format(bots=", ".join(ignoring), flag=flag,
                                                                  known=", ".join(searching) or "-"), style="dim")
    return make_budget(simulations, seconds)


@contextmanager
def games_played(game, players, seed, count, field, options, budget, jobs, _):
    """The ``(seating, ranks)`` of every game, in the order of the seeds.

    The worker processes are forked on entry, before a progress bar starts its
    thread; they know the games this process knows. ``imap`` keeps the order of
    the seeds, whichever worker finishes first.
    """
    seatings_played = [field[i % len(field)] for i in range(count)]
    work = [(game.name, players, seed + i, seating, options, budget) for i, seating in enumerate(seatings_played)]
    if jobs == 1:
        yield _checked(seed, seatings_played, map(play_one, work), _)
        return
    workers = min(jobs, count)
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        chunk = max(1, min(16, count // (workers * 50)))  # fewer round trips for short games
        yield _checked(seed, seatings_played, pool.imap(play_one, work, chunk), _)


def _checked(seed, seatings_played, results, _):
    for i, seating in enumerate(seatings_played):
        try:
            ranks = next(results)
        except (IllegalAction, RuntimeError) as error:
            raise game_failed(seed + i, error, _) from None
        yield seating, ranks


def play_one(work) -> list[int]:
    """The ranks of one game; module-level so that worker processes can run it."""
    game_name, players, seed, seating, options, budget = work
    game = registry.load(game_name)
    state = play_game(game, players, seed, make_bots(game, seating, seed, budget), options)
    return state.outcome()["ranks"]


def report(result: dict, seat_win_rate: dict, game_title: str, seed: int, _) -> None:
    out = console()
    games, players = result["games"], result["players"]
    out.print(_("{title}: {games} games, {players} players, seeds {first}-{last}").format(
        title=game_title, games=games, players=players, first=seed, last=seed + games - 1), style="bold")
    table = Table(box=None, header_style="bold")
    for heading in (_("Bot"), _("Seats played"), _("Win rate"), _("Interval (95%)"), _("Mean placing"),
                    _("Rating")):
        table.add_column(heading, justify="left" if heading == _("Bot") else "right")
    ranked = sorted(result["bots"], key=lambda b: -result["rating"][b]["mu"])
    seats_played = games * players // len(result["bots"])
    for bot in ranked:
        low, high = result["ci95"][bot]
        rating = result["rating"][bot]
        table.add_row(bot, str(seats_played), f"{100 * result['win_rate'][bot]:.1f}%",
                      f"{100 * low:.1f}-{100 * high:.1f}%", f"{result['mean_rank'][bot]:.2f}",
                      f"{rating['mu']:.1f} ± {rating['sigma']:.1f}")
    out.print(table)
    if players > 1:
        by_seat = Table(box=None, header_style="bold", title=_("Win rate by seat"), title_justify="left")
        by_seat.add_column(_("Bot"))
        for seat in range(players):
            by_seat.add_column(_("Seat {seat}").format(seat=seat + 1), justify="right")
        for bot in ranked:
            by_seat.add_row(bot, *(f"{100 * rate:.1f}%" for rate in seat_win_rate[bot]))
        out.print(by_seat)
    out.print(_("Each bot played each seat {times} time(s). A seat wins when the game ranks it first; "
                "seats sharing first place each count a win. A seat's fair share: {share:.1f}%. "
                "Rating: OpenSkill (Plackett-Luce) mu ± sigma.")
              .format(times=games // len(result["bots"]), share=100 / players), style="dim")
