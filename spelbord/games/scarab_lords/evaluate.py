"""How good a position of Scarab Lords is for a seat, for searching bots.

SV l.185: "Du vinner spelet om du har dominans i två av de tre kolumnerna i både
övre och nedre regionerna", and l.187, when the opponent's deck is empty. The
heuristic bot's judgement of the board (:func:`.bots.evaluate`) weighs exactly
these: columns led in both regions, gods, cards in hand and the decks; here it is
squashed into [0, 1]
from both sides. A match of several games (``wins``)
counts each game already won.
"""
from __future__ import annotations

from spelbord.bots.evaluation import logistic, placing

from .bots import evaluate as judgement

#: actions a search plays out before it asks for this judgement
DEPTH = 8
#: the share of random moves in a search's simulations: the heuristic bot tries
#: every play on a copy of the position, which costs more than the search can spend
EPSILON = 0.5
#: judgement points an empty deck costs: the game is all but lost
EMPTY_DECK = 60.0
#: judgement points of difference that make a win about three times as likely as a loss
SCALE = 6.0


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the chance ``seat`` may expect to win."""
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    if state.stage in ("take", "build"):
        return 0.5
    other = 1 - seat
    # the judgement of each side, so that the two seats' values add up to 1
    difference = judgement(state, seat) - judgement(state, other)
    # an empty deck loses at the start of the opponent's next turn (SV l.187)
    difference += EMPTY_DECK * ((not state.deck[other]) - (not state.deck[seat]))
    return logistic(difference / (2 * SCALE))
