"""Who a response window asks and what it offers, judged quickly and still exactly.

SV l.316: "Det är inte heller tvunget att du sitter i tur för att få spela ett
ödeskort - det är bara "Stjärnvirvel" som måste spelas när det är din tur." A
window asks every seat that could hold a fate card playable now, as far as the
table can see: a seat with cards, while a kind playable now is not all in the
discard pile (``EffectsRuntime.may_respond``). The runtime answers this from a
table of the kinds each moment allows and each kind's ``offers``; these tests
compare it, along seeded random games of every variant, with that definition
written out plainly.
"""
import random

import pytest

from spelbord.games.cosmic_encounter import GAME, deck, edicts
from spelbord.games.cosmic_encounter.effects_runtime import edict
from spelbord.games.cosmic_encounter.hooks import MOMENTS


def _kinds():
    return {key: {c for c, k in enumerate(deck.KEY) if k == key and deck.KIND[c] == "edict"} for key in edicts.EDICTS}


def _may_play_fate_plainly(state, seat, moment):
    """A seat with cards, and a kind not all in the discard pile whose card would offer a use now."""
    if not state.hands[seat]:
        return False
    discarded = set(state.discard)
    return any(not discarded.issuperset(cards) and edict(key).uses(moment, state, seat)
               for key, cards in _kinds().items())


def _fate_uses_plainly(state, seat, moment):
    """The uses of every kind of fate card in the hand, kinds in order of their keys."""
    held = sorted({deck.KEY[c] for c in state.hands[seat] if deck.KIND[c] == "edict"})
    return [use for key in held for use in edict(key).uses(moment, state, seat)]


def _positions(players, seeds):
    """States along seeded random games of every variant for ``players``."""
    variants = GAME.variants(players)
    for seed in seeds:
        state = GAME.new_game(players, seed, {**variants[seed % len(variants)], "turn_limit": 10})
        rng = random.Random(seed)
        while state.actors():
            yield state
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_seat_is_asked_exactly_when_a_fate_card_could_be_played(players):
    checked = asked = 0
    for state in _positions(players, range(6)):
        if state.secret is not None:
            continue
        for moment in MOMENTS:
            for seat in range(players):
                answer = state._may_play_fate(seat, moment)
                assert answer == _may_play_fate_plainly(state, seat, moment), (moment, seat)
                assert state._fate_uses(seat, moment) == _fate_uses_plainly(state, seat, moment), (moment, seat)
                checked += 1
                asked += answer
    assert asked and asked < checked  # both answers met


@pytest.mark.parametrize("players", [2, 4])
def test_each_kind_offers_exactly_when_it_has_uses(players):
    for state in _positions(players, range(3)):
        if state.secret is not None:
            continue
        for key in edicts.EDICTS:
            for moment in MOMENTS:
                for seat in range(players):
                    assert edict(key).offers(moment, state, seat) == bool(edict(key).uses(moment, state, seat)), \
                        (key, moment, seat)

