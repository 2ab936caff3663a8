"""The engine's generic checks: seeded random games (invariants after every step),
no leak of hidden information, replay, refusal of bad input. 500 games per player
count and per variant, in chunks so ``pytest -n 2`` can share them."""
import random

import pytest

from spelbord.engine.checks import assert_refuses_bad_input, assert_replays, random_playthrough

from .helpers import GAME

GAMES = 500
CHUNK = 125
CONFIGS = [(players, variant) for players in range(2, 6) for variant in GAME.variants(players)]


@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_random_games(players, options, start):
    for seed in range(start, start + CHUNK):
        # every tenth game also checks for leaks along the way, and replays
        leak = 15 if seed % 10 == 0 else 0
        state = random_playthrough(GAME, players, seed, options, leak_every=leak)
        assert state.outcome()["winners"]
        if seed % 10 == 0:
            assert_replays(state)


@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda x: str(x))
def test_bad_input_is_refused_in_every_phase(players, options):
    rng = random.Random(players)
    phases = set()
    for seed in range(40):
        state = GAME.new_game(players, seed, options)
        while state.actors():
            kind = state.secret.kind if state.secret else state.phase
            if kind not in phases or rng.random() < 0.02:
                phases.add(kind)
                assert_refuses_bad_input(state, rng)
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert_refuses_bad_input(state, rng)
    expected = {"plan_action" if players == 2 and options["variant"] == "surprise" else
                ("action" if players == 2 else "plan"), "report", "take", "steal"}
    assert expected <= phases


def test_leak_check_catches_hidden_cards_in_every_phase():
    """Leak checks at every step of a few games, at all player counts."""
    for players in range(2, 6):
        for options in GAME.variants(players):
            random_playthrough(GAME, players, 1234, options, leak_every=1)
