"""The store's writes under many tables: one commit per action from four threads, as the
server did, against the writer's batches (spelbord/server/writer.py), in one process.

    python bench/store_writes.py --tables 300 --actions 20

Every table stores its actions one after another (as a table's lock makes it), all
tables at once, on a fresh SQLite file. Printed per way, twice, interleaved so both
meet the same load: the actions per second, each action's wait for its commit (p50,
p99, max) and the process's CPU per action.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))
from spelbord.server.store import Store, action_row  # noqa: E402
from spelbord.server.writer import Writer  # noqa: E402


def one_commit_each(store: Store, threads: ThreadPoolExecutor):
    async def add(row):
        await asyncio.get_running_loop().run_in_executor(threads, partial(store.add_actions, [row]))
    return add


async def play(add, tables: list[str], actions: int) -> list[float]:
    waits: list[float] = []

    async def table(table_id: str):
        for seq in range(actions):
            began = time.perf_counter()
            await add(action_row(table_id, seq, 0, ["pass"]))
            waits.append(time.perf_counter() - began)
    await asyncio.gather(*(table(t) for t in tables))
    return waits


def run(way: str, tables: int, actions: int) -> str:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{folder}/writes.db")
        ids = [f"t{number}" for number in range(tables)]
        for table_id in ids:
            store.create_table({"id": table_id, "game": "spionage", "players": 2, "options": {}, "seed": 1,
                                "move_seconds": None, "bot_on_timeout": False, "hotseat": False,
                                "status": "running", "outcome": None}, [])
        threads = ThreadPoolExecutor(4 if way == "threads" else 1)
        add = one_commit_each(store, threads) if way == "threads" else Writer(store, threads).add_action
        cpu, wall = time.process_time(), time.perf_counter()
        waits = asyncio.run(play(add, ids, actions))
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        threads.shutdown()
        store.close()
    waits.sort()
    p = statistics.quantiles(waits, n=100, method="inclusive")
    return (f"{way:>8} {len(waits) / wall:>10.0f} {p[49] * 1000:>8.1f} {p[98] * 1000:>8.1f} "
            f"{waits[-1] * 1000:>8.1f} {cpu / len(waits) * 1000:>10.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--actions", type=int, default=20, help="actions each table stores")
    args = parser.parse_args()
    print(f"{args.tables} tables storing {args.actions} actions each; "
          f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'way':>8} {'actions/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'CPU ms/act':>10}")
    for way in ("threads", "writer", "threads", "writer"):
        print(run(way, args.tables, args.actions), flush=True)


if __name__ == "__main__":
    main()
