"""Undo over the protocol: a person takes back their own last step where the engine
allows it (issue 16: "never across another player's action, a reveal or a random
draw"); the undo is stored and survives a restart; bad requests change nothing."""
import pytest

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(120)


def first_legal(state_message) -> list:
    return state_message["actions"][0]["action"]


def test_a_secret_pick_is_taken_back_before_the_others_choose_and_the_undo_survives_a_restart(start):
    with start() as client:
        table = new_table(client, "spionage", 2, seed=3)
        live = client.app.state.hub.tables.loaded(table["id"])
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            states = socket.hello(tokens(table))
            assert states[0]["can_undo"] is False and states[1]["can_undo"] is False
            assert live.state.secret is not None and live.state.actors() == [0, 1]
            socket.act(0, first_legal(states[0]))
            mine = socket.until(lambda m: m["type"] == "state" and m["seat"] == 0 and m["seq"] == 1)
            other = socket.until(lambda m: m["type"] == "state" and m["seat"] == 1 and m["seq"] == 1)
            assert mine["can_undo"] is True and other["can_undo"] is False
            # only one's own step: seat 1 has nothing to take back
            socket.send({"type": "undo", "seat": 1})
            assert "nothing to undo" in socket.error()
            assert len(live.state.history()) == 1
            socket.send({"type": "undo", "seat": 0})
            back = socket.until(lambda m: m["type"] == "state" and m["seat"] == 1 and m["seq"] == 0)
            assert back["secret"]["chosen"] == [] and live.state.history() == []
            assert live.played == 2  # the action, then its undo record
            socket.act(0, states[0]["actions"][-1]["action"], seq=0)
            socket.until(lambda m: m["type"] == "state" and m["seat"] == 0 and m["seq"] == 1)
        history = live.state.history()
        view = live.state.view(0)
    with start() as client:  # the store replays the undo at its place
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table))
            again = client.app.state.hub.tables.loaded(table["id"])
            assert again.state.history() == history and again.state.view(0) == view
            assert socket.latest[0]["can_undo"] is True


def test_no_undo_after_the_step_that_reveals_the_choices_nor_for_a_spectator_or_another_seat(start):
    with start() as client:
        table = new_table(client, "spionage", 2, seed=3)
        live = client.app.state.hub.tables.loaded(table["id"])
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            states = socket.hello(tokens(table))
            socket.act(0, first_legal(states[0]))
            socket.until(lambda m: m["type"] == "state" and m["seat"] == 1 and m["seq"] == 1)
            socket.act(1, first_legal(states[1]))  # completes the step: both choices are shown
            last = socket.until(lambda m: m["type"] == "state" and m["seat"] == 1 and m["seq"] == 2)
            assert last["can_undo"] is False
            history = live.state.history()
            socket.send({"type": "undo", "seat": 1})
            assert "nothing to undo" in socket.error()
            socket.send({"type": "undo", "seat": 7})
            assert "not one of yours" in socket.error()
            assert live.state.history() == history
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello([])
            socket.send({"type": "undo", "seat": 0})
            assert "spectator" in socket.error()
