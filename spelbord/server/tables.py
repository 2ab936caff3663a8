"""The tables in play: each a live engine state, rebuilt from the store by replay.

Every change to a table goes through :class:`Tables`, in this order: check it
against the engine, store it (committed), change the live state, then tell the
connections. An error at any step before the store leaves everything as it was.

The store's calls run in threads of their own (the writes in one, see
:mod:`.writer`), so a slow database holds up only the tables waiting for it,
never the event loop; each table's lock (taken
by the hub) keeps its changes in one order meanwhile. A finished table is
replayed in a thread too when someone asks for it, and only a few are kept.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from ..engine import IllegalAction, InvalidOptions, State, registry
from ..engine.undo import history_events
from ..bots import bot_names
from ..i18n import LANGUAGES, translator
from ..terminal.words import BOT_FOR_LATE, default_names
from .stages import mark
from .store import Store, action_row, token_hash
from .writer import Writer

log = logging.getLogger("spelbord.server")

#: the chat lines a table keeps in memory and sends
CHAT_KEPT = 100
#: the longest name a seat may be given
NAME_LENGTH = 40
#: the finished tables nobody watches that are kept in memory once replayed
FINISHED_KEPT = 32
#: the longest pause between two tries of a write the database refused, in seconds
RETRY_LONGEST = 30.0


class Refused(Exception):
    """A request the server turns down; ``str(error)`` says why, for the person, in English.

    The reason is a message of the interface catalogue with named placeholders,
    ``Refused("seat {number} is not free", number=2)``, so that :meth:`text` can
    say it in the language of the person who asked (the page's language: a
    WebSocket's ``hello``/``lang``, an HTTP request's ``lang`` or
    ``Accept-Language``). A reason from the engine (an illegal action, bad
    options) is passed on as it is.
    """

    def __init__(self, message: str, domain: str = "spelbord", worded: tuple = (), **params):
        super().__init__(message.format(**params) if params else message)
        self.message, self.domain, self.params = message, domain, params
        #: the placeholders whose values are messages of the catalogue too (an engine's reason)
        self.worded = tuple(worded)

    @classmethod
    def of_game(cls, game, error: InvalidOptions) -> "Refused":
        """A game's refusal of its options, worded by the game's catalogue."""
        return cls(getattr(error, "message", str(error)), game.name, **getattr(error, "params", {}))

    def text(self, lang: str) -> str:
        """The reason in ``lang`` ("sv", "de", "en"; another language: English)."""
        translate = translator(lang if lang in LANGUAGES else "en", self.domain)
        params = {name: translate(value) if name in self.worded else value for name, value in self.params.items()}
        words = translate(self.message)
        return words.format(**params) if params else words

    def to_json(self) -> list:
        """The reason as it crosses to another server process (see :mod:`.cluster`)."""
        return [self.message, self.domain, self.params, list(self.worded)]

    @classmethod
    def from_json(cls, words) -> "Refused":
        if isinstance(words, str):
            return cls(words)
        message, domain, params, *worded = words
        return cls(message, domain, tuple(worded[0]) if worded else (), **params)


class Unstored(Refused):
    """The database did not take a change, so nothing changed: try again later."""


class Conflict(Unstored):
    """Another server process stored an action at this place first: this one's
    copy of the table is behind (it had lost the table's lease without knowing)."""


@dataclass
class Seat:
    kind: str  # "human" or "bot"
    bot: str | None
    name: str | None
    token_hash: str | None
    connections: int = 0
    #: pass for this person whenever it holds nothing playable (a private setting)
    auto_pass: bool = False

    @property
    def free(self) -> bool:
        """A person's seat nobody holds yet: a stranger may join it from the lobby."""
        return self.kind == "human" and self.token_hash is None


@dataclass
class LiveTable:
    """One table in memory: its state and everything the messages need."""

    id: str
    game: object
    state: State
    seats: list[Seat]
    options: dict
    seed: int
    move_seconds: int | None
    bot_on_timeout: bool
    hotseat: bool
    created_at: float
    deadline_at: float | None = None
    #: the people may ask for hints (a suggested move, see :mod:`spelbord.bots.hints`)
    hints: bool = True
    #: every action played so far, partial picks of secret choices too: the store's key
    played: int = 0
    #: (seq, event) for every event so far; seq = public moves when it happened
    events: list[tuple[int, dict]] = field(default_factory=list)
    chat: list[dict] = field(default_factory=list)
    connections: set = field(default_factory=set)
    #: the game's part of each (seat, language)'s message, and each seat's undo answer, until the next action
    cache: dict = field(default_factory=dict)
    #: log entries as JSON text, kept across changes: (lang, event index, viewer) -> text
    log_texts: dict = field(default_factory=dict)
    #: each (seat, lang)'s log: [the next event to look at, its last entries]
    logs: dict = field(default_factory=dict)
    #: the words of actions that read no state (see ``words_from_state``): (lang, action) -> entry
    words: dict = field(default_factory=dict)
    #: each seat's last "final" marks: seat -> (its view as JSON, its legal actions, the marks)
    final_marks: dict = field(default_factory=dict)
    #: who sits where as JSON, per language: lang -> (the seats' names, kinds, connections, freedom; the text)
    players_json: dict = field(default_factory=dict)
    #: the chat as JSON text, until the next line
    chat_json: str | None = None
    #: held while a change of this table is checked, stored and carried out
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    #: set only at a practice table, whose creator chose the seed (and so may know every card)
    practice: bool = False
    #: seat -> how many actions the seat had played when the table's clock last moved
    #: for it (its time ran out): that step is not the person's own, so it cannot be undone
    clock_moves: dict = field(default_factory=dict)
    #: changes not yet told to the other server processes: ("action", played, seat, action) or ("chat", line)
    unsent: list = field(default_factory=list)
    #: the connections of each seat at the other server processes: process id -> a count per seat
    remote: dict = field(default_factory=dict)
    #: sockets opened to this table that have not closed (said hello or not)
    visitors: int = 0
    #: seats a bot took when their time ran out, whose next move the log announces so
    took_over: set = field(default_factory=set)
    #: the stage timings of the client's action in flight, when they are taken (see :mod:`.stages`)
    timing: dict | None = None

    def connected(self, seat: int) -> bool:
        """Someone holds this seat, here or at another server process."""
        return self.seats[seat].connections > 0 or any(counts[seat] for counts in self.remote.values())

    @property
    def seq(self) -> int:
        """The public move counter: a partial pick of a secret choice is no move
        for the others, so it does not advance this (the pick completing a choice does)."""
        return self.state.public_moves

    @property
    def status(self) -> str:
        return "finished" if self.state.is_over() else "running"

    def names(self, lang: str) -> list[str]:
        defaults = default_names(len(self.seats), lang)
        return [seat.name or defaults[i] for i, seat in enumerate(self.seats)]

    def identities(self, lang: str) -> list[str]:
        """Each seat as everyone reads it: the name, with the game's colour or organisation
        ("Ada (MI6)"), as the words the game gives inside ``seat_names`` say it."""
        labels = [self.game.seat_label(seat, lang) for seat in range(len(self.seats))]
        return [f"{name} ({label})" if label else name for name, label in zip(self.names(lang), labels)]

    def seat_of(self, token: str) -> int | None:
        digest = token_hash(token)
        for number, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, digest):
                return number
        return None

    def changed(self) -> None:
        """The game moved on: messages must be built anew."""
        self.cache.clear()

    def summary(self) -> dict:
        """What anyone may know of the table without a token."""
        return {"id": self.id, "game": self.game.name, "titles": self.game.titles,
                "players": len(self.seats), "options": self.options, "seq": self.seq,
                "status": self.status, "outcome": self.state.outcome(),
                "move_seconds": self.move_seconds, "bot_on_timeout": self.bot_on_timeout,
                "hotseat": self.hotseat, "hints": self.hints, "created_at": self.created_at,
                "practice": self.practice, **({"seed": self.seed} if self.practice else {}),
                "seats": [{"seat": i, "name": s.name, "kind": s.kind, "bot": s.bot, "free": s.free,
                           "connected": self.connected(i)} for i, s in enumerate(self.seats)]}

    def renamed(self) -> None:
        """A seat's name changed: every message and log line that names it is built anew."""
        self.cache.clear()
        self.log_texts.clear()
        self.logs.clear()
        self.words.clear()


