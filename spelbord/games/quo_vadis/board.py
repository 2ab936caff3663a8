"""The board and the laurels of Quo Vadis, as data.

The rulebook (SV, the Swedish translation of the 1991 Hans im Glück rules) gives
the counts: 15 committees (gremier) of 1, 3 or 5 seats, 10 laurel fields, 62 laurel
tiles of which the 18 "I" lie face up beside the board and six "II" show Caesar's
portrait. It does not print the graph of roads; that comes from FIAT (the Haskell
implementation FiatGames/quo-vadis, ``src/QuoVadis/Initialize.hs``), which agrees
with every count in SV. Each fact below names its source and confidence
(see the project's reference ``shared/reference/quo-vadis.md``).

Committees are numbered as in FIAT (texts call them by :data:`NUMBERS`); roads are numbered by their place in
:data:`ROADS`. The board reads bottom (level 1) to top (level 5, the Senate)::

    level 5                      13 Senate (5)
    level 4        12 (3)                          14 (3)
    level 3   8 (3)      9 (5)        11 (1)    10 (1)
    level 2   4 (1)  5 (1)       6 (3)            7 (1)
    level 1   0 (1)  1 (5)       2 (1)            3 (3)
"""
from __future__ import annotations

#: where each group of facts comes from, and how sure we are
SOURCES = {
    "committees": ("FIAT Initialize.hs, levels from FIAT imgs/board.svg; counts agree with SV", "medium"),
    "roads": ("FIAT Initialize.hs (17 roads, 10 laurel fields as in SV)", "medium"),
    "entry": ("FIAT openStartingSpots; SV: placement on the bottom level", "medium"),
    "senate": ("SV: the top committee, five seats", "high"),
    "caesar_start": ("SV: on the laurel directly below the Senate; FIAT road 9->13", "high"),
    "laurel_mix": ("FIAT Initialize.hs; SV: 62 tiles, 18 I, six II with Caesar", "medium"),
    "limited_i": ("SV proposal: 10 / 14 / 18 I tiles for 3 / 4 / 5 players", "high"),
}

#: seats of each committee (1, 3 or 5), by committee number -- medium (FIAT)
SEATS = (1, 5, 1, 3, 1, 1, 3, 1, 3, 5, 1, 1, 3, 5, 3)

#: level of each committee, 1 = bottom row, 5 = the Senate -- medium (FIAT board.svg);
#: committee 11 is drawn between rows 3 and 4 and counts as level 3
LEVEL = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 5, 4)

#: the Senate, Rome's highest committee -- high (SV)
SENATE = 13

#: the number each committee is called by in every text: 1-14 as the spelbord board reads, bottom row
#: first, left to right; the Senate goes by its name. SV numbers none: it names them by their seats
#: ("En-personsgremium med ett fält", SV l.36).
NUMBERS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11, 13, None, 14)

#: the bottom committees, where reserve senators are placed -- medium (FIAT)
ENTRY = (0, 1, 2, 3)

#: the roads, always upward: (from, to, has a laurel field) -- medium (FIAT).
#: SV: roads out of a one-seat committee carry no laurel field; all others do.
ROADS = (
    (0, 4, False),    # 0
    (4, 8, False),    # 1
    (8, 12, True),    # 2
    (12, 13, True),   # 3  into the Senate
    (1, 8, True),     # 4
    (1, 5, True),     # 5
    (5, 9, False),    # 6
    (9, 13, True),    # 7  into the Senate; Caesar starts here
    (2, 6, False),    # 8
    (6, 9, True),     # 9
    (6, 11, True),    # 10
    (11, 14, False),  # 11
    (14, 13, True),   # 12 into the Senate
    (3, 6, True),     # 13
    (3, 7, True),     # 14
    (7, 10, False),   # 15
    (10, 14, False),  # 16
)

#: Caesar's start: the laurel field directly below the Senate -- high (SV), road 9->13 (FIAT)
CAESAR_START = 7

#: laurel kinds in a player's pile and in the face-down pile
I, II, II_CAESAR, III, IV, V = range(6)
KIND_NAMES = ("I", "II", "II*", "III", "IV", "V")
#: the laurel value of each kind; II* is a II with Caesar's portrait
VALUE = (1, 2, 2, 3, 4, 5)
#: how many tiles of each kind the game has: 62 in all -- medium (FIAT), totals high (SV)
MIX = (18, 8, 6, 15, 9, 6)

#: the I tiles in play under the "limited laurels" proposal -- high (SV)
LIMITED_I = {3: 10, 4: 14, 5: 18}

#: senators per player -- high (SV)
SENATORS = 8

#: how many other senators must give permission to leave a committee of this size -- high (SV)
PERMISSIONS = {1: 0, 3: 1, 5: 2}

# ----- derived tables (computed once; the rules read them) ------------------
ROAD_FROM = tuple(a for a, _, _ in ROADS)
ROAD_TO = tuple(b for _, b, _ in ROADS)
HAS_LAUREL = tuple(laurel for _, _, laurel in ROADS)
LAUREL_ROADS = tuple(r for r, (_, _, laurel) in enumerate(ROADS) if laurel)
#: the committees Caesar can stand in front of (a laurel road leads out of them)
CAESAR_COMMITTEES = tuple(sorted({ROAD_FROM[r] for r in LAUREL_ROADS}))
ROADS_FROM = tuple(tuple(r for r, (a, _, _) in enumerate(ROADS) if a == c) for c in range(len(SEATS)))
NEED = tuple(PERMISSIONS[s] for s in SEATS)
COMMITTEES = tuple(range(len(SEATS)))
BELOW_SENATE = tuple(c for c in COMMITTEES if c != SENATE)

assert len(SEATS) == 15 and sum(SEATS) == 37 and len(ROADS) == 17
assert len(LAUREL_ROADS) == 10 and sum(MIX) == 62 and MIX[I] == 18 and MIX[II_CAESAR] == 6
assert all(HAS_LAUREL[r] == (SEATS[ROAD_FROM[r]] > 1) for r in range(len(ROADS)))
