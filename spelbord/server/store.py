"""Where tables live between restarts: SQLAlchemy 2 Core over SQLite or PostgreSQL.

A table is stored as what replays it, ``(game, players, options, seed,
actions)``, plus who sits where, the chat and the running clock. Seat tokens
are never stored, only their SHA-256 (a token is 32 random bytes, so a plain
hash cannot be guessed back). Every write commits before it returns: the
server acknowledges an action only after :meth:`Store.add_actions` came back.

The calls are synchronous and short (one small transaction each). The server
makes them in threads of its own, never on its event loop: its writes in one
thread, the actions in batches (see :mod:`.writer`), its reads in ``threads``.
"""
from __future__ import annotations

import hashlib
import secrets
import time

from sqlalchemy import (JSON, BigInteger, Boolean, Column, Float, ForeignKey, Integer, MetaData,
                        String, Table, Text, create_engine, delete, event, false, insert, inspect,
                        or_, select, text, true, update)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.pool import StaticPool

metadata = MetaData()

tables = Table(
    "tables", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("move_seconds", Integer, nullable=True),
    Column("bot_on_timeout", Boolean, nullable=False, default=False),
    Column("hotseat", Boolean, nullable=False, default=False),
    # the people may ask for hints (added after the first release: see _add_missing_columns)
    Column("hints", Boolean, nullable=False, default=True, server_default=true()),
    # a practice table: its creator chose the seed, and every seat is told (added later too)
    Column("practice", Boolean, nullable=False, default=False, server_default=false()),
    Column("status", String(16), nullable=False, index=True),  # "running" or "finished"
    Column("outcome", JSON, nullable=True),
    # when the clock of the current move runs out (seconds since the epoch), if it runs
    Column("deadline_at", Float, nullable=True),
    Column("created_at", Float, nullable=False),
)

seats = Table(
    "seats", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),  # "human" or "bot"
    Column("bot", String(32), nullable=True),
    Column("name", String(64), nullable=True),
    Column("token_hash", String(64), nullable=True, index=True),
    # the person's "pass for me when I hold nothing playable" setting
    Column("auto_pass", Boolean, nullable=False, default=False, server_default=false()),
)

actions = Table(
    "actions", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    # the number of actions before this one (partial picks of secret choices
    # included, unlike the public move counter): the primary key refuses a second
    # action at the same place, so two writers can never fork a game
    Column("seq", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    # the action as JSON, or {"undo": true}: the seat took back its last step here
    Column("action", JSON, nullable=False),
    Column("at", Float, nullable=False),
    # who made it when not the seat's own person: "timeout" (a bot, the time having run
    # out), "timeout-kept" (and the bot keeps the seat); None for everything else
    Column("origin", String(16), nullable=True),
)

chat = Table(
    "chat", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("tables.id"), nullable=False, index=True),
    Column("seat", Integer, nullable=True),
    Column("name", String(64), nullable=True),
    Column("text", Text, nullable=False),
    Column("at", Float, nullable=False),
)

#: which server process orders a table's moves, until when (several processes, see
#: docs/operations.md): renewed by its owner while it lives, taken over once it expires
leases = Table(
    "leases", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("owner", String(64), nullable=False, index=True),
    Column("expires_at", Float, nullable=False),
)

#: the server's own values: "bot_secret", from which every bot's generator is derived
settings = Table(
    "settings", metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)


_INSERT_ACTION = insert(actions)


def action_row(table_id: str, seq: int, seat: int, action: list | dict, origin: str | None = None) -> dict:
    """The row of one action (see the table ``actions``), stamped now."""
    return {"table_id": table_id, "seq": seq, "seat": seat, "action": action, "at": time.time(), "origin": origin}


