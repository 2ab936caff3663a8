"""The rules chapter by chapter: the turn, actions, curses, supremacy, the end, variants."""
import random

import pytest

from spelbord import IllegalAction
from spelbord.bots import play_game
from spelbord.games.scarab_lords import board
from spelbord.games.scarab_lords.bots import HeuristicBot

from .helpers import GAME, card, clear_hand, new_state, play, put, to_hand

A, B = 0, 1
UM, UR, UE, LM, LR, LE = range(6)
PASS = ("pass",)


def end_turn(state):
    """Pass through the rest of the active player's turn, leaving supremacy unused."""
    seat = state.active
    while state.active == seat and state.outcome() is None:
        play(state, PASS)


# ----- setting up -----------------------------------------------------------
def test_set_up_gives_each_house_deck_and_six_cards():
    state = new_state(0, house_first="ankar")
    assert state.houses == ["ankar", "temet"]
    for seat, house in enumerate(state.houses):
        assert all(state.book[c].house == house for c in state.owned[seat])
        assert len(state.hand[seat]) == 6 and len(state.deck[seat]) == 24
    assert sorted(state.pool) == sorted(GAME.book.houses["bonus"]), "the bonus deck is set aside"
    assert state.active == A and state.phase == 0


# ----- the turn ---------------------------------------------------------------
def test_phase_zero_allows_any_number_of_actions_phases_one_and_two_one_each():
    state = new_state(1)
    warriors = [card("desert-warriors", 0), card("desert-warriors", 1)]
    drivers = [card("chariot-drivers", 0), card("chariot-drivers", 1)]
    clear_hand(state, A)
    to_hand(state, A, *warriors, *drivers)
    play(state, ("play", warriors[0], UM), ("play", warriors[1], LM))
    assert state.phase == 0 and state.used == 2
    play(state, PASS, ("play", drivers[0], UM))
    assert state.phase == 2, "phase 1 ends once its action is used"
    assert ("play", drivers[1], LM) not in state.legal_actions(A), "a phase-1 card in phase 2"


def test_refreshing_the_hand_skips_the_whole_turn():
    state = new_state(2)
    put(state, A, card("scorpion-swarm"), UM)
    hand = list(state.hand[A])
    assert ("refresh",) in state.legal_actions(A)
    play(state, ("refresh",), ("refresh_discard", hand[0]), ("refresh_discard", hand[1]))
    assert state.legal_actions(A)[-1] == ("refresh_done",)
    deck = len(state.deck[A])
    play(state, ("refresh_done",))
    assert len(state.hand[A]) == 6 and len(state.deck[A]) == deck - 2
    assert hand[0] in state.discard[A] and hand[1] in state.discard[A]
    assert state.active == B and state.pyramids == [-1] * 6, "no supremacy phase"


def test_refreshing_draws_up_to_six():
    state = new_state(3)
    clear_hand(state, A)
    to_hand(state, A, card("desert-warriors"), card("chariot-drivers"))
    play(state, ("refresh",), ("refresh_done",))
    assert len(state.hand[A]) == 6


def test_refresh_only_instead_of_a_turn():
    state = new_state(4)
    put(state, A, card("scorpion-swarm"), UM)
    play(state, ("discard", card("scorpion-swarm")))
    assert ("refresh",) not in state.legal_actions(A)
    with pytest.raises(IllegalAction):
        state.apply(A, ("refresh",))


