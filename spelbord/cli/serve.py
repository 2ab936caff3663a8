"""``spelbord serve``: the lobby and the tables in the browser (see docs/server.md)."""
from __future__ import annotations

import os
from pathlib import Path

import click

from ..i18n import system_language, translator

_ = translator(system_language())


def default_database_url() -> str:
    """SQLite in the user's data folder (``~/.local/share/spelbord`` on Linux)."""
    from platformdirs import user_data_dir
    folder = Path(user_data_dir("spelbord"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'spelbord.db'}"


def default_board_workers() -> int:
    """One fewer than the cores, from four cores up. On two cores a worker made
    moves no faster in bench/server.py: the event loop then competes for the
    interpreter lock with the thread that feeds the workers."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores - 1 if cores >= 4 else 0


@click.command("serve", help=_("Serve the lobby and the tables to play in the browser."))
@click.help_option(help=_("Show this message and exit."))
@click.option("--host", default="127.0.0.1", show_default=True,
              help=_("The address to listen on (0.0.0.0: every network)."))
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535),
              help=_("The port to listen on."))
@click.option("--database", metavar="URL",
              help=_("Where the tables are kept: sqlite:///file.db or postgresql://user@host/db "
                     "(default: SQLite in your data folder)."))
@click.option("--board-workers", type=click.IntRange(0, 64), metavar="N",
              help=_("Processes that draw the boards beside the one serving the tables "
                     "(default: one fewer than the cores, from four cores up)."))
@click.option("--new-tables", type=click.IntRange(0, None), default=20, show_default=True, metavar="N",
              help=_("New tables (rematches included) one address may create per minute; 0: no limit."))
@click.option("--connections-per-address", type=click.IntRange(0, None), default=64, show_default=True,
              metavar="N", help=_("Open connections one address may hold; 0: no limit (behind a reverse "
                                  "proxy, where every client has the proxy's address)."))
def serve_command(host: str, port: int, database: str | None, board_workers: int | None, new_tables: int,
                  connections_per_address: int) -> None:
    import uvicorn
    from ..server import create_app
    from ..server import limits
    from ..server.limits import CREATE_BURST, RateLimit, uvicorn_settings

    limits.CONNECTIONS_PER_ADDRESS = connections_per_address or 10**9
    database = database or default_database_url()
    if board_workers is None:
        board_workers = default_board_workers()
    try:
        limit = RateLimit(CREATE_BURST, 60 / new_tables) if new_tables else RateLimit(10**9, 1e-9)
        app = create_app(database, board_workers=board_workers, create_limit=limit)
    except Exception as error:  # a bad URL or an unreachable database: one line, no traceback
        raise click.ClickException(_("Cannot open the database {url}: {reason}").format(
            url=database, reason=error)) from None
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    click.echo(_("spelbord serves at http://{host}:{port}/ (tables kept in {url})").format(
        host=shown, port=port, url=database), err=False)
    # no per-message compression: deflating every state for every connection cost
    # more CPU than anything else the server does (see docs/server.md, Load)
    # the limits against abuse (docs/server.md, Limits): uvicorn's own settings and protocols
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_per_message_deflate=False,
                **uvicorn_settings())
