"""Two players (SV "Specialregler för två deltagare"), and the validation of the options."""
import pytest

from spelbord.engine import IllegalAction, InvalidOptions

from .helpers import GAME, KGB, MI6, choose, position


def test_two_players_default_to_the_surprise_variant():
    state = GAME.new_game(2, seed=1)
    assert state.mode == "surprise" and state.options == {"variant": "auto"}
    assert state.secret.kind == "plan_action"
    assert GAME.new_game(3, seed=1).mode == "standard"


def test_variants_apply_only_to_two_players():
    with pytest.raises(InvalidOptions, match="only to 2 players"):
        GAME.new_game(3, seed=0, options={"variant": "surprise"})
    with pytest.raises(InvalidOptions, match="only to 2 players"):
        GAME.new_game(5, seed=0, options={"variant": "confrontation"})
    with pytest.raises(InvalidOptions, match="must be one of"):
        GAME.new_game(2, seed=0, options={"variant": "duel"})
    with pytest.raises(InvalidOptions, match="unknown option"):
        GAME.new_game(2, seed=0, options={"surprise": True})
    with pytest.raises(InvalidOptions, match="2-5 players"):
        GAME.new_game(6, seed=0)
    assert GAME.variants(2) == [{"variant": "surprise"}, {"variant": "confrontation"}]


def test_surprise_planning_and_action_card_are_one_secret_choice():
    state = position(2, hands={KGB: [10, 20, 30]}, tops=(280, 133), options={"variant": "surprise"})
    assert state.legal_actions(MI6) == [("plan", "mission"), ("plan", "embassy")]
    events = state.apply(MI6, ("plan", "mission"))
    assert [e["type"] for e in events] == ["secret_step"] and events[0]["to"] == [MI6]
    # A14: the second card must suit the first: no Report or counter-espionage on a Secret Mission
    assert ("report",) not in state.legal_actions(MI6) and ("counter",) not in state.legal_actions(MI6)
    with pytest.raises(IllegalAction):
        state.apply(MI6, ("counter",))
    state.apply(MI6, ("bribe", 210))
    assert state.view(KGB)["plans"] == [None, None]
    state.apply(KGB, ("plan", "embassy"))
    assert state.legal_actions(KGB) == [("report",), ("agent", 2), ("agent", 7), ("counter",)]
    events = state.apply(KGB, ("report",))
    # both cards of both players are revealed together
    cards = [e for e in events if e["type"] == "action_cards"][0]["cards"]
    assert cards == {"0": ["bribe", 210], "1": ["report"]}
    assert state.actors() == [MI6] and state.view(MI6)["table"][KGB] == ["report"]
    state.apply(MI6, ("take", 0))
    assert state.secret.kind == "report"


def test_confrontation_alternates_forced_mission_and_embassy_rounds():
    state = position(2, tops=(280, 133), options={"variant": "confrontation"})
    assert state.secret.kind == "action" and state.plans == ["mission", "mission"]
    assert state.view(KGB)["plans"] == ["mission", "mission"]
    assert state.legal_actions(MI6)[0] == ("bribe", 40)
    choose(state, {MI6: ("bribe", 210), KGB: ("bribe", 41)})
    state.apply(MI6, ("take", 0))
    assert state.round == 2 and state.plans == ["embassy", "embassy"]
    assert state.legal_actions(MI6) == [("agent", 1), ("agent", 6), ("counter",)]
    choose(state, {MI6: ("counter",), KGB: ("agent", 2)})
    assert state.prison == [2] and state.pos == [1, 0]
    assert state.round == 3 and state.plans == ["mission", "mission"]


def test_confrontation_mission_round_without_cards_to_play_passes():
    state = position(2, tops=(280, 133), options={"variant": "confrontation"})
    state.bank = list(state.bribes[MI6])
    state.bribes[MI6] = []
    state.prison = list(state.agents[MI6])
    state.agents[MI6] = []
    state.check_invariants()
    assert state.legal_actions(MI6) == [("pass",)]
    events = choose(state, {MI6: ("pass",), KGB: ("bribe", 41)})
    assert {"type": "action_cards", "cards": {"0": ["pass"], "1": ["bribe", 41]}} in events
    state.apply(KGB, ("take", 0))
    assert state.hands[KGB] == [280] and state.round == 2


def test_confrontation_with_empty_piles_stays_at_the_embassy():
    from spelbord.games.spionage.data import ALL_CARDS
    state = position(2, hands={MI6: list(ALL_CARDS)[:30], KGB: list(ALL_CARDS)[30:]},
                     options={"variant": "confrontation"})
    state.plans = ["embassy", "embassy"]
    state.round = 3
    state._start_round()
    assert state.plans == ["embassy", "embassy"]


def test_surprise_with_empty_piles_offers_only_the_embassy():
    from spelbord.games.spionage.data import ALL_CARDS
    state = position(2, hands={MI6: list(ALL_CARDS)}, options={"variant": "surprise"})
    assert state.legal_actions(KGB) == [("plan", "embassy")]
