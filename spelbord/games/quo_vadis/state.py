"""The state of a game of Quo Vadis: set-up (SV "Spelförberedelsen"), who acts, what all see.

The position is plain data:

* ``occ[c]``: the owners of the senators in committee ``c``, in order of arrival
  (for the Senate this is the arrival order that breaks ties);
* ``reserve[s]``: seat ``s``'s senators still off the board;
* ``fields[r]``: the laurel kind face up on road ``r`` (``None``: empty, or no field);
* ``pile``: the face-down laurels, the top at the end; ``supply``: the open I tiles;
  ``boxed``: I tiles left out by the "limited laurels" proposal;
* ``laurels[s]``: how many laurels of each kind seat ``s`` has collected;
  ``known[s]``: what the whole table has seen of that pile (see :mod:`.laurels`);
* ``caesar``: the road whose laurel field Caesar covers;
* ``phase``: "turn", "pledge", "offers", "respond", "counter", "answer", "bonus",
  "remove" or "over"; ``neg`` the negotiation under way, ``window`` its offer
  window; ``ask`` and ``pledges`` the laurels asked for and pledged this turn.

What a seat sees: the board, the open supply, the negotiation, its own laurels,
and of the others' laurels what :mod:`.laurels` says (by default how many tiles,
and what the table has seen of them; everything with the option ``open_laurels``).
"""
from __future__ import annotations

from itertools import chain
from operator import add, le, lt

from ...engine import State
from .board import (CAESAR_START, LAUREL_ROADS, LIMITED_I, MIX, NEED, ROAD_FROM, ROAD_TO, SEATS,
                    SENATE, SENATORS, I)
from .end import EndRules
from .laurels import LaurelRules
from .permission import PermissionRules
from .pledge import PledgeRules
from .turn import TurnRules


