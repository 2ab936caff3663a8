"""A Tiny Epic Galaxies view as a vector for learning agents (docs/rl.md).

Seats are counted from the viewer: "+0" is the viewer, "+1" the next seat
clockwise, and so on, so one policy can play from any seat; the field ``seat``
gives the viewer's own seat number, which the actions that name a galaxy
(``("push", o, s)``, ``("steal_from", o)`` ...) use. In solo play the rogue
galaxy is owner 1, after the viewer. A spectator's view (seat ``None``) is
encoded from seat 0's place. Planets and missions are named by their
index in :mod:`.data`. The step under way is the top of the view's ``stack``:
its kind, and the parameters that tell its options apart (the die a copy
window offers, the ship being moved, the track a push works on, ...).
"""
from __future__ import annotations

import numpy as np

from spelbord.rl.observation import Encoder as BaseEncoder

from . import data
from .state import _frame_json

HOME = -1
ORBIT = 10
PLANETS = len(data.PLANETS)
MISSIONS = len(data.MISSIONS)
FACES = len(data.FACES)
MAX_SPACES = max(p.spaces for p in data.PLANETS)
LEVELS = max(data.EMPIRE_TOP, data.ROGUE_SKULL)
#: points are scaled by twice the winning 21 (a score above that reads 1)
POINTS_SCALE = 2 * data.WIN_POINTS
#: each planet as the row shows it: culture resource?, economy track?, spaces / the most, points / 7
ROW_CARD = tuple((p.resource == data.C, p.track == data.ECONOMY, p.spaces / MAX_SPACES, p.points / 7)
                 for p in data.PLANETS)
#: the planets whose ability is once per turn: the view's ``used`` names only these
ONCE = tuple(i for i, p in enumerate(data.PLANETS) if p.once)
#: the kinds of decision (top of the stack), in the order of the ``step`` field
STEPS = ("turn", "reroll", "convert", "copywin", "move_pick", "move_to", "land", "advance_pick",
         "colony_pick", "upgrade_pick", "push_pick", "remove_pick", "steal_pick", "amount_pick",
         "row_pick", "discard_pick", "recall_pick", "split_pick", "other_pick", "face_pick",
         "back_pick", "transfer_pick", "set_pick", "rogue_reroll", "give_pick", "pushback_pick")
STEP_INDEX = {kind: i for i, kind in enumerate(STEPS)}
#: frames whose third item says whether the action is in the owner's own turn
OWN_AT_2 = frozenset({"move_pick", "move_to", "land", "colony_pick", "row_pick", "other_pick", "face_pick"})
WINDOWS = ("copy", "last", "free")
TRACKS = {data.DIPLOMACY: 0, data.ECONOMY: 1, data.ANY: 2}
ROGUES = tuple(data.ROGUES)


