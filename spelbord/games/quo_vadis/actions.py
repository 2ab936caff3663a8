"""Every action of Quo Vadis, built once as tuples (legal moves reuse them, no churn).

A turn (SV "Spelets förlopp") is one of::

    ("place", c)        a reserve senator onto bottom committee c
    ("move", r)         one own senator up road r, with no foreign permission needed
                        (leaving a one-seat committee, Caesar on the road, or enough
                        own senators in the committee to give permission)
    ("request", r)      ask permission to leave up road r: opens a negotiation
    ("caesar", r)       move Caesar to the laurel field of road r

The negotiation (SV "tillåtelse") is split into small steps. Terms are always
read from the mover's side; each term is added with one action::

    ("pays", k)         the mover hands the other party one laurel of kind k
    ("gets", k)         the other party hands the mover one laurel of kind k (change)
    ("caesar_to", r)    the mover moves Caesar to road r (after taking the Caesar II
                        lying on the road he climbs)
    ("promise", "permission")       the mover promises a permission later (not binding)
    ("promise", "no_help", s)       the mover promises not to help seat s (not binding)

and an offer is closed with ``("offer", v)``: grant with ``v`` of one's senators on
these terms, or ``("pass",)``. A player with no senator in the committee may
interfere with ``("bribe", k)``: a laurel of kind k for the mover if he withdraws. The mover then ``("accept", g)`` (or ``("accept", g, h)`` for two
offers), ``("counter", g)`` and builds terms closed by ``("propose", v)``, which g
answers with ``("agree",)`` or ``("refuse",)``; or ``("reject",)`` all offers for
another round, ``("withdraw",)``, or ``("withdraw", g)`` taking g's terms for it.

Before his action the player whose turn it is may ask another player for a laurel
if he keeps Caesar away from a committee this turn (:mod:`.pledge`)::

    ("ask", s, c)       ask seat s for a laurel if Caesar is not put in front of c
    ("pledge", k)       the asked player lays a laurel of kind k on the table,
                        or ``("refuse",)``

After taking a Caesar II the mover may move Caesar (``("caesar", r)``) or
``("keep",)`` him where he is. In the consul election senators are taken off the
board with ``("remove", c)``.
"""
from __future__ import annotations

from .board import CAESAR_COMMITTEES, COMMITTEES, ENTRY, LAUREL_ROADS, ROADS, SENATE

N_ROADS = len(ROADS)
KINDS = range(6)

PLACE = {c: ("place", c) for c in ENTRY}
MOVE = tuple(("move", r) for r in range(N_ROADS))
REQUEST = tuple(("request", r) for r in range(N_ROADS))
CAESAR = {r: ("caesar", r) for r in LAUREL_ROADS}
#: Caesar's moves from each field: to any other laurel field
CAESAR_FROM = {r: [CAESAR[t] for t in LAUREL_ROADS if t != r] for r in LAUREL_ROADS}

PASS = ("pass",)
PAYS = tuple(("pays", k) for k in KINDS)
GETS = tuple(("gets", k) for k in KINDS)
CAESAR_TO = {r: ("caesar_to", r) for r in LAUREL_ROADS}
PROMISE_PERMISSION = ("promise", "permission")
PROMISE_NO_HELP = tuple(("promise", "no_help", s) for s in range(5))
OFFER = tuple(("offer", v) for v in range(3))
BRIBE = tuple(("bribe", k) for k in KINDS)
ACCEPT = tuple(("accept", g) for g in range(5))
ACCEPT_TWO = {(g, h): ("accept", g, h) for g in range(5) for h in range(5) if g != h}
COUNTER = tuple(("counter", g) for g in range(5))
PROPOSE = {1: ("propose", 1), 2: ("propose", 2)}
REJECT = ("reject",)
WITHDRAW = ("withdraw",)
WITHDRAW_FOR = tuple(("withdraw", g) for g in range(5))
AGREE = ("agree",)
REFUSE = ("refuse",)
KEEP = ("keep",)
ASK = {(s, c): ("ask", s, c) for s in range(5) for c in CAESAR_COMMITTEES}
PLEDGE = tuple(("pledge", k) for k in KINDS)
REMOVE = {c: ("remove", c) for c in COMMITTEES if c != SENATE}

#: most terms one offer or counter-offer may hold (keeps every negotiation finite)
MAX_TERMS = 3


def action_space(players: int) -> list[tuple]:
    """Every action that can ever be legal with ``players`` seats, in a fixed order."""
    seats = range(players)
    space = [*PLACE.values(), *MOVE, *REQUEST, *CAESAR.values(), PASS, *PAYS, *GETS,
             *CAESAR_TO.values(), PROMISE_PERMISSION, *PROMISE_NO_HELP[:players],
             *OFFER[1:], *BRIBE, *ACCEPT[:players],
             *(a for (g, h), a in ACCEPT_TWO.items() if g < players and h < players),
             *COUNTER[:players], *PROPOSE.values(), REJECT, WITHDRAW, *WITHDRAW_FOR[:players],
             AGREE, REFUSE, KEEP, *REMOVE.values(),
             *(a for (s, _), a in ASK.items() if s < players), *PLEDGE]
    assert all(s in seats for a in space if a[0] in ("accept", "counter") for s in a[1:])
    return space
