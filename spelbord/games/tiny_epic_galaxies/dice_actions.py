"""Würfelaktionen: what each die face does, and colonising.

* Move a ship ("Ein Schiff bewegen"): ``("ship", location)`` picks one of the
  player's ships, ``("to", location)`` its destination: the own galaxy
  (``HOME``), the surface of another planet (slot ``s``: the player may then use
  the planet's ability, ``("use_ability",)`` or ``("decline",)``), or another
  planet's colony track (``ORBIT + s``, onto the start space). The planet must
  change; one own ship per surface and per track.
* Acquire energy / culture ("Ressourcen erhalten"): 1 per own ship on or
  around a planet producing it; each ship on the own galaxy gives 1 energy.
* Diplomacy / economy ("Kolonie aufbauen"): ``("advance", slot)`` moves one
  own ship a space along a matching colony track; reaching the symbol at the
  end colonises the planet ("Planeten kolonisieren").
* Utilize a colony ("Eine Kolonie nutzen"): ``("upgrade", "energy"|"culture")``
  is the galaxy's action (pay the next level's number, all in one resource),
  ``("colony", planet)`` uses a colony's ability (:mod:`.effects`).
"""
from __future__ import annotations

from . import data
from .data import COLONY, CULTURE, DIPLOMACY, ECONOMY, ENERGY, MOVE, PLANETS

HOME = -1
ORBIT = 10
RES = {"energy": 0, "culture": 1}
#: what each planet produces, by planet id
PLANET_RESOURCE = tuple(p.resource for p in PLANETS)
#: the die face that advances each planet's colony track, by planet id
PLANET_TRACK = tuple(p.track for p in PLANETS)
#: by planet id: whether its ability may be used at any time by anyone (it costs nothing and
#: asks nothing of the position: see the ``_ok_`` tests of these effects in :mod:`.effects`)
ALWAYS_USABLE = tuple(p.effect in ("gain", "gain_all") and not p.own_turn and not p.once for p in PLANETS)


