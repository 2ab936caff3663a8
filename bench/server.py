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

``--stages`` has the server note each move's stages (``SPELBORD_STAGE_TIMINGS=1``,
see spelbord/server/stages.py) and prints, per N, the percentiles of each stretch of
a move's way: from the client's send to the server's read, to the store's writer,
the commit, carrying it out, publishing, building the messages, the boards, the
sends, and from the last send until every connection of the table had handled its
state (the client's own share, with its event loop's lag beside it).
``--client-processes K`` spreads the tables over K client processes (2 unless told), so
that the bench's decoding does not queue behind itself: with one process decoding every
seat's messages, the client is the bottleneck at 500 tables (docs/performance.md).

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
import bisect
import contextlib
import json
import multiprocessing
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
                moves: list, rng: random.Random, counts: dict) -> None:
    """Play a move every ``period`` seconds until ``until`` (or the game's end); each
    move measured is noted in ``moves`` as (table, sent, every connection had it)."""
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
            moves.append((table.id, sent, time.perf_counter()))
        await asyncio.sleep(max(0.0, period - (time.perf_counter() - tick)))


async def watch_lag(lags: list) -> None:
    """The client's own event loop's lag: how late a 5 ms sleep wakes (its decoding holds it)."""
    while True:
        began = time.perf_counter()
        await asyncio.sleep(0.005)
        lags.append(time.perf_counter() - began - 0.005)


async def client_part(ports: list[int], numbers: list[int], n: int, args, ready) -> dict:
    """The tables ``numbers`` (of ``n``): made, joined, then played once ``ready()``
    returns (every client process has its tables joined), for the run's window."""
    rng = random.Random(n * 1000 + (numbers[0] if numbers else 0))
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
        tables = await asyncio.gather(*(create(number) for number in numbers))

    async def join(number: int, table: Table, index: int):
        port = ports[(number + (index if args.spread == "plain" else 0)) % len(ports)]
        async with limit:
            ws = await websockets.connect(f"ws://127.0.0.1:{port}/ws/tables/{table.id}",
                                          max_size=2**24, open_timeout=60)
            await ws.send(json.dumps({"type": "hello", "tokens": [table.tokens[index]], "lang": "en"}))
            table.sockets[index] = ws
    for table in tables:
        table.sockets = [None] * args.players
    await asyncio.gather(*(join(number, t, i) for number, t in zip(numbers, tables) for i in range(args.players)))
    listeners = [asyncio.create_task(listen(t, i, t.sockets[i])) for t in tables for i in range(args.players)]
    while not all(all(m is not None for m in t.latest) for t in tables):
        await asyncio.sleep(0.05)
    await asyncio.to_thread(ready)

    moves: list[tuple] = []
    lags: list[float] = []
    counts = {"finished": 0, "lost": 0, "all": 0}
    start = time.perf_counter()
    measure_from = start + args.warmup
    until = measure_from + args.seconds
    own_before = own_cpu()
    lag_watch = asyncio.create_task(watch_lag(lags))
    await asyncio.gather(*(drive(t, 1 / args.rate, until, measure_from, moves, rng, counts) for t in tables))
    own = own_cpu() - own_before
    lag_watch.cancel()
    for task in listeners:
        task.cancel()
    await asyncio.gather(*(ws.close() for t in tables for ws in t.sockets), return_exceptions=True)
    return {"moves": moves, "lags": lags, "counts": counts, "own_cpu": own}


def _client_process(ports, numbers, n, args, barrier, results) -> None:
    results.put(asyncio.run(client_part(ports, numbers, n, args, barrier.wait)))


def run(ports: list[int], n: int, args, server_pids: list[int]) -> dict:
    """N tables played by ``--client-processes`` processes (each a share of the tables)."""
    before = {}

    def measuring() -> None:  # every client is ready: the server's CPU is counted from here
        if args.stages:
            stage_timings(ports)  # forget the moves of the tables joining
        before.update(began=time.perf_counter(), cpu=sum(server_cpu(pid) for pid in server_pids),
                      loop=sum(server_cpu(pid, workers=False) for pid in server_pids))

    if args.client_processes == 1:
        parts = [asyncio.run(client_part(ports, list(range(n)), n, args, measuring))]
    else:
        context = multiprocessing.get_context("fork")
        barrier, results = context.Barrier(args.client_processes + 1), context.Queue()
        children = [context.Process(target=_client_process, daemon=True,
                                    args=(ports, list(range(n))[k::args.client_processes], n, args, barrier, results))
                    for k in range(args.client_processes)]
        for child in children:
            child.start()
        barrier.wait()
        measuring()
        parts = [results.get() for _ in children]
        for child in children:
            child.join()
    return summarize(parts, n, args, ports, server_pids, before)


