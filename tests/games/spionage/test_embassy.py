"""Phase 4, Ambassadmöte, in the order a-d: reports, agents, counter-espionage, prison (SV 4:e fasen)."""
import pytest

from spelbord.engine import IllegalAction, visible_events
from spelbord.games.spionage.data import CITY_START

from .helpers import CCI, CIA, KGB, MI6, SDECE, choose, play_round, position, show

BAGDAD, LONDON, WASHINGTON = CITY_START[2], CITY_START[4], CITY_START[7]

SDECE_7 = [200, 210, 220, 230, 260, 270, 280]   # B B C C D D E, best 280
CCI_7 = [10, 20, 30, 70, 80, 90, 133]           # A A A B B C C, best 133
KGB_6 = [40, 50, 60, 100, 110, 120]             # D D E E F F


def test_t4_most_cards_then_best_card_moves_by_the_leaders_city():
    """SV: SDECE and CCI show 7 cards, KGB 6; SDECE's 280 beats CCI's 133; CIA leads in Bagdad (3/2)."""
    state = position(5, hands={SDECE: SDECE_7, CCI: CCI_7, KGB: KGB_6},
                     pos=[0, 0, 0, 0, BAGDAD])
    play_round(state, {s: "embassy" for s in range(5)},
               {SDECE: ("report",), CCI: ("report",), KGB: ("report",),
                MI6: ("counter",), CIA: ("counter",)})
    assert state.secret.kind == "report" and state.actors() == [KGB, SDECE, CCI]
    show(state, {SDECE: SDECE_7, KGB: KGB_6, CCI: CCI_7})
    assert state.pos == [0, 0, 3, 2, BAGDAD]
    assert state.round == 2


def test_reports_are_secret_until_all_are_laid_out():
    state = position(3, hands={MI6: [10, 20, 30, 40], KGB: [50, 60, 110]})
    play_round(state, {s: "embassy" for s in range(3)},
               {MI6: ("report",), KGB: ("report",), SDECE: ("counter",)})
    events = state.apply(MI6, ("show", 10))
    assert visible_events(events, KGB) == []
    assert state.view(KGB)["secret"]["chosen"] == [] and "mine" not in state.view(None)["secret"]
    # only cards that still lead to a valid report; 'done' only for a valid report
    assert state.legal_actions(MI6) == [("show", 20), ("show", 30), ("show", 40)]
    state.apply(MI6, ("show", 30))
    assert ("done",) not in state.legal_actions(MI6) and ("show", 20) in state.legal_actions(MI6)
    state.apply(MI6, ("show", 20))
    assert ("done",) in state.legal_actions(MI6)
    state.apply(MI6, ("done",))
    assert state.view(KGB)["reports"] == [None, None, None]
    show(state, {KGB: [50, 60, 110]})
    # a lone-shown three beats nothing: MI6 (3 cards, best 30) loses to KGB (3 cards, best 110)
    assert state.pos == [1, 2, 0]


def test_t5_embassy_agent_steals_one_card_from_each_report():
    """SV: MI6, CCI and KGB report, CIA's double agent takes one card from each (three)."""
    mi6, cci, kgb = [10, 20, 30], [40, 50, 60], [150, 160, 170]
    state = position(5, hands={MI6: mi6, CCI: cci, KGB: kgb}, tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "embassy", SDECE: "mission", CCI: "embassy", CIA: "embassy"},
               {MI6: ("report",), KGB: ("report",), CCI: ("report",), CIA: ("agent", 10),
                SDECE: ("bribe", 208)})
    state.apply(SDECE, ("take", 0))
    show(state, {MI6: mi6, KGB: kgb, CCI: cci})
    # KGB best (170), CCI second (60): Stockholm's numbers 2/1
    assert state.pos == [0, 2, 0, 1, 0]
    stolen = []
    while state.phase == "steal":
        assert state.actors() == [CIA]
        victim = state.steals[0][1]
        card = state.legal_actions(CIA)[-1][1]
        assert card in state.shown[victim]
        state.apply(CIA, ("steal", card))
        stolen.append((victim, card))
    assert sorted(v for v, _ in stolen) == [MI6, KGB, CCI]
    assert sorted(state.hands[CIA]) == sorted(c for _, c in stolen)
    assert all(len(state.hands[s]) == 2 for s in (MI6, KGB, CCI))
    assert state.round == 2


def test_t6_agents_without_a_report_do_nothing():
    """SV: CIA, SDECE and MI6 all play double agents at the Embassy: nothing happens."""
    state = position(5, tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "mission", SDECE: "embassy", CCI: "mission", CIA: "embassy"},
               {MI6: ("agent", 6), SDECE: ("agent", 3), CIA: ("agent", 5),
                KGB: ("bribe", 41), CCI: ("bribe", 43)})
    state.apply(CCI, ("take", 0))
    assert state.round == 2 and state.prison == [] and state.pos == [0] * 5
    assert sorted(state.agents[MI6]) == [1, 6] and sorted(state.agents[CIA]) == [5, 10]


