"""Limits against abuse: request bodies, slow clients, connections per address, rates.

uvicorn's own settings cover what they can (see :func:`uvicorn_settings`); the
rest is here: an ASGI middleware that refuses a body over ``BODY_LIMIT`` with
413 and one not sent within ``BODY_TIMEOUT`` with 408, HTTP and WebSocket
protocols that close a connection whose request head has not come in
``HEADER_TIMEOUT`` seconds and refuse more than ``CONNECTIONS_PER_ADDRESS``
open connections from one address, and a token bucket per address for the
requests that create tables (429 with ``Retry-After``).
"""
from __future__ import annotations

import asyncio
import json
import math
import time
from collections import Counter, OrderedDict
from urllib.parse import parse_qs

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from .tables import Refused, asked_language

#: the largest request body accepted, in bytes (a lobby request is well under a kilobyte)
BODY_LIMIT = 64 * 1024
#: the seconds a client has to send a request's body once its head has come
BODY_TIMEOUT = 10.0
#: the seconds a client has to send a request's head (from connecting, or from its first byte)
HEADER_TIMEOUT = 10.0
#: the longest request head h11 keeps while it is incomplete, in bytes
HEAD_LIMIT = 16 * 1024
#: open connections (HTTP and WebSocket) one address may hold at once
CONNECTIONS_PER_ADDRESS = 64
#: the connections the whole server holds before it answers 503
CONNECTIONS_TOTAL = 4096
#: idle seconds before a kept-alive HTTP connection is closed
KEEP_ALIVE = 5
#: tables one address may create (rematches included): a burst, then one per this many seconds
#: (``spelbord serve --new-tables N`` sets N a minute)
CREATE_BURST, CREATE_EVERY = 10, 3.0


def uvicorn_settings() -> dict:
    """The keyword arguments of ``uvicorn.run`` that apply these limits."""
    return {"http": LimitedH11Protocol, "ws": LimitedWebSocketProtocol,
            "limit_concurrency": CONNECTIONS_TOTAL, "timeout_keep_alive": KEEP_ALIVE,
            "h11_max_incomplete_event_size": HEAD_LIMIT}


# ----- connections -----------------------------------------------------------
#: open connections by address, shared by the HTTP and the WebSocket protocol
open_connections: Counter = Counter()


class LimitedH11Protocol(H11Protocol):
    """uvicorn's HTTP protocol with a cap per address and a timeout on the request head."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self.address = (transport.get_extra_info("peername") or ("?",))[0]
        self.counted = False
        self.head_timer: asyncio.TimerHandle | None = None
        if open_connections[self.address] >= CONNECTIONS_PER_ADDRESS:
            transport.close()  # before uvicorn knows of it: nothing else to undo
            self.refused = True
            return
        self.refused = False
        open_connections[self.address] += 1
        self.counted = True
        super().connection_made(transport)
        self._time_head()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        super().data_received(data)
        self._time_head()

    def _time_head(self) -> None:
        """Run the head's timer while a request head is awaited or incomplete."""
        waiting = self.conn.their_state is h11.IDLE and not self.transport.is_closing()
        if waiting and self.head_timer is None and (self.cycle is None or self.cycle.response_complete):
            self.head_timer = self.loop.call_later(HEADER_TIMEOUT, self._head_too_slow)
        elif not waiting and self.head_timer is not None:
            self.head_timer.cancel()
            self.head_timer = None

    def _head_too_slow(self) -> None:
        self.head_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.head_timer is not None:  # the keep-alive timeout watches an idle connection now
            self.head_timer.cancel()
            self.head_timer = None

    def handle_websocket_upgrade(self, event) -> None:
        self._uncount()  # the WebSocket protocol counts the connection from here on
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.refused:
            return
        self._uncount()
        if self.head_timer is not None:
            self.head_timer.cancel()
        super().connection_lost(exc)

    def _uncount(self) -> None:
        if self.counted:
            self.counted = False
            open_connections[self.address] -= 1
            if open_connections[self.address] <= 0:
                del open_connections[self.address]


class LimitedWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, counted against the cap of its address."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self.address = (transport.get_extra_info("peername") or ("?",))[0]
        open_connections[self.address] += 1
        super().connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        open_connections[self.address] -= 1
        if open_connections[self.address] <= 0:
            del open_connections[self.address]
        super().connection_lost(exc)


# ----- request bodies --------------------------------------------------------
class BodyLimit:
    """ASGI middleware: 413 for a body over ``limit`` bytes (declared or sent),
    408 for a body that does not arrive within ``timeout`` seconds."""

    def __init__(self, app, limit: int | None = None, timeout: float | None = None):
        self.app, self.given = app, (limit, timeout)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        limit, timeout = self.given[0] or BODY_LIMIT, self.given[1] or BODY_TIMEOUT  # read now: tests change them
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            return await _refuse(scope, send, 413, Refused("a request body may hold at most {limit} bytes", limit=limit))
        received, started, refused = 0, False, False

        async def refuse(status: int, reason: Refused):
            """Answer now, and tell the app the client has gone: what it sends later is dropped."""
            nonlocal refused
            refused = True
            if not started:
                await _refuse(scope, send, status, reason)
            return {"type": "http.disconnect"}

        async def limited_receive():
            nonlocal received
            if refused:
                return {"type": "http.disconnect"}
            try:
                message = await asyncio.wait_for(receive(), timeout)
            except asyncio.TimeoutError:
                return await refuse(408, Refused("the request body did not come within {seconds} seconds",
                                                 seconds=f"{timeout:g}"))
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    return await refuse(413, Refused("a request body may hold at most {limit} bytes", limit=limit))
            return message

        async def watched_send(message):
            nonlocal started
            if not refused:
                started = True
                await send(message)

        await self.app(scope, limited_receive, watched_send)


async def _refuse(scope, send, status: int, reason: Refused) -> None:
    """Answer with the reason in the asker's language (see :func:`.tables.asked_language`)."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("lang", [None])[0]
    accept = dict(scope["headers"]).get(b"accept-language", b"").decode("latin-1")
    body = json.dumps({"detail": reason.text(asked_language(query, accept))}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"connection", b"close"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


# ----- rates -----------------------------------------------------------------
class RateLimit:
    """A token bucket per client address: ``burst`` at once, then one per ``every`` seconds."""

    def __init__(self, burst: int = CREATE_BURST, every: float = CREATE_EVERY, kept: int = 100_000):
        self.burst, self.every, self.kept = burst, every, kept
        self.buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # address -> (tokens, when)

    def take(self, address: str) -> float:
        """Take one token for ``address``: 0 when allowed, else the seconds until one is free."""
        now = time.monotonic()
        tokens, when = self.buckets.pop(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) / self.every)
        if tokens < 1:
            self.buckets[address] = (tokens, now)
            return (1 - tokens) * self.every
        self.buckets[address] = (tokens - 1, now)
        while len(self.buckets) > self.kept:  # the oldest buckets are full again by now
            self.buckets.popitem(last=False)
        return 0.0

    def retry_after(self, seconds: float) -> str:
        return str(max(1, math.ceil(seconds)))
