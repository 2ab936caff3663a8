"""Several server processes on one PostgreSQL database, passing each other the
tables' requests and changes through Redis (docs/operations.md).

The tests start PostgreSQL (or use ``SPELBORD_TEST_POSTGRES``), Redis and two
``spelbord serve --redis`` processes on loopback ports, and play over real
WebSockets: the players of one table connected to different processes; then the
process that owns a table is killed (SIGKILL) in the middle of the game, and the
game goes on from the other with nothing lost.
"""
import asyncio
import json
import random
import signal
import subprocess
import sys
import time
import uuid

import httpx
import pytest
import websockets
from sqlalchemy import create_engine, text

import spelbord
from spelbord.server.store import Store, _with_driver
from tests.running import run
from tests.server.services import Postgres, Redis, free_port

pytestmark = pytest.mark.timeout(120)

#: short leases so that a table whose process died moves on within seconds
LEASE = 2.0


@pytest.fixture(scope="module")
def redis_url():
    redis = Redis()
    yield redis.url
    redis.stop()


@pytest.fixture(scope="module")
def postgres_url():
    postgres = Postgres()
    yield postgres.url
    postgres.stop()


@pytest.fixture
def database(postgres_url):
    """A schema of its own for each test."""
    schema = "cluster_" + uuid.uuid4().hex[:12]
    engine = create_engine(_with_driver(postgres_url))
    with engine.begin() as db:
        db.execute(text(f"CREATE SCHEMA {schema}"))
    separator = "&" if "?" in postgres_url else "?"
    yield f"{postgres_url}{separator}options=-csearch_path%3D{schema}"
    with engine.begin() as db:
        db.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    engine.dispose()


class Server:
    """``spelbord serve --redis`` in a process of its own."""

    def __init__(self, database: str, redis_url: str):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "spelbord", "serve", "--port", str(self.port), "--database", database,
             "--redis", redis_url, "--lease-seconds", str(LEASE), "--bot-delay", "0.02",
             "--new-tables", "0", "--connections-per-address", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        banner = self.process.stdout.readline()
        assert f":{self.port}/" in banner, banner + self.process.stdout.read()
        for _ in range(300):
            try:
                httpx.get(self.url + "/api/games", timeout=1).raise_for_status()
                return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise AssertionError("the server did not answer")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.process.stdout.close()


@pytest.fixture
def servers(database, redis_url):
    started = []

    def start():
        started.append(Server(database, redis_url))
        return started[-1]
    yield start
    for server in started:
        server.kill()


async def eventually(test, seconds: float = 30.0, what: str = "") -> None:
    until = time.monotonic() + seconds
    while not test():
        if time.monotonic() > until:
            raise AssertionError(f"not within {seconds:g} s: {what}")
        await asyncio.sleep(0.005)


class Client:
    """One WebSocket to a table at one server process, read by a task of its own."""

    def __init__(self, server: Server, table_id: str, tokens: list[str]):
        self.server, self.table_id, self.tokens = server, table_id, tokens
        self.latest: dict = {}
        self.errors: list[str] = []
        self.rematches: list[dict] = []
        self.players: list[dict] = []

    async def open(self) -> "Client":
        self.ws = await websockets.connect(f"ws://127.0.0.1:{self.server.port}/ws/tables/{self.table_id}",
                                           max_size=2**24)
        await self.ws.send(json.dumps({"type": "hello", "tokens": self.tokens, "lang": "en"}))
        self.reader = asyncio.create_task(self._read())
        await eventually(lambda: len(self.latest) == max(1, len(self.tokens)), what="the first states")
        return self

    async def _read(self) -> None:
        try:
            async for text in self.ws:
                message = json.loads(text)
                if message["type"] == "state":
                    self.latest[message["seat"]] = message
                    self.players = message["players"]
                elif message["type"] == "presence":
                    self.players = message["players"]
                elif message["type"] == "error":
                    self.errors.append(message["message"])
                elif message["type"] == "rematch":
                    self.rematches.append(message)
        except websockets.ConnectionClosed:
            pass

    def seq(self) -> int:
        return max(m["seq"] for m in self.latest.values())

    async def send(self, message: dict) -> None:
        await self.ws.send(json.dumps(message))

    async def close(self) -> None:
        await self.ws.close()
        self.reader.cancel()


