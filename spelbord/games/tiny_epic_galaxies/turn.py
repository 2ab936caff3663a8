"""Spielablauf: a player's turn: roll, reroll, convert, activate, end.

At the start of a turn the active player rolls as many dice as the empire
level allows (``EMPIRE[level][0]``). Then, in any order and as often as wanted:

* ``("activate", face)``: put a die with that face in the activation bay and
  carry out its action (:mod:`.dice_actions`); the other players may then copy
  it (:mod:`.copying`). Only a die whose action can be carried out may be
  activated (docs/rulings.md).
* ``("reroll",)``, then ``("reroll_die", face)`` for each die to roll again,
  then ``("roll",)``: the first reroll of a turn is free, each further one
  costs 1 energy ("Erneut würfeln").
* ``("convert", face)`` twice, then ``("set_die", face, new_face)``: the
  converter, once a turn: two unactivated dice are spent to turn a third to
  any face ("Würfel umwandeln").
* ``("end",)``: the others get a last chance to copy the last activated die,
  then the left neighbour plays ("Ende eines Spielzugs").

Dice are identical, so the unactivated dice are a sorted list of faces and a
die is named by its face.
"""
from __future__ import annotations

from . import data
from .data import COLONY

HOME = -1
# the actions of a turn, made once
ACTIVATE = tuple(("activate", f) for f in data.FACES)
CONVERT = tuple(("convert", f) for f in data.FACES)
REROLL_DIE = tuple(("reroll_die", f) for f in data.FACES)
REROLL, ROLL, END = ("reroll",), ("roll",), ("end",)
#: face -> the converter's actions that set a die of that face to another
SET_DIE = tuple(tuple(("set_die", f, g) for g in data.FACES if g != f) for f in data.FACES)
#: a pool of dice (a tuple; pools are kept sorted) -> its distinct faces in order and the
#: actions naming each (convert, reroll_die, set_die), filled as pools come up: at most the
#: 1,716 sorted pools of up to 7 dice (the turn's listings read it directly, a call less)
POOLS: dict = {}


def pool_actions(pool: list) -> tuple:
    """``(faces, convert, reroll_die, set_die)`` for the dice of ``pool``, each a tuple."""
    key = tuple(pool)
    known = POOLS.get(key)
    if known is None:
        faces = tuple(sorted(set(key)))
        known = POOLS[key] = (faces, tuple(CONVERT[f] for f in faces), tuple(REROLL_DIE[f] for f in faces),
                              tuple(a for f in faces for a in SET_DIE[f]))
    return known


