"""The engine's generic checks on Tiny Epic Galaxies: 500+ seeded random games per
player count (solo: per rogue galaxy), invariants, no leak, replay, bad input."""
import random

import pytest

import spelbord
from spelbord.engine.checks import assert_no_leak, assert_refuses_bad_input, assert_replays, random_playthrough

GAME = spelbord.load("tiny-epic-galaxies")
GAMES = 500
CHUNK = 50


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_playthroughs(players, chunk):
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        state = random_playthrough(GAME, players, seed, leak_every=97 if seed % 10 == 0 else 0)
        assert state.outcome() is not None
        if seed % 25 == 0:
            assert_replays(state)


@pytest.mark.parametrize("rogue", sorted(GAME.options["rogue"].choices))
def test_solo_playthroughs(rogue):
    for seed in range(GAMES):
        state = random_playthrough(GAME, 1, seed, {"rogue": rogue}, leak_every=13 if seed % 10 == 0 else 0)
        outcome = state.outcome()
        assert outcome["winner"] in ("player", "rogue")
        assert state.actors() == []
        if seed % 25 == 0:
            assert_replays(state)


def test_variants_cover_every_rogue_galaxy():
    assert [v["rogue"] for v in GAME.variants(1)] == list(GAME.options["rogue"].choices)
    assert GAME.variants(3) == [{}]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_refuses_bad_input_along_a_game(players):
    state = GAME.new_game(players, 5)
    rng = random.Random(players)
    for step in range(400):
        if not state.actors():
            break
        if step % 20 == 0:
            assert_refuses_bad_input(state, rng)
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("players", [2, 4])
def test_no_leak_of_missions_and_deck(players):
    state = GAME.new_game(players, 8)
    assert_no_leak(state, 1)  # during the secret mission choice
    view = state.view(0)
    assert "deck" in view and isinstance(view["deck"], int)
    assert view["my_offered"] == state.offered[0]
    assert "my_offered" not in state.view(None)
    others = {tuple(state.determinize(0, k).offered[1]) for k in range(30)}
    assert len(others) > 1, "another seat's dealt missions must be re-dealt"
    decks = {tuple(state.determinize(0, k).deck) for k in range(5)}
    assert len(decks) > 1, "the deck order must be re-dealt"
    for seat in range(players):
        state.apply(seat, state.legal_actions(seat)[0])
    assert_no_leak(state, 2)
    assert state.view(1)["my_mission"] == state.mission[1]
    assert "my_mission" not in state.view(None)
    kept = {state.determinize(0, k).mission[1] for k in range(30)}
    assert len(kept) > 1
    assert all(m not in state.offered[0] for m in kept), "seat 0 knows where its own two missions are"


def test_solo_has_no_missions_and_rogue_is_not_a_seat():
    state = GAME.new_game(1, 3)
    assert state.secret is None
    assert state.actors() == [0]
    view = state.view(0)
    assert view["rogue"]["galaxy"] == "artemis"
    assert "my_mission" not in view


def test_invariants_catch_a_broken_position():
    state = GAME.new_game(3, 1)
    for seat in range(3):
        state.apply(seat, state.legal_actions(seat)[0])
    state.check_invariants()
    for spoil in (lambda s: s.deck.append(s.row[0]),          # a planet twice
                  lambda s: s.ships[0].append(-1),             # a ship the empire level does not allow
                  lambda s: s.track[1].__setitem__(0, 0),      # a track marker without its ship
                  lambda s: s.res[2].__setitem__(0, 8)):       # more than 7 energy
        broken = state.clone()
        spoil(broken)
        with pytest.raises(AssertionError):
            broken.check_invariants()
