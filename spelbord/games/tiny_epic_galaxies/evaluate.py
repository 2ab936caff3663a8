"""How good a position of Tiny Epic Galaxies is for a seat, for searching bots.

DE "Spielende": the galaxy with the most victory points wins; points come from
colonized planets and the empire level ("Siegpunkte ... kolonisierte Planeten
... Imperiumsstufe"), plus the secret mission at the end. So a galaxy's strength
is its points now, the mission its position meets now, what its ships orbiting
planets are on the way to (a share of those planets' points by progress), and a
little for energy and culture, the means to act.
"""
from __future__ import annotations

from spelbord.bots.evaluation import expected_placing

from .data import PLANETS
from .turn import ROLL

#: actions a search plays out before it asks for this judgement
DEPTH = 12
#: points of difference that make a win about three times as likely as a loss
SCALE = 3.0


def strength(state, owner: int) -> float:
    value = float(state.points(owner))
    for slot, pos in enumerate(state.track[owner]):
        if pos >= 0:
            planet = PLANETS[state.row[slot]]
            value += 0.6 * planet.points * (pos + 1) / (planet.spaces + 1)
    energy, culture = state.res[owner]
    value += 0.25 * min(energy, 6) + 0.25 * min(culture, 6)
    if not state.solo and owner < state.players and state.mission[owner] is not None:
        value += 0.5 * state.mission_met(owner)
    return value


def PRUNE(state, seat: int, legal: list) -> list:
    """The actions a search considers: all but a reroll that rolls no die. "Jederzeit
    während des eigenen Spielzugs kann ein Spieler beliebig viele seiner noch nicht
    aktivierten Würfel erneut werfen" (DE l.93): ``("reroll",)`` then ``("roll",)`` with
    no die marked leaves the turn as it was (the rerolls counted too), so searched it is
    the same position looked at again, and the best of its children's noisy means made it
    the search's favourite: solo, where ending the turn gives the rogue its turn, ``hard``
    opened and closed empty rerolls for dozens of moves, and with four players for
    ever (docs/performance.md). Zalax's reroll (not counted) may roll none: declining
    it is a choice."""
    frame = state.stack[-1] if state.stack else None
    if frame is not None and frame[0] == "reroll" and frame[3] and not frame[2]:
        return [action for action in legal if action != ROLL]
    return legal


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect (solo: its chance against the rogue)."""
    outcome = state.outcome()
    if outcome is not None:
        from spelbord.bots.evaluation import placing
        return placing(outcome["ranks"], seat)
    strengths = [strength(state, owner) for owner in range(state.owners)]
    if state.solo:
        return expected_placing(strengths, 0, SCALE)
    return expected_placing(strengths, seat, SCALE)