class QuoVadisState(TurnRules, PermissionRules, PledgeRules, EndRules, LaurelRules, State):
    """A game of Quo Vadis in progress; see the module docstring for its fields."""

    #: what a player may take back (docs/api.md, Undo): everything on the open board,
    #: and the terms of a deal while they are written. Final: what lays or hands over
    #: laurels, which lie "med avigsidan uppåt" so that each "kan hemlighålla den totala
    #: summan av vunna lagrar" (SV l.68, l.70): a pledge, a bribe, an offer or proposal
    #: sent (the other side may answer it), a deal accepted or agreed. A term offering
    #: a tile of one's own the table did not know of is final too: it grows ``known``
    #: (:meth:`hidden_zones`), and taking it back would not unsay what the table saw.
    TAKE_BACK = frozenset({"place", "move", "request", "caesar", "keep", "ask", "refuse", "pass",
                           "pays", "gets", "caesar_to", "promise", "counter", "reject", "withdraw",
                           "remove"})

    def hidden_zones(self):
        """The face-down pile, the laurel fields (a new tile from the pile), and what
        the table knows of each pile (grown when a tile is shown or handed over)."""
        return len(self.pile), tuple(self.fields), [tuple(k) for k in self.known], list(map(sum, self.laurels))
    # what clone copies with slices: senators per committee, laurels per seat and road
    _flat_fields = State._flat_fields | {"reserve", "fields", "pile", "tried", "asked", "last_senate", "promises"}
    _nested_fields = frozenset({"occ", "laurels", "known"})

    def __init__(self, game, players: int, seed: int, options: dict):
        super().__init__(game, players, seed, options)
        self.occ = [[] for _ in SEATS]
        self.reserve = [SENATORS] * players
        self.laurels = [[0] * 6 for _ in range(players)]
        self.known = [[0] * 6 for _ in range(players)]
        open_i = LIMITED_I[players] if options["limited_laurels"] else MIX[I]
        self.supply = open_i
        self.boxed = MIX[I] - open_i
        pile = [k for k in range(1, 6) for _ in range(MIX[k])]
        self.rng.shuffle(pile)
        self.fields = [None] * len(ROAD_FROM)
        for r in LAUREL_ROADS:
            self.fields[r] = pile.pop()
        self.pile = pile
        self.caesar = CAESAR_START
        start = options["start_player"]
        # SV: "På valfritt vis väljs den speldeltagare som får börja"; then clockwise (ruling Q8)
        self.turn = self.rng.randrange(players) if start == "random" else start
        self.turn_count = 0
        self.phase = "turn"
        self.neg = None
        self.window = None
        self.tried = []          # roads already asked along this turn
        self.promises = []       # non-binding promises, recorded only
        self.asked = []          # seats asked for a pledge this turn
        self.ask = None          # the pledge asked for now
        self.pledges = []        # laurels pledged this turn, on the table until it ends
        self.round = 1           # consul election round
        self.notes = []
        self.remover = None
        self.ender = None
        self.last_senate = []
        self._turn_moves = None  # (turn_count, roads tried, the board's moves): see _turn_actions

    # ----- who acts, and what may they do -------------------------------------
    def _actors(self) -> list[int]:
        phase = self.phase
        if phase == "offers":
            return self.window.actors()
        if phase == "answer":
            return [self.neg["counter"]["to"]]
        if phase == "remove":
            return [self.remover]
        if phase == "pledge":
            return [self.ask["of"]]
        if phase == "over":
            return []
        return [self.turn]

    def _legal(self, seat: int) -> list[tuple]:
        return _LEGAL[self.phase](self, seat)

    def response_window(self):
        return self.window if self.phase == "offers" else None

    def _apply(self, seat: int, action: tuple) -> list[dict]:
        return _HANDLERS[action[0]](self, seat, action)

    def _explain_illegal(self, seat: int, action: tuple, legal: list) -> str:
        name = action[0] if action else None
        if self.phase != "turn" and name in ("place", "move", "request"):
            return f"{action} is not legal now: the turn is in the {self.phase!r} step"
        if name == "place":
            if not self.reserve[seat]:
                return "you have no senator left in reserve"
            return "a senator is placed on a free seat of a bottom committee (0, 1, 2 or 3)"
        if name in ("move", "request") and len(action) == 2 and action[1] in range(len(ROAD_FROM)):
            r = action[1]
            a, b = ROAD_FROM[r], ROAD_TO[r]
            if seat not in self.occ[a]:
                return f"you have no senator in committee {a}"
            if len(self.occ[b]) >= SEATS[b]:
                return f"committee {b} has no free seat"
            others = len(self.occ[a]) - 1
            if r != self.caesar and others < NEED[a]:
                return (f"leaving a {SEATS[a]}-seat committee needs the permission of {NEED[a]} other "
                        f"senator{'s' if NEED[a] > 1 else ''} there; there {'is' if others == 1 else 'are'} {others}")
            if name == "move":
                return "foreign senators must give permission: ask with ('request', road)"
            if r in self.tried:
                return "you have already asked along this road this turn"
            return "no permission is needed to leave along this road: use ('move', road)"
        if name == "caesar" and len(action) == 2 and action[1] == self.caesar:
            return "Caesar must move to another laurel field"
        return super()._explain_illegal(seat, action, legal)

    # ----- what a seat sees ------------------------------------------------------
    def _view(self, seat) -> dict:
        neg = self.neg
        if neg is not None:
            counter = neg["counter"]
            neg = {"mover": neg["mover"], "road": neg["road"], "from": neg["from"], "need": neg["need"],
                   "own": neg["own"], "round": neg["round"], "rounds": self.options["offer_rounds"],
                   "offers": [None if o is None else {"votes": o[0], "terms": [list(t) for t in o[1]]}
                              for o in neg["offers"]],
                   "draft": [list(t) for t in neg["draft"]],
                   "counter": None if counter is None else {
                       "to": counter["to"], "votes": counter["votes"],
                       "terms": [list(t) for t in counter["terms"]]}}
        return {
            "phase": self.phase, "turn": self.turn, "round": self.round,
            "committees": [list(o) for o in self.occ],
            "reserve": list(self.reserve),
            "fields": [[r, self.fields[r]] for r in LAUREL_ROADS],
            "caesar": self.caesar,
            "supply": self.supply, "boxed": self.boxed,
            "pile": len(self.pile),
            **self._laurel_view(seat),
            "senate": list(self.occ[SENATE]),
            "negotiation": neg,
            "window": self.window.public() if self.window is not None else None,
            "tried": list(self.tried),
            "promises": [dict(p, what=list(p["what"])) for p in self.promises],
            "ask": dict(self.ask) if self.ask else None,
            "pledges": [dict(p) for p in self.pledges],
            "notes": [list(n) for n in self.notes],
            "remover": self.remover,
        }

    def _redeal(self, seat, rng) -> None:
        self._redeal_laurels(seat, rng)

    # ----- conservation -------------------------------------------------------
    def check_invariants(self) -> None:
        """Senators (8 a player), laurels (62, nothing duplicated or lost) and seats."""
        occ = self.occ
        if not all(map(le, map(len, occ), SEATS)):
            raise AssertionError(f"a committee holds more senators than seats: {occ}")
        everyone = list(chain.from_iterable(occ))
        reserve = self.reserve
        for s in range(self.players):
            if reserve[s] < 0 or everyone.count(s) + reserve[s] != SENATORS:
                raise AssertionError(f"seat {s} has {everyone.count(s)} senators on the board and {reserve[s]} off it")
        if len(everyone) + sum(reserve) != SENATORS * self.players:
            raise AssertionError("a senator of no seat is on the board")
        laurels = self.laurels
        pile, fields = self.pile, self.fields
        count = list(map(add, map(pile.count, _KINDS), map(fields.count, _KINDS)))
        count = list(map(add, count, map(sum, zip(*laurels))))
        count[I] += self.supply + self.boxed
        for pledge in self.pledges:
            count[pledge["laurel"]] += 1
        if count != _MIX:
            raise AssertionError(f"laurels by kind {count}, expected {_MIX}")
        if any(fields[r] is not None for r in _NO_FIELD) or I in pile or None in pile:
            raise AssertionError("a laurel where none belongs")
        if min(map(min, laurels)) < 0 or self.supply < 0 or self.boxed < 0:
            raise AssertionError("a negative number of laurels")
        for pile, known in zip(laurels, self.known):
            if any(map(lt, pile, known)) or (self.options["open_laurels"] and pile != known):
                raise AssertionError(f"the table knows laurels {known} in a pile of {pile}")
        assert self.caesar in LAUREL_ROADS
        assert self.phase != "over" or len(self.last_senate) == SEATS[SENATE]


