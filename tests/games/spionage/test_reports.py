"""What makes a report (SV "Vad är en redovisning?") and which report is best."""
import pytest

import random

from spelbord.games.spionage.data import ALL_CARDS, CARD_LETTER, SECRET_CARDS
from spelbord.games.spionage.reports import (best_report, can_extend, can_report, is_report, is_run,
                                             open_letters, rank_reports, report_cards, strength)

SV_VALID = ["AAA", "AAB", "BBCCD", "ABCDE", "CCD", "CDE", "DDDEF", "EEEE", "BCDDEFFF"]
SV_INVALID = ["AB", "ACD", "CCEF", "BCF", "AACE"]
SBW_VALID = ["AABB", "CCD", "EEE", "DEF"]
SBW_INVALID = ["AAC", "BCF", "DE"]


def cards_for(letters):
    """Distinct cards with these letters."""
    used = {letter: 0 for letter in "ABCDEF"}
    cards = []
    for letter in letters:
        cards.append(SECRET_CARDS[letter][used[letter]])
        used[letter] += 1
    return cards


@pytest.mark.parametrize("letters", SV_VALID + SBW_VALID)
def test_valid_reports(letters):
    assert is_run(letters)
    assert is_report(cards_for(letters))
    assert can_report(cards_for(letters))
    assert best_report(cards_for(letters)) == sorted(cards_for(letters))


@pytest.mark.parametrize("letters", SV_INVALID + SBW_INVALID)
def test_invalid_reports(letters):
    assert not is_run(letters)
    assert not is_report(cards_for(letters))


def test_a_hand_without_any_run_cannot_report():
    assert not can_report(cards_for("ABDEF"[:2] + "DF"))      # A B D F
    assert can_report(cards_for("ABDEF"))                       # D E F
    assert not can_report(cards_for("AB"))


def test_best_report_takes_the_largest_then_the_best_group():
    hand = cards_for("ABC") + cards_for("EEF")
    a_to_c = sorted(cards_for("ABC"))
    e_f = sorted(cards_for("EEF"))
    # equal size: the group with the best card wins (E and F cards have more pages here)
    assert best_report(hand) == (e_f if max(e_f) > max(a_to_c) else a_to_c)
    assert best_report(cards_for("ABCEF")) == sorted(cards_for("ABC"))
    assert best_report(cards_for("ABDE")) is None


def test_ranking_by_count_then_best_card():
    """SV: seven cards beat six; between two sevens, 280 pages beat 133."""
    reports = {2: [200, 210, 220, 230, 260, 270, 280], 3: [10, 20, 30, 70, 80, 90, 133],
               1: [40, 50, 60, 100, 110, 120]}
    assert rank_reports(reports) == [2, 3, 1]
    assert strength(reports[2]) == (7, 280)


def test_laying_out_keeps_a_report_possible():
    hand = cards_for("AABDE")            # only A A B is a report
    a1, a2, b, d, e = hand
    assert can_extend(hand, [], a1) and can_extend(hand, [a1], b)
    assert not can_extend(hand, [], d)   # D E alone is too short
    assert not can_extend(hand, [a1], d)


def test_report_cards_are_the_open_cards_of_the_hand():
    """The kept answer per hand and first card is the one worked out from every card
    shown (only the first counts), and a hand may report exactly when it has one."""
    rng = random.Random(5)
    for _ in range(300):
        hand = sorted(rng.sample(ALL_CARDS, rng.randrange(2, 12)))
        assert can_report(hand) == bool(report_cards(tuple(hand), None))
        shown = []
        while True:
            open_ = open_letters(hand, shown)
            expected = tuple(c for c in hand if open_[CARD_LETTER[c]])
            assert report_cards(tuple(hand), shown[0] if shown else None) == expected
            choices = [c for c in expected if c not in shown]
            if not choices:
                break
            shown.append(rng.choice(choices))


def test_docstring_examples():
    import doctest

    import spelbord.games.spionage as package
    from spelbord.games.spionage import reports
    for module in (package, reports):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed
