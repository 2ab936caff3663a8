"""The quick answers to "could this die be carried out now?" agree with the rules' own
definitions, on every position of random games (solo with every rogue galaxy included).

Each face is "carried out" as the rulebook says: a move needs a ship and a place to go;
"Durch die Aktivierung eines Würfels „Ressourcen erhalten“ erhält der Spieler 1 Ressource
der angezeigten Art für jedes eigene Schiff, das auf Planeten mit dem entsprechenden Symbol
gelandet ist oder sie umkreist. Jedes Schiff auf der eigenen Galaxiekarte generiert 1
Energie" (DE l.139); a track die needs "eins seiner Schiffe auf einer Kolonieleiste" of that
kind (DE l.157); utilizing a colony needs the galaxy's action "oder einer der eigenen
Kolonien" (DE l.173). Only a die that can be carried out may be activated (docs/rulings.md).
"""
import random

from spelbord.games.tiny_epic_galaxies import data
from spelbord.games.tiny_epic_galaxies.dice_actions import ALWAYS_USABLE

from .helpers import COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, GAME, MOVE


def _rules_can_do(state, owner, face, own):
    """What can_do answers, by the definitions of the rules, one ship and one colony at a time."""
    if face == MOVE:
        return any(state.destinations(owner, i) for i in range(len(state.ships[owner])))
    if face in (ENERGY, CULTURE):
        return state.gather(owner, data.FACE_RESOURCE[face]) > 0
    if face in (DIPLOMACY, ECONOMY):
        return bool(state.on_tracks(owner, face))
    return state.can_upgrade(owner) or any(state.ability_ok(owner, p, own) for p in state.colonies[owner])


def _positions():
    for players in range(1, 6):
        for number, options in enumerate(GAME.variants(players)):
            for seed in range(3):
                state = GAME.new_game(players, seed, options)
                rng = random.Random(seed)
                for step in range(1500):
                    actors = state.actors()
                    if not actors:
                        break
                    if step % 5 == 0 and state.secret is None:
                        yield state
                    seat = rng.choice(actors)
                    state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_quick_answers_agree_with_the_rules_definitions():
    checked = 0
    for state in _positions():
        for owner in range(state.owners):
            usable = state.usable_faces(owner)
            for face in data.FACES:
                for own in (True, False):
                    expected = _rules_can_do(state, owner, face, own)
                    assert state.can_do(owner, face, own) == expected, (owner, face, own)
                    if face != COLONY:
                        assert usable[face] == expected, (owner, face)
            checked += 1
    assert checked > 1000


def test_the_abilities_always_usable_are_usable_by_anyone_at_any_time():
    """ALWAYS_USABLE lets a colony die be judged usable at the first such colony: each of
    those abilities must be usable by every galaxy in every position, in its turn or not."""
    always = [p for p, flag in enumerate(ALWAYS_USABLE) if flag]
    assert {data.PLANETS[p].name for p in always} == {"Jakks", "Vici-KS156", "MJ-120210", "JAC-110912",
                                                      "Gleam-Zanier"}
    for state in _positions():
        for owner in range(state.owners):
            for planet in always:
                assert state.ability_ok(owner, planet, True) and state.ability_ok(owner, planet, False)


def test_a_ship_can_move_when_it_has_a_destination():
    for state in _positions():
        for owner in range(state.owners):
            for index in range(len(state.ships[owner])):
                assert state.can_move(owner, index) == bool(state.destinations(owner, index))


def _rules_step_possible(state, step):
    """Whether an attack's step does anything, by its definition: the player has the resource
    to lose or give, a ship of the player's beyond a start space to push back, an orbiting
    rogue ship to advance."""
    verb = step[0]
    if verb in ("lose", "take"):
        return state.res[0][step[1]] > 0
    if verb == "take_choice":
        return sum(state.res[0]) > 0
    if verb in ("push_one", "push_furthest", "push_all"):
        return any(state.track[0][slot] > 0 for slot in state.orbiting(0))
    if verb == "rogue_advance":
        return bool(state.orbiting(state.rogue))
    return True


def test_an_attacks_steps_are_possible_as_defined():
    """A rogue's attack that can do nothing is discarded: "Falls jedoch eine Würfelaktion von
    der Schurkengalaxie nicht ausgeführt werden kann [...], wird der Würfel abgelegt" (DE
    l.240). ``_step_possible`` reads it from the tracks' maximum; it must answer as the
    definitions do, for every step of every rogue galaxy, on solo positions of random games."""
    steps = {step for rogue in data.ROGUES.values() for attack in rogue.attacks for step in attack.steps}
    checked = answers = 0
    for state in _positions():
        if not state.solo:
            continue
        for step in steps:
            expected = _rules_step_possible(state, step)
            assert state._step_possible(step) == expected, step
            answers += expected
        checked += 1
    assert checked > 100 and 0 < answers < checked * len(steps)
