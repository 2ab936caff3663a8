"""The ASGI application: lobby API, table WebSockets and the static client."""
from __future__ import annotations

import gc
import os
import sys
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, WebSocket
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles

from .cluster import LEASE_SECONDS, Cluster
from .hub import Hub
from .limits import BodyLimit, RateLimit
from .live import serve_table
from .lobby import router
from .replays import Replays
from .rules import router as rules_router
from .stages import STAGES
from .store import Store

#: the browser client (HTML, CSS, JavaScript), served as it is
STATIC = Path(__file__).parent.parent / "web" / "static"

_PLACEHOLDER = ("<!doctype html><meta charset='utf-8'><title>spelbord</title>"
                "<p>The spelbord server runs; the browser client is not installed. "
                "The lobby API is at <a href='/api/games'>/api/games</a>.</p>")


#: Python's collector looks at the young objects after this many new ones (its default:
#: 700, a few times a move), the middle ones after 10 such looks, and everything after 10 of those.
#: 3,000 rather than 10,000: as much collecting in all, in pauses of half the length
#: (the longest young one 9-16 ms of CPU against 25-45, the middle 25-28 against 49-54;
#: docs/performance.md, The server)
COLLECTOR_THRESHOLDS = (3_000, 10, 10)


#: how often a thread busy with Python code lets another take the interpreter (Python's
#: default: 5 ms). The store's writer thread takes it from the event loop each time it
#: wakes for a batch and comes back from SQLite, so each commit waited up to that long
#: several times over while the loop was busy (bench/writer_gil.py; docs/performance.md)
SWITCH_INTERVAL = 0.001


def settle_memory() -> None:
    """After start-up (the modules loaded, the running tables replayed): the objects
    alive now go where the collector never looks again (they are still freed when
    nothing refers to them), and it looks at the young ones less often.

    A full collection walks every object that may hold others; it holds the event
    loop meanwhile, for about 0.1 s with 300 tables, most of it the modules', which
    never die (docs/performance.md, The server). Fewer young collections mean fewer
    objects that live a move or two (messages, copies of states) reach the old
    generation, whose growth is what starts a full collection.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def create_app(database_url: str, bot_delay: float = 0.8, board_workers: int = 0,
               create_limit: RateLimit | None = None, redis_url: str | None = None,
               lease_seconds: float = LEASE_SECONDS, settled: bool = False,
               stage_timings: bool | None = None) -> FastAPI:
    """The server, storing its tables in ``database_url`` (a SQLAlchemy URL).

    ``bot_delay``: the seconds a bot waits before it moves, so people can
    follow the game (tests use 0). ``board_workers``: processes that draw the
    boards beside the event loop (0: drawn on the loop). ``create_limit``: the
    tables an address may create (default: :class:`RateLimit`'s).
    ``redis_url``: serve as one of several processes on the same (PostgreSQL)
    database, which hand each other tables' requests and changes through this
    Redis (see :mod:`.cluster`); ``lease_seconds``: how long a process's hold
    on a table lasts unless renewed. ``settled``: :func:`settle_memory` and the
    :data:`SWITCH_INTERVAL` once started (the process is the server's alone:
    ``spelbord serve``). ``stage_timings``: note each client action's moments on its
    way and serve them at ``/api/stage-timings`` (:mod:`.stages`; default: whether
    ``SPELBORD_STAGE_TIMINGS`` is ``1``).
    """
    if stage_timings is None:
        stage_timings = os.environ.get("SPELBORD_STAGE_TIMINGS") == "1"
    store = Store(database_url)
    hub = Hub(store, bot_delay=bot_delay, board_workers=board_workers, stage_timings=stage_timings)
    if redis_url is not None:
        hub.cluster = Cluster(hub, redis_url, lease_seconds)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        await hub.start()
        if settled:
            settle_memory()
            sys.setswitchinterval(SWITCH_INTERVAL)
        yield
        hub.stop()
        if hub.cluster is not None:
            await hub.cluster.close()
        store.close()

    app = FastAPI(title="spelbord", lifespan=lifespan)
    app.state.hub = hub
    app.state.create_limit = create_limit or RateLimit()
    app.state.replays = Replays(hub)
    app.add_middleware(BodyLimit)
    app.include_router(router)
    app.include_router(rules_router)
    app.mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")

    @app.get("/", include_in_schema=False)
    async def lobby_page():
        return _page("index.html")

    @app.get("/rules/{game}", include_in_schema=False)
    async def rules_page(game: str):
        return _page("rules.html")

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str):
        return _page("table.html")

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str):
        return _page("replay.html")

    if hub.stages is not None:
        @app.get("/api/stage-timings", include_in_schema=False)
        async def stage_timings_taken():
            return {"stages": STAGES, "moves": hub.stages.collect()}

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str):
        await serve_table(websocket, hub, table_id)

    return app


def _page(name: str):
    path = STATIC / name
    if path.is_file():
        return FileResponse(path, media_type="text/html")
    return HTMLResponse(_PLACEHOLDER)
