"""Set-up, new hands, freeing a ship, the star cards and aiming the cone (SV l.43-163)."""
from __future__ import annotations

import pytest

from spelbord.engine import IllegalAction
from spelbord.games.cosmic_encounter import GAME, deck

from .script import Script, card, cards, launch, table

EDICTS = cards("edict")


def test_set_up_ships_cards_and_star_cards():
    """SV l.53, 61-69: 4 ships on each home planet, 7 cards each, 4 star cards per colour in play."""
    state = GAME.new_game(4, 3)
    for seat in range(4):
        assert [state.ships[p][seat] for p in range(20)] == [4 if p // 5 == seat else 0 for p in range(20)]
        assert state.warp[seat] == 0
    assert all(len(hand) == 7 for hand in state.hands)
    assert len(state.deck) == 64 - 28 and len(deck.CARDS) == 64
    assert sorted(state.destiny + state.destiny_discard) == sorted(s for s in range(4) for _ in range(4))
    assert state.colours == ("yellow", "red", "white", "orange")
    assert [e for e in GAME.new_game(4, 3).view(None)["colours"]] == ["yellow", "red", "white", "orange"]


def test_the_first_player_is_named_by_a_star_card():
    firsts = {GAME.new_game(5, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3, 4}
    state = GAME.new_game(5, 7)
    assert state.offence == state.first and state.turn == state.first


def test_offence_with_only_fate_cards_discards_and_draws_seven():
    """SV l.111: at the start of the turn, only fate cards: play or discard them, draw 7."""
    state = table([None] * 3, hands={0: EDICTS[:2]})
    Script(state).at("refill")
    assert state.actors() == [0]
    assert ("discard_edicts",) in state.legal_actions(0)
    state.apply(0, ("discard_edicts",))
    assert len(state.hands[0]) == 7 and not set(EDICTS[:2]) & set(state.hands[0])
    assert set(EDICTS[:2]) <= set(state.discard)


def test_offence_with_a_challenge_card_draws_nothing():
    hand = [card("attack", 4)]
    state = table([None] * 3, hands={0: hand})
    assert state.hands[0] == hand


def test_defender_with_only_fate_cards_draws_seven_at_once():
    """SV l.145: at any moment of the challenge the defender refills."""
    state = table([None] * 3, hands={1: EDICTS[:1]}, defender=1)
    script = Script(state).at("refill")
    assert state.actors() == [1] and state.defence == 1
    state.apply(1, ("discard_edicts",))
    assert len(state.hands[1]) == 7


def test_defender_refills_after_giving_away_his_last_challenge_card():
    """SV l.145 (A16): checked after every change of hand before the reveal."""
    state = table([None] * 3, hands={1: [card("attack", 4), EDICTS[0]]}, defender=1)
    Script(state).at("launch")
    state.give_card(1, 2, card("attack", 4))
    state.apply(0, ("launch", 0))
    assert state.stack[-1][0] == "refill" and state.actors() == [1]


def test_freeing_a_ship_from_the_black_hole_to_a_base():
    """SV l.125-127: one ship per challenge, to a planet where he has a base."""
    def warp(state):
        state.ships[0][0] -= 2
        state.warp[0] += 2
    state = table([None] * 3, setup=warp)
    Script(state).at("free")
    legal = state.legal_actions(0)
    assert {a for a in legal if a[0] == "free"} == {("free", p) for p in range(5)}
    state.apply(0, ("free", 3))
    assert state.warp[0] == 1 and state.ships[3][0] == 5
    assert state.stack[-1][0] != "free"


def test_freeing_a_ship_is_a_choice_he_may_keep_them_in_the_black_hole():
    """SV l.127: "Om du i början av din utmaning har några rymdskepp på det svarta
    hålet, får du nu ta ett av dem": får, may (REF A1)."""
    def warp(state):
        state.ships[0][0] -= 2
        state.warp[0] += 2
    state = table([None] * 3, setup=warp, defender=1)
    Script(state).at("free")
    assert ("keep_in_warp",) in state.legal_actions(0)
    state.apply(0, ("keep_in_warp",))
    assert state.warp[0] == 2 and sum(state.ships[p][0] for p in range(5)) == 18
    Script(state).at("aim")
    assert state.offence == 0 and state.warp[0] == 2


def test_without_any_base_the_freed_ship_goes_onto_the_cone():
    def all_away(state):
        for p in range(5):
            state.warp[0] += state.ships[p][0]
            state.ships[p][0] = 0
    state = table([None] * 3, setup=all_away, defender=1)
    Script(state).at("free")
    assert ("free_cone",) in state.legal_actions(0)
    state.apply(0, ("free_cone",))
    assert state.cone[0] == 1
    Script(state).at("launch")
    assert state.legal_actions(0) == [("launched",)]


def test_with_no_ship_at_all_the_challenge_fails():
    def none_left(state):
        for p in range(5):
            state.removed[0] += state.ships[p][0]
            state.ships[p][0] = 0
    state = table([None] * 3, setup=none_left, defender=1)
    script = Script(state).run(lambda s: s.turn == 1)
    assert script.of_type("no_ships")[0]["seat"] == 0
    assert script.of_type("challenge_over")[0]["success"] is False


def test_star_card_names_the_defender_and_is_discarded():
    state = table([None] * 4, defender=2)
    Script(state).at("aim")
    assert state.defence == 2 and state.destiny_discard[-1] == 2


def test_own_colour_without_foreign_base_is_drawn_again():
    """SV l.135: with no other player's base in one's own system, a redraw is compulsory."""
    def stack(state):
        state.destiny.remove(2)
        state.destiny.remove(0)
        state.destiny += [2, 0]
    state = table([None] * 4, setup=stack)
    Script(state).at("aim")
    assert state.defence == 2
    assert state.destiny_discard[-2:] == [0, 2]


def test_own_colour_with_a_foreign_base_lets_him_redraw_or_challenge_at_home():
    def foreign(state):
        state.ships[11][2] -= 1
        state.ships[1][2] += 1
        state.destiny.remove(0)
        state.destiny.append(0)
    state = table([None] * 4, setup=foreign)
    Script(state).at("own_colour")
    assert state.legal_actions(0) == [("redraw",), ("own_system",)]
    state.apply(0, ("own_system",))
    Script(state).at("aim")
    assert state.legal_actions(0) == [("aim", 1)], "never an empty planet of one's own system"
    state.apply(0, ("aim", 1))
    assert state.defence == 2 and state.planet == 1


def test_several_foreign_players_on_the_home_planet_the_offence_picks_one():
    def foreign(state):
        for seat in (2, 3):
            state.ships[5 * seat][seat] -= 1
            state.ships[1][seat] += 1
        state.destiny.remove(0)
        state.destiny.append(0)
    state = table([None] * 4, setup=foreign)
    Script(state).at("own_colour")
    state.apply(0, ("own_system",))
    Script(state).at("aim")
    state.apply(0, ("aim", 1))
    assert state.legal_actions(0) == [("defender", 2), ("defender", 3)]
    state.apply(0, ("defender", 3))
    assert state.defence == 3


def test_star_pile_is_shuffled_again_when_one_card_is_left():
    """SV l.133: the last star card is never drawn."""
    state = GAME.new_game(3, 1)
    state.destiny = [1, 2]
    state.destiny_discard = [s for s in range(3) for _ in range(4)][:10]
    state.draw_destiny()
    assert len(state.destiny) == 12 and state.destiny_discard == []


def test_cone_may_aim_at_any_planet_of_the_system_even_empty():
    """SV l.153-157: an empty planet of the defender's system; the defender then has 0 ships."""
    def empty(state):
        state.ships[9][1] += state.ships[5][1]
        state.ships[5][1] = 0
    state = table([None] * 3, setup=empty, defender=1)
    Script(state).at("aim")
    assert state.legal_actions(0) == [("aim", p) for p in range(5, 10)]
    state.apply(0, ("aim", 5))
    assert state.defence == 1 and state.ships[5][1] == 0


def test_only_the_defenders_ships_defend_other_bases_on_the_planet_are_untouched():
    """SV l.155, 161: Orange's base on White's planet is not involved."""
    def orange(state):
        state.ships[0][2] -= 1
        state.ships[5][2] += 1
    atk = card("attack", 30)
    state = table([None] * 3, setup=orange, defender=1, hands={0: [atk], 1: [card("attack", 4)]})
    script = Script(state, choose={"launch": launch(1), "aim": lambda s, l, st: ("aim", 5)},
                    chosen_cards={0: atk})
    script.challenge_over()
    assert state.ships[5][2] == 1 and state.warp[2] == 0
    assert state.ships[5][1] == 0 and state.warp[1] == 4 and state.ships[5][0] == 1


def test_launch_one_to_four_ships_from_any_bases():
    """SV l.165-169: at least one, at most four, from any planets where he has bases."""
    state = table([None] * 3, defender=1)
    Script(state).at("launch")
    assert ("launched",) not in state.legal_actions(0)
    for planet in (0, 1, 1, 4):
        state.apply(0, ("launch", planet))
    assert state.legal_actions(0) == [("launched",)]
    assert state.cone[0] == 4 and state.ships[1][0] == 2
    with pytest.raises(IllegalAction):
        state.apply(0, ("launch", 2))
