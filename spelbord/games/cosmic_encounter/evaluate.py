"""How good a position of Cosmic Encounter is for a seat, for searching bots.

SV l.79: "För att vinna måste du bli den som först etablerat fem baser i andras
stjärnsystem." So a seat's strength is first its foreign bases (each one nearer
the fifth weighs more); then its ships in play (ships in the black hole,
"förvisas till det svarta hålet", cannot attack or defend), its home bases (its
power needs three), the challenge cards in hand, its means to win challenges (SV
l.216: "Den med högst totalsumma (kort + rymdskepp) vinner"), and whose turn it is
(only the offence can gain a base by its own challenge).

The weights are fitted by logistic regression to the winners of games of the
heuristic bot against itself, at the positions between challenges, for each count of
seats (``bench/ce_weights.py``); a search's simulation is judged only there
(``SETTLED``), so every challenge it begins is played out to its end. One seat wins
(or allies share a win) and the others all place second, so a judgement is a chance
to win, on the scale of a game's end (``expected_winning``).
"""
from __future__ import annotations

from spelbord.bots.evaluation import UNANCHORED, by_strength, expected_winning

from . import deck

#: actions a search plays out before it asks for this judgement (then on to the challenge's end)
DEPTH = 12
#: the search models the other seats as the heuristic bot (see spelbord.bots.ismcts)
OPPONENTS = "heuristic"
#: with three to five seats the search plays its own choice: anchored to the heuristic
#: bot's move by a margin of 0.03 it left that move almost never, and its departures
#: without the anchor gain against heuristic players (``bench/departures.py
#: cosmic-encounter --players 4``; docs/performance.md)
MULTI_ANCHOR = UNANCHORED
#: strengths are log-odds (the fitted weights' own scale)
SCALE = 1.0

#: the fitted weight of each term of :func:`terms` in a two-player game
#: (``bench/ce_weights.py`` fits them again)
WEIGHTS = {
    "foreign": 0.197,     # bases in other systems
    "foreign_sq": 0.018,  # ... squared: the fifth wins
    "home": 0.114,        # bases in its own system
    "ships": 0.057,       # ships in play (not in the black hole)
    "cards": -0.196,      # cards in hand, at most 8 (their worth is in the terms below)
    "attack": 0.205,      # attack cards' values in hand, tenths
    "compromise": -0.014,  # compromise cards in hand
    "fate": 0.157,        # fate cards in hand
    "turn": 0.174,        # 1 for the seat on turn
}


#: the weights of three to five seats, fitted to who won 2,000 heuristic games of each
#: count (``bench/ce_weights.py --players N``): each seat's chance to win is its share
#: of ``exp(strength)``; bases, at home too, weigh more than with two
WEIGHTS_OF = {
    3: {"foreign": 0.124, "foreign_sq": 0.086, "home": 0.188, "ships": 0.041, "cards": -0.149,
        "attack": 0.168, "compromise": -0.008, "fate": 0.128, "turn": 0.158},
    4: {"foreign": 0.223, "foreign_sq": 0.091, "home": 0.203, "ships": 0.032, "cards": -0.099,
        "attack": 0.129, "compromise": -0.002, "fate": 0.072, "turn": 0.155},
    5: {"foreign": 0.295, "foreign_sq": 0.095, "home": 0.146, "ships": 0.020, "cards": -0.135,
        "attack": 0.132, "compromise": 0.028, "fate": 0.110, "turn": 0.215},
}


def weights(players: int) -> dict:
    """The weights that judge a game of ``players`` seats."""
    return WEIGHTS_OF.get(players, WEIGHTS)


def settled(state) -> bool:
    """No challenge under way: between two challenges, or before the first."""
    return state.planet is None


SETTLED = settled


def terms(state, seat: int) -> dict:
    """Each term of :data:`WEIGHTS` for ``seat`` (its own side only)."""
    foreign = state.foreign_bases(seat)
    hand = state.hands[seat]
    attack = sum(deck.VALUE[c] for c in hand if deck.KIND[c] == "attack")
    return {"foreign": foreign,
            "foreign_sq": foreign * foreign,
            "home": state.home_bases(seat),
            "ships": state.in_play(seat),
            "cards": min(len(hand), 8),
            "attack": attack / 10,
            "compromise": sum(deck.KIND[c] == "compromise" for c in hand),
            "fate": sum(deck.KIND[c] == "edict" for c in hand),
            "turn": 1 if state.turn == seat else 0}


def strength(state, seat: int) -> float:
    values, chosen = terms(state, seat), weights(state.players)
    return sum(chosen[name] * values[name] for name in chosen)


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect. One seat wins (or allies share a
    win) and every other places second, so the seats' strengths give each one's
    chance to win, not a place among the others (see ``expected_winning``)."""
    return by_strength(state, seat, strength, SCALE, expected_winning)