class Tables:
    """All tables: creating them, loading them from the store, and changing them."""

    def __init__(self, store: Store):
        self.store = store
        #: the running tables, and the finished ones someone is connected to
        self.live: dict[str, LiveTable] = {}
        #: finished tables replayed for someone who asked, the most recent last
        self.finished: OrderedDict[str, LiveTable] = OrderedDict()
        self.loading: dict[str, asyncio.Future] = {}
        self.executor = ThreadPoolExecutor(store.threads, thread_name_prefix="spelbord-store")
        # one thread writes (an in-memory SQLite's one connection: the same thread as the reads)
        self.writes = (self.executor if store.threads == 1
                       else ThreadPoolExecutor(1, thread_name_prefix="spelbord-store-writer"))
        self.writer = Writer(store, self.writes, background=self.executor)
        #: writes the database refused after their change was made: table id -> values
        self.unsaved: dict[str, dict] = {}
        #: (owner, seconds): the lease a new table is stored with, when several processes serve
        self.lease: tuple[str, float] | None = None
        #: awaited before a table is read from the store (the cluster subscribes to its changes)
        self.before_load = None

    async def io(self, call, *args, **kwargs):
        """Run a store call (or a replay) in the store's threads, off the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, partial(call, *args, **kwargs))

    def close(self) -> None:
        """Stop the store's threads: the calls under way finish (their connections go back
        to the pool before the store is closed, so none is left working in a database the
        server no longer holds), the queued ones are dropped (no table awaits them now: an
        action is answered only once its write is committed)."""
        self.executor.shutdown(wait=True, cancel_futures=True)
        self.writes.shutdown(wait=True, cancel_futures=True)

    # ----- creating ----------------------------------------------------------
    async def create(self, request: dict) -> tuple[LiveTable, dict[int, str]]:
        """A new table from a lobby request; returns it and the human seats' tokens.

        Raises :class:`Refused` for an unknown game, bad options, a wrong
        number of seats or an unknown bot; nothing is stored then. The seed
        is the server's unless the request is for a practice table.
        """
        try:
            game = registry.load(request["game"])
        except (InvalidOptions, ImportError) as error:
            raise Refused(str(error)) from None
        seat_specs = request.get("seats")
        players = request.get("players")
        if players is None:
            players = len(seat_specs) if seat_specs else (game.default_players or game.min_players)
        if seat_specs is None:
            seat_specs = [{"kind": "human"} for _ in range(players)]
        if len(seat_specs) != players:
            raise Refused("{players} players need {players} seats, not {seats}", players=players, seats=len(seat_specs))
        seed, practice = request.get("seed"), bool(request.get("practice"))
        if seed is not None and not practice:
            raise Refused("only a practice table may choose its seed (\"practice\": true): whoever "
                          "knows the seed can work out every hidden card, and every seat is told")
        if seed is None:
            seed = secrets.randbits(62)
        if request.get("hotseat") and any(spec.get("open") for spec in seat_specs):
            raise Refused("a hot-seat table has no open seats: its one screen holds every seat")
        options = request.get("options") or {}
        research = sorted(key for key, option in game.options.items()
                          if option.research and key in options and options[key] != option.default)
        if research:  # for simulate, tournament and the RL adapters, not for a table
            raise Refused("option {option} is for research runs, not for a table", option=repr(research[0]))
        try:
            state = game.new_game(players, seed, options)
        except InvalidOptions as error:
            raise Refused.of_game(game, error) from None
        names = bot_names(game)
        seats, tokens = [], {}
        for number, spec in enumerate(seat_specs):
            bot = spec.get("bot")
            if spec["kind"] == "bot":
                bot = bot or "random"
                if bot not in names:
                    raise Refused("unknown bot {bot} for {game}; choose from {bots}", bot=repr(bot), game=game.name,
                                  bots=", ".join(names))
            elif bot is not None:
                raise Refused("seat {number} is for a person, so it has no bot", number=number + 1)
            if spec.get("open") and spec["kind"] != "human":
                raise Refused("seat {number} is a bot's, so nobody can join it", number=number + 1)
            digest = None
            if spec["kind"] == "human" and not spec.get("open"):
                tokens[number] = secrets.token_urlsafe(24)
                digest = token_hash(tokens[number])
            name = (spec.get("name") or "").strip()[:NAME_LENGTH] or None
            seats.append(Seat(spec["kind"], bot, name, digest))
        table = LiveTable(
            id=secrets.token_urlsafe(8), game=game, state=state, seats=seats,
            options=dict(state.options), seed=seed, move_seconds=request.get("move_seconds"),
            bot_on_timeout=bool(request.get("bot_on_timeout")), hotseat=bool(request.get("hotseat")),
            hints=bool(request.get("hints", True)), created_at=time.time(), practice=practice)
        try:
            await self.writer.write(self.store.create_table,
                          {"id": table.id, "game": game.name, "players": players, "options": table.options,
                           "seed": seed, "move_seconds": table.move_seconds,
                           "bot_on_timeout": table.bot_on_timeout, "hotseat": table.hotseat,
                           "hints": table.hints, "practice": practice, "status": "running", "outcome": None},
                          [{"seat": i, "kind": s.kind, "bot": s.bot, "name": s.name, "token_hash": s.token_hash}
                           for i, s in enumerate(seats)], lease=self.lease)
        except SQLAlchemyError as error:
            log.error("table not stored: %s", error)
            raise Unstored("the server could not store the table; please try again") from None
        self.live[table.id] = table
        return table, tokens

    async def rematch(self, table: LiveTable, token: str) -> tuple[LiveTable, dict[int, str]]:
        """A new table like ``table``: same game, options, seats; a new seed and tokens."""
        if not isinstance(token, str) or table.seat_of(token) is None:
            raise Refused("only a player of this table may ask for a rematch")
        return await self.create({
            "game": table.game.name, "players": len(table.seats), "options": table.options,
            # a seat nobody joined stays open; a joined one goes to its player, with a new link
            "seats": [{"kind": s.kind, "bot": s.bot, "name": s.name, "open": s.free} for s in table.seats],
            "move_seconds": table.move_seconds, "bot_on_timeout": table.bot_on_timeout,
            "hotseat": table.hotseat, "hints": table.hints})

    # ----- loading -----------------------------------------------------------
    async def get(self, table_id: str) -> LiveTable | None:
        """The table, from memory or rebuilt from the store; None if there is none."""
        table = self.live.get(table_id) or self.finished.get(table_id)
        if table is not None:
            if table_id in self.finished:
                self.finished.move_to_end(table_id)
            return table
        if not isinstance(table_id, str) or len(table_id) > 32:
            return None
        loading = self.loading.get(table_id)
        if loading is None:  # the first to ask loads it; the others wait for the same
            loading = self.loading[table_id] = asyncio.ensure_future(self._load(table_id))
            loading.add_done_callback(lambda _: self.loading.pop(table_id, None))
        return await asyncio.shield(loading)

    def loaded(self, table_id: str) -> LiveTable | None:
        """The table if it is in memory now (never loads it)."""
        return self.live.get(table_id) or self.finished.get(table_id)

    async def _load(self, table_id: str) -> LiveTable | None:
        if self.before_load is not None:
            await self.before_load(table_id)
        stored = await self.io(self.store.load, table_id, CHAT_KEPT)
        if stored is None:
            return None
        try:
            table = await self.io(_rebuild, stored)
        except Exception:  # e.g. a game whose rules changed: this table only is lost
            log.exception("table %s cannot be replayed", table_id)
            return None
        if table.state.is_over():
            self.finished[table_id] = table
            while len(self.finished) > FINISHED_KEPT:
                self.finished.popitem(last=False)
        else:
            self.live[table_id] = table
        return table

    def watch(self, table: LiveTable) -> None:
        """Someone connected: the table stays in memory while anyone watches it."""
        self.live[table.id] = table

    async def load_running(self) -> list[LiveTable]:
        """Rebuild every running table (on start), so their bots and clocks go on."""
        tables = [await self.get(table_id) for table_id in await self.io(self.store.running_ids)]
        return [table for table in tables if table is not None]

    # ----- changing ----------------------------------------------------------
    async def act(self, table: LiveTable, seat: int, action_json, origin: str | None = None) -> list[dict]:
        """Check, store, then carry out ``seat``'s action; returns the events.
        ``origin``: a bot made it for a late person (see :func:`carry_out`).

        Raises :class:`Refused` (nothing changed) for an illegal action, and
        :class:`Unstored` when the database did not take it.
        """
        game, state = table.game, table.state
        try:
            action = game.action_from_json(action_json)
        except (IllegalAction, RecursionError):
            raise Refused("that action is malformed: an action is a JSON list starting with its name, "
                          "such as [\"pass\"]") from None
        if seat not in state.actors() or action not in state.legal_actions(seat):
            raise why_not(game, state, seat, action)
        played, action_json = table.played, game.action_to_json(action)
        mark(table, "queued")
        try:
            await self.writer.add_action(action_row(table.id, played, seat, action_json, origin))
        except IntegrityError as error:  # another process's action is there: this copy is behind
            log.error("table %s: action %s taken by another server process: %s", table.id, played, error)
            raise Conflict("the table has moved on; look at the new state and try again") from None
        except SQLAlchemyError as error:  # not stored, so not played: the state is as it was
            log.error("table %s: action %s not stored: %s", table.id, played, error)
            raise Unstored("the server could not store that action; please try again") from None
        mark(table, "committed")
        events = carry_out(table, seat, action, origin)
        mark(table, "applied")
        table.unsent.append(("action", played, seat, action_json, origin))
        if state.is_over():
            table.deadline_at = None
            await self.update(table, status="finished", outcome=state.outcome(), deadline_at=None)
        table.changed()
        return events

    async def undo(self, table: LiveTable, seat: int) -> None:
        """Check, store, then take back ``seat``'s last step (see :mod:`spelbord.engine.undo`).

        The store keeps an undo record after the step (the record stays append-only,
        so its key still fences two writers, and the replay undoes at the same place).
        Raises :class:`Refused` (nothing changed) when the seat may not undo now.
        """
        state = table.state
        reason = state.undo_refusal(seat, trusted=True)
        if reason is not None:
            raise Refused("nothing to undo: {reason}", reason=reason, worded=("reason",))
        if table.hotseat and seat not in state.actors():
            raise Refused("at a hot-seat table a step stands once the screen has passed to the next player")
        if moved_by_clock(table, seat):
            raise Refused("nothing to undo: your last step was made for you when your time ran out")
        played = table.played
        try:
            await self.writer.add_action(action_row(table.id, played, seat, UNDO))
        except IntegrityError as error:
            log.error("table %s: undo at %s taken by another server process: %s", table.id, played, error)
            raise Conflict("the table has moved on; look at the new state and try again") from None
        except SQLAlchemyError as error:
            log.error("table %s: undo at %s not stored: %s", table.id, played, error)
            raise Unstored("the server could not store that undo; please try again") from None
        undo_carried_out(table, seat)
        table.unsent.append(("undo", played, seat))

    async def add_chat(self, table: LiveTable, seat: int | None, text) -> None:
        if not isinstance(text, str) or not text.strip():
            raise Refused("a chat message is some text")
        text = text.strip()[:500]
        name = table.seats[seat].name if seat is not None else None
        try:
            at = await self.writer.write(self.store.add_chat, table.id, seat, name, text)
        except SQLAlchemyError as error:
            log.error("table %s: chat not stored: %s", table.id, error)
            raise Unstored("the server could not store that line; please try again") from None
        add_line(table, {"seat": seat, "name": name, "text": text, "at": at})
        table.unsent.append(("chat", table.chat[-1]))

    async def refresh(self, table: LiveTable) -> None:
        """Read the table again from the store into the same object (its connections
        stay): another server process changed it in ways this one did not hear of."""
        stored = await self.io(self.store.load, table.id, CHAT_KEPT)
        fresh = await self.io(_rebuild, stored)
        for name in ("state", "played", "events", "chat", "deadline_at"):
            setattr(table, name, getattr(fresh, name))
        for mine, stored_seat in zip(table.seats, fresh.seats):
            mine.kind, mine.bot, mine.auto_pass = stored_seat.kind, stored_seat.bot, stored_seat.auto_pass
        table.log_texts.clear()
        table.logs.clear()
        table.chat_json = None
        table.changed()

    async def set_deadline(self, table: LiveTable, deadline_at: float | None) -> None:
        if deadline_at != table.deadline_at:
            table.deadline_at = deadline_at
            await self.update(table, deadline_at=deadline_at)

    async def update(self, table: LiveTable, **values) -> None:
        """Store a change already made in memory (after a stored action: the
        action is the truth, this only follows it); a write the database
        refuses is tried again, with growing pauses, until it is taken."""
        pending = self.unsaved.get(table.id)
        if pending is not None:  # an earlier write is waiting: this one joins it, in order
            pending.update(values)
            return
        try:
            await self.writer.write(self.store.update_table, table.id, **values)
        except SQLAlchemyError as error:
            log.error("table %s: %s not stored, trying again: %s", table.id, sorted(values), error)
            self.unsaved[table.id] = dict(values)
            asyncio.get_running_loop().create_task(self._write_later(table.id))

    async def _write_later(self, table_id: str) -> None:
        pause = 0.5
        while True:
            await asyncio.sleep(pause)
            values = dict(self.unsaved[table_id])
            try:
                await self.writer.write(self.store.update_table, table_id, **values)
            except SQLAlchemyError:
                pause = min(pause * 2, RETRY_LONGEST)
                continue
            if self.unsaved[table_id] == values:
                del self.unsaved[table_id]
                return

    async def set_auto_pass(self, table: LiveTable, seat: int, on) -> None:
        if not isinstance(on, bool):
            raise Refused('"on" is true or false')
        if on and table.hotseat:
            raise Refused("auto-pass is not offered where several seats share one screen: "
                          "the cover that comes up for a seat, or does not, would show who held something playable")
        if on != table.seats[seat].auto_pass:
            await self._update_seat(table, seat, auto_pass=on)
            table.seats[seat].auto_pass = on
        table.changed()

    async def hand_to_bot(self, table: LiveTable, seat: int, bot: str) -> None:
        """A bot takes ``seat`` for the rest of the game (its person ran out of time)."""
        await self._update_seat(table, seat, kind="bot", bot=bot)
        table.seats[seat].kind, table.seats[seat].bot = "bot", bot

    async def _update_seat(self, table: LiveTable, seat: int, **values) -> None:
        try:
            await self.writer.write(self.store.update_seat, table.id, seat, **values)
        except SQLAlchemyError as error:
            log.error("table %s: seat %s not stored: %s", table.id, seat, error)
            raise Unstored("the server could not store that; please try again") from None

    async def join(self, table: LiveTable, seat, name) -> str:
        """A stranger takes the free seat ``seat`` under ``name``; returns the seat's new token.

        Raises :class:`Refused` (nothing changed) when the game is over, the seat
        is no free person's seat, or the name is empty or already another seat's.
        """
        if table.state.is_over():
            raise Refused("this game is over; nobody can join it any more")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(table.seats):
            raise Refused("this table has seats 1 to {last}", last=len(table.seats))
        if not table.seats[seat].free:
            raise Refused("seat {number} is not free", number=seat + 1)
        name = name.strip()[:NAME_LENGTH] if isinstance(name, str) else ""
        if not name:
            raise Refused("choose a name to join with")
        if any(s.name and s.name.casefold() == name.casefold() for s in table.seats):
            raise Refused("someone at this table is already called {name}; choose another name", name=name)
        token = secrets.token_urlsafe(24)
        try:
            claimed = await self.writer.write(self.store.claim_seat, table.id, seat, token_hash(token), name)
        except SQLAlchemyError as error:
            log.error("table %s: seat %s not stored: %s", table.id, seat, error)
            raise Unstored("the server could not store that; please try again") from None
        if not claimed:
            raise Refused("seat {number} is not free", number=seat + 1)
        table.seats[seat].token_hash, table.seats[seat].name = token_hash(token), name
        table.renamed()
        return token

    def open_tables(self, limit: int = 50) -> list[dict]:
        """The running tables with a free seat, newest first: their public summaries only."""
        found = [table for table in self.live.values()
                 if not table.state.is_over() and any(seat.free for seat in table.seats)]
        found.sort(key=lambda table: -table.created_at)
        return [table.summary() for table in found[:limit]]

    async def tables_of(self, tokens: list[str]) -> list[dict]:
        """The tables, running and finished, in which these tokens hold seats."""
        found: dict[str, list[int]] = {}
        for row in await self.io(self.store.seats_of, [token_hash(t) for t in tokens]):
            found.setdefault(row["table_id"], []).append(row["seat"])
        result = []
        for table_id, seat_numbers in found.items():
            table = await self.get(table_id)
            if table is None:
                continue
            actors = table.state.actors()
            result.append({**table.summary(), "my_seats": sorted(seat_numbers),
                           "my_turn": any(s in actors for s in seat_numbers)})
        result.sort(key=lambda t: (t["status"] != "running", -t["created_at"]))
        return result


def why_not(game, state, seat: int, action) -> Refused:
    """Why ``seat`` may not take ``action`` now, in the asker's words and seat numbers (from 1).

    The server words it rather than passing the engine's reason on, which is English and
    counts seats from 0. It says only what the seat sees: who is to act is public, and
    the actors of a response window include those who may only pass.
    """
    actors = state.actors()
    if not actors:
        return Refused("this game is over")
    if seat not in actors:
        if state.secret is not None and seat in state.secret.done:
            return Refused("you have already chosen; waiting for the others")
        return Refused("it is not your move now (seats to act: {seats})",
                       seats=", ".join(str(actor + 1) for actor in actors))
    return Refused("{action} is not legal for seat {number} now", action=game.action_to_json(action),
                   number=seat + 1)


def carry_out(table: LiveTable, seat: int, action, origin: str | None = None) -> list[dict]:
    """Play a stored action on the live state; returns its events. A move a bot made
    for a late person (``origin``) is told in the log first, to every seat."""
    table.events.extend(late_note(table.seq, seat, origin))
    events = table.state.apply(seat, action)
    table.played += 1
    if origin is not None:  # the clock's step, not the person's to undo
        table.clock_moves[seat] = own_steps(table.state, seat)
    table.events.extend((table.seq, event) for event in events)
    table.changed()
    return events


#: what the store keeps in place of an action for an undo (a JSON object: no action is one)
UNDO = {"undo": True}


def own_steps(state, seat: int) -> int:
    """How many actions ``seat`` has played (its latest is the one undo takes back)."""
    return sum(1 for s, _ in state.history() if s == seat)


def moved_by_clock(table: LiveTable, seat: int) -> bool:
    """Whether ``seat``'s latest step was made for it by the clock (docs/browser.md, Undo):
    its count of actions only falls by undo, which cannot pass that step."""
    steps = table.clock_moves.get(seat)
    return steps is not None and steps == own_steps(table.state, seat)  # counted only if the clock ever moved


def undo_carried_out(table: LiveTable, seat: int) -> None:
    """Take back ``seat``'s step on the live state (its undo is stored); the log loses its events."""
    table.state.undo(seat, trusted=True)  # a table's state is its stored record's
    table.played += 1
    table.events = history_events(table.state)
    table.log_texts.clear()
    table.logs.clear()
    table.changed()