class Turn:
    # ----- starting and passing turns -----------------------------------
    def start_game(self) -> None:
        self.cur = self.first
        self.events.append({"type": "first_player", "seat": self.first})
        self.begin_turn()

    def begin_turn(self) -> None:
        self.bay = []
        self.converter = []
        self.rerolls = 0
        self.copy_cost = 1
        self.income = []
        self.used = []
        self.last_die = None
        self.copied_last = []
        self.last_moved = -1
        cur = self.cur
        if cur == self.rogue:
            self.pool = []
            self.stack.append(["rogue_turn", None])
            return
        dice = data.EMPIRE[self.level[cur]][0] - self.fewer_dice
        self.fewer_dice = 0
        self.pool = pool = self.rng.dice(dice if dice > 0 else 0, 6)
        pool.sort()
        self.events.append({"type": "roll", "seat": cur, "dice": pool[:]})
        self.stack.append(["turn", cur])

    def _auto_next_turn(self, frame) -> None:
        if self.solo:
            self.cur = 1 - self.cur
        else:
            following = (self.cur + 1) % self.players
            if self.ending and following == self.first:
                self.finish()
                return
            self.cur = following
        self.begin_turn()

    # ----- the active player's choices ------------------------------------
    def _legal_turn(self, frame):
        seat = frame[1]
        pool = self.pool
        faces, convert, _, _ = POOLS.get(tuple(pool)) or pool_actions(pool)
        legal = []
        if faces:
            usable = self.usable_faces(seat) if faces[0] != COLONY else None  # faces are sorted, COLONY last
            for f in faces:
                if usable[f] if f != COLONY else self.can_utilize(seat, True):
                    legal.append(ACTIVATE[f])
        if pool and (self.rerolls == 0 or self.res[seat][0] >= 1):
            legal.append(REROLL)
        if not self.converter and len(pool) >= 3:
            legal += convert
        legal.append(END)
        return legal

    def _do_turn(self, frame, action):
        seat = frame[1]
        kind = action[0]
        if kind == "activate":
            face = action[1]
            self.pool.remove(face)
            self.bay.append(face)
            self.last_die = face
            self.copied_last = []
            self.events.append({"type": "activate", "seat": seat, "face": face})
            stack = self.stack  # the die's action first, then the others may copy it
            stack.append(self.copy_window(face, seat, None, True))
            stack.append(["die", None, seat, face, True])
        elif kind == "reroll":
            self.stack.append(["reroll", seat, [], True])
        elif kind == "convert":
            self.pool.remove(action[1])
            self.converter.append(action[1])
            self.stack.append(["convert", seat])
        else:  # end
            stack = self.stack
            stack.pop()
            self.events.append({"type": "end_turn", "seat": seat})
            if self.solo:  # nobody could copy: "Die Schurkengalaxie kopiert nie die Aktionen des
                self._auto_next_turn(None)  # Spielers" (DE l.240); the rogue's turn, as a frame would
                self._auto_rogue_turn(stack.pop())  # the one its turn's beginning left on top, at once
                return
            stack.append(["next_turn", None])
            if self.last_die is not None:  # first, a last chance to copy the last die
                stack.append(self.copy_window(self.last_die, seat, None, True, "last", self.copied_last))

    # ----- rerolling ------------------------------------------------------
    def _legal_reroll(self, frame):
        """Any die not yet marked, in any order ("beliebig viele seiner noch nicht
        aktivierten Würfel")."""
        marked = frame[2]
        pool = self.pool
        faces, _, reroll_die, _ = POOLS.get(tuple(pool)) or pool_actions(pool)
        if not marked:
            legal = list(reroll_die)
        else:
            legal = [REROLL_DIE[f] for f in faces if pool.count(f) > marked.count(f)]
        legal.append(ROLL)
        return legal

    def _do_reroll(self, frame, action):
        if action[0] == "reroll_die":
            frame[2].append(action[1])
            return
        self.stack.pop()
        seat, marked, counted = frame[1], frame[2], frame[3]
        if not marked:
            return
        if counted:
            if self.rerolls:
                self.res[seat][0] -= 1
            self.rerolls += 1
        for face in marked:
            self.pool.remove(face)
        # the dice are alike: the event names the faces in order, as the pool does, so
        # the log says no more than the board (not the order the generator drew them)
        new = self.rng.dice(len(marked), 6)
        new.sort()
        self.pool = sorted(self.pool + new)
        self.events.append({"type": "reroll", "seat": seat, "from": sorted(marked), "new": new,
                            "paid": bool(counted and self.rerolls > 1)})

    # ----- the converter (also used by Gyore to set a die) ------------------
    def _legal_convert(self, frame):
        pool = self.pool
        actions = POOLS.get(tuple(pool)) or pool_actions(pool)
        if len(self.converter) < 2:  # the second die: any, whatever the first was
            return list(actions[1])
        return list(actions[3])

    def _set_die_options(self):
        return list(pool_actions(self.pool)[3])

    def _do_convert(self, frame, action):
        if action[0] == "convert":
            self.pool.remove(action[1])
            self.converter.append(action[1])
            return
        self.stack.pop()
        self.events.append({"type": "convert", "seat": frame[1], "spent": list(self.converter),
                            "from": action[1], "new": action[2]})
        self.set_die(action[1], action[2])

    def set_die(self, face, new_face) -> None:
        self.pool.remove(face)
        self.pool.append(new_face)
        self.pool.sort()
