"""Drawing the boards, in worker processes when there are cores to spare.

A board is the costliest part of a state message (milliseconds for a rich
SVG), and ``board_svg(view, lang, legal)`` needs nothing but those plain
values, so worker processes can draw while the event loop serves the tables.
With no workers the board is drawn on the event loop (tests, one-core hosts).
"""
from __future__ import annotations

import asyncio
import json
import multiprocessing
import logging
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from ..engine import Game, registry
from ..engine.identity import seat_names
from ..engine.svg import last_move

log = logging.getLogger("spelbord.server")


class Boards:
    def __init__(self, workers: int = 0):
        self.workers = workers
        self.pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor | None:
        if not self.workers:
            return None
        # spawn, not fork: the server has threads (bots), which fork does not copy safely
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))

    async def draw(self, game: Game, view: dict, view_text: str, lang: str, legal: list,
                   names: list[str] | None = None, marked: list[str] = ()) -> str:
        """The board of ``view`` (also given as JSON text, which a worker is sent:
        the dict may share lists with a state that moves on before it is sent), its
        seats worded with the players' ``names``, the elements keyed ``marked`` marked
        as the last move's."""
        if self.pool is None:
            return _drawn(game, view, lang, legal, names, marked)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self.pool, draw, game.name, view_text, lang,
                                              [game.action_to_json(a) for a in legal], names, list(marked))
        except BrokenProcessPool:  # a worker died (killed, out of memory): start new ones
            log.error("a board worker died; starting new workers")
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = self._new_pool()
            return _drawn(game, view, lang, legal, names, marked)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)


def draw(game_name: str, view_text: str, lang: str, legal: list, names=None, marked=()) -> str:
    """``board_svg`` in a worker process: the game by name, view and actions as JSON."""
    game = registry.load(game_name)
    return _drawn(game, json.loads(view_text), lang, [game.action_from_json(a) for a in legal], names, marked)


def _drawn(game: Game, view: dict, lang: str, legal: list, names, marked) -> str:
    if names is None:
        with last_move(marked):
            return game.board_svg(view, lang, legal)
    with seat_names(names), last_move(marked):
        return game.board_svg(view, lang, legal)
