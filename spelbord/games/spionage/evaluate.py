"""How good a position of Spionage! is for a seat, for searching bots.

SV l.66: "Den som till slut står längst fram med sin pjäs på det Internationella
Toppmötet, har vunnit spelet." So a seat's strength is first how far its pawn
has come; then what its hand promises: a report moves the pawn, and at the end
"Samtliga ska nu omedelbart göra en Redovisning" (SV l.221), the best +8, the
second +4, so the best report the hand holds counts by its length; and the bribes
and double agents it still has (agents in prison are lost to it).
"""
from __future__ import annotations

from spelbord.bots.evaluation import by_strength

from .reports import best_report

#: actions a search plays out before it asks for this judgement
DEPTH = 12
#: spaces of difference that make a win about three times as likely as a loss
SCALE = 4.0
#: with three to five players the search models the others as the heuristic bot: the
#: planning and action cards are chosen in secret, so most of a round is decided by
#: guesses at the others' picks, and a search that spreads its simulations over every
#: opponent's picks (or re-deals picks already made uniformly) guesses them badly
#: (docs/performance.md: mean placing 2.3 of 3 against two heuristic bots, 1.0 modelled)
OPPONENTS = "auto"


def strength(state, seat: int) -> float:
    report = best_report(state.hands[seat])
    value = float(state.pos[seat])
    if report:
        value += 1.5 * len(report)
    value += 0.5 * len(state.hands[seat])
    value += 0.4 * len(state.agents[seat]) + 0.004 * sum(state.bribes[seat])
    return value


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect."""
    return by_strength(state, seat, strength, SCALE)
