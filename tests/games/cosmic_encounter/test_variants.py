"""The alien variants (SV l.350-370) as options, in real games."""
from __future__ import annotations

import random

import pytest

from spelbord.engine import InvalidOptions
from spelbord.games.cosmic_encounter import GAME, data

from .script import Script, card, launch, table


def test_one_alien_each_by_default_all_different():
    state = GAME.new_game(5, 3)
    assert all(len(p) == 1 for p in state.powers)
    assert len({p[0] for p in state.powers}) == 5 and not any(state.hidden)


def test_multiple_powers():
    """Multipelegenskaper (SV l.358)."""
    state = GAME.new_game(5, 3, {"powers": 3})
    keys = [k for p in state.powers for k in p]
    assert all(len(p) == 3 for p in state.powers) and len(set(keys)) == 15


def test_multiple_powers_are_lost_together_below_three_home_bases():
    state = table([["void", "laser"], None, None], defender=1)
    assert state.powers_in_force(0) == ["void", "laser"]
    for planet in (0, 1, 2):
        state.ships[3][0] += state.ships[planet][0]
        state.ships[planet][0] = 0
    assert state.powers_in_force(0) == []


@pytest.mark.parametrize("choose, offered, kept", [("1of2", 2, 1), ("1of3", 3, 1), ("2of3", 3, 2)])
def test_one_of_two_and_of_three(choose, offered, kept):
    """En av två (SV l.362): offered aliens are secret; each keeps one (or two of three)."""
    state = GAME.new_game(4, 7, {"choose": choose})
    assert state.secret is not None and state.secret.kind == "aliens"
    assert all(len(o) == offered for o in state.power_offer)
    assert len({k for o in state.power_offer for k in o}) == 4 * offered
    assert state.view(1)["powers"] == [[], [], [], []] and "alien_offer" not in state.view(None)
    picks = {}
    for seat in range(4):
        picks[seat] = state.power_offer[seat][:kept]
        for key in picks[seat]:
            state.apply(seat, ("keep_alien", key))
    assert [sorted(p) for p in state.powers] == [sorted(picks[s]) for s in range(4)]


def test_rotating_powers_draw_a_new_alien_after_each_turn():
    """Roterande egenskaper (SV l.360)."""
    state = GAME.new_game(3, 11, {"rotating": True})
    rng = random.Random(1)
    rotations = []
    while len(rotations) < 6 and state.outcome() is None:
        seat = state.actors()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        rotations += [e for e in events if e["type"] == "power_rotated"]
        held = [k for p in state.powers for k in p]
        assert len(held) == len(set(held)) == 3
    assert len(rotations) == 6 and all(e["powers"] for e in rotations)
    assert [e["seat"] for e in rotations] == [(rotations[0]["seat"] + i) % 3 for i in range(6)]


def test_hidden_power_is_secret_and_does_nothing_until_shown():
    """Dolda krafter (SV l.368): even a mandatory power waits until its owner shows it."""
    low, high = card("attack", 4), card("attack", 30)
    state = table(["void", None, None], hands={0: [high], 1: [low]}, defender=1, options={"hidden": True})
    state.hidden = [True, True, True]
    assert state.view(1)["powers"][0] is None and state.view(0)["powers"][0] == ["void"]
    assert state.powers_in_force(0) == []
    assert ("reveal_power", "void") in state.uses(0, "launch")
    state2 = table([None, "void", None], hands={0: [low], 1: [high]}, defender=1, options={"hidden": True})
    state2.hidden = [True, True, True]
    Script(state2, choose={"launch": launch(2)}, chosen_cards={0: low, 1: high}).challenge_over()
    assert state2.warp[0] == 2 and state2.removed[0] == 0  # never shown: no Vakuan
    state3 = table([None, "void", None], hands={0: [low], 1: [high]}, defender=1, options={"hidden": True})
    state3.hidden = [True, True, True]
    s3 = Script(state3, choose={"launch": launch(2), "window": _reveal_at(1, "reveal")},
                chosen_cards={0: low, 1: high}).challenge_over()
    assert state3.removed[0] == 2 and state3.hidden[1] is False
    assert s3.of_type("power_shown") == [{"type": "power_shown", "seat": 1, "powers": ["void"]}]


def _reveal_at(seat, moment):
    def pick(s, legal, state):
        frame = state.stack[-1]
        if s == seat and frame[2] == moment:
            return next((a for a in legal if a[0] == "reveal_power"), None)
        return None
    return pick


def test_hidden_with_rotating_draws_a_new_hidden_alien_after_showing():
    """SV l.370: once used, the alien goes back and a new one is drawn, hidden."""
    low, high = card("attack", 4), card("attack", 30)
    options = {"hidden": True, "rotating": True}
    state = table([None, "void", None], hands={0: [low], 1: [high]}, defender=1, options=options)
    state.hidden = [True, True, True]
    script = Script(state, choose={"launch": launch(2), "window": _reveal_at(1, "reveal")},
                    chosen_cards={0: low, 1: high}).challenge_over()
    assert state.hidden[1] is True
    drawn = script.of_type("power_drawn")
    assert drawn and drawn[0]["seat"] == 1 and drawn[0]["to"] == [1]
    assert script.of_type("power_rotated")[0]["powers"] is None  # the others learn nothing


def test_one_power_per_planet_for_two_or_three_players():
    """En egenskap per planet (SV l.364-366)."""
    with pytest.raises(InvalidOptions):
        GAME.new_game(4, 1, {"planet_powers": True})
    state = GAME.new_game(3, 1, {"planet_powers": True})
    assert all(len(p) == 5 for p in state.planet_powers)
    assert len({k for p in state.planet_powers for k in p}) == 15


def test_one_power_per_planet_defends_with_the_planets_alien():
    low, high = card("attack", 4), card("attack", 30)
    state = table([None, None], hands={0: [low], 1: [high]}, options={"planet_powers": True})
    state.planet_powers = [["laser", "clone", "mind", "mutant", "trader"],
                           ["void", "zombie", "laser", "clone", "mind"]]
    state.powers = [list(p) for p in state.planet_powers]
    script = Script(state, choose={"launch": launch(2), "aim": lambda s, legal, st: ("aim", 5)},
                    chosen_cards={0: low, 1: high})
    script.challenge_over()
    assert state.removed[0] == 2  # planet 5 is the Vakuan's


@pytest.mark.parametrize("options, players", [
    ({"planet_powers": True, "powers": 2}, 2),
    ({"planet_powers": True, "hidden": True}, 3),
    ({"choose": "1of2", "powers": 2}, 4),
])
def test_impossible_combinations_are_refused(options, players):
    with pytest.raises(InvalidOptions):
        GAME.new_game(players, 1, options)


def test_every_variant_is_in_the_games_test_variants():
    seen = {key for players in (2, 3, 4, 5) for options in GAME.variants(players) for key in options}
    assert {"powers", "choose", "rotating", "hidden", "planet_powers"} <= seen
    assert len(data.ALIENS) >= 3 * 5


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_variant_option_help_is_translated(lang):
    from spelbord.games.cosmic_encounter.variants import OPTIONS
    from spelbord.i18n import translator
    words = translator(lang, GAME.name)
    for option in OPTIONS.values():
        assert words(option.help) != option.help
