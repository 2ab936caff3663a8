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


def _could_join(hand, shown, card) -> bool:
    """The plain rule, SV l.99: "minst tre sammanhängande Hemliga Kort ... Ingen bokstav
    inom följden får saknas, men däremot får samma bokstav förekomma flera gånger": some
    run of letters with every letter in the hand holds the card and all shown, and at
    least three cards of the hand."""
    letters = {CARD_LETTER[c] for c in hand}
    needed = {CARD_LETTER[c] for c in [*shown, card]}
    for low in range(6):
        for high in range(low, 6):
            run = range(low, high + 1)
            if (needed <= set(run) and all(x in letters for x in run)
                    and sum(CARD_LETTER[c] in run for c in hand) >= 3):
                return True
    return False


def test_report_cards_are_the_cards_the_plain_rule_lets_join():
    """The open letters, kept per count of each letter and first card shown, and the
    report's cards worked out from them, against the rule written out: a card may join
    the cards shown when a report of the hand holds them all. A hand may report exactly
    when it has one."""
    rng = random.Random(5)
    for _ in range(400):
        hand = sorted(rng.sample(ALL_CARDS, rng.randrange(2, 12)))
        assert can_report(hand) == bool(report_cards(tuple(hand), None))
        shown = []
        while True:
            expected = tuple(c for c in hand if c in shown or _could_join(hand, shown, c))
            open_ = open_letters(hand, shown)
            assert tuple(c for c in hand if open_[CARD_LETTER[c]]) == expected
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