#: an action's origin when a bot made it for a person whose time ran out (and then kept the
#: seat), and for the clock's other steps: the rules' own timeout action, or a later part of
#: the bot's choice (the log said it already)
TIMEOUT, TIMEOUT_KEPT, CLOCK = "timeout", "timeout-kept", "clock"


def late_note(seq: int, seat: int, origin: str | None) -> list[tuple[int, dict]]:
    """The log's (seq, event) saying a bot moved for ``seat``, if ``origin`` says so."""
    if origin not in (TIMEOUT, TIMEOUT_KEPT):
        return []
    return [(seq, {"type": BOT_FOR_LATE, "seat": seat, "kept": origin == TIMEOUT_KEPT})]


def add_line(table: LiveTable, line: dict) -> None:
    """A stored chat line joins the table's chat."""
    table.chat.append(line)
    del table.chat[:-CHAT_KEPT]
    table.chat_json = None


def created_answer(table: LiveTable, tokens: dict[int, str]) -> dict:
    """The answer to a new table: each seat, with its secret link for the seats in ``tokens``.
    ``table`` may be a :class:`NewTable` (a rematch made by another server process)."""
    path = f"/table/{table.id}"
    seats = []
    for number, seat in enumerate(table.seats):
        entry = {"seat": number, "kind": seat.kind, **({"free": True} if seat.free else {})}
        if number in tokens:
            shown = ",".join(tokens[s] for s in sorted(tokens)) if table.hotseat else tokens[number]
            entry.update(token=tokens[number], url=f"{path}#token={shown}")
        seats.append(entry)
    return {"id": table.id, "seats": seats, "spectate_url": path}


