"""Die Schurkengalaxie: the rogue galaxy of solo play.

The rogue is owner 1 and never a seat: its turn is played by these rules and
the state's RNG. It rolls its dice one at a time (as many as its own empire
track gives); each die is resolved at once:

* move: a ship from its galaxy goes into orbit (start space) of the leftmost
  planet without a rogue ship in orbit; it never lands;
* diplomacy / economy: ALL its ships on matching tracks advance one space;
* acquire: as a player, but its galaxy yields energy AND culture;
* utilize a colony: an attack on the player, the one printed for its current
  empire level on the rogue galaxy card (:data:`.data.ROGUES`); an attack marked
  "once per turn" makes later colony dice of that turn unusable.

A die the rogue cannot use is discarded and cannot be copied. Before a die is
resolved the player may force a reroll for 1 energy + 1 culture
(``("force_reroll",)`` or ``("accept",)``); after it is resolved the player may
copy it for 1 culture. At the end of its turn: energy at its maximum upgrades
its empire (energy back to 0); culture at its maximum gives an extra turn of
3 dice (culture back to 0 afterwards; during it these specials do not happen,
acquire-culture dice are unusable and nothing may be copied).

The rogue wins at once with 21 points or when its empire reaches the skull;
the player wins at once with 21 points.
"""
from __future__ import annotations

from . import data
from .data import COLONY, CULTURE, ENERGY, MOVE, ROGUE_RESOURCE_MAX
from .dice_actions import PLANET_RESOURCE, PLANET_TRACK

HOME = -1
ORBIT = 10
RES = {"energy": 0, "culture": 1}
#: each planet's spaces on its colony track, by planet id
PLANET_SPACES = tuple(p.spaces for p in data.PLANETS)
#: the attack steps the rules carry out without asking the player
AUTOMATIC_VERBS = frozenset({"lose", "take", "rogue_gain", "push_all", "fewer_dice", "rogue_advance"})
#: by attack: whether all its steps are automatic
AUTOMATIC = {attack: all(step[0] in AUTOMATIC_VERBS for step in attack.steps)
             for rogue in data.ROGUES.values() for attack in rogue.attacks}
#: by rogue galaxy, then empire level - 1: (attack, whether all its steps are automatic), made
#: once so that a colony die looks it up without hashing the attack
ATTACKS = {name: tuple((attack, AUTOMATIC[attack]) for attack in rogue.attacks)
           for name, rogue in data.ROGUES.items()}


