"""Setting up Quo Vadis positions for the rulebook's examples."""
import spelbord
from spelbord.games.quo_vadis.board import MIX, SENATORS, I

GAME = spelbord.load("quo-vadis")

RED, BLACK, WHITE = 0, 1, 2


def position(players=3, options=None, occ=None, fields=None, caesar=None, laurels=None,
             supply=None, pile=None, turn=0, seed=0, known=None):
    """A state with the given senators, laurel fields and piles; the rest as dealt.

    ``occ``: {committee: [owners]}; ``fields``: {road: kind or None};
    ``laurels``: {seat: {kind: count}}; ``pile``: the face-down pile (top last),
    by default whatever tiles are left over, in a fixed order; ``known``: {seat: {kind:
    count}} the table has seen of a pile (all of it with ``open_laurels``, else none).
    """
    state = GAME.new_game(players, seed, options)
    state.occ = [[] for _ in state.occ]
    for c, owners in (occ or {}).items():
        state.occ[c] = list(owners)
    for s in range(players):
        state.reserve[s] = SENATORS - sum(here.count(s) for here in state.occ)
    if caesar is not None:
        state.caesar = caesar
    for r, kind in (fields or {}).items():
        state.fields[r] = kind
    for s, pile_of in (laurels or {}).items():
        for kind, n in pile_of.items():
            state.laurels[s][kind] = n
    for s in range(players):
        state.known[s] = list(state.laurels[s]) if state.options["open_laurels"] else [0] * 6
        for kind, n in (known or {}).get(s, {}).items():
            state.known[s][kind] = n
    held_i = sum(p[I] for p in state.laurels)
    state.supply = MIX[I] - state.boxed - held_i if supply is None else supply
    state.boxed = MIX[I] - state.supply - held_i
    if pile is None:
        left = list(MIX)
        for k in state.fields:
            if k is not None:
                left[k] -= 1
        for p in state.laurels:
            for k, n in enumerate(p):
                left[k] -= n
        pile = [k for k in range(1, 6) for _ in range(left[k])]
    state.pile = list(pile)
    state.turn = turn
    return state


def play(state, *moves):
    """Apply ``(seat, action)`` pairs; return all the events."""
    events = []
    for seat, action in moves:
        events += state.apply(seat, action)
    return events
