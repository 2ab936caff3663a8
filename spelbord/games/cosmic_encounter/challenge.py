"""Hur spelet går till (SV l.87-175, 276-284): a turn, and a challenge up to the launch.

A turn is a challenge, and a second one if the first succeeded (won, or a deal
made; value points ``another_challenge`` and ``challenges_per_turn``):

1. new cards, first challenge only: an offence without attack or compromise
   cards plays or discards his fate cards and draws 7 (``refill``);
2. ``("free", planet)``: one own ship from the black hole to a base (to the
   cone, ``("free_cone",)``, when he has no base at all), or ``("keep_in_warp",)``;
3. the star card names the defender's system; one's own colour: ``("redraw",)``
   or ``("own_system",)`` (a foreign base in one's own system); when a single
   star card is left, all are shuffled again. Two players: no star cards;
4. ``("aim", planet)``: the cone points at a planet of that system (never an
   empty planet of one's own system), then ``("defender", seat)`` if several
   other players have a base there;
5. ``("launch", planet)`` one ship at a time (1-4), ``("launched",)`` when done.

The defender draws a new hand whenever he has no attack or compromise card
before the cards are revealed (SV l.145): the state checks it after every step.
"""
from __future__ import annotations

from . import variants
from .setup import HAND

MAX_LAUNCH = 4


