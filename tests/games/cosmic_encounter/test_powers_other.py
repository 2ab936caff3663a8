"""Hjärnan, Sökaren, Maskinen and Kronos in real challenges."""
from __future__ import annotations

from spelbord.engine import visible_events

from .script import Script, card, cards, launch, table, uses

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE = cards("compromise")[0]


def challenge(powers, hands, choose=None, chosen=None, ships=2, **kw):
    state = table(powers, hands=hands, defender=1, **kw)
    return state, Script(state, choose={"launch": launch(ships), **(choose or {})}, chosen_cards=chosen or {})


# ----- Hjärnan -------------------------------------------------------------------------------
def test_mind_sees_the_opponents_hand_and_nobody_else_does():
    state, script = challenge(["mind", None, None], {0: [HIGH], 1: [MID, PEACE]},
                              choose={"window": uses((0, "before_cards", ("power", "mind", 1)))})
    script.at("cards")
    shown = [e for e in script.events if e["type"] == "hand_shown"]
    assert shown[0]["cards"] == sorted([MID, PEACE]) and shown[0]["to"] == [0]
    assert not [e for e in visible_events(script.events, 2) if e["type"] == "hand_shown"]
    assert [e for e in visible_events(script.events, 2) if e["type"] == "hand_seen"]


def test_mind_outside_the_challenge_may_look_at_either_main_player():
    state, script = challenge([None, None, "mind"], {0: [HIGH], 1: [MID]})
    script.at("invite")
    assert state.uses(2, "before_cards") == [("power", "mind", 0), ("power", "mind", 1)]


def test_mind_looks_once_per_challenge():
    state, script = challenge(["mind", None, None], {0: [HIGH], 1: [MID]},
                              choose={"window": uses((0, "launch", ("power", "mind", 1)))})
    script.at("invite")
    assert state.uses(0, "before_cards") == []


# ----- Sökaren (reconstructed) ------------------------------------------------------------------
def test_seeker_questions_are_answered_truthfully():
    plans = [(0, "before_cards", ("power", "seeker", "attack", 12))]
    state, script = challenge(["seeker", None, None], {0: [HIGH], 1: [MID, PEACE]}, choose={"window": uses(*plans)})
    script.at("cards")
    assert script.of_type("question") == [{"type": "question", "seat": 0, "target": 1,
                                           "question": ["attack", 12], "answer": False, "reveal": True}]


def test_seeker_asks_about_compromises():
    plans = [(1, "before_cards", ("power", "seeker", "compromise"))]
    state, script = challenge([None, "seeker", None], {0: [HIGH, PEACE], 1: [MID]}, choose={"window": uses(*plans)})
    script.at("cards")
    assert script.of_type("question")[0]["answer"] is True
    assert state.uses(1, "before_cards") == []  # once per challenge


# ----- Maskinen ---------------------------------------------------------------------------------
def test_machine_may_challenge_again_after_a_lost_challenge():
    state, script = challenge(["machine", None, None], {0: [LOW, MID], 1: [HIGH]}, chosen={0: LOW, 1: HIGH})
    script.challenge_over()
    assert not script.of_type("challenge_over")[0]["success"]
    assert state.legal_actions(0) == [("another",), ("end_turn",)]


def test_machine_challenges_a_third_time():
    state, script = challenge(["machine", None, None], {0: [HIGH, MID, LOW], 1: [PEACE]},
                              choose={"another": lambda seat, legal, s: ("another",) if s.challenges < 3 else None})
    script.run(lambda s: s.challenges == 3 and s.stack[-1][0] == "aim")
    assert state.turn == 0 and state.challenges == 3


def test_without_machine_a_lost_challenge_ends_the_turn():
    state, script = challenge([None, None, None], {0: [LOW, MID], 1: [HIGH]}, chosen={0: LOW, 1: HIGH})
    script.challenge_over()
    assert state.turn == 1


# ----- Kronos (reconstructed) ---------------------------------------------------------------------
def test_chronos_replays_the_challenge_with_new_cards():
    plans = [(0, "reveal", ("power", "chronos"))]
    picks = iter([LOW, HIGH])

    def cards_step(seat, legal, s):
        return ("card", next(picks)) if seat == 0 else ("card", MID)
    state, script = challenge(["chronos", None, None], {0: [LOW, HIGH], 1: [MID]},
                              choose={"window": uses(*plans), "cards": cards_step})
    script.challenge_over()
    reveals = script.of_type("reveal")
    assert [r["offence"] for r in reveals] == [LOW, HIGH] and [r["defence"] for r in reveals] == [MID, MID]
    assert script.of_type("replay") == [{"type": "replay", "seat": 0, "target": 1}]
    assert script.of_type("winner") == [{"type": "winner", "side": "offence"}]
    assert LOW in state.hands[0] and HIGH in state.discard


def test_chronos_replays_once_per_challenge():
    state, script = challenge(["chronos", None, None], {0: [LOW, HIGH], 1: [MID]},
                              choose={"window": uses((0, "reveal", ("power", "chronos")),
                                                     (0, "reveal", ("power", "chronos")))})
    script.challenge_over()
    assert len(script.of_type("reveal")) == 2 and len(script.of_type("replay")) == 1
