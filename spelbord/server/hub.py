"""The running server: tables, the connections watching them, bots and clocks.

Everything that changes a table runs on the event loop, one step at a time,
so no two changes of a table interleave. Only the bots' thinking leaves the
loop: a bot is handed a copy of the state in a worker thread, and its answer
is checked like any other action when it comes back (the table may have moved
on meanwhile). A short pause before each bot move lets people follow.

Clocks: a table may give each move ``move_seconds``, and a game's rules may set
a time limit of their own (``state.deadline()``); a rule's ``key`` names a time
limit that spans several steps (Cosmic Encounter's sixty seconds for a whole
deal): while the key stays the same from one step to the next the clock runs
on. The moment the time runs out is stored (``deadline_at``), so it survives a
restart (the key comes from the replayed state). When it passes, the
rules' ``on_timeout`` actions are carried out, or else a bot moves for each
person who is late, and with ``bot_on_timeout`` takes their seat for good.

Secret choices of several actions: a partial pick is told to its own seat's
connections only, and moves neither the public ``seq`` nor the clock, so the
others cannot count the picks. Auto-pass: a person may ask the hub to pass
for them whenever they hold nothing playable; it does so after a random pause
drawn from its own generator, so the pause tells the others nothing.
Hints: a person may ask for the move the ``normal`` bot suggests. It is worked
out in the same thread pool, from ``state.determinize(seat, ...)`` only (the
true state never leaves the loop for it), and sent to that seat's connections
alone.
"""
from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from concurrent.futures import ThreadPoolExecutor

from ..bots import ask, default_bot, make_bot
from ..bots.hints import hint
from .boards import Boards
from .store import Store
from .tables import LiveTable, Refused, Tables

log = logging.getLogger("spelbord.server")


