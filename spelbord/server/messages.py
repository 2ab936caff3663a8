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

A seat's legal actions are worded with that seat's determinization, not the
real state (or with no state, where the game declares that their words read
none): the words can only say what the seat may know.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import deque

import orjson

from ..engine import visible_events
from ..engine.identity import seat_names
from ..engine.undo import final_step
from ..i18n import translator
from ..terminal import winners_line
from ..terminal.words import describe_event
from .boards import Boards
from .stages import mark
from .tables import LiveTable, moved_by_clock

log = logging.getLogger("spelbord.server")

#: the events of the log a message carries
LOG_LENGTH = 200


async def state_message(table: LiveTable, seat: int | None, lang: str, boards: Boards) -> str:
    """The ``state`` message for ``seat`` in ``lang``, as JSON text."""
    key = (seat, lang)
    core = table.cache.get(key)
    if core is None:  # the first to ask builds it; others at the same moment wait for it
        core = table.cache[key] = asyncio.ensure_future(_core(table, seat, lang, boards))
    text = await core
    return '{"type":"state",' + text + "," + _live_part(table, lang) + "}"


async def _core(table: LiveTable, seat: int | None, lang: str, boards: Boards) -> str:
    """The game's part of the message as JSON text, without its braces."""
    game, state = table.game, table.state
    view = state.view(seat)
    # the view as text now: the state may move on while the board is drawn
    view_text = _dumps(view)
    legal = state.legal_actions(seat) if seat is not None else []
    outcome = state.outcome()
    # every seat the game words reads as its person: "Ada (MI6)", "Ada (Yellow)", "Ada"
    names = table.names(lang)
    with seat_names(names):
        if outcome is not None:
            outcome = {**outcome, "text": winners_line(outcome, table.identities(lang), translator(lang)),
                       "score_texts": [game.describe_score(outcome, s, lang) for s in range(state.players)]}
        may_undo = seat is not None and may_undo_at(table, seat)
        actions = action_words(table, seat, legal, lang, view_text if may_undo else None)
        negotiation = game.negotiation(view, lang)
        log_json = _log_json(table, seat, lang)
    rest = {
        "table": table.id, "game": game.name, "seat": seat, "seq": table.seq,
        # this seat's own progress in a secret choice, and its own setting: nobody else's
        "picks": state.secret_progress(seat) if seat is not None else 0,
        "auto_pass": table.seats[seat].auto_pass if seat is not None else False,
        "actions": actions,
        # this seat may take back its last step (its own message only)
        "can_undo": may_undo,
        "actors": state.actors(),
        "secret": view.get("secret"),
        # what of the view the other seats may not see: the hot-seat page covers the screen for it
        "private": game.private_parts(view),
        "negotiation": negotiation,
        "outcome": outcome,
        "hints": table.hints,
        "hotseat": table.hotseat,
        # a practice table's seed was chosen by its creator: every seat is told so
        "practice": table.practice,
    }
    text = _dumps(rest)[1:-1] + ',"log":' + log_json + ',"view":' + view_text
    marked = sorted(game.last_move_keys(last_move_events(table, seat)))
    mark(table, "built")
    board = await boards.draw(game, view, view_text, lang, legal, names, marked, table.id)
    mark(table, "boards")
    return text + ',"board":' + _dumps(board) + ',"last_move":' + _dumps(marked)


def last_move_events(table: LiveTable, seat: int | None) -> list[dict]:
    """The events of the table's last public move (and of this seat's own picks since),
    as ``seat`` may see them: what its board marks as just changed."""
    found = []
    for seq, event in reversed(table.events):
        if seq != table.seq:
            break
        found.append(event)
    return visible_events(found[::-1], seat)


def may_undo_at(table: LiveTable, seat: int) -> bool:
    """Whether ``seat`` may take back its last step at this table: where the engine
    allows it, and at a hot-seat table only while the screen is still that seat's
    (it is among those who may act), so the next player cannot take back another's step;
    never a step the clock made for the seat when its time ran out."""
    if table.seats[seat].kind != "human":
        return False
    state = table.state
    # the engine's answer, once per change of the table for all of the seat's languages:
    # kept beside the messages, which are built anew after the same changes
    key = ("can_undo", seat)
    if key not in table.cache:
        table.cache[key] = state.can_undo(seat, trusted=True)
    return (table.cache[key] and (not table.hotseat or seat in state.actors())
            and not moved_by_clock(table, seat))


