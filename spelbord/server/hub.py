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

The store's calls run off the loop (see :mod:`.tables`), each table's changes
one at a time under its lock. When the database refuses a bot's, a clock's or
an auto-pass's move, the hub tries it again after a pause that doubles up to
half a minute, so every table goes on by itself once the database answers.
A bot's generator comes from a secret of the server's (kept in the store), never
from the game's seed, which would let the bot replay the shuffles.

Undo: a person may take back their own last step where the engine allows it
(:meth:`State.can_undo`); it is stored as an undo record after the step and
told like a move.

Several processes (``cluster``, see :mod:`.cluster`): a request from a client
(act, undo, chat, auto-pass, rematch) goes to the table's owner, which carries it
out with the ``*_here`` methods; bots and clocks run at the owner only, and
``publish`` tells the other processes what changed.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import random
import secrets
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

from ..bots import ask, default_bot, make_bot
from ..bots.hints import hint
from .boards import Boards
from .messages import presence_message
from .stages import StageTimings, mark
from .store import Store
from .tables import (CLOCK, TIMEOUT, TIMEOUT_KEPT, Conflict, LiveTable, NewTable, Refused, Tables, Unstored,
                     created_answer)

log = logging.getLogger("spelbord.server")

#: the first pause before a move the database refused is tried again, and the longest
RETRY_FIRST, RETRY_LONGEST = 0.5, 30.0
#: the rematches whose new links wait for the players of the old table
REMATCHES_KEPT = 1000


