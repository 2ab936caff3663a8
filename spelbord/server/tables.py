"""The tables in play: each a live engine state, rebuilt from the store by replay.

Every change to a table goes through :class:`Tables` on the event loop, in
this order: check it against the engine, store it (committed), change the
live state, then tell the connections. An error at any step before the store
leaves everything as it was.
"""
from __future__ import annotations

import logging
import secrets
import time
from dataclasses import dataclass, field

from sqlalchemy.exc import SQLAlchemyError

from ..engine import IllegalAction, InvalidOptions, State, registry
from ..bots import bot_names
from ..i18n import LANGUAGES
from ..terminal.words import default_names
from .store import Store, token_hash

log = logging.getLogger("spelbord.server")

#: the chat lines a table keeps in memory and sends
CHAT_KEPT = 100
#: the longest name a seat may be given
NAME_LENGTH = 40


class Refused(Exception):
    """A request the server turns down; ``str(error)`` says why, for the person."""


@dataclass
class Seat:
    kind: str  # "human" or "bot"
    bot: str | None
    name: str | None
    token_hash: str | None
    connections: int = 0
    #: pass for this person whenever it holds nothing playable (a private setting)
    auto_pass: bool = False


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
    #: the game's part of each (seat, language)'s message, until the next action
    cache: dict = field(default_factory=dict)
    #: log entries as JSON text, kept across changes: (lang, event index, viewer) -> text
    log_texts: dict = field(default_factory=dict)
    #: each (seat, lang)'s log: [the next event to look at, its last entries]
    logs: dict = field(default_factory=dict)
    #: the chat as JSON text, until the next line
    chat_json: str | None = None

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
                "seats": [{"seat": i, "name": s.name, "kind": s.kind, "bot": s.bot,
                           "connected": s.connections > 0} for i, s in enumerate(self.seats)]}


