"""Per-move stage timings (spelbord/server/stages.py): off unless asked for, and when
asked, every client action's moments in the order of its way through the server."""
from fastapi.testclient import TestClient

from spelbord.server import create_app
from spelbord.server.stages import STAGES

from .helpers import Socket, connect, new_table, tokens


def play_one_move(client) -> str:
    created = new_table(client)
    with connect(client, created["id"]) as ws:
        socket = Socket(ws)
        states = socket.hello(tokens(created))
        seat = states[0]["actors"][0]
        socket.act(seat, states[seat]["actions"][0]["action"])
        for other in range(2):
            socket.state_at(other, 1)
    return created["id"]


def test_without_asking_no_timings_are_taken_nor_served(tmp_path, monkeypatch):
    monkeypatch.delenv("SPELBORD_STAGE_TIMINGS", raising=False)
    app = create_app(f"sqlite:///{tmp_path / 's.db'}", bot_delay=0)
    with TestClient(app) as client:
        play_one_move(client)
        assert app.state.hub.stages is None
        assert client.get("/api/stage-timings").status_code == 404
        assert all(table.timing is None for table in app.state.hub.tables.live.values())


def test_a_client_action_is_timed_at_every_stage_in_order(tmp_path, monkeypatch):
    monkeypatch.setenv("SPELBORD_STAGE_TIMINGS", "1")
    app = create_app(f"sqlite:///{tmp_path / 's.db'}", bot_delay=0)
    with TestClient(app) as client:
        table_id = play_one_move(client)
        hub = app.state.hub
        hub.stages._finish(table_id)  # the table's next action would finish it
        answer = client.get("/api/stage-timings").json()
        assert answer["stages"] == list(STAGES)
        [record] = answer["moves"]
        assert record[0] == table_id
        moments = record[1:]
        assert None not in moments and moments == sorted(moments)
        assert client.get("/api/stage-timings").json()["moves"] == []  # handed out once


def test_a_move_started_from_a_client_action_is_not_timed_as_that_client_action():
    """A bot's move is started from the client's action it follows, and its task copies
    that context: the moment the client's action arrived is spent once read."""
    import asyncio

    from spelbord.server import stages

    class Table:
        id, timing = "t", None

    async def client_then_bot():
        timings, table = stages.StageTimings(), Table()
        stages.arrival.set(1.0)
        timings.begin(table)
        first = table.timing

        async def bot_move():
            timings.begin(table)
        await asyncio.get_running_loop().create_task(bot_move())  # made as the hub makes a bot's
        return first, table.timing
    first, then = asyncio.run(client_then_bot())
    assert first == {"table": "t", "arrival": 1.0} and then is None
