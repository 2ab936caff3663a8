"""The WebSocket protocol of a table (``/ws/tables/{id}``), see docs/server.md.

The client's first message is ``hello`` with the seat tokens it holds (none for
a spectator) and its language; the server answers with one ``state`` message
per seat and sends fresh ones after every change. Then the client may send
``act``, ``chat``, ``hint``, ``lang`` and ``auto_pass``. Anything wrong gets ``{"type": "error",
"message": ...}``: the connection stays open and nothing changes.
"""
from __future__ import annotations

import asyncio
import json
import logging

from fastapi import WebSocket, WebSocketDisconnect

from .boards import Boards
from .hub import Hub
from .messages import state_message
from .tables import LiveTable, Refused, check_language

log = logging.getLogger("spelbord.server")

#: the longest message a client may send (an action, a chat line)
MESSAGE_LIMIT = 16_000


class Connection:
    """One browser tab at one table: the seats it holds and its language."""

    def __init__(self, websocket: WebSocket, table: LiveTable, boards: Boards):
        self.websocket = websocket
        self.table = table
        self.boards = boards
        self.seats: list[int | None] = []  # [None] for a spectator
        self.lang = "en"
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.state_pending = False

    def push_state(self) -> None:
        """Queue fresh states; several changes before the send make one message."""
        if not self.state_pending:
            self.state_pending = True
            self.outbox.put_nowait(None)

    def push_error(self, message: str) -> None:
        self.push({"type": "error", "message": message})

    def push(self, message: dict) -> None:
        self.outbox.put_nowait(json.dumps(message))

    async def write(self) -> None:
        """Send what is queued, in order, until the connection closes."""
        while True:
            item = await self.outbox.get()
            if item is None:
                self.state_pending = False
                for seat in self.seats:
                    try:
                        text = await state_message(self.table, seat, self.lang, self.boards)
                    except Exception:  # a game that cannot draw its state must not end the connection
                        log.exception("state of table %s for seat %s", self.table.id, seat)
                        text = json.dumps({"type": "error", "message": "the server could not "
                                           "build this seat's state; see its log"})
                    await self.websocket.send_text(text)
            else:
                await self.websocket.send_text(item)


async def serve_table(websocket: WebSocket, hub: Hub, table_id: str) -> None:
    await websocket.accept()
    table = hub.tables.get(table_id)
    if table is None:
        await websocket.send_text(json.dumps({"type": "error", "message": f"there is no table {table_id!r}"}))
        await websocket.close(code=4404)
        return
    connection = Connection(websocket, table, hub.boards)
    writer = asyncio.create_task(connection.write())
    try:
        while True:
            frame = await websocket.receive()
            if frame["type"] == "websocket.disconnect":
                break
            try:
                if frame.get("text") is None:
                    raise Refused("send messages as JSON text, not binary frames")
                handle(hub, connection, frame["text"])
            except Refused as error:
                connection.push_error(str(error))
    except WebSocketDisconnect:
        pass
    finally:
        writer.cancel()
        if connection in table.connections:
            table.connections.discard(connection)
            for seat in connection.seats:
                if seat is not None:
                    table.seats[seat].connections -= 1
            hub.publish(table)
            hub.release(table)


def handle(hub: Hub, connection: Connection, text: str) -> None:
    """Carry out one client message; raises Refused for anything wrong."""
    if len(text) > MESSAGE_LIMIT:
        raise Refused(f"a message may hold at most {MESSAGE_LIMIT} characters")
    try:
        message = json.loads(text)
    except ValueError:
        raise Refused("that message is not JSON") from None
    if not isinstance(message, dict):
        raise Refused('a message is a JSON object with a "type"')
    kind = message.get("type")
    table = connection.table
    if kind == "hello":
        hello(hub, connection, message)
    elif kind not in ("act", "chat", "hint", "lang", "auto_pass"):
        raise Refused(f"unknown message type {kind!r}; a client sends hello, act, chat, hint, lang or auto_pass")
    elif not connection.seats:
        raise Refused("say hello first")
    elif kind == "lang":
        connection.lang = check_language(message.get("lang"))
        connection.push_state()
    else:
        seat = message.get("seat")
        if connection.seats == [None] and kind == "hint":
            raise Refused("a spectator cannot ask for hints; join with a seat's link to play")
        if connection.seats == [None]:
            raise Refused("a spectator cannot act or chat; join with a seat's link to play")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in connection.seats:
            raise Refused(f"seat {seat!r} is not one of yours; yours: {connection.seats}")
        if kind == "chat":
            hub.chat(table, seat, message.get("text"))
            return
        if kind == "hint":
            hub.hint(table, seat)
            return
        if table.seats[seat].kind == "bot":
            raise Refused("a bot has taken this seat")
        if kind == "auto_pass":
            hub.set_auto_pass(table, seat, message.get("on"))
            return
        check_fresh(table, seat, message)
        hub.act(table, seat, message.get("action"))


def check_fresh(table: LiveTable, seat: int, message: dict) -> None:
    """Refuse an action sent from a state that is no longer the table's.

    ``seq`` counts the public moves; ``picks`` (0 when absent) the actions this
    seat has taken in a secret choice it is still building, which only it sees.
    """
    seq, picks = message.get("seq"), message.get("picks", 0)
    mine = table.state.secret_progress(seat)
    if seq != table.seq or picks != mine or isinstance(seq, bool) or isinstance(picks, bool):
        seen = f"move {seq!r}" + (f", pick {picks!r}" if picks != 0 else "")
        now = f"{table.seq}" + (f", pick {mine}" if mine else "")
        raise Refused(f"the table has moved on (you saw {seen}, it is at {now}); "
                      "look at the new state and try again")


def hello(hub: Hub, connection: Connection, message: dict) -> None:
    if connection.seats:
        raise Refused("this connection has already said hello")
    table = connection.table
    tokens = message.get("tokens", [])
    lang = check_language(message.get("lang", "en"))
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens) or len(tokens) > 16:
        raise Refused('"tokens" is a list of seat tokens (empty for a spectator)')
    seats = []
    for token in tokens:
        seat = table.seat_of(token)
        if seat is None:
            raise Refused("a token is not a seat of this table (is it the link of another table?)")
        if seat not in seats:
            seats.append(seat)
    connection.seats = sorted(seats) or [None]
    connection.lang = lang
    table.connections.add(connection)
    for seat in seats:
        table.seats[seat].connections += 1
    hub.publish(table)  # everyone sees who came, and this connection gets its states
