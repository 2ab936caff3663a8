"""The lobby's HTTP JSON API: games, tables, rematches, a player's own tables.

Request bodies are checked by pydantic models (strict: ``"3"`` is not a
number); a request the games refuse gets 400 with ``{"detail": reason}``,
and so does a body with ``NaN`` or ``Infinity``, which JSON does not know.
The reason is in the asker's language: the ``lang`` of the address, else the
first of sv, de, en in ``Accept-Language`` (the pages send their own), else English.
The handlers that touch tables are ``async`` so they run on the event loop,
where every change of a table happens (see :mod:`spelbord.server.hub`).
Creating tables and rematches, and joining a free seat, is limited per client address (429).
"""
from __future__ import annotations

import json
from typing import Literal

from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from ..bots import bot_names
from ..bots.levels import bot_title
from ..engine import registry
from ..i18n import LANGUAGES, translator
from .hub import Hub
from .limits import RateLimit
from .replays import NotOver
from .tables import LiveTable, Refused, Unstored, asked_language, created_answer


async def plain_json(request: Request) -> None:
    """Refuse a body that is not plain JSON (``NaN``, ``Infinity``, nesting past
    what a parser can follow) before pydantic reads it: 400, not a 500."""
    if request.method != "POST":
        return
    body = await request.body()

    def no_constant(name):
        raise ValueError(f"{name} is not a JSON number")
    try:
        json.loads(body, parse_constant=no_constant)
    except RecursionError:
        raise refusal(request, 400, Refused("the request body nests too deep")) from None
    except ValueError as error:
        raise refusal(request, 400, Refused("the request body is not JSON: {reason}", reason=str(error))) from None


def refusal(request: Request, status: int, error: Refused, headers: dict | None = None) -> HTTPException:
    """The HTTP answer to a refused request, its reason in the asker's language."""
    lang = asked_language(request.query_params.get("lang"), request.headers.get("accept-language", ""))
    return HTTPException(status, error.text(lang), headers=headers)


router = APIRouter(prefix="/api", dependencies=[Depends(plain_json)])


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    kind: Literal["human", "bot"]
    bot: str | None = None
    #: a person's seat left for anyone to join from the lobby's list of open tables
    open: bool = False
    name: str | None = Field(default=None, max_length=40)


class TableRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    game: str
    players: int | None = Field(default=None, ge=1, le=16)
    options: dict = {}
    seats: list[SeatRequest] | None = Field(default=None, max_length=16)
    seed: int | None = Field(default=None, ge=0, lt=2**62)
    practice: bool = False
    move_seconds: int | None = Field(default=None, ge=1, le=30 * 24 * 3600)
    bot_on_timeout: bool = False
    hotseat: bool = False
    hints: bool = True


class JoinRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    seat: int = Field(ge=0, le=15)
    name: str = Field(min_length=1, max_length=40)


class TokenRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    token: str = Field(max_length=200)


class TokensRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    tokens: list[str] = Field(max_length=200)


def hub_of(request: Request) -> Hub:
    return request.app.state.hub


def limit_creating(request: Request) -> None:
    """One more table (or a seat joined) from this address, or 429 with the seconds to wait."""
    limit: RateLimit = request.app.state.create_limit
    wait = limit.take(request.client.host if request.client else "?")
    if wait:
        raise refusal(request, 429, Refused("too many new tables from your address; please wait a moment"),
                      headers={"Retry-After": limit.retry_after(wait)})


@router.get("/games")
def list_games(lang: str = "en") -> list[dict]:
    """Every game with what the lobby's form needs, its words in ``lang``.

    Research options (:attr:`~spelbord.engine.Option.research`) are left out:
    they are not for players, and a table refuses them (see :mod:`.tables`).
    """
    lang = lang if lang in LANGUAGES else "en"
    result = []
    for name in registry.games():
        try:
            game = registry.load(name)
        except ImportError:  # a game listed before its package is complete
            continue
        words = translator(lang, game.name)
        result.append({
            "name": name, "titles": game.titles, "min_players": game.min_players,
            "max_players": game.max_players,
            "default_players": game.default_players or game.min_players,
            "options": {key: {"kind": _kind(option.choices), "default": option.default,
                              "choices": list(option.choices), "help": words(option.help),
                              "label": words(option.label) if option.label else key.replace("_", " "),
                              "choice_labels": [words(option.choice_word(c)) for c in option.choices],
                              "players": list(option.players) if option.players else None}
                        for key, option in game.options.items() if not option.research},
            "bots": bot_names(game),
            "bot_titles": {bot: {lang: bot_title(bot, lang) for lang in LANGUAGES} for bot in bot_names(game)}})
    return result


