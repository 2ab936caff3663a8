"""Replays of finished tables (issue 16: "a finished game can be stepped through in the
browser, move by move, from any seat's view or all at once"): GET /api/tables/{id}/replay."""
import random

import pytest

import spelbord
from spelbord.engine import visible_events
from spelbord.engine.identity import seat_names
from spelbord.server.replays import Walker
from spelbord.terminal.words import describe_event

from .helpers import Socket, connect, new_table

pytestmark = pytest.mark.timeout(300)


def finished_table(client, seed=5) -> str:
    seats = [{"kind": "bot", "bot": "random", "name": name} for name in ("Ada", "Bo")]
    table = new_table(client, seats=seats, seed=seed)
    with connect(client, table["id"]) as ws:
        Socket(ws).hello([])
        Socket(ws).until(lambda m: m["type"] == "state" and m["outcome"])
    return table["id"]


def engine_states(client, table_id):
    """The engine's own replay of the table's record: the state after each number of actions."""
    record = client.get(f"/api/tables/{table_id}/record").json()
    game = spelbord.load(record["game"])
    state = game.new_game(record["players"], record["seed"], record["options"])
    states, events = [state.clone()], [[]]
    for seat, action in record["actions"]:
        events.append(state.apply(seat, game.action_from_json(action)))
        states.append(state.clone())
    return game, states, events


def test_every_step_in_any_order_is_the_engine_state_from_each_view(client):
    table_id = finished_table(client)
    game, states, events = engine_states(client, table_id)
    names = ["Ada (MI6)", "Bo (KGB)"]
    steps = list(range(len(states)))
    random.Random(1).shuffle(steps)  # back and forth: from the walker's copies, never a wrong one
    for step in steps:
        state = states[step]
        both = client.get(f"/api/tables/{table_id}/replay", params={"step": step, "view": "all"}).json()
        assert both["step"] == step and both["steps"] == len(states) - 1 and both["view"] == "all"
        assert [b["seat"] for b in both["boards"]] == [0, 1]
        assert [b["svg"] for b in both["boards"]] == [game.board_svg(state.view(s), "en", []) for s in (0, 1)]
        assert both["actors"] == state.actors()
        with seat_names(["Ada", "Bo"]):
            every = [describe_event(game, {k: v for k, v in e.items() if k != "to"}, names, "en")
                     for e in events[step]]
        assert both["lines"] == every
        assert both["mover"] == (None if step == 0 else states[step].history()[-1][0])
    # one seat, and the spectators, see only what they saw at the table
    for step in steps[:40]:
        state = states[step]
        for view, seat in (("1", 1), ("spectator", None)):
            seen = client.get(f"/api/tables/{table_id}/replay", params={"step": step, "view": view}).json()
            assert seen["view"] == (seat if seat is not None else "spectator")
            assert [b["svg"] for b in seen["boards"]] == [game.board_svg(state.view(seat), "en", [])]
            with seat_names(["Ada", "Bo"]):
                assert seen["lines"] == [describe_event(game, e, names, "en", seat)
                                         for e in visible_events(events[step], seat)]
                # beside it, the log before the step as this view saw it: the last lines, oldest first
                before = [{"step": k, "text": describe_event(game, e, names, "en", seat)}
                          for k in range(1, step) for e in visible_events(events[k], seat)]
                assert seen["earlier"] == before[-30:]


def test_the_last_step_has_the_result_in_the_chosen_language(client):
    table_id = finished_table(client)
    summary = client.get(f"/api/tables/{table_id}").json()
    steps = client.get(f"/api/tables/{table_id}/replay").json()["steps"]
    assert client.get(f"/api/tables/{table_id}/replay", params={"step": steps - 1}).json()["outcome"] is None
    last = client.get(f"/api/tables/{table_id}/replay", params={"step": steps, "lang": "sv"}).json()
    assert last["outcome"]["winners"] == summary["outcome"]["winners"]
    assert last["outcome"]["text"].startswith("Vinnare: ")
    assert [(p["name"], p["label"]) for p in last["players"]] == [("Ada", "MI6"), ("Bo", "KGB")]


def test_a_running_table_is_not_replayed_since_its_replay_would_show_hidden_cards(client):
    table = new_table(client)
    answer = client.get(f"/api/tables/{table['id']}/replay", params={"view": "0"})
    assert answer.status_code == 409
    assert answer.json()["detail"] == "a game is replayed once it is over: its replay shows every hidden card"
    assert table["id"] not in client.app.state.replays.walkers


def test_steps_views_and_languages_the_game_does_not_have_are_refused(client):
    table_id = finished_table(client)
    steps = client.get(f"/api/tables/{table_id}/replay").json()["steps"]
    for params, words in [({"step": -1}, f"steps 0 to {steps}"), ({"step": steps + 1}, f"steps 0 to {steps}"),
                          ({"view": "2"}, "seat 0 to 1"), ({"view": "01"}, "seat 0 to 1"),
                          ({"view": "mine"}, "seat 0 to 1"), ({"lang": "fr"}, "unknown language")]:
        answer = client.get(f"/api/tables/{table_id}/replay", params=params)
        assert answer.status_code == 400 and words in answer.json()["detail"], params
    assert client.get(f"/api/tables/{table_id}/replay", params={"step": "x"}).status_code == 422
    assert client.get("/api/tables/nothing/replay").status_code == 404
    page = client.get(f"/replay/{table_id}")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]


def test_a_step_forward_applies_one_action_and_a_jump_back_starts_from_a_near_copy(client, monkeypatch):
    table_id = finished_table(client)
    table = client.app.state.hub.tables.loaded(table_id) or client.portal.call(
        client.app.state.hub.tables.get, table_id)
    applied = []
    kind = type(table.state)
    original = kind.apply_trusted
    monkeypatch.setattr(kind, "apply_trusted", lambda self, seat, action: applied.append(1) or original(self, seat, action))
    walker = Walker(table)
    total = len(walker.actions)
    walker.walk(total)  # the first walk goes to the end, gathering every step's events for the log
    assert len(applied) == total and walker.state.is_over() and len(walker.steps_events) == total
    applied.clear()
    walker.walk(total - 1)  # back one step: from the copy before it
    assert 1 <= len(applied) <= walker.every
    applied.clear()
    walker.walk(total)
    assert len(applied) == 1 and walker.events
    assert walker.state.view(None) == table.state.view(None)
