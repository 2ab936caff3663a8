"""Phase 3, Hemligt Uppdrag: bribes, the card the winner takes, double agents (SV 3:e fasen)."""
import pytest

from spelbord.engine import IllegalAction
from spelbord.games.spionage.data import ALL_CARDS

from .helpers import CCI, CIA, KGB, MI6, SDECE, play_round, position


def test_t1_highest_bribe_takes_a_visible_card_and_the_others_return():
    """SV example 1: all bribe, MI6 highest; MI6's bribe to the bank, a card to MI6."""
    state = position(5, tops=(280, 133))
    play_round(state, {s: "mission" for s in range(5)},
               {MI6: ("bribe", 210), KGB: ("bribe", 159), SDECE: ("bribe", 92),
                CCI: ("bribe", 207), CIA: ("bribe", 44)})
    assert state.actors() == [MI6] and state.phase == "take"
    assert state.legal_actions(MI6) == [("take", 0), ("take", 1)]
    assert state.bank == [210]
    state.apply(MI6, ("take", 1))
    assert state.hands[MI6] == [133]
    assert state.piles[1][-1] != 133 and state.piles[0][-1] == 280
    # the round is over: the lower bribes are back in hand, MI6's is in the bank
    assert state.round == 2 and state.secret.kind == "plan"
    assert sorted(state.bribes[MI6]) == [40, 90, 160]
    for seat in (KGB, SDECE, CCI, CIA):
        assert len(state.bribes[seat]) == 4
    assert 133 in state.view(CIA)["known_cards"][MI6]


def test_t2_lone_double_agent_steals_the_winning_bribe():
    """SV example 2: CIA and KGB bribe, CCI a double agent: KGB wins, CCI gets KGB's bribe."""
    state = position(5, tops=(280, 133))
    play_round(state, {MI6: "embassy", KGB: "mission", SDECE: "embassy", CCI: "mission", CIA: "mission"},
               {MI6: ("counter",), SDECE: ("counter",),
                KGB: ("bribe", 209), CIA: ("bribe", 156), CCI: ("agent", 9)})
    assert state.actors() == [KGB]
    events = state.apply(KGB, ("take", 0))
    assert {"type": "bribe_stolen", "seat": CCI, "from": KGB, "amount": 209} in events
    assert state.hands[KGB] == [280]
    assert state.bank == []
    assert 209 in state.bribes[CCI] and 209 not in state.bribes[KGB]
    assert sorted(state.bribes[CIA]) == [44, 94, 156, 206]
    assert sorted(state.agents[CCI]) == [4, 9]


def test_t3_several_double_agents_all_fail():
    """SV example 3: MI6 and SDECE bribe, three agents: SDECE wins, the agents fail."""
    state = position(5, tops=(280, 133))
    events = play_round(state, {s: "mission" for s in range(5)},
                        {MI6: ("bribe", 160), SDECE: ("bribe", 208),
                         KGB: ("agent", 2), CIA: ("agent", 10), CCI: ("agent", 4)})
    assert state.actors() == [SDECE]
    events = state.apply(SDECE, ("take", 0))
    assert {"type": "agents_failed", "seats": [KGB, CCI, CIA]} in events
    assert state.bank == [208] and state.hands[SDECE] == [280]
    assert sorted(state.bribes[MI6]) == [40, 90, 160, 210]
    assert sorted(state.agents[KGB]) == [2, 7] and sorted(state.agents[CIA]) == [5, 10]


def test_double_agent_without_a_bribe_fails():
    state = position(3, tops=(280, 133))
    events = play_round(state, {MI6: "mission", KGB: "embassy", SDECE: "embassy"},
                        {MI6: ("agent", 1), KGB: ("counter",), SDECE: ("counter",)})
    assert {"type": "agents_failed", "seats": [MI6]} in events
    assert state.round == 2 and sorted(state.agents[MI6]) == [1, 6]


