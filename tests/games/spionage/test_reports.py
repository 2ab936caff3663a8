"""What makes a report (SV "Vad är en redovisning?") and which report is best."""
import pytest

from spelbord.games.spionage.data import SECRET_CARDS
from spelbord.games.spionage.reports import (best_report, can_extend, can_report, is_report, is_run,
                                             rank_reports, strength)

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


def test_docstring_examples():
    import doctest

    import spelbord.games.spionage as package
    from spelbord.games.spionage import reports
    for module in (package, reports):
        result = doctest.testmod(module)
        assert result.attempted and not result.failed