_MIX = list(MIX)
_KINDS = range(6)
_NO_FIELD = tuple(r for r in range(len(ROAD_FROM)) if r not in LAUREL_ROADS)


def _term(state, seat, action):
    return state._do_term(seat, action)


def _refuse(state, seat, action):
    if state.phase == "pledge":
        return state._decline_pledge(seat)
    return state._do_refuse(seat, action)


_LEGAL = {
    "turn": QuoVadisState._turn_actions,
    "offers": QuoVadisState._offer_actions,
    "respond": QuoVadisState._respond_actions,
    "counter": QuoVadisState._counter_actions,
    "answer": QuoVadisState._answer_actions,
    "bonus": QuoVadisState._bonus_actions,
    "remove": QuoVadisState._remove_actions,
    "pledge": QuoVadisState._pledge_actions,
}

_HANDLERS = {
    "place": QuoVadisState._do_place,
    "move": QuoVadisState._do_move,
    "request": QuoVadisState._do_request,
    "caesar": QuoVadisState._do_caesar,
    "keep": QuoVadisState._do_keep,
    "pass": QuoVadisState._do_pass,
    "pays": _term, "gets": _term, "caesar_to": _term, "promise": _term,
    "offer": QuoVadisState._do_offer,
    "bribe": QuoVadisState._do_bribe,
    "accept": QuoVadisState._do_accept,
    "counter": QuoVadisState._do_counter,
    "propose": QuoVadisState._do_propose,
    "agree": QuoVadisState._do_agree,
    "refuse": _refuse,
    "reject": QuoVadisState._do_reject,
    "withdraw": QuoVadisState._do_withdraw,
    "remove": QuoVadisState._do_remove,
    "ask": QuoVadisState._do_ask,
    "pledge": QuoVadisState._do_pledge,
}