class Tables:
    """All tables: creating them, loading them from the store, and changing them."""

    def __init__(self, store: Store):
        self.store = store
        self.live: dict[str, LiveTable] = {}

    # ----- creating ----------------------------------------------------------
    def create(self, request: dict) -> tuple[LiveTable, dict[int, str]]:
        """A new table from a lobby request; returns it and the human seats' tokens.

        Raises :class:`Refused` for an unknown game, bad options, a wrong
        number of seats or an unknown bot; nothing is stored then.
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
            raise Refused(f"{players} players need {players} seats, not {len(seat_specs)}")
        seed = request.get("seed")
        if seed is None:
            seed = secrets.randbits(62)
        try:
            state = game.new_game(players, seed, request.get("options") or {})
        except InvalidOptions as error:
            raise Refused(str(error)) from None
        names = bot_names(game)
        seats, tokens = [], {}
        for number, spec in enumerate(seat_specs):
            bot = spec.get("bot")
            if spec["kind"] == "bot":
                bot = bot or "random"
                if bot not in names:
                    raise Refused(f"unknown bot {bot!r} for {game.name}; choose from {', '.join(names)}")
            elif bot is not None:
                raise Refused(f"seat {number + 1} is for a person, so it has no bot")
            digest = None
            if spec["kind"] == "human":
                tokens[number] = secrets.token_urlsafe(24)
                digest = token_hash(tokens[number])
            name = (spec.get("name") or "").strip()[:NAME_LENGTH] or None
            seats.append(Seat(spec["kind"], bot, name, digest))
        table = LiveTable(
            id=secrets.token_urlsafe(8), game=game, state=state, seats=seats,
            options=dict(state.options), seed=seed, move_seconds=request.get("move_seconds"),
            bot_on_timeout=bool(request.get("bot_on_timeout")), hotseat=bool(request.get("hotseat")),
            hints=bool(request.get("hints", True)), created_at=time.time())
        self.store.create_table(
            {"id": table.id, "game": game.name, "players": players, "options": table.options,
             "seed": seed, "move_seconds": table.move_seconds, "bot_on_timeout": table.bot_on_timeout,
             "hotseat": table.hotseat, "hints": table.hints, "status": "running", "outcome": None},
            [{"seat": i, "kind": s.kind, "bot": s.bot, "name": s.name, "token_hash": s.token_hash}
             for i, s in enumerate(seats)])
        self.live[table.id] = table
        return table, tokens

    def rematch(self, table: LiveTable, token: str) -> tuple[LiveTable, dict[int, str]]:
        """A new table like ``table``: same game, options, seats; a new seed and tokens."""
        if not isinstance(token, str) or table.seat_of(token) is None:
            raise Refused("only a player of this table may ask for a rematch")
        return self.create({
            "game": table.game.name, "players": len(table.seats), "options": table.options,
            "seats": [{"kind": s.kind, "bot": s.bot, "name": s.name} for s in table.seats],
            "move_seconds": table.move_seconds, "bot_on_timeout": table.bot_on_timeout,
            "hotseat": table.hotseat, "hints": table.hints})

    # ----- loading -----------------------------------------------------------
    def get(self, table_id: str) -> LiveTable | None:
        """The table, from memory or rebuilt from the store; None if there is none."""
        table = self.live.get(table_id)
        if table is None and isinstance(table_id, str) and len(table_id) <= 32:
            stored = self.store.load(table_id, CHAT_KEPT)
            if stored is not None:
                try:
                    table = self.live[table_id] = _rebuild(stored)
                except Exception:  # e.g. a game whose rules changed: this table only is lost
                    log.exception("table %s cannot be replayed", table_id)
        return table

    def load_running(self) -> list[LiveTable]:
        """Rebuild every running table (on start), so their bots and clocks go on."""
        tables = (self.get(table_id) for table_id in self.store.running_ids())
        return [table for table in tables if table is not None]

    # ----- changing ----------------------------------------------------------
    def act(self, table: LiveTable, seat: int, action_json) -> list[dict]:
        """Check, store, then carry out ``seat``'s action; returns the events.

        Raises :class:`Refused` (nothing changed) for an illegal action.
        """
        game, state = table.game, table.state
        try:
            action = game.action_from_json(action_json)
        except IllegalAction as error:
            raise Refused(str(error)) from None
        if seat not in state.actors() or action not in state.legal_actions(seat):
            try:  # the engine words the reason; on a copy, so nothing can change
                state.clone().apply(seat, action)
            except IllegalAction as error:
                raise Refused(str(error)) from None
            raise Refused(f"{action_json} is not legal for seat {seat + 1} now")
        played = table.played
        try:
            self.store.add_action(table.id, played, seat, game.action_to_json(action))
        except SQLAlchemyError as error:  # not stored, so not played: the state is as it was
            log.error("table %s: action %s not stored: %s", table.id, played, error)
            raise Refused("the server could not store that action; please try again") from None
        events = state.apply(seat, action)
        table.played = played + 1
        table.events.extend((table.seq, event) for event in events)
        if state.is_over():
            self.store.update_table(table.id, status="finished", outcome=state.outcome(),
                                    deadline_at=None)
            table.deadline_at = None
        table.changed()
        return events

    def add_chat(self, table: LiveTable, seat: int | None, text) -> None:
        if not isinstance(text, str) or not text.strip():
            raise Refused("a chat message is some text")
        text = text.strip()[:500]
        name = table.seats[seat].name if seat is not None else None
        at = self.store.add_chat(table.id, seat, name, text)
        table.chat.append({"seat": seat, "name": name, "text": text, "at": at})
        del table.chat[:-CHAT_KEPT]
        table.chat_json = None

    def set_deadline(self, table: LiveTable, deadline_at: float | None) -> None:
        if deadline_at != table.deadline_at:
            self.store.update_table(table.id, deadline_at=deadline_at)
            table.deadline_at = deadline_at

    def set_auto_pass(self, table: LiveTable, seat: int, on) -> None:
        if not isinstance(on, bool):
            raise Refused('"on" is true or false')
        if on and table.hotseat:
            raise Refused("auto-pass is not offered where several seats share one screen: "
                          "the cover that comes up for a seat, or does not, would show who held something playable")
        if on != table.seats[seat].auto_pass:
            self.store.update_seat(table.id, seat, auto_pass=on)
            table.seats[seat].auto_pass = on
        table.changed()

    def hand_to_bot(self, table: LiveTable, seat: int, bot: str) -> None:
        """A bot takes ``seat`` for the rest of the game (its person ran out of time)."""
        self.store.update_seat(table.id, seat, kind="bot", bot=bot)
        table.seats[seat].kind, table.seats[seat].bot = "bot", bot

    def tables_of(self, tokens: list[str]) -> list[dict]:
        """The tables, running and finished, in which these tokens hold seats."""
        found: dict[str, list[int]] = {}
        for row in self.store.seats_of([token_hash(t) for t in tokens]):
            found.setdefault(row["table_id"], []).append(row["seat"])
        result = []
        for table_id, seat_numbers in found.items():
            table = self.get(table_id)
            if table is None:
                continue
            actors = table.state.actors()
            result.append({**table.summary(), "my_seats": sorted(seat_numbers),
                           "my_turn": any(s in actors for s in seat_numbers)})
        result.sort(key=lambda t: (t["status"] != "running", -t["created_at"]))
        return result


def check_language(lang) -> str:
    if lang not in LANGUAGES:
        raise Refused(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    return lang


def _rebuild(stored: dict) -> LiveTable:
    """Replay a stored table into a live one."""
    row = stored["table"]
    game = registry.load(row["game"])
    state = game.new_game(row["players"], row["seed"], row["options"])
    events: list[tuple[int, dict]] = []
    for _, seat, action in stored["actions"]:
        new = state.apply(seat, game.action_from_json(action))
        events.extend((state.public_moves, event) for event in new)
    seats = [Seat(s["kind"], s["bot"], s["name"], s["token_hash"], auto_pass=bool(s.get("auto_pass")))
             for s in stored["seats"]]
    return LiveTable(
        id=row["id"], game=game, state=state, seats=seats, options=dict(state.options),
        seed=row["seed"], move_seconds=row["move_seconds"], bot_on_timeout=row["bot_on_timeout"],
        hotseat=row["hotseat"], hints=row["hints"], created_at=row["created_at"],
        deadline_at=row["deadline_at"], events=events, played=len(stored["actions"]),
        chat=[{k: c[k] for k in ("seat", "name", "text", "at")} for c in stored["chat"]])
