"""The ``state`` message: everything one seat (or a spectator) sees of a table.

A message has two parts. What depends on the game (view, board, legal
actions, log, outcome) is built once per change of the table for each
(seat, language) that someone is watching, and kept as JSON text; what
changes on its own (chat, who is connected, the clock) is added when the
message is sent. So a table with many watchers costs one board per seat and
language, not one per connection.

The game's part is taken from the state all at once, before the board is
drawn (perhaps in another process, see :mod:`.boards`): if the table moves on
meanwhile, the message still describes one moment, and a fresh one follows.
"""
from __future__ import annotations

import asyncio
import json
import time

from ..engine import visible_events
from ..i18n import translator
from ..terminal import winners_line
from ..terminal.words import describe_event
from .boards import Boards
from .tables import LiveTable

#: the events of the log a message carries
LOG_LENGTH = 200


async def state_message(table: LiveTable, seat: int | None, lang: str, boards: Boards) -> str:
    """The ``state`` message for ``seat`` in ``lang``, as JSON text."""
    key = (seat, lang)
    core = table.cache.get(key)
    if core is None:  # the first to ask builds it; others at the same moment wait for it
        core = table.cache[key] = asyncio.ensure_future(_core(table, seat, lang, boards))
    text = await core
    extra = _dumps(_live_part(table, lang))[1:-1]
    return '{"type":"state",' + text + "," + extra + "}"


async def _core(table: LiveTable, seat: int | None, lang: str, boards: Boards) -> str:
    """The game's part of the message as JSON text, without its braces."""
    game, state = table.game, table.state
    view = state.view(seat)
    legal = state.legal_actions(seat) if seat is not None else []
    to_json = game.action_to_json
    outcome = state.outcome()
    if outcome is not None:
        outcome = {**outcome, "text": winners_line(outcome, table.names(lang), translator(lang))}
    # the view as text now: the state may move on while the board is drawn
    view_text = _dumps(view)
    rest = {
        "table": table.id, "game": game.name, "seat": seat, "seq": table.seq,
        "actions": [{"action": to_json(a), "text": game.describe_action(a, lang, state),
                     "group": game.action_group(a)} for a in legal],
        "actors": state.actors(),
        "secret": view.get("secret"),
        "log": _log(table, seat, lang),
        "negotiation": game.negotiation(view, lang),
        "outcome": outcome,
    }
    text = _dumps(rest)[1:-1] + ',"view":' + view_text
    board = await boards.draw(game, view, view_text, lang, legal)
    return text + ',"board":' + _dumps(board)


def _live_part(table: LiveTable, lang: str) -> dict:
    names = table.names(lang)
    return {
        "players": [{"seat": i, "name": names[i], "kind": s.kind, "connected": s.connections > 0}
                    for i, s in enumerate(table.seats)],
        "chat": table.chat,
        "clock": clock(table),
    }


def clock(table: LiveTable) -> dict | None:
    """The running clock: seconds left and the seats it runs for, or None."""
    if table.deadline_at is None:
        return None
    actors = table.state.actors()
    return {"seconds_left": max(0.0, round(table.deadline_at - time.time(), 1)),
            "seats": actors, "seat": actors[0] if len(actors) == 1 else None}


def _log(table: LiveTable, seat: int | None, lang: str) -> list[dict]:
    """The last events this seat may see, in words, oldest first."""
    shown = []
    texts = table.log_texts
    names = None
    for index in range(len(table.events) - 1, -1, -1):
        seq, event = table.events[index]
        to = event.get("to")
        if to is not None and (seat is None or seat not in to):
            continue
        # only private events are worded differently for their own seat
        key = (lang, index, seat if to is not None else None)
        text = texts.get(key)
        if text is None:
            names = names or table.names(lang)
            text = texts[key] = describe_event(table.game, visible_events([event], seat)[0],
                                               names, lang, seat)
        shown.append({"seq": seq, "text": text})
        if len(shown) == LOG_LENGTH:
            break
    shown.reverse()
    return shown


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
