"""How good a position of Scarab Lords is for a seat, for searching bots.

The terms come from the rulebook; their weights were fitted (logistic
regression) to the outcomes of 6,000 games of the heuristic and playout bots,
judged at the start of each turn (see docs/performance.md):

* SV l.163: the higher power in a column takes its supremacy, and l.185: "Du
  vinner spelet om du har dominans i två av de tre kolumnerna i både övre och
  nedre regionerna i början av din tur". So the columns led, the regions held
  (two columns of three), the margins (a wide lead is hard to overturn) and the
  *threat*: the seat that waits while leading two columns in both regions wins
  at the start of its turn unless the mover breaks that this turn; the fewer
  cards the mover holds, the likelier it fails.
* SV l.187: the opponent's deck running out wins, and military supremacy
  (l.169) discards from it: the decks, and more so a short one.
* Cards in hand (every action but a curse broken plays one), the power lying
  cursed on the board (l.80, l.82: a curse can be broken), gods in play (l.53:
  only one player may have them), and whose turn it is.

The values of the two seats add up to 1. A search judges a position only at the
start of a turn (``SETTLED``), the moment the weights were fitted for.

The search models the opponent as the heuristic bot (``OPPONENTS``) and plays its
simulations with that bot (no ``PLAYOUT``): against the heuristic bot, 200
simulations so won 13 of 20 games where searching the opponent with the quicker
playout policy won 7 of 30 (see docs/performance.md). The ``hard`` level is not this
search but the turn planner (:mod:`.planner`), which scores turns with these terms.
"""
from __future__ import annotations

from spelbord.bots.evaluation import logistic, placing

from . import board

#: actions a search plays out before it looks for the start of a turn to judge
DEPTH = 1
#: the share of random moves in a search's simulations
EPSILON = 0.1
#: the opponent's moves in the search are the heuristic bot's (see spelbord.bots.ismcts)
OPPONENTS = "heuristic"
#: a deck shorter than this is in danger (military supremacy discards from it)
SHORT_DECK = 5

#: the fitted weight of each term (``bench/scarab_weights.py`` fits them again)
WEIGHTS = {
    "to_move": 0.46,      # +1 for the seat whose turn begins, -1 for the other
    "leads": 0.24,        # columns led
    "regions": 0.05,      # regions with two columns led
    "threat": 0.15,       # the waiting seat leads two columns in both regions
    "threat_hand": 0.20,  # ... times the cards the mover holds fewer than six
    "margin": 0.12,       # power lead in each column, at most 4 either way
    "hand": 0.24,         # cards in hand, at most 8
    "deck": 0.20,         # cards in the deck, at most 15
    "short_deck": 0.60,   # cards the opponent's deck is short of SHORT_DECK, less one's own
    "cursed": 0.10,       # printed power of one's cursed cards in the columns
    "gods": 0.29,         # gods in play
}


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the chance ``seat`` may expect to win."""
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    if state.stage in ("take", "build"):
        return 0.5
    return logistic(score(state, seat))


def settled(state) -> bool:
    """Whether a turn is just beginning (or the game is over): where the weights hold."""
    if state.stage == "play":
        return state.phase == 0 and state.fresh and not state.queue
    return state.stage != "refresh"  # over, or between the games of a match


SETTLED = settled


def score(state, seat: int) -> float:
    """The log-odds of ``seat`` winning: the weighted terms of the module's docstring."""
    return sum(WEIGHTS[name] * value for name, value in terms(state, seat).items())


def terms(state, seat: int) -> dict:
    """Each term of :data:`WEIGHTS` for ``seat``: its own side less the opponent's."""
    other = 1 - seat
    bonuses = state.passives("power")
    leads = [[0, 0], [0, 0]]  # [seat, other][region]
    margin = 0
    for column in board.COLUMNS:
        lead = board.column_power(state, seat, column, bonuses) - board.column_power(state, other, column, bonuses)
        if lead:
            leads[lead < 0][board.region(column)] += 1
        margin += max(-4, min(4, lead))
    regions = [sum(n >= 2 for n in leads[side]) for side in (0, 1)]
    mover = state.active
    sign = 1 if mover != seat else -1  # the threat is the waiting seat's
    threat = sign * (regions[mover == seat] == 2)
    cards = state.book.cards

    def cursed(side):
        return sum(cards[c].power for column in state.cols[side] for c in column if state.scarabs[c])

    decks = len(state.deck[seat]), len(state.deck[other])
    return {"to_move": 1 if mover == seat else -1,
            "leads": sum(leads[0]) - sum(leads[1]),
            "regions": regions[0] - regions[1],
            "threat": threat,
            "threat_hand": threat * (6 - min(len(state.hand[mover]), 8)),
            "margin": margin,
            "hand": min(len(state.hand[seat]), 8) - min(len(state.hand[other]), 8),
            "deck": min(decks[0], 15) - min(decks[1], 15),
            "short_deck": max(0, SHORT_DECK - decks[1]) - max(0, SHORT_DECK - decks[0]),
            "cursed": cursed(seat) - cursed(other),
            "gods": len(state.gods[seat]) - len(state.gods[other])}
