"""``board.powers`` (every column's power at once, for views, supremacy and the playout
bot) is ``column_power`` of each column: with texts changing powers in play and without."""
import random

from spelbord.games.scarab_lords import board

from .helpers import GAME


def test_all_column_powers_at_once_are_each_columns_power():
    seen = {"with texts": 0, "without": 0}
    for seed in range(12):
        state = GAME.new_game(2, seed, {"advanced": seed % 2 == 1})
        rng = random.Random(seed)
        while state.actors():
            expected = [[board.column_power(state, seat, column) for column in board.COLUMNS] for seat in (0, 1)]
            assert board.powers(state) == expected
            seen["with texts" if state.passives("power") else "without"] += 1
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen["with texts"] > 20 and seen["without"] > 20, seen  # both ways of counting were checked
