"""What holds up the server's event loop: a server run with a watch on its stalls.

    python bench/server_stalls.py --port 8765 &              # the server, as `spelbord serve`
    python bench/server.py --port 8765 --tables 500          # the load, from bench/server.py
    kill -INT %1                                             # prints what it saw

A task sleeps 5 ms again and again and records how late it wakes (the event
loop's lag: nothing else can run meanwhile); the garbage collector's pauses are
timed per generation in CPU time of the event loop's thread (a full collection
holds the loop); and the wait of each action for its commit (the store's
writer, see spelbord/server/writer.py) is timed. Lags and waits are wall time
and follow the machine's load; the collector's pauses are CPU time and do not.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))
import uvicorn  # noqa: E402

from spelbord.server import create_app, limits, writer  # noqa: E402
from spelbord.server.limits import RateLimit, uvicorn_settings  # noqa: E402

#: the monitor's sleep, seconds
TICK = 0.005

lags: list[float] = []
collections: dict[int, list[float]] = defaultdict(list)
commits: list[float] = []


def watch_collector() -> None:
    began = [0.0]

    def timed(phase, info):
        if phase == "start":
            began[0] = time.thread_time()
        else:
            collections[info["generation"]].append(time.thread_time() - began[0])
    gc.callbacks.append(timed)


def watch_commits() -> None:
    real = writer.Writer.add_action

    async def timed(self, row):
        began = time.perf_counter()
        try:
            return await real(self, row)
        finally:
            commits.append(time.perf_counter() - began)
    writer.Writer.add_action = timed


async def watch_loop() -> None:
    while True:
        began = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(time.perf_counter() - began - TICK)


def ms(values: list[float], p: float) -> str:
    if not values:
        return "-"
    if len(values) == 1:
        return f"{values[0] * 1000:.1f}"
    return f"{statistics.quantiles(values, n=1000, method='inclusive')[int(p * 10) - 1] * 1000:.1f}"


def report() -> None:
    print(f"load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"event loop lag ({len(lags)} ticks of {TICK * 1000:.0f} ms): p50 {ms(lags, 50)} ms, "
          f"p99 {ms(lags, 99)} ms, p99.9 {ms(lags, 99.9)} ms, max {max(lags, default=0) * 1000:.1f} ms; "
          f"late by 20 ms or more: {sum(lag >= 0.02 for lag in lags)}, by 50 ms: {sum(lag >= 0.05 for lag in lags)}")
    for generation, pauses in sorted(collections.items()):
        print(f"collections of generation {generation}: {len(pauses)}, CPU {sum(pauses) * 1000:.0f} ms in all, "
              f"longest {max(pauses) * 1000:.1f} ms")
    print(f"an action's wait for its commit ({len(commits)}): p50 {ms(commits, 50)} ms, p99 {ms(commits, 99)} ms, "
          f"max {max(commits, default=0) * 1000:.1f} ms")
    print(f"objects the collector follows: {len(gc.get_objects())}, frozen: {gc.get_freeze_count()}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--database", help="a SQLAlchemy URL (default: a fresh SQLite file)")
    parser.add_argument("--board-workers", type=int, default=len(os.sched_getaffinity(0)) - 1)
    args = parser.parse_args()
    limits.CONNECTIONS_PER_ADDRESS = 10**9  # as bench/server.py's server: every client is on loopback
    with tempfile.TemporaryDirectory() as folder:
        app = create_app(args.database or f"sqlite:///{folder}/stalls.db", board_workers=args.board_workers,
                         create_limit=RateLimit(10**9, 1e-9), settled=True)
        server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=args.port, log_level="warning",
                                               ws_per_message_deflate=False, **uvicorn_settings()))
        watch_collector()
        watch_commits()

        async def serve():
            monitor = asyncio.get_running_loop().create_task(watch_loop())
            await server.serve()
            monitor.cancel()
        print(f"serving at http://127.0.0.1:{args.port}/ with {args.board_workers} board workers", flush=True)
        asyncio.run(serve())
        report()


if __name__ == "__main__":
    main()
