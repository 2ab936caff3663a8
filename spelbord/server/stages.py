"""Per-move stage timings, for finding where a move's latency goes (off by default).

With ``SPELBORD_STAGE_TIMINGS=1`` in its environment (or ``create_app(...,
stage_timings=True)``), the server notes for each client's action the moment
it reaches each stage, in ``time.perf_counter()`` (the system's monotonic
clock on Linux, so a client on the same machine can set its own times beside
them), and ``GET /api/stage-timings`` hands out the moves finished since the
last call (and forgets them); without it that address is not served and each
stage costs one test of an attribute. It is for measuring a server of one's own:
the records name the tables that moved, and a table's id is its spectators' link.

The stages (:data:`STAGES`): the action read from the socket (``arrival``),
handed to the store's writer (``queued``), committed (``committed``), carried
out on the live state (``applied``), the connections told to send fresh
states (``published``); then, over the table's every seat, the last seat's
message built but for its board (``built``), its board back from the board
worker (``boards``) and its message handed to the socket (``sent``). A move's
record is complete once its table's next action arrives, or when it is
collected more than a second after its last stage.
"""
from __future__ import annotations

import contextvars
import time

STAGES = ("arrival", "queued", "committed", "applied", "published", "built", "boards", "sent")

#: the moment the action being handled was read from its socket (set by the reader)
arrival: contextvars.ContextVar[float | None] = contextvars.ContextVar("arrival", default=None)


class StageTimings:
    """The records of the moves: finished ones, and each table's move in flight."""

    def __init__(self):
        self.done: list[list] = []
        #: table id -> {stage: moment} of its latest action
        self.flying: dict[str, dict] = {}

    def begin(self, table) -> None:
        """A client's action reached ``table`` (read at :data:`arrival`): a new record."""
        arrived = arrival.get()
        # spent: a bot's move started from here (its task copies this context) is no client's
        arrival.set(None)
        if arrived is None:  # a bot's, a clock's or an auto-pass's move: no client waits for it
            table.timing = None
            return
        self._finish(table.id)
        table.timing = self.flying[table.id] = {"table": table.id, "arrival": arrived}

    def collect(self) -> list[list]:
        """The finished records, each ``[table id, moment of every stage]`` (None where a
        stage was not reached), forgotten here once given."""
        now = time.perf_counter()
        for table_id, record in list(self.flying.items()):
            if now - max(value for key, value in record.items() if key != "table") > 1.0:
                self._finish(table_id)
        done, self.done = self.done, []
        return done

    def _finish(self, table_id: str) -> None:
        record = self.flying.pop(table_id, None)
        if record is not None:
            self.done.append([record["table"], *(record.get(stage) for stage in STAGES)])


def mark(table, stage: str) -> None:
    """``table``'s move in flight reached ``stage`` now (for a stage over several seats:
    the last one to reach it)."""
    record = table.timing
    if record is not None:
        record[stage] = time.perf_counter()
