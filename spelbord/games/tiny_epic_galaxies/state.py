"""The position of a game of Tiny Epic Galaxies, and how decisions are sequenced.

Galaxies are numbered by *owner*: seats 0..players-1, and in solo play owner 1
is the rogue galaxy (never a seat: the rules and the state's RNG drive it).

A ship is a location code in ``ships[owner]`` (one entry per ship in play; the
ships still locked on the mat's ship track are not listed):

* ``HOME`` (-1): standing on its own galaxy;
* ``s`` (0..5): landed on the surface of the planet in row slot ``s``;
* ``ORBIT + s`` (10..15): on the colony track of slot ``s``, at space
  ``track[owner][s]`` (0 = the start space).

Play is a stack of *frames*: the top frame is either a decision (``frame[1]``
is the seat that decides; :meth:`_legal` lists its options) or an automatic
step (``frame[1] is None``) that the state carries out by itself, possibly
pushing further frames. A die action with its sub-choices, the copy window
that follows it, a copier's own sub-choices: each is a frame, so a big choice
is always a short list of small steps.
"""
from __future__ import annotations

from spelbord.engine import State

from . import data
from .copying import Copying
from .dice_actions import PLANET_TRACK, DiceActions
from .effects import PlanetEffects
from .rogue import RogueGalaxy
from .scoring import Scoring
from .setup import set_up
from .turn import Turn

HOME = -1
ORBIT = 10
#: each planet's victory points, by planet id
PLANET_POINTS = tuple(p.points for p in data.PLANETS)


def clockwise(start: int, players: int) -> list[int]:
    """The seats after ``start``, clockwise (to its left first)."""
    return [(start + k) % players for k in range(1, players)]


#: by seat: the actors when that seat alone decides (the engine copies them out)
ALONE = tuple((seat,) for seat in range(5))
#: players -> start -> :func:`clockwise`, made once
CLOCKWISE = {n: tuple(tuple(clockwise(start, n)) for start in range(n)) for n in range(2, 6)}


