"""The engine's generic checks on Cosmic Encounter: 500 seeded random games per
player count, spread over every variant of ``GAME.variants`` (the alien variants,
sole ruler, one offer per deal); invariants after every step, no leak of hands,
deck order, hidden aliens or secret cards, replay, and bad input refused."""
import random

import pytest

from spelbord.engine.checks import assert_no_leak, assert_refuses_bad_input, assert_replays, random_playthrough
from spelbord.games.cosmic_encounter import GAME

GAMES = 500
CHUNK = 50


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_playthroughs(players, chunk):
    variants = GAME.variants(players)
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        options = variants[seed % len(variants)]
        state = random_playthrough(GAME, players, seed, options, leak_every=61 if seed % 10 == 0 else 0)
        assert state.outcome() is not None
        if seed % 25 == 0:
            assert_replays(state)


def test_variants_cover_every_option():
    seen = {key for players in (2, 3, 4, 5) for options in GAME.variants(players) for key in options}
    assert seen >= set(GAME.options) - {"deal_seconds"}
    assert any(v.get("planet_powers") for v in GAME.variants(2))
    assert not any(v.get("planet_powers") for v in GAME.variants(4))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_refuses_bad_input_along_a_game(players):
    state = GAME.new_game(players, 5, {"turn_limit": 20})
    rng = random.Random(players)
    for step in range(600):
        if not state.actors():
            break
        if step % 15 == 0:
            assert_refuses_bad_input(state, rng)
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_hands_deck_and_secret_card_never_leak():
    state = GAME.new_game(4, 8)
    rng = random.Random(8)
    checked = set()
    for _ in range(3000):
        if not state.actors():
            break
        if state.secret is not None and state.secret.done and "secret" not in checked:
            checked.add("secret")
            assert_no_leak(state, 3)
            chooser = next(iter(state.secret.done))
            other = (chooser + 1) % 4
            assert "mine" not in state.view(other)["secret"] or state.view(other)["secret"]["mine"] == []
        if state.chosen and "chosen" not in checked:
            checked.add("chosen")
            assert_no_leak(state, 4)
            seat = next(iter(state.chosen))
            assert state.view(seat)["my_card"] == state.chosen[seat]
            assert all("my_card" not in state.view(s) for s in range(4) if s not in state.chosen)
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    view = state.view(0)
    assert view["hand"] == state.hands[0] and "hand" not in state.view(None)
    assert isinstance(view["deck"], int)
    other = max(range(1, 4), key=lambda s: len(state.hands[s]))
    assert len(state.hands[other]) >= 2
    others = {tuple(state.determinize(0, k).hands[other]) for k in range(20)}
    assert len(others) > 1, "another seat's hand must be re-dealt"


def test_hidden_aliens_never_leak():
    state = GAME.new_game(3, 2, {"hidden": True})
    assert state.view(1)["powers"][0] is None and state.view(0)["powers"][0] == state.powers[0]
    guesses = {tuple(state.determinize(1, k).powers[0]) for k in range(20)}
    assert len(guesses) > 1
    assert_no_leak(state, 5)


def test_aliens_offered_at_set_up_are_a_secret_choice():
    state = GAME.new_game(3, 4, {"choose": "2of3"})
    assert state.secret.kind == "aliens" and len(state.view(0)["alien_offer"]) == 3
    assert "alien_offer" not in state.view(None)
    for seat in range(3):
        offer = state.power_offer[seat]
        state.apply(seat, ("keep_alien", offer[0]))
        assert_no_leak(state, seat)
        state.apply(seat, ("keep_alien", offer[2]))
    assert state.powers[1] == [state.view(None)["powers"][1][0], state.view(None)["powers"][1][1]]
    assert len(state.powers[2]) == 2 and state.secret is None


def test_invariants_catch_a_broken_position():
    state = GAME.new_game(3, 1)
    state.check_invariants()
    for spoil in (lambda s: s.warp.__setitem__(0, s.warp[0] + 1),       # a ship from nowhere
                  lambda s: s.ships[0].__setitem__(0, s.ships[0][0] - 1),  # a ship lost
                  lambda s: s.deck.append(s.hands[0][0]),                 # a card twice
                  lambda s: s.hands[1].pop(),                             # a card lost
                  lambda s: s.destiny.pop()):                             # a star card lost
        broken = state.clone()
        spoil(broken)
        with pytest.raises(AssertionError):
            broken.check_invariants()