def token_hash(token: str) -> str:
    """What the store keeps of a seat token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Store:
    """The database behind the server; ``url`` is any SQLAlchemy URL
    (``sqlite:///path``, ``postgresql+psycopg://user@host/db``)."""

    def __init__(self, url: str):
        url = _with_driver(url)
        if url.startswith("sqlite"):
            memory = url in ("sqlite://", "sqlite:///:memory:")
            self.engine = create_engine(url, connect_args={"check_same_thread": False},
                                        poolclass=StaticPool if memory else None)
            event.listen(self.engine, "connect", _sqlite_pragmas)
            #: an in-memory database is one connection, which two threads must not share
            self.threads = 1 if memory else 4
            #: SQLite's write-ahead log is to be copied into the file now and then (:meth:`checkpoint`)
            self.checkpoints = not memory
        else:
            self.engine = create_engine(url, pool_pre_ping=True)
            self.threads = 4
            self.checkpoints = False
        metadata.create_all(self.engine)
        _add_missing_columns(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def checkpoint(self) -> None:
        """Copy SQLite's write-ahead log into the database file, as far as it can without
        waiting for anyone (a passive checkpoint): the server's writer has this done in
        another thread, so that no commit waits for the copy and its syncs to disk."""
        with self.engine.connect() as db:
            db.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def secret(self, key: str = "bot_secret") -> bytes:
        """A random secret of the server's, made once and kept, so that it
        outlives restarts (bots stay reproducible) and is never a game's seed."""
        with self.engine.begin() as db:
            value = db.scalar(select(settings.c.value).where(settings.c.key == key))
            if value is None:
                value = secrets.token_hex(32)
                db.execute(insert(settings).values(key=key, value=value))
        return bytes.fromhex(value)

    # ----- writing -----------------------------------------------------------
    def create_table(self, row: dict, seat_rows: list[dict], lease: tuple[str, float] | None = None) -> None:
        """Store a new table; ``lease``: (owner, seconds), its creator's lease, in the same transaction."""
        with self.engine.begin() as db:
            db.execute(insert(tables).values(created_at=time.time(), **row))
            if seat_rows:
                db.execute(insert(seats), [{"table_id": row["id"], **s} for s in seat_rows])
            if lease is not None:
                db.execute(insert(leases).values(table_id=row["id"], owner=lease[0],
                                                 expires_at=time.time() + lease[1]))

    def add_actions(self, rows: list[dict]) -> None:
        """Store actions (rows of :func:`action_row`, of any tables; an action is
        ``{"undo": true}`` for a seat's undo of its last step) in one transaction,
        committed before returning: all of them, or none if one is refused (a
        ``seq`` already taken)."""
        with self.engine.begin() as db:
            # a prepared statement with parameters: the cheapest write SQLAlchemy offers
            db.execute(_INSERT_ACTION, rows)

    def update_table(self, table_id: str, **values) -> None:
        """Change ``status``, ``outcome`` or ``deadline_at`` of a table."""
        with self.engine.begin() as db:
            db.execute(update(tables).where(tables.c.id == table_id).values(**values))

    def update_seat(self, table_id: str, seat: int, **values) -> None:
        with self.engine.begin() as db:
            db.execute(update(seats).where((seats.c.table_id == table_id) & (seats.c.seat == seat))
                       .values(**values))

    def claim_seat(self, table_id: str, seat: int, token_hash: str, name: str) -> bool:
        """Give a free seat (a person's seat nobody holds yet) its token and name;
        False when it is not free (any more), changing nothing."""
        with self.engine.begin() as db:
            done = db.execute(update(seats).where(
                (seats.c.table_id == table_id) & (seats.c.seat == seat) & (seats.c.kind == "human")
                & seats.c.token_hash.is_(None)).values(token_hash=token_hash, name=name))
        return done.rowcount == 1

    def add_chat(self, table_id: str, seat: int | None, name: str | None, text: str) -> float:
        at = time.time()
        with self.engine.begin() as db:
            db.execute(insert(chat).values(table_id=table_id, seat=seat, name=name, text=text, at=at))
        return at

    # ----- leases (several server processes) -----------------------------------
    def take_lease(self, table_id: str, owner: str, seconds: float) -> bool:
        """Make ``owner`` the table's owner for ``seconds`` if nobody else holds it
        (no lease, or one that has expired, or ``owner``'s own); True if it does now."""
        now = time.time()
        with self.engine.begin() as db:
            taken = db.execute(update(leases).where(
                (leases.c.table_id == table_id) & ((leases.c.owner == owner) | (leases.c.expires_at < now)))
                .values(owner=owner, expires_at=now + seconds)).rowcount
        if taken:
            return True
        try:
            with self.engine.begin() as db:
                db.execute(insert(leases).values(table_id=table_id, owner=owner, expires_at=now + seconds))
        except IntegrityError:  # someone holds it
            return False
        return True

    def renew_leases(self, owner: str, seconds: float) -> set[str]:
        """Extend every lease ``owner`` holds; returns the tables it holds."""
        with self.engine.begin() as db:
            db.execute(update(leases).where(leases.c.owner == owner).values(expires_at=time.time() + seconds))
            return set(db.scalars(select(leases.c.table_id).where(leases.c.owner == owner)))

    def claim_leases(self, owner: str, seconds: float, limit: int) -> list[str]:
        """Take up to ``limit`` running tables that nobody holds (their owner died,
        or they were never held); returns those taken."""
        with self.engine.connect() as db:
            orphans = list(db.scalars(
                select(tables.c.id).outerjoin(leases, leases.c.table_id == tables.c.id)
                .where((tables.c.status == "running")
                       & or_(leases.c.table_id.is_(None), leases.c.expires_at < time.time()))
                .limit(limit)))
        return [table_id for table_id in orphans if self.take_lease(table_id, owner, seconds)]

    def lease_of(self, table_id: str) -> tuple[str, float] | None:
        """The table's owner and the moment its lease runs out, or None."""
        with self.engine.connect() as db:
            row = db.execute(select(leases.c.owner, leases.c.expires_at)
                             .where(leases.c.table_id == table_id)).first()
        return tuple(row) if row is not None else None

    def drop_leases(self, owner: str, table_ids: list[str] | None = None) -> None:
        """Give up ``owner``'s leases (of these tables, or all): anyone may take them at once."""
        condition = leases.c.owner == owner
        if table_ids is not None:
            condition &= leases.c.table_id.in_(table_ids)
        with self.engine.begin() as db:
            db.execute(delete(leases).where(condition))

    # ----- reading -----------------------------------------------------------
    def running_ids(self) -> list[str]:
        with self.engine.connect() as db:
            return list(db.scalars(select(tables.c.id).where(tables.c.status == "running")))

    def load(self, table_id: str, chat_limit: int = 100) -> dict | None:
        """A table with its seats, actions (oldest first) and latest chat, or None."""
        with self.engine.connect() as db:
            row = db.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            if row is None:
                return None
            seat_rows = db.execute(select(seats).where(seats.c.table_id == table_id)
                                   .order_by(seats.c.seat)).mappings().all()
            action_rows = db.execute(select(actions.c.seq, actions.c.seat, actions.c.action, actions.c.origin)
                                     .where(actions.c.table_id == table_id)
                                     .order_by(actions.c.seq)).all()
            chat_rows = db.execute(select(chat).where(chat.c.table_id == table_id)
                                   .order_by(chat.c.id.desc()).limit(chat_limit)).mappings().all()
        return {"table": dict(row), "seats": [dict(s) for s in seat_rows],
                "actions": [(seq, seat, action, origin) for seq, seat, action, origin in action_rows],
                "chat": [dict(c) for c in reversed(chat_rows)]}

    def seats_of(self, hashes: list[str]) -> list[dict]:
        """The seats (with their table's id) whose token hashes are given."""
        if not hashes:
            return []
        with self.engine.connect() as db:
            rows = db.execute(select(seats.c.table_id, seats.c.seat, seats.c.token_hash)
                              .where(seats.c.token_hash.in_(hashes))).mappings().all()
        return [dict(r) for r in rows]


#: columns added to a table after its first release: (table, column), given a server default
_LATER_COLUMNS = [(seats, seats.c.auto_pass), (tables, tables.c.hints), (tables, tables.c.practice),
                  (actions, actions.c.origin)]


def _add_missing_columns(engine) -> None:
    """Bring a database made by an older server up to date: add the later columns."""
    for table, column in _LATER_COLUMNS:
        present = {c["name"] for c in inspect(engine).get_columns(table.name)}
        if column.name in present:
            continue
        kind = column.type.compile(dialect=engine.dialect)
        if column.nullable:  # empty in the rows already there
            rest = ""
        else:
            rest = f" NOT NULL DEFAULT {column.server_default.arg.compile(dialect=engine.dialect)}"
        with engine.begin() as db:
            db.execute(text(f"ALTER TABLE {table.name} ADD COLUMN {column.name} {kind}{rest}"))


def _with_driver(url: str) -> str:
    """``postgresql://`` means psycopg 3 (the ``postgres`` extra), not psycopg2."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


#: the pages of SQLite's write-ahead log after which the committing connection copies
#: it into the file itself (SQLite's default: 1,000, a few hundred commits): a backstop
#: only, for checkpoints are made beside the writer (:meth:`Store.checkpoint`)
WAL_BACKSTOP_PAGES = 20_000


def _sqlite_pragmas(connection, _record) -> None:
    # WAL: readers never wait for the writer; NORMAL: a commit survives the
    # process being killed (the restart guarantee), only a power cut may lose
    # the very last transactions.
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute(f"PRAGMA wal_autocheckpoint={WAL_BACKSTOP_PAGES}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
