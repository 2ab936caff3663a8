"""The server under abuse and faults (issue 15): bad bodies, deep messages, rates,
trust in seeds, rematch links, bots' generators, presence, the store's faults."""
import json
import threading
import time

import pytest
from sqlalchemy.exc import OperationalError

import spelbord
from spelbord.server import create_app, hub as hub_module, messages, tables as tables_module
from spelbord.server.limits import RateLimit
from spelbord.server.live import OUTBOX_LIMIT, Connection

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


def post(client, path, text):
    return client.post(path, content=text, headers={"content-type": "application/json"})


# ----- bad input -------------------------------------------------------------
def test_a_message_nested_a_thousand_deep_is_refused_and_the_connection_stays(client):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        socket.send('{"type": "act", "seat": 0, "seq": 0, "action": ' + "[" * 1000 + "]" * 1000 + "}")
        assert "nest" in socket.error()
        socket.send('{"type": "chat", "seat": 0, "text": ' + "[" * 40 + "]" * 40 + "}")
        assert "nest" in socket.error()
        socket.send({"type": "chat", "seat": 0, "text": "still here"})
        assert socket.until(lambda m: m["type"] == "state" and m["chat"])["chat"][0]["text"] == "still here"
    assert client.app.state.hub.tables.loaded(table["id"]).played == 0


@pytest.mark.parametrize("body", ['{"game": "spionage", "options": {"variant": NaN}}', '{"game": NaN}',
                                  '{"game": "spionage", "players": Infinity}',
                                  '{"game": "spionage", "options": ' + "[" * 5000 + "]" * 5000 + "}"])
def test_nan_infinity_and_deep_nesting_in_a_lobby_body_are_400(client, body):
    response = post(client, "/api/tables", body)
    assert response.status_code == 400, response.text
    assert response.json()["detail"]
    assert post(client, "/api/my-tables", '{"tokens": [NaN]}').status_code == 400


# ----- rates -----------------------------------------------------------------
def test_new_tables_and_rematches_are_limited_per_address_with_retry_after(database_url):
    from fastapi.testclient import TestClient
    with TestClient(create_app(database_url, bot_delay=0, create_limit=RateLimit(burst=3, every=60))) as client:
        created = [new_table(client, seats=[{"kind": "bot"}] * 2) for _ in range(3)]
        refused = client.post("/api/tables", json={"game": "spionage"})
        assert refused.status_code == 429 and 1 <= int(refused.headers["Retry-After"]) <= 60
        assert "too many new tables" in refused.json()["detail"]
        human = client.app.state.hub.tables.loaded(created[0]["id"])
        assert human is not None
    with TestClient(create_app(database_url, bot_delay=0, create_limit=RateLimit(burst=1, every=60))) as client:
        table = new_table(client)
        again = client.post(f"/api/tables/{table['id']}/rematch", json={"token": tokens(table)[0]})
        assert again.status_code == 429 and "Retry-After" in again.headers


# ----- trust -----------------------------------------------------------------
def test_the_seed_is_the_servers_unless_the_table_is_a_practice_table_that_says_so(client):
    refused = client.post("/api/tables", json={"game": "spionage", "seed": 7})
    assert refused.status_code == 400 and "practice" in refused.json()["detail"]
    normal = new_table(client)
    summary = client.get(f"/api/tables/{normal['id']}").json()
    assert summary["practice"] is False and "seed" not in summary
    practice = new_table(client, seed=7)
    summary = client.get(f"/api/tables/{practice['id']}").json()
    assert summary["practice"] is True and summary["seed"] == 7
    for token in tokens(practice):
        with connect(client, practice["id"]) as ws:
            state = Socket(ws).hello([token])
            assert all(message["practice"] is True for message in state.values())
    with connect(client, normal["id"]) as ws:
        assert Socket(ws).hello([])[None]["practice"] is False


def test_a_rematch_gives_the_asker_only_their_own_link_and_each_player_theirs(client):
    table = new_table(client, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}], players=3,
                      game="quo-vadis")
    one, two = tokens(table)
    with connect(client, table["id"]) as ws_two:
        second = Socket(ws_two)
        second.hello([two])
        answer = client.post(f"/api/tables/{table['id']}/rematch", json={"token": one}).json()
        given = [s for s in answer["seats"] if "token" in s]
        assert [s["seat"] for s in given] == [0] and two not in json.dumps(answer)
        message = second.until(lambda m: m["type"] == "rematch")
        assert message["id"] == answer["id"]
        assert [s["seat"] for s in message["seats"] if "token" in s] == [1]
        assert given[0]["token"] not in json.dumps(message)
    # the second player asking gets the same new table, with their own link only
    again = client.post(f"/api/tables/{table['id']}/rematch", json={"token": two}).json()
    assert again["id"] == answer["id"]
    assert [s["token"] for s in again["seats"] if "token" in s] == [message["seats"][1]["token"]]
    # a player who connects to the old table later finds their link there
    with connect(client, table["id"]) as ws_one:
        first = Socket(ws_one)
        first.hello([one])
        late = first.until(lambda m: m["type"] == "rematch")
        assert [s["token"] for s in late["seats"] if "token" in s] == [given[0]["token"]]


