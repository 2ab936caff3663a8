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
"""
from __future__ import annotations

import asyncio
from concurrent.futures import Executor
from functools import partial

from sqlalchemy.exc import SQLAlchemyError

from .store import Store


class Writer:
    def __init__(self, store: Store, executor: Executor):
        self.store = store
        self.executor = executor
        #: the actions waiting for the next batch: (row, future of its commit)
        self.waiting: list[tuple[dict, asyncio.Future]] = []
        self.flushing = False

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
        finally:
            self.flushing = False

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
