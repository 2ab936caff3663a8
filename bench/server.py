"""Server load: N tables played at once over real WebSockets on loopback.

    python bench/server.py                      # N = 10, 100, 500, 20 s each
    python bench/server.py --tables 500 --seconds 30 --rate 1 --game quo-vadis --players 3
    python bench/server.py --processes 2 --database postgresql://... [--redis redis://...] [--spread sticky]
    python bench/server.py --find-knee --game cosmic-encounter --players 5   # 50, 100, 150, ... tables

A real server runs in its own process (``python -m spelbord serve`` on a fresh
SQLite file, or ``--database``). For every table this script holds one
connection per seat, as the players' browsers would, and plays random legal
moves for the seat whose turn it is, ``--rate`` moves per second per table.
The latency of a move is the time from sending it to the moment *every*
connection of that table has received the state after it. Printed per N:
moves per second, p50/p99/max latency, the server's CPU use and its CPU per
move, of which its own process's (the event loop, without the board workers),
and the load average of the machine at the end of the run. Figures are
printed, never asserted; the machine is shared and noisy.

``--find-knee`` steps N up from the first ``--tables`` by ``--knee-step`` until a
run misses the goal (p99 of 100 ms or more, moves lost, or fewer moves than the
tables were asked for), and prints the knee: the largest N that met it, with the
capacity one core would have at the CPU per move measured there.

``--processes 2`` runs two server processes on one PostgreSQL database with
Redis between them (``spelbord serve --redis``; a redis-server of its own on a
free port unless ``--redis`` names one). Tables are created at each process in
turn; ``--spread plain`` (the default) connects a table's seats to the processes
in turn, as a load balancer without stickiness would, so that half of the moves
are forwarded to the table's owner; ``--spread sticky`` connects every seat of a
table to the process that made it. The server CPU is that of every process.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).parent))
from engine import machine  # noqa: E402  (the same machine line as the engine bench)


class Table:
    """One table's connections and the move in flight."""

    def __init__(self, table_id: str, tokens: list[str]):
        self.id = table_id
        self.tokens = tokens
        self.latest: list[dict | None] = [None] * len(tokens)
        self.target: int | None = None  # the seq every connection must reach
        #: (seat, seq, picks) of the action in flight: a partial pick of a secret choice
        #: moves no seq, and only the chooser's connection hears of it
        self.acting: tuple | None = None
        self.reached: set[int] = set()
        self.delivered = asyncio.Event()
        self.sockets = []

    def received(self, index: int, message: dict) -> None:
        self.latest[index] = message
        if self.acting is not None and self.acting[0] == index and message["seq"] == self.acting[1] \
                and message["picks"] != self.acting[2]:
            self.delivered.set()
        if self.target is not None and message["seq"] >= self.target:
            self.reached.add(index)
            if len(self.reached) == len(self.tokens):
                self.delivered.set()


async def listen(table: Table, index: int, ws) -> None:
    async for text in ws:
        message = json.loads(text)
        if message["type"] == "state":
            table.received(index, message)
        elif message["type"] == "error":
            print("error:", message["message"], file=sys.stderr)


async def drive(table: Table, period: float, until: float, measure_from: float,
                latencies: list, rng: random.Random, counts: dict) -> None:
    """Play a move every ``period`` seconds until ``until`` (or the game's end)."""
    await asyncio.sleep(rng.uniform(0, period))
    while time.perf_counter() < until:
        tick = time.perf_counter()
        current = max(table.latest, key=lambda m: m["seq"])
        if current["outcome"]:
            counts["finished"] += 1
            return
        seat = current["actors"][0]
        mine = table.latest[seat]
        action = rng.choice(mine["actions"])["action"]
        table.target, table.reached = mine["seq"] + 1, set()
        table.acting = (seat, mine["seq"], mine["picks"])
        table.delivered.clear()
        sent = time.perf_counter()
        await table.sockets[seat].send(json.dumps(
            {"type": "act", "seat": seat, "action": action, "seq": mine["seq"], "picks": mine["picks"]}))
        try:
            await asyncio.wait_for(table.delivered.wait(), 10)
        except asyncio.TimeoutError:
            counts["lost"] += 1
            return
        counts["all"] += 1
        if sent >= measure_from:
            latencies.append(time.perf_counter() - sent)
        await asyncio.sleep(max(0.0, period - (time.perf_counter() - tick)))