def summarize(parts: list[dict], n: int, args, ports: list[int], server_pids, before: dict) -> dict:
    window = time.perf_counter() - before["began"]  # the server's CPU is counted over all of it
    moves = [move for part in parts for move in part["moves"]]
    latencies = sorted(done - sent for _, sent, done in moves)
    counts = {key: sum(part["counts"][key] for part in parts) for key in ("finished", "lost", "all")}
    cpu = (sum(server_cpu(pid) for pid in server_pids) - before["cpu"]) / window if server_pids else float("nan")
    loop = (sum(server_cpu(pid, workers=False) for pid in server_pids) - before["loop"]) / window \
        if server_pids else float("nan")
    result = {"tables": n, "connections": n * args.players, "moves": len(latencies),
              "per_second": len(latencies) / args.seconds,
              "p50": percentile(latencies, 50), "p99": percentile(latencies, 99),
              "max": latencies[-1] if latencies else float("nan"),
              "server_cpu": cpu, "client_cpu": sum(part["own_cpu"] for part in parts) / window,
              # CPU per move, which the other processes on a busy machine change far less than latency
              "cpu_ms": cpu * window / max(1, counts["all"]) * 1000,
              # the server processes' own share (the event loop), without their board workers
              "loop_ms": loop * window / max(1, counts["all"]) * 1000, **counts}
    if args.stages:
        result["stages"] = stage_lines(moves, stage_timings(ports), [lag for part in parts for lag in part["lags"]])
    return result


def stage_timings(ports: list[int]) -> list[list]:
    """The server's records of the moves since the last call (``SPELBORD_STAGE_TIMINGS``)."""
    return [move for port in ports
            for move in httpx.get(f"http://127.0.0.1:{port}/api/stage-timings", timeout=60).json()["moves"]]


#: the stretches of a move's way, between the server's stages (spelbord/server/stages.py)
#: and the client's own moments: sent, and every connection of the table had the new state
STRETCHES = (("to server", "client sent", "arrival"), ("to writer", "arrival", "queued"),
             ("commit", "queued", "committed"), ("apply", "committed", "applied"),
             ("publish", "applied", "published"), ("build", "published", "built"),
             ("boards", "built", "boards"), ("send", "boards", "sent"), ("to client", "sent", "client done"))


def stage_lines(moves: list[tuple], records: list[list], lags: list[float]) -> list[str]:
    """Percentiles of each stretch of the moves measured, each matched to the server's
    record of the same table that arrived first after the client sent it (one clock: the
    system's monotonic one), and of the client's event-loop lag."""
    by_table: dict[str, list] = {}
    for record in records:
        if record[1] is not None:
            by_table.setdefault(record[0], []).append(record[1:])
    for found in by_table.values():
        found.sort()
    names = ("arrival", "queued", "committed", "applied", "published", "built", "boards", "sent")
    stretches: dict[str, list[float]] = {name: [] for name, _, _ in STRETCHES}
    matched = 0
    for table_id, sent, done in moves:
        found = by_table.get(table_id, [])
        at = bisect.bisect_left(found, [sent])
        if at == len(found):
            continue
        moments = {"client sent": sent, "client done": done, **dict(zip(names, found[at]))}
        matched += 1
        for name, first, last in STRETCHES:
            if moments[first] is not None and moments[last] is not None:
                stretches[name].append(moments[last] - moments[first])
    lines = [f"  {'stretch':<10} {'p50':>7} {'p90':>7} {'p99':>7} {'max':>7}  ms, {matched} of {len(moves)} moves"]
    for name, values in stretches.items():
        values.sort()
        lines.append(f"  {name:<10} " + " ".join(f"{percentile(values, p) * 1000:>7.1f}" for p in (50, 90, 99))
                     + f" {(values[-1] if values else float('nan')) * 1000:>7.1f}")
    lags.sort()
    lines.append(f"  {'client lag':<10} " + " ".join(f"{percentile(lags, p) * 1000:>7.1f}" for p in (50, 90, 99))
                 + f" {(lags[-1] if lags else float('nan')) * 1000:>7.1f}  (the client's event loop, late wakes)")
    return lines


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


def start_server(database: str, board_workers: int | None, redis: str | None = None,
                 stages: bool = False) -> tuple[subprocess.Popen, int]:
    port = free_port()
    env = {**os.environ, **({"SPELBORD_STAGE_TIMINGS": "1"} if stages else {})}
    extra = ["--board-workers", str(board_workers)] if board_workers is not None else []
    extra += ["--redis", redis] if redis else []
    # no limits per address: the bench's every table and connection come from one address
    process = subprocess.Popen([sys.executable, "-m", "spelbord", "serve", "--new-tables", "0",
                                "--connections-per-address", "0", "--port", str(port),
                                "--database", database, *extra], stdout=subprocess.PIPE, text=True, env=env)
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
    parser.add_argument("--client-processes", type=int, default=2,
                        help="processes the bench's clients are spread over (each a share of the tables)")
    parser.add_argument("--stages", action="store_true",
                        help="the server notes each move's stages (SPELBORD_STAGE_TIMINGS=1); print percentiles")
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
            processes = [start_server(database, args.board_workers, redis, args.stages)
                         for _ in range(args.processes)]
            ports = [port for _, port in processes]
        try:
            knee = None
            for n in counts(args):
                r = run(ports, n, args, [process.pid for process, _ in processes])
                note = "".join(f", {r[k]} {k}" for k in ("finished", "lost") if r[k])
                print(f"{r['tables']:>6} {r['connections']:>6} {r['moves']:>7} {r['per_second']:>8.1f} "
                      f"{r['p50'] * 1000:>7.1f} {r['p99'] * 1000:>7.1f} {r['max'] * 1000:>7.1f} "
                      f"{r['server_cpu'] * 100:>9.0f}% {r['client_cpu'] * 100:>9.0f}% {r['cpu_ms']:>18.2f}"
                      f" {r['loop_ms']:>10.2f} {os.getloadavg()[0]:>5.1f}{note}", flush=True)
                for line in r.get("stages", []):
                    print(line, flush=True)
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
