"""The store's writes under many tables: one commit per action from four threads, as the
server did, against the writer's batches (spelbord/server/writer.py), in one process.

    python bench/store_writes.py --tables 300 --actions 20
    python bench/store_writes.py --checkpoints --tables 500 --actions 20 --rate 1

Every table stores its actions one after another (as a table's lock makes it), all
tables at once, on a fresh SQLite file; ``--rate R``: R actions a second per table,
as players would, rather than as fast as it can. Printed per way, twice, interleaved
so both meet the same load: the actions per second, each action's wait for its commit
(p50, p99, p99.9, max) and the process's CPU per action. ``--checkpoints`` compares the
writer whose commits copy SQLite's log into the file when it fills (``in commits``,
SQLite's own way) with the writer that has it copied in another thread (``beside``).
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))
from spelbord.server import store as store_module  # noqa: E402
from spelbord.server.store import Store, action_row  # noqa: E402
from spelbord.server.writer import Writer  # noqa: E402


def one_commit_each(store: Store, threads: ThreadPoolExecutor):
    async def add(row):
        await asyncio.get_running_loop().run_in_executor(threads, partial(store.add_actions, [row]))
    return add


async def play(add, tables: list[str], actions: int, rate: float | None) -> list[float]:
    waits: list[float] = []

    async def table(table_id: str):
        if rate:
            await asyncio.sleep(random.uniform(0, 1 / rate))
        for seq in range(actions):
            began = time.perf_counter()
            await add(action_row(table_id, seq, 0, ["pass"]))
            waits.append(time.perf_counter() - began)
            if rate:
                await asyncio.sleep(max(0.0, 1 / rate - (time.perf_counter() - began)))
    await asyncio.gather(*(table(t) for t in tables))
    return waits


#: the store's backstop for the checkpoints (its own SQLite's are for "in commits" only)
BACKSTOP = store_module.WAL_BACKSTOP_PAGES


def run(way: str, tables: int, actions: int, rate: float | None = None) -> str:
    # SQLite's own checkpoints come every 1,000 pages of log, in the commit that fills it
    store_module.WAL_BACKSTOP_PAGES = 1000 if way == "in commits" else BACKSTOP
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{folder}/writes.db")
        ids = [f"t{number}" for number in range(tables)]
        for table_id in ids:
            store.create_table({"id": table_id, "game": "spionage", "players": 2, "options": {}, "seed": 1,
                                "move_seconds": None, "bot_on_timeout": False, "hotseat": False,
                                "status": "running", "outcome": None}, [])
        threads = ThreadPoolExecutor(4 if way == "threads" else 1)
        beside = ThreadPoolExecutor(1) if way == "beside" else None
        add = one_commit_each(store, threads) if way == "threads" else Writer(store, threads, beside).add_action
        cpu, wall = time.process_time(), time.perf_counter()
        waits = asyncio.run(play(add, ids, actions, rate))
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        threads.shutdown()
        if beside is not None:
            beside.shutdown()
        store.close()
    waits.sort()
    p = statistics.quantiles(waits, n=1000, method="inclusive")
    return (f"{way:>10} {len(waits) / wall:>10.0f} {p[499] * 1000:>8.1f} {p[989] * 1000:>8.1f} "
            f"{p[998] * 1000:>8.1f} {waits[-1] * 1000:>8.1f} {cpu / len(waits) * 1000:>10.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--actions", type=int, default=20, help="actions each table stores")
    parser.add_argument("--rate", type=float, help="actions a second per table (default: as fast as it can)")
    parser.add_argument("--checkpoints", action="store_true",
                        help="SQLite's checkpoints in the writer's commits against checkpoints beside it")
    args = parser.parse_args()
    print(f"{args.tables} tables storing {args.actions} actions each"
          f"{f', {args.rate:g} a second' if args.rate else ''}; "
          f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'way':>10} {'actions/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'p99.9 ms':>8} {'max ms':>8} "
          f"{'CPU ms/act':>10}")
    ways = ("in commits", "beside") if args.checkpoints else ("threads", "writer")
    for way in ways * 2:
        print(run(way, args.tables, args.actions, args.rate), flush=True)


if __name__ == "__main__":
    main()
