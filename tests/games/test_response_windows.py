"""The games' response windows as the engine sees them (``state.response_window()``),
on which ``holds_nothing_playable`` (auto-pass) rests: the window's seats are the
actors, and a seat holds nothing playable exactly when the pass is all it may do.
Quo Vadis asks, clockwise, the seats with senators in the committee or laurels;
Tiny Epic Galaxies, clockwise, the galaxies that can pay for a copy."""
import random

import pytest

import spelbord


@pytest.mark.parametrize("name,players", [("quo-vadis", 4), ("tiny-epic-galaxies", 3)])
def test_the_window_names_the_actors(name, players):
    game = spelbord.load(name)
    windows = 0
    for seed in range(6):
        state, rng = game.new_game(players, seed), random.Random(seed)
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
