"""Drawing the boards, in worker processes when there are cores to spare.

A board is the costliest part of a state message (milliseconds for a rich
SVG), and ``board_svg(view, lang, legal)`` needs nothing but those plain
values, so worker processes can draw while the event loop serves the tables.
With no workers the board is drawn on the event loop (tests, one-core hosts).

A worker is a child process (:mod:`.board_worker`) spoken to through its
standard input and output, read and written by the event loop itself: a
request is the view's JSON (already made for the message) and a short header,
the answer the SVG. No thread of the server takes part, so the event loop
never waits for the interpreter lock on a board's account (a process pool
feeds its workers from threads of the server's, which cost the event loop
more than drawing the board did). A table's boards go to one worker, where
the parts kept from its last move are (:func:`spelbord.engine.svg.fragment`).
"""
from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import zlib
from collections import deque
from pathlib import Path

import orjson

try:
    import fcntl
except ImportError:  # Windows: pipes keep the system's size
    fcntl = None

from ..engine import Game
from ..engine.identity import seat_names
from ..engine.svg import last_move

log = logging.getLogger("spelbord.server")


#: the bytes a worker's pipes hold (Linux lets anyone widen a pipe to 1 MiB). A pipe's
#: 64 KiB held three or four boards, so the worker stopped until the event loop came
#: round to read them: a worker drew at most that many boards per turn of the loop, and
#: on a busy machine boards waited a second and more in its queue (docs/performance.md)
PIPE_SIZE = 2**20


class WorkerGone(Exception):
    """A board worker ended (killed, out of memory) before it answered."""


class Boards:
    def __init__(self, workers: int = 0):
        self.workers = workers
        self.started: list[asyncio.Future | None] = [None] * workers

    async def start(self) -> None:
        """Start the workers now, so that the first boards do not wait for a Python to start."""
        for number in range(self.workers):
            try:
                await self._worker(number)
            except OSError as error:  # drawn on the event loop until one starts
                log.error("a board worker could not start: %s", error)
                self.started[number] = None

    async def draw(self, game: Game, view: dict, view_text: str, lang: str, legal: list,
                   names: list[str] | None = None, marked: list[str] = (), table: str = "") -> str:
        """The board of ``view`` (also given as JSON text, which a worker is sent:
        the dict may share lists with a state that moves on before it is sent), its
        seats worded with the players' ``names``, the elements keyed ``marked`` marked
        as the last move's. ``table``: whose board it is, so that a table's boards
        go to the same worker."""
        if not self.workers:
            return _drawn(game, view, lang, legal, names, marked)
        number = zlib.crc32(table.encode()) % self.workers
        header = orjson.dumps([game.name, lang, [game.action_to_json(a) for a in legal], names, list(marked)])
        try:
            worker = await self._worker(number)
            return await worker.draw(header + b"\n" + view_text.encode())
        except (WorkerGone, OSError):  # start a new one; this board is drawn here
            log.error("a board worker ended; starting a new one")
            self.started[number] = None
            return _drawn(game, view, lang, legal, names, marked)

    async def _worker(self, number: int) -> "_Worker":
        started = self.started[number]
        if started is None or (started.done() and not started.cancelled()
                               and started.exception() is None and started.result().gone):
            started = self.started[number] = asyncio.ensure_future(_Worker.start())
        return await asyncio.shield(started)

    def close(self) -> None:
        for started in self.started:
            if started is not None and started.done() and not started.cancelled() and started.exception() is None:
                started.result().stop()
        self.started = [None] * self.workers


class _Worker:
    """One worker process and the boards asked of it, answered in the order asked."""

    def __init__(self, process: subprocess.Popen, requests: asyncio.WriteTransport,
                 answers: asyncio.StreamReader, reading: asyncio.ReadTransport):
        self.process, self.requests, self.answers, self.reading = process, requests, answers, reading
        self.waiting: deque[asyncio.Future] = deque()
        self.gone = False
        self.reader = asyncio.ensure_future(self._read())

    @classmethod
    async def start(cls) -> "_Worker":
        # the child imports this very spelbord, wherever it was imported from here
        root = str(Path(__file__).resolve().parents[2])
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
        # a plain child whose pipes the event loop reads and writes: no thread waits for it
        process = subprocess.Popen([sys.executable, "-m", "spelbord.server.board_worker"], env=env,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        for pipe in (process.stdin, process.stdout):
            _widen(pipe)
        loop = asyncio.get_running_loop()
        answers = asyncio.StreamReader(limit=2**26, loop=loop)
        reading, _ = await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(answers), process.stdout)
        reading.max_size = PIPE_SIZE  # everything waiting in the pipe in one read
        requests, _ = await loop.connect_write_pipe(asyncio.Protocol, process.stdin)
        return cls(process, requests, answers, reading)

    async def draw(self, request: bytes) -> str:
        if self.gone:
            raise WorkerGone()
        answer = asyncio.get_running_loop().create_future()
        self.waiting.append(answer)
        self.requests.write(b"%d\n" % len(request) + request)
        return await answer

    async def _read(self) -> None:
        try:
            while True:
                size = await self.answers.readline()
                if not size:
                    break
                reply = await self.answers.readexactly(int(size))
                answer = self.waiting.popleft()
                if answer.done():
                    continue
                if reply[:1] == b"+":
                    answer.set_result(reply[1:].decode())
                else:  # the game could not draw it: the caller hears why, as if drawn here
                    answer.set_exception(RuntimeError(reply[1:].decode()))
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            pass
        finally:
            self.gone = True
            while self.waiting:
                answer = self.waiting.popleft()
                if not answer.done():
                    answer.set_exception(WorkerGone())
            self.process.poll()  # reaped if it ended

    def stop(self) -> None:
        self.gone = True
        self.reader.cancel()
        for transport in (self.requests, self.reading):
            try:
                transport.close()
            except RuntimeError:  # its event loop has ended: the pipe is closed with the process
                pass
        self.process.kill()
        self.process.wait()


def _widen(pipe) -> None:
    """Let ``pipe`` hold :data:`PIPE_SIZE` bytes where the system allows it (Linux)."""
    try:
        fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_SIZE)
    except (AttributeError, OSError):  # another system, or a lower limit (/proc/sys/fs/pipe-max-size)
        pass


def _drawn(game: Game, view: dict, lang: str, legal: list, names, marked) -> str:
    if names is None:
        with last_move(marked):
            return game.board_svg(view, lang, legal)
    with seat_names(names), last_move(marked):
        return game.board_svg(view, lang, legal)
