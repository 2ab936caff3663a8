"""The ``spelbord`` command: list the games, play at the terminal, simulate, replay.

::

    spelbord games
    spelbord play spionage --players 4 --bots human,heuristic,heuristic,random --lang sv
    spelbord simulate quo-vadis --players 5 --games 200 --seed 1 --json
    spelbord tournament spionage --players 4 --bots heuristic,random --games 200 --jobs 2
    spelbord replay spionage-7.json --log
    spelbord rules cosmic-encounter --lang sv
    spelbord serve --port 8000

See docs/terminal.md. Help texts follow the system language; the game's own
words follow ``--lang``.
"""
from __future__ import annotations

import click

from .. import __version__
from ..i18n import system_language, translator
from .catalogue import games_command
from .play import play_command
from .records import replay_command
from .rules import rules_command
from .serve import serve_command
from .simulate import simulate_command
from .tournament import tournament_command
from ..games.scarab_lords.command import cards_command

_ = translator(system_language())


@click.group(help=_("Five classic board games: play them in the terminal, simulate bot games, replay records."))
@click.version_option(__version__, prog_name="spelbord", help=_("Show the version and exit."))
@click.help_option(help=_("Show this message and exit."))
def main() -> None:
    pass


main.add_command(games_command)
main.add_command(play_command)
main.add_command(simulate_command)
main.add_command(tournament_command)
main.add_command(replay_command)
main.add_command(rules_command)
main.add_command(cards_command)
main.add_command(serve_command)
