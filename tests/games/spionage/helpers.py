"""Positions for the rulebook's examples: deal chosen cards, then play through ``state.apply``.

Seats play the organisations in order: 0 MI6, 1 KGB, 2 SDECE, 3 CCI, 4 CIA.
"""
import spelbord
from spelbord.games.spionage.data import ALL_CARDS

GAME = spelbord.load("spionage")
MI6, KGB, SDECE, CCI, CIA = range(5)


def position(players, hands=None, pos=None, tops=(), options=None, seed=0):
    """A new game whose secret hands are ``hands`` (seat -> cards; unnamed seats
    hold none); every other card goes to the two piles, ``tops`` on top."""
    state = GAME.new_game(players, seed, options)
    hands = hands or {}
    state.hands = [sorted(hands.get(s, [])) for s in range(players)]
    held = {c for h in state.hands for c in h}
    rest = [c for c in ALL_CARDS if c not in held and c not in tops]
    half = (len(rest) + len(tops) + 1) // 2
    piles = [rest[:half - (1 if len(tops) > 0 else 0)], rest[half - (1 if len(tops) > 0 else 0):]]
    for i, top in enumerate(tops):
        piles[i].append(top)
    state.piles = piles
    if pos:
        state.pos = list(pos)
    state.check_invariants()
    return state


def choose(state, picks):
    """Every seat of the open secret step makes its choice (seat -> action or list)."""
    events = []
    for seat, actions in picks.items():
        if isinstance(actions, tuple):
            actions = [actions]
        for action in actions:
            events += state.apply(seat, action)
    return events


def play_round(state, plans, cards):
    """Phase 1 and 2 of a standard round: plans (seat -> 'mission'/'embassy'), then cards."""
    events = choose(state, {s: ("plan", p) for s, p in plans.items()})
    return events + choose(state, cards)


def show(state, reports):
    """Lay out reports (seat -> cards) card by card, each finished with ``done``."""
    return choose(state, {s: [("show", c) for c in cards] + [("done",)] for s, cards in reports.items()})
