"""Time per move: a bot moves for a late person (or takes the seat), the rules'
own time limits, and clocks that go on across a restart."""
import time

import pytest

import spelbord

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(120)


def test_a_bot_moves_for_a_late_person_who_keeps_the_seat(client):
    table = new_table(client, move_seconds=1)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        first = socket.hello(tokens(table)[:1])[0]
        assert first["clock"]["seats"] == [0, 1] and 0 < first["clock"]["seconds_left"] <= 1
        later = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    assert [p["kind"] for p in later["players"]] == ["human", "human"]
    live = client.app.state.hub.tables.get(table["id"])
    # the first two public moves complete both seats' choices (a report of several
    # cards is several actions, each one made for the late person)
    state, movers = spelbord.load("spionage").new_game(2, live.seed, live.options), set()
    for seat, action in live.state.history():
        if state.public_moves == 2:
            break
        movers.add(seat)
        state.apply(seat, action)
    assert movers == {0, 1}


def test_with_bot_on_timeout_a_bot_takes_the_seat_and_finishes(client):
    table = new_table(client, move_seconds=1, bot_on_timeout=True)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        end = socket.until(lambda m: m["type"] == "state" and m["outcome"])
    assert [p["kind"] for p in end["players"]] == ["bot", "bot"]
    assert end["clock"] is None
    stored = client.app.state.hub.tables.store.load(table["id"])
    assert [s["bot"] for s in stored["seats"]] == ["heuristic", "heuristic"]
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        socket.act(0, ["pass"])
        assert "bot has taken" in socket.error()


def test_the_rules_time_limit_carries_out_their_timeout_actions(client, monkeypatch):
    state_class = type(spelbord.load("spionage").new_game(2, 1))

    def deadline(self):
        actors = self.actors()
        if not actors:
            return None
        return {"seconds": 1, "on_timeout": [[s, list(self.legal_actions(s)[-1])] for s in actors]}
    monkeypatch.setattr(state_class, "deadline", deadline)
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        first = socket.hello(tokens(table)[:1])[0]
        assert first["clock"] is not None
        socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    live = client.app.state.hub.tables.get(table["id"])
    replay = spelbord.load("spionage").new_game(2, live.seed, live.options)
    for seat, action in live.state.history()[:2]:
        assert action == replay.legal_actions(seat)[-1]
        replay.apply(seat, action)


def test_the_clock_goes_on_across_a_restart(start):
    with start() as client:
        table = new_table(client, move_seconds=600)
        waiting = new_table(client, move_seconds=1)
        deadline = client.app.state.hub.tables.get(table["id"]).deadline_at
    time.sleep(1.2)  # the second table's time runs out while the server is down
    with start() as client:
        assert client.app.state.hub.tables.get(table["id"]).deadline_at == deadline
        with connect(client, table["id"]) as ws:
            clock = Socket(ws).hello(tokens(table)[:1])[0]["clock"]
        assert 590 < clock["seconds_left"] <= deadline - time.time() + 0.5
        with connect(client, waiting["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(waiting)[:1])
            moved = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
        assert moved["seq"] >= 2


def test_a_rules_time_limit_without_timeout_actions_lets_bots_move(client, monkeypatch):
    state_class = type(spelbord.load("spionage").new_game(2, 1))
    monkeypatch.setattr(state_class, "deadline", lambda self: {"seconds": 1} if self.actors() else None)
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        moved = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    assert [p["kind"] for p in moved["players"]] == ["human", "human"]
