"""The limits against abuse on a real uvicorn server (issue 15): bodies, slow heads,
connections per address, and a WebSocket client that never reads."""
import asyncio
import json
import socket
import threading
import time

import pytest
import uvicorn

from spelbord.server import create_app, limits

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def server(tmp_path, monkeypatch):
    """A real server, as ``spelbord serve`` runs it, with short limits; yields (host, port, app)."""
    monkeypatch.setattr(limits, "HEADER_TIMEOUT", 0.5)
    monkeypatch.setattr(limits, "BODY_TIMEOUT", 0.5)
    monkeypatch.setattr(limits, "CONNECTIONS_PER_ADDRESS", 5)
    monkeypatch.setattr(limits, "open_connections", limits.Counter())  # another server's are not this one's
    app = create_app(f"sqlite:///{tmp_path / 'limits.db'}", bot_delay=0)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="critical",
                            ws_per_message_deflate=False, **limits.uvicorn_settings())
    runner = uvicorn.Server(config)
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    while not runner.started:
        time.sleep(0.02)
    yield "127.0.0.1", port, app
    runner.should_exit = True
    thread.join(10)


def raw(host, port) -> socket.socket:
    connection = socket.create_connection((host, port), timeout=5)
    return connection


def answer(connection) -> bytes:
    data = b""
    while True:
        try:
            chunk = connection.recv(65536)
        except (ConnectionResetError, socket.timeout):
            return data
        if not chunk:
            return data
        data += chunk


def test_a_100_mb_body_is_refused_with_413_before_it_is_read(server):
    host, port, _ = server
    with raw(host, port) as connection:
        connection.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           b"Content-Length: 100000000\r\n\r\n" + b"{" * 10000)
        assert answer(connection).startswith(b"HTTP/1.1 413")


def test_a_chunked_body_over_the_limit_is_413(server):
    host, port, _ = server
    with raw(host, port) as connection:
        connection.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           b"Transfer-Encoding: chunked\r\n\r\n")
        chunk = b"x" * 32768
        for _ in range(4):
            connection.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        assert answer(connection).startswith(b"HTTP/1.1 413")


def test_a_declared_body_never_sent_times_out_with_408(server):
    host, port, _ = server
    with raw(host, port) as connection:
        connection.sendall(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           b"Content-Length: 100\r\n\r\n{")
        started = time.monotonic()
        assert answer(connection).startswith(b"HTTP/1.1 408")
        assert time.monotonic() - started < 3


@pytest.mark.parametrize("sent", [b"", b"GET /api/games HTTP/1.1\r\nHost: x\r\n"])
def test_a_request_head_that_does_not_come_is_cut_off(server, sent):
    host, port, _ = server
    with raw(host, port) as connection:
        connection.sendall(sent)
        started = time.monotonic()
        assert answer(connection) == b""  # closed without an answer
        assert time.monotonic() - started < 3


def test_one_address_may_hold_only_so_many_connections(server):
    host, port, _ = server
    held = [raw(host, port) for _ in range(5)]
    time.sleep(0.1)
    try:
        with raw(host, port) as extra:
            extra.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n")
            assert answer(extra) == b""  # closed at once
    finally:
        for connection in held:
            connection.close()
    time.sleep(0.2)
    with raw(host, port) as again:  # the places are free once the others are gone
        again.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert answer(again).startswith(b"HTTP/1.1 200")


def test_a_websocket_client_that_never_reads_is_disconnected_and_may_reconnect(server):
    import websockets.sync.client as ws_client
    from websockets.frames import Frame, Opcode
    host, port, app = server
    import httpx
    created = httpx.post(f"http://{host}:{port}/api/tables", json={"game": "spionage", "players": 2}).json()
    url = f"ws://{host}:{port}/ws/tables/{created['id']}"
    hub = app.state.hub
    greedy = ws_client.connect(url, max_size=None, max_queue=4)  # reads no more than four messages ahead
    greedy.send(json.dumps({"type": "hello", "tokens": []}))
    greedy.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    greedy.socket.settimeout(10)
    sent, closed = 0, False
    deadline = time.time() + 40
    while time.time() < deadline:  # many bad messages, each answered with an error nobody reads
        try:
            for _ in range(100):
                greedy.protocol.send_text(b"x")
            greedy.socket.sendall(b"".join(greedy.protocol.data_to_send()))
        except OSError:  # the server closed the connection
            closed = True
            break
        sent += 100
        if sent % 1000 == 0:
            table = hub.tables.loaded(created["id"])
            if not table.connections:
                closed = True
                break
    greedy.socket.close()
    assert closed, f"the server kept a client that never read after {sent} messages"
    assert sent < 2_000_000
    with ws_client.connect(url) as again:  # the client resumes by reconnecting
        again.send(json.dumps({"type": "hello", "tokens": []}))
        assert json.loads(again.recv(timeout=10))["type"] == "state"
