"""The store's writes, one thread, actions committed in batches (group commit).

Every table waits for its action to be committed before the action is carried
out and told (see :mod:`.tables`). With one commit per action in several
threads, SQLite let one writer in at a time and the others slept in its busy
handler (1, 2, 5, 10, ... ms), so at a few hundred moves a second an action
waited 20 ms at the median and a quarter of a second at the 99th percentile
for the database (docs/performance.md, The server). Here one thread writes:
the actions that arrive while a batch is being committed go together in the
next, in one transaction, and each waiting table is answered when it is
committed. A batch the database refuses is written again action by action, so
each table hears of its own action's fate only (a place taken by another
server process, a full disk), exactly as with one commit each.

The other writes (a new table, the chat, a seat, a deadline) take the same
thread, in the order they come, so nothing waits for a lock of SQLite's.

SQLite's write-ahead log is copied into the database file (a checkpoint, with
its syncs to disk) every :data:`CHECKPOINT_EVERY` batches in another thread
(``background``), not by the commit that happens to fill it, which made every
action of that batch and the next wait for the copy.
"""
from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from functools import partial

from sqlalchemy.exc import SQLAlchemyError

from .store import Store

log = logging.getLogger("spelbord.server")

#: the batches committed between two checkpoints of SQLite's log (a batch adds a few pages)
CHECKPOINT_EVERY = 200


class Writer:
    def __init__(self, store: Store, executor: Executor, background: Executor | None = None):
        self.store = store
        self.executor = executor
        #: where the checkpoints run (a thread that commits nothing), or None: SQLite's own, in commits
        self.background = background if store.checkpoints else None
        #: the actions waiting for the next batch: (row, future of its commit)
        self.waiting: list[tuple[dict, asyncio.Future]] = []
        self.flushing = False
        self.batches = 0
        self.checkpointing = False

    async def write(self, call, *args, **kwargs):
        """Run a store call in the writers' thread."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, partial(call, *args, **kwargs))

    async def add_action(self, row: dict) -> None:
        """Store one action row (see :meth:`Store.add_actions`); returns once it is
        committed, raising what the database raised for it."""
        loop = asyncio.get_running_loop()
        committed = loop.create_future()
        self.waiting.append((row, committed))
        if not self.flushing:
            self.flushing = True
            loop.create_task(self._flush())
        await committed

    async def _flush(self) -> None:
        try:
            while self.waiting:
                batch, self.waiting = self.waiting, []
                try:
                    errors = await self.write(self._commit, [row for row, _ in batch])
                except Exception as error:  # the thread pool is gone (the server stops)
                    errors = [error] * len(batch)
                for (_, committed), error in zip(batch, errors):
                    if committed.done():  # its table gave up waiting (the server stops)
                        continue
                    if error is None:
                        committed.set_result(None)
                    else:
                        committed.set_exception(error)
                self.batches += 1
                if self.batches >= CHECKPOINT_EVERY:
                    self._checkpoint()
        finally:
            self.flushing = False

    def _checkpoint(self) -> None:
        """Have the log copied into the file beside the writer, one checkpoint at a time."""
        if self.background is None or self.checkpointing:
            return
        try:
            done = asyncio.get_running_loop().run_in_executor(self.background, self.store.checkpoint)
        except RuntimeError:  # the threads are gone (the server stops)
            return
        self.batches, self.checkpointing = 0, True
        done.add_done_callback(self._checkpointed)

    def _checkpointed(self, done: asyncio.Future) -> None:
        self.checkpointing = False
        if not done.cancelled() and done.exception() is not None:  # SQLite's own backstop copies it later
            log.warning("a checkpoint of the store failed: %s", done.exception())

    def _commit(self, rows: list[dict]) -> list[SQLAlchemyError | None]:
        """In the writers' thread: all rows in one transaction, else each alone."""
        try:
            self.store.add_actions(rows)
            return [None] * len(rows)
        except SQLAlchemyError as error:
            if len(rows) == 1:
                return [error]
        errors = []
        for row in rows:
            try:
                self.store.add_actions([row])
                errors.append(None)
            except SQLAlchemyError as error:
                errors.append(error)
        return errors