class Encoder(BaseEncoder):
    def layout(self) -> None:
        players = self.players
        self.solo = players == 1
        owners = self.owners = players + (1 if self.solo else 0)
        slots = self.slots = data.row_size(players)
        f = self.field
        f("seat", players, "one-hot: the viewer's own seat number (actions name galaxies by number)")
        f("actors", players, "1 for each seat that may act now (from the viewer: +0, +1, ...)")
        f("current", owners, "one-hot: the galaxy whose turn it is (from the viewer; solo: +1 is the rogue)")
        f("first", players, "one-hot: the first player (the round ends before this seat plays again)")
        f("round_ends", 1, "1: someone reached 21 points, this is the last round")
        f("over", 1, "1: the game is over")
        f("energy", owners, "energy of each galaxy (+0, +1, ...) / its maximum (7; the rogue's 6)")
        f("culture", owners, "culture of each galaxy / its maximum (7; the rogue's 6)")
        f("level", owners * LEVELS, f"one-hot per galaxy: empire level 1..{LEVELS} (the rogue's 6 is the skull)")
        f("points", owners, f"victory points of colonies and empire / {POINTS_SCALE} (clipped at 1)")
        f("ships", owners, f"ships in play per galaxy / {data.SHIPS_PER_GALAXY}")
        f("home", owners, f"ships standing on their own galaxy / {data.SHIPS_PER_GALAXY}")
        f("surface", owners * slots, "per galaxy, per row slot: 1 if a ship landed on the planet")
        f("orbit", owners * slots, "per galaxy, per row slot: 1 if a ship is on the colony track")
        f("track", owners * slots, f"per galaxy, per row slot: the orbiting ship's space / {MAX_SPACES}")
        f("colonies", owners * PLANETS, "per galaxy, per planet id: 1 if colonised")
        f("row", slots * PLANETS, "per row slot: one-hot planet id (all 0: the slot is empty)")
        f("row_planet", slots * 4, "per row slot: culture planet, economy track, spaces / "
                                   f"{MAX_SPACES}, points / 7 (from the planet's card)")
        f("deck", 1, f"planets left in the deck / {PLANETS}")
        f("deck_bottom", PLANETS, "per planet id: 1 if put under the deck (Helios)")
        f("dice", FACES, f"unactivated dice per face (move, energy, culture, diplomacy, economy, "
                         f"colony) / {data.DICE}")
        f("bay", FACES, f"dice in the activation bay (or the rogue's used dice) per face / {data.DICE}")
        f("converter", FACES, "dice spent in the converter per face / 2")
        f("rerolled", 1, "1: the turn's free reroll is used (each further one costs 1 energy)")
        f("copy_cost", 1, "culture a copy costs this turn / 2 (Nibiru raises it to 2)")
        f("copy_income", owners * 2, "per galaxy: gains 1 energy / 1 culture when copied this turn "
                                     "(Bisschop, Birkomius)")
        f("used", owners * len(ONCE), "per galaxy, per once-a-turn planet ("
          + ", ".join(data.PLANETS[p].name for p in ONCE) + "): used this turn")
        f("fewer_dice", 1, "dice fewer in the next turn (a rogue's attack) / 2")
        if not self.solo:
            f("secret_chosen", players, "during the choice of missions: 1 for each seat that has kept one")
            f("offered", MISSIONS, "per mission: 1 if dealt to this seat")
            f("mission", MISSIONS, "one-hot: the mission this seat kept (secret; also while the others choose)")
            f("missions", players * MISSIONS, "per seat (from the viewer): one-hot mission, shown at the end "
                                              "of the game")
        else:
            f("rogue", len(ROGUES), "one-hot: the rogue galaxy card (" + ", ".join(ROGUES) + ")")
            f("rogue_dice", 1, f"dice the rogue has still to roll this turn / {data.ROGUE_EMPIRE[5][0]}")
            f("rogue_die", FACES, "one-hot: the rogue's die being resolved (a reroll may be forced)")
            f("rogue_bonus", 1, "1: the rogue's extra turn of three dice (full culture)")
            f("rogue_attacked", 1, "1: the rogue made its once-a-turn attack")
        f("step", len(STEPS), "one-hot: the decision pending (" + ", ".join(STEPS) + ")")
        f("step_seat", owners, "one-hot: the galaxy that decides (from the viewer)")
        f("step_own", 1, "1: the decision is part of the decider's own turn (not a copy)")
        f("step_face", FACES, "copy window: one-hot die face offered")
        f("step_source", owners, "one-hot galaxy: whose die a copy window offers; whose ship a "
                                  "second push may not pick (Brumbaugh)")
        f("step_cost", 1, "copy window: the culture it costs / 2")
        f("step_window", len(WINDOWS), "copy window: one-hot copy after a die, last chance at the turn's "
                                       "end, free (Zavodnick)")
        f("step_pending", players, "copy window: seats still to be asked")
        f("step_ship", 1 + 2 * slots, "move: one-hot place of the ship being moved (home, surface "
                                      "of slot 0.., orbit of slot 0..)")
        f("step_second", 1, "move: 1 for the second ship of Nagato's double move")
        f("step_track", 3, "advance/push: one-hot kind of track (diplomacy, economy, any)")
        f("step_steps", 1, "advance/push: spaces / 2")
        f("step_slot", slots, "one-hot slot: excluded (a second advance or push), or the ship chosen (Gort)")
        f("step_count", 1, "picks or resources left (pushes, discards, resources given, recalled space) / 5")
        f("step_resource", 2, "one-hot resource (energy, culture): stolen, paid, or exchanged away")
        f("step_planet", PLANETS, "one-hot planet: landed on, or using its ability (Umbra-Forum)")
        f("step_upgrade", 2, "upgrade: discount / 1 (Mared), mixed payment (Lureena)")
        f("step_mode", 2, "1: repeat a die in the bay (Piedes); 1: the rogue pushes the furthest ship")
        f("step_marked", FACES, "reroll: dice marked to reroll per face / 7")
        f("step_paid", 1, "reroll: counts as the turn's reroll (not Zalax's)")
        self._off = dict(self.offset)
        self._places: dict[int, list[int]] = {}
        #: (the levels, the colonies, each galaxy's points) of the last state encoded
        self._kept_points: tuple | None = None

    def fill(self, view: dict, out) -> None:
        out = memoryview(out)  # a float written through a memoryview costs half of numpy's item write
        o = self._off
        owners, slots = self.owners, self.slots
        seat = view["seat"]
        if seat is not None:
            out[o["seat"] + seat] = 1.0
        rel = self._relative(seat or 0)
        for s in view["actors"]:
            out[o["actors"] + rel[s]] = 1.0
        out[o["current"] + rel[view["current"]]] = 1.0
        out[o["first"] + rel[view["first"]]] = 1.0
        if view["round_ends"]:
            out[o["round_ends"]] = 1.0
        if view["outcome"] is not None:
            out[o["over"]] = 1.0
        rogue = 1 if self.solo else -1
        energy, culture, level, points = view["energy"], view["culture"], view["level"], view["points"]
        at_energy, at_culture, at_level, at_points = o["energy"], o["culture"], o["level"], o["points"]
        at_ships, at_home, at_orbit, at_track, at_surface, at_colonies = (
            o["ships"], o["home"], o["orbit"], o["track"], o["surface"], o["colonies"])
        for owner, ships, track, colonies in zip(range(owners), view["ships"], view["track"], view["colonies"]):
            g = rel[owner]
            top = data.ROGUE_RESOURCE_MAX if owner == rogue else data.RESOURCE_MAX
            out[at_energy + g] = energy[owner] / top
            out[at_culture + g] = culture[owner] / top
            out[at_level + g * LEVELS + level[owner] - 1] = 1.0
            out[at_points + g] = min(points[owner] / POINTS_SCALE, 1.0)
            out[at_ships + g] = len(ships) / data.SHIPS_PER_GALAXY
            out[at_home + g] = ships.count(HOME) / data.SHIPS_PER_GALAXY
            base = g * slots
            for loc in ships:
                if loc == HOME:
                    continue
                if loc >= ORBIT:
                    slot = loc - ORBIT
                    out[at_orbit + base + slot] = 1.0
                    out[at_track + base + slot] = track[slot] / MAX_SPACES
                else:
                    out[at_surface + base + loc] = 1.0
            base = at_colonies + g * PLANETS
            for p in colonies:
                out[base + p] = 1.0
        at_row, at_card = o["row"], o["row_planet"]
        for slot, p in enumerate(view["row"]):
            if p < 0:
                continue
            out[at_row + slot * PLANETS + p] = 1.0
            at = at_card + 4 * slot
            carbon, economy, spaces, value = ROW_CARD[p]
            if carbon:
                out[at] = 1.0
            if economy:
                out[at + 1] = 1.0
            out[at + 2] = spaces
            out[at + 3] = value
        out[o["deck"]] = view["deck"] / PLANETS
        for p in view["deck_bottom"]:
            out[o["deck_bottom"] + p] = 1.0
        _count(out, o["dice"], view["dice"], SEVENTHS)
        _count(out, o["bay"], view["bay"], SEVENTHS)
        _count(out, o["converter"], view["converter"], HALVES)
        if view["rerolls"] > 0:
            out[o["rerolled"]] = 1.0
        out[o["copy_cost"]] = view["copy_cost"] / 2
        for owner, resource in view["copy_income"]:
            out[o["copy_income"] + 2 * rel[owner] + resource] = 1.0
        once = len(ONCE)
        for owner, p in view["used"]:
            if p in ONCE:
                out[o["used"] + rel[owner] * once + ONCE.index(p)] = 1.0
        out[o["fewer_dice"]] = min(view["fewer_dice"] / 2, 1.0)
        if self.solo:
            self._fill_rogue(view["rogue"], out)
        else:
            self._fill_missions(view, out, rel)
        stack = view["stack"]
        if stack and view["secret"] is None:
            self._fill_step(stack[-1], view, out, rel)

    def fill_state(self, state, seat, out) -> None:
        """The parts of ``state.view(seat)`` that :meth:`fill` reads (state.py's
        ``_view``), taken from the state without copying it and with only the top
        of the stack made JSON."""
        step, solo = state.secret, state.solo
        view = {
            "seat": seat, "actors": state.actors(), "secret": step.public(seat) if step is not None else None,
            "outcome": state.outcome(), "current": state.cur, "first": state.first, "round_ends": state.ending,
            "energy": [r[0] for r in state.res], "culture": [r[1] for r in state.res], "level": state.level,
            "points": self._points(state), "ships": state.ships,
            "track": state.track, "colonies": state.colonies, "row": state.row, "deck": len(state.deck),
            "deck_bottom": state.bottom, "dice": state.pool, "bay": state.bay, "converter": state.converter,
            "rerolls": state.rerolls, "copy_cost": state.copy_cost, "copy_income": state.income,
            "used": state.used, "fewer_dice": state.fewer_dice,
            "stack": [_frame_json(state.stack[-1])] if state.stack else [],
        }
        if seat is not None and not solo:
            view["my_offered"], view["my_mission"] = state.offered[seat], state.mission[seat]
        if state.result is not None and not solo:
            view["missions"] = state.mission
        if solo:
            view["rogue"] = {"galaxy": state.options["rogue"], "dice_left": state.rogue_left,
                             "bonus": state.rogue_bonus, "attacked": state.rogue_attacked, "die": state.rogue_die}
        self.fill(view, out)

    def _points(self, state) -> list[int]:
        """Each galaxy's points (``state.points``), made from its empire level and its
        colonies only: kept while those are the same (they change a few times a game)."""
        kept = self._kept_points
        if kept is None or kept[0] != state.level or kept[1] != state.colonies:
            kept = self._kept_points = (list(state.level), [list(c) for c in state.colonies],
                                        [state.points(o) for o in range(state.owners)])
        return kept[2]

    def _relative(self, viewer: int) -> list[int]:
        """Owner -> its place from ``viewer`` (the rogue stays owner 1)."""
        cached = self._places.get(viewer)
        if cached is None:
            n = self.players
            cached = self._places[viewer] = [(g - viewer) % n for g in range(n)] + [1] * self.solo
        return cached

    def _fill_missions(self, view, out, rel) -> None:
        o = self._off
        secret = view["secret"]
        mine = view.get("my_mission")
        if secret is not None:
            for s in secret["chosen"]:
                out[o["secret_chosen"] + rel[s]] = 1.0
            for pick in secret.get("mine", ()):  # kept, not yet revealed to the rules
                mine = pick[1]
        for m in view.get("my_offered", ()):
            out[o["offered"] + m] = 1.0
        if mine is not None:
            out[o["mission"] + mine] = 1.0
        for s, m in enumerate(view.get("missions") or ()):
            if m is not None:
                out[o["missions"] + rel[s] * MISSIONS + m] = 1.0

    def _fill_rogue(self, rogue, out) -> None:
        o = self._off
        out[o["rogue"] + ROGUES.index(rogue["galaxy"])] = 1.0
        out[o["rogue_dice"]] = rogue["dice_left"] / data.ROGUE_EMPIRE[5][0]
        if rogue["die"] is not None:
            out[o["rogue_die"] + rogue["die"]] = 1.0
        out[o["rogue_bonus"]] = rogue["bonus"]
        out[o["rogue_attacked"]] = rogue["attacked"]

    def _fill_step(self, frame, view, out, rel) -> None:
        o = self._off
        kind = frame[0]
        index = STEP_INDEX.get(kind)
        if index is None or frame[1] is None or frame[1] < 0:
            return  # an automatic step: nobody decides
        out[o["step"] + index] = 1.0
        out[o["step_seat"] + rel[frame[1]]] = 1.0
        if kind in OWN_AT_2:
            out[o["step_own"]] = frame[2]
        elif kind in ("turn", "reroll", "convert"):
            out[o["step_own"]] = 1.0
        handler = _DETAILS.get(kind)
        if handler is not None:
            handler(self, frame, view, out, rel)

    # ----- the parameters of each kind of step ----------------------------------
    def _copywin(self, frame, view, out, rel):
        o = self._off
        window, face, cost, source = frame[2], frame[3], frame[4], frame[5]
        out[o["step_face"] + face] = 1.0
        out[o["step_source"] + rel[source]] = 1.0
        out[o["step_cost"]] = (view["copy_cost"] if cost is None else cost) / 2
        out[o["step_window"] + WINDOWS.index(window["kind"])] = 1.0
        for s in window["pending"]:
            out[o["step_pending"] + rel[s]] = 1.0

    def _move_pick(self, frame, view, out, rel):
        out[self._off["step_second"]] = frame[3] == "last"

    def _move_to(self, frame, view, out, rel):
        loc = view["ships"][frame[1]][frame[3]]
        place = 0 if loc == HOME else (1 + loc if loc < ORBIT else 1 + self.slots + loc - ORBIT)
        out[self._off["step_ship"] + place] = 1.0

    def _land(self, frame, view, out, rel):
        out[self._off["step_planet"] + frame[3]] = 1.0

    _row_pick = _land

    def _advance_pick(self, frame, view, out, rel):
        o = self._off
        out[o["step_track"] + TRACKS[frame[2]]] = 1.0
        out[o["step_steps"]] = frame[3] / 2
        if frame[4] >= 0:
            out[o["step_slot"] + frame[4]] = 1.0

    def _push_pick(self, frame, view, out, rel):
        o = self._off
        out[o["step_track"] + TRACKS[frame[2]]] = 1.0
        out[o["step_steps"]] = frame[3] / 2
        if frame[5] >= 0:
            out[o["step_source"] + rel[frame[4]]] = 1.0
            out[o["step_slot"] + frame[5]] = 1.0
        out[o["step_count"]] = frame[6] / 5

    def _upgrade_pick(self, frame, view, out, rel):
        o = self._off
        out[o["step_upgrade"]] = frame[2]
        out[o["step_upgrade"] + 1] = frame[3]

    def _steal_pick(self, frame, view, out, rel):
        out[self._off["step_resource"] + frame[2]] = 1.0

    _amount_pick = _steal_pick

    def _other_pick(self, frame, view, out, rel):
        out[self._off["step_resource"] + frame[3]] = 1.0

    def _count_pick(self, frame, view, out, rel):  # discard_pick, split_pick, give_pick
        out[self._off["step_count"]] = frame[2] / 5

    def _face_pick(self, frame, view, out, rel):
        out[self._off["step_mode"]] = frame[3] == "repeat"

    def _transfer_pick(self, frame, view, out, rel):
        if frame[2] >= 0:
            out[self._off["step_slot"] + frame[2]] = 1.0

    def _pushback_pick(self, frame, view, out, rel):
        o = self._off
        out[o["step_steps"]] = frame[2] / 2
        out[o["step_mode"] + 1] = frame[3] == "furthest"

    def _reroll(self, frame, view, out, rel):
        o = self._off
        _count(out, o["step_marked"], frame[2], SEVENTHS)
        out[o["step_paid"]] = frame[3]