@dataclass
class NewTable:
    """What the answer to a new table needs of it: for a rematch another process made."""
    id: str
    seats: list
    hotseat: bool

    @classmethod
    def of(cls, table: "LiveTable | NewTable") -> "NewTable":
        # no token is kept, only whether a seat is held ("held") or open to strangers
        return cls(table.id, [Seat(s.kind, None, None, None if s.free else HELD) for s in table.seats], table.hotseat)

    def to_json(self) -> dict:
        return {"id": self.id, "kinds": [s.kind for s in self.seats], "free": [s.free for s in self.seats],
                "hotseat": self.hotseat}

    @classmethod
    def from_json(cls, data: dict) -> "NewTable":
        return cls(data["id"], [Seat(kind, None, None, None if free else HELD)
                                for kind, free in zip(data["kinds"], data["free"])], data["hotseat"])


#: the token hash of a :class:`NewTable`'s seat that someone holds (the hash itself is not kept)
HELD = "held"


def asked_language(query_lang, accept_language: str) -> str:
    """The language a request is answered in: ``?lang=``, else the first of
    ours in ``Accept-Language`` (the pages send their own), else English."""
    if query_lang in LANGUAGES:
        return query_lang
    for tag in accept_language.split(","):
        code = tag.strip()[:2].lower()
        if code in LANGUAGES:
            return code
    return "en"


