"""Every game's observation encoder, for every player count and variant: a fixed-size
float32 vector in [0, 1] for every seat in every sampled state of random games, that
tells the states apart, and whose layout docs/rl.md shows as the code has it."""
import json
import random
import re
from pathlib import Path

import numpy as np
import pytest

import spelbord
from tests.configs import every_config
from spelbord.rl.observation import encoder, encoder_for

DOC = Path(__file__).parents[2] / "docs" / "rl.md"
SAMPLE_EVERY = 7


def _sampled_views(game, players, options, seed):
    """(seat, view) pairs of every seat, every few steps of a random game."""
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        if step % SAMPLE_EVERY == 0:
            for seat in range(players):
                yield state, seat, state.view(seat)
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    for seat in range(players):
        yield state, seat, state.view(seat)


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_encodings_are_fixed_size_and_in_range(game, players, options):
    distinct_views, distinct_codes = set(), set()
    for state, seat, view in _sampled_views(game, players, options, seed=players):
        enc = encoder_for(state)
        code = enc.encode(view)
        assert code.dtype == np.float32 and code.shape == (enc.size,)
        assert np.isfinite(code).all()
        assert code.min() >= 0.0 and code.max() <= 1.0, \
            f"values outside [0, 1] at {[enc.fields[i] for i in range(len(enc.fields))]}"
        distinct_views.add(json.dumps(view, sort_keys=True, default=str))
        distinct_codes.add(code.tobytes())
    assert len(distinct_codes) >= len(distinct_views) // 2, \
        f"{len(distinct_views)} different views gave only {len(distinct_codes)} different vectors"


@pytest.mark.parametrize("name", spelbord.games())
def test_docs_show_the_layout(name):
    game = spelbord.load(name)
    players = game.default_players or game.min_players
    table = encoder(name, players, game.new_game(players, 0).options).describe()
    found = re.search(rf"<!-- observation:{name} -->\n(.*?)\n<!-- /observation:{name} -->", DOC.read_text(), re.S)
    assert found, f"docs/rl.md has no observation table for {name}"
    assert found.group(1).strip() == table.strip(), \
        f"docs/rl.md's table for {name} differs from the encoder's layout; paste Encoder.describe()"
