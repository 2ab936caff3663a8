"""Auto-pass: a person's setting to pass whenever they are asked in a response
window and hold nothing playable, carried out by the hub after a random pause."""
import time

import pytest

from spelbord.engine import registry
from tests.engine.objection import GAME as OBJECTION

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def objection(monkeypatch):
    real_load = registry.load
    monkeypatch.setattr(registry, "load", lambda name: OBJECTION if name == "objection" else real_load(name))


def wait_for(test, seconds=5.0):
    end = time.time() + seconds
    while not test():
        assert time.time() < end, "it did not happen in time"
        time.sleep(0.01)


def test_a_seat_with_auto_pass_passes_only_when_it_holds_nothing_playable(objection, start):
    with start() as client:
        hub = client.app.state.hub
        hub.auto_pass_delay = (0.0, 0.05)
        table = new_table(client, "objection", 3, seed=1)  # hands 1 8 12 / 6 7 9 / 4 5 11
        live = hub.tables.loaded(table["id"])
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table))
            for seat in (1, 2):
                socket.send({"type": "auto_pass", "seat": seat, "on": True})
            socket.until(lambda m: m["type"] == "state" and m["seat"] == 2 and m["auto_pass"])
            assert socket.latest[0]["auto_pass"] is False
            socket.act(0, ["play", 12], seq=0, picks=0)
            # nobody can beat the 12: both are asked, and both pass by themselves
            wait_for(lambda: live.state.actors() == [1] and live.state.window is None)
            assert live.state.history() == [(0, ("play", 12)), (1, ("pass",)), (2, ("pass",))]
            socket.act(1, ["play", 6], seq=live.seq, picks=0)
            wait_for(lambda: live.state.actors() == [2])
            time.sleep(0.3)  # seat 2 holds the 11: it is asked, and it is up to its person
            assert live.state.actors() == [2] and len(live.state.history()) == 4
            socket.send({"type": "auto_pass", "seat": 2, "on": "yes"})
            assert "true or false" in socket.error()
    with start() as client:  # the setting is stored
        live = client.app.state.hub.tables.loaded(table["id"])
        assert [seat.auto_pass for seat in live.seats] == [False, True, True]


def test_auto_pass_is_refused_where_seats_share_one_screen(objection, client):
    """At a hot-seat table the cover that comes up for a seat, or does not, would
    show the others who held something playable: auto-pass is not offered."""
    table = new_table(client, "objection", 3, seed=1, hotseat=True)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        states = socket.hello(tokens(table))
        assert all(state["hotseat"] for state in states.values())
        socket.send({"type": "auto_pass", "seat": 1, "on": True})
        assert "share one screen" in socket.error()
    assert not client.app.state.hub.tables.loaded(table["id"]).seats[1].auto_pass


def test_auto_pass_waits_a_random_pause_from_the_hubs_own_generator(objection, client):
    hub = client.app.state.hub
    pauses = []

    class Recorder:
        def uniform(self, low, high):
            pauses.append((low, high))
            return 0.0

    hub.auto_pass_rng = Recorder()
    table = new_table(client, "objection", 2, seed=3)
    live = hub.tables.loaded(table["id"])
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table))
        socket.send({"type": "auto_pass", "seat": 1, "on": True})
        socket.until(lambda m: m["type"] == "state" and m["seat"] == 1 and m["auto_pass"])
        top = max(live.state.hands[0])
        assert top > max(live.state.hands[1])
        socket.act(0, ["play", top], seq=0, picks=0)
        wait_for(lambda: live.state.history()[-1:] == [(1, ("pass",))])
    assert pauses == [(0.6, 2.5)]


def test_a_database_from_before_auto_pass_gets_the_column(tmp_path):
    from sqlalchemy import create_engine, inspect, text

    from spelbord.server.store import Store
    url = f"sqlite:///{tmp_path / 'old.db'}"
    old = create_engine(url)
    with old.begin() as db:
        db.execute(text("CREATE TABLE seats (table_id VARCHAR(32), seat INTEGER, kind VARCHAR(8), "
                        "bot VARCHAR(32), name VARCHAR(64), token_hash VARCHAR(64), PRIMARY KEY (table_id, seat))"))
        db.execute(text("INSERT INTO seats VALUES ('t', 0, 'human', NULL, NULL, 'h')"))
    old.dispose()
    store = Store(url)
    assert "auto_pass" in {c["name"] for c in inspect(store.engine).get_columns("seats")}
    assert store.seats_of(["h"]) == [{"table_id": "t", "seat": 0, "token_hash": "h"}]
    with store.engine.connect() as db:
        assert db.execute(text("SELECT auto_pass FROM seats")).scalar() in (0, False)
    store.close()
