"""The heuristic bot's advice on optional powers, in real positions, and whole bot games with powers."""
from __future__ import annotations

from spelbord.games.cosmic_encounter import GAME
from spelbord.games.cosmic_encounter.bots import HeuristicBot
from spelbord.games.cosmic_encounter.powers import POWERS

from .script import Script, card, cards, launch, table

LOW, MID, HIGH = card("attack", 4), card("attack", 10), card("attack", 30)
PEACE = cards("compromise")[0]


def at_window(powers, hands, moment, seat, chosen=None, ships=2):
    state = table(powers, hands=hands, defender=1)
    Script(state, choose={"launch": launch(ships)}, chosen_cards=chosen or {}).window(moment, seat)
    assert state.stack[-1][:3] == ["window", seat, moment]
    return state


def advice(state, seat, key):
    return POWERS[key].advise(state, seat, state.legal_actions(seat))


def test_clone_keeps_a_high_card_and_lets_a_low_one_go():
    state = at_window(["clone", None, None], {0: [HIGH, LOW], 1: [MID]}, "reveal", 0, chosen={0: HIGH})
    assert advice(state, 0, "clone") == ("power", "clone")
    state = at_window(["clone", None, None], {0: [HIGH, LOW], 1: [MID]}, "reveal", 0, chosen={0: LOW})
    assert advice(state, 0, "clone") is None


def test_amoeba_reinforces_a_good_attack_but_not_against_the_void():
    state = at_window(["amoeba", None, None], {0: [HIGH], 1: [MID]}, "cards_chosen", 0)
    assert advice(state, 0, "amoeba")[:3] == ("power", "amoeba", "add")
    state = at_window(["amoeba", "void", None], {0: [HIGH], 1: [MID]}, "cards_chosen", 0)
    assert advice(state, 0, "amoeba") is None


def test_amoeba_withdraws_behind_a_compromise():
    state = at_window(["amoeba", None, None], {0: [PEACE], 1: [MID]}, "cards_chosen", 0, ships=3)
    assert advice(state, 0, "amoeba")[:3] == ("power", "amoeba", "back")


def test_chronos_replays_only_a_losing_challenge():
    state = at_window(["chronos", None, None], {0: [LOW, HIGH], 1: [MID]}, "reveal", 0, chosen={0: LOW})
    assert advice(state, 0, "chronos") == ("power", "chronos")
    state = at_window(["chronos", None, None], {0: [LOW, HIGH], 1: [MID]}, "reveal", 0, chosen={0: HIGH})
    assert advice(state, 0, "chronos") is None


def test_philanthropist_gives_junk_to_the_defender():
    state = at_window(["philanthropist", None, None], {0: [LOW, HIGH], 1: [MID]}, "launch", 0)
    assert advice(state, 0, "philanthropist") == ("power", "philanthropist", LOW, 1)
    state = at_window(["philanthropist", None, None], {0: [LOW], 1: [MID]}, "launch", 0)
    assert advice(state, 0, "philanthropist") is None  # his last playable card


def test_heuristic_bots_finish_games_with_every_power_in_play():
    for seed in range(4):
        state = GAME.new_game(5, seed, {"powers": 3, "turn_limit": 50})
        bots = [HeuristicBot(seed * 10 + s) for s in range(5)]
        for _ in range(20_000):
            if state.outcome() is not None:
                break
            seat = state.actors()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        assert state.outcome() is not None
