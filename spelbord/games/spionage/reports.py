"""Redovisning: which groups of secret cards make a report, and which report is best.

A report is at least three secret cards whose letters run without a gap; a
letter may repeat (AAB, BBCCD and BCDDEFFF are reports; AB, ACD and CCEF are not).
Of several reports the one with more cards wins; equal counts are decided by the
single card with the most pages.

    >>> is_report([133, 70, 20])          # A A B
    True
    >>> is_report([10, 30, 40])           # A C D: B is missing
    False
"""
from __future__ import annotations

from functools import lru_cache

from .data import CARD_LETTER, LETTERS


def letters_of(cards) -> str:
    """The letters of some cards, in alphabetical order (``"AAB"``)."""
    return "".join(sorted(LETTERS[CARD_LETTER[c]] for c in cards))


def is_run(letters: str) -> bool:
    """Whether a string of letters (any order) is a report: 3+ letters, no gap."""
    if len(letters) < 3:
        return False
    present = sorted({LETTERS.index(x) for x in letters})
    return present[-1] - present[0] == len(present) - 1


def is_report(cards) -> bool:
    """Whether these secret cards may be shown together as one report."""
    if len(cards) < 3:
        return False
    present = sorted({CARD_LETTER[c] for c in cards})
    return present[-1] - present[0] == len(present) - 1


def _counts(hand) -> list[int]:
    counts = [0] * 6
    for card in hand:
        counts[CARD_LETTER[card]] += 1
    return counts


def can_report(hand) -> bool:
    """Whether a hand holds any report (the Report card may be played only then)."""
    if len(hand) < 3:
        return False
    counts = _counts(hand)
    total = 0
    for n in counts:
        if n:
            total += n
            if total >= 3:
                return True
        else:
            total = 0
    return False


def open_letters(hand, shown) -> tuple[bool, ...]:
    """For each letter, whether a card of it may be added to ``shown`` (cards of
    ``hand`` already laid out) with a report still completable from ``hand``.

    The letters of a hand fall into gapless blocks; a report lies inside one
    block of at least three cards, and once a card is shown, inside its block.
    """
    return _open_letters(tuple(_counts(hand)), CARD_LETTER[shown[0]] if shown else None)


@lru_cache(maxsize=1 << 15)
def _open_letters(counts: tuple, first: int | None) -> tuple[bool, ...]:
    """:func:`open_letters` from the hand's count of each letter and the first shown
    card's letter, all it depends on: the answer is kept for every such pair."""
    block = [-1] * 6
    totals = []
    for x in range(6):
        if counts[x]:
            if x == 0 or not counts[x - 1]:
                totals.append(0)
            block[x] = len(totals) - 1
            totals[-1] += counts[x]
    if first is not None:
        home = block[first]
        return tuple(block[x] == home and totals[home] >= 3 for x in range(6))
    return tuple(block[x] >= 0 and totals[block[x]] >= 3 for x in range(6))


def report_cards(hand, first: int | None) -> tuple:
    """The cards of ``hand`` that may go into a report whose first card shown is
    ``first`` (``None``: none shown yet), in the hand's order: :func:`open_letters`
    reads no other card shown than the first."""
    letters = [CARD_LETTER[c] for c in hand]
    counts = [0] * 6
    for x in letters:
        counts[x] += 1
    open_ = _open_letters(tuple(counts), None if first is None else CARD_LETTER[first])
    return tuple([c for c, x in zip(hand, letters) if open_[x]])


def can_extend(hand, shown, card) -> bool:
    """Whether ``shown`` plus ``card`` can still be completed to a report from ``hand``."""
    return open_letters(hand, shown)[CARD_LETTER[card]]


def strength(cards) -> tuple[int, int]:
    """The sort key of a report: (number of cards, pages of its best card)."""
    return (len(cards), max(cards)) if cards else (0, 0)


def best_report(hand) -> list[int] | None:
    """The largest and best report a hand allows (the final report), or None.

    The best report always takes every card of one gapless run of letters, since
    more cards beat fewer and a larger group keeps its best card.
    """
    counts = _counts(hand)
    best = None
    best_key = (0, 0)
    x = 0
    while x < 6:
        if not counts[x]:
            x += 1
            continue
        y = x
        while y + 1 < 6 and counts[y + 1]:
            y += 1
        group = [c for c in hand if x <= CARD_LETTER[c] <= y]
        key = strength(group)
        if len(group) >= 3 and key > best_key:
            best, best_key = sorted(group), key
        x = y + 1
    return best


def best_completion(hand, shown) -> list[int] | None:
    """The best report of ``hand`` that keeps the cards already ``shown``: every card of
    their run of letters (of the whole hand when none is shown yet), or None."""
    if not shown:
        return best_report(hand)
    open_ = open_letters(hand, shown)
    return sorted(c for c in hand if open_[CARD_LETTER[c]]) or None


def rank_reports(reports: dict[int, list[int]]) -> list[int]:
    """The reporting seats, best report first."""
    return sorted(reports, key=lambda seat: strength(reports[seat]), reverse=True)
