"""Tables made and played over the server's API, as a browser would, to reach a finished
game quickly: the browser tests then look at it (its replay, its rematch) in pages."""
from __future__ import annotations

import json
import random
import urllib.request

from websockets.sync.client import connect


def post(server: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(server + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def get(server: str, path: str) -> dict:
    with urllib.request.urlopen(server + path, timeout=30) as answer:
        return json.load(answer)


def new_table(server: str, seats: list[dict], game: str = "spionage", **extra) -> dict:
    """A table from the lobby's API; two-player Spionage! in its variant of one action per choice."""
    if game == "spionage" and len(seats) == 2:
        extra.setdefault("options", {"variant": "confrontation"})
    return post(server, "/api/tables", {"game": game, "players": len(seats), "seats": seats, **extra})


def play_to_the_end(server: str, table_id: str, tokens: list[str], seed: int = 0, limit: int = 5000) -> dict:
    """Play random legal moves for the seats of ``tokens`` over one WebSocket (the bots
    play themselves) until the game is over; returns the last state seen."""
    rng = random.Random(seed)
    latest: dict[int, dict] = {}
    sent: set[tuple] = set()
    with connect(server.replace("http://", "ws://") + f"/ws/tables/{table_id}") as ws:
        ws.send(json.dumps({"type": "hello", "tokens": tokens, "lang": "en"}))
        for _ in range(limit):
            message = json.loads(ws.recv(timeout=30))
            if message["type"] != "state":
                continue
            if message["outcome"]:
                return message
            latest[message["seat"]] = message
            for seat, state in latest.items():
                moment = (seat, state["seq"], state["picks"])
                if state["actions"] and seat in state["actors"] and moment not in sent:
                    sent.add(moment)
                    ws.send(json.dumps({"type": "act", "seat": seat, "seq": state["seq"], "picks": state["picks"],
                                        "action": rng.choice(state["actions"])["action"]}))
    raise AssertionError(f"table {table_id} did not finish within {limit} messages")


def tokens_of(created: dict) -> list[str]:
    return [seat["token"] for seat in created["seats"] if "token" in seat]