class Challenge:
    # ----- a turn ------------------------------------------------------------
    def _auto_begin_turn(self, frame) -> None:
        seat = frame[2]
        self.turns += 1
        limit = self.options["turn_limit"]
        if limit and self.turns > limit:
            self.end_by_turn_limit()
            return
        self.turn = self.offence = seat
        self.challenges = 0
        self.events.append({"type": "turn", "seat": seat})
        self.push(*self.moment_frames("turn_start"), ["refill_offence", None], ["challenge", None])

    def _auto_refill_offence(self, frame) -> None:
        if not self.can_challenge(self.offence):
            self.push(["refill", self.offence])

    def _auto_next_turn(self, frame) -> None:
        seat = self.turn
        self.offence = self.defence = self.planet = None
        self.events.extend(variants.end_turn(self, seat))
        self.push(["begin_turn", None, (seat + 1) % self.players])

    # ----- drawing a new hand ------------------------------------------------
    def _legal_refill(self, frame):
        seat = frame[1]
        if self.can_challenge(seat):
            return []
        return self.uses(seat, self.moment or "turn_start") + [("discard_edicts",)]

    def _do_refill(self, frame, action):
        seat = frame[1]
        if action[0] != "discard_edicts":
            self.use(seat, action)
            return
        self.stack.pop()
        kept = self.value("kept_on_new_hand", [], player=seat)
        for card in [c for c in self.hands[seat] if c not in kept]:
            self.hands[seat].remove(card)
            self.events.append({"type": "edict_discarded", "seat": seat, "card": card})
            self.edict_away(seat, card)
        self.events.append({"type": "new_hand", "seat": seat})
        self.draw_cards(seat, HAND)

    def _defender_needs_cards(self) -> bool:
        """SV l.145: the defender refills at any moment of the challenge before the reveal."""
        return (self.defence is not None and not self.revealed and self.defence not in self.chosen
                and self.stack[-1][0] != "refill" and not self.can_challenge(self.defence))

    # ----- a challenge ---------------------------------------------------------
    def _auto_challenge(self, frame) -> None:
        self.challenges += 1
        self.success = False
        self.revealed = False
        self.defence = self.planet = None
        self.events.append({"type": "challenge", "seat": self.offence, "number": self.challenges})
        steps = [["free", self.offence], *self.moment_frames("regroup")]
        if self.players == 2:
            steps.append(["aim", self.offence, 1 - self.offence])
        else:
            steps += [["destiny", None], *self.moment_frames("destiny"), ["check_aim", None],
                      ["aim", self.offence, None]]
        steps += [["can_launch", None], ["launch", self.offence], *self.moment_frames("launch"),
                  ["alliances", None]]
        self.push(*steps)

    def _legal_free(self, frame):
        """SV l.127: he "får" (may) take one of them; he may as well leave them there."""
        seat = frame[1]
        if not self.warp[seat]:
            return []
        bases = self.bases(seat)
        freeing = [("free", p) for p in bases] if bases else [("free_cone",)]
        return freeing + [("keep_in_warp",)]

    def _do_free(self, frame, action):
        seat = frame[1]
        self.stack.pop()
        if action[0] == "keep_in_warp":
            return
        self.warp[seat] -= 1
        if action[0] == "free_cone":
            self.cone[seat] += 1
            self.events.append({"type": "freed", "seat": seat, "planet": None})
        else:
            self.ships_arrive(seat, action[1])
            self.events.append({"type": "freed", "seat": seat, "planet": action[1]})

    # ----- destiny -----------------------------------------------------------
    def draw_destiny(self) -> int:
        colour = self.destiny.pop()
        self.destiny_discard.append(colour)
        if len(self.destiny) == 1:  # the last card is never drawn (SV l.133)
            self.destiny += self.destiny_discard
            self.destiny_discard = []
            self.rng.shuffle(self.destiny)
            self.events.append({"type": "destiny_shuffled"})
        self.events.append({"type": "destiny", "seat": self.offence, "colour": colour})
        return colour

    def _foreign_in_own_system(self, seat: int) -> list[int]:
        ships = self.ships
        return [p for p in self.planets_of(seat) if any(c for s, c in enumerate(ships[p]) if s != seat)]

    def _auto_destiny(self, frame) -> None:
        colour = self.draw_destiny()
        if colour != self.offence:
            self._aim_frame()[2] = colour
            self.defence = colour
            return
        if not self._foreign_in_own_system(self.offence):
            self.push(["destiny", None])  # a compulsory redraw
            return
        self.push(["own_colour", self.offence])

    def _legal_own_colour(self, frame):
        return [("redraw",), ("own_system",)]

    def _do_own_colour(self, frame, action):
        self.stack.pop()
        if action[0] == "redraw":
            self.push(["destiny", None])
        else:
            self._aim_frame()[2] = self.offence

    def _aim_frame(self):
        return next(f for f in reversed(self.stack) if f[0] == "aim")

    # ----- aiming the cone -----------------------------------------------------
    def aim_targets(self, seat: int, system: int) -> list[int]:
        """Planets the offence may aim at in ``system`` (in his own: only foreign bases)."""
        if system == seat:
            return self._foreign_in_own_system(seat)
        targets = list(self.planets_of(system))
        if self.players == 2:
            targets += self._foreign_in_own_system(seat)
        return targets

    def _auto_check_aim(self, frame) -> None:
        """The foreign bases in his own system may be gone by now: then a new star card."""
        aim = self._aim_frame()
        if aim[2] is None or not self.aim_targets(self.offence, aim[2]):
            aim[2] = None
            self.defence = None
            self.push(["destiny", None], ["check_aim", None])

    def _legal_aim(self, frame):
        return [("aim", p) for p in self.aim_targets(frame[1], frame[2])]

    def _do_aim(self, frame, action):
        seat, planet = frame[1], action[1]
        self.stack.pop()
        self.planet = planet
        owner = self.system_of(planet)
        if owner != seat:
            self._set_defender(owner)
            return
        others = [s for s, c in enumerate(self.ships[planet]) if c and s != seat]
        if len(others) == 1:
            self._set_defender(others[0])
        else:
            self.push(["pick_defender", seat, others])

    def _set_defender(self, seat: int) -> None:
        self.defence = seat
        self.events.append({"type": "aim", "seat": self.offence, "planet": self.planet, "defender": seat})

    def _legal_pick_defender(self, frame):
        return [("defender", s) for s in frame[2]]

    def _do_pick_defender(self, frame, action):
        self.stack.pop()
        self._set_defender(action[1])

    # ----- launching ------------------------------------------------------------
    def launch_sources(self, seat: int, taken: list[int]) -> list[int]:
        """Bases ``seat`` may take a ship from (one base only with one power per planet)."""
        if self.planet_powers is not None and seat == self.offence and taken:
            return [taken[0]] if self.ships[taken[0]][seat] else []
        return self.bases(seat)

    def _legal_launch(self, frame):
        seat = frame[1]
        legal = []
        if len(self.launch_from) < MAX_LAUNCH:
            legal = [("launch", p) for p in self.launch_sources(seat, self.launch_from)]
        if self.cone[seat]:
            legal.append(("launched",))
        return legal

    def _auto_can_launch(self, frame) -> None:
        """An offence with no ship on a base or the cone cannot challenge: it fails (A14, A15)."""
        seat = self.offence
        if not self.cone[seat] and not self.bases(seat):
            self.events.append({"type": "no_ships", "seat": seat})
            self.stack = [["end_challenge", None]]

    def _do_launch(self, frame, action):
        seat = frame[1]
        if action[0] == "launched":
            self.stack.pop()
            self.events.append({"type": "launched", "seat": seat, "ships": self.cone[seat],
                                "planets": list(self.launch_from)})
            return
        planet = action[1]
        self.ships[planet][seat] -= 1
        self.cone[seat] += 1
        self.launch_from.append(planet)

    # ----- after a challenge ------------------------------------------------------
    def _auto_end_challenge(self, frame) -> None:
        """Clear the cone's state; maybe another challenge; else the turn passes."""
        for s in range(self.players):
            if self.cone[s] or self.ring[s] or self.limbo[s]:
                self.push(["return", s, "all"], ["end_challenge", None])
                return
        revealed = [m[1] for m in self.marks if m[0] == "revealed"]
        self.events.append({"type": "challenge_over", "seat": self.offence, "success": self.success})
        self.defence = self.planet = None
        self.invited = {"offence": [], "defence": []}
        self.allies = {"offence": [], "defence": []}
        self.launch_from = []
        self.zapped = []
        self.lasting = []
        self.marks = []
        self.deal = None
        self.compromised = False
        self.events.extend(variants.after_challenge(self, revealed))
        seat = self.offence
        done = self.challenges
        default = self.success and done < self.value("challenges_per_turn", 2, player=seat)
        more = self.value("another_challenge", default, player=seat, success=self.success, done=done)
        if more and self.can_challenge(seat):
            self.push(["another", seat])
        else:
            self.push(["next_turn", None])

    def _legal_another(self, frame):
        return [("another",), ("end_turn",)]

    def _do_another(self, frame, action):
        self.stack.pop()
        if action[0] == "another":
            self.push(["challenge", None])
        else:
            self.push(["next_turn", None])
