"""Setting up positions of Tiny Epic Galaxies for the rulebook's examples."""
import spelbord
from spelbord.games.tiny_epic_galaxies import data

GAME = spelbord.load("tiny-epic-galaxies")
HOME, ORBIT = -1, 10
MOVE, ENERGY, CULTURE, DIPLOMACY, ECONOMY, COLONY = data.FACES
P = data.PLANET_IDS


def position(players=2, row=("Jakks", "Vici-KS156", "Drewkaiden", "Leandra"), ships=None, track=None,
             res=None, level=None, colonies=None, dice=(), cur=0, first=None, options=None, seed=0):
    """A game at the start of ``cur``'s turn with everything given laid out.

    ``ships``: owner -> list of locations (HOME, slot, ORBIT + slot); ``track``:
    owner -> {slot: space}; ``res``: owner -> (energy, culture); planets by name.
    """
    state = GAME.new_game(players, seed, options)
    if state.secret is not None:
        for seat in range(players):
            state.apply(seat, state.legal_actions(seat)[0])
    owners = state.owners
    state.row = [P[name] for name in row]
    state.colonies = [[P[n] for n in (colonies or {}).get(o, [])] for o in range(owners)]
    taken = set(state.row) | {p for c in state.colonies for p in c}
    state.deck = [p for p in range(len(data.PLANETS)) if p not in taken]
    state.bottom = []
    state.track = [[-1] * len(row) for _ in range(owners)]
    for owner, lvl in (level or {}).items():
        state.level[owner] = lvl
        if owner != state.rogue:
            state.ships[owner] = [HOME] * data.EMPIRE[lvl][1]
    for owner, locs in (ships or {}).items():
        state.ships[owner] = list(locs)
        for loc in locs:
            if loc >= ORBIT:
                state.track[owner][loc - ORBIT] = 0
    for owner, spaces in (track or {}).items():
        for slot, space in spaces.items():
            state.track[owner][slot] = space
    for owner, (energy, culture) in (res or {}).items():
        state.res[owner] = [energy, culture]
    state.cur = cur
    state.first = cur if first is None else first
    state.begin_turn()
    state.stack = [["turn", cur]] if cur != state.rogue else state.stack[-1:]
    state.pool = sorted(dice)
    state.ending = False
    state.result = None
    state._run()
    state.check_invariants()
    return state


def play(state, *actions):
    """Apply actions, each by whichever seat must act; returns all events."""
    events = []
    for action in actions:
        seat = state.actors()[0]
        events += state.apply(seat, action)
    state.check_invariants()
    return events


class Scripted:
    """A stand-in for the state's RNG that rolls the given faces first."""

    def __init__(self, faces, fallback=0):
        self.faces = list(faces)
        self.fallback = fallback

    def randrange(self, n):
        return self.faces.pop(0) if self.faces else self.fallback

    def dice(self, count, sides):
        return [self.randrange(sides) for _ in range(count)]

    def bits(self):
        """As Chance.bits: the rogue draws its dice as bits below 6, here the faces given."""
        return lambda count: self.randrange(6)

    def fork(self):
        return self


def rogue_turn(state, faces):
    """End the player's turn; the rogue rolls ``faces`` (then the player rolls moves)."""
    state.rng = Scripted(faces)
    return play(state, ("end",))
