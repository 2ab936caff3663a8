"""How good a position of Cosmic Encounter is for a seat, for searching bots.

SV l.79: "För att vinna måste du bli den som först etablerat fem baser i andras
stjärnsystem." So a seat's strength is first its foreign bases (each one nearer
the fifth weighs more); then its ships in play (ships in the black hole,
"förvisas till det svarta hålet", cannot attack or defend), its home bases (its
power needs three), the challenge cards in hand, its means to win challenges (SV
l.216: "Den med högst totalsumma (kort + rymdskepp) vinner"), and whose turn it is
(only the offence can gain a base by its own challenge). With three to five seats,
its alien power too, while it works: some powers win far more often than others.

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
#: count (``bench/ce_weights.py --players N``) together with :data:`POWERS_OF`: each
#: seat's chance to win is its share of ``exp(strength)``; bases, at home too, weigh more
#: than with two
WEIGHTS_OF = {
    3: {"foreign": 0.079, "foreign_sq": 0.090, "home": 0.158, "ships": 0.050, "cards": -0.142,
        "attack": 0.169, "compromise": 0.003, "fate": 0.160, "turn": 0.102},
    4: {"foreign": 0.152, "foreign_sq": 0.094, "home": 0.178, "ships": 0.046, "cards": -0.098,
        "attack": 0.128, "compromise": 0.007, "fate": 0.132, "turn": 0.102},
    5: {"foreign": 0.188, "foreign_sq": 0.097, "home": 0.147, "ships": 0.049, "cards": -0.130,
        "attack": 0.130, "compromise": 0.036, "fate": 0.173, "turn": 0.148},
}

#: with three to five seats, the weight of each alien power while it works for its seat
#: (``powers_in_force``: three home bases, not zapped), fitted with ``WEIGHTS_OF`` (log-odds:
#: at three seats from the Mutant's -0.89 to the Trader's +0.86 among heuristic players);
#: with them the held-out log-loss of the winners falls from 0.93 to 0.87 (three seats),
#: 1.21 to 1.16 (four) and 1.40 to 1.33 (five). Two seats are judged without them
POWERS_OF = {
    3: {"amoeba": -0.304, "chronos": -0.309, "clone": 0.526, "empath": -0.059, "filch": -0.506,
        "laser": 0.642, "machine": 0.522, "mind": -0.234, "mutant": -0.893, "parasite": 0.290,
        "philanthropist": -0.014, "seeker": -0.510, "trader": 0.859, "void": 0.432,
        "vulch": -0.385, "zombie": -0.147},
    4: {"amoeba": 0.036, "chronos": -0.119, "clone": 0.499, "empath": -0.099, "filch": -0.267,
        "laser": 0.685, "machine": 0.484, "mind": -0.625, "mutant": -0.387, "parasite": 0.783,
        "philanthropist": -0.301, "seeker": -0.341, "trader": 0.435, "void": 0.277,
        "vulch": -0.472, "zombie": -0.063},
    5: {"amoeba": -0.323, "chronos": -0.358, "clone": 0.279, "empath": 0.014, "filch": -0.245,
        "laser": 0.401, "machine": 0.458, "mind": -0.319, "mutant": -0.264, "parasite": 1.114,
        "philanthropist": 0.022, "seeker": -0.430, "trader": 0.175, "void": -0.274,
        "vulch": -0.557, "zombie": -0.139},
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
    powers = POWERS_OF.get(state.players)
    bonus = sum(powers.get(key, 0.0) for key in state.powers_in_force(seat)) if powers else 0.0
    return sum(chosen[name] * values[name] for name in chosen) + bonus


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect. One seat wins (or allies share a
    win) and every other places second, so the seats' strengths give each one's
    chance to win, not a place among the others (see ``expected_winning``)."""
    return by_strength(state, seat, strength, SCALE, expected_winning)
