"""What each seat may know (views), and re-dealing what it cannot (determinize)."""
from spelbord.engine.checks import assert_no_leak
from spelbord.games.spionage.reports import can_report

from .helpers import CCI, KGB, MI6, SDECE, choose, play_round, position, show


def test_view_shows_own_hand_and_public_things_only():
    state = position(4, hands={MI6: [10, 20, 30], KGB: [40, 50]}, tops=(280, 133))
    view = state.view(KGB)
    assert view["hand"] == [40, 50] and view["hand_sizes"] == [3, 2, 0, 0]
    assert view["piles"] == [280, 133] and view["pile_sizes"] == [len(p) for p in state.piles]
    assert view["bribes"][MI6] == [40, 90, 160, 210] and view["agents"][CCI] == [4, 9]
    assert "hand" not in state.view(None)
    assert view["known_cards"] == [[], [], [], []]


def test_cards_taken_from_a_pile_stay_known_and_are_never_re_dealt():
    state = position(4, hands={MI6: [10, 20, 30], KGB: [40, 50], SDECE: [60], CCI: [70]}, tops=(280, 133))
    play_round(state, {s: "mission" for s in range(4)},
               {MI6: ("bribe", 210), KGB: ("bribe", 41), SDECE: ("bribe", 42), CCI: ("bribe", 43)})
    state.apply(MI6, ("take", 0))
    assert state.view(KGB)["known_cards"][MI6] == [280]
    deals = set()
    for k in range(30):
        other = state.determinize(KGB, k)
        assert 280 in other.hands[MI6] and other.hands[KGB] == [40, 50]
        assert [p[-1] for p in other.piles] == [p[-1] for p in state.piles]
        deals.add((tuple(other.hands[MI6]), tuple(other.piles[0])))
    assert len(deals) > 1, "the unseen cards must be re-dealt"
    assert_no_leak(state, 5)


def test_shown_and_stolen_cards_stay_known():
    mi6 = [10, 20, 30]
    state = position(3, hands={MI6: mi6 + [400], KGB: [450]})
    play_round(state, {s: "embassy" for s in range(3)},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("agent", 3)})
    show(state, {MI6: mi6})
    state.apply(KGB, ("steal", 20))
    state.apply(SDECE, ("steal", 10))
    assert state.view(None)["known_cards"] == [[30], [20], [10]]
    for k in range(20):
        other = state.determinize(SDECE, k)
        assert 30 in other.hands[MI6] and 20 in other.hands[KGB]
        assert len(other.hands[MI6]) == 2 and len(other.hands[KGB]) == 2
    assert_no_leak(state, 11)


def test_face_down_embassy_cards_and_report_choices_are_re_chosen():
    state = position(3, hands={MI6: [10, 20, 30, 40], KGB: [50, 60, 110, 120]}, tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "embassy", SDECE: "mission"},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("bribe", 42)})
    assert state.actors() == [SDECE] and state.view(SDECE)["facedown"] == [True, True, False]
    assert state.view(SDECE)["table"][MI6] is None and state.view(MI6)["my_facedown"] == ["report"]
    cards = {tuple(state.determinize(SDECE, k).facedown[MI6]) for k in range(40)}
    assert len(cards) > 1
    assert_no_leak(state, 3)
    state.apply(SDECE, ("take", 0))
    assert state.secret.kind == "report"
    choose(state, {MI6: [("show", 10), ("show", 20)]})
    for k in range(30):
        other = state.determinize(SDECE, k)
        # the reporter keeps a hand that holds a report, and its half-laid report is re-chosen
        assert can_report(other.hands[MI6])
    assert_no_leak(state, 8)
