"""The games' response windows as the engine sees them (``state.response_window()``),
on which ``holds_nothing_playable`` (auto-pass) rests: the window's seats are the
actors, and a seat holds nothing playable exactly when the pass is all it may do.
Quo Vadis asks, clockwise, the seats with senators in the committee or laurels;
Tiny Epic Galaxies, clockwise, the galaxies that can pay for a copy; Cosmic
Encounter, one seat at a time, every seat that by public knowledge could play a
fate card or use a power (so that often the pass is all it holds)."""
import random

import pytest

import spelbord


@pytest.mark.parametrize("name,players,options", [("quo-vadis", 4, None), ("tiny-epic-galaxies", 3, None),
                                                  ("cosmic-encounter", 4, {"turn_limit": 10})])
def test_the_window_names_the_actors(name, players, options):
    game = spelbord.load(name)
    windows = 0
    for seed in range(6):
        state, rng = game.new_game(players, seed, options), random.Random(seed)
        while state.actors():
            window = state.response_window()
            if window is not None:
                windows += 1
                assert state.actors() == window.actors()
                for seat in state.actors():
                    legal = state.legal_actions(seat)
                    assert ("pass",) in legal
                    assert state.holds_nothing_playable(seat) == (legal == [("pass",)])
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert windows > 0


def test_cosmic_encounter_asks_seats_that_hold_nothing_and_seats_that_hold_a_card():
    """Who is asked is public; so some asked seats hold a fate card and some hold nothing
    playable, and auto-pass answers for the latter."""
    game = spelbord.load("cosmic-encounter")
    nothing = something = 0
    for seed in range(4):
        state, rng = game.new_game(4, seed, {"turn_limit": 10}), random.Random(seed)
        while state.actors():
            if state.response_window() is not None:
                seat = state.actors()[0]
                if state.holds_nothing_playable(seat):
                    nothing += 1
                else:
                    something += 1
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert nothing > 0 and something > 0
