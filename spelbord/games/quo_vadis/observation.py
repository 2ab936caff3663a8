"""A seat's view of Quo Vadis as numbers, for learning agents (:mod:`spelbord.rl`).

Seats are counted from the viewer: "+0" is the viewer, "+1" the next seat
clockwise, and so on, so one policy can play from any seat; the field ``seat``
gives the viewer's own seat number, which the actions that name a seat
(``("accept", g)``, ``("ask", s, c)`` ...) use. Committees are numbered as in
:mod:`.board`, roads by their place in ``board.ROADS``, laurel kinds as
``board.KIND_NAMES`` (I, II, II*, III, IV, V).

Another seat's laurel pile is in the view only where it lies open (the option
``open_laurels``, or the game is over); otherwise the view, and so the vector,
holds its number of tiles and what the table has seen of it (``known``).
A spectator's view (seat ``None``) is encoded from seat 0's place, with no pile shown.
"""
from __future__ import annotations

from operator import itemgetter, mul, sub
from types import SimpleNamespace

import numpy as np

from ...rl.observation import Encoder as BaseEncoder
from .actions import MAX_TERMS
from .board import (CAESAR_COMMITTEES, KIND_NAMES, LAUREL_ROADS, MIX, ROADS, SEATS, SENATE, SENATORS, VALUE,
                    I)

PHASES = ("turn", "pledge", "offers", "respond", "counter", "answer", "bonus", "remove", "over")
PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}
KINDS = len(KIND_NAMES)
N_ROADS = len(ROADS)
N_COMMITTEES = len(SEATS)
FIELD = {r: i for i, r in enumerate(LAUREL_ROADS)}
IN_FRONT = {c: i for i, c in enumerate(CAESAR_COMMITTEES)}
#: the state's fields (by road) of the laurel roads, in their order
_LAUREL_FIELDS = itemgetter(*LAUREL_ROADS)
#: the most laurel value one player can hold: every tile of the game
MOST_VALUE = sum(v * n for v, n in zip(VALUE, MIX))
ALL_TILES = sum(MIX)
#: the face-down pile at its largest: every tile but the open I tiles and the ten on the fields
MOST_PILE = sum(MIX) - MIX[I] - len(LAUREL_ROADS)
MOST_ROUNDS = 5   # the option offer_rounds: 1 to 5
MOST_OWN = 4      # the mover's own other senators in a five-seat committee
CONSUL_ROUNDS = 3
OPTION_FLAGS = ("open_laurels", "limited_laurels", "peek", "consul")
#: a committee's share held by 0, 1, ... senators of one seat
SHARE = [[k / seats for k in range(seats + 1)] for seats in SEATS]


