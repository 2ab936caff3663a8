"""What a deal is worth to a seat, in laurel points, from what that seat may know.

The heuristic bot (:mod:`.bots`) bargains with these numbers. Everything here
reads the board, the open supply, the negotiation and the laurel totals as
``apparent_totals`` gives them to the valuing seat (its own pile exactly, the
others' as the table has seen them, unseen tiles at their mean): never another
seat's hidden pile, so a seat values the same in every state it cannot tell apart.

* **Progress**: a climb is worth the road laurel plus a quarter point a level,
  and six points more for a first senator in the Senate (only a player there can
  win, SV "Spelets slut"); a climb that would end the game while the climber
  trails, or that only brings the end nearer while he trails, is worth nothing
  to him (``None``).
* **Rivalry**: a rival's gain hurts a seat as much as a share of it: one part in
  ``players - 1``, twice that for the leader, half for a rival far behind.
* **Permission**: the grantor's least price is what the climb costs him through
  the mover's gain, less the I tiles his permission earns; the mover's most is
  the climb's progress. Between the two lies the bargain; the grantor asks for
  half of it, less as the rounds run out, and the mover offers the grantor's
  least price, more as the rounds run out.
* **Caesar** (:mod:`.pledge`): Caesar in front of a committee lets anyone leave
  it without permission, so it costs a seat whose senators there would give
  permissions, and helps a seat whose senators there are stuck.
"""
from __future__ import annotations

from .board import LAUREL_ROADS, LEVEL, NEED, ROAD_TO, ROADS_FROM, SEATS, SENATE, VALUE

#: a level climbed, in laurel points; a first senator in the Senate
STEP, SENATE_ENTRY = 0.25, 6
#: what a permission's I tile or a foreign senator's freedom is worth to the grantor
PERMISSION_WORTH = 1.5


def road_laurel(state, r: int) -> int:
    """The value of the laurel a climb up road r takes (none under Caesar)."""
    kind = state.fields[r]
    return VALUE[kind] if kind is not None and r != state.caesar else 0


def progress(state, viewer: int, seat: int, r: int) -> float | None:
    """What climbing road r is worth to seat, in laurel points, as viewer sees it.

    ``None``: the climb would lose seat the game (it fills the Senate while he
    trails, or adds a senator there while he trails and only brings the end nearer).
    """
    b = ROAD_TO[r]
    laurel = road_laurel(state, r)
    value = laurel + STEP * LEVEL[b]
    if b == SENATE:
        senate = state.occ[SENATE]
        totals = state.apparent_totals(viewer)
        mine = totals[seat] + laurel
        leading = all(totals[s] < mine for s in senate if s != seat)
        if len(senate) == SEATS[SENATE] - 1:
            return 25 if leading else None  # the fifth senator ends the game
        if seat not in senate:
            value += SENATE_ENTRY
        elif not leading:
            return None
    return value


def rivalry(state, knower: int, judge: int, other: int) -> float:
    """How much a point gained by ``other`` hurts ``judge`` (a point of his own is 1),
    by the totals ``knower`` can tell."""
    totals = state.apparent_totals(knower)
    share = 1 / (state.players - 1)
    best_else = max(t for s, t in enumerate(totals) if s != other)
    if totals[other] > best_else:
        return 2 * share  # the leader, by the estimate (a tie leads nobody)
    if totals[other] + 6 < best_else:
        return share / 2
    return share


def income(state, votes: int) -> int:
    """The I tiles a permission of ``votes`` senators is sure to earn its grantor."""
    return state._sure_income(votes)


def least_price(state, grantor: int, votes: int, knower: int | None = None) -> float | None:
    """The least the grantor takes for his permission (``None``: at no price), as
    ``knower`` (by default the grantor) can tell."""
    knower = grantor if knower is None else knower
    neg = state.neg
    m, r = neg["mover"], neg["road"]
    gain = progress(state, knower, m, r)
    if gain is None:
        return None  # the mover would only lose by it; no need to stop him
    senate = state.occ[SENATE]
    if ROAD_TO[r] == SENATE and len(senate) == SEATS[SENATE] - 1 and grantor not in senate:
        return None  # the move would end the game with the grantor out of the Senate
    return rivalry(state, knower, grantor, m) * gain - income(state, votes)


def ask_price(state, grantor: int, votes: int) -> float | None:
    """What the grantor asks: half the bargain, less in later rounds (``None``: no offer)."""
    least = least_price(state, grantor, votes)
    if least is None:
        return None
    neg = state.neg
    most = progress(state, grantor, neg["mover"], neg["road"])
    if most < least:
        return None  # nothing the mover would pay is enough
    rounds = state.options["offer_rounds"]
    greed = 0.5 * (rounds - neg["round"] + 1) / rounds
    return max(0.0, least + greed * (most - least))


def deal_cost(terms) -> int:
    """What a deal's tiles cost the mover in laurel value (negative: he gains)."""
    cost = 0
    for term in terms:
        if term[0] == "pays":
            cost += VALUE[term[1]]
        elif term[0] == "gets":
            cost -= VALUE[term[1]]
    return cost


def worth_paying(state, mover: int, grantor: int, cost: float) -> float | None:
    """What a permission at ``cost`` leaves the mover, counting the grantor's gain (``None``: a losing climb)."""
    gain = progress(state, mover, mover, state.neg["road"])
    if gain is None:
        return None
    return gain - cost * (1 + rivalry(state, mover, mover, grantor))


def caesar_gain(state, seat: int, c: int) -> float:
    """What Caesar in front of c gives seat: a free climb for its senator there that
    needs foreign permission (the level, and the permission not paid for)."""
    here = state.occ[c]
    own = here.count(seat)
    if not own or own - 1 >= NEED[c]:
        return 0.0
    return max((STEP * LEVEL[ROAD_TO[r]] + PERMISSION_WORTH for r in _open_roads(state, c)), default=0.0)


def caesar_harm(state, seat: int, c: int) -> float:
    """What Caesar in front of committee c costs seat, in points (negative: he gains).

    With Caesar on a road out of c, every senator there may leave along it without
    permission: a seat whose senators would give permissions loses what they earn
    (two departures at most are counted).
    """
    here = state.occ[c]
    own = here.count(seat)
    if not own or not _open_roads(state, c):
        return 0.0
    return PERMISSION_WORTH * min(len(here) - own, 2) - caesar_gain(state, seat, c)


def _open_roads(state, c: int) -> list[int]:
    """The laurel roads out of c into a committee with a free seat (where Caesar frees a climb)."""
    occ = state.occ
    return [r for r in ROADS_FROM[c] if r in LAUREL_ROADS and len(occ[ROAD_TO[r]]) < SEATS[ROAD_TO[r]]]
