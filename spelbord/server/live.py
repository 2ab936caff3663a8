"""The WebSocket protocol of a table (``/ws/tables/{id}``), see docs/server.md.

The client's first message is ``hello`` with the seat tokens it holds (none for
a spectator) and its language; the server answers with one ``state`` message
per seat and sends fresh ones after every change. Then the client may send
``act``, ``undo``, ``chat``, ``hint``, ``lang`` and ``auto_pass``. Anything wrong gets ``{"type": "error",
"message": ...}``: the connection stays open and nothing changes.

Someone coming or going is told to the others as a small ``presence`` message,
not as fresh states. A connection whose outbox fills (a client that does not
read what it is sent) is closed; its client reconnects and says hello again.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time

from fastapi import WebSocket, WebSocketDisconnect

from . import stages
from .boards import Boards
from .hub import Hub
from .messages import presence_message, state_message
from .stages import mark
from .tables import LiveTable, Refused, check_language

log = logging.getLogger("spelbord.server")

#: the longest message a client may send (an action, a chat line)
MESSAGE_LIMIT = 16_000
#: the deepest nesting of lists and objects a message may have (an action needs a few)
NESTING_LIMIT = 32
#: the messages waiting for a slow client before it is disconnected
OUTBOX_LIMIT = 64
#: the close code for a client that did not read what it was sent (it may reconnect)
TOO_SLOW = 4008


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
        #: set when the outbox overflowed: the connection is being closed
        self.overflowed = asyncio.Event()

    def push_state(self) -> None:
        """Queue fresh states; several changes before the send make one message."""
        if not self.state_pending:
            self.state_pending = True
            self._put(None)

    def push_error(self, message: str) -> None:
        self.push({"type": "error", "message": message})

    def push_presence(self) -> None:
        self._put(presence_message(self.table, self.lang))

    def push(self, message: dict) -> None:
        self._put(json.dumps(message))

    def _put(self, item) -> None:
        if self.overflowed.is_set():
            return
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            # the client reads less than it is sent: memory must not pay for it
            log.warning("table %s: a connection too slow to keep up is closed", self.table.id)
            self.overflowed.set()
            return
        self.outbox.put_nowait(item)

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
                        words = Refused("the server could not build this seat's state; see its log")
                        text = json.dumps({"type": "error", "message": words.text(self.lang)})
                    await self.websocket.send_text(text)
                    mark(self.table, "sent")
            else:
                await self.websocket.send_text(item)


async def serve_table(websocket: WebSocket, hub: Hub, table_id: str) -> None:
    await websocket.accept()
    table = await hub.tables.get(table_id)
    if table is None:
        await websocket.send_text(json.dumps({"type": "error", "message": f"there is no table {table_id!r}"}))
        await websocket.close(code=4404)
        return
    connection = Connection(websocket, table, hub.boards)
    table.visitors += 1  # kept in memory meanwhile, even before the hello (see .cluster)
    writer = asyncio.create_task(connection.write())
    reader = asyncio.create_task(_read(hub, connection))
    overflow = asyncio.create_task(connection.overflowed.wait())
    try:
        await asyncio.wait({reader, overflow}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (writer, reader, overflow):
            task.cancel()
        if connection.overflowed.is_set():
            await _close(websocket, TOO_SLOW, "too slow to keep up; reconnect")
        table.visitors -= 1
        leave(hub, connection)


async def _read(hub: Hub, connection: Connection) -> None:
    """Carry out the client's messages one after another until it leaves."""
    websocket = connection.websocket
    try:
        while True:
            frame = await websocket.receive()
            if frame["type"] == "websocket.disconnect":
                return
            if hub.stages is not None:
                stages.arrival.set(time.perf_counter())
            try:
                if frame.get("text") is None:
                    raise Refused("send messages as JSON text, not binary frames")
                await handle(hub, connection, frame["text"])
            except Refused as error:
                connection.push_error(error.text(connection.lang))
    except WebSocketDisconnect:
        pass


