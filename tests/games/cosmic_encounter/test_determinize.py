"""determinize(seat, k) re-deals what ``seat`` cannot see, and everything derived
from it is computed afresh: in every re-dealt state the same seats act, and each
legal action of each of them applies (engine design, "who may act now"); the cards
``seat`` knows to be in a hand stay there, and its view is the same."""
import random

import pytest

from spelbord.games.cosmic_encounter import GAME

GAMES = 12
SAMPLES = 3


def holders(state, observer) -> dict:
    """Each card ``observer`` knows to be in another seat's hand or chosen, and that seat."""
    held = {}
    for seat in range(state.players):
        if seat != observer:
            for card in state.hands[seat] + ([state.chosen[seat]] if seat in state.chosen else []):
                if state.knows(observer, card):
                    held[card] = seat
    return held


def assert_determinizations_playable(state, rng) -> None:
    actors = state.actors()
    for observer in [None, *range(state.players)]:
        known = holders(state, observer)
        for _ in range(SAMPLES):
            k = rng.getrandbits(32)
            other = state.determinize(observer, k)
            assert other.actors() == actors, f"observer {observer}, k {k}: other seats act"
            assert holders(other, observer) == known, f"observer {observer}, k {k}: a card it knows moved"
            assert other.view(observer) == state.view(observer)
            for seat in actors:
                legal = other.legal_actions(seat)
                assert legal, f"observer {observer}, k {k}: seat {seat} acts with no legal action"
                for action in legal:
                    other.clone().apply(seat, action)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_determinization_has_the_same_actors_and_playable_actions(players):
    variants = GAME.variants(players)
    for seed in range(GAMES):
        options = variants[seed % len(variants)]
        state = GAME.new_game(players, seed, options)
        rng = random.Random(seed)
        step = 0
        while state.actors() and step < 3000:
            if rng.random() < 0.03:
                assert_determinizations_playable(state, rng)
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1


def test_the_referees_position_a_fate_card_re_dealt_away_is_not_offered():
    """The issue's reproduction: a re-dealt seat 0 may no longer hold Kosmisk
    strålning, and then it is not among its legal actions."""
    state = GAME.new_game(2, 0, {"turn_limit": 30})
    assert ("edict", "cosmic_zap", 1) in state.legal_actions(0)
    offered = 0
    for k in range(20):
        other = state.determinize(1, k)
        legal = other.legal_actions(0)
        assert other.actors() == [0] and ("pass",) in legal
        for action in legal:
            other.clone().apply(0, action)
        offered += ("edict", "cosmic_zap", 1) in legal
    assert 0 < offered < 20