def check_language(lang) -> str:
    if lang not in LANGUAGES:
        raise Refused("unknown language {lang}; choose from {languages}", lang=repr(lang),
                      languages=", ".join(LANGUAGES))
    return lang


def _rebuild(stored: dict) -> LiveTable:
    """Replay a stored table into a live one."""
    row = stored["table"]
    game = registry.load(row["game"])
    state = game.new_game(row["players"], row["seed"], row["options"])
    events: list[tuple[int, dict]] = []
    clock_moves: dict[int, int] = {}
    for _, seat, action, origin in stored["actions"]:
        if action == UNDO:
            state.undo(seat, trusted=True)
            continue
        events.extend(late_note(state.public_moves, seat, origin))
        new = state.apply(seat, game.action_from_json(action))
        events.extend((state.public_moves, event) for event in new)
        if origin is not None:
            clock_moves[seat] = own_steps(state, seat)
    if any(action == UNDO for _, _, action, _ in stored["actions"]):
        events = history_events(state)  # without the events of the steps taken back
    seats = [Seat(s["kind"], s["bot"], s["name"], s["token_hash"], auto_pass=bool(s.get("auto_pass")))
             for s in stored["seats"]]
    return LiveTable(
        id=row["id"], game=game, state=state, seats=seats, options=dict(state.options),
        seed=row["seed"], move_seconds=row["move_seconds"], bot_on_timeout=row["bot_on_timeout"],
        hotseat=row["hotseat"], hints=row["hints"], practice=row["practice"], created_at=row["created_at"],
        deadline_at=row["deadline_at"], events=events, played=len(stored["actions"]), clock_moves=clock_moves,
        chat=[{k: c[k] for k in ("seat", "name", "text", "at")} for c in stored["chat"]])
