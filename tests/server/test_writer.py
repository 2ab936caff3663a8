"""The store's writer: one thread, the actions that wait committed together, each
table told of its own action's fate only (see spelbord/server/writer.py)."""
import asyncio
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy.exc import IntegrityError

from spelbord.server.store import Store, action_row
from spelbord.server.tables import Tables
from spelbord.server.writer import Writer


@pytest.fixture
def store(database_url):
    store = Store(database_url)
    for name in "abcdef":
        store.create_table({"id": name, "game": "spionage", "players": 2, "options": {}, "seed": 1,
                            "move_seconds": None, "bot_on_timeout": False, "hotseat": False,
                            "status": "running", "outcome": None}, [])
    yield store
    store.close()


def stored(store, table_id):
    return [seq for seq, *_ in store.load(table_id)["actions"]]


def test_the_actions_that_wait_while_a_batch_is_committed_go_in_one_transaction(store, monkeypatch):
    """Group commit: SQLite lets one writer in at a time, so one commit per action from
    several threads made the others sleep in its busy handler; now the actions arriving
    while a commit is under way wait for the next, and share it."""
    batches, threads, release = [], set(), threading.Event()
    real = store.add_actions

    def watched(rows):
        batches.append([row["table_id"] for row in rows])
        threads.add(threading.current_thread().name)
        if len(batches) == 1:
            release.wait(5)  # the first commit is slow: the others arrive meanwhile
        real(rows)
    monkeypatch.setattr(store, "add_actions", watched)

    async def play():
        writer = Writer(store, ThreadPoolExecutor(1))
        first = asyncio.ensure_future(writer.add_action(action_row("a", 0, 0, ["x"])))
        await asyncio.sleep(0.05)
        rest = [asyncio.ensure_future(writer.add_action(action_row(t, 0, 0, ["x"]))) for t in "bcde"]
        await asyncio.sleep(0.05)
        assert not any(task.done() for task in [first, *rest])  # nothing is told before its commit
        release.set()
        await asyncio.gather(first, *rest)
    asyncio.run(play())
    assert batches == [["a"], ["b", "c", "d", "e"]] and len(threads) == 1
    assert all(stored(store, t) == [0] for t in "abcde")


def test_an_action_refused_in_a_batch_fails_alone_and_the_others_are_stored(store, monkeypatch):
    """A place already taken (another server process stored there first) refuses the
    whole transaction: the batch is written again action by action, so only the table
    whose place was taken hears of it."""
    store.add_actions([action_row("c", 0, 1, ["theirs"])])
    release = threading.Event()
    real = store.add_actions

    def slow_first(rows):
        if rows[0]["table_id"] == "a":
            release.wait(5)
        real(rows)
    monkeypatch.setattr(store, "add_actions", slow_first)

    async def play():
        writer = Writer(store, ThreadPoolExecutor(1))
        first = asyncio.ensure_future(writer.add_action(action_row("a", 0, 0, ["x"])))
        await asyncio.sleep(0.05)
        rest = [asyncio.ensure_future(writer.add_action(action_row(t, 0, 0, ["x"]))) for t in "bcd"]
        await asyncio.sleep(0.05)
        release.set()
        return await asyncio.gather(first, *rest, return_exceptions=True)
    results = asyncio.run(play())
    assert results[0] is None and results[1] is None and results[3] is None
    assert isinstance(results[2], IntegrityError)
    assert [stored(store, t) for t in "abcd"] == [[0], [0], [0], [0]]
    assert store.load("c")["actions"][0][2] == ["theirs"]


def test_a_move_whose_connection_closes_while_it_is_stored_is_still_carried_out(database_url, monkeypatch):
    """A connection that falls behind is closed (its reader cancelled) perhaps while its
    move waits for the commit: the move is stored all the same, so the table must play it,
    or the live table would lag behind its record and refuse every later move (its place
    in the record taken) until a restart."""
    import json
    import time

    from spelbord.server.hub import Hub
    from spelbord.server.live import Connection, handle

    store = Store(database_url)
    real = store.add_actions

    def slow(rows):
        time.sleep(0.3)
        real(rows)
    monkeypatch.setattr(store, "add_actions", slow)

    async def play():
        hub = Hub(store, bot_delay=0)
        try:
            table, _ = await hub.create({"game": "spionage", "players": 2, "seats": [{"kind": "human"}] * 2})
            seat = table.state.actors()[0]
            connection = Connection(None, table, hub.boards)
            connection.seats = [seat]
            action = table.game.action_to_json(table.state.legal_actions(seat)[0])
            acting = asyncio.ensure_future(handle(hub, connection, json.dumps(
                {"type": "act", "seat": seat, "action": action, "seq": 0})))
            await asyncio.sleep(0.1)  # the move waits for its commit
            acting.cancel()
            await asyncio.sleep(1.0)
            return table.played, len(table.state.history()), len(store.load(table.id)["actions"])
        finally:
            hub.stop()
    try:
        assert asyncio.run(play()) == (1, 1, 1)
    finally:
        store.close()


def test_the_log_is_copied_into_the_file_beside_the_writer_not_in_its_commits(store, monkeypatch):
    """SQLite copies its write-ahead log into the file (a checkpoint, with syncs to disk)
    in the commit that fills it, so every action of that batch and the next waited for
    the copy: now another thread copies it every CHECKPOINT_EVERY batches, and SQLite's
    own copying is left as a backstop far beyond that."""
    from spelbord.server import writer as module
    from spelbord.server.store import WAL_BACKSTOP_PAGES
    if not store.checkpoints:
        pytest.skip("only SQLite files have a write-ahead log")
    monkeypatch.setattr(module, "CHECKPOINT_EVERY", 3)
    copied = []
    real = store.checkpoint
    monkeypatch.setattr(store, "checkpoint", lambda: copied.append(threading.current_thread().name) or real())

    async def play():
        writer = Writer(store, ThreadPoolExecutor(1, thread_name_prefix="writes"),
                        ThreadPoolExecutor(1, thread_name_prefix="beside"))
        for seq in range(7):  # one batch each
            await writer.add_action(action_row("a", seq, 0, ["x"]))
            await asyncio.sleep(0.1)  # a checkpoint under way is not started twice
    asyncio.run(play())
    assert len(copied) == 2 and all(name.startswith("beside") for name in copied)
    assert stored(store, "a") == list(range(7))
    with store.engine.connect() as db:
        assert db.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == WAL_BACKSTOP_PAGES > 1000


def test_closing_the_tables_lets_the_store_calls_under_way_finish(tmp_path):
    """A store call under way when the server stops ends before the store is closed: it
    holds a connection, and one left working after the server stopped deadlocked
    PostgreSQL's drop of a test's schema."""
    tables = Tables(Store(f"sqlite:///{tmp_path / 'spelbord.db'}"))
    started, finished = threading.Event(), []

    def slow():
        started.set()
        time.sleep(0.3)
        finished.append("done")
    under_way = tables.executor.submit(slow)
    assert started.wait(5)
    tables.close()
    assert finished == ["done"] and under_way.done()
    tables.store.close()
