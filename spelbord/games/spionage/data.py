"""All card and board data of Spionage!, in one place.

The Swedish rulebook (SV) prints the rules but not the card values or the board.
Values it gives are marked ``SV``; everything no source gave is marked
``RECONSTRUCTED`` with its confidence, so a correction is a one-line change here.
docs/rulings.md (section "Spionage!") lists the same reconstructions.

Amounts of the bribes are in thousands of US dollars; a secret card is named by
its number of microfilmed pages, which are all distinct, so ``133`` *is* the
card with 133 pages.
"""
from __future__ import annotations

# ----- the five organisations (colours); seat s plays ORGANISATIONS[s] ----------
#: SV, high.
ORGANISATIONS = ("MI6", "KGB", "SDECE", "CCI", "CIA")

# ----- the small cards of each colour (SV, high: 1 Hemligt Uppdrag, 1 Ambassadmöte,
# 4 Mutor totalling $500,000, 2 Dubbelagenter, 1 Redovisning, 1 Kontraspionage) ----
#: Bribe amounts per colour, thousands of USD. RECONSTRUCTED, low confidence: SV says
#: only that the four of a colour total 500,000; a review (LZ, medium) says no amount
#: appears twice, which the rules need (there is no tie-break for equal bribes).
#: Formula used: colour p has 40+p, 90+p, 160-p, 210-p (each set sums to 500).
BRIBES = (
    (40, 90, 160, 210),   # MI6
    (41, 91, 159, 209),   # KGB
    (42, 92, 158, 208),   # SDECE
    (43, 93, 157, 207),   # CCI
    (44, 94, 156, 206),   # CIA
)

#: Double-agent numbers ("years in the profession") per colour. RECONSTRUCTED, low
#: confidence: SV orders simultaneous agents by them with no tie-break, so all ten
#: are distinct (medium). Formula used: colour p has p+1 and p+6.
AGENTS = (
    (1, 6),    # MI6
    (2, 7),    # KGB
    (3, 8),    # SDECE
    (4, 9),    # CCI
    (5, 10),   # CIA
)

#: each seat's key in the events' JSON objects
SEAT_KEYS = tuple(str(seat) for seat in range(len(BRIBES)))

#: Bribe amount -> the colour that printed it (a stolen bribe keeps its print).
BRIBE_COLOUR = {amount: colour for colour, amounts in enumerate(BRIBES) for amount in amounts}
#: Agent number -> its colour (an agent always returns to its own colour).
AGENT_COLOUR = {number: colour for colour, numbers in enumerate(AGENTS) for number in numbers}

# ----- the 45 Hemliga Kort ------------------------------------------------------
LETTERS = "ABCDEF"

#: Pages per letter. SV (high): 45 cards, letters A-F, more pages = more valuable,
#: one card has 280 pages and one 133 (the report example). RECONSTRUCTED (low): the
#: split 8/8/8/7/7/7 and the other page counts (10..450 in steps of 10, spread over
#: the letters in turn; 130 replaced by SV's 133). All 45 are distinct (medium: the
#: report tie-break needs it).
SECRET_CARDS = {
    "A": (10, 70, 133, 190, 250, 310, 370, 430),
    "B": (20, 80, 140, 200, 260, 320, 380, 440),
    "C": (30, 90, 150, 210, 270, 330, 390, 450),
    "D": (40, 100, 160, 220, 280, 340, 400),
    "E": (50, 110, 170, 230, 290, 350, 410),
    "F": (60, 120, 180, 240, 300, 360, 420),
}

#: pages -> letter index (0 = A ... 5 = F)
CARD_LETTER = {pages: LETTERS.index(letter)
               for letter, cards in SECRET_CARDS.items() for pages in cards}
#: every card, ordered by pages
ALL_CARDS = tuple(sorted(CARD_LETTER))

#: secret cards dealt to each player at the start (SV, high)
HAND_SIZE = 4

# ----- the board ----------------------------------------------------------------
#: The track, counter-clockwise from Stockholm to the International Summit:
#: (city, spaces, first number, second number, source). SV (high): Stockholm is one
#: space, Sydney and Peking three, every other city two; Bagdad 3/2, Washington 5/3,
#: London's first number 4. RECONSTRUCTED (low): the other cities, their order and
#: every other number.
CITIES = (
    ("Stockholm", 1, 2, 1, "SV start, 1 space; numbers RECONSTRUCTED (low)"),
    ("Berlin", 2, 2, 1, "RECONSTRUCTED (low)"),
    ("Bagdad", 2, 3, 2, "SV 3/2; place on the track RECONSTRUCTED (low)"),
    ("Sydney", 3, 3, 1, "SV 3 spaces; numbers RECONSTRUCTED (low)"),
    ("London", 2, 4, 2, "SV first number 4; second number RECONSTRUCTED (low)"),
    ("Kairo", 2, 3, 2, "RECONSTRUCTED (low)"),
    ("Peking", 3, 4, 2, "SV 3 spaces; numbers RECONSTRUCTED (low)"),
    ("Washington", 2, 5, 3, "SV 5/3; place on the track RECONSTRUCTED (low)"),
    ("Moskva", 2, 4, 3, "RECONSTRUCTED (low)"),
    ("Tokyo", 2, 5, 2, "RECONSTRUCTED (low)"),
)

#: Space index -> city index. Space 0 is Stockholm.
SPACE_CITY = tuple(c for c, city in enumerate(CITIES) for _ in range(city[1]))
#: The first space of the International Summit. The summit is an open-ended run of
#: places (ruling A16): a pawn's distance is kept beyond it so the final +8/+4 can
#: carry a pawn past others already there.
SUMMIT = len(SPACE_CITY)
#: The first space of each city.
CITY_START = tuple(SPACE_CITY.index(c) for c in range(len(CITIES)))

#: Final report bonuses (SV, high): the best +8, the second best +4.
FINAL_BONUS = (8, 4)


def city_of(space: int) -> int:
    """The city of a space (the last city for a pawn already at the summit)."""
    return SPACE_CITY[min(space, SUMMIT - 1)]


def _check() -> None:
    assert len(ALL_CARDS) == 45 and 133 in CARD_LETTER and 280 in CARD_LETTER
    amounts = [a for row in BRIBES for a in row]
    assert len(set(amounts)) == 20 and all(sum(row) == 500 for row in BRIBES)
    numbers = [n for row in AGENTS for n in row]
    assert len(set(numbers)) == 10
    assert [c[1] for c in CITIES if c[0] in ("Sydney", "Peking")] == [3, 3]
    assert CITIES[0][:2] == ("Stockholm", 1)


_check()
