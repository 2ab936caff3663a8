"""Replays of finished tables: the game at any step, as one seat saw it or all at once.

A step is one stored action (a partial pick of a secret choice too); step K is
the game after its first K actions, step 0 the deal. Only a finished table is
replayed: its record holds every hidden card, so a replay of a running table,
even from one seat's view, would show what is still to come (the deck's order
is the seed's). A running table is refused with :class:`NotOver`.

Stepping is cheap: each table's :class:`Walker` keeps the state at the step
last asked for and a copy every few steps, so the next step is one action
applied, and a jump back starts from the nearest copy. The actions are applied
unchecked (``apply_trusted``): the server checked each one when it was played.
The first request walks the game to its end once and keeps every step's events,
so each step is shown with the log before it, as the view saw it at the table.
"""
from __future__ import annotations

import asyncio
from collections import OrderedDict

import orjson

from ..engine import visible_events
from ..engine.identity import seat_names
from ..i18n import translator
from ..terminal import winners_line
from ..terminal.words import describe_event
from .tables import LiveTable, Refused, check_language

#: the tables whose walkers are kept, the most recently stepped last
WALKERS_KEPT = 16
#: the copies of the state a walker keeps at most, and the fewest steps between two
COPIES, FEWEST_BETWEEN = 40, 20

#: the lines of the log before the step shown beside it, at most (the table's log keeps as many)
EARLIER_LINES = 30

#: the views a replay may show besides the seats' own
SPECTATOR, ALL = "spectator", "all"


class NotOver(Refused):
    """The table is still being played: its replay would show hidden cards still in play."""


class Walker:
    """One finished game, walked to any step from the nearest kept copy."""

    def __init__(self, table: LiveTable):
        self.actions = table.state.history()
        start = table.game.new_game(len(table.seats), table.seed, table.options)
        self.every = max(FEWEST_BETWEEN, -(-len(self.actions) // COPIES))
        self.copies = {0: start.clone()}
        self.state, self.step, self.events = start, 0, []
        #: the events of every step (``steps_events[k]``: those of the action that led to step k + 1),
        #: gathered by the first walk, which goes to the end, so the log before any step can be shown
        self.steps_events: list[list[dict]] = []
        #: held while the state is walked and read: two requests of one table take turns
        self.lock = asyncio.Lock()

    def walk(self, step: int) -> None:
        """Bring the state to ``step``; ``self.events``: those of the action that led there."""
        if len(self.steps_events) < len(self.actions):
            self._forward(len(self.actions))
        if step < self.step:
            # from the copy before the step, so that its own action is applied and its events known
            base = max(k for k in self.copies if k < step) if step else 0
            self.state, self.step, self.events = self.copies[base].clone(), base, []
        self._forward(step)

    def _forward(self, step: int) -> None:
        while self.step < step:
            seat, action = self.actions[self.step]
            self.events = self.state.apply_trusted(seat, action)
            if self.step == len(self.steps_events):
                self.steps_events.append(self.events)
            self.step += 1
            if self.step % self.every == 0 and self.step not in self.copies:
                self.copies[self.step] = self.state.clone()


class Replays:
    """The walkers of the finished tables being replayed, and the steps they answer."""

    def __init__(self, hub):
        self.hub = hub
        self.walkers: OrderedDict[str, Walker] = OrderedDict()

    def _walker(self, table: LiveTable) -> Walker:
        walker = self.walkers.get(table.id)
        if walker is None:
            walker = self.walkers[table.id] = Walker(table)
            while len(self.walkers) > WALKERS_KEPT:
                self.walkers.popitem(last=False)
        self.walkers.move_to_end(table.id)
        return walker

    async def step(self, table: LiveTable, step, view, lang) -> dict:
        """The game at ``step`` as ``view`` sees it: a seat (0, 1, ...), ``"spectator"``
        or ``"all"`` (every seat's board, every hidden line of the log), in ``lang``.

        Raises :class:`NotOver` for a running table and :class:`Refused` for a step
        or view the game does not have; nothing changes either way.
        """
        if not table.state.is_over():
            raise NotOver("a game is replayed once it is over: its replay shows every hidden card")
        lang = check_language(lang)
        seats = range(len(table.seats))
        viewer = _viewer(view, len(table.seats))
        walker = self._walker(table)
        total = len(walker.actions)
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= total:
            raise Refused("this game has steps 0 to {last}", last=total)
        async with walker.lock:
            await self.hub.tables.io(walker.walk, step)
            state, events = walker.state, walker.events
            names = table.identities(lang)
            with seat_names(table.names(lang)):
                reader = viewer if isinstance(viewer, int) else None

                def words(events: list[dict]) -> list[str]:
                    shown = [{k: v for k, v in e.items() if k != "to"} for e in events] if viewer == ALL \
                        else visible_events(events, viewer)
                    return [describe_event(table.game, event, names, lang, reader) for event in shown]
                lines = words(events)
                earlier: list[dict] = []  # the log before this step, the latest lines last
                for before in range(step - 1, 0, -1):
                    if len(earlier) >= EARLIER_LINES:
                        break
                    earlier[:0] = [{"step": before, "text": text} for text in words(walker.steps_events[before - 1])]
                earlier = earlier[-EARLIER_LINES:]
                outcome = state.outcome()
                if outcome is not None:
                    outcome = {**outcome, "text": winners_line(outcome, names, translator(lang)),
                               "score_texts": [table.game.describe_score(outcome, s, lang) for s in seats]}
            boards = []
            for seat in (seats if viewer == ALL else [viewer]):
                board_view = state.view(seat)
                view_text = orjson.dumps(board_view, option=orjson.OPT_NON_STR_KEYS).decode()
                boards.append({"seat": seat, "svg": await self.hub.boards.draw(
                    table.game, board_view, view_text, lang, [], table=table.id)})
            return {
                "table": table.id, "game": table.game.name, "step": step, "steps": total,
                "view": SPECTATOR if viewer is None else viewer,
                "mover": walker.actions[step - 1][0] if step else None,
                "actors": state.actors(), "lines": lines, "earlier": earlier, "outcome": outcome, "boards": boards,
                "players": [{"seat": s, "name": name, "label": table.game.seat_label(s, lang)}
                            for s, name in zip(seats, table.names(lang))]}


def _viewer(view, players: int) -> int | None | str:
    """The seat (or ``None`` for the spectators, or ``ALL``) a replay is shown to."""
    if view == ALL:
        return ALL
    if view == SPECTATOR:
        return None
    try:
        seat = int(view)
    except (TypeError, ValueError):
        seat = -1
    if not 0 <= seat < players or str(seat) != str(view):
        raise Refused("a replay is seen by seat 0 to {last}, {spectator} or {all}, not {view}", last=players - 1,
                      spectator=repr(SPECTATOR), all=repr(ALL), view=repr(str(view)[:20]))
    return seat
