"""The real server as a process: play over real WebSockets, kill it, start it
again, and finish the game; every acknowledged action must still be there."""
from tests.running import run
import json
import random
import signal
import socket
import subprocess
import sys
import time

import httpx
import pytest
import websockets

import spelbord

pytestmark = pytest.mark.timeout(240)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``python -m spelbord serve`` in a process of its own."""

    def __init__(self, database_url: str):
        self.database_url = database_url
        self.port = free_port()
        self.process = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "spelbord", "serve", "--port", str(self.port),
             "--database", self.database_url],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        banner = self.process.stdout.readline()
        assert f":{self.port}/" in banner, banner
        for _ in range(200):
            try:
                httpx.get(self.url + "/api/games", timeout=1).raise_for_status()
                return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise AssertionError("the server did not answer")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.process.stdout.close()


async def play(server: Server, table_id: str, tokens: list[str], moves: int | None, rng) -> list:
    """Play random legal actions for the given seats; returns the acknowledged
    (seq, picks, seat, action) of each, ``moves`` of them or up to the end
    (``picks``: the seat's progress in a secret choice when it sent the action)."""
    acknowledged = []
    async with websockets.connect(f"ws://127.0.0.1:{server.port}/ws/tables/{table_id}") as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": tokens, "lang": "en"}))
        latest = {}

        async def receive_until(test):
            while True:
                message = json.loads(await ws.recv())
                assert message["type"] == "state", message
                latest[message["seat"]] = message
                if test(message):
                    return message

        await receive_until(lambda m: len(latest) == len(tokens))
        while moves is None or len(acknowledged) < moves:
            current = max(latest.values(), key=lambda m: m["seq"])
            if current["outcome"]:
                break
            seat = current["actors"][0]
            mine = latest[seat]
            if mine["seq"] != current["seq"]:
                mine = await receive_until(lambda m: m["seat"] == seat and m["seq"] == current["seq"])
            action = rng.choice(mine["actions"])["action"]
            await ws.send(json.dumps({"type": "act", "seat": seat, "action": action,
                                      "seq": mine["seq"], "picks": mine["picks"]}))
            # the new state for the acting seat is the acknowledgement: a move, or
            # (a partial pick of a secret choice) the same seq with one pick more
            await receive_until(lambda m: m["seat"] == seat
                                and (m["seq"], m["picks"]) != (mine["seq"], mine["picks"]))
            acknowledged.append((mine["seq"], mine["picks"], seat, action))
    return acknowledged


def test_a_game_survives_the_server_being_killed(database_url):
    server = Server(database_url)
    rng = random.Random(4)
    server.start()
    try:
        created = httpx.post(server.url + "/api/tables", json={
            "game": "spionage", "players": 2, "seed": 21, "practice": True, "hotseat": True,
            "seats": [{"kind": "human"}, {"kind": "human"}]}).json()
        tokens = [s["token"] for s in created["seats"]]
        before = run(play(server, created["id"], tokens, 15, rng))
        assert len(before) == 15
        assert any(picks for _, picks, _, _ in before), "the surprise variant's choices take two actions"
        seq_then = httpx.get(f"{server.url}/api/tables/{created['id']}").json()["seq"]
    finally:
        server.kill()
    server.start()
    try:
        summary = httpx.get(f"{server.url}/api/tables/{created['id']}").json()
        # the replay counts the public moves again, partial picks apart
        assert summary["seq"] == seq_then < 15 and summary["status"] == "running"
        after = run(play(server, created["id"], tokens, None, rng))
        summary = httpx.get(f"{server.url}/api/tables/{created['id']}").json()
        assert summary["status"] == "finished"
        record = httpx.get(f"{server.url}/api/tables/{created['id']}/record").json()
    finally:
        server.kill()
    assert record["actions"] == [[seat, action] for _, _, seat, action in before + after]
    # every action was sent from the counters the engine has at that point, on
    # both sides of the restart: the public moves, and the seat's own picks
    state = spelbord.replay({**record, "actions": []})
    for seq, picks, seat, action in before + after:
        assert (seq, picks) == (state.public_moves, state.secret_progress(seat))
        state.apply(seat, state.game.action_from_json(action))