def test_bank_bribes_of_earlier_rounds_cannot_be_stolen():
    state = position(3, tops=(280, 133))
    state.bank = [40]
    state.bribes[MI6].remove(40)
    play_round(state, {MI6: "mission", KGB: "mission", SDECE: "embassy"},
               {MI6: ("agent", 6), KGB: ("bribe", 41), SDECE: ("counter",)})
    state.apply(KGB, ("take", 1))
    assert state.bank == [40] and sorted(state.bribes[MI6]) == [41, 90, 160, 210]


def test_a8_a_stolen_bribe_plays_as_the_thiefs_own():
    """The stolen bribe wins for its new owner, goes back to him when beaten, and can be stolen again."""
    state = position(3, tops=(280, 133))
    state.bribes[KGB].remove(209)
    state.bribes[MI6].append(209)
    play_round(state, {MI6: "mission", KGB: "mission", SDECE: "mission"},
               {MI6: ("bribe", 209), KGB: ("bribe", 41), SDECE: ("bribe", 42)})
    assert state.actors() == [MI6] and state.bank == [209]
    state.apply(MI6, ("take", 0))
    assert state.hands[MI6] == [280]
    # a beaten stolen bribe returns to the thief
    state.bank.remove(209)
    state.bribes[SDECE].append(209)
    play_round(state, {MI6: "mission", KGB: "mission", SDECE: "mission"},
               {MI6: ("bribe", 210), KGB: ("agent", 2), SDECE: ("bribe", 209)})
    state.apply(MI6, ("take", 1))
    assert 209 in state.bribes[SDECE]
    assert 210 in state.bribes[KGB]  # and KGB's lone agent stole MI6's winning bribe
    state.check_invariants()


def test_one_empty_pile_offers_only_the_other_top_card():
    state = position(3, tops=(280, 133))
    state.piles[1] = state.piles[1] + state.piles[0][:-1]
    state.piles[0] = []
    state.piles[1].append(state.piles[1].pop(0))
    top = state.piles[1][-1]
    play_round(state, {MI6: "mission", KGB: "mission", SDECE: "embassy"},
               {MI6: ("bribe", 210), KGB: ("bribe", 41), SDECE: ("counter",)})
    # no choice to make: MI6 gets the only visible card at once
    assert state.round == 2 and top in state.hands[MI6]


def test_both_piles_empty_no_secret_mission():
    state = position(3, hands={MI6: list(ALL_CARDS)})
    assert state.piles == [[], []]
    state.check_invariants()
    assert state.legal_actions(MI6) == [("plan", "embassy")]
    with pytest.raises(IllegalAction):
        state.apply(KGB, ("plan", "mission"))


def test_a7_no_bribe_and_no_free_agent_no_secret_mission():
    state = position(3, tops=(280, 133))
    state.bank += state.bribes[MI6]
    state.bribes[MI6] = []
    state.prison = list(state.agents[MI6])
    state.agents[MI6] = []
    state.check_invariants()
    assert state.legal_actions(MI6) == [("plan", "embassy")]
    assert ("plan", "mission") in state.legal_actions(KGB)


def test_legal_action_cards_after_each_planning_card():
    """A1: Secret Mission allows bribes and agents; the Embassy reports, agents, counter-espionage."""
    state = position(3, hands={MI6: [10, 20, 30], KGB: [40, 50]}, tops=(280, 133))
    for seat, plan in ((MI6, "mission"), (KGB, "embassy"), (SDECE, "embassy")):
        state.apply(seat, ("plan", plan))
    assert state.legal_actions(MI6) == [("bribe", 40), ("bribe", 90), ("bribe", 160), ("bribe", 210),
                                        ("agent", 1), ("agent", 6)]
    # KGB holds D and E only: no report possible, so no Report card
    assert state.legal_actions(KGB) == [("agent", 2), ("agent", 7), ("counter",)]
    state.hands[SDECE] = []
    assert ("report",) not in state.legal_actions(SDECE)