def test_a_bots_generator_comes_from_the_servers_secret_kept_over_restarts(start, monkeypatch):
    seeds = []
    real_make_bot = hub_module.make_bot

    def recording_make_bot(game, name, seed=None):
        seeds.append(seed)
        return real_make_bot(game, name, seed=seed)
    monkeypatch.setattr(hub_module, "make_bot", recording_make_bot)
    bots = [{"kind": "bot", "bot": "random"}] * 2
    with start() as client:
        first = new_table(client, seats=bots, seed=0)
        second = new_table(client, seats=bots, seed=0)
        secret = client.app.state.hub.bot_secret
        game_done = lambda t: client.get(f"/api/tables/{t['id']}").json()["status"] == "finished"
        while not (game_done(first) and game_done(second)):
            time.sleep(0.05)
        hub = client.app.state.hub
        one, other = hub.tables.loaded(first["id"]) or first, hub.tables.loaded(second["id"]) or second
    # the same game seed, yet other bots' seeds: none is drawn from the seed of the game
    assert len(set(seeds)) == len(seeds) >= 4 and not {0, 1, 31, 62} & set(seeds)
    with start() as client:
        assert client.app.state.hub.bot_secret == secret  # a restart keeps the secret
        table = client.portal.call(client.app.state.hub.tables.get, first["id"])
        assert client.app.state.hub._bot_seed(table, 0, "random", "bot") in seeds


def test_legal_actions_are_worded_with_what_the_seat_can_see(client, monkeypatch):
    """The words of an action come from the seat's determinization, never the real state:
    whatever a game's ``describe_action`` reads, it reads a re-deal of what is hidden; an
    action of a kind the game declares its words read no state for gets no state at all."""
    table = new_table(client, game="spionage", players=3)
    live = client.app.state.hub.tables.loaded(table["id"])
    given = []
    real_describe = live.game.describe_action

    def watching(action, lang="en", state=None):
        given.append((action, state))
        return real_describe(action, lang, state)
    monkeypatch.setattr(live.game, "describe_action", watching)
    with connect(client, table["id"]) as ws:
        Socket(ws).hello(tokens(table)[:1])
        assert given and all(state is None for _, state in given)  # planning cards read no state
        assert all(action[0] not in live.game.words_from_state for action, _ in given)
        given.clear()
        words = messages.action_words(live, 0, [("take", 0), ("plan", "mission")], "en")
    assert [action for action, _ in given] == [("take", 0)] and words[0]["text"].startswith("Take the top")
    seen = given[0][1]
    assert seen is not live.state and seen is not None and seen.view(0) == live.state.view(0)


# ----- presence --------------------------------------------------------------
def test_coming_and_going_is_a_small_presence_message_not_fresh_states(client):
    table = new_table(client)
    one, two = tokens(table)
    with connect(client, table["id"]) as ws_one:
        first = Socket(ws_one)
        first.hello([one])
        with connect(client, table["id"]) as ws_spectator:
            Socket(ws_spectator).hello([])  # a spectator changes nobody's presence: nothing is sent
            with connect(client, table["id"]) as ws_two:
                Socket(ws_two).hello([two])
                came = first.receive()
                assert came["type"] == "presence" and came["players"][1]["connected"] is True
                assert len(json.dumps(came)) < 400
        went = first.receive()
        assert went["type"] == "presence" and went["players"][1]["connected"] is False
        first.send({"type": "chat", "seat": 0, "text": "next"})
        assert first.receive()["type"] == "state"  # nothing else came between


# ----- the outbox ------------------------------------------------------------
def test_a_client_that_does_not_read_is_cut_off_at_the_outbox_limit():
    class Stuck:
        async def send_text(self, text):
            import asyncio
            await asyncio.Event().wait()  # never drains, like a client that never reads
    table = type("T", (), {"id": "t"})()
    connection = Connection(Stuck(), table, None)
    for _ in range(10 * OUTBOX_LIMIT):
        connection.push_error("no")
    assert connection.outbox.qsize() == OUTBOX_LIMIT and connection.overflowed.is_set()