@router.get("/i18n/{lang}")
def interface_words(lang: str) -> dict:
    """The client's interface strings in ``lang`` (msgid -> translation)."""
    if lang not in LANGUAGES:
        raise HTTPException(404, f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    try:
        from ..web.catalogue import client_messages
    except ImportError:  # the client's catalogue is not there: English only
        return {}
    return client_messages(lang)


@router.post("/tables")
async def create_table(body: TableRequest, request: Request) -> dict:
    hub = hub_of(request)
    limit_creating(request)
    try:
        table, tokens = await hub.create(body.model_dump(exclude_none=False))
    except Unstored as error:
        raise refusal(request, 503, error) from None
    except Refused as error:
        raise refusal(request, 400, error) from None
    return created_answer(table, tokens)


@router.get("/tables/{table_id}")
async def table_summary(table_id: str, request: Request) -> dict:
    return (await _table(request, table_id)).summary()


@router.get("/tables/{table_id}/record")
async def table_record(table_id: str, request: Request) -> dict:
    """The finished game as a record for ``spelbord replay``; not before the end,
    since a record holds the seed, and so every hidden card."""
    table = await _table(request, table_id)
    if not table.state.is_over():
        raise refusal(request, 409, Refused("the record of a game is given out when the game is over"))
    return table.state.record()


@router.get("/tables/{table_id}/replay")
async def replay_step(table_id: str, request: Request, step: int = 0, view: str = "spectator",
                      lang: str = "en") -> dict:
    """A finished game at ``step`` (0: the deal) as ``view`` saw it: a seat from 0,
    "spectator" or "all"; 409 while the game is played (see :mod:`.replays`)."""
    table = await _table(request, table_id)
    try:
        return await request.app.state.replays.step(table, step, view, lang)
    except NotOver as error:
        raise refusal(request, 409, error) from None
    except Refused as error:
        raise refusal(request, 400, error) from None


@router.post("/tables/{table_id}/rematch")
async def rematch(table_id: str, body: TokenRequest, request: Request) -> dict:
    hub = hub_of(request)
    table = await _table(request, table_id)
    if table.id not in hub.rematches and table.seat_of(body.token) is not None:
        limit_creating(request)  # a new table; collecting one already made costs nothing
    try:
        new, tokens = await hub.rematch(table, body.token)
    except Unstored as error:
        raise refusal(request, 503, error) from None
    except Refused as error:
        raise refusal(request, 403, error) from None
    return created_answer(new, tokens)


@router.get("/open-tables")
def open_tables(request: Request) -> list[dict]:
    """Running tables with a free seat, newest first, as their public summaries."""
    return hub_of(request).tables.open_tables()


@router.post("/tables/{table_id}/join")
async def join(table_id: str, body: JoinRequest, request: Request) -> dict:
    """Take a free seat under a name: the answer holds that seat's link, and only it."""
    hub = hub_of(request)
    table = await _table(request, table_id)
    limit_creating(request)  # each join hands out a seat's token, as a new table does
    try:
        _, tokens = await hub.join(table, body.seat, body.name)
    except Unstored as error:
        raise refusal(request, 503, error) from None
    except Refused as error:
        raise refusal(request, 409, error) from None
    return created_answer(table, tokens)


@router.post("/my-tables")
async def my_tables(body: TokensRequest, request: Request) -> list[dict]:
    return await hub_of(request).tables.tables_of(body.tokens)


async def _table(request: Request, table_id: str) -> LiveTable:
    table = await hub_of(request).tables.get(table_id)
    if table is None:
        raise refusal(request, 404, Refused("there is no table {table}", table=repr(table_id)))
    return table


def _kind(choices: tuple) -> str:
    if all(isinstance(c, bool) for c in choices):
        return "bool"
    if all(isinstance(c, int) for c in choices):
        return "int"
    return "choice"