_DETAILS = {
    "copywin": Encoder._copywin, "move_pick": Encoder._move_pick, "move_to": Encoder._move_to,
    "land": Encoder._land, "row_pick": Encoder._row_pick, "advance_pick": Encoder._advance_pick,
    "push_pick": Encoder._push_pick, "upgrade_pick": Encoder._upgrade_pick,
    "steal_pick": Encoder._steal_pick, "amount_pick": Encoder._amount_pick,
    "other_pick": Encoder._other_pick, "discard_pick": Encoder._count_pick,
    "split_pick": Encoder._count_pick, "give_pick": Encoder._count_pick,
    "face_pick": Encoder._face_pick, "transfer_pick": Encoder._transfer_pick,
    "pushback_pick": Encoder._pushback_pick, "reroll": Encoder._reroll,
}


def _running_sums(scale: float) -> tuple[float, ...]:
    """What a float32 zero holds after NumPy adds ``scale`` to it 0, 1, ... times (a
    die at a time, as the encoding has always counted them: the same numbers)."""
    cell, sums = np.zeros(1, np.float32), [0.0]
    for _ in range(data.DICE):
        cell[0] += scale
        sums.append(float(cell[0]))
    return tuple(sums)


#: k dice of a face: k / 7 of the dice, or k halves (the converter), as :func:`_count` writes them
SEVENTHS, HALVES = _running_sums(1 / data.DICE), _running_sums(0.5)


def _count(out, at: int, faces, sums: tuple[float, ...]) -> None:
    """For each face, its number of dice k in ``faces`` as ``sums[k]``."""
    counts = [0] * FACES
    for face in faces:
        counts[face] += 1
    for face, k in enumerate(counts):
        if k:
            out[at + face] = sums[k]
