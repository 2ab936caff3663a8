"""The board ("Spelbrädet"): two regions of three columns, and the power in them.

Columns are numbered 0-5: upper military, religious, economic (0, 1, 2), then
lower military, religious, economic (3, 4, 5). So ``column // 3`` is the
region (0 upper, 1 lower) and ``column % 3`` the kind (0 military,
1 religious, 2 economic). Gods sit in the centre, outside the columns.

A card in play records where it is in ``state.place[card]``: ``seat * 8 +
column`` for a column, ``seat * 8 + GODS`` for the centre, -1 out of play.
"""
from __future__ import annotations

MILITARY, RELIGIOUS, ECONOMIC = 0, 1, 2
UPPER, LOWER = 0, 1
COLUMNS = range(6)
GODS = 6
KIND_NAMES = ("military", "religious", "economic")
REGION_NAMES = ("upper", "lower")


def region(column: int) -> int:
    return column // 3


def kind(column: int) -> int:
    return column % 3


def owner_of(state, card: int) -> int:
    return state.place[card] // 8


def column_of(state, card: int) -> int:
    """The column of a card in play (GODS for a god)."""
    return state.place[card] % 8


def _in_scope(scope: str, source_place: int, target_place: int, source: int, target: int) -> bool:
    if scope == "self":
        return source == target
    if scope == "all" or source_place % 8 == GODS:
        return True  # a god in the centre reaches every column
    if scope == "column":
        return source_place % 8 == target_place % 8
    return region(source_place % 8) == region(target_place % 8)


def card_power(state, card: int, bonuses=None) -> int:
    """The power a card in play counts now: 0 while cursed ("inget maktvärde"),
    else its printed power changed by the passive ``power`` texts in play."""
    if state.scarabs[card]:
        return 0
    power = state.book.cards[card].power
    if bonuses is None:
        bonuses = state.passives("power")
    if bonuses:
        seat = state.place[card] // 8
        place = state.place[card]
        kind_of = state.book.cards[card].type
        for owner, source, ability in bonuses:
            if (ability["side"] == "own") != (owner == seat) and ability["side"] != "any":
                continue
            if ability["other"] and source == card:
                continue
            if kind_of not in ability["types"]:
                continue
            if _in_scope(ability["scope"], state.place[source], place, source, card):
                power += ability["amount"]
    return max(power, 0)


def column_power(state, seat: int, column: int, bonuses=None) -> int:
    """The total power of ``seat``'s minions, buildings and leaders in ``column``."""
    if bonuses is None:
        bonuses = state.passives("power")
    return sum(card_power(state, card, bonuses) for card in state.cols[seat][column])


def powers(state) -> list[list[int]]:
    """Every column's power, per seat: ``column_power`` of each, in one pass (a view
    and a playout need all twelve)."""
    bonuses = state.in_play(state.book.passive_cards_at.get("power", ())) and state.passives("power")
    if bonuses:
        return [[column_power(state, seat, column, bonuses) for column in COLUMNS] for seat in (0, 1)]
    printed, scarabs = state.book.printed_power, state.scarabs  # no text changes a power now
    powers = []
    for columns in state.cols:  # plain loops: most columns hold a card or none
        row = []
        for cards in columns:
            power = 0
            for card in cards:
                if not scarabs[card]:
                    power += printed[card]
            row.append(power)
        powers.append(row)
    return powers


def is_warded(state, card: int, by_seat: int) -> bool:
    """Whether ``by_seat`` may not curse ``card`` because of a ``ward`` text."""
    seat = state.place[card] // 8
    if seat == by_seat:
        return False
    kind_of = state.book.cards[card].type
    for owner, source, ability in state.passives("curse_protection"):
        if owner == seat and kind_of in ability["types"] \
                and _in_scope(ability["scope"], state.place[source], state.place[card], source, card):
            return True
    return False