class RogueGalaxy:
    def rogue_attack(self) -> data.Attack:
        return data.ROGUES[self.options["rogue"]].attacks[self.level[self.rogue] - 1]

    # ----- the rogue's turn -----------------------------------------------
    def _auto_rogue_turn(self, frame) -> None:
        self.rogue_left = data.ROGUE_EMPIRE[self.level[self.rogue]][0]
        self.rogue_bonus = False
        self.rogue_attacked = False
        self.events.append({"type": "rogue_turn", "dice": self.rogue_left})
        end = ["rogue_end", None]
        stack = self.stack
        stack.append(end)
        self._rogue_dice(None)
        if stack[-1] is end and self.result is None:  # no decision on the way: its turn ends now
            stack.pop()
            self._auto_rogue_end(end)

    def _auto_rogue_roll(self, frame) -> None:
        """The rest of the rogue's dice, after a decision of the player."""
        self._rogue_dice(None)

    def _auto_rogue_resolve(self, frame) -> None:
        """The die the player let stand or had rerolled, then the rest of the rogue's dice
        (the ``rogue_roll`` frame right below, taken up here)."""
        self.stack.pop()
        self._rogue_dice(self.rogue_die)

    def _rogue_dice(self, face) -> None:
        """Resolve ``face`` (a die rolled before; None: none), then roll and resolve the rogue's
        other dice one at a time, until one needs the player (a forced reroll, a copy, an
        attack's choice): then the frames ``rogue_roll`` (the rest of its dice),
        ``rogue_resolve`` and the player's decision are left on the stack, in the order the
        dice are rolled.

        "Im Spielzug der Schurkengalaxie wird immer ein einzelner Würfel geworfen, einer nach
        dem anderen. [...] die entsprechende Aktion wird sofort ausgeführt." (DE l.234). One
        loop, as the rules carried out one die a frame would do it
        (tests/games/tiny_epic_galaxies/test_rogue_quick.py)."""
        stack = self.stack
        emit = self.events.append
        player = self.res[0]
        r = self.rogue
        have, ships, track, row, bay = self.res[r], self.ships[r], self.track[r], self.row, self.bay
        getrandbits = self.rng.bits()  # nothing else draws until this loop returns
        left = self.rogue_left
        first = face
        bonus = self.rogue_bonus
        # what the player can pay for, which only an attack changes while the rogue rolls
        can_force = player[0] >= 1 and player[1] >= 1  # a forced reroll (DE l.236)
        can_copy = player[1] >= 1 and not bonus  # a copy, never in the extra turn
        while True:
            if first is not None:
                face, first = first, None
            elif left:
                left -= 1
                face = getrandbits(3)  # randrange(6), as Chance.dice draws it
                while face >= 6:
                    face = getrandbits(3)
                emit({"type": "rogue_roll", "face": face})
                if can_force:
                    self.rogue_left, self.rogue_die = left, face
                    stack += (["rogue_roll", None], ["rogue_resolve", None], ["rogue_reroll", 0])
                    return
            else:
                break
            if face == MOVE:
                # "wird es zu dem am weitesten links liegenden Planeten bewegt, der nicht von
                # einem Schurkenschiff umkreist wird" (DE l.246)
                slot = -1
                if HOME in ships:
                    for s, planet in enumerate(row):
                        if planet >= 0 and track[s] < 0:
                            slot = s
                            break
                if slot < 0:
                    emit({"type": "rogue_discard", "face": face})
                    continue
                bay.append(face)
                emit({"type": "rogue_activate", "face": face})
                emit({"type": "move", "owner": r, "from": HOME, "dest": ORBIT + slot})
                ships[ships.index(HOME)] = ORBIT + slot  # as move_ship from its galaxy
                track[slot] = 0
            elif face == ENERGY or face == CULTURE:
                # "außer dass ihre eigene Galaxie Energie und Kultur produziert" (DE l.258); no
                # culture in the extra turn
                resource = face - ENERGY  # FACE_RESOURCE
                amount = 0  # what gather() yields
                if face == ENERGY or not bonus:
                    for loc in ships:
                        if loc == HOME or PLANET_RESOURCE[row[loc % ORBIT]] == resource:
                            amount += 1
                if not amount:
                    emit({"type": "rogue_discard", "face": face})
                    continue
                bay.append(face)
                emit({"type": "rogue_activate", "face": face})
                old = have[resource]
                new = old + amount
                if new > ROGUE_RESOURCE_MAX:  # as gain()
                    new = ROGUE_RESOURCE_MAX
                have[resource] = new
                emit({"type": "gain", "owner": r, "resource": resource, "amount": new - old})
            elif face == COLONY:
                if not self._rogue_attack_inline(face):
                    self.rogue_left, self.rogue_die = left, face
                    return
                can_force = player[0] >= 1 and player[1] >= 1
                can_copy = player[1] >= 1 and not bonus
                continue
            else:  # "ALLE Schurkenschiffe, die sich auf einer entsprechenden Kolonieleiste
                # befinden, [werden] um eins vorgeschoben" (DE l.252)
                # the matching tracks, left to right; colonising one changes only its own slot
                first_slot = -1
                for slot, pos in enumerate(track):
                    if pos >= 0 and PLANET_TRACK[row[slot]] == face:
                        first_slot = slot
                        break
                if first_slot < 0:
                    emit({"type": "rogue_discard", "face": face})
                    continue
                bay.append(face)
                emit({"type": "rogue_activate", "face": face})
                for slot in range(first_slot, len(track)):  # as advance_ship, by one space
                    pos = track[slot]
                    if pos < 0 or PLANET_TRACK[row[slot]] != face:
                        continue
                    emit({"type": "advance", "owner": r, "slot": slot, "steps": 1})
                    if pos < PLANET_SPACES[row[slot]]:
                        track[slot] = pos + 1
                        continue
                    self.colonise(r, slot)
                    if self.result is not None:
                        self.rogue_left, self.rogue_die = left, face
                        return
            if can_copy and self._rogue_copy_offered(face):
                self.rogue_left, self.rogue_die = left, face
                return
        self.rogue_left = 0
        self.rogue_die = None

    def _rogue_attack_inline(self, face: int) -> bool:
        """A colony die of :meth:`_rogue_dice`: discarded, or its attack carried out at once
        when no step asks the player (True: roll on); else the attack's frames, the copy
        window and the rest of the rogue's dice are left on the stack as
        :meth:`_rogue_attack_frames` leaves them (False)."""
        level = self.level[self.rogue]
        attack, automatic = ATTACKS[self.options["rogue"]][level - 1]
        possible = False
        if not (attack.once and self.rogue_attacked):
            for step in attack.steps:
                if self._step_possible(step):
                    possible = True
                    break
        events = self.events
        if not possible:
            events.append({"type": "rogue_discard", "face": face})
            return True
        if not automatic:
            self.stack.append(["rogue_roll", None])
            self._rogue_attack_frames(face, attack)
            return False
        self.bay.append(face)
        events.append({"type": "rogue_activate", "face": face})
        # the copy window is opened before the attack's steps (as _rogue_attack_frames pushes
        # it), asked after them
        offer = not self.rogue_bonus and self.res[0][1] >= 1
        if attack.once:
            self.rogue_attacked = True
        events.append({"type": "rogue_attack", "level": level})
        for step in attack.steps:
            if self.result is not None:
                return False
            self.attack_step(step)
        if self.result is not None:
            return False
        if not offer or self.res[0][1] < 1:  # the window would skip the player, who cannot pay
            return True
        window = self.copy_window(face, self.rogue, 1, False)
        if not self._copy_window_ready(window):
            return True
        self.stack += (["rogue_roll", None], window)
        return False

    def _rogue_attack_frames(self, face: int, attack: data.Attack) -> None:
        """A possible attack by the rules: its steps as frames, then the copy window."""
        self.bay.append(face)
        self.events.append({"type": "rogue_activate", "face": face})
        if not self.rogue_bonus and self.res[0][1] >= 1:  # copying costs the player 1 culture
            self.stack.append(self.copy_window(face, self.rogue, 1, False))  # after the attack's steps
        if attack.once:
            self.rogue_attacked = True
        self.events.append({"type": "rogue_attack", "level": self.level[self.rogue]})
        self.push(*[["attack_step", None, step] for step in attack.steps])

    def _legal_rogue_reroll(self, frame):
        energy, culture = self.res[0]
        if energy >= 1 and culture >= 1:
            return [("force_reroll",), ("accept",)]
        return []

    def _do_rogue_reroll(self, frame, action):
        if action[0] == "accept":
            self.stack.pop()
            return
        self.res[0][0] -= 1
        self.res[0][1] -= 1
        self.rogue_die = self.rng.randrange(6)
        self.events.append({"type": "rogue_reroll", "face": self.rogue_die})

    def _rogue_copy_offered(self, face: int) -> bool:
        """Offer the player to copy the rogue's die just carried out (not an attack), when
        the player can pay and could carry it out (the window of :meth:`copy_window`, with
        the player already asked), with the rest of the rogue's dice below it."""
        if self.rogue_bonus or self.res[0][1] < 1 or not self.can_do(0, face, False):
            return False  # copying costs the player 1 culture
        window = self.copy_window(face, self.rogue, 1, False)
        window[1] = 0
        self.stack += (["rogue_roll", None], window)
        return True

    # ----- attacks --------------------------------------------------------
    def _furthest(self, mode: str) -> list[int]:
        track = self.track[0]
        slots = [s for s in self.orbiting(0) if track[s] > 0]
        if mode == "furthest" and slots:
            top = max(track[s] for s in slots)
            slots = [s for s in slots if track[s] == top]
        return slots

    def _step_possible(self, step) -> bool:
        verb = step[0]
        if verb in ("lose", "take"):
            return self.res[0][step[1]] > 0
        if verb == "take_choice":
            return sum(self.res[0]) > 0
        if verb in ("push_one", "push_furthest", "push_all"):
            return max(self.track[0]) > 0  # _furthest("any") not empty: a ship beyond a start space
        if verb == "rogue_advance":
            return max(self.track[self.rogue]) >= 0  # orbiting(rogue) not empty
        return True  # rogue_gain, fewer_dice

    def _auto_attack_step(self, frame) -> None:
        self.attack_step(frame[2])

    def attack_step(self, step) -> None:
        """One step of an attack on the player: carried out, or its decision pushed."""
        verb, r = step[0], self.rogue
        if verb == "lose":
            lost = min(step[2], self.res[0][step[1]])
            self.res[0][step[1]] -= lost
            self.events.append({"type": "lose", "owner": 0, "resource": step[1], "amount": lost})
        elif verb == "take":
            taken = min(step[2], self.res[0][step[1]])
            self.res[0][step[1]] -= taken
            self.gain(r, step[1], taken)
            self.events.append({"type": "steal", "owner": r, "from": 0, "resource": step[1], "amount": taken})
        elif verb == "rogue_gain":
            got = self.gain(r, step[1], step[2])
            self.events.append({"type": "gain", "owner": r, "resource": step[1], "amount": got})
        elif verb == "take_choice":
            self.push(["give_pick", 0, step[1]])
        elif verb == "push_one":
            self.push(["pushback_pick", 0, step[1], "any"])
        elif verb == "push_furthest":
            self.push(["pushback_pick", 0, step[1], "furthest"])
        elif verb == "push_all":
            for slot in self._furthest("any"):
                self.push_back(0, slot, step[1])
        elif verb == "fewer_dice":
            self.fewer_dice += step[1]
            self.events.append({"type": "fewer_dice", "owner": 0, "amount": step[1]})
        elif verb == "rogue_advance":
            for slot in self.orbiting(r):
                if self.result is None:
                    self.advance_ship(r, slot, step[1])

    def _legal_give_pick(self, frame):
        return [("give", name) for name, i in RES.items() if self.res[0][i] > 0]

    def _do_give_pick(self, frame, action):
        resource = RES[action[1]]
        self.res[0][resource] -= 1
        self.gain(self.rogue, resource, 1)
        self.events.append({"type": "steal", "owner": self.rogue, "from": 0, "resource": resource, "amount": 1})
        frame[2] -= 1
        if frame[2] == 0:
            self.stack.pop()

    def _legal_pushback_pick(self, frame):
        return [("pushback", s) for s in self._furthest(frame[3])]

    def _do_pushback_pick(self, frame, action):
        self.stack.pop()
        self.push_back(0, action[1], frame[2])

    def _auto_rogue_advance_one(self, frame) -> None:
        """Terra-Bettia used against the rogue: its leftmost orbiting ship advances."""
        slots = self.orbiting(self.rogue)
        if slots:
            self.advance_ship(self.rogue, slots[0], frame[2])

    # ----- the end of the rogue's turn ---------------------------------------
    def _auto_rogue_end(self, frame) -> None:
        r = self.rogue
        top = data.ROGUE_RESOURCE_MAX
        if self.res[r][0] >= top:
            self.upgrade(r)
            self.res[r][0] = 0
            if self.result is not None:
                return
        if self.res[r][1] >= top:
            self.bay = []
            self.rogue_bonus = True
            self.rogue_attacked = False
            self.rogue_left = data.ROGUE_BONUS_DICE
            self.events.append({"type": "rogue_bonus"})
            self.push(["rogue_roll", None], ["rogue_bonus_end", None])
            return
        self._auto_next_turn(None)  # as a frame on top would, at once

    def _auto_rogue_bonus_end(self, frame) -> None:
        self.res[self.rogue][1] = 0
        self.rogue_bonus = False
        self._auto_next_turn(None)