class Hub:
    def __init__(self, store: Store, bot_delay: float = 0.8, bot_threads: int = 2,
                 board_workers: int = 0, auto_pass_delay: tuple[float, float] = (0.6, 2.5),
                 stage_timings: bool = False):
        self.tables = Tables(store)
        self.bot_secret = store.secret("bot_secret")
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
        #: table id -> the pause before its refused move is tried again
        self.retry_pause: dict[str, float] = {}
        #: old table id -> (the rematch, its tokens by seat), for the players to collect
        self.rematches: OrderedDict[str, tuple[NewTable, dict[int, str]]] = OrderedDict()
        self.closed = False
        #: the other server processes and the tables' leases (:class:`.cluster.Cluster`), or None
        self.cluster = None
        #: each client action's moments on its way (:mod:`.stages`), when asked for
        self.stages = StageTimings() if stage_timings else None

    # ----- life --------------------------------------------------------------
    async def start(self) -> None:
        """Replay every running table, then let its bots and clocks go on (in a
        cluster: those whose lease this process takes, see :mod:`.cluster`). The board
        workers start first, so that the first boards do not wait for them."""
        await self.boards.start()
        if self.cluster is not None:
            await self.cluster.start()
            return
        for table in await self.tables.load_running():
            self.wake(table)

    def stop(self) -> None:
        self.closed = True
        if self.cluster is not None:
            self.cluster.stop()
        for handle in self.timers.values():
            handle.cancel()
        for task in self.tasks:
            task.cancel()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.tables.close()
        self.boards.close()

    # ----- changes -----------------------------------------------------------
    async def create(self, request: dict) -> tuple[LiveTable, dict[int, str]]:
        """A new table (see :meth:`Tables.create`), its bots and clock started."""
        return await self._opened(*await self.tables.create(request))

    # ----- a client's requests: carried out by the table's owner ------------------
    async def act(self, table: LiveTable, seat: int, action_json, seen: tuple | None = None) -> None:
        """A client's action (see :meth:`act_here`), at the owner of the table."""
        return await self._at_owner(table, "act", seat, action_json, seen)

    async def chat(self, table: LiveTable, seat: int, text) -> None:
        return await self._at_owner(table, "chat", seat, text)

    async def undo(self, table: LiveTable, seat: int) -> None:
        """A person takes back their last step (see :meth:`undo_here`), at the owner of the table."""
        return await self._at_owner(table, "undo", seat)

    async def set_auto_pass(self, table: LiveTable, seat: int, on) -> None:
        return await self._at_owner(table, "auto_pass", seat, on)

    async def rematch(self, table: LiveTable, token: str) -> tuple[NewTable, dict[int, str]]:
        """The rematch (see :meth:`rematch_here`), made by the owner of the old table."""
        return await self._at_owner(table, "rematch", token)

    async def _at_owner(self, table: LiveTable, call: str, *args):
        if self.cluster is not None:
            return await self.cluster.at_owner(table, call, list(args))
        return await self.here(table, call, args)

    def here(self, table: LiveTable, call: str, args):
        """Carry out a client's request in this process (its owner)."""
        return {"act": self.act_here, "chat": self.chat_here, "auto_pass": self.auto_pass_here,
                "rematch": self.rematch_here, "undo": self.undo_here}[call](table, *args)

    def _check_owner(self, table: LiveTable) -> None:
        if self.cluster is not None and not self.cluster.owns(table.id):
            raise Unstored("this table moved to another server process; please try again")

    async def rematch_here(self, table: LiveTable, token: str) -> tuple[NewTable, dict[int, str]]:
        """The rematch of ``table`` (made by the first player to ask), and the tokens
        of the asker's seats only: each other player collects their own through
        the old table's connection (:meth:`deliver_rematch`)."""
        asker = table.seat_of(token) if isinstance(token, str) else None
        if asker is None:
            raise Refused("only a player of this table may ask for a rematch")
        async with table.lock:  # two players asking at once make one rematch
            self._check_owner(table)
            if table.id not in self.rematches:
                new, tokens = await self.tables.rematch(table, token)
                await self._opened(new, tokens)
                self.remember_rematch(table, NewTable.of(new), tokens)
                if self.cluster is not None:
                    self.cluster.rematch_made(table, self.rematches[table.id])
        new, tokens = self.rematches[table.id]
        # one screen holds every seat of a hot-seat table, so its link holds them all
        return new, tokens if table.hotseat else {s: t for s, t in tokens.items() if s == asker}

    def remember_rematch(self, table: LiveTable, new: NewTable, tokens: dict[int, str]) -> None:
        """Keep a rematch's links for the players of ``table``, and hand out those of its connections."""
        self.rematches[table.id] = (new, tokens)
        while len(self.rematches) > REMATCHES_KEPT:
            self.rematches.popitem(last=False)
        for connection in list(table.connections):
            self.deliver_rematch(table, connection)

    async def join(self, table: LiveTable, seat, name) -> tuple[LiveTable, dict[int, str]]:
        """A stranger takes a free seat (see :meth:`Tables.join`); everyone sees the new name."""
        async with table.lock:
            token = await self.tables.join(table, seat, name)
        self.publish(table)
        return table, {seat: token}

    def deliver_rematch(self, table: LiveTable, connection) -> None:
        """Send a connection of ``table`` the rematch links of its own seats, if there is a rematch."""
        made = self.rematches.get(table.id)
        mine = [s for s in connection.seats if s is not None]
        if made is None or not mine:
            return
        new, tokens = made
        own = tokens if table.hotseat else {s: tokens[s] for s in mine if s in tokens}
        connection.push({"type": "rematch", **created_answer(new, own)})

    async def _opened(self, table: LiveTable, tokens: dict[int, str]):
        if self.cluster is not None:  # its creator holds its lease (stored with it)
            await self.cluster.opened(table)
        async with table.lock:
            await self._restart_clock(table, [])
        self.wake(table)
        return table, tokens

    async def act_here(self, table: LiveTable, seat: int, action_json, seen: tuple | None = None,
                       origin: str | None = None) -> None:
        """Carry out an action (stored first), tell everyone, wake bots and clock.

        ``seen``: the ``(seq, picks)`` of the state the person acted on; an action
        from a state the table has left is refused. ``origin``: the clock made it for a
        person whose time ran out (:data:`TIMEOUT` and :data:`TIMEOUT_KEPT`: the log says
        a bot moved for them; :data:`CLOCK`: the rules' own timeout action, or a later part
        of the bot's choice), and the person may not undo it. Raises :class:`Refused`,
        changing nothing, if the action is not legal (:class:`Unstored` if the
        database did not take it).
        """
        if self.stages is not None:
            self.stages.begin(table)
        async with table.lock:
            self._check_owner(table)
            if seen is not None:
                check_fresh(table, seat, *seen)
            before, clock = table.state.actors(), _clock_key(table.state)
            try:
                await self.tables.act(table, seat, action_json, origin)
            except Conflict:
                if self.cluster is not None:  # another process holds the table now
                    await self.cluster.lost(table)
                raise
            self.retry_pause.pop(table.id, None)
            if table.state.secret_progress(seat):  # a partial pick: for its own seat's eyes only
                self.publish(table, seat)
                self.wake(table)
                return
            if table.state.is_over():  # its bots are done
                for key in [key for key in self.bots if key[0] == table.id]:
                    del self.bots[key]
            await self._restart_clock(table, before, clock)
        self.publish(table)
        mark(table, "published")
        self.wake(table)
        self.release(table)

    async def undo_here(self, table: LiveTable, seat: int) -> None:
        """Take back ``seat``'s last step (stored first), tell everyone, wake bots and clock.

        The withdrawal of a partial pick of a secret choice is told to its own seat only,
        as the pick was. Raises :class:`Refused`, changing nothing, when the seat may not undo.
        """
        async with table.lock:
            self._check_owner(table)
            state = table.state
            private = state.secret_progress(seat) > 0  # a partial pick: nobody else saw it
            before, clock = state.actors(), _clock_key(state)
            try:
                await self.tables.undo(table, seat)
            except Conflict:
                if self.cluster is not None:
                    await self.cluster.lost(table)
                raise
            if private:
                self.publish(table, seat)
                return
            await self._restart_clock(table, before, clock)
        self.publish(table)
        self.wake(table)

    def _retry_later(self, table: LiveTable, again) -> None:
        """The database refused a move nobody is waiting to resend: try ``again()`` after a pause."""
        pause = self.retry_pause.get(table.id, RETRY_FIRST)
        self.retry_pause[table.id] = min(pause * 2, RETRY_LONGEST)
        log.warning("table %s: the database refused a move; trying again in %.1f s", table.id, pause)
        asyncio.get_running_loop().call_later(pause, lambda: None if self.closed else again())

    def release(self, table: LiveTable) -> None:
        """Forget a finished table nobody watches; the store keeps it, and it is
        replayed if someone asks for it again."""
        if table.state.is_over() and not table.connections:
            self.tables.live.pop(table.id, None)

    async def chat_here(self, table: LiveTable, seat: int, text) -> None:
        async with table.lock:
            self._check_owner(table)
            await self.tables.add_chat(table, seat, text)
        self.publish(table)

    def presence_changed(self, table: LiveTable, but=None) -> None:
        """Someone came or left here: tell this process's connections (but ``but``) and the others."""
        self.announce_presence(table, but)
        if self.cluster is not None:
            self.cluster.presence_changed(table)

    def announce_presence(self, table: LiveTable, but=None) -> None:
        """Tell every connection (but ``but``) who is connected now, in a small message."""
        texts: dict[str, str] = {}
        for connection in list(table.connections):
            if connection is not but:
                if connection.lang not in texts:
                    texts[connection.lang] = presence_message(table, connection.lang)
                connection._put(texts[connection.lang])

    def publish(self, table: LiveTable, seat: int | None = None) -> None:
        """Send every connection of the table (or only those holding ``seat``) its fresh
        state, and tell the other server processes what changed, for theirs."""
        self.push_states(table, seat)
        if self.cluster is not None:
            self.cluster.changed(table, seat)
        else:
            table.unsent.clear()

    def push_states(self, table: LiveTable, seat: int | None = None) -> None:
        """Send this process's connections of the table (or of ``seat``) their fresh state."""
        for connection in list(table.connections):
            if seat is None or seat in connection.seats:
                connection.push_state()

    async def auto_pass_here(self, table: LiveTable, seat: int, on) -> None:
        async with table.lock:
            self._check_owner(table)
            await self.tables.set_auto_pass(table, seat, on)
        self.publish(table, seat)
        self.wake(table)

    # ----- bots --------------------------------------------------------------
    def wake(self, table: LiveTable) -> None:
        """Start a move for every bot that may act now, and set the clock's alarm
        (at the table's owner only)."""
        if self.closed or (self.cluster is not None and not self.cluster.owns(table.id)):
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
            await self.act_here(table, seat, ["pass"])
        except Unstored:
            self._retry_later(table, lambda: self.wake(table))
        except Refused as error:
            log.warning("auto-pass of seat %s at table %s refused: %s", seat, table.id, error)

    def _bot(self, table: LiveTable, seat: int, name: str):
        key = (table.id, seat, name)
        if key not in self.bots:
            # one generator per seat: seats of a table may think at the same time
            self.bots[key] = (make_bot(table.game, name, seed=self._bot_seed(table, seat, name, "bot")),
                              random.Random(self._bot_seed(table, seat, name, "ask")))
        return self.bots[key]

    def _bot_seed(self, table: LiveTable, seat: int, name: str, use: str) -> int:
        """A seed for a bot from the server's secret and the table's id: the same after
        a restart, unknown to the players, and owing nothing to the game's seed."""
        message = f"{table.id}/{seat}/{name}/{use}".encode()
        return int.from_bytes(hmac.new(self.bot_secret, message, hashlib.sha256).digest()[:8], "big") >> 2

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
        # the first move of a bot that took a late person's seat: the log says so
        origin = TIMEOUT_KEPT if seat in table.took_over else None
        try:
            try:
                await self.act_here(table, seat, table.game.action_to_json(action), origin=origin)
            except Unstored:
                raise
            except Refused as error:
                if table.played != played:  # the table moved on while the bot thought: think again
                    self.wake(table)
                    return
                # a bot's mistake must not stop the table: its first legal action instead
                log.error("bot of seat %s at table %s chose an illegal action: %s", seat, table.id, error)
                await self.act_here(table, seat, table.game.action_to_json(table.state.legal_actions(seat)[0]),
                                    origin=origin)
            table.took_over.discard(seat)
        except Unstored:
            self._retry_later(table, lambda: self.wake(table))

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
    async def _restart_clock(self, table: LiveTable, before: list[int], clock: str | None = None) -> None:
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
        await self.tables.set_deadline(table, deadline)

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
        """The time has run out: the rules' actions, or a bot for each late person.
        If the database refuses a move meanwhile, the whole is tried again later."""
        try:
            await self._time_out_moves(table)
        except Unstored:
            self._retry_later(table, lambda: self._spawn(self._time_out(table)))

    async def _time_out_moves(self, table: LiveTable) -> None:
        rule = table.state.deadline()
        if rule is not None and rule.get("on_timeout"):
            played = table.played
            for seat, action in rule["on_timeout"]:
                try:
                    await self.act_here(table, seat, action, origin=CLOCK)
                except Unstored:
                    raise
                except Refused as error:
                    log.warning("timeout action of table %s refused: %s", table.id, error)
            if table.played != played:
                return
        # no actions of the rules' own (or none that was legal): bots move for the late
        name = default_bot(table.game)
        late = [s for s in table.state.actors() if table.seats[s].kind == "human"]
        if table.bot_on_timeout:
            async with table.lock:
                for seat in late:
                    await self.tables.hand_to_bot(table, seat, name)
                    table.took_over.add(seat)
                await self.tables.set_deadline(table, None)
            self.publish(table)
            self.wake(table)
            return
        async with table.lock:
            await self.tables.set_deadline(table, None)  # the alarm is spent; each move below sets a new one
        for seat in late:
            origin = TIMEOUT  # on the bot's first action for the seat: the log says it once
            while True:  # a secret choice of several actions is made whole
                played = table.played
                action = await self._think(table, seat, name)
                if table.played != played and seat not in table.state.actors():
                    break  # the person made it after all
                try:
                    await self.act_here(table, seat, table.game.action_to_json(action), origin=origin)
                    origin = CLOCK
                except Unstored:
                    raise
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


def check_fresh(table: LiveTable, seat: int, seq, picks) -> None:
    """Refuse an action sent from a state that is no longer the table's.

    ``seq`` counts the public moves; ``picks`` (0 when absent) the actions this
    seat has taken in a secret choice it is still building, which only it sees.
    """
    mine = table.state.secret_progress(seat)
    if seq != table.seq or picks != mine or isinstance(seq, bool) or isinstance(picks, bool):
        # move/pick as numbers only: the words around them are translated
        seen = f"{seq!r:.20}" + (f"/{picks!r:.20}" if picks != 0 else "")
        now = f"{table.seq}" + (f"/{mine}" if mine else "")
        raise Refused("the table has moved on (you saw move {seen}, it is at move {now}); "
                      "look at the new state and try again", seen=seen, now=now)
