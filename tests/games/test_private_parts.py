"""``Game.private_parts(view)``: what of a seat's view the other seats may not see, the parts a
hot-seat screen is covered for (js/hotseat.js). For every game and variant, in sampled states of
random games: every part marked holds something and no other seat's view shows it alike; and a
seat with no part marked sees nothing another seat cannot (its view stays the same when what
that other seat cannot see is re-dealt). Then each game's parts at moments of its own."""
import random

import pytest

import spelbord
from tests.configs import every_config


def at(view, path):
    """The part at ``path``, or None (as js/hotseat.js reads it)."""
    for key in path:
        view = None if view is None else view.get(key) if isinstance(view, dict) else view[key]
    return view


def check_parts(state, seed):
    seats = range(state.players)
    views = {seat: state.view(seat) for seat in seats}
    parts = {seat: state.game.private_parts(views[seat]) for seat in seats}
    assert state.game.private_parts(state.view(None)) == {}
    for seat in seats:
        for name, path in parts[seat].items():
            assert at(views[seat], path) not in (None, [], {}), (name, "marked but empty")
            for other in seats:
                if other != seat and path not in parts[other].values():
                    assert at(views[other], path) != at(views[seat], path), (name, "seen alike by", other)
        if not parts[seat]:
            for other in seats:
                if other != seat:
                    redealt = state.determinize(other, seed)
                    assert redealt.view(seat) == views[seat], (seat, "sees what", other, "cannot, unmarked")


@pytest.mark.parametrize("game,players,options", list(every_config()))
def test_private_parts_are_hidden_from_the_others_and_complete(game, players, options):
    for seed in range(2):
        state, rng = game.new_game(players, seed, options), random.Random(seed)
        for step in range(400):
            if not state.actors():
                break
            if step % 7 == 0:
                check_parts(state, seed + step)
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def _play_until(state, test, seed=1, steps=3000):
    rng = random.Random(seed)
    for _ in range(steps):
        if test(state):
            return state
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("the moment never came")


def parts(state, seat):
    return state.game.private_parts(state.view(seat))


def test_quo_vadis_laurels_are_private_only_face_down_and_while_held():
    """SV l.68: the laurels taken are laid "framför sig med avigsidan uppåt" (face down): an empty
    pile, or with the option open_laurels any pile, hides nothing."""
    game = spelbord.load("quo-vadis")
    state = game.new_game(4, 1)
    assert [parts(state, seat) for seat in range(4)] == [{}] * 4
    state = _play_until(state, lambda s: any(parts(s, seat) for seat in range(4)))
    holder = next(seat for seat in range(4) if parts(state, seat))
    assert parts(state, holder) == {"laurels": ["laurels", holder]}
    assert state.view((holder + 1) % 4)["laurels"][holder] is None
    open_game = game.new_game(4, 1, {"open_laurels": True})
    _play_until(open_game, lambda s: sum(map(sum, s.laurels)) >= 3)
    assert [parts(open_game, seat) for seat in range(4)] == [{}] * 4


def test_spionage_secret_cards_and_secret_picks_are_private():
    """SV l.56: "Du får titta på dina egna Hemliga Kort så ofta du vill, men visa dem inte i
    onödan för någon annan!"; the planning card is chosen in secret."""
    state = spelbord.load("spionage").new_game(3, 2)
    assert parts(state, 0) == {"hand": ["hand"]}
    seat = state.actors()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    assert parts(state, seat) == {"hand": ["hand"], "picks": ["secret", "mine"]}
    state.hands[seat] = []
    assert parts(state, seat) == {"picks": ["secret", "mine"]}


def test_scarab_lords_hand_is_private_until_it_is_empty():
    state = spelbord.load("scarab-lords").new_game(2, 3)
    assert parts(state, 0) == {"hand": ["hand"]} == parts(state, 1)
    state.hand[1] = []
    assert parts(state, 1) == {}


def test_tiny_epic_galaxies_secret_missions_are_private():
    """DE l.75: "Jeder Spieler erhält verdeckt 2 zufällige Geheimauftragskarten ... Bis zum
    Spielende bleibt die gewählte Karte geheim." Solo there are none."""
    game = spelbord.load("tiny-epic-galaxies")
    state = game.new_game(3, 4)
    assert "missions" in parts(state, 0) or "mission" in parts(state, 0)
    state = _play_until(state, lambda s: all(s.view(seat)["my_mission"] is not None for seat in range(3)))
    assert parts(state, 1)["mission"] == ["my_mission"]
    solo = game.new_game(1, 4)
    assert parts(solo, 0) == {}


def test_cosmic_encounter_hand_and_hidden_aliens_are_private():
    """SV l.65: "Man får självfallet titta på sina egna utmaningskort, men var noga med att inte
    visa dem för någon annan!"; with the option hidden an alien is secret until it is shown."""
    game = spelbord.load("cosmic-encounter")
    state = game.new_game(3, 5)
    assert parts(state, 0) == {"hand": ["hand"]}
    hidden = game.new_game(3, 5, {"hidden": True})
    assert parts(hidden, 0) == {"hand": ["hand"], "aliens": ["powers", 0]}
    assert hidden.view(1)["powers"][0] is None