# ----- the store's faults ----------------------------------------------------
def failing(real, times):
    """``real``, refusing its first ``times`` calls as a locked database would."""
    left = [times]

    def call(*args, **kwargs):
        if left[0] > 0:
            left[0] -= 1
            raise OperationalError("INSERT", {}, Exception("database is locked"))
        return real(*args, **kwargs)
    return call


def test_a_bot_table_goes_on_by_itself_once_the_database_answers_again(client, monkeypatch):
    monkeypatch.setattr(hub_module, "RETRY_FIRST", 0.01)
    store = client.app.state.hub.tables.store
    monkeypatch.setattr(store, "add_actions", failing(store.add_actions, 5))
    table = new_table(client, seats=[{"kind": "bot", "bot": "random"}] * 2)
    deadline = time.time() + 30
    while client.get(f"/api/tables/{table['id']}").json()["status"] != "finished":
        assert time.time() < deadline, "the table stopped when the database failed"
        time.sleep(0.05)


def test_a_clock_whose_move_the_database_refused_fires_again(client, monkeypatch):
    monkeypatch.setattr(hub_module, "RETRY_FIRST", 0.01)
    table = new_table(client, move_seconds=1)
    store = client.app.state.hub.tables.store
    monkeypatch.setattr(store, "add_actions", failing(store.add_actions, 3))
    deadline = time.time() + 20
    while client.get(f"/api/tables/{table['id']}").json()["seq"] == 0:
        assert time.time() < deadline, "the clock never moved after the database failed"
        time.sleep(0.05)


def test_a_slow_store_call_does_not_hold_up_the_other_tables(client, monkeypatch):
    slow, other = new_table(client), new_table(client)
    store = client.app.state.hub.tables.store
    real = store.add_actions

    def locked(*args):
        time.sleep(2)  # a database lock held by someone else
        return real(*args)
    monkeypatch.setattr(store, "add_actions", locked)
    with connect(client, slow["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(slow)[:1])
        socket.act(0, socket.latest[0]["actions"][0]["action"])
        time.sleep(0.2)  # the action is in the store's thread now
        started = time.monotonic()
        assert client.get(f"/api/tables/{other['id']}").status_code == 200
        assert time.monotonic() - started < 1.0
        assert socket.state_at(0, 1)["seq"] == 1


def test_a_finished_tables_summary_is_replayed_once_off_the_loop_and_not_kept_forever(client, monkeypatch):
    monkeypatch.setattr(tables_module, "FINISHED_KEPT", 2)
    bots = [{"kind": "bot", "bot": "random"}] * 2
    ids = [new_table(client, seats=bots)["id"] for _ in range(3)]
    hub = client.app.state.hub
    while any(hub.tables.loaded(i) is not None for i in ids):  # finished and let go
        time.sleep(0.05)
    replays = []
    real_rebuild = tables_module._rebuild

    def watched(stored):
        replays.append(threading.current_thread().name)
        return real_rebuild(stored)
    monkeypatch.setattr(tables_module, "_rebuild", watched)
    for _ in range(3):
        assert client.get(f"/api/tables/{ids[0]}").json()["status"] == "finished"
    assert len(replays) == 1 and replays[0].startswith("spelbord-store")
    for table_id in ids:
        client.get(f"/api/tables/{table_id}")
    assert len(hub.tables.finished) == 2 and ids[0] not in hub.tables.finished


def test_spelbord_serve_runs_uvicorn_with_the_limits_and_its_options(monkeypatch, tmp_path):
    import uvicorn
    from click.testing import CliRunner

    from spelbord.cli import main
    from spelbord.server import limits
    ran = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **settings: ran.update(app=app, **settings))
    monkeypatch.setattr(limits, "CONNECTIONS_PER_ADDRESS", limits.CONNECTIONS_PER_ADDRESS)
    database = f"sqlite:///{tmp_path / 'serve.db'}"
    result = CliRunner().invoke(main, ["serve", "--database", database, "--board-workers", "0"])
    assert result.exit_code == 0, result.output
    assert ran["http"] is limits.LimitedH11Protocol and ran["ws"] is limits.LimitedWebSocketProtocol
    assert ran["limit_concurrency"] and ran["timeout_keep_alive"] and ran["h11_max_incomplete_event_size"]
    limit = ran["app"].state.create_limit
    assert [limit.take("a") for _ in range(11)][-1] > 0 and limits.CONNECTIONS_PER_ADDRESS == 64
    CliRunner().invoke(main, ["serve", "--database", database, "--board-workers", "0",
                              "--new-tables", "0", "--connections-per-address", "0"])
    limit = ran["app"].state.create_limit
    assert not any(limit.take("a") for _ in range(1000)) and limits.CONNECTIONS_PER_ADDRESS >= 10**9