async def play(players: dict, watchers: list, rng, moves: int | None = None) -> list:
    """Play random legal actions for the people's seats (``players``: seat -> its
    client) until ``moves`` are acknowledged or the game ends; after each, every
    client (``watchers`` too) must receive the new state. A person acts only when
    no bot is to act, so nothing but their action can change the state meanwhile.
    Returns the acknowledged (seq, picks, seat, action)."""
    acknowledged = []
    everyone = list(players.values()) + watchers
    while moves is None or len(acknowledged) < moves:
        current = max((client.latest[seat] for seat, client in players.items()), key=lambda m: m["seq"])
        if current["outcome"]:
            break
        if not current["actors"] or any(seat not in players for seat in current["actors"]):
            await asyncio.sleep(0.005)  # a bot's move (or the state of a seat not yet here)
            continue
        seat = current["actors"][0]
        client = players[seat]
        mine = client.latest[seat]
        if mine["seq"] != current["seq"] or seat not in mine["actors"]:
            await asyncio.sleep(0.005)
            continue
        action = rng.choice(mine["actions"])["action"]
        errors = len(client.errors)
        await client.send({"type": "act", "seat": seat, "action": action, "seq": mine["seq"], "picks": mine["picks"]})
        await eventually(lambda: (client.latest[seat]["seq"], client.latest[seat]["picks"])
                         != (mine["seq"], mine["picks"]) or len(client.errors) > errors, what="an answer")
        if len(client.errors) > errors:  # e.g. no answer while the table changed hands: try again
            continue
        acknowledged.append((mine["seq"], mine["picks"], seat, action))
        if client.latest[seat]["picks"] == 0:  # a public move: every client hears of it
            target = client.latest[seat]["seq"]
            await eventually(lambda: all(c.seq() >= target for c in everyone), what=f"move {target} everywhere")
    return acknowledged


def check_record(record: dict, acknowledged: list) -> None:
    """Every acknowledged action is in the record, in order, sent from the
    counters the engine has there (bots' actions come between)."""
    state = spelbord.replay({**record, "actions": []})
    waiting = list(acknowledged)
    for seat, action in record["actions"]:
        if waiting and (seat, action) == tuple(waiting[0][2:]) \
                and (state.public_moves, state.secret_progress(seat)) == waiting[0][:2]:
            waiting.pop(0)
        state.apply(seat, state.game.action_from_json(action))
    assert not waiting, f"acknowledged but not in the record: {waiting[:3]}"
    assert state.is_over()


def new_table(server: Server) -> dict:
    response = httpx.post(server.url + "/api/tables", json={
        "game": "spionage", "players": 3,
        "seats": [{"kind": "human", "name": "Ada"}, {"kind": "human", "name": "Bo"}, {"kind": "bot"}]})
    assert response.status_code == 200, response.text
    return response.json()


