"""Planet abilities: the effect vocabulary the 40 planet cards are written in.

A planet's ability is used when a ship lands on its surface (optional) or
through a "utilize a colony" die by the planet's owner. Each effect named in
:data:`.data.PLANETS` has two methods here: ``_ok_<effect>`` (can it be used
now, by this galaxy, with this planet's parameters?) and ``_run_<effect>``
(do it, pushing frames for any choice it needs). The general rules, in
:meth:`PlanetEffects.ability_ok`: "only on your turn" abilities need the user's
own turn (never while copying), "once per turn" abilities once per turn per
user, and printed costs must be affordable.

"Enemy ships" are other galaxies' ships on colony tracks (the rogue's
included); a ship is never pushed back past the start space.
"""
from __future__ import annotations

from . import data
from .data import ANY, E, PLANETS

HOME = -1
ORBIT = 10
RES = {"energy": 0, "culture": 1}


#: effects whose test asks whether other abilities or die actions could be used, which may
#: lead back to the same planet (Zavodnick -> utilize a colony -> Zavodnick)
REACHING = frozenset({"use_row", "use_other", "free_action", "repeat"})


class PlanetEffects:
    def ability_ok(self, owner: int, planet: int, own: bool) -> bool:
        card = PLANETS[planet]
        if card.own_turn and not (own and owner == self.cur):
            return False
        if card.once and (owner, planet) in self.used:
            return False
        test = self.OK[card.effect]
        if card.effect not in REACHING:  # its test cannot come back here
            return test(self, owner, card, planet, own)
        checking = self.checking
        if planet in checking:  # an ability reached through itself
            return False
        checking.append(planet)
        try:
            return test(self, owner, card, planet, own)
        finally:
            checking.pop()

    def ability_run(self, owner: int, planet: int, own: bool) -> None:
        card = PLANETS[planet]
        if card.once:
            self.used.append((owner, planet))
        self.events.append({"type": "ability", "owner": owner, "planet": planet})
        getattr(self, "_run_" + card.effect)(owner, card, planet, own)

    def can_pay(self, owner: int, resource, amount: int) -> bool:
        return resource is None or self.res[owner][resource] >= amount

    def enemy_ships(self, owner: int, kind: int) -> list[tuple[int, int]]:
        """(other owner, slot) of other galaxies' ships beyond the start of a track."""
        return [(o, s) for o in self.others(owner) for s in self.on_tracks(o, kind) if self.track[o][s] > 0]

    # ----- gain: Jakks, Vici-KS156, MJ-120210 ------------------------------------
    def _ok_gain(self, owner, card, planet, own):
        return True

    def _run_gain(self, owner, card, planet, own):
        resource, amount = card.params
        self._gain_event(owner, resource, amount)

    def _gain_event(self, owner, resource, amount):
        got = self.gain(owner, resource, amount)
        self.events.append({"type": "gain", "owner": owner, "resource": resource, "amount": got})

    # ----- advance own ship: Drewkaiden, Leandra, Padraigin-3110, Nakagawakozi, Shouhua ----
    def _ok_advance(self, owner, card, planet, own):
        kind, steps, resource, cost = card.params
        return self.can_pay(owner, resource, cost) and bool(self.on_tracks(owner, kind))

    def _run_advance(self, owner, card, planet, own):
        kind, steps, resource, cost = card.params
        if resource is not None:
            self.res[owner][resource] -= cost
        self.push(["advance_pick", owner, kind, steps, -1])

    # ----- copy income: Birkomius, Bisschop ----------------------------------------
    def _ok_copy_income(self, owner, card, planet, own):
        return True

    def _run_copy_income(self, owner, card, planet, own):
        self.income.append((owner, card.params[0]))

    # ----- push enemy ships back: Tifnod, Vizcarra, Jorg, Brumbaugh, K-Widow -------------
    def _ok_push(self, owner, card, planet, own):
        kind, steps, count, resource, cost = card.params
        return self.can_pay(owner, resource, cost) and bool(self.enemy_ships(owner, kind))

    def _run_push(self, owner, card, planet, own):
        kind, steps, count, resource, cost = card.params
        if resource is not None:
            self.res[owner][resource] -= cost
        self.push(["push_pick", owner, kind, steps, -1, -1, count])

    def _legal_push_pick(self, frame):
        _, owner, kind, steps, ex_owner, ex_slot, count = frame
        return [("push", o, s) for o, s in self.enemy_ships(owner, kind) if (o, s) != (ex_owner, ex_slot)]

    def _do_push_pick(self, frame, action):
        _, owner, kind, steps, ex_owner, ex_slot, count = frame
        self.stack.pop()
        self.push_back(action[1], action[2], steps)
        if count > 1:  # Brumbaugh: a second, different ship
            self.push(["push_pick", owner, kind, steps, action[1], action[2], count - 1])

    # ----- Helios: remove an empty planet from the row --------------------------
    def _empty_slots(self):
        occupied = set()
        for o in range(self.owners):
            occupied.update(loc % ORBIT for loc in self.ships[o] if loc != HOME)
        return [s for s, p in enumerate(self.row) if p >= 0 and s not in occupied]

    def _ok_remove_planet(self, owner, card, planet, own):
        return bool(self._empty_slots())

    def _run_remove_planet(self, owner, card, planet, own):
        self.push(["remove_pick", owner])

    def _legal_remove_pick(self, frame):
        return [("remove_planet", s) for s in self._empty_slots()]

    def _do_remove_pick(self, frame, action):
        self.stack.pop()
        slot = action[1]
        removed = self.row[slot]
        self.bottom.append(removed)  # under the deck: everyone knows where it is
        self.row[slot] = self.draw()
        self.events.append({"type": "remove_planet", "owner": frame[1], "planet": removed, "new": self.row[slot]})

    # ----- upgrades: Mared, Lureena ------------------------------------------------
    def _ok_upgrade(self, owner, card, planet, own):
        discount, mixed, strictly_lowest = card.params
        if strictly_lowest:
            level = self.level[owner]
            if any(self.level[o] <= level for o in self.others(owner)):
                return False
        return self.can_upgrade(owner, discount, mixed)

    def _run_upgrade(self, owner, card, planet, own):
        discount, mixed, strictly_lowest = card.params
        self.push(["upgrade_pick", owner, discount, mixed])

    # ----- Zalax: reroll (does not count as the turn's rerolls) ---------------------
    def _ok_reroll(self, owner, card, planet, own):
        return bool(self.pool)

    def _run_reroll(self, owner, card, planet, own):
        self.push(["reroll", owner, [], False])

    # ----- Hoefker: pay energy, gain culture ----------------------------------------
    def _ok_trade(self, owner, card, planet, own):
        return self.can_pay(owner, card.params[0], card.params[1])

    def _run_trade(self, owner, card, planet, own):
        pay, pay_n, get, get_n = card.params
        self.res[owner][pay] -= pay_n
        self._gain_event(owner, get, get_n)

    # ----- CLJ-0517, La-Torres: take 1 from another galaxy ----------------------------
    def _ok_steal(self, owner, card, planet, own):
        resource = card.params[0]
        return any(self.res[o][resource] > 0 for o in self.others(owner))

    def _run_steal(self, owner, card, planet, own):
        self.push(["steal_pick", owner, card.params[0]])

    def _legal_steal_pick(self, frame):
        resource = frame[2]
        return [("steal_from", o) for o in self.others(frame[1]) if self.res[o][resource] > 0]

    def _do_steal_pick(self, frame, action):
        self.stack.pop()
        owner, resource, victim = frame[1], frame[2], action[1]
        self.res[victim][resource] -= 1
        got = self.gain(owner, resource, 1)
        self.events.append({"type": "steal", "owner": owner, "from": victim, "resource": resource, "amount": got})

    # ----- Pembertonia-Major, Omicron Fenzi: exchange 1:1 -------------------------------
    def _ok_exchange(self, owner, card, planet, own):
        return self.res[owner][card.params[0]] > 0

    def _run_exchange(self, owner, card, planet, own):
        self.push(["amount_pick", owner, card.params[0], card.params[1]])

    def _legal_amount_pick(self, frame):
        return [("amount", k) for k in range(1, self.res[frame[1]][frame[2]] + 1)]

    def _do_amount_pick(self, frame, action):
        self.stack.pop()
        _, owner, source, target = frame
        self.res[owner][source] -= action[1]
        self._gain_event(owner, target, action[1])

    # ----- Nagato: two moves with two different ships ---------------------------------
    def _ok_double_move(self, owner, card, planet, own):
        resource, cost = card.params
        return self.can_pay(owner, resource, cost) and self.can_do(owner, data.MOVE, own)

    def _run_double_move(self, owner, card, planet, own):
        resource, cost = card.params
        self.res[owner][resource] -= cost
        self.push(["move_pick", owner, own, -1], ["move_pick", owner, own, "last"])

    # ----- Umbra-Forum: use the ability of a planet in the row ---------------------------
    def _row_options(self, owner, own, exclude):
        return [s for s, p in enumerate(self.row) if p >= 0 and p != exclude and self.ability_ok(owner, p, own)]

    def _ok_use_row(self, owner, card, planet, own):
        return bool(self._row_options(owner, own, planet))

    def _run_use_row(self, owner, card, planet, own):
        self.push(["row_pick", owner, own, planet])

    def _legal_row_pick(self, frame):
        return [("row_planet", s) for s in self._row_options(frame[1], frame[2], frame[3])]

    def _do_row_pick(self, frame, action):
        self.stack.pop()
        self.ability_run(frame[1], self.row[action[1]], frame[2])

    # ----- JAC-110912, Gleam-Zanier: you gain more, every other galaxy gains 1 -------------
    def _ok_gain_all(self, owner, card, planet, own):
        return True

    def _run_gain_all(self, owner, card, planet, own):
        resource, mine, theirs = card.params
        self._gain_event(owner, resource, mine)
        for other in self.others(owner):
            self._gain_event(other, resource, theirs)

    # ----- Maia: spend two unactivated dice for resources --------------------------------
    def _ok_spend_dice(self, owner, card, planet, own):
        return len(self.pool) >= card.params[0]

    def _run_spend_dice(self, owner, card, planet, own):
        count, energy, culture = card.params
        self._gain_event(owner, 0, energy)
        self._gain_event(owner, 1, culture)
        self.push(["discard_pick", owner, count])

    def _legal_discard_pick(self, frame):
        return [("discard_die", f) for f in sorted(set(self.pool))]

    def _do_discard_pick(self, frame, action):
        self.pool.remove(action[1])
        self.events.append({"type": "discard_die", "owner": frame[1], "face": action[1]})
        frame[2] -= 1
        if frame[2] == 0:
            self.stack.pop()

    # ----- Andellouxian-6: recall an orbiting ship for resources -------------------------
    def _ok_recall(self, owner, card, planet, own):
        return bool(self.orbiting(owner))

    def _run_recall(self, owner, card, planet, own):
        self.push(["recall_pick", owner])

    def _legal_recall_pick(self, frame):
        return [("recall", s) for s in self.orbiting(frame[1])]

    def _do_recall_pick(self, frame, action):
        self.stack.pop()
        owner, slot = frame[1], action[1]
        space = self.track[owner][slot]
        self.move_ship(owner, self.ships[owner].index(ORBIT + slot), HOME)
        self.events.append({"type": "recall", "owner": owner, "slot": slot, "space": space})
        if space:
            self.push(["split_pick", owner, space])

    def _legal_split_pick(self, frame):
        return [("split", e) for e in range(frame[2] + 1)]

    def _do_split_pick(self, frame, action):
        self.stack.pop()
        owner, total, energy = frame[1], frame[2], action[1]
        self._gain_event(owner, 0, energy)
        self._gain_event(owner, 1, total - energy)

    # ----- Walsfeo, Sargus-36: pay another galaxy to use one of its colonies -------------
    def _other_options(self, owner, own, resource):
        options = []
        self.res[owner][resource] -= 1  # the payment comes first
        for other in self.others(owner):
            for p in sorted(set(self.colonies[other])):
                if PLANETS[p].effect != "use_other" and self.ability_ok(owner, p, own):
                    options.append((other, p))
        self.res[owner][resource] += 1
        return options

    def _ok_use_other(self, owner, card, planet, own):
        resource = card.params[0]
        return self.res[owner][resource] >= 1 and bool(self._other_options(owner, own, resource))

    def _run_use_other(self, owner, card, planet, own):
        self.push(["other_pick", owner, own, card.params[0]])

    def _legal_other_pick(self, frame):
        return [("use_colony_of", o, p) for o, p in self._other_options(frame[1], frame[2], frame[3])]

    def _do_other_pick(self, frame, action):
        self.stack.pop()
        owner, own, resource = frame[1], frame[2], frame[3]
        other, planet = action[1], action[2]
        self.res[owner][resource] -= 1
        self.gain(other, resource, 1)
        self.events.append({"type": "pay", "owner": owner, "payee": other, "resource": resource})
        self.ability_run(owner, planet, own)

    # ----- Zavodnick: any die action, which the others may copy for free -----------------
    def _ok_free_action(self, owner, card, planet, own):
        return any(self.can_do(owner, f, own) for f in data.FACES)

    def _run_free_action(self, owner, card, planet, own):
        self.push(["face_pick", owner, own, "free"])

    def _legal_face_pick(self, frame):
        _, owner, own, mode = frame
        faces = data.FACES if mode == "free" else sorted(set(self.bay))
        return [("face", f) for f in faces if self.can_do(owner, f, own)]

    def _do_face_pick(self, frame, action):
        self.stack.pop()
        _, owner, own, mode = frame
        face = action[1]
        self.events.append({"type": "chosen_action", "owner": owner, "face": face, "mode": mode})
        if mode == "free":
            self.push(["die", None, owner, face, own], self.copy_window(face, owner, 0, False, "free"))
        else:
            self.push(["die", None, owner, face, own])

    # ----- BSW-10-1: one own ship back, a different one forward --------------------------
    def _ok_back_and_forth(self, owner, card, planet, own):
        slots = self.orbiting(owner)
        return len(slots) >= 2 and any(self.track[owner][s] > 0 for s in slots)

    def _run_back_and_forth(self, owner, card, planet, own):
        self.push(["back_pick", owner])

    def _legal_back_pick(self, frame):
        owner = frame[1]
        return [("back", s) for s in self.orbiting(owner) if self.track[owner][s] > 0]

    def _do_back_pick(self, frame, action):
        self.stack.pop()
        self.push_back(frame[1], action[1], 1)
        self.push(["advance_pick", frame[1], ANY, 1, action[1]])

    # ----- Aughmoore: culture for every ship at home ------------------------------------
    def _ok_home_culture(self, owner, card, planet, own):
        return HOME in self.ships[owner]

    def _run_home_culture(self, owner, card, planet, own):
        self._gain_event(owner, 1, self.ships[owner].count(HOME))

    # ----- Nibiru: copying costs more for the rest of the turn ----------------------------
    def _ok_copy_cost(self, owner, card, planet, own):
        return self.copy_cost < card.params[0]

    def _run_copy_cost(self, owner, card, planet, own):
        self.copy_cost = card.params[0]

    # ----- Gort: move an orbiting ship to the same space of another track ---------------
    def _transfer_targets(self, owner, source):
        return [t for t, p in enumerate(self.row) if p >= 0 and t != source and self.track[owner][t] < 0]

    def _ok_transfer(self, owner, card, planet, own):
        return any(self._transfer_targets(owner, s) for s in self.orbiting(owner))

    def _run_transfer(self, owner, card, planet, own):
        self.push(["transfer_pick", owner, -1])

    def _legal_transfer_pick(self, frame):
        owner, source = frame[1], frame[2]
        if source < 0:
            return [("transfer", s) for s in self.orbiting(owner) if self._transfer_targets(owner, s)]
        return [("transfer_to", t) for t in self._transfer_targets(owner, source)]

    def _do_transfer_pick(self, frame, action):
        owner = frame[1]
        if action[0] == "transfer":
            frame[2] = action[1]
            return
        self.stack.pop()
        source, target = frame[2], action[1]
        space = self.track[owner][source]
        self.move_ship(owner, self.ships[owner].index(ORBIT + source), ORBIT + target)
        self.events.append({"type": "transfer", "owner": owner, "from": source, "dest": target, "space": space})
        self.advance_ship(owner, target, space)

    # ----- Terra-Bettia: everyone advances, you most --------------------------------------
    def _ok_all_advance(self, owner, card, planet, own):
        return bool(self.orbiting(owner))

    def _run_all_advance(self, owner, card, planet, own):
        theirs, mine = card.params
        frames = []
        for other in self.others(owner):
            if other == self.rogue:
                frames.append(["rogue_advance_one", None, theirs])
            else:
                frames.append(["advance_pick", other, ANY, theirs, -1])
        frames.append(["advance_pick", owner, ANY, mine, -1])
        self.push(*frames)

    # ----- Piedes: repeat a die in the activation bay (not copyable) ----------------------
    def _ok_repeat(self, owner, card, planet, own):
        return any(self.can_do(owner, f, own) for f in set(self.bay))

    def _run_repeat(self, owner, card, planet, own):
        self.push(["face_pick", owner, own, "repeat"])

    # ----- Gyore: set an unactivated die to any face -----------------------------------
    def _ok_set_die(self, owner, card, planet, own):
        return bool(self.pool)

    def _run_set_die(self, owner, card, planet, own):
        self.push(["set_pick", owner])

    def _legal_set_pick(self, frame):
        return self._set_die_options()

    def _do_set_pick(self, frame, action):
        self.stack.pop()
        self.events.append({"type": "set_die", "owner": frame[1], "from": action[1], "new": action[2]})
        self.set_die(action[1], action[2])