def action_words(table: LiveTable, seat: int | None, legal: list, lang: str,
                 view_text: str | None = None) -> list[dict]:
    """The seat's legal actions as JSON, in words and grouped.

    Words that read the state come from the seat's determinization (the hidden
    rest re-dealt by a fresh seed), so a game that words an action with something
    the seat cannot see (another's card, the deck's order) tells it nothing true.
    A game that names the kinds of action whose words read the state
    (``words_from_state``) has the others worded without one, once per table and
    language (the action and the seats' names are all they read), and is
    determinized only when it must be.

    ``view_text`` (the seat's view as JSON) is given while the seat may undo: each
    action then says whether it would be a step that cannot be undone (``"final"``),
    judged in the determinization. The marks read only what the seat sees, so they
    are kept for the seat while its view and its legal actions stay the same (the
    others' picks in a secret choice change neither).
    """
    if not legal:
        return []
    game = table.game
    from_state = getattr(game, "words_from_state", None)
    marks = None
    if view_text is not None:
        kept = table.final_marks.get(seat)
        if kept is not None and kept[0] == view_text and kept[1] == legal:
            marks = kept[2]
    seen = None
    if (from_state is None or any(a[0] in from_state for a in legal)
            or (view_text is not None and marks is None)):
        seen = _determinized(table, seat)
    words = []
    for action in legal:
        if from_state is None or action[0] in from_state:
            words.append(_word_entry(game, action, lang, seen))
            continue
        entry = table.words.get((lang, action))
        if entry is None:
            entry = table.words[(lang, action)] = _word_entry(game, action, lang, None)
        words.append(entry)
    if view_text is not None and marks is None and seen is not None:
        marks = [final_step(seen, seat, action) for action in legal]
        table.final_marks[seat] = (view_text, list(legal), marks)
    if marks is not None:
        words = [{**entry, "final": final} for entry, final in zip(words, marks)]
    return words


def _determinized(table: LiveTable, seat: int):
    try:
        return table.state.determinize(seat, secrets.randbits(63))
    except Exception:  # a game whose determinize fails here: words without context, never the truth
        log.exception("determinize of %s for seat %s", table.game.name, seat)
        return None


def _word_entry(game, action, lang: str, seen) -> dict:
    return {"action": game.action_to_json(action), "text": game.describe_action(action, lang, seen),
            "group": game.action_group(action)}


def _players_json(table: LiveTable, lang: str) -> str:
    """Who sits where, as a JSON list: the same for every seat, so made once per language
    while no seat's name, kind, connection or freedom changes (all it depends on)."""
    key = tuple((s.name, s.kind, table.connected(i), s.free) for i, s in enumerate(table.seats))
    kept = table.players_json.get(lang)
    if kept is not None and kept[0] == key:
        return kept[1]
    names = table.names(lang)
    # "label": the game's colour or organisation for the seat; the page shows "Ada (MI6)"
    text = _dumps([{"seat": i, "name": names[i], "label": table.game.seat_label(i, lang), "kind": s.kind,
                    "connected": table.connected(i), "free": s.free}
                   for i, s in enumerate(table.seats)])
    table.players_json[lang] = (key, text)
    return text


def presence_message(table: LiveTable, lang: str) -> str:
    """Who sits where and who is connected: all that changes when someone comes or goes."""
    return '{"type":"presence","table":' + _dumps(table.id) + ',"players":' + _players_json(table, lang) + "}"


def _live_part(table: LiveTable, lang: str) -> str:
    """Players, chat and clock as JSON members: they change without a move."""
    if table.chat_json is None:
        table.chat_json = _dumps(table.chat)
    return ('"players":' + _players_json(table, lang) + ',"chat":' + table.chat_json
            + ',"clock":' + _dumps(clock(table)))


def clock(table: LiveTable) -> dict | None:
    """The running clock: seconds left and the seats it runs for, or None."""
    if table.deadline_at is None:
        return None
    actors = table.state.actors()
    return {"seconds_left": max(0.0, round(table.deadline_at - time.time(), 1)),
            "seats": actors, "seat": actors[0] if len(actors) == 1 else None}


def _log_json(table: LiveTable, seat: int | None, lang: str) -> str:
    """The last events this seat may see, in words, oldest first, as a JSON list.

    Events only ever arrive at the end, so each (seat, language) keeps its
    entries (as JSON text) and adds the new events since it was last asked.
    """
    kept = table.logs.get((seat, lang))
    if kept is None:
        kept = table.logs[(seat, lang)] = [0, deque(maxlen=LOG_LENGTH)]
        # the first time: start where the last LOG_LENGTH visible events begin
        seen = 0
        for index in range(len(table.events) - 1, -1, -1):
            if _visible(table.events[index][1], seat):
                seen += 1
                kept[0] = index
                if seen == LOG_LENGTH:
                    break
        else:
            kept[0] = 0
    entries = kept[1]
    for index in range(kept[0], len(table.events)):
        seq, event = table.events[index]
        if _visible(event, seat):
            entries.append(_log_entry(table, index, seat, lang))
    kept[0] = len(table.events)
    return "[" + ",".join(entries) + "]"


def _visible(event: dict, seat: int | None) -> bool:
    to = event.get("to")
    return to is None or (seat is not None and seat in to)


def _log_entry(table: LiveTable, index: int, seat: int | None, lang: str) -> str:
    seq, event = table.events[index]
    # a public event reads the same for every seat; only private ones, and those the
    # game words from the reader's side, are worded for their own seat ("You chose ...")
    personal = "to" in event or event["type"] in table.game.reader_worded_events
    key = (lang, index, seat if personal else None)
    text = table.log_texts.get(key)
    if text is None:
        words = describe_event(table.game, visible_events([event], seat)[0], table.identities(lang), lang, seat)
        entry = {"seq": seq, "text": words}
        if "to" in event:
            entry["private"] = True  # shown to some seats only: a secret on a hot-seat screen
        text = table.log_texts[key] = _dumps(entry)
    return text


def _dumps(value) -> str:
    # orjson: several times faster than json on the large views and logs of every message
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