def test_t7_highest_agent_number_steals_first_from_every_report():
    """SV: KGB and CIA report, CCI and MI6 agents; leader in Washington (5/3); CCI's agent is higher."""
    kgb, cia = [100, 110, 120, 170], [10, 20, 30]
    state = position(5, hands={KGB: kgb, CIA: cia}, pos=[0, 0, WASHINGTON, 0, 0], tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "embassy", SDECE: "mission", CCI: "embassy", CIA: "embassy"},
               {KGB: ("report",), CIA: ("report",), CCI: ("agent", 9), MI6: ("agent", 6),
                SDECE: ("bribe", 42)})
    state.apply(SDECE, ("take", 0))
    show(state, {KGB: kgb, CIA: cia})
    assert state.pos == [0, 5, WASHINGTON, 0, 3]
    order = []
    while state.phase == "steal":
        seat = state.actors()[0]
        order.append((seat, state.steals[0][1]))
        state.apply(seat, state.legal_actions(seat)[0])
    assert order == [(CCI, KGB), (CCI, CIA), (MI6, KGB), (MI6, CIA)]
    assert len(state.hands[CCI]) == 2 and len(state.hands[MI6]) == 2


def test_t8_counter_espionage_catches_agents_and_moves_by_rank():
    """SV: CIA reports alone; MI6 and KGB agents; SDECE (4th) and CCI (leading, London) counter-spy."""
    cia = [10, 20, 30]
    pos = [LONDON - 1, LONDON - 2, LONDON - 4, LONDON, LONDON - 5]
    state = position(5, hands={CIA: cia}, pos=pos)
    play_round(state, {s: "embassy" for s in range(5)},
               {CIA: ("report",), MI6: ("agent", 1), KGB: ("agent", 7),
                SDECE: ("counter",), CCI: ("counter",)})
    events = show(state, {CIA: cia})
    assert state.pos == [pos[0], pos[1], pos[2] + 4, pos[3] + 1, pos[4] + 4]
    # caught agents steal nothing; the lower number enters the prison first
    assert state.phase != "steal" and state.hands[CIA] == cia
    assert [e["agent"] for e in events if e["type"] == "caught"] == [1, 7]
    assert state.prison == [7, 1]
    assert state.agents[MI6] == [6] and state.agents[KGB] == [2]


def test_a3_tied_pawns_share_the_better_rank():
    state = position(4, pos=[5, 3, 3, 0])
    play_round(state, {s: "embassy" for s in range(4)},
               {MI6: ("agent", 1), KGB: ("counter",), SDECE: ("counter",), CCI: ("counter",)})
    # ranks 1, 2, 2, 4
    assert state.pos == [5, 5, 5, 4]


def test_t9_counter_espionage_without_agents_does_nothing():
    """SV: KGB and MI6 report, CCI counter-spies: the reports move, CCI's card returns."""
    mi6, kgb = [10, 20, 30], [40, 50, 60, 100]
    state = position(5, hands={MI6: mi6, KGB: kgb}, tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "embassy", SDECE: "mission", CCI: "embassy", CIA: "mission"},
               {MI6: ("report",), KGB: ("report",), CCI: ("counter",),
                SDECE: ("bribe", 42), CIA: ("bribe", 44)})
    state.apply(CIA, ("take", 0))
    events = show(state, {MI6: mi6, KGB: kgb})
    assert state.pos == [1, 2, 0, 0, 0]
    assert not [e for e in events if e["type"] == "caught"]
    assert state.round == 2 and state.prison == []


def test_t10_prison_cells_push_the_oldest_agent_free():
    """SV: 4 players, 4 cells. Cell 4 MI6's old agent, cell 3 the third colour's, cells 2 and 1 KGB's;
    MI6's second agent is caught and MI6's old one goes free. (With four players the
    organisations are MI6, KGB, SDECE and CCI, so SDECE stands in for the example's CIA.)"""
    state = position(4)
    state.prison = [2, 7, 3, 1]
    state.agents = [[6], [], [8], [4, 9]]
    state.check_invariants()
    play_round(state, {s: "embassy" for s in range(4)},
               {MI6: ("agent", 6), KGB: ("counter",), SDECE: ("counter",), CCI: ("counter",)})
    assert state.prison == [6, 2, 7, 3]
    assert state.agents[MI6] == [1]


def test_several_caught_at_once_enter_lowest_first_and_may_free_each_other():
    state = position(2, options={"variant": "surprise"})
    state.prison = [1]
    state.agents[MI6] = [6]
    choose(state, {MI6: [("plan", "embassy"), ("agent", 6)], KGB: [("plan", "embassy"), ("counter",)]})
    assert state.prison == [6, 1]
    choose(state, {MI6: [("plan", "embassy"), ("counter",)], KGB: [("plan", "embassy"), ("agent", 2)]})
    # 2 enters cell 1, 6 moves to cell 2, 1 is pushed out and freed
    assert state.prison == [2, 6] and state.agents[MI6] == [1]


def test_a12_steals_stop_when_a_report_is_empty():
    state = position(5, hands={MI6: [10, 20, 30]})
    play_round(state, {s: "embassy" for s in range(5)},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("agent", 8), CCI: ("agent", 9), CIA: ("agent", 10)})
    show(state, {MI6: [10, 20, 30]})
    thieves = []
    while state.phase == "steal":
        seat = state.actors()[0]
        thieves.append(seat)
        state.apply(seat, state.legal_actions(seat)[0])
    assert thieves == [CIA, CCI, SDECE]
    assert state.hands[MI6] == [] and state.round == 2


def test_cannot_play_report_without_a_valid_report():
    state = position(3, hands={MI6: [10, 20, 40, 50]})   # A B D E: no three in a row
    for seat in range(3):
        state.apply(seat, ("plan", "embassy"))
    assert ("report",) not in state.legal_actions(MI6)
    with pytest.raises(IllegalAction):
        state.apply(MI6, ("report",))
