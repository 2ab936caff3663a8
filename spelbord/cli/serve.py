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
    """One fewer than the cores: the event loop keeps one. The workers are fed
    through pipes the event loop reads and writes itself, so on two cores one
    worker takes the boards off the event loop's core (docs/performance.md, The server)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores - 1


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
                     "(default: one fewer than the cores)."))
@click.option("--new-tables", type=click.IntRange(0, None), default=20, show_default=True, metavar="N",
              help=_("New tables (rematches included) one address may create per minute; 0: no limit."))
@click.option("--connections-per-address", type=click.IntRange(0, None), default=64, show_default=True,
              metavar="N", help=_("Open connections one address may hold; 0: no limit (behind a reverse "
                                  "proxy, where every client has the proxy's address)."))
@click.option("--redis", "redis_url", metavar="URL",
              help=_("Serve as one of several processes on the same PostgreSQL database, "
                     "which pass each other the tables' moves through this Redis (redis://host:6379/0)."))
@click.option("--lease-seconds", type=click.FloatRange(1, 600), default=10, show_default=True, metavar="S",
              help=_("With --redis: how long a process's hold on a table lasts unless it renews it; "
                     "a table whose process died moves to another after at most this long."))
@click.option("--bot-delay", type=click.FloatRange(0, 60), default=0.8, show_default=True, metavar="S",
              help=_("The seconds a bot waits before it moves, so people can follow the game."))
def serve_command(host: str, port: int, database: str | None, board_workers: int | None, new_tables: int,
                  connections_per_address: int, redis_url: str | None, lease_seconds: float,
                  bot_delay: float) -> None:
    import uvicorn
    from ..server import create_app
    from ..server import limits
    from ..server.limits import CREATE_BURST, RateLimit, uvicorn_settings

    limits.CONNECTIONS_PER_ADDRESS = connections_per_address or 10**9
    database = database or default_database_url()
    if redis_url and not database.startswith(("postgresql", "postgres:")):
        raise click.UsageError(_("--redis needs a PostgreSQL database (--database postgresql://...) "
                                 "that every process shares."))
    if redis_url:
        _check_redis(redis_url)
    if board_workers is None:
        board_workers = default_board_workers()
    try:
        limit = RateLimit(CREATE_BURST, 60 / new_tables) if new_tables else RateLimit(10**9, 1e-9)
        app = create_app(database, bot_delay=bot_delay, board_workers=board_workers, create_limit=limit,
                         redis_url=redis_url, lease_seconds=lease_seconds, settled=True)
    except ImportError as error:  # the redis client is an extra
        raise click.ClickException(_("--redis needs the Redis client: pip install 'spelbord[cluster]' ({reason})")
                                   .format(reason=error)) from None
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


def _check_redis(url: str) -> None:
    """Reach Redis before serving: a wrong URL is one line, not a traceback at start."""
    import redis
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=5)
        client.ping()
        client.close()
    except (redis.RedisError, ValueError) as error:
        raise click.ClickException(_("Cannot reach Redis at {url}: {reason}").format(url=url, reason=error)) from None
