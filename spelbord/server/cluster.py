"""Several server processes behind one address (``spelbord serve --redis``).

PostgreSQL holds the tables, as for one process, and a lease per table: the row
``leases`` names the process that orders the table's moves (its *owner*) and
until when. Redis pub/sub carries everything else between the processes: each
listens on a channel of its own (requests forwarded to it, and their answers)
and on one channel per table it holds in memory (what changed).

- Any process serves any table's clients. A client's request (act, undo, chat,
  auto-pass, rematch) is carried out by the owner: at once when that is this
  process, else forwarded to it through Redis. When the owner is gone (nobody
  listens on its channel) the request waits until its lease expires, takes the
  lease, reads the table again from the store and carries it out itself.
- The owner renews its leases every third of their length; every process, at
  the same beat, takes up to ``CLAIM_BATCH`` running tables whose lease has
  expired (their owner died), so bots and clocks go on without any client.
- After each change the owner publishes it (the actions and chat lines, the
  seats, the clock) on the table's channel; the other processes holding the
  table play the same actions on their copy and send their connections the new
  states. A copy that finds a gap (a message lost) reads the table again.
- The actions' primary key (table, seq) is the fence: a process that lost its
  lease without noticing (paused past its expiry) cannot store a second action
  at the same place; it gets :class:`.tables.Conflict`, gives the table up and
  reads it again. The lease only decides who runs the bots and clocks and who
  orders the moves; it never decides what is true.

Presence: each process publishes how many connections it holds per seat, and
forgets the counts of a process that no longer listens on its channel.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import time

import orjson

from .tables import LiveTable, NewTable, Refused, Unstored, add_line, carry_out, undo_carried_out

log = logging.getLogger("spelbord.server")

#: how long a lease lasts unless renewed, in seconds (renewed every third of it)
LEASE_SECONDS = 10.0
#: the orphaned tables one process takes at one beat
CLAIM_BATCH = 100
PROCESS, TABLE = "spelbord:process:", "spelbord:table:"


class Cluster:
    """This process's part in a cluster: its leases, and its Redis channels."""

    def __init__(self, hub, redis_url: str, lease_seconds: float = LEASE_SECONDS):
        import redis.asyncio  # the ``cluster`` extra

        self.hub, self.tables, self.store = hub, hub.tables, hub.tables.store
        self.id = secrets.token_hex(8)
        self.lease_seconds = lease_seconds
        self.redis = redis.asyncio.Redis.from_url(redis_url)
        self.pubsub = self.redis.pubsub()
        #: the tables this process orders (holds the lease of)
        self.owned: set[str] = set()
        #: channel -> done once Redis confirmed the subscription
        self.subscribed: dict[str, asyncio.Future] = {}
        #: request id -> the answer awaited from another process
        self.replies: dict[str, asyncio.Future] = {}
        #: table id -> (owner, expiry) as last read from the store, until that expiry
        self.known: dict[str, tuple[str, float]] = {}
        self.outgoing: asyncio.Queue = asyncio.Queue()
        #: table id -> the last task handling its messages (they run one after another)
        self.chains: dict[str, asyncio.Task] = {}
        #: copies nobody watched at the last beat: dropped at the next unless watched
        self.idle: set[str] = set()
        #: Redis was away: the copies may have missed changes, presence must be told again
        self.behind = False
        self.tasks: list[asyncio.Task] = []
        hub.tables.lease = (self.id, lease_seconds)
        hub.tables.before_load = self._before_load

    # ----- life --------------------------------------------------------------
    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        own = PROCESS + self.id
        self.subscribed[own] = loop.create_future()
        await self.pubsub.subscribe(own)  # Redis away: the server does not start
        self.tasks = [loop.create_task(self._send_loop()), loop.create_task(self._listen())]
        await asyncio.wait_for(self.subscribed[own], 10)
        await self._beat()  # take the tables nobody holds (all of them, at the first start)
        self.tasks.append(loop.create_task(self._beats()))

    def stop(self) -> None:
        """Give up every lease (the others take the tables at once) and stop listening."""
        for task in self.tasks:
            task.cancel()
        try:
            self.store.drop_leases(self.id)
        except Exception as error:  # they expire by themselves
            log.warning("leases not given up: %s", error)

    async def close(self) -> None:
        await self.redis.aclose()

    def owns(self, table_id: str) -> bool:
        return table_id in self.owned

    # ----- requests: carried out by the owner ----------------------------------
    async def at_owner(self, table: LiveTable, call: str, args: list):
        """Carry out a client's request here if this process owns the table, else
        at its owner; take the table over when its owner is gone."""
        give_up = time.monotonic() + 2 * self.lease_seconds + 5
        while True:
            if table.id in self.owned:
                return await self.hub.here(table, call, args)
            pause = 0.05
            lease = self.known.get(table.id)
            if lease is None or lease[1] < time.time():  # the store is asked once a lease, not every move
                lease = self.known[table.id] = await self.tables.io(self.store.lease_of, table.id) or ("", 0.0)
            if lease[0] in ("", self.id) or lease[1] < time.time():
                if await self.take(table):
                    continue
            else:
                answer = await self._call(lease[0], table.id, call, args)
                if answer is not None and not answer.get("moved"):
                    return _result(call, answer)
                self.known.pop(table.id, None)
                if answer is None:  # its owner is gone: wait for the lease to run out
                    pause = min(max(lease[1] - time.time(), 0.05), 1.0)
            if time.monotonic() > give_up:
                raise Unstored("the server process holding this table does not answer; please try again")
            await asyncio.sleep(pause)

    async def _call(self, owner: str, table_id: str, call: str, args: list) -> dict | None:
        """Forward a request to ``owner``; its answer, or None when nobody listens there."""
        loop = asyncio.get_running_loop()
        request_id = secrets.token_hex(8)
        answer, sent = loop.create_future(), loop.create_future()
        self.replies[request_id] = answer
        try:
            self._send(PROCESS + owner, {"kind": "call", "id": request_id, "from": self.id,
                                         "table": table_id, "call": call, "args": args}, sent)
            if await sent == 0:
                return None
            return await asyncio.wait_for(answer, self.lease_seconds)
        except asyncio.TimeoutError:
            raise Unstored("the server process holding this table did not answer in time; please try again") from None
        finally:
            self.replies.pop(request_id, None)

    async def _answer(self, request: dict) -> None:
        """Carry out a request another process forwarded, and answer it."""
        reply = {"kind": "reply", "id": request["id"]}
        table = await self.tables.get(request["table"])
        if table is None:
            reply["refused"] = f"there is no table {request['table']!r}"
        elif table.id not in self.owned and not await self.take(table):
            reply["moved"] = True
        else:
            try:
                result = await self.hub.here(table, request["call"], request["args"])
                if request["call"] == "rematch":
                    reply["result"] = {"new": result[0].to_json(), "tokens": result[1]}
            except Unstored as error:
                reply["unstored"] = str(error)
            except Refused as error:
                reply["refused"] = str(error)
            except Exception:  # the asker must hear back all the same
                log.exception("table %s: a forwarded %s failed", table.id, request["call"])
                reply["unstored"] = "the server could not do that; please try again"
        self._send(PROCESS + request["from"], reply)

    # ----- leases ------------------------------------------------------------
    async def take(self, table: LiveTable) -> bool:
        """Take the table's lease if nobody else holds it; then its copy here is
        read again (its last owner may have stored more) and its bots and clock go on."""
        async with table.lock:
            if table.id in self.owned:
                return True
            if not await self.tables.io(self.store.take_lease, table.id, self.id, self.lease_seconds):
                return False
            await self.tables.refresh(table)
            self.owned.add(table.id)
        self.hub.push_states(table)
        self.hub.wake(table)
        return True

    async def opened(self, table: LiveTable) -> None:
        """A table made here: its lease was stored with it."""
        self.owned.add(table.id)
        await self._subscribe(TABLE + table.id)

    async def lost(self, table: LiveTable) -> None:
        """Another process holds the table now (the caller holds its lock)."""
        self.owned.discard(table.id)
        handle = self.hub.timers.pop(table.id, None)
        if handle is not None:
            handle.cancel()
        await self.tables.refresh(table)
        self.hub.push_states(table)

    async def _adopt(self, table_id: str) -> None:
        """A lease taken at a beat: hold the table and let its bots and clock go on."""
        table = self.tables.loaded(table_id)
        if table is None:
            table = await self.tables.get(table_id)
            if table is None:
                return
            self.owned.add(table_id)
        else:
            async with table.lock:
                if table_id not in self.owned:
                    await self.tables.refresh(table)
                    self.owned.add(table_id)
        self.hub.push_states(table)
        self.hub.wake(table)

    async def _beats(self) -> None:
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                await self._beat()
            except Exception:  # the database or Redis is away: the next beat tries again
                log.exception("cluster beat")

    async def _beat(self) -> None:
        """Renew the leases, notice those lost, take orphaned tables, and tidy up."""
        owned_before = set(self.owned)
        held = await self.tables.io(self.store.renew_leases, self.id, self.lease_seconds)
        for table_id in owned_before & self.owned - held:
            table = self.tables.loaded(table_id)
            if table is None:
                self.owned.discard(table_id)
                continue
            async with table.lock:
                await self.lost(table)
        for table_id in held - self.owned:
            await self._adopt(table_id)
        for table_id in await self.tables.io(self.store.claim_leases, self.id, self.lease_seconds, CLAIM_BATCH):
            await self._adopt(table_id)
        if self.behind:
            await self._catch_up()
        await self._tidy()

    async def _catch_up(self) -> None:
        """Redis is back: read the copies again, and tell and ask who is connected."""
        self.behind = False
        for table in list(self.tables.live.values()) + list(self.tables.finished.values()):
            if table.id not in self.owned:
                async with table.lock:
                    await self.tables.refresh(table)
                self.hub.push_states(table)
            self.presence_changed(table)
            self._send(TABLE + table.id, {"kind": "who", "from": self.id})

    async def _tidy(self) -> None:
        """Give up the leases of finished tables that left memory; drop copies
        nobody has watched for a beat; follow every table in memory, and only those."""
        live = self.tables.live
        released = [table_id for table_id in self.owned if table_id not in live]
        if released:
            self.owned.difference_update(released)
            await self.tables.io(self.store.drop_leases, self.id, released)
        for table_id, table in list(live.items()):
            if table_id in self.owned or table.connections or table.visitors:
                self.idle.discard(table_id)
            elif table_id in self.idle:
                self.idle.discard(table_id)
                del live[table_id]
            else:
                self.idle.add(table_id)
        kept = set(live) | set(self.tables.finished) | set(self.tables.loading)
        for table_id in [t for t in self.known if t not in kept]:
            del self.known[table_id]
        for channel in [c for c in self.subscribed if c.startswith(TABLE) and c[len(TABLE):] not in kept]:
            del self.subscribed[channel]
            await self.pubsub.unsubscribe(channel)
        for table_id in set(live) | set(self.tables.finished):
            if TABLE + table_id not in self.subscribed:  # back in memory without a load (a hello)
                await self._subscribe(TABLE + table_id)
                table = self.tables.loaded(table_id)
                async with table.lock:
                    await self.tables.refresh(table)
                self.hub.push_states(table)
        await self._forget_the_gone()

    async def _forget_the_gone(self) -> None:
        """Forget the connections counted at processes that no longer listen."""
        tables = list(self.tables.live.values())
        processes = sorted({p for table in tables for p in table.remote})
        if not processes:
            return
        counts = await self.redis.pubsub_numsub(*[PROCESS + p for p in processes])
        gone = {p for p, (_, n) in zip(processes, counts) if n == 0}
        for table in tables:
            if gone & table.remote.keys():
                for process in gone:
                    table.remote.pop(process, None)
                self.hub.announce_presence(table)

    # ----- changes -----------------------------------------------------------
    def changed(self, table: LiveTable, to: int | None) -> None:
        """Tell the other processes what changed at a table this one owns; ``to``:
        the only seat whose connections are told (a partial pick or its withdrawal, a private setting)."""
        news, table.unsent = table.unsent, []
        self._send(TABLE + table.id, {
            "kind": "change", "from": self.id, "news": news, "played": table.played, "to": to,
            "seats": [[s.kind, s.bot, s.auto_pass] for s in table.seats], "deadline_at": table.deadline_at})

    def presence_changed(self, table: LiveTable) -> None:
        self._send(TABLE + table.id, {"kind": "presence", "from": self.id,
                                      "seats": [s.connections for s in table.seats]})

    def rematch_made(self, table: LiveTable, made: tuple[NewTable, dict[int, str]]) -> None:
        new, tokens = made
        self._send(TABLE + table.id, {"kind": "rematch", "from": self.id, "new": new.to_json(), "tokens": tokens})

    async def _replicate(self, table: LiveTable, change: dict) -> None:
        """Play another process's changes on the copy here, then tell the connections."""
        async with table.lock:
            if table.id in self.owned:  # from a process that held it before: the store knows what it did
                await self.tables.refresh(table)
                self.hub.push_states(table)
                return
            behind = False
            try:
                for news in change["news"]:
                    if behind:
                        break
                    if news[0] == "chat":
                        add_line(table, news[1])
                    elif news[0] == "undo" and news[1] == table.played:
                        undo_carried_out(table, news[2])
                    elif news[1] == table.played:
                        carry_out(table, news[2], table.game.action_from_json(news[3]),
                                  news[4] if len(news) > 4 else None)
                    elif news[1] > table.played:
                        behind = True
            except Exception:  # the copy went astray: the store knows
                log.exception("table %s: a change from another process does not apply", table.id)
                behind = True
            if behind or change["played"] > table.played:  # a message was lost on the way
                await self.tables.refresh(table)
            for seat, (kind, bot, auto_pass) in zip(table.seats, change["seats"]):
                seat.kind, seat.bot, seat.auto_pass = kind, bot, auto_pass
            table.deadline_at = change["deadline_at"]
            table.changed()
        self.hub.push_states(table, change["to"])
        self.hub.release(table)

    def _remote_presence(self, table: LiveTable, process: str, counts: list[int]) -> None:
        before = [table.connected(seat) for seat in range(len(table.seats))]
        if any(counts):
            table.remote[process] = counts
        else:
            table.remote.pop(process, None)
        if before != [table.connected(seat) for seat in range(len(table.seats))]:
            self.hub.announce_presence(table)

    # ----- Redis ---------------------------------------------------------------
    async def _before_load(self, table_id: str) -> None:
        """Follow a table before reading it, so no change falls between; ask who is there."""
        await self._subscribe(TABLE + table_id)
        self._send(TABLE + table_id, {"kind": "who", "from": self.id})

    async def _subscribe(self, channel: str) -> None:
        """Listen on a table's channel, once Redis confirms it. When Redis is away
        the table goes on without (this process's connections of it only hear of
        its own changes); the next beat tries again and reads the table anew."""
        confirmed = self.subscribed.get(channel)
        try:
            if confirmed is None:
                confirmed = self.subscribed[channel] = asyncio.get_running_loop().create_future()
                await self.pubsub.subscribe(channel)
            await asyncio.wait_for(asyncio.shield(confirmed), 5)
        except Exception as error:
            log.warning("cluster: not following %s: %r", channel, error)
            if self.subscribed.get(channel) is confirmed:
                del self.subscribed[channel]

    def _send(self, channel: str, message: dict, sent: asyncio.Future | None = None) -> None:
        self.outgoing.put_nowait((channel, orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS), sent))

    async def _send_loop(self) -> None:
        """Publish in order (one connection, a pipeline per batch); ``sent`` learns
        how many processes listened."""
        while True:
            batch = [await self.outgoing.get()]
            while not self.outgoing.empty():
                batch.append(self.outgoing.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, data, _ in batch:
                        pipe.publish(channel, data)
                    listeners = await pipe.execute()
            except Exception as error:  # Redis is away: the copies catch up from the store later
                log.warning("cluster: %d messages not published: %s", len(batch), error)
                listeners = [0] * len(batch)
            for (_, _, sent), count in zip(batch, listeners):
                if sent is not None and not sent.done():
                    sent.set_result(count)

    async def _listen(self) -> None:
        while True:
            try:
                message = await self.pubsub.get_message(timeout=None)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                log.warning("cluster: Redis is away (%s); listening again", error)
                await asyncio.sleep(1)
                await self._listen_again()
                continue
            if message is None:
                continue
            channel = message["channel"].decode()
            if message["type"] == "subscribe":
                confirmed = self.subscribed.get(channel)
                if confirmed is not None and not confirmed.done():
                    confirmed.set_result(None)
            elif message["type"] == "message":
                self._received(channel, orjson.loads(message["data"]))

    async def _listen_again(self) -> None:
        """After Redis was away: subscribe anew to every channel, and have the next
        beat read the copies again (what was published meanwhile is lost)."""
        try:
            await self.pubsub.aclose()
        except Exception:
            pass
        self.pubsub = self.redis.pubsub()
        loop = asyncio.get_running_loop()
        self.subscribed = {channel: loop.create_future() for channel in self.subscribed}
        self.behind = True
        try:
            await self.pubsub.subscribe(*self.subscribed)
        except Exception as error:  # still away: the listener tries again
            log.warning("cluster: Redis is still away (%s)", error)

    def _received(self, channel: str, message: dict) -> None:
        if channel == PROCESS + self.id:
            if message["kind"] == "call":
                self.hub._spawn(self._answer(message))
            else:
                answer = self.replies.get(message["id"])
                if answer is not None and not answer.done():
                    answer.set_result(message)
        elif message.get("from") != self.id:
            self._in_order(channel[len(TABLE):], self._on_table(channel[len(TABLE):], message))

    def _in_order(self, table_id: str, coroutine) -> None:
        """Handle a table's messages one after another, in the order they came."""
        before = self.chains.get(table_id)

        async def after():
            if before is not None:
                await asyncio.wait([before])
            await coroutine
        task = asyncio.get_running_loop().create_task(after())
        self.chains[table_id] = task

        def done(task):
            if self.chains.get(table_id) is task:
                del self.chains[table_id]
            if not task.cancelled() and task.exception() is not None:
                log.error("table %s: a message from another process failed", table_id, exc_info=task.exception())
        task.add_done_callback(done)

    async def _on_table(self, table_id: str, message: dict) -> None:
        table = self.tables.loaded(table_id)
        if table is None:
            loading = self.tables.loading.get(table_id)
            if loading is None:
                return
            table = await asyncio.shield(loading)  # a message that came while it was read
            if table is None:
                return
        kind = message["kind"]
        if kind == "change":
            await self._replicate(table, message)
        elif kind == "presence":
            self._remote_presence(table, message["from"], message["seats"])
        elif kind == "who" and any(seat.connections for seat in table.seats):
            self.presence_changed(table)
        elif kind == "rematch":
            self.hub.remember_rematch(table, NewTable.from_json(message["new"]),
                                      {int(seat): token for seat, token in message["tokens"].items()})


def _result(call: str, answer: dict):
    """The outcome of a forwarded request, as if it had been carried out here."""
    if "unstored" in answer:
        raise Unstored(answer["unstored"])
    if "refused" in answer:
        raise Refused(answer["refused"])
    if call == "rematch":
        result = answer["result"]
        return NewTable.from_json(result["new"]), {int(seat): token for seat, token in result["tokens"].items()}
    return None