class Hub:
    def __init__(self, store: Store, bot_delay: float = 0.8, bot_threads: int = 2,
                 board_workers: int = 0, auto_pass_delay: tuple[float, float] = (0.6, 2.5)):
        self.tables = Tables(store)
        self.boards = Boards(board_workers)
        self.bot_delay = bot_delay
        self.executor = ThreadPoolExecutor(bot_threads, thread_name_prefix="spelbord-bot")
        self.bots: dict[tuple, object] = {}
        self.thinking: set[tuple[str, int]] = set()
        #: the pause before an automatic pass, from a generator no game's seed touches
        self.auto_pass_delay = auto_pass_delay
        self.auto_pass_rng = random.Random()
        self.auto_passing: set[tuple[str, int]] = set()
        #: (table id, seat) of the hints being worked out: one at a time per seat
        self.hinting: set[tuple[str, int]] = set()
        self.timers: dict[str, asyncio.TimerHandle] = {}
        self.tasks: set[asyncio.Task] = set()
        self.closed = False

    # ----- life --------------------------------------------------------------
    def start(self) -> None:
        """Replay every running table, then let its bots and clocks go on."""
        for table in self.tables.load_running():
            self.wake(table)

    def stop(self) -> None:
        self.closed = True
        for handle in self.timers.values():
            handle.cancel()
        for task in self.tasks:
            task.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.boards.close()

    # ----- changes -----------------------------------------------------------
    def create(self, request: dict) -> tuple[LiveTable, dict[int, str]]:
        """A new table (see :meth:`Tables.create`), its bots and clock started."""
        return self._opened(*self.tables.create(request))

    def rematch(self, table: LiveTable, token: str) -> tuple[LiveTable, dict[int, str]]:
        return self._opened(*self.tables.rematch(table, token))

    def _opened(self, table: LiveTable, tokens: dict[int, str]):
        self._restart_clock(table, [])
        self.wake(table)
        return table, tokens

    def act(self, table: LiveTable, seat: int, action_json) -> None:
        """Carry out an action (stored first), tell everyone, wake bots and clock.

        Raises :class:`Refused`, changing nothing, if the action is not legal.
        """
        before, clock = table.state.actors(), _clock_key(table.state)
        self.tables.act(table, seat, action_json)
        if table.state.secret_progress(seat):  # a partial pick: for its own seat's eyes only
            self.publish(table, seat)
            self.wake(table)
            return
        if table.state.is_over():  # its bots are done
            for key in [key for key in self.bots if key[0] == table.id]:
                del self.bots[key]
        self._restart_clock(table, before, clock)
        self.publish(table)
        self.wake(table)
        self.release(table)

    def release(self, table: LiveTable) -> None:
        """Forget a finished table nobody watches; the store keeps it, and it is
        replayed if someone asks for it again."""
        if table.state.is_over() and not table.connections:
            self.tables.live.pop(table.id, None)

    def chat(self, table: LiveTable, seat: int, text) -> None:
        self.tables.add_chat(table, seat, text)
        self.publish(table)

    def publish(self, table: LiveTable, seat: int | None = None) -> None:
        """Send every connection of the table (or only those holding ``seat``) its fresh state."""
        for connection in list(table.connections):
            if seat is None or seat in connection.seats:
                connection.push_state()

    def set_auto_pass(self, table: LiveTable, seat: int, on) -> None:
        self.tables.set_auto_pass(table, seat, on)
        self.publish(table, seat)
        self.wake(table)

    # ----- bots --------------------------------------------------------------
    def wake(self, table: LiveTable) -> None:
        """Start a move for every bot that may act now, and set the clock's alarm."""
        if self.closed:
            return
        for seat in table.state.actors():
            key = (table.id, seat)
            if table.seats[seat].kind == "bot" and key not in self.thinking:
                self.thinking.add(key)
                self._spawn(self._bot_move(table, seat))
            elif self._may_pass_for(table, seat) and key not in self.auto_passing:
                self.auto_passing.add(key)
                self._spawn(self._auto_pass(table, seat))
        self._set_alarm(table)

    # ----- auto-pass ---------------------------------------------------------
    @staticmethod
    def _may_pass_for(table: LiveTable, seat: int) -> bool:
        chair = table.seats[seat]
        return (chair.kind == "human" and chair.auto_pass and not table.hotseat
                and table.state.holds_nothing_playable(seat))

    async def _auto_pass(self, table: LiveTable, seat: int) -> None:
        """Pass for a person who holds nothing playable, after a pause as a person's."""
        try:
            await asyncio.sleep(self.auto_pass_rng.uniform(*self.auto_pass_delay))
        finally:
            self.auto_passing.discard((table.id, seat))
        if self.closed or not self._may_pass_for(table, seat):
            return  # the person passed, or the table moved on, meanwhile
        try:
            self.act(table, seat, ["pass"])
        except Refused as error:
            log.warning("auto-pass of seat %s at table %s refused: %s", seat, table.id, error)

    def _bot(self, table: LiveTable, seat: int, name: str):
        key = (table.id, seat, name)
        if key not in self.bots:
            # one generator per seat: seats of a table may think at the same time
            self.bots[key] = (make_bot(table.game, name, seed=table.seed + seat),
                              random.Random(table.seed * 31 + seat))
        return self.bots[key]

    async def _bot_move(self, table: LiveTable, seat: int) -> None:
        key = (table.id, seat)
        try:
            await asyncio.sleep(self.bot_delay)
            played = table.played
            if seat not in table.state.actors() or table.seats[seat].kind != "bot":
                return
            action = await self._think(table, seat, table.seats[seat].bot)
        finally:
            self.thinking.discard(key)
        if self.closed:
            return
        try:
            self.act(table, seat, table.game.action_to_json(action))
        except Refused as error:
            if table.played != played:  # the table moved on while the bot thought: think again
                self.wake(table)
                return
            # a bot's mistake must not stop the table: its first legal action instead
            log.error("bot of seat %s at table %s chose an illegal action: %s", seat, table.id, error)
            self.act(table, seat, table.game.action_to_json(table.state.legal_actions(seat)[0]))

    async def _think(self, table: LiveTable, seat: int, name: str):
        bot, rng = self._bot(table, seat, name)
        snapshot = table.state.clone()
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, ask, bot, snapshot, seat, rng)

    # ----- hints -------------------------------------------------------------
    def hint(self, table: LiveTable, seat: int) -> None:
        """Start working out a hint for ``seat``; its connections get it when it is ready.

        Raises :class:`Refused` when the table has hints off, a bot holds the
        seat, it is not the seat's move, or a hint for it is under way.
        """
        if not table.hints:
            raise Refused("hints are turned off at this table")
        if table.seats[seat].kind == "bot":
            raise Refused("a bot has taken this seat")
        if seat not in table.state.actors():
            raise Refused("it is not your move, so there is no move to suggest")
        key = (table.id, seat)
        if key in self.hinting:
            raise Refused("a hint for this seat is being worked out; it comes in a moment")
        self.hinting.add(key)
        self._spawn(self._hint(table, seat))

    async def _hint(self, table: LiveTable, seat: int) -> None:
        key = (table.id, seat)
        try:
            seq, picks = table.seq, table.state.secret_progress(seat)
            # A fresh seed, not one drawn from the table's: the re-deal must owe nothing to the true one.
            seen = table.state.determinize(seat, secrets.randbits(63))
            loop = asyncio.get_running_loop()
            given = await loop.run_in_executor(self.executor, hint, table.game, seen, seat,
                                               secrets.randbits(63))
        finally:
            self.hinting.discard(key)
        action = table.game.action_to_json(given["action"])
        for connection in list(table.connections):
            if seat in connection.seats:
                connection.push({"type": "hint", "seat": seat, "seq": seq, "picks": picks, "action": action,
                                 "text": table.game.describe_action(given["action"], connection.lang, seen),
                                 "chance": given["chance"]})

    # ----- clocks ------------------------------------------------------------
    def _restart_clock(self, table: LiveTable, before: list[int], clock: str | None = None) -> None:
        """Set the clock after a move; ``before``, ``clock``: the actors and the rules' clock key before it."""
        state = table.state
        actors = state.actors()
        rule = state.deadline()
        if rule is not None:
            seconds = rule["seconds"]
        elif table.move_seconds and any(table.seats[s].kind == "human" for s in actors):
            seconds = table.move_seconds
        else:
            seconds = None
        if seconds is None or not actors:
            deadline = None
        elif table.deadline_at is not None and len(before) > 1 and set(actors) <= set(before):
            # a simultaneous step goes on: those still choosing keep their time
            deadline = table.deadline_at
        elif table.deadline_at is not None and clock is not None and _clock_key(state) == clock:
            # the rules' time limit spans this step too (one deal, many offers)
            deadline = table.deadline_at
        else:
            deadline = time.time() + seconds
        self.tables.set_deadline(table, deadline)

    def _set_alarm(self, table: LiveTable) -> None:
        handle = self.timers.pop(table.id, None)
        if handle is not None:
            handle.cancel()
        if table.deadline_at is None or table.state.is_over():
            return
        delay = max(0.0, table.deadline_at - time.time())
        loop = asyncio.get_running_loop()
        self.timers[table.id] = loop.call_later(delay, self._alarm, table, table.deadline_at)

    def _alarm(self, table: LiveTable, deadline: float) -> None:
        self.timers.pop(table.id, None)
        if table.deadline_at == deadline and not self.closed:
            self._spawn(self._time_out(table))

    async def _time_out(self, table: LiveTable) -> None:
        """The time has run out: the rules' actions, or a bot for each late person."""
        rule = table.state.deadline()
        if rule is not None and rule.get("on_timeout"):
            played = table.played
            for seat, action in rule["on_timeout"]:
                try:
                    self.act(table, seat, action)
                except Refused as error:
                    log.warning("timeout action of table %s refused: %s", table.id, error)
            if table.played != played:
                return
        # no actions of the rules' own (or none that was legal): bots move for the late
        name = default_bot(table.game)
        late = [s for s in table.state.actors() if table.seats[s].kind == "human"]
        if table.bot_on_timeout:
            for seat in late:
                self.tables.hand_to_bot(table, seat, name)
            self.tables.set_deadline(table, None)
            self.publish(table)
            self.wake(table)
            return
        self.tables.set_deadline(table, None)  # the alarm is spent; each move below sets a new one
        for seat in late:
            while True:  # a secret choice of several actions is made whole
                played = table.played
                action = await self._think(table, seat, name)
                if table.played != played and seat not in table.state.actors():
                    break  # the person made it after all
                try:
                    self.act(table, seat, table.game.action_to_json(action))
                except Refused as error:
                    log.warning("timeout move of table %s refused: %s", table.id, error)
                    break
                if not table.state.secret_progress(seat):
                    break

    def _spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("a table task failed", exc_info=task.exception())


def _clock_key(state) -> str | None:
    """The key of the rules' time limit now, if it has one."""
    rule = state.deadline()
    return rule.get("key") if rule is not None else None
