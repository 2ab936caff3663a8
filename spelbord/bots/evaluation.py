"""Judging positions: the reward of a finished game, and each game's evaluation.

Every game package has a module ``evaluate`` with ``evaluate(state, seat) -> float``
in [0, 1]: 1 for a position that seat has surely won, 0 for one it has surely lost
(for several players: the placing it may expect, 1 for first, 0 for last), and a
``DEPTH``, the number of actions after which a search's simulation stops and
asks it; optionally ``EPSILON``, the share of random moves in a simulation where the
game's heuristic bot is slow; ``OPPONENTS``, how the search treats the other seats (see
:mod:`.ismcts`); ``PLAYOUT``, a bot class (made from a seed) that plays a search's
simulations in place of the heuristic bot, where that one is too slow for them;
``ANCHOR``, a margin of reward: the search then plays the heuristic bot's move unless
it is that much surer of another (see :mod:`.ismcts`); and
``SETTLED(state) -> bool``, the positions fit for judging: a simulation then plays on
past its ``DEPTH`` actions until it reaches one (at most ``SETTLE_LIMIT`` actions more);
and ``PRUNE(state, seat, legal) -> list``, the legal actions worth searching, leaving out
those that only undo the step before and so lead back to the same position (searched,
such a line is a second look at that position, favoured by the best of its noisy statistics).
The helpers here turn per-seat strengths into such a value.
"""
from __future__ import annotations

import importlib
import math
import sys


def evaluator(game):
    """``(evaluate, depth, epsilon, opponents)`` of ``game``, from the module ``evaluate``
    of its package (``EPSILON``, the share of random moves in simulations, and
    ``OPPONENTS`` are optional: ``None`` then); ``None`` for a game without one."""
    module = _module(game)
    if module is None:
        return None
    return module.evaluate, module.DEPTH, getattr(module, "EPSILON", None), getattr(module, "OPPONENTS", None)


#: the most actions a simulation plays past its depth looking for a settled position
SETTLE_LIMIT = 200


def playout_policy(game):
    """The bot class that plays ``game``'s simulations: ``PLAYOUT`` of its module
    ``evaluate`` if it has one, else its heuristic bot (``None``: random moves)."""
    policy = _setting(game, "PLAYOUT")
    return policy if policy is not None else game.bots.get("heuristic")


def anchor_margin(game):
    """``ANCHOR`` of ``game``'s module ``evaluate``: the margin by which the search must
    beat the heuristic bot's move to play another (``None``: no anchor)."""
    return _setting(game, "ANCHOR")


#: a game's ``MULTI_ANCHOR`` that leaves its search with more than two seats unanchored
UNANCHORED = "unanchored"


def multi_anchor_margin(game):
    """``MULTI_ANCHOR`` of ``game``'s module ``evaluate``: the anchor's margin with more
    than two seats, the others searched or modelled (``None``: the search's own
    multi-player anchor, only where it searches the others; :data:`UNANCHORED`: none)."""
    return _setting(game, "MULTI_ANCHOR")


def settled_test(game):
    """``SETTLED`` of ``game``'s module ``evaluate`` (``None``: every position is fit to judge)."""
    return _setting(game, "SETTLED")


def pruning(game):
    """``PRUNE`` of ``game``'s module ``evaluate`` (``None``: every legal action is searched)."""
    return _setting(game, "PRUNE")


def stall_test(game):
    """``STALLED`` of ``game``'s module ``evaluate`` (``None``: the game cannot stand
    still): true where the players have stood off, repeating moves that change
    nothing, so that the search should mix its choice rather than repeat its own."""
    return _setting(game, "STALLED")


def _setting(game, name: str):
    module = _module(game)
    return getattr(module, name, None) if module is not None else None


def _module(game):
    package = sys.modules[type(game).__module__].__package__
    if not package:
        return None
    try:
        return importlib.import_module(f"{package}.evaluate")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.evaluate":
            raise  # the module is there but imports what is not: a bug to see, not "no evaluation"
        return None


def placing(ranks: list[int], seat: int) -> float:
    """A finished game's reward: the share of the others ``seat`` placed above
    (a tie counts half); a game of one seat: 1 for a win, else 0."""
    others = len(ranks) - 1
    if others == 0:
        return 1.0 if ranks[seat] == 1 else 0.0
    mine = ranks[seat]
    beaten = sum(1.0 if r > mine else 0.5 if r == mine else 0.0 for r in ranks) - 0.5
    return beaten / others


def rewards(state, evaluate, only: int | None = None) -> list[float]:
    """Every seat's reward: its placing once the game is over, else the evaluation;
    with ``only``, that seat's alone (the others' entries 0, not judged)."""
    outcome = state.outcome()
    seats = range(state.players) if only is None else (only,)
    values = [0.0] * state.players
    for s in seats:
        values[s] = placing(outcome["ranks"], s) if outcome is not None else evaluate(state, s)
    return values


def expected_placing(strengths: list[float], seat: int, scale: float) -> float:
    """The placing ``seat`` may expect when each seat beats another with the
    logistic chance of their difference in strength over ``scale``."""
    mine = strengths[seat]
    others = [s for i, s in enumerate(strengths) if i != seat]
    if not others:
        return logistic(mine / scale)
    return sum(logistic((mine - s) / scale) for s in others) / len(others)


def expected_winning(strengths: list[float], seat: int, scale: float) -> float:
    """For a game that crowns a winner and places every other seat second (as
    Cosmic Encounter does): the reward ``seat`` may expect when each seat wins with
    the chance ``exp(strength / scale)`` over the sum of every seat's (with two seats
    the logistic chance of :func:`expected_placing`). A win is rewarded 1 and a loss
    what :func:`placing` gives a loser beside one winner, so a position judged and a
    game over are on one scale: judged by the pairwise placing instead, a seat far
    behind is worth less than a game lost, and a search would end games for others."""
    players = len(strengths)
    if players <= 2:
        return expected_placing(strengths, seat, scale)  # the same chance, and the same bits
    top = max(strengths)
    weights = [math.exp(max((s - top) / scale, -60.0)) for s in strengths]
    chance = weights[seat] / sum(weights)
    lost = (players - 2) / (2 * (players - 1))
    return chance + (1 - chance) * lost


def by_strength(state, seat: int, strength, scale: float, promise=expected_placing) -> float:
    """An evaluation from a per-seat ``strength(state, seat)``: the placing once the
    game is over, else what the seats' strengths promise (``promise``: by default
    :func:`expected_placing`; :func:`expected_winning` where only the winners rank first)."""
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    return promise([strength(state, s) for s in range(state.players)], seat, scale)


def logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
