"""Einen anderen Spieler kopieren: the copy window after each die."""
import random

import pytest

from .helpers import CULTURE, DIPLOMACY, ENERGY, GAME, HOME, MOVE, ORBIT, P, play, position


def test_copy_clockwise_from_the_left_for_one_culture_each():
    state = position(players=4, cur=1, dice=(ENERGY, MOVE), res={0: (0, 1), 2: (0, 1), 3: (0, 1), 1: (0, 0)})
    play(state, ("activate", ENERGY))
    assert state.actors() == [2]
    play(state, ("copy",))
    assert state.res[2] == [2, 0]  # paid 1 culture, two ships at home
    assert state.actors() == [3]
    play(state, ("pass",))
    assert state.actors() == [0]
    play(state, ("copy",))
    assert state.res[0] == [2, 0]
    assert state.actors() == [1] and state.stack[-1][0] == "turn"


def test_a_copier_acts_as_if_they_had_rolled_the_die():
    state = position(dice=(MOVE,), res={1: (0, 1)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", ORBIT + 0))
    assert state.actors() == [1]
    play(state, ("copy",), ("ship", HOME), ("to", 1))
    assert state.legal_actions(1) == [("use_ability",), ("decline",)]  # Vici's ability on landing
    play(state, ("use_ability",))
    assert 1 in state.ships[1] and state.res[1] == [1, 0]  # +1 energy from Vici; the culture paid


def test_without_culture_or_a_possible_action_nobody_is_asked():
    state = position(players=3, dice=(DIPLOMACY, ENERGY), ships={0: [ORBIT + 0, HOME]}, res={1: (0, 0), 2: (3, 3)})
    play(state, ("activate", DIPLOMACY), ("advance", 0))
    assert state.actors() == [0] and state.stack[-1][0] == "turn"  # 1: no culture; 2: no diplomacy ship


def test_each_die_is_copied_at_most_once_and_the_last_one_gets_a_last_chance():
    state = position(dice=(ENERGY, CULTURE), res={1: (0, 3)})
    play(state, ("activate", ENERGY), ("pass",))
    assert state.actors() == [0]
    play(state, ("end",))
    assert state.actors() == [1] and state.stack[-1][0] == "copywin"  # last chance for the energy die
    play(state, ("copy",))
    assert state.res[1] == [2, 2]
    assert state.cur == 1 and state.stack[-1][0] == "turn"


def test_a_die_copied_already_is_not_offered_again_at_the_end():
    state = position(dice=(ENERGY, CULTURE), res={1: (0, 3)})
    play(state, ("activate", ENERGY), ("copy",), ("end",))
    assert state.cur == 1 and state.res[1] == [2, 2]


def test_copier_cannot_use_only_on_your_turn_abilities():
    state = position(row=("Zalax", "Jakks", "Vici-KS156", "Leandra"), dice=(MOVE, ENERGY), res={1: (0, 2)})
    play(state, ("activate", MOVE), ("ship", HOME), ("to", 1), ("use_ability",))
    play(state, ("copy",), ("ship", HOME), ("to", 0))
    assert state.actors() == [0] and state.stack[-1][0] == "turn"  # Zalax not offered to the copier


def test_converter_dice_are_not_copied():
    state = position(dice=(MOVE, ENERGY, CULTURE), res={1: (0, 3)})
    play(state, ("convert", MOVE), ("convert", ENERGY), ("set_die", CULTURE, ENERGY))
    assert state.actors() == [0]
    play(state, ("activate", ENERGY))
    assert state.actors() == [1]  # the set die is an ordinary die: copyable


def test_colonising_by_the_active_player_resolves_before_copies():
    state = position(dice=(DIPLOMACY,), ships={0: [ORBIT + 0, HOME], 1: [ORBIT + 0, HOME]},
                     track={0: {0: 1}, 1: {0: 1}}, res={1: (0, 3)})
    play(state, ("activate", DIPLOMACY), ("advance", 0))
    assert state.colonies[0] == [P["Jakks"]]
    assert state.actors() == [0]  # seat 1's ship went home: nothing to copy with


@pytest.mark.parametrize("players", [3, 4, 5])
def test_whoever_copied_the_last_die_is_not_asked_again_at_the_end(players):
    """DE 99: "Jeder Spieler darf jeden Würfel höchstens einmal kopieren." DE 194: at the
    end "haben [die anderen Spieler] noch kurz Gelegenheit, den letzten aktivierten
    Würfel zu kopieren": only those who have not copied it yet."""
    others = range(1, players)
    state = position(players=players, dice=(ENERGY, CULTURE), res={s: (0, 3) for s in others})
    play(state, ("activate", ENERGY), ("copy",), *[("pass",)] * (players - 2))
    assert state.res[1] == [2, 2]
    play(state, ("end",))
    asked = []
    while state.stack[-1][0] == "copywin":
        asked.append(state.actors()[0])
        play(state, ("pass",))
    assert asked == list(range(2, players))
    assert state.cur == 1 and state.res[1] == [2, 2]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_in_random_games_nobody_copies_a_die_twice(players):
    """DE 99: "Jeder Spieler darf jeden Würfel höchstens einmal kopieren." Counted per
    activated die and player over whole random games (Zavodnick's free action is no die)."""
    copies = 0
    for seed in range(12):
        state = GAME.new_game(players, seed)
        rng = random.Random(seed)
        die = 0
        copied = set()
        while state.actors():
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            action = ("copy",) if ("copy",) in legal and rng.random() < 0.7 else rng.choice(legal)
            if action == ("copy",) and state.stack[-1][2].kind != "free":
                assert (die, seat) not in copied, f"seat {seat} copies die {die} twice (seed {seed})"
                copied.add((die, seat))
                copies += 1
            die += sum(e["type"] == "activate" for e in state.apply(seat, action))
    assert copies > 50  # the check saw many copies, at the end of turns too