async def run(ports: list[int], n: int, args, server_pids: list[int]) -> dict:
    rng = random.Random(n)
    limit = asyncio.Semaphore(50)
    async with httpx.AsyncClient(timeout=60) as http:
        async def create(number: int) -> Table:
            async with limit:
                response = await http.post(f"http://127.0.0.1:{ports[number % len(ports)]}/api/tables", json={
                    "game": args.game, "players": args.players, "seed": rng.randrange(10**9), "practice": True,
                    "seats": [{"kind": "human"}] * args.players})
                response.raise_for_status()
                created = response.json()
                return Table(created["id"], [s["token"] for s in created["seats"]])
        tables = await asyncio.gather(*(create(number) for number in range(n)))

    async def join(table: Table, index: int):
        number = tables.index(table)
        port = ports[(number + (index if args.spread == "plain" else 0)) % len(ports)]
        async with limit:
            ws = await websockets.connect(f"ws://127.0.0.1:{port}/ws/tables/{table.id}",
                                          max_size=2**24, open_timeout=60)
            await ws.send(json.dumps({"type": "hello", "tokens": [table.tokens[index]], "lang": "en"}))
            table.sockets[index] = ws
    for table in tables:
        table.sockets = [None] * args.players
    await asyncio.gather(*(join(t, i) for t in tables for i in range(args.players)))
    listeners = [asyncio.create_task(listen(t, i, t.sockets[i])) for t in tables for i in range(args.players)]
    while not all(all(m is not None for m in t.latest) for t in tables):
        await asyncio.sleep(0.05)

    latencies: list[float] = []
    counts = {"finished": 0, "lost": 0, "all": 0}
    start = time.perf_counter()
    measure_from = start + args.warmup
    until = measure_from + args.seconds
    cpu_before = sum(server_cpu(pid) for pid in server_pids)
    loop_before = sum(server_cpu(pid, workers=False) for pid in server_pids)
    own_before = own_cpu()
    await asyncio.gather(*(drive(t, 1 / args.rate, until, measure_from, latencies, rng, counts)
                           for t in tables))
    elapsed = until - measure_from  # the moves counted are those sent in this window
    cpu = ((sum(server_cpu(pid) for pid in server_pids) - cpu_before) / (time.perf_counter() - start)
           if server_pids else float("nan"))
    loop = ((sum(server_cpu(pid, workers=False) for pid in server_pids) - loop_before)
            / (time.perf_counter() - start) if server_pids else float("nan"))
    own = (own_cpu() - own_before) / (time.perf_counter() - start)
    for task in listeners:
        task.cancel()
    await asyncio.gather(*(ws.close() for t in tables for ws in t.sockets), return_exceptions=True)
    latencies.sort()
    return {"tables": n, "connections": n * args.players, "moves": len(latencies),
            "per_second": len(latencies) / elapsed,
            "p50": percentile(latencies, 50), "p99": percentile(latencies, 99),
            "max": latencies[-1] if latencies else float("nan"),
            "server_cpu": cpu, "client_cpu": own,
            # CPU per move, which the other processes on a busy machine change far less than latency
            "cpu_ms": cpu * (time.perf_counter() - start) / max(1, counts["all"]) * 1000,
            # the server processes' own share (the event loop), without their board workers
            "loop_ms": loop * (time.perf_counter() - start) / max(1, counts["all"]) * 1000, **counts}


#: the goal: every client has the state after a move within this many seconds, at the 99th percentile
GOAL_P99 = 0.100


def counts(args):
    """The table counts to run: those given, or with ``--find-knee`` a rising series."""
    if not args.find_knee:
        yield from args.tables
        return
    n = args.tables[0]
    while True:
        yield n
        n += args.knee_step


def met(r: dict, args) -> bool:
    """Whether a run met the goal: p99 under 100 ms, no move lost, and (nearly) the moves asked for."""
    return r["p99"] < GOAL_P99 and not r["lost"] and r["per_second"] >= 0.9 * r["tables"] * args.rate


def knee_line(knee: dict | None, args) -> str:
    if knee is None:
        return f"knee: none (already {args.tables[0]} tables missed p99 < {GOAL_P99 * 1000:.0f} ms)"
    capacity = 1000 / knee["cpu_ms"] if knee["cpu_ms"] > 0 else float("nan")
    return (f"knee: {knee['tables']} tables ({knee['per_second']:.0f} moves/s, p99 {knee['p99'] * 1000:.0f} ms); "
            f"server CPU {knee['cpu_ms']:.2f} ms per move there: one core full at about {capacity:.0f} moves/s")


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(p) - 1]


def server_cpu(pid: int | None, workers: bool = True) -> float:
    """The CPU seconds the server process and (unless ``workers`` is false) its board workers have used."""
    if pid is None:
        return float("nan")
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:  # a process that ended meanwhile
            continue
        if int(entry) == pid or (workers and int(fields[1]) == pid):  # fields[1]: the parent's pid
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


@contextlib.contextmanager
def fresh_schema(url: str | None):
    """A PostgreSQL URL whose tables live in a schema of the run's own, dropped after:
    a run never meets (nor takes over) the tables of an earlier one."""
    if not url or not url.startswith("postgres"):
        yield url
        return
    from sqlalchemy import create_engine, text
    from spelbord.server.store import _with_driver
    schema = f"bench_{os.getpid()}_{int(time.time())}"
    engine = create_engine(_with_driver(url))
    with engine.begin() as db:
        db.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"
    finally:
        with engine.begin() as db:
            db.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        engine.dispose()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_redis() -> tuple[subprocess.Popen, str]:
    """A redis-server of the bench's own, on a free loopback port, writing nothing to disk."""
    if not shutil.which("redis-server"):
        raise SystemExit("--processes needs Redis: apt-get install redis-server, or --redis URL")
    port = free_port()
    process = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL)
    time.sleep(0.5)
    return process, f"redis://127.0.0.1:{port}/0"


