"""How long the store's writer thread waits for the interpreter while the event loop is busy.

    python bench/writer_gil.py --seconds 4

The server's writes run in a thread of their own (spelbord/server/writer.py); each
time that thread wakes (an action to commit) or comes back from SQLite, it must
take the interpreter lock from the event loop's thread, which, busy with Python
code, lets go of it only every switch interval (``sys.setswitchinterval``: 5 ms
unless set). Here the main thread plays the busy event loop (Python arithmetic
without pause) while a thread commits one action row, sleeps 2 ms (waits for the
next action) and again. Printed for 5 ms and for the server's interval, twice,
interleaved: the commits made, each commit's time (p50, p99), a whole cycle's time
(the commit, the sleep and the waits for the lock: what an action waits beyond its
commit), and the main thread's work done, which must not fall.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))
from spelbord.server.app import SWITCH_INTERVAL  # noqa: E402
from spelbord.server.store import Store, action_row  # noqa: E402


def run(interval: float, seconds: float) -> str:
    sys.setswitchinterval(interval)
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{folder}/gil.db")
        store.create_table({"id": "t", "game": "spionage", "players": 2, "options": {}, "seed": 1,
                            "move_seconds": None, "bot_on_timeout": False, "hotseat": False,
                            "status": "running", "outcome": None}, [])
        commits, cycles, stop = [], [], threading.Event()

        def write() -> None:
            seq, began = 0, time.perf_counter()
            while not stop.is_set():
                start = time.perf_counter()
                store.add_actions([action_row("t", seq, 0, ["pass"])])
                commits.append(time.perf_counter() - start)
                time.sleep(0.002)
                now = time.perf_counter()
                cycles.append(now - began)
                seq, began = seq + 1, now
        writer = threading.Thread(target=write)
        writer.start()
        work, end = 0, time.perf_counter() + seconds
        while time.perf_counter() < end:
            total = 0
            for number in range(2000):
                total += number * number
            work += 1
        stop.set()
        writer.join()
        store.close()
    c, y = (statistics.quantiles(sorted(v), n=100) for v in (commits, cycles))
    return (f"{interval * 1000:>8.1f} {len(commits):>8} {c[49] * 1000:>8.2f} {c[98] * 1000:>8.2f} "
            f"{y[49] * 1000:>9.2f} {y[98] * 1000:>9.2f} {work:>10}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=4)
    args = parser.parse_args()
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'interval':>8} {'commits':>8} {'commit':>8} {'p99':>8} {'cycle p50':>9} {'p99':>9} {'main work':>10}  (ms)")
    for interval in (0.005, SWITCH_INTERVAL) * 2:
        print(run(interval, args.seconds), flush=True)


if __name__ == "__main__":
    main()