class TEGState(Turn, DiceActions, Copying, PlanetEffects, RogueGalaxy, Scoring, State):
    #: what a player may take back (docs/api.md, Undo): every step on the open board
    #: (activating, converting and choosing dice, ships, tracks, copying, declining).
    #: Final: a roll ("würfelt sie", DE l.83), the end of a turn (the next player
    #: rolls), and any step that draws from the generator or turns up a planet from
    #: the face-down deck (:meth:`hidden_zones`), whatever its kind; the secret
    #: mission is a secret choice, which the engine handles.
    TAKE_BACK = frozenset({"activate", "convert", "set_die", "reroll", "reroll_die", "ship", "to", "advance",
                           "upgrade", "copy", "decline", "accept", "pass", "amount", "colony",
                           "discard_die", "face", "give", "use_ability"})

    def hidden_zones(self):
        """The size of the planet deck."""
        return len(self.deck)

    """A game in progress; see the module docstring for how it is laid out."""

    # what clone copies with slices: per owner or slot, numbers and (owner, planet) pairs
    _flat_fields = State._flat_fields | {"level", "row", "deck", "bottom", "pool", "bay", "converter", "income",
                                         "used", "copied_last", "ready", "checking", "mission"}
    _nested_fields = frozenset({"res", "ships", "colonies", "track", "offered"})

    def __init__(self, game, players, seed, options):
        super().__init__(game, players, seed, options)
        set_up(self)

    # ----- helpers shared by every chapter ---------------------------------
    def planet(self, slot: int) -> data.Planet:
        return data.PLANETS[self.row[slot]]

    def seats_clockwise(self, start: int) -> tuple:
        """Human seats after ``start`` (an owner), clockwise; the rogue is never asked."""
        if self.solo:
            return (0,) if start != 0 else ()
        return CLOCKWISE[self.players][start]

    def others(self, owner: int) -> list[int]:
        """Every other galaxy (the rogue included), clockwise from ``owner``."""
        return [(owner + k) % self.owners for k in range(1, self.owners)]

    def res_max(self, owner: int) -> int:
        return data.ROGUE_RESOURCE_MAX if owner == self.rogue else data.RESOURCE_MAX

    def gain(self, owner: int, resource: int, amount: int) -> int:
        """Add ``amount`` of a resource, up to the maximum; returns what was added."""
        top = data.ROGUE_RESOURCE_MAX if owner == self.rogue else data.RESOURCE_MAX  # res_max, without the call
        have = self.res[owner][resource]
        new = min(top, have + amount)
        self.res[owner][resource] = new
        return new - have

    def points(self, owner: int) -> int:
        """Victory points of colonies and empire level (missions not included)."""
        level = self.level[owner]
        if owner == self.rogue:
            base = data.ROGUE_EMPIRE[level][1] if level in data.ROGUE_EMPIRE else 0
        else:
            base = data.EMPIRE[level][2]
        return base + sum(map(PLANET_POINTS.__getitem__, self.colonies[owner]))

    def orbiting(self, owner: int) -> list[int]:
        """Slots where ``owner`` has a ship on the colony track."""
        return [s for s, pos in enumerate(self.track[owner]) if pos >= 0]

    def has_track(self, owner: int, kind: int) -> bool:
        """Whether ``owner`` orbits a planet advanced by ``kind`` (DIPLOMACY or ECONOMY): :meth:`on_tracks` not empty."""
        row = self.row
        for s, pos in enumerate(self.track[owner]):
            if pos >= 0 and PLANET_TRACK[row[s]] == kind:
                return True
        return False

    def on_tracks(self, owner: int, kind: int) -> list[int]:
        """Slots where ``owner`` orbits a planet advanced by ``kind`` (or any, -1)."""
        row = self.row
        return [s for s, pos in enumerate(self.track[owner])
                if pos >= 0 and (kind < 0 or data.PLANETS[row[s]].track == kind)]

    def push(self, *frames) -> None:
        """Schedule frames to run in the order given (the first runs first)."""
        self.stack.extend(reversed(frames))

    # ----- running the stack ------------------------------------------------
    def _run(self) -> None:
        """Carry out automatic steps until a seat must decide or the game ends."""
        self._apply(None, None)

    # ----- engine hooks -----------------------------------------------------
    def _actors(self):
        if self.result is not None or not self.stack:
            return []
        return [self.stack[-1][1]]

    def _legal(self, seat):
        if self.secret is not None:
            return [("keep", m) for m in self.offered[seat]]
        return list(self.ready)

    def response_window(self):
        top = self.stack[-1] if self.stack and self.secret is None else None
        return top[2] if top is not None and top[0] == "copywin" else None

    def _apply(self, seat, action):
        """Carry out ``action`` (None: none, for :meth:`_run`), then the automatic steps until a
        seat must decide or the game ends; the action's events."""
        stack = self.stack
        if action is not None:
            frame = stack[-1]
            self.events = events = []
            DO[frame[0]](self, frame, action)
            stack = self.stack
        while stack and self.result is None:
            frame = stack[-1]
            kind = frame[0]
            if frame[1] is None:
                stack.pop()
                AUTO[kind](self, frame)
                continue
            if kind == "copywin" and not self._copy_window_ready(frame):
                stack.pop()
                continue
            legal = LEGAL[kind](self, frame)
            if legal:
                self.ready = legal
                # the engine's: actors() and legal_actions() ask for them next
                self._actors_cache = ALONE[frame[1]]
                self._legal_cache = (frame[1], legal)
                break
            stack.pop()  # nothing to decide: the step lapses
        else:
            self.ready = []
            self._actors_cache = self._legal_cache = None
        if action is None:
            return None
        self.events = []
        if self.solo:  # so that a log names owner 1 "the rogue galaxy"
            for event in events:
                event["solo"] = True
        return events

    def _secret_complete(self, seat, picks):
        return True

    def _reveal(self, picks):
        for seat, actions in picks.items():
            self.mission[seat] = actions[0][1]
        self.events = events = [{"type": "missions_kept"}]
        self.start_game()
        self._run()
        self.events = []
        return events

    def _outcome(self):
        return self.result

    def _view(self, seat):
        view = {
            "row": list(self.row), "deck": len(self.deck), "deck_bottom": list(self.bottom),
            "energy": [r[0] for r in self.res], "culture": [r[1] for r in self.res],
            "level": list(self.level), "ships": [list(s) for s in self.ships],
            "track": [list(t) for t in self.track], "colonies": [list(c) for c in self.colonies],
            "points": [self.points(o) for o in range(self.owners)],
            "current": self.cur, "first": self.first, "round_ends": self.ending,
            "dice": sorted(self.pool), "bay": list(self.bay), "converter": list(self.converter),
            "rerolls": self.rerolls, "copy_cost": self.copy_cost,
            "copy_income": [list(x) for x in self.income], "used": [list(x) for x in self.used],
            "fewer_dice": self.fewer_dice, "stack": [_frame_json(f) for f in self.stack],
            "missions_dealt": [len(o) for o in self.offered],
        }
        if seat is not None and not self.solo:
            view["my_offered"] = list(self.offered[seat])
            view["my_mission"] = self.mission[seat]
        if self.result is not None and not self.solo:
            view["missions"] = list(self.mission)
        if self.solo:
            view["rogue"] = {"galaxy": self.options["rogue"], "dice_left": self.rogue_left,
                             "bonus": self.rogue_bonus, "attacked": self.rogue_attacked,
                             "die": self.rogue_die}
        return view

    def _redeal(self, seat, rng):
        rng.shuffle(self.deck)
        if self.solo or self.result is not None:  # at the end the missions are revealed
            return
        known = set(self.offered[seat]) if seat is not None else set()
        pool = [m for m in range(len(data.MISSIONS)) if m not in known]
        rng.shuffle(pool)
        for other in range(self.players):
            if other == seat:
                continue
            self.offered[other] = sorted(pool[:2])
            del pool[:2]
            if self.mission[other] is not None:
                self.mission[other] = rng.choice(self.offered[other])

    def _explain_illegal(self, seat, action, legal):
        kind = self.stack[-1][0] if self.stack else "none"
        shown = ", ".join(str(a) for a in legal[:8]) + (", ..." if len(legal) > 8 else "")
        return f"{action} is not possible now (step: {kind}); possible: {shown}"

    def check_invariants(self):
        row = self.row
        planets = set(self.deck)
        planets.update(self.bottom)
        planets.update(row)
        for c in self.colonies:
            planets.update(c)
        planets.discard(-1)
        count = len(self.deck) + len(self.bottom) + sum(map(len, self.colonies)) + len(row) - row.count(-1)
        assert count == len(planets) == len(data.PLANETS), "planets lost or doubled"
        rogue = self.rogue
        for owner in range(self.owners):
            ships = self.ships[owner]
            wanted = data.ROGUE_START_SHIPS if owner == rogue else data.EMPIRE[self.level[owner]][1]
            assert len(ships) == wanted, "ships do not match the empire level"
            top = self.res_max(owner)
            energy, culture = self.res[owner]
            assert 0 <= energy <= top and 0 <= culture <= top
            track = self.track[owner]
            away = [loc for loc in ships if loc != HOME]
            assert len(away) == len(set(away)), "two own ships in one place"
            orbits = 0
            for loc in away:
                slot = loc % ORBIT
                assert row[slot] >= 0
                if loc >= ORBIT:
                    orbits += 1
                    assert 0 <= track[slot] <= data.PLANETS[row[slot]].spaces
            assert orbits == len(track) - track.count(-1), "track markers do not match ships"
        assert len(self.pool) + len(self.bay) + len(self.converter) <= data.DICE


def _frame_json(frame) -> list:
    out = []
    for item in frame:
        if isinstance(item, (list, tuple)):
            out.append(_frame_json(item))
        elif hasattr(item, "public"):
            out.append(item.public())
        else:
            out.append(item)
    return out


def _dispatch(prefix: str) -> dict:
    return {name[len(prefix):]: getattr(TEGState, name) for name in dir(TEGState) if name.startswith(prefix)}


# also module names, which the stack reads faster than class attributes through the state
TEGState.AUTO = AUTO = _dispatch("_auto_")
TEGState.LEGAL = LEGAL = _dispatch("_legal_")
TEGState.DO = DO = _dispatch("_do_")
TEGState.OK = _dispatch("_ok_")
