"""A fuzz target for the table protocol and the lobby API (hypothesis-driven).

    python -m spelbord.server.fuzz --inputs 100000 --game spionage

Each input is a WebSocket message (well-formed or not: legal and illegal
actions, stale moments, wrong seats, odd types, deep or broken JSON) for one of
a table's connections, or now and then a lobby request. Every input must get a
clear error or a legal effect, never a crash, and a refused input must change
nothing: the actions, every seat's view, the chat and the seats are compared
before and after. A finished game is replaced by a new one.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile

from hypothesis import HealthCheck, given, settings, strategies as st

from ..engine import registry
from .app import create_app
from .limits import RateLimit
from .live import Connection, handle
from .tables import Refused

KINDS = ["hello", "act", "chat", "hint", "lang", "auto_pass", "nonsense", None, 3]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 300), st.floats(allow_nan=False),
                    st.text(max_size=20))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
inputs = st.fixed_dictionaries({
    "connection": st.integers(0, 2),  # seat 0's, the other seats', a spectator's
    "kind": st.sampled_from(["act"] * 8 + KINDS),  # most inputs try to move
    "seat": st.one_of(st.integers(-1, 6), st.none(), st.booleans(), st.text(max_size=3)),
    "choice": st.integers(0, 10_000),  # which legal action, when one is chosen
    "legal": st.sampled_from([True, True, True, False]),
    "stale": st.sampled_from([0, 0, 0, 0, -1, 1, -2]),
    "extra": json_values,
    "raw": st.sampled_from([None] * 20 + ["not json", "[1, 2]", "{" * 50,
                            '{"type": "act", "action": ' + "[" * 40 + "]" * 40 + "}", "x" * 16_001]),
    "lobby": st.integers(0, 19),
    "body": json_values,
})


class Target:
    """One server (in memory) with a table of ``game`` and three connections to it."""

    def __init__(self, game: str, folder: str):
        self.game = game
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        self.app = create_app(f"sqlite:///{folder}/fuzz.db", bot_delay=0,
                              create_limit=RateLimit(burst=10**9, every=1e-9))
        self.hub = self.app.state.hub
        self.loop.run_until_complete(self.hub.start())
        self.inputs = self.crashes = self.refused = self.played = 0
        self.new_table()

    def new_table(self) -> None:
        players = registry.load(self.game).min_players
        players = max(players, 2) if registry.load(self.game).max_players >= 2 else players
        table, tokens = self.loop.run_until_complete(self.hub.create(
            {"game": self.game, "players": players, "seats": [{"kind": "human"}] * players}))
        self.table, self.tokens = table, tokens
        self.connections = []
        rest = [tokens[s] for s in sorted(tokens)][1:] or [tokens[0]]  # one tab holds every other seat
        for hello in ([tokens[0]], rest, []):
            connection = Connection(_Quiet(), table, self.hub.boards)
            self.loop.run_until_complete(handle(self.hub, connection, json.dumps({"type": "hello", "tokens": hello})))
            self.connections.append(connection)

    def snapshot(self):
        table = self.table
        views = [json.dumps(table.state.view(s), sort_keys=True, default=str) for s in range(table.state.players)]
        return (table.played, views, len(table.chat), [(s.kind, s.auto_pass) for s in table.seats])

    def message(self, data: dict) -> str:
        if data["raw"] is not None:
            return data["raw"]
        connection = self.connections[data["connection"]]
        seat = data["seat"]
        if data["legal"] and connection.seats != [None]:
            seat = connection.seats[data["choice"] % len(connection.seats)]
        message = {"type": data["kind"], "seat": seat, "extra": data["extra"]}
        if data["kind"] == "act" and isinstance(seat, int) and 0 <= seat < self.table.state.players:
            legal = self.table.state.legal_actions(seat)
            if data["legal"] and legal:
                message["action"] = self.table.game.action_to_json(legal[data["choice"] % len(legal)])
            else:
                message["action"] = data["extra"]
            message["seq"] = self.table.seq + data["stale"]
            message["picks"] = self.table.state.secret_progress(seat)
        elif data["kind"] == "chat":
            message["text"] = data["extra"] if not data["legal"] else "hej"
        elif data["kind"] == "lang":
            message["lang"] = ["sv", "de", "en", data["extra"]][data["choice"] % 4]
        elif data["kind"] == "auto_pass":
            message["on"] = data["extra"] if not data["legal"] else bool(data["choice"] % 2)
        elif data["kind"] == "hello":
            message["tokens"] = data["extra"]
        del message["extra"]
        return json.dumps(message)

    def feed(self, data: dict) -> None:
        self.inputs += 1
        if data["lobby"] == 0:
            return self.lobby(data)
        before = self.snapshot()
        text = self.message(data)
        try:
            self.loop.run_until_complete(handle(self.hub, self.connections[data["connection"]], text))
        except Refused:
            self.refused += 1
            after = self.snapshot()
            if after != before:
                raise AssertionError(f"a refused input changed the table: {text[:200]}")
        else:
            after = self.snapshot()
            if after[0] not in (before[0], before[0] + 1):
                raise AssertionError(f"one input made {after[0] - before[0]} moves: {text[:200]}")
            self.played += after[0] - before[0]
        for connection in self.connections:  # what the clients would have read
            while not connection.outbox.empty():
                connection.outbox.get_nowait()
            connection.state_pending = False
        if self.table.state.is_over():
            self.new_table()

    def lobby(self, data: dict) -> None:
        import httpx
        body = data["body"]
        if data["legal"]:
            body = {"game": self.game, "players": data["choice"] % 7, "seats": None, "options": {}}
        paths = ["/api/tables", f"/api/tables/{self.table.id}/rematch", "/api/my-tables"]
        path = paths[data["choice"] % 3]

        async def send():
            transport = httpx.ASGITransport(app=self.app)
            async with httpx.AsyncClient(transport=transport, base_url="http://fuzz") as client:
                return await client.post(path, content=json.dumps(body, allow_nan=True),
                                         headers={"content-type": "application/json"})
        response = self.loop.run_until_complete(send())
        if response.status_code >= 500:
            raise AssertionError(f"{path} answered {response.status_code} to {str(body)[:200]}")

    def close(self) -> None:
        self.hub.stop()
        self.hub.tables.store.close()
        self.loop.close()


class _Quiet:
    """A WebSocket that is never written to (the fuzz empties the outboxes itself)."""

    async def send_text(self, text: str) -> None:
        pass


def run(game: str, count: int, seed: int | None = None) -> Target:
    """Feed ``count`` inputs to a table of ``game``; raises on the first crash or change by a refusal."""
    with tempfile.TemporaryDirectory() as folder:
        target = Target(game, folder)
        try:
            check = settings(max_examples=count, deadline=None, database=None, derandomize=seed is not None,
                             suppress_health_check=list(HealthCheck), phases=["generate"])(given(inputs)(target.feed))
            check()
        finally:
            target.close()
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m spelbord.server.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000, help="inputs per game (default 100000)")
    parser.add_argument("--game", action="append", help="a game (repeat; default: every game)")
    args = parser.parse_args(argv)
    for game in args.game or registry.games():
        target = run(game, args.inputs)
        print(f"{game}: {target.inputs} inputs, {target.refused} refused with a reason, "
              f"{target.played} moves played, no crash")
    return 0


if __name__ == "__main__":
    sys.exit(main())
