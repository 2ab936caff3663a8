"""The ``--plot`` of ``spelbord tournament``: win rates per bot and per seat, as a PNG.

matplotlib is an optional extra (``pip install 'spelbord[plot]'``): it is
imported only when a plot is asked for.
"""
from __future__ import annotations

import click

from ..i18n import translator
from .arguments import title


def require_matplotlib(_) -> None:
    """Stop at once, before any game is played, when matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise click.ClickException(_("--plot needs matplotlib; install it with: pip install 'spelbord[plot]'")) \
            from None


def draw(path: str, game, lang: str, result: dict, seat_win_rate: dict) -> None:
    """Win rate per bot with its 95 % interval, and each bot's win rate in each seat."""
    from matplotlib.figure import Figure  # no pyplot: no window, no global state
    _ = translator(lang)
    bots, players = result["bots"], result["players"]
    share = 1 / players
    figure = Figure(figsize=(6 + 1.2 * players, 4.5), layout="constrained")
    overall, by_seat = figure.subplots(1, 2, width_ratios=[len(bots) + 1, players * (len(bots) + 1)])
    rates = [result["win_rate"][b] for b in bots]
    errors = [[r - result["ci95"][b][0] for b, r in zip(bots, rates)],
              [result["ci95"][b][1] - r for b, r in zip(bots, rates)]]
    overall.bar(bots, rates, yerr=errors, capsize=6, color=[f"C{i}" for i in range(len(bots))])
    overall.set_title(_("Per bot (interval: 95%)"))
    width = 0.8 / len(bots)
    for i, bot in enumerate(bots):
        by_seat.bar([seat + (i - (len(bots) - 1) / 2) * width for seat in range(players)], seat_win_rate[bot],
                    width, label=bot, color=f"C{i}")
    by_seat.set_xticks(range(players), [_("Seat {seat}").format(seat=s + 1) for s in range(players)])
    by_seat.set_title(_("By seat"))
    for axes in (overall, by_seat):
        axes.axhline(share, color="grey", linestyle="--", linewidth=1,
                     label=_("a seat's fair share (1/{players})").format(players=players))
        axes.set_ylim(0, 1)
        axes.set_ylabel(_("Win rate"))
    by_seat.legend()
    figure.suptitle(_("{title}: {games} games, {players} players").format(
        title=title(game, lang), games=result["games"], players=players))
    try:
        figure.savefig(path, format="png", dpi=100)
    except OSError as error:
        raise click.ClickException(_("cannot write the plot {path}: {reason}").format(
            path=path, reason=error.strerror or error)) from None