def test_discarding_own_cards_in_play_is_free_and_any_time_in_the_turn():
    state = new_state(5)
    swarm = card("scorpion-swarm")
    put(state, A, swarm, UM, scarabs=2)
    play(state, PASS, PASS, PASS)
    assert ("discard", swarm) in state.legal_actions(A)
    play(state, ("discard", swarm))
    assert swarm in state.discard[A] and state.scarabs[swarm] == 0 and state.place[swarm] == -1
    assert ("discard", swarm) not in state.legal_actions(A)
    assert not [a for a in state.legal_actions(A) if a[0] == "discard" and state.place[a[1]] // 8 == B]


# ----- actions --------------------------------------------------------------
def test_a_fate_is_resolved_and_discarded():
    state = new_state(6)
    plunder = card("plunder")
    to_hand(state, A, plunder)
    deck = len(state.deck[B])
    play(state, PASS, PASS, ("play", plunder))
    assert plunder in state.discard[A] and len(state.deck[B]) == deck - 3
    assert len(state.discard[B]) == 3


def test_at_most_three_gods():
    state = new_state(7)
    gods = [card("set"), card("apep"), card("khema")]
    for god in gods:
        put(state, A, god, "gods")
    enhu = card("enhu")
    to_hand(state, A, enhu)
    play(state, PASS, PASS)
    with pytest.raises(IllegalAction, match="three gods"):
        state.apply(A, ("play", enhu))
    play(state, ("discard", gods[0]), ("play", enhu))
    assert state.gods[A] == gods[1:] + [enhu]


def test_phase_zero_cards_can_be_uncursed_again_and_again():
    state = new_state(8)
    warriors = card("desert-warriors")
    put(state, A, warriors, UM, scarabs=3)
    play(state, ("uncurse", warriors), ("uncurse", warriors), ("uncurse", warriors))
    assert state.scarabs[warriors] == 0 and state.phase == 0


def test_an_action_text_needs_an_action_and_an_uncursed_card():
    state = new_state(9)
    apep = card("apep")
    put(state, A, apep, "gods", scarabs=1)
    target = card("elephant-riders")
    put(state, B, target, UM)
    play(state, PASS, PASS)
    assert ("activate", apep) not in state.legal_actions(A)
    with pytest.raises(IllegalAction, match="cursed"):
        state.apply(A, ("activate", apep))
    play(state, ("uncurse", apep))
    assert state.phase == 3, "the uncurse was phase 2's action"


def test_a_god_played_is_active_at_once_but_an_action_god_needs_an_action():
    state = new_state(10)
    apep = card("apep")
    to_hand(state, A, apep)
    put(state, B, card("elephant-riders"), UM)
    play(state, PASS, PASS, ("play", apep))
    assert state.phase == 3 and state.queue == []


def test_a_cursed_card_has_no_text():
    """A cursed Khema gives no free uncurse."""
    state = new_state(11)
    khema = card("khema")
    put(state, A, khema, "gods", scarabs=1)
    swarm = card("scorpion-swarm")
    put(state, A, swarm, UM, scarabs=1)
    play(state, PASS, PASS)
    assert ("free_uncurse", swarm) not in state.legal_actions(A)
    state.scarabs[khema] = 0
    state._legal_cache = None
    assert ("free_uncurse", swarm) in state.legal_actions(A)


def test_ward_keeps_curses_off():
    state = new_state(12)
    tahu, spearmen = card("warden-tahu"), card("spearmen")
    put(state, B, tahu, UM)
    put(state, B, spearmen, UM)
    curse = card("the-curse")
    to_hand(state, A, curse)
    play(state, PASS, ("play", curse))
    assert state.legal_actions(A) == [("target", spearmen)]


def test_supremacy_phase_card_counts_in_the_same_supremacy():
    state = new_state(13)
    hatshep = card("queen-hatshep")
    to_hand(state, A, hatshep)
    play(state, PASS, PASS, PASS)
    assert state.phase == 3
    play(state, ("play", hatshep, UE))
    assert state.phase == 4 and state.pyramids[UE] == A


def test_win_ties_text():
    state = new_state(14)
    khaset = card("khaset-the-poisoner")
    put(state, A, khaset, UM)
    put(state, B, card("spearmen"), UM)
    play(state, PASS, PASS, PASS, PASS)
    assert state.pyramids[UM] == A


def test_extra_action_text():
    state = new_state(15)
    put(state, A, card("thoth"), "gods")
    drivers = [card("chariot-drivers", 0), card("chariot-drivers", 1)]
    to_hand(state, A, *drivers)
    play(state, PASS, ("play", drivers[0], UM))
    assert state.phase == 1
    play(state, ("play", drivers[1], LM))
    assert state.phase == 2


def test_turn_start_draw_and_exercise_bonus():
    state = new_state(16)
    put(state, A, card("ra"), "gods")
    put(state, A, card("set"), "gods")
    put(state, A, card("scorpion-swarm"), UM)
    play(state, PASS, PASS, PASS, PASS)
    deck = len(state.deck[B])
    play(state, ("exercise", UM))
    assert len(state.deck[B]) == deck - 2, "Set: one more card off the top"
    hand = len(state.hand[A])
    end_turn(state)
    assert state.active == A and len(state.hand[A]) == hand + 1, "Ra: a card at the start of the turn"


def test_destroy_and_banish_god():
    state = new_state(17)
    backstab, eclipse = card("backstab"), card("eclipse")
    small, big = card("border-guards"), card("elephant-riders")
    put(state, B, small, UM)
    put(state, B, big, LM)
    put(state, B, card("enhu"), "gods")
    to_hand(state, A, backstab, eclipse)
    play(state, PASS, ("play", eclipse))
    assert state.legal_actions(A) == [("target", card("enhu"))]
    play(state, ("target", card("enhu")))
    assert state.gods[B] == [] and card("enhu") in state.discard[B]
    play(state, ("play", backstab))
    assert state.legal_actions(A) == [("target", small)], "power at most 2"
    play(state, ("target", small))
    assert small in state.discard[B]


def test_religious_supremacy_curses_only_in_its_region_and_not_gods():
    state = new_state(18)
    put(state, A, card("temple-guards"), UR)
    upper, lower = card("spearmen"), card("elephant-riders")
    put(state, B, upper, UM)
    put(state, B, lower, LM)
    put(state, B, card("enhu"), "gods")
    play(state, PASS, PASS, PASS, PASS)
    assert state.pyramids[UR] == A
    play(state, ("exercise", UR))
    assert state.legal_actions(A) == [("target", upper)]


def test_economic_supremacy_draws_and_an_empty_deck_gives_nothing():
    state = new_state(19)
    put(state, A, card("slave-drivers"), UE)
    state.discard[A] += state.deck[A]
    state.deck[A] = []
    play(state, PASS, PASS, PASS, PASS)
    hand = len(state.hand[A])
    play(state, ("exercise", UE))
    assert len(state.hand[A]) == hand


# ----- the end ----------------------------------------------------------------
def test_victory_only_at_the_start_of_ones_own_turn():
    state = new_state(20)
    for column, key in zip((UM, UR, LM, LR), ("scorpion-swarm", "temple-guards", "desert-warriors", "sacred-ibis")):
        put(state, A, card(key), column)
    play(state, PASS, PASS, PASS, PASS)
    assert state.pyramids == [A, A, -1, A, A, -1]
    end_turn(state)
    assert state.outcome() is None and state.active == B, "the opponent gets a turn to answer"
    end_turn(state)
    outcome = state.outcome()
    assert outcome["winners"] == [A] and outcome["reason"] == "supremacy"
    assert state.actors() == []


def test_victory_when_the_opponents_deck_is_empty():
    state = new_state(21)
    state.discard[B] += state.deck[B]
    state.deck[B] = []
    end_turn(state)
    assert state.active == B and state.outcome() is None, "B's own empty deck does not end B's turn"
    end_turn(state)
    assert state.outcome()["winners"] == [A] and state.outcome()["reason"] == "deck"


# ----- variants ---------------------------------------------------------------
def test_variant_must_play_a_card_from_the_hand():
    state = new_state(22, must_play=True)
    play(state, PASS, PASS)
    assert PASS not in state.legal_actions(A)
    toss = [a for a in state.legal_actions(A) if a[0] == "toss"]
    assert toss
    play(state, toss[0])
    assert PASS in state.legal_actions(A)


def test_variant_short_first_turn():
    state = new_state(23, short_first_turn=True)
    play(state, PASS, PASS)
    assert state.active == B and state.phase == 0
    play(state, PASS, PASS, PASS, PASS)
    assert state.active == A


def test_variants_are_off_by_default():
    assert all(GAME.options[name].default is False for name in ("must_play", "short_first_turn", "advanced"))


# ----- the advanced game ------------------------------------------------------
def test_advanced_game_best_of_three_with_deck_building():
    state = GAME.new_game(2, 5, {"advanced": True})
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while state.stage != "build":
        seat = state.actors()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    winner = state.last_winner
    loser = 1 - winner
    assert state.wins[winner] == 1 and state.outcome() is None
    assert state.actors() == [0, 1], "both choose at the same time"
    mine, theirs = state.owned[loser][:2], state.owned[winner][:3]
    play_secret = lambda seat, cards: [state.apply(seat, ("remove", c)) for c in cards] + [state.apply(seat, ("done",))]
    play_secret(winner, theirs)
    assert state.view(loser)["secret"]["chosen"] == [winner] and "mine" not in state.view(None)["secret"]
    assert all(c not in state.pool for c in theirs), "hidden until both have chosen"
    play_secret(loser, mine)
    assert all(c in state.pool for c in mine + theirs)
    assert state.actors() == [loser], "the loser picks first"
    assert ("take", theirs[0]) in state.legal_actions(loser), "even the other player's cards"
    play(state, ("take", theirs[0]), ("take", theirs[1]))
    assert state.actors() == [winner]
    bonus = GAME.book.houses["bonus"]
    play(state, ("take", bonus[0]), ("take", bonus[1]), ("take", bonus[2]))
    assert len(state.owned[0]) == len(state.owned[1]) == 30
    assert theirs[0] in state.owned[loser] and bonus[0] in state.owned[winner]
    assert state.game_number == 2 and state.active == loser, "the loser starts the next game"
    assert len(state.hand[loser]) == 6 and state.pyramids == [-1] * 6
    while state.outcome() is None:
        seat = state.actors()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert max(state.wins) == 2 and state.outcome()["scores"] == state.wins


def test_a_player_may_remove_at_most_five():
    state = GAME.new_game(2, 9, {"advanced": True})
    rng = random.Random(0)
    while state.stage != "build":
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for c in state.owned[0][:5]:
        state.apply(0, ("remove", c))
    assert 0 not in state.actors()


def test_heuristic_beats_random():
    wins = 0
    for seed in range(20):
        bots = [HeuristicBot(seed), None]
        from spelbord.bots import RandomBot
        bots[1] = RandomBot(seed)
        state = play_game(GAME, 2, seed, bots)
        wins += state.outcome()["winners"] == [0]
    assert wins >= 18


def test_illegal_actions_are_explained():
    state = new_state(30)
    khema = card("khema")
    swarm = card("scorpion-swarm")
    to_hand(state, A, khema, card("trade-caravan"))
    put(state, B, swarm, UM)
    with pytest.raises(IllegalAction, match="phase 2 card; it can be played only in phase 2, and this is phase 0"):
        state.apply(A, ("play", khema))
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(A, ("play", card("apep")))
    with pytest.raises(IllegalAction, match="not one of your cards in play"):
        state.apply(A, ("discard", swarm))
    with pytest.raises(IllegalAction, match="only in a column of its symbols"):
        play(state, PASS)
        state.apply(A, ("play", card("trade-caravan"), UM))
    with pytest.raises(IllegalAction, match="cannot act now"):
        state.apply(B, PASS)