def start_server(database: str, board_workers: int | None, redis: str | None = None) -> tuple[subprocess.Popen, int]:
    port = free_port()
    extra = ["--board-workers", str(board_workers)] if board_workers is not None else []
    extra += ["--redis", redis] if redis else []
    # no limits per address: the bench's every table and connection come from one address
    process = subprocess.Popen([sys.executable, "-m", "spelbord", "serve", "--new-tables", "0",
                                "--connections-per-address", "0", "--port", str(port),
                                "--database", database, *extra], stdout=subprocess.PIPE, text=True)
    process.stdout.readline()
    for _ in range(300):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).raise_for_status()
            return process, port
        except httpx.HTTPError:
            time.sleep(0.05)
    raise SystemExit("the server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[10, 100, 500])
    parser.add_argument("--find-knee", action="store_true",
                        help="step the table count up from the first --tables until p99 reaches 100 ms")
    parser.add_argument("--knee-step", type=int, default=50, help="tables added at each step of --find-knee")
    parser.add_argument("--seconds", type=float, default=20, help="measured time per N")
    parser.add_argument("--warmup", type=float, default=3)
    parser.add_argument("--rate", type=float, default=1.0, help="moves per second per table")
    parser.add_argument("--game", default="spionage")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--database", help="a SQLAlchemy URL (default: a fresh SQLite file)")
    parser.add_argument("--board-workers", type=int, help="the server's option (default: its own)")
    parser.add_argument("--port", type=int, help="use the server already running on this port")
    parser.add_argument("--processes", type=int, default=1,
                        help="server processes on one PostgreSQL database, with Redis between them")
    parser.add_argument("--redis", help="the Redis for --processes (default: a redis-server of its own)")
    parser.add_argument("--spread", choices=["plain", "sticky"], default="plain",
                        help="plain: a table's seats connect to the processes in turn; sticky: all to its maker")
    args = parser.parse_args()
    if (args.processes > 1 or args.redis) and not (args.database or "").startswith("postgres"):
        raise SystemExit("--processes and --redis need --database postgresql://...")
    # two sockets per connection (both ends on this machine): lift the file limit
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"machine: {machine()}, {len(os.sched_getaffinity(0))} usable; load average before: {load}")
    print(f"game: {args.game}, {args.players} players, one connection per seat, "
          f"{args.rate:g} move/s per table, {args.seconds:g} s measured after {args.warmup:g} s")
    if args.processes > 1 or args.redis:
        print(f"{args.processes} server processes on {args.database.split('@')[-1]}, Redis between them, "
              f"seats spread {args.spread}")
    print(f"{'tables':>6} {'conns':>6} {'moves':>7} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} "
          f"{'max ms':>7} {'server CPU':>10} {'client CPU':>10} {'server CPU ms/move':>18} {'of it loop':>10} "
          f"{'load':>5}")
    with tempfile.TemporaryDirectory() as folder, fresh_schema(args.database) as database:
        database = database or f"sqlite:///{folder}/bench.db"
        redis_process, redis = None, args.redis
        if args.processes > 1 and not redis:
            redis_process, redis = start_redis()
        processes = []
        if args.port:  # a server already running (for profiling it): no CPU figure
            ports = [args.port]
        else:
            processes = [start_server(database, args.board_workers, redis) for _ in range(args.processes)]
            ports = [port for _, port in processes]
        try:
            knee = None
            for n in counts(args):
                r = asyncio.run(run(ports, n, args, [process.pid for process, _ in processes]))
                note = "".join(f", {r[k]} {k}" for k in ("finished", "lost") if r[k])
                print(f"{r['tables']:>6} {r['connections']:>6} {r['moves']:>7} {r['per_second']:>8.1f} "
                      f"{r['p50'] * 1000:>7.1f} {r['p99'] * 1000:>7.1f} {r['max'] * 1000:>7.1f} "
                      f"{r['server_cpu'] * 100:>9.0f}% {r['client_cpu'] * 100:>9.0f}% {r['cpu_ms']:>18.2f}"
                      f" {r['loop_ms']:>10.2f} {os.getloadavg()[0]:>5.1f}{note}", flush=True)
                if not args.find_knee:
                    continue
                if not met(r, args):
                    break
                knee = r
            if args.find_knee:
                print(knee_line(knee, args), flush=True)
        finally:
            for process, _ in processes:
                process.send_signal(signal.SIGINT)
                process.wait(timeout=30)
            if redis_process is not None:
                redis_process.terminate()
                redis_process.wait(timeout=30)


if __name__ == "__main__":
    main()
