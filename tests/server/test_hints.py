"""Hints at a table: to the asking seat only, from its determinization, refused when
they are off, for a spectator or out of turn; the setting is stored."""
import threading

import pytest
from sqlalchemy import create_engine, text

import spelbord.server.hub as hub_module
from spelbord.bots.hints import hint as real_hint

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


def no_hint_until_error(socket: Socket) -> None:
    """Ask for an error and fail if a hint comes before it: the outbox keeps order."""
    socket.send({"type": "dance"})
    message = socket.until(lambda m: m["type"] in ("error", "hint"))
    assert message["type"] == "error", message


def test_a_hint_reaches_only_the_asking_seat(client, monkeypatch):
    given_states = []

    def watched_hint(game, state, seat, seed, lang="en"):
        given_states.append((state, seat, threading.current_thread().name))
        return real_hint(game, state, seat, seed, lang)

    monkeypatch.setattr(hub_module, "hint", watched_hint)
    table = new_table(client)
    one, two = tokens(table)
    with connect(client, table["id"]) as a, connect(client, table["id"]) as b, \
            connect(client, table["id"]) as c:
        first, second, onlooker = Socket(a), Socket(b), Socket(c)
        state = first.hello([one], lang="sv")[0]
        second.hello([two])
        onlooker.hello([])
        assert state["hints"] is True
        first.send({"type": "hint", "seat": 0})
        answer = first.until(lambda m: m["type"] == "hint")
        no_hint_until_error(second)
        no_hint_until_error(onlooker)
    words = {tuple(a["action"]): a["text"] for a in state["actions"]}
    assert answer["seat"] == 0 and answer["seq"] == 0
    assert answer["text"] == words[tuple(answer["action"])]  # in the connection's language
    assert 0.0 <= answer["chance"] <= 1.0
    live = client.app.state.hub.tables.loaded(table["id"]).state
    (seen, seat, thread), = given_states
    assert seat == 0 and seen is not live and seen.view(0) == live.view(0)
    assert thread.startswith("spelbord-bot")  # worked out off the event loop
    assert live.history() == []  # a hint plays nothing


def test_hints_are_refused_when_off_for_a_spectator_and_out_of_turn(client):
    off = new_table(client, hints=False)
    with connect(client, off["id"]) as ws:
        socket = Socket(ws)
        assert socket.hello(tokens(off)[:1])[0]["hints"] is False
        socket.send({"type": "hint", "seat": 0})
        assert "hints are turned off" in socket.error()
    table = new_table(client, game="quo-vadis", players=3)
    with connect(client, table["id"]) as ws, connect(client, table["id"]) as other:
        socket, onlooker = Socket(ws), Socket(other)
        states = socket.hello(tokens(table))
        onlooker.hello([])
        idle = next(s for s in range(3) if s not in states[0]["actors"])
        socket.send({"type": "hint", "seat": idle})
        assert "not your move" in socket.error()
        onlooker.send({"type": "hint", "seat": states[0]["actors"][0]})
        assert "spectator cannot ask for hints" in onlooker.error()
        socket.send({"type": "hint", "seat": 7})
        assert "not one of yours" in socket.error()


def test_the_hints_setting_survives_a_restart_and_a_rematch(start):
    with start() as client:
        table = new_table(client, hints=False)
    with start() as client:
        assert client.get(f"/api/tables/{table['id']}").json()["hints"] is False
        again = client.post(f"/api/tables/{table['id']}/rematch", json={"token": tokens(table)[0]}).json()
        assert client.get(f"/api/tables/{again['id']}").json()["hints"] is False
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table)[:1])
            socket.send({"type": "hint", "seat": 0})
            assert "hints are turned off" in socket.error()


def test_an_older_database_gets_the_hints_column_on_start(start, database_url):
    if not database_url.startswith("sqlite"):
        pytest.skip("the older database is made with SQLite's DROP COLUMN")
    with start() as client:
        table = new_table(client)
    engine = create_engine(database_url)
    with engine.begin() as db:  # as a server before hints left it
        db.execute(text("ALTER TABLE tables DROP COLUMN hints"))
    engine.dispose()
    with start() as client:
        assert client.get(f"/api/tables/{table['id']}").json()["hints"] is True
        assert new_table(client, hints=False)["id"]
