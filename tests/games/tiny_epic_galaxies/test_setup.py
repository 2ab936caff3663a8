"""Spielaufbau: the set-up, and the rulebook's set-up examples."""
import pytest

from spelbord.games.tiny_epic_galaxies import data

from .helpers import GAME, HOME


@pytest.mark.parametrize("players,planets", [(1, 4), (2, 4), (3, 5), (4, 6), (5, 6)])
def test_example_row_of_planets_is_players_plus_two_but_six_with_five(players, planets):
    """'In einem 3-Personen-Spiel liegen beispielsweise 5 Karten offen auf dem Tisch aus.'"""
    state = GAME.new_game(players, 1)
    assert len(state.row) == planets
    assert len(state.deck) == 40 - planets


def test_each_player_starts_with_two_ships_one_culture_two_energy_on_the_star():
    state = GAME.new_game(3, 2)
    for seat in range(3):
        assert state.ships[seat] == [HOME, HOME]
        assert state.res[seat] == [2, 1]
        assert state.level[seat] == 1
        assert state.colonies[seat] == []


def test_two_missions_dealt_one_kept_in_secret():
    state = GAME.new_game(3, 4)
    assert state.secret is not None and state.actors() == [0, 1, 2]
    dealt = [m for seat in range(3) for m in state.offered[seat]]
    assert len(dealt) == 6 and len(set(dealt)) == 6
    for seat in range(3):
        assert state.legal_actions(seat) == [("keep", m) for m in state.offered[seat]]
    keep = {seat: state.offered[seat][1] for seat in range(3)}
    for seat in range(3):
        state.apply(seat, ("keep", keep[seat]))
    assert state.mission == [keep[0], keep[1], keep[2]]
    assert state.secret is None


def test_example_first_turn_the_start_player_rolls_four_dice_with_two_ships():
    """'In seinem ersten Spielzug hat der Startspieler z. B. 4 Würfel und 2 Schiffe.'"""
    state = GAME.new_game(2, 9)
    for seat in range(2):
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.actors() == [state.first]
    assert len(state.pool) == 4
    assert len(state.ships[state.first]) == 2


def test_first_player_is_drawn_at_random():
    firsts = set()
    for seed in range(30):
        firsts.add(GAME.new_game(4, seed).first)
    assert firsts == {0, 1, 2, 3}


def test_solo_rogue_starts_with_nothing_but_four_ships_and_the_player_begins():
    state = GAME.new_game(1, 3, {"rogue": "hades"})
    assert state.rogue == 1 and state.owners == 2
    assert state.res[1] == [0, 0]
    assert state.ships[1] == [HOME] * 4
    assert state.actors() == [0] and state.cur == 0
    assert len(state.pool) == 4
    assert state.offered == [[]]


def test_rogue_option_only_for_solo():
    with pytest.raises(Exception):
        GAME.new_game(2, 1, {"rogue": "hades"})
    assert set(GAME.options["rogue"].choices) == set(data.ROGUES)
