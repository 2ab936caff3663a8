"""The engine's generic checks: seeded random games (invariants after every step), no
leak, replay, refusal of bad input. 500 games per player count and per variant, in
chunks so ``pytest -n 2`` can share them."""
import random

import pytest

from spelbord.engine.checks import (assert_no_leak, assert_refuses_bad_input, assert_replays,
                                    random_playthrough)

from .helpers import GAME

GAMES = 500
CHUNK = 50
# the longest games (five players, the consul election) first, so two workers finish together
CONFIGS = sorted(((players, variant) for players in range(3, 6) for variant in GAME.variants(players)),
                 key=lambda config: (-len(config[1]), -config[0]))


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_random_games(players, options, start):
    for seed in range(start, start + CHUNK):
        # every 25th game also checks for leaks along the way, and replays
        leak = 37 if seed % 25 == 0 else 0
        state = random_playthrough(GAME, players, seed, options, leak_every=leak)
        assert state.outcome()["winners"]
        if seed % 25 == 0:
            assert_replays(state)


@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_bad_input_is_refused_in_every_phase(players, options):
    rng = random.Random(players)
    phases = set()
    for seed in range(12):
        state = GAME.new_game(players, seed, options)
        while state.actors():
            if state.phase not in phases or rng.random() < 0.01:
                phases.add(state.phase)
                assert_refuses_bad_input(state, rng)
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert_refuses_bad_input(state, rng)
    assert {"turn", "pledge", "offers", "respond", "counter", "answer", "bonus"} <= phases
    if options.get("consul"):
        assert "remove" in phases


def test_leak_check_in_every_phase():
    """Leak checks at every third step of a game per player count and variant."""
    for players in range(3, 6):
        for options in GAME.variants(players):
            random_playthrough(GAME, players, 1234, options, leak_every=3)


def test_with_open_laurels_determinize_reshuffles_only_the_pile():
    state = GAME.new_game(4, 3, {"open_laurels": True})
    orders = {tuple(state.determinize(1, k).pile) for k in range(10)}
    assert len(orders) > 1
    assert_no_leak(state, 5)