def test_players_at_different_processes_play_to_the_end_and_see_every_update(servers):
    a, b = servers(), servers()
    created = new_table(a)  # a owns it
    tokens = [s.get("token") for s in created["seats"]]

    async def scenario():
        first = await Client(a, created["id"], [tokens[0]]).open()
        second = await Client(b, created["id"], [tokens[1]]).open()
        watchers = [await Client(a, created["id"], []).open(), await Client(b, created["id"], []).open()]
        # presence crosses processes: a's spectator sees Bo, who is connected to b
        await eventually(lambda: watchers[0].players[1]["connected"] and watchers[1].players[0]["connected"],
                         what="presence at both processes")
        await second.send({"type": "chat", "seat": 1, "text": "hej från b"})
        await eventually(lambda: any(line["text"] == "hej från b" for line in first.latest[0]["chat"]),
                         what="b's chat line at a")
        acknowledged = await play({0: first, 1: second}, watchers, random.Random(5))
        final = first.latest[0]
        for client in [second] + watchers:
            await eventually(lambda: client.seq() == final["seq"] and all(m["outcome"] for m in client.latest.values()),
                             what="the end everywhere")
        assert watchers[1].latest[None]["view"] == watchers[0].latest[None]["view"]
        # a rematch asked for at b is made once, by the table's owner; each player gets their own link
        asked = httpx.post(f"{b.url}/api/tables/{created['id']}/rematch", json={"token": tokens[1]}).json()
        await eventually(lambda: first.rematches, what="the rematch link at a")
        assert first.rematches[0]["id"] == asked["id"]
        assert [s.get("token") for s in asked["seats"]][0] is None
        assert [s.get("token") for s in first.rematches[0]["seats"]][1] is None
        again = httpx.post(f"{a.url}/api/tables/{created['id']}/rematch", json={"token": tokens[0]}).json()
        assert again["id"] == asked["id"]
        for client in [first, second] + watchers:
            await client.close()
        return acknowledged

    acknowledged = run(scenario())
    record = httpx.get(f"{b.url}/api/tables/{created['id']}/record").json()
    assert record == httpx.get(f"{a.url}/api/tables/{created['id']}/record").json()
    check_record(record, acknowledged)
    assert {seat for _, _, seat, _ in acknowledged} == {0, 1}
    # the replay is the same at either process, also at b, which never owned the table
    steps = len(record["actions"])
    for step in (0, 1, steps // 2, steps):
        for view in ("0", "spectator", "all"):
            at = [httpx.get(f"{server.url}/api/tables/{created['id']}/replay", params={"step": step, "view": view})
                  for server in (a, b)]
            assert [answer.status_code for answer in at] == [200, 200], at[1].text
            assert at[0].json() == at[1].json()
            assert at[1].json()["step"] == step and at[1].json()["steps"] == steps


def test_the_game_goes_on_when_the_process_owning_the_table_is_killed(servers):
    a, b = servers(), servers()
    created = new_table(a)  # a owns it
    tokens = [s.get("token") for s in created["seats"]]
    rng = random.Random(8)

    async def scenario():
        first = await Client(a, created["id"], [tokens[0]]).open()
        second = await Client(b, created["id"], [tokens[1]]).open()
        watcher = await Client(b, created["id"], []).open()
        before = await play({0: first, 1: second}, [watcher], rng, moves=12)
        a.kill()
        # the person at a reconnects to b; b takes the table when a's lease runs out
        first = await Client(b, created["id"], [tokens[0]]).open()
        after = await play({0: first, 1: second}, [watcher], rng)
        for client in (first, second, watcher):
            await client.close()
        return before, after

    before, after = run(scenario())
    summary = httpx.get(f"{b.url}/api/tables/{created['id']}").json()
    assert summary["status"] == "finished"
    record = httpx.get(f"{b.url}/api/tables/{created['id']}/record").json()
    check_record(record, before + after)
    assert len(before) == 12 and after


def test_the_processes_follow_their_tables_again_after_redis_was_away(database):
    """Pub/sub loses what is published while Redis is away: once it is back, each
    process listens again and reads its copies anew, and later moves reach it."""
    redis = Redis()
    a, b = Server(database, redis.url), Server(database, redis.url)
    try:
        created = new_table(a)
        tokens = [s.get("token") for s in created["seats"]]

        async def scenario():
            first = await Client(a, created["id"], [tokens[0]]).open()
            watcher = await Client(b, created["id"], []).open()
            redis.stop()
            await asyncio.sleep(1)
            redis.start()
            await asyncio.sleep(LEASE)  # the listener reconnects, a beat reads the copies again
            start = first.seq()
            while first.seq() == start:  # a public move (a partial pick would tell b nothing)
                await eventually(lambda: 0 in first.latest[0]["actors"], what="seat 0 to move")
                state = first.latest[0]
                await first.send({"type": "act", "seat": 0, "action": state["actions"][0]["action"],
                                  "seq": state["seq"], "picks": state["picks"]})
                await eventually(lambda: (first.latest[0]["seq"], first.latest[0]["picks"])
                                 != (state["seq"], state["picks"]), what="the move at a")
            await eventually(lambda: watcher.seq() == first.seq(), seconds=10, what="the move at b")
            for client in (first, watcher):
                await client.close()
        run(scenario())
    finally:
        a.kill()
        b.kill()
        redis.stop()


def test_a_lease_is_held_by_one_process_until_it_expires(database):
    store = Store(database)
    try:
        store.create_table({"id": "t1", "game": "spionage", "players": 2, "options": {}, "seed": 1,
                            "move_seconds": None, "bot_on_timeout": False, "hotseat": False, "hints": True,
                            "practice": False, "status": "running", "outcome": None}, [], lease=("a", 60))
        assert store.lease_of("t1")[0] == "a"
        assert not store.take_lease("t1", "b", 60)  # a holds it
        assert store.take_lease("t1", "a", 60)  # renewing one's own
        assert store.renew_leases("a", -1) == {"t1"}  # now expired
        assert store.claim_leases("b", 60, 10) == ["t1"]  # the running table nobody holds
        assert store.renew_leases("a", 60) == set()  # a learns it lost it
        assert not store.take_lease("t1", "a", 60)
        store.drop_leases("b")
        assert store.lease_of("t1") is None
        store.update_table("t1", status="finished")
        assert store.claim_leases("a", 60, 10) == []  # a finished table is nobody's business
    finally:
        store.close()


def test_a_process_that_lost_its_lease_unknowingly_cannot_fork_the_game(tmp_path):
    """The actions' key (table, seq) is the fence: two processes that both believe
    they own a table (one paused past its lease) cannot store two different
    actions at one place; the late one changes nothing, then reads the table again."""
    from spelbord.server.tables import Conflict, Tables

    async def scenario():
        url = f"sqlite:///{tmp_path / 'shared.db'}"
        first, second = Tables(Store(url)), Tables(Store(url))
        table, _ = await first.create({"game": "spionage", "players": 2, "options": {"variant": "confrontation"}})
        copy = await second.get(table.id)
        seat = table.state.actors()[0]
        legal = table.state.legal_actions(seat)
        await first.act(table, seat, table.game.action_to_json(legal[0]))
        view_before = copy.state.view(None)
        with pytest.raises(Conflict):
            await second.act(copy, seat, copy.game.action_to_json(legal[-1]))
        assert copy.played == 0 and copy.state.view(None) == view_before
        await second.refresh(copy)
        assert copy.played == 1 and copy.state.view(None) == table.state.view(None)
        for tables in (first, second):
            tables.close()
            tables.store.close()
    run(scenario())
