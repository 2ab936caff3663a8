"""How good a position of Tiny Epic Galaxies is for a seat, for searching bots.

DE "Spielende": the galaxy with the most victory points wins; points come from
colonized planets and the empire level ("Siegpunkte ... kolonisierte Planeten
... Imperiumsstufe"), plus the secret mission at the end. So a galaxy's strength
is its points now, the mission its position meets now, what its ships orbiting
planets are on the way to (a share of those planets' points by progress), and a
little for energy and culture, the means to act. With three to five players the
same terms and two more (the dice an empire rolls, its ships in play) are weighed as
fitted to who placed above whom in heuristic games (``bench/teg_weights.py``).
"""
from __future__ import annotations

from spelbord.bots.evaluation import UNANCHORED, by_strength, expected_placing, placing

from .data import EMPIRE, PLANETS
from .turn import ROLL

#: actions a search plays out before it asks for this judgement
DEPTH = 12
#: points of difference that make a win about three times as likely as a loss
SCALE = 3.0
#: the weights of :func:`strength`'s terms, set by hand (over ``SCALE``: the judgement)
HAND_WEIGHTS = {"points": 1.0, "progress": 0.6, "energy": 0.25, "culture": 0.25, "mission": 0.5,
                "dice": 0.0, "ships": 0.0}
#: with three to five players the search plays its own choice, not the heuristic bot's
#: move unless surer of another: judged by whole games of heuristic play from positions of
#: heuristic games, its departures from that move gained (four and five players) or cost
#: nothing (three), where anchored it kept to it (docs/performance.md, "Tiny Epic Galaxies' search
#: unanchored")
MULTI_ANCHOR = UNANCHORED
#: players -> the terms' weights fitted to who placed above whom in heuristic games
#: (``bench/teg_weights.py --players N``; scale 1): with three to five players
WEIGHTS_OF = {
    3: {"points": 0.274, "progress": 0.211, "energy": 0.096, "culture": 0.079, "mission": 0.022,
        "dice": 0.247, "ships": 0.317},
    4: {"points": 0.283, "progress": 0.171, "energy": 0.083, "culture": 0.115, "mission": 0.016,
        "dice": 0.189, "ships": 0.207},
    5: {"points": 0.288, "progress": 0.151, "energy": 0.094, "culture": 0.123, "mission": 0.009,
        "dice": 0.194, "ships": 0.250},
}


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


def terms(state, owner: int) -> dict:
    """:func:`strength`'s terms, and two it leaves out (the dice an empire rolls and
    its ships in play): what the judgement of three to five players weighs."""
    progress = 0.0
    for slot, pos in enumerate(state.track[owner]):
        if pos >= 0:
            planet = PLANETS[state.row[slot]]
            progress += planet.points * (pos + 1) / (planet.spaces + 1)
    energy, culture = state.res[owner]
    mission = state.mission[owner] if not state.solo and owner < state.players else None
    return {"points": float(state.points(owner)), "progress": progress, "energy": min(energy, 6),
            "culture": min(culture, 6), "mission": state.mission_met(owner) if mission is not None else 0,
            "dice": EMPIRE[state.level[owner]][0], "ships": len(state.ships[owner])}


def weights(players: int) -> dict:
    """The judgement's weights of :func:`terms` with ``players`` players (scale 1)."""
    return WEIGHTS_OF.get(players) or {name: w / SCALE for name, w in HAND_WEIGHTS.items()}


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


def fitted_strength(state, owner: int) -> float:
    """:func:`terms` weighed as fitted for the game's count of players (:data:`WEIGHTS_OF`)."""
    fitted = WEIGHTS_OF[state.players]
    return sum(fitted[name] * value for name, value in terms(state, owner).items())


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect (solo: its chance against the rogue)."""
    if state.players in WEIGHTS_OF:  # three to five players: every galaxy a seat's
        return by_strength(state, seat, fitted_strength, 1.0)
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    strengths = [strength(state, owner) for owner in range(state.owners)]
    if state.solo:
        return expected_placing(strengths, 0, SCALE)
    return expected_placing(strengths, seat, SCALE)