class Encoder(BaseEncoder):
    """Quo Vadis: senators, laurels, Caesar, and the deals under way, from one seat."""

    def layout(self) -> None:
        n = self.players
        kinds = ", ".join(KIND_NAMES)
        self.terms_length = 2 * KINDS + len(LAUREL_ROADS) + 1 + n
        terms = (f"pays by kind ({kinds}) / {MAX_TERMS}, gets by kind / {MAX_TERMS}, Caesar moved to each laurel "
                 f"field, a promise of permission, a promise not to help seat +0..+{n - 1}")
        self.field("seat", n, "the viewer's own seat number, one-hot (actions name seats by number)")
        self.field("options", len(OPTION_FLAGS) + MOST_ROUNDS,
                   "1 for each option on: " + ", ".join(OPTION_FLAGS) + "; then offer_rounds 1-5, one-hot")
        self.field("phase", len(PHASES), "the step pending, one-hot: " + ", ".join(PHASES))
        self.field("turn", n, "whose turn it is (from the viewer: +0, +1, ...)")
        self.field("actor", n, "1 for each seat that may act now")
        self.field("senators", N_COMMITTEES * n,
                   "for each committee 0-14, each seat's senators there / the committee's seats")
        self.field("senate_order", SEATS[SENATE] * n,
                   "the Senate's seats in order of arrival (ties go to the earlier), each one-hot by seat")
        self.field("reserve", n, f"each seat's senators off the board / {SENATORS}")
        self.field("fields", len(LAUREL_ROADS) * KINDS,
                   f"each laurel road {LAUREL_ROADS}: the kind lying open on it, one-hot ({kinds}); none: empty")
        self.field("caesar", len(LAUREL_ROADS), f"the laurel road Caesar covers, one-hot in the order {LAUREL_ROADS}")
        self.field("supply", 1, f"open I tiles beside the board / {MIX[I]}")
        self.field("boxed", 1, f"I tiles left out by the limited_laurels proposal / {MIX[I]}")
        self.field("pile", 1, f"tiles in the face-down pile / {MOST_PILE}")
        self.field("laurels_shown", n, "1 for each seat whose pile the viewer sees (its own; all with open_laurels "
                                       "or at the end)")
        self.field("laurels", n * KINDS, f"each seen pile's tiles by kind ({kinds}) / the game's tiles of that kind")
        self.field("totals", n, f"each seen pile's laurel value / {MOST_VALUE}")
        self.field("tiles", n, f"each seat's number of laurel tiles / {ALL_TILES}")
        self.field("known", n * KINDS, "what the whole table has seen of each pile, by kind / the game's tiles "
                                       "of that kind")
        self.field("unseen", KINDS, "tiles the viewer cannot place (face-down pile and unseen tiles of the "
                                    "others; with every pile open, the pile's contents), by kind / the game's "
                                    "tiles of that kind")
        self.field("tried", N_ROADS, "the roads along which the mover has already asked this turn")
        self.field("negotiation", 1, "1 while a request for permission is under way")
        self.field("mover", n, "the seat asking for permission")
        self.field("road", N_ROADS, "the road asked along, one-hot")
        self.field("need", 2, "permissions the committee needs (its size 3: one, 5: two), one-hot 1, 2")
        self.field("own", 1, f"the mover's own other senators in the committee / {MOST_OWN}")
        self.field("offer_round", MOST_ROUNDS, "the round of offers, one-hot 1-5")
        self.field("offers", n * (4 + self.terms_length),
                   "each seat's offer: 1 if made; votes one-hot 0 (paid to withdraw), 1, 2; then its terms: "
                   + terms)
        self.field("draft", self.terms_length, "the terms being written now: " + terms)
        self.field("counter", n + 2, "the mover's counter-offer: to which seat; then its votes, one-hot 1, 2 "
                                     "(its terms: `counter_terms`)")
        self.field("counter_terms", self.terms_length, "the counter-offer's terms: " + terms)
        self.field("pending", n, "the seats still to answer in the window of offers")
        self.field("promises", n * n * (1 + n),
                   "the non-binding promises made: for each seat that promised, each it promised to: "
                   "a permission later; not to help seat +0..+n-1")
        self.field("ask", n + len(CAESAR_COMMITTEES),
                   f"the laurel asked for now: of which seat; the committee {CAESAR_COMMITTEES} Caesar keeps away from")
        self.field("pledges", n * (KINDS + len(CAESAR_COMMITTEES)),
                   "each seat's laurel pledged this turn: its kind, one-hot; the committee it is for, one-hot")
        self.field("consul_round", CONSUL_ROUNDS, "the consul election's round, one-hot 1-3 (proposal consul)")
        self.field("notes", CONSUL_ROUNDS * n, f"each round's noted totals per seat / {MOST_VALUE}")
        self.field("remover", n, "the seat taking a senator off the board (consul election)")
        assert self.offset["senate_order"] == self.offset["senators"] + N_COMMITTEES * n \
            and self.offset["reserve"] == self.offset["senate_order"] + SEATS[SENATE] * n, "written as one"
        self._last_senators: dict[int, tuple] = {}
        #: by viewer: (the promises last encoded, their field)
        self._last_promises: dict[int, tuple] = {}
        #: by viewer: each seat's place counted from it
        self._rel = [[(s - me) % n for s in range(n)] for me in range(n)]
        #: the options last encoded, and the places of their ones (see _slots_of)
        self._options_seen, self._option_slots = None, []
        names = [name for name, *_ in self.fields]
        at = names.index("laurels_shown")
        assert names[at:at + 6] == ["laurels_shown", "laurels", "totals", "tiles", "known", "unseen"], "written as one"
        self._laurels_length = self.offset["unseen"] + KINDS - self.offset["laurels_shown"]
        #: by viewer: (what its fields laurels_shown to unseen are made from, those fields)
        self._last_laurels: dict[int | None, tuple] = {}

    def fill(self, view: dict, out: np.ndarray) -> None:
        neg = view["negotiation"]
        if neg is not None:
            neg = dict(neg, offers=[o and (o["votes"], o["terms"]) for o in neg["offers"]])
        self._write(out, Seen(
            seat=view["seat"], options=view["options"], phase=view["phase"], turn=view["turn"],
            round=view["round"], actors=view["actors"], committees=view["committees"],
            reserve=view["reserve"], fields=_by_laurel_road(view["fields"]), caesar=view["caesar"], supply=view["supply"],
            boxed=view["boxed"], pile=view["pile"], laurels=view["laurels"], totals=view["totals"],
            tiles=view["tiles"], known=view["known"],
            unseen=view["unseen"] if "unseen" in view else view["pile_kinds"], tried=view["tried"],
            negotiation=neg, pending=view["window"]["pending"] if view["window"] is not None else (),
            promises=view["promises"], ask=view["ask"], pledges=view["pledges"], notes=view["notes"],
            remover=view["remover"], laurel_fields=None))

    def fill_state(self, state, seat, out: np.ndarray) -> None:
        """The seat's view read straight from the state: each item below is what
        ``state.view(seat)`` shows (state.py, laurels.py), without copying it."""
        self._write(out, Seen(
            seat=seat, options=state.options, phase=state.phase, turn=state.turn, round=state.round,
            actors=state.actors(), committees=state.occ, reserve=state.reserve,
            fields=list(_LAUREL_FIELDS(state.fields)), caesar=state.caesar, supply=state.supply,
            boxed=state.boxed, pile=len(state.pile), laurel_fields=self._laurels_of(state, seat),
            tried=state.tried, negotiation=state.neg,
            pending=state.window.pending if state.window is not None else (),
            promises=state.promises, ask=state.ask or None, pledges=state.pledges, notes=state.notes,
            remover=state.remover))

    def _laurels_of(self, state, seat) -> memoryview:
        """The fields laurels_shown to unseen (one after another) as ``seat`` sees them.
        Tiles change hands seldom (trades, pledges, the fields taken), so the last of
        each seat are kept while what they are made from is the same: whether every
        pile is seen, every pile and what the table knows of it, the supply, the boxed
        tiles, the fields, and with every pile seen the face-down pile."""
        # a seat sees its own pile, and another's only when every pile lies open
        # (laurels.sees_laurels): asked once, of a seat other than the viewer
        every = state.sees_laurels(seat, 1 if seat == 0 else 0)
        last = self._last_laurels.get(seat)
        if (last is not None and last[0] == every and last[1] == state.laurels and last[2] == state.known
                and last[3] == state.supply and last[4] == state.boxed and last[5] == state.fields
                and last[6] == (state.pile if every else None)):
            return last[7]
        shown = [True] * self.players if every else [o == seat for o in range(self.players)]
        seen = Seen(
            laurels=[p if s else None for p, s in zip(state.laurels, shown)],
            totals=[sum(map(mul, VALUE, p)) if s else None for p, s in zip(state.laurels, shown)],
            tiles=list(map(sum, state.laurels)), known=state.known,
            unseen=[state.pile.count(k) for k in range(KINDS)] if every else _unseen(state, shown))
        part = memoryview(np.zeros(self._laurels_length, np.float32))
        self._fill_laurels(seen, part, self._rel[seat or 0])
        self._last_laurels[seat] = (every, [list(p) for p in state.laurels], [list(k) for k in state.known],
                                    state.supply, state.boxed, list(state.fields),
                                    list(state.pile) if every else None, part)
        return part

    def _write(self, out: np.ndarray, seen: "Seen") -> None:
        out = memoryview(out)  # a float written through a memoryview costs half of numpy's item write
        n, o = self.players, self.offset
        me = seen.seat or 0
        rel = self._rel[me]
        options = seen.options
        out[o["seat"] + me] = 1.0
        if options is not self._options_seen:  # a game's options are one dict for its whole life
            self._options_seen, self._option_slots = options, self._slots_of(options)
        for at in self._option_slots:
            out[at] = 1.0
        out[o["phase"] + PHASE_INDEX[seen.phase]] = 1.0
        out[o["turn"] + rel[seen.turn]] = 1.0
        for s in seen.actors:
            out[o["actor"] + rel[s]] = 1.0
        start, end = o["senators"], o["reserve"] + n
        out[start:end] = self._senators(seen.committees, seen.reserve, me, rel)
        base = o["fields"]
        for i, kind in enumerate(seen.fields):
            if kind is not None:
                out[base + i * KINDS + kind] = 1.0
        out[o["caesar"] + FIELD[seen.caesar]] = 1.0
        out[o["supply"]] = seen.supply / MIX[I]
        out[o["boxed"]] = seen.boxed / MIX[I]
        out[o["pile"]] = seen.pile / MOST_PILE
        at = o["laurels_shown"]
        if seen.laurel_fields is not None:
            out[at:at + self._laurels_length] = seen.laurel_fields
        else:
            self._fill_laurels(seen, out[at:at + self._laurels_length], rel)
        for r in seen.tried:
            out[o["tried"] + r] = 1.0
        if seen.negotiation is not None:
            self._fill_negotiation(seen.negotiation, out, rel)
        for s in seen.pending:
            out[o["pending"] + rel[s]] = 1.0
        if seen.promises:
            at = o["promises"]
            out[at:at + n * n * (1 + n)] = self._promises(seen.promises, me)
        ask = seen.ask
        if ask is not None:
            out[o["ask"] + rel[ask["of"]]] = 1.0
            out[o["ask"] + n + IN_FRONT[ask["committee"]]] = 1.0
        width = KINDS + len(CAESAR_COMMITTEES)
        for pledge in seen.pledges:
            base = o["pledges"] + rel[pledge["payer"]] * width
            out[base + pledge["laurel"]] = 1.0
            out[base + KINDS + IN_FRONT[pledge["committee"]]] = 1.0
        if options["consul"]:
            out[o["consul_round"] + seen.round - 1] = 1.0
        for number, noted in enumerate(seen.notes):
            for s, total in enumerate(noted):
                out[o["notes"] + number * n + rel[s]] = total / MOST_VALUE
        if seen.remover is not None:
            out[o["remover"] + rel[seen.remover]] = 1.0

    def _promises(self, promises: list, me: int) -> memoryview:
        """The field promises as seat ``me`` sees it. Promises are only ever added (each a
        dict never changed), several a game, so the last of each seat is kept while the
        list holds the same ones."""
        last = self._last_promises.get(me)
        if last is not None and last[0] == promises:
            return last[1]
        n, rel = self.players, self._rel[me]
        part = memoryview(np.zeros(n * n * (1 + n), np.float32))
        for promise in promises:
            what = promise["what"]
            kind = 0 if what[0] == "permission" else 1 + rel[what[1]]
            part[(rel[promise["by"]] * n + rel[promise["to"]]) * (1 + n) + kind] = 1.0
        self._last_promises[me] = (list(promises), part)
        return part

    def _slots_of(self, options: dict) -> list[int]:
        """The places of the ones the options write in the field options."""
        at = self.offset["options"]
        return [at + i for i, name in enumerate(OPTION_FLAGS) if options[name]] + [
            at + len(OPTION_FLAGS) + options["offer_rounds"] - 1]

    def _senators(self, committees: list, reserve: list, me: int, rel: list) -> memoryview:
        """The fields senators, senate_order and reserve (one after another) as seat
        ``me`` sees them; senators move seldom, so the last of each seat are kept by
        the committees' and reserves' contents."""
        last = self._last_senators.get(me)
        if last is not None and last[0] == committees and last[1] == reserve:
            return last[2]
        n, o = self.players, self.offset
        part = np.zeros(o["reserve"] + n - o["senators"], np.float32)
        out = memoryview(part)
        for c, here in enumerate(committees):
            if here:
                row, share = c * n, SHARE[c]
                if len(here) == 1:
                    out[row + rel[here[0]]] = share[1]
                else:
                    for s in set(here):
                        out[row + rel[s]] = share[here.count(s)]
        base = o["senate_order"] - o["senators"]
        for place, s in enumerate(committees[SENATE]):
            out[base + place * n + rel[s]] = 1.0
        base = o["reserve"] - o["senators"]
        for s, left in enumerate(reserve):
            out[base + rel[s]] = left / SENATORS
        self._last_senators[me] = ([list(here) for here in committees], list(reserve), out)
        return out

    def _fill_laurels(self, seen: "Seen", out, rel: list) -> None:
        """The fields laurels_shown to unseen into ``out``, their numbers only: counts of
        tiles by kind; a count of none is left at zero (most are)."""
        o = self.offset
        start = o["laurels_shown"]
        shown_at, laurels_at, totals_at, tiles_at, known_at = (
            0, o["laurels"] - start, o["totals"] - start, o["tiles"] - start, o["known"] - start)
        for s, pile in enumerate(seen.laurels):
            r = rel[s]
            if pile is not None:
                out[shown_at + r] = 1.0
                base = laurels_at + r * KINDS
                for k, count in enumerate(pile):
                    if count:
                        out[base + k] = count / MIX[k]
                out[totals_at + r] = seen.totals[s] / MOST_VALUE
            out[tiles_at + r] = seen.tiles[s] / ALL_TILES
            base = known_at + r * KINDS
            for k, count in enumerate(seen.known[s]):
                if count:
                    out[base + k] = count / MIX[k]
        base = o["unseen"] - start
        for k, count in enumerate(seen.unseen):
            if count:
                out[base + k] = count / MIX[k]

    def _fill_negotiation(self, neg: dict, out: np.ndarray, rel: list) -> None:
        n, o = self.players, self.offset
        out[o["negotiation"]] = 1.0
        out[o["mover"] + rel[neg["mover"]]] = 1.0
        out[o["road"] + neg["road"]] = 1.0
        out[o["need"] + neg["need"] - 1] = 1.0
        out[o["own"]] = min(neg["own"], MOST_OWN) / MOST_OWN
        out[o["offer_round"] + neg["round"] - 1] = 1.0
        width = 4 + self.terms_length
        for s, offer in enumerate(neg["offers"]):  # (votes, terms) or None
            if offer is not None:
                base = o["offers"] + rel[s] * width
                out[base] = 1.0
                out[base + 1 + offer[0]] = 1.0
                self._fill_terms(offer[1], out, base + 4, rel)
        self._fill_terms(neg["draft"], out, o["draft"], rel)
        counter = neg["counter"]
        if counter is not None:
            out[o["counter"] + rel[counter["to"]]] = 1.0
            if counter["votes"]:
                out[o["counter"] + n + counter["votes"] - 1] = 1.0
            self._fill_terms(counter["terms"], out, o["counter_terms"], rel)

    def _fill_terms(self, terms: list, out: np.ndarray, base: int, rel: list) -> None:
        """Terms as the layout's `terms` block: counts of tiles each way, Caesar, promises."""
        tiles = [0] * (2 * KINDS)
        for term in terms:
            name = term[0]
            if name == "pays":
                tiles[term[1]] += 1
            elif name == "gets":
                tiles[KINDS + term[1]] += 1
            elif name == "caesar_to":
                out[base + 2 * KINDS + FIELD[term[1]]] = 1.0
            elif term[1] == "permission":
                out[base + 2 * KINDS + len(LAUREL_ROADS)] = 1.0
            else:  # ("promise", "no_help", s)
                out[base + 2 * KINDS + len(LAUREL_ROADS) + 1 + rel[term[2]]] = 1.0
        for i, count in enumerate(tiles):
            if count:
                out[base + i] = count / MAX_TERMS


def _unseen(state, shown: list) -> list[int]:
    """``state.unseen(seat)`` (laurels.py) for a seat that sees the piles ``shown``: the
    game's tiles less the open supply, the boxed, the fields' and every pile's tiles it
    has seen, summed a kind at a time by C-level ``map`` and ``zip`` (a third of the cost)."""
    piles = [pile if s else known for pile, known, s in zip(state.laurels, state.known, shown)]
    left = list(map(sub, MIX, map(sum, zip(*piles))))
    left[I] -= state.supply + state.boxed
    for kind in state.fields:
        if kind is not None:
            left[kind] -= 1
    return left


def _by_laurel_road(fields: list) -> list:
    """The kinds lying open on the laurel roads, in the order of ``LAUREL_ROADS``."""
    kinds = [None] * len(LAUREL_ROADS)
    for r, kind in fields:
        kinds[FIELD[r]] = kind
    return kinds


class Seen(SimpleNamespace):
    """What the encoder reads of a seat's view (from the view, or the same from the state)."""
