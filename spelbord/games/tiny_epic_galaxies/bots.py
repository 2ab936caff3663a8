"""Bots for Tiny Epic Galaxies: the random bot and a heuristic bot.

The heuristic bot plays greedily, one small decision at a time: it values each
die face by what it would bring now (a colony, an upgrade, progress on a
track, resources it has room for), activates the best die, rerolls or
converts the dice worth nothing, and ends its turn when nothing is left worth
doing. It copies a die when the action is worth a little more than the
culture it costs. Against the rogue galaxy it never pays to force a reroll:
in 400-game trials, keeping the energy and culture for its own upgrades and
copies won clearly more often than any forcing rule tried.

It reads only what its seat may see (the board, the dice, its own mission),
so it needs no determinized state (``reads_state = False``).
"""
from __future__ import annotations

import random

from spelbord.bots import RandomBot

from . import data
from .data import CULTURE, DIPLOMACY, ECONOMY, ENERGY, MOVE, PLANETS

HOME = -1
ORBIT = 10
RES = {"energy": 0, "culture": 1}
#: missions the bot finds easiest to meet, best first
MISSION_ORDER = ("Industrialist", "Conqueror", "Hoarder", "Explorer", "Noble", "Trader", "Seeker", "Charger",
                 "Equalizer", "Elder", "Orbiter", "Hermit")