class DiceActions:
    # ----- can an action be carried out? ----------------------------------
    def can_do(self, owner: int, face: int, own: bool) -> bool:
        """Whether ``owner`` could carry out ``face`` now (``own``: in its own turn)."""
        if face == MOVE:
            ships = self.ships[owner]
            # a ship away from home can always go home; ships all at home may go to any planet
            return bool(ships) and (ships.count(HOME) < len(ships) or max(self.row) >= 0)
        if face == ENERGY or face == CULTURE:
            return self.can_gather(owner, data.FACE_RESOURCE[face])
        if face == DIPLOMACY or face == ECONOMY:
            return self.has_track(owner, face)
        return self.can_utilize(owner, own)

    def can_utilize(self, owner: int, own: bool) -> bool:
        """:meth:`can_do` for COLONY: the galaxy's upgrade or one of its colonies' abilities."""
        colonies = self.colonies[owner]
        for planet in colonies:  # the abilities always usable first: the answer is the same
            if ALWAYS_USABLE[planet]:
                return True
        level = self.level[owner]  # can_upgrade(owner), without the call
        if level < data.EMPIRE_TOP and max(self.res[owner]) >= data.upgrade_cost(level):
            return True
        ability_ok = self.ability_ok
        for planet in colonies:
            if ability_ok(owner, planet, own):
                return True
        return False

    def usable_faces(self, owner: int) -> tuple:
        """:meth:`can_do` for MOVE, ENERGY, CULTURE, DIPLOMACY and ECONOMY at once (by face;
        these do not depend on whose turn it is), in one look at the ships: a ship is on the
        colony track of a slot exactly when the track holds its marker (:meth:`move_ship`)."""
        row = self.row
        home = away = energy = culture = diplomacy = economy = False
        for loc in self.ships[owner]:
            if loc == HOME:
                home = True
                continue
            away = True
            if loc >= ORBIT:
                planet = row[loc - ORBIT]
                if PLANET_TRACK[planet] == DIPLOMACY:  # a track is diplomacy or economy
                    diplomacy = True
                else:
                    economy = True
            else:
                planet = row[loc]
            if PLANET_RESOURCE[planet]:  # planets produce energy (0) or culture (1)
                culture = True
            else:
                energy = True
        if home:
            energy = True
            if owner == self.rogue:
                culture = True
        return (away or (home and max(row) >= 0), energy, culture, diplomacy, economy)

    def _auto_die(self, frame) -> None:
        _, _, owner, face, own = frame
        if face == MOVE:
            self.stack.append(["move_pick", owner, own, -1])
        elif face == ENERGY or face == CULTURE:
            resource = data.FACE_RESOURCE[face]
            got = self.gain(owner, resource, self.gather(owner, resource))
            self.events.append({"type": "gain", "owner": owner, "resource": resource, "amount": got})
        elif face == DIPLOMACY or face == ECONOMY:
            self.stack.append(["advance_pick", owner, face, 1, -1])
        else:
            self.stack.append(["colony_pick", owner, own])

    # ----- moving ships ---------------------------------------------------
    def destinations(self, owner: int, index: int) -> list[int]:
        """Where ship ``index`` of ``owner`` may move."""
        ships = self.ships[owner]
        loc = ships[index]
        here = -1 if loc == HOME else loc % ORBIT
        track = self.track[owner]
        dests = [] if loc == HOME else [HOME]
        for slot, planet in enumerate(self.row):
            if planet < 0 or slot == here:
                continue
            if slot not in ships:
                dests.append(slot)
            if track[slot] < 0:
                dests.append(ORBIT + slot)
        return dests

    def can_move(self, owner: int, index: int) -> bool:
        """Whether ship ``index`` of ``owner`` has somewhere to go (:meth:`destinations` not empty)."""
        ships = self.ships[owner]
        if ships[index] != HOME:  # it can always go home
            return True
        track = self.track[owner]
        for slot, planet in enumerate(self.row):
            if planet >= 0 and (slot not in ships or track[slot] < 0):
                return True
        return False

    def _legal_move_pick(self, frame):
        owner, exclude = frame[1], frame[3]
        if exclude == "last":
            exclude = self.last_moved
        seen = []
        for i, loc in enumerate(self.ships[owner]):
            if i != exclude and loc not in seen and self.can_move(owner, i):
                seen.append(loc)
        return [("ship", loc) for loc in sorted(seen)]

    def _do_move_pick(self, frame, action):
        owner, own, exclude = frame[1], frame[2], frame[3]
        if exclude == "last":
            exclude = self.last_moved
        self.stack.pop()
        index = next(i for i, loc in enumerate(self.ships[owner]) if loc == action[1] and i != exclude)
        self.stack.append(["move_to", owner, own, index])

    def _legal_move_to(self, frame):
        return [("to", d) for d in self.destinations(frame[1], frame[3])]

    def _do_move_to(self, frame, action):
        _, owner, own, index = frame
        self.stack.pop()
        dest = action[1]
        self.events.append({"type": "move", "owner": owner, "from": self.ships[owner][index], "dest": dest})
        self.move_ship(owner, index, dest)
        self.last_moved = index
        if 0 <= dest < ORBIT:
            planet = self.row[dest]
            if self.ability_ok(owner, planet, own):
                self.stack.append(["land", owner, own, planet])

    def move_ship(self, owner: int, index: int, dest: int) -> None:
        ships = self.ships[owner]
        old = ships[index]
        if old >= ORBIT:
            self.track[owner][old - ORBIT] = -1
        ships[index] = dest
        if dest >= ORBIT:
            self.track[owner][dest - ORBIT] = 0

    def _legal_land(self, frame):
        return [("use_ability",), ("decline",)]

    def _do_land(self, frame, action):
        self.stack.pop()
        if action[0] == "use_ability":
            self.ability_run(frame[1], frame[3], frame[2])

    # ----- resources ----------------------------------------------------------
    def gather(self, owner: int, resource: int) -> int:
        """What an acquire die yields: ships on/around producing planets, and home ships
        (energy only; a rogue galaxy produces both)."""
        total = 0
        row = self.row
        home_gives = resource == 0 or owner == self.rogue
        for loc in self.ships[owner]:
            if loc == HOME:
                total += home_gives
            elif PLANET_RESOURCE[row[loc % ORBIT]] == resource:
                total += 1
        return total

    def can_gather(self, owner: int, resource: int) -> bool:
        """Whether :meth:`gather` would yield anything."""
        row = self.row
        home_gives = resource == 0 or owner == self.rogue
        for loc in self.ships[owner]:
            if home_gives if loc == HOME else PLANET_RESOURCE[row[loc % ORBIT]] == resource:
                return True
        return False

    # ----- colony tracks ------------------------------------------------------
    def _legal_advance_pick(self, frame):
        _, owner, kind, steps, exclude = frame
        return [("advance", s) for s in self.on_tracks(owner, kind) if s != exclude]

    def _do_advance_pick(self, frame, action):
        self.stack.pop()
        self.advance_ship(frame[1], action[1], frame[3])

    def advance_ship(self, owner: int, slot: int, steps: int) -> None:
        """Move a ship ``steps`` spaces along the track of ``slot``; colonise at the end."""
        pos = self.track[owner][slot] + steps
        self.events.append({"type": "advance", "owner": owner, "slot": slot, "steps": steps})
        if pos > PLANETS[self.row[slot]].spaces:
            self.colonise(owner, slot)
        else:
            self.track[owner][slot] = pos

    def push_back(self, owner: int, slot: int, steps: int) -> None:
        """Move a ship back; it never leaves the track (it stops on the start space)."""
        self.track[owner][slot] = max(0, self.track[owner][slot] - steps)
        self.events.append({"type": "push_back", "owner": owner, "slot": slot, "steps": steps})

    def colonise(self, owner: int, slot: int) -> None:
        """``owner`` colonises the planet of ``slot``: every ship on the card goes home,
        the card goes under the owner's galaxy, and a new planet fills the slot."""
        planet = self.row[slot]
        surface, orbit = slot, ORBIT + slot
        for other in range(self.owners):
            ships = self.ships[other]
            if surface in ships or orbit in ships:
                for i, loc in enumerate(ships):
                    if loc == surface or loc == orbit:
                        ships[i] = HOME
            self.track[other][slot] = -1
        self.colonies[owner].append(planet)
        self.row[slot] = self.draw()
        points = self.points(owner)
        self.events.append({"type": "colonise", "owner": owner, "planet": planet,
                            "new": self.row[slot], "points": points})
        self.check_points(owner, points)

    def draw(self) -> int:
        if self.deck:
            return self.deck.pop()
        if self.bottom:
            return self.bottom.pop(0)
        return -1

    # ----- utilizing a colony, upgrading the empire -----------------------------
    def can_upgrade(self, owner: int, discount: int = 0, mixed: bool = False) -> bool:
        level = self.level[owner]
        if level >= data.EMPIRE_TOP:
            return False
        cost = data.upgrade_cost(level) - discount
        energy, culture = self.res[owner]
        return energy + culture >= cost if mixed else max(energy, culture) >= cost

    def _legal_colony_pick(self, frame):
        owner, own = frame[1], frame[2]
        legal = []
        level = self.level[owner]
        if level < data.EMPIRE_TOP:
            cost = data.upgrade_cost(level)
            legal += [("upgrade", name) for name, r in RES.items() if self.res[owner][r] >= cost]
        legal += [("colony", p) for p in sorted(set(self.colonies[owner])) if self.ability_ok(owner, p, own)]
        return legal

    def _do_colony_pick(self, frame, action):
        owner, own = frame[1], frame[2]
        self.stack.pop()
        if action[0] == "upgrade":
            self.res[owner][RES[action[1]]] -= data.upgrade_cost(self.level[owner])
            self.upgrade(owner)
        else:
            self.ability_run(owner, action[1], own)

    def _legal_upgrade_pick(self, frame):
        _, owner, discount, mixed = frame
        cost = data.upgrade_cost(self.level[owner]) - discount
        energy, culture = self.res[owner]
        if mixed:
            return [("upgrade_mix", e) for e in range(max(0, cost - culture), min(energy, cost) + 1)]
        return [("upgrade", name) for name, r in RES.items() if self.res[owner][r] >= cost]

    def _do_upgrade_pick(self, frame, action):
        _, owner, discount, mixed = frame
        self.stack.pop()
        cost = data.upgrade_cost(self.level[owner]) - discount
        if action[0] == "upgrade_mix":
            self.res[owner][0] -= action[1]
            self.res[owner][1] -= cost - action[1]
        else:
            self.res[owner][RES[action[1]]] -= cost
        self.upgrade(owner)

    def upgrade(self, owner: int) -> None:
        """Raise the empire a level; a new ship appears on the galaxy at once."""
        self.level[owner] += 1
        level = self.level[owner]
        if owner != self.rogue and data.EMPIRE[level][1] > len(self.ships[owner]):
            self.ships[owner].append(HOME)
        points = self.points(owner)
        self.events.append({"type": "upgrade", "owner": owner, "level": level, "points": points})
        self.check_points(owner, points)