async def _close(websocket: WebSocket, code: int, reason: str) -> None:
    """Close, not waiting long on a client that does not read (its socket is full)."""
    try:
        await asyncio.wait_for(websocket.close(code=code, reason=reason), 1.0)
    except Exception:  # already gone, or not reading: the server drops the socket when we return
        pass


def leave(hub: Hub, connection: Connection) -> None:
    table = connection.table
    if connection not in table.connections:
        return
    table.connections.discard(connection)
    went = []
    for seat in connection.seats:
        if seat is not None:
            table.seats[seat].connections -= 1
            if table.seats[seat].connections == 0:
                went.append(seat)
    if went:
        hub.presence_changed(table)
    hub.release(table)


async def handle(hub: Hub, connection: Connection, text: str) -> None:
    """Carry out one client message; raises Refused for anything wrong."""
    message = parse(text)
    kind = message.get("type")
    table = connection.table
    if kind == "hello":
        hello(hub, connection, message)
    elif kind not in ("act", "undo", "chat", "hint", "lang", "auto_pass"):
        raise Refused("unknown message type {kind}; a client sends hello, act, undo, chat, hint, lang or auto_pass",
                      kind=_short(kind))
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
            raise Refused("seat {seat} is not one of yours; yours: {seats}", seat=_short(seat),
                          seats=connection.seats)
        if kind == "chat":
            await whole(hub.chat(table, seat, message.get("text")))
            return
        if kind == "hint":
            hub.hint(table, seat)
            return
        if table.seats[seat].kind == "bot":
            raise Refused("a bot has taken this seat")
        if kind == "auto_pass":
            await whole(hub.set_auto_pass(table, seat, message.get("on")))
            return
        if kind == "undo":
            await whole(hub.undo(table, seat))
            return
        await whole(hub.act(table, seat, message.get("action"), seen=(message.get("seq"), message.get("picks", 0))))


async def whole(change) -> None:
    """Carry out a change of the table to its end even if this connection is closed
    meanwhile (its reader cancelled, see :func:`serve_table`): once the change is
    stored, the live table must follow its record and everyone be told."""
    task = asyncio.ensure_future(change)
    # its refusal is this connection's to hear; if it closed, nobody asks for it
    task.add_done_callback(lambda done: done.cancelled() or done.exception())
    await asyncio.shield(task)


def parse(text: str) -> dict:
    """The client's message as a JSON object of limited size and depth."""
    if len(text) > MESSAGE_LIMIT:
        raise Refused("a message may hold at most {limit} characters", limit=MESSAGE_LIMIT)
    try:
        message = json.loads(text)
    except RecursionError:
        raise Refused("a message may nest lists and objects at most {limit} deep", limit=NESTING_LIMIT) from None
    except ValueError:
        raise Refused("that message is not JSON") from None
    if not isinstance(message, dict):
        raise Refused('a message is a JSON object with a "type"')
    if _depth(message) > NESTING_LIMIT:
        raise Refused("a message may nest lists and objects at most {limit} deep", limit=NESTING_LIMIT)
    return message


def _depth(value) -> int:
    """How deep lists and objects nest in ``value`` (without recursion)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, depth)
            if depth <= NESTING_LIMIT:
                todo.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _short(value) -> str:
    """A value the client sent, quoted for an error but never at length."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def hello(hub: Hub, connection: Connection, message: dict) -> None:
    if connection.seats:
        raise Refused("this connection has already said hello")
    table = connection.table
    tokens = message.get("tokens", [])
    connection.lang = check_language(message.get("lang", "en"))  # its refusals in its language too
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
    table.connections.add(connection)
    hub.tables.watch(table)
    came = []
    for seat in seats:
        table.seats[seat].connections += 1
        if table.seats[seat].connections == 1:
            came.append(seat)
    connection.push_state()  # its own states; the others only learn who came
    if came:
        hub.presence_changed(table, but=connection)
    hub.deliver_rematch(table, connection)