class HeuristicBot:
    """Greedy play by simple valuations; see the module docstring."""

    reads_state = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.secret is not None:
            names = [data.MISSIONS[a[1]].name for a in legal]
            return legal[min(range(len(legal)), key=lambda i: MISSION_ORDER.index(names[i]))]
        frame = state.stack[-1]
        pick = getattr(self, "_" + frame[0], None)
        action = pick(state, seat, frame, legal) if pick else None
        return action if action in legal else legal[0]

    # ----- valuing a die face --------------------------------------------
    def value(self, state, seat, face):
        """What carrying out ``face`` now is worth to ``seat`` (0: nothing)."""
        energy, culture = state.res[seat]
        if face == ENERGY or face == CULTURE:
            resource = data.FACE_RESOURCE[face]
            room = data.RESOURCE_MAX - state.res[seat][resource]
            return min(room, state.gather(seat, resource)) * (1.2 if resource == 0 else 1.0)
        if face == DIPLOMACY or face == ECONOMY:
            best = 0.0
            for slot in state.on_tracks(seat, face):
                planet = state.planet(slot)
                pos = state.track[seat][slot] + 1
                best = max(best, 6 + 2 * planet.points if pos > planet.spaces else 2 + pos / planet.spaces)
            return best
        if face == MOVE:
            if not state.can_do(seat, MOVE, True):
                return 0.0
            target = self.best_orbit(state, seat)
            if target is None:
                return 0.5
            if HOME in state.ships[seat] or any(0 <= loc < ORBIT for loc in state.ships[seat]):
                return 3.5
            return 0.5
        if state.level[seat] < data.EMPIRE_TOP and max(energy, culture) >= data.upgrade_cost(state.level[seat]):
            return 8 + state.level[seat]
        own = seat == state.cur
        return 1.5 if any(state.ability_ok(seat, p, own) for p in state.colonies[seat]) else 0.0

    def best_orbit(self, state, seat):
        """The row slot whose colony track the bot would like to join (None: none free)."""
        best, choice = -1.0, None
        for slot, planet_id in enumerate(state.row):
            if planet_id < 0 or state.track[seat][slot] >= 0:
                continue
            planet = PLANETS[planet_id]
            rivals = sum(1 for o in range(state.owners) if o != seat and state.track[o][slot] >= 0)
            score = planet.points / (planet.spaces + 1) - 0.3 * rivals
            if score > best:
                best, choice = score, slot
        return choice

    # ----- the turn ---------------------------------------------------------
    def _turn(self, state, seat, frame, legal):
        values = {a[1]: self.value(state, seat, a[1]) for a in legal if a[0] == "activate"}
        if values:
            face = max(values, key=values.get)
            if values[face] >= 1.0:
                return ("activate", face)
        pool = state.pool
        useless = [f for f in pool if values.get(f, 0.0) < 1.0]
        if ("reroll",) in legal and useless and (state.rerolls == 0 or state.res[seat][0] >= 4):
            return ("reroll",)
        if len(useless) >= 3 and any(a[0] == "convert" for a in legal):
            return ("convert", min(useless))
        if values:
            face = max(values, key=values.get)
            if values[face] > 0:
                return ("activate", face)
        return ("end",)

    def _reroll(self, state, seat, frame, legal):
        remaining = sorted(f for f in state.pool if self.value(state, seat, f) < 1.0)
        for face in frame[2]:
            if face in remaining:
                remaining.remove(face)
        for face in remaining:
            if ("reroll_die", face) in legal:
                return ("reroll_die", face)
        return ("roll",)

    def _convert(self, state, seat, frame, legal):
        if legal[0][0] == "convert":
            worst = min((a[1] for a in legal), key=lambda f: self.value(state, seat, f))
            return ("convert", worst)
        best, choice = -1.0, legal[0]
        for _, old, new in legal:
            gain = self.value(state, seat, new) - self.value(state, seat, old)
            if gain > best:
                best, choice = gain, ("set_die", old, new)
        return choice

    _set_pick = _convert

    # ----- die actions ------------------------------------------------------
    def _move_pick(self, state, seat, frame, legal):
        locs = [a[1] for a in legal]
        if HOME in locs and self.best_orbit(state, seat) is not None:
            return ("ship", HOME)
        surface = [loc for loc in locs if 0 <= loc < ORBIT]
        if surface:
            return ("ship", surface[0])
        orbit = [loc for loc in locs if loc >= ORBIT]
        if orbit:
            return ("ship", min(orbit, key=lambda loc: state.track[seat][loc - ORBIT]))
        return legal[0]

    def _move_to(self, state, seat, frame, legal):
        slot = self.best_orbit(state, seat)
        if slot is not None and ("to", ORBIT + slot) in legal:
            return ("to", ORBIT + slot)
        surfaces = [a for a in legal if 0 <= a[1] < ORBIT]
        if surfaces:
            return max(surfaces, key=lambda a: PLANETS[state.row[a[1]]].resource == 0)
        return legal[0]

    def _land(self, state, seat, frame, legal):
        return ("use_ability",)

    def _advance_pick(self, state, seat, frame, legal):
        def progress(action):
            slot = action[1]
            planet = state.planet(slot)
            return (state.track[seat][slot] + frame[3]) / (planet.spaces + 1) + planet.points / 20
        return max(legal, key=progress)

    def _colony_pick(self, state, seat, frame, legal):
        upgrades = [a for a in legal if a[0] == "upgrade"]
        if upgrades:
            return max(upgrades, key=lambda a: state.res[seat][RES[a[1]]])
        return legal[0]

    def _upgrade_pick(self, state, seat, frame, legal):
        if legal[0][0] == "upgrade_mix":
            return legal[len(legal) // 2]
        return max(legal, key=lambda a: state.res[seat][RES[a[1]]])

    def _push_pick(self, state, seat, frame, legal):
        return max(legal, key=lambda a: state.track[a[1]][a[2]])

    def _steal_pick(self, state, seat, frame, legal):
        return max(legal, key=lambda a: state.res[a[1]][frame[2]])

    def _amount_pick(self, state, seat, frame, legal):
        return legal[len(legal) // 2]

    def _split_pick(self, state, seat, frame, legal):
        return legal[len(legal) // 2]

    def _face_pick(self, state, seat, frame, legal):
        return max(legal, key=lambda a: self.value(state, seat, a[1]))

    def _discard_pick(self, state, seat, frame, legal):
        return min(legal, key=lambda a: self.value(state, seat, a[1]))

    def _recall_pick(self, state, seat, frame, legal):
        return max(legal, key=lambda a: state.track[seat][a[1]])

    # ----- copying, and the rogue galaxy ---------------------------------------
    def _copywin(self, state, seat, frame, legal):
        cost = frame[4] if frame[4] is not None else state.copy_cost
        worth = self.value(state, seat, frame[3])
        if cost == 0 or worth >= 1.0 + cost:
            return ("copy",)
        return ("pass",)

    def _rogue_reroll(self, state, seat, frame, legal):
        return ("accept",)

    def _give_pick(self, state, seat, frame, legal):
        return max(legal, key=lambda a: state.res[seat][RES[a[1]]])

    def _pushback_pick(self, state, seat, frame, legal):
        return min(legal, key=lambda a: state.track[seat][a[1]])


BOTS = {"heuristic": HeuristicBot}
__all__ = ["BOTS", "HeuristicBot", "RandomBot"]
