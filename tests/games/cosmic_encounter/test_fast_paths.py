"""The short cuts of the response windows and the powers in force, against the plain rules.

At every moment "every active power's ... then a response window asks the seats in the same
order, each as long as it wants to use an optional power or play fate cards" (see
:mod:`spelbord.games.cosmic_encounter.effects_runtime`); of the fate cards "På varje ödeskort
står vilken effekt det har, och när det får spelas" (SV l.312), and "Det är inte heller tvunget
att du sitter i tur för att få spela ett ödeskort" (SV l.316). The runtime skips work no answer
depends on (a hand without a fate card
playable at the moment, a seat whose powers are all mandatory, the timings looked up once);
here the plain rules, written out as they read, must give the same answers along seeded
random games of every variant the generic checks play.
"""
from __future__ import annotations

import random

import pytest

import spelbord
from spelbord.games.cosmic_encounter import data, deck, edicts, powers
from spelbord.games.cosmic_encounter.hooks import MOMENTS, Effect

GAME = spelbord.load("cosmic-encounter")


def plain_power_uses(state, seat, moment):
    """Every power in force offers its uses unless mandatory; a hidden power may be shown."""
    actions = []
    for key in state.powers_in_force(seat):
        effect = powers.POWERS[key]()
        if not effect.mandatory:
            actions += effect.uses(moment, state, seat)
    if state.hidden[seat] and state._may_reveal(seat):
        actions += [("reveal_power", key) for key in state.powers[seat]]
    return actions


def plain_fate_uses(state, seat, moment):
    """Every kind of fate card held whose timing allows the moment, in order of the kinds' keys."""
    actions = []
    for key in sorted(edicts.EDICTS):
        held = any(deck.KIND[c] == "edict" and deck.KEY[c] == key for c in state.hands[seat])
        if held and moment in edicts.TIMING[data.FATE_CARDS[key].timing]:
            actions += edicts.EDICTS[key]().uses(moment, state, seat)
    return actions


def plain_may_respond(state, seat, moment):
    """A usable power, or cards in hand while a kind playable now, not all discarded, would offer a use."""
    if plain_power_uses(state, seat, moment):
        return True
    return bool(state.hands[seat]) and any(
        moment in edicts.TIMING[data.FATE_CARDS[key].timing]
        and any(deck.KEY[c] == key and deck.KIND[c] == "edict" and c not in state.discard for c in range(len(deck.KEY)))
        and cls().uses(moment, state, seat)
        for key, cls in edicts.EDICTS.items())


def plain_active_effects(state, hook):
    """(owner, key) of every power in force in rule order (those overriding ``hook``), then lasting cards."""
    found = []
    for seat in state.rule_order():
        for key in state.powers_in_force(seat):
            cls = powers.POWERS[key]
            if hook is None or getattr(cls, hook) is not getattr(Effect, hook):
                found.append((seat, key))
    return found + list(state.lasting)


def plain_value(state, point, default, **ctx):
    """Every active effect has its say, in rule order, then the lasting fate cards."""
    for owner, key in plain_active_effects(state, None):
        effect = (powers.POWERS.get(key) or edicts.EDICTS[key])()  # the keys of the two differ
        default = effect.value(point, default, state, owner, **ctx)
    return default


def window_states(players, options, games=3):
    """Seeded random games; yields each state whose top frame is a response window."""
    rng = random.Random(players)
    for seed in range(games):
        state = GAME.new_game(players, seed, {"turn_limit": 30, **options})
        while actors := state.actors():
            if state.secret is None and state.stack[-1][0] == "window":
                yield state
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_window_short_cuts_agree_with_the_plain_rules(players):
    checked = 0
    for options in GAME.variants(players):
        for state in window_states(players, options):
            moment = state.stack[-1][2]
            for seat in range(players):
                assert state._power_uses(seat, moment) == plain_power_uses(state, seat, moment)
                assert state._fate_uses(seat, moment) == plain_fate_uses(state, seat, moment)
                assert state.may_respond(seat, moment) == plain_may_respond(state, seat, moment)
            assert state.value("ship_loss", "warp", player=state.stack[-1][1], cause="combat", winner=None) \
                == plain_value(state, "ship_loss", "warp", player=state.stack[-1][1], cause="combat", winner=None)
            for hook in (None, "value", "at"):
                found = [(owner, effect.key) for owner, effect in state.active_effects(hook)]
                assert found == plain_active_effects(state, hook)
            checked += 1
    assert checked > 100


def test_fate_card_timings_agree_with_the_data_file():
    """"det är bara "Stjärnvirvel" som måste spelas när det är din tur" (SV l.316): each card's timing word."""
    for key, cls in edicts.EDICTS.items():
        for moment in MOMENTS:
            expected = moment in edicts.TIMING[data.FATE_CARDS[key].timing]
            assert cls().playable(moment, None, 0) is expected, (key, moment)
