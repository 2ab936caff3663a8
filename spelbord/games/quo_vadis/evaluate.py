"""How good a position of Quo Vadis is for a seat, for searching bots.

SV "Spelets slut": "Vunnit har den spelare som har samlat de högsta antalet
lagrar och som dessutom har lyckats placera minst en senator i senaten." So a
seat's strength is its laurels, a large bonus once a senator sits in the Senate
(without one its laurels count for nothing, more so the fuller the Senate), and
the height its senators have climbed towards it. With the consul election the
totals noted in earlier rounds count as well.
"""
from __future__ import annotations

from spelbord.bots.evaluation import expected_placing, placing

from .board import LEVEL, SENATE

#: actions a search plays out before it asks for this judgement
DEPTH = 10
#: laurel points of difference that make a win about three times as likely as a loss
SCALE = 4.0


def strength(state, seat: int, totals: list[int], noted: list[int]) -> float:
    senate = state.occ[SENATE]
    value = float(totals[seat] + noted[seat])
    if seat in senate:
        value += 8.0
    else:
        value -= 2.0 * len(senate)
    value += sum(0.8 * (LEVEL[c] - 1) for c, seats in enumerate(state.occ) if c != SENATE for s in seats if s == seat)
    return value


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect."""
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    totals = state.totals()
    noted = state.consul_totals() if state.options["consul"] else [0] * state.players
    strengths = [strength(state, s, totals, noted) for s in range(state.players)]
    return expected_placing(strengths, seat, SCALE)
