"""Utspel av utmaningskort and the outcome (SV l.199-258).

The two main players choose a challenge card in secret (the engine's secret
step ``"cards"``; value point ``card_choice``: 'random' takes one at random,
e.g. against the Laser); the cards are revealed together after the moment
``cards_chosen``. A card counts as a compromise if it is one, or if the value
point ``counts_as_compromise`` says so.

* attack against attack: card + ships (the offence: all ships on the cone's
  mouth; the defence: the defender's ships on the planet and the ring), value
  point ``attack_total``; the higher total wins, a tie goes to the defence;
* attack against compromise: the compromise loses; its main player takes
  compensation (value point ``compensation``): one card at random from the
  opponent's hand per own ship lost;
* compromise against compromise: the allies go home and the two must make a
  deal (:mod:`.deal`).

The offence wins: all offence-side ships land on the planet; the defender's
ships there and the ring go to the black hole. The defence wins: the cone's
mouth goes to the black hole, and each defensive ally takes, per ship on the
ring, a card from the deck (``("reward_card",)``) or one of his ships from the
black hole to a base (``("reward_ship", planet)``) (value point
``ally_rewards``), then his ring ships return to any of his bases one by one
(``("return", planet)``). Lost ships go where the value point ``ship_loss``
says: the black hole, out of the game (Vakuan), or back to the owner's bases
(Zombie). Played cards are discarded unless ``keeps_challenge_card`` (Klon),
which is settled before compensation (SV l.332).
"""
from __future__ import annotations

from . import deck


class Combat:
    # ----- choosing the challenge cards --------------------------------------------
    def _auto_choose_cards(self, frame) -> None:
        mains = (self.offence, self.defence)
        for seat in mains:
            if not self.can_challenge(seat):  # a main player ran out during the challenge: a new hand
                self.push(["refill", seat], ["choose_cards", None])
                return
        self.push(*self.moment_frames("cards_chosen"), ["reveal", None])
        choosing = []
        for seat in mains:
            if self.value("card_choice", "free", player=seat) == "random":
                cards = [c for c in self.hands[seat] if deck.KIND[c] != "edict"]
                self.choose_card(seat, self.rng.choice(cards))
                self.events.append({"type": "random_card", "seat": seat})
            else:
                choosing.append(seat)
        if choosing:
            self.open_secret("cards", choosing)

    def choose_card(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.chosen[seat] = card

    def _auto_reveal(self, frame) -> None:
        self.revealed = True
        for seat in (self.offence, self.defence):
            self.played[seat] = self.chosen.pop(seat)
            self.forget(self.played[seat])
        self.events.append({"type": "reveal", "offence": self.played[self.offence],
                            "defence": self.played[self.defence]})
        self.push(*self.moment_frames("reveal"), ["resolve", None])

    def is_compromise(self, seat: int) -> bool:
        card = self.played[seat]
        return self.value("counts_as_compromise", deck.KIND[card] == "compromise", player=seat, card=card)

    def total(self, side: str) -> int:
        if side == "offence":
            seat = self.offence
            base = deck.VALUE[self.played[seat]] + sum(self.cone)
        else:
            seat = self.defence
            base = deck.VALUE[self.played[seat]] + self.ships[self.planet][seat] + sum(self.ring)
        return self.value("attack_total", base, side=side, player=seat)

    # ----- the outcome -------------------------------------------------------------
    def _auto_resolve(self, frame) -> None:
        off, dfn = self.offence, self.defence
        peace_off, peace_def = self.is_compromise(off), self.is_compromise(dfn)
        for seat, peace in ((off, peace_off), (dfn, peace_def)):
            if peace and deck.KIND[self.played[seat]] != "compromise":  # Empat, Känslokontroll
                self.events.append({"type": "counts_as_compromise", "seat": seat, "card": self.played[seat]})
        if peace_off and peace_def:
            self.compromised = True
            self.events.append({"type": "both_compromise"})
            steps = [["return", s, "ally"] for s in self.allies["offence"] + self.allies["defence"]]
            self.push(*steps, ["open_deal", None])
            return
        if peace_off or peace_def:
            winner = "defence" if peace_off else "offence"
            self.events.append({"type": "compromise_loses", "seat": off if peace_off else dfn})
        else:
            totals = {"offence": self.total("offence"), "defence": self.total("defence")}
            winner = "offence" if totals["offence"] > totals["defence"] else "defence"
            self.events.append({"type": "totals", **totals})
        loser_main = dfn if winner == "offence" else off
        winner_main = off if winner == "offence" else dfn
        own_lost = self.ships[self.planet][dfn] if winner == "offence" else self.cone[off]
        self.events.append({"type": "winner", "side": winner})
        if winner == "offence":
            self.success = True
            self._land()
            self.lose_from(dfn, "planet", winner_main)
            for seat in self.allies["defence"]:
                self.lose_from(seat, "ring", winner_main)
        else:
            for seat in [off, *self.allies["offence"]]:
                self.lose_from(seat, "cone", winner_main)
        steps = [["return", s, "limbo"] for s in range(self.players) if self.limbo[s]]
        steps += [*self.moment_frames("resolution"), ["cards_away", None]]
        if peace_off or peace_def:
            steps.append(["compensate", None, loser_main, winner_main, own_lost])
        if winner == "defence":
            steps.append(["ally_rewards", None])
        steps += [*self.moment_frames("challenge_end"), ["end_challenge", None]]
        self.push(*steps)

    def _land(self) -> None:
        planet = self.planet
        for seat in range(self.players):
            if self.cone[seat]:
                self.ships_arrive(seat, planet, self.cone[seat])
                self.events.append({"type": "landed", "seat": seat, "planet": planet, "ships": self.cone[seat]})
                self.cone[seat] = 0

    def lose_from(self, seat: int, place: str, winner: int) -> None:
        """``seat``'s ships on the losing side leave ``place`` ('planet', 'cone' or 'ring')."""
        if place == "planet":
            count = self.ships[self.planet][seat]
            self.ships[self.planet][seat] = 0
        elif place == "cone":
            count, self.cone[seat] = self.cone[seat], 0
        else:
            count, self.ring[seat] = self.ring[seat], 0
        if count:
            self.send_lost(seat, count, "combat", winner, later=True)

    def send_lost(self, seat: int, count: int, cause: str, winner, later: bool = False) -> None:
        """Lost ships go to the black hole, out of the game or home (value point ``ship_loss``).

        Ships going home wait in ``limbo`` for their owner to place them; with
        ``later`` the caller schedules that, else it comes next.
        """
        where = self.value("ship_loss", "warp", player=seat, cause=cause, winner=winner)
        if where == "bases" and self.bases(seat):
            self.limbo[seat] += count
            if not later:
                self.push(["return", seat, "limbo"])
        elif where == "removed":
            self.removed[seat] += count
        else:
            where = "warp"
            self.warp[seat] += count
        self.events.append({"type": "lost", "seat": seat, "ships": count, "where": where,
                            "cause": cause})

    def _auto_cards_away(self, frame) -> None:
        for seat, card in sorted(self.played.items()):
            if self.value("keeps_challenge_card", False, player=seat):
                self.hands[seat] = sorted(self.hands[seat] + [card])
                self.show_all([card])  # played face up, back to his hand in view of all
                self.events.append({"type": "card_kept", "seat": seat, "card": card})
            else:
                self.discard.append(card)
        self.played = {}

    def _auto_compensate(self, frame) -> None:
        seat, other, lost = frame[2], frame[3], frame[4]
        if not lost or not self.value("compensation", True, player=seat):
            self.events.append({"type": "no_compensation", "seat": seat})
            return
        self.events.append({"type": "compensation", "seat": seat, "source": other,
                            "cards": min(lost, len(self.hands[other]))})
        self.take_random(other, seat, lost, announce=False)

    # ----- the defensive allies' reward ---------------------------------------------------
    def _auto_ally_rewards(self, frame) -> None:
        if not self.value("ally_rewards", True):
            self.events.append({"type": "no_rewards"})
            return
        self.push(*[["reward", s, self.ring[s]] for s in self.allies["defence"] if self.ring[s]])

    def _legal_reward(self, frame):
        seat = frame[1]
        legal = [("reward_card",)]
        if self.warp[seat]:
            legal += [("reward_ship", p) for p in self.bases(seat)]
        return legal

    def _do_reward(self, frame, action):
        seat = frame[1]
        if action[0] == "reward_card":
            self.draw_cards(seat, 1)
        else:
            self.warp[seat] -= 1
            self.ships_arrive(seat, action[1])
            self.events.append({"type": "freed", "seat": seat, "planet": action[1]})
        frame[2] -= 1
        if not frame[2]:
            self.stack.pop()
            self.push(["return", seat, "ring"])

    # ----- ships going home ------------------------------------------------------------
    def _returning(self, seat: int, source: str) -> int:
        if source == "ring":
            return self.ring[seat]
        if source == "cone":
            return self.cone[seat]
        if source == "limbo":
            return self.limbo[seat]
        return self.cone[seat] + self.ring[seat] + self.limbo[seat]  # "ally", "all"

    def _legal_return(self, frame):
        seat = frame[1]
        if not self._returning(seat, frame[2]):
            return []
        bases = self.bases(seat) or list(self.planets_of(seat))  # no base left: home (ruling)
        return [("return", p) for p in bases]

    def _do_return(self, frame, action):
        seat, source = frame[1], frame[2]
        for pool in (("limbo", "ring", "cone") if source in ("ally", "all") else (source,)):
            counts = getattr(self, pool)
            if counts[seat]:
                counts[seat] -= 1
                break
        self.ships_arrive(seat, action[1])
        if not self._returning(seat, source):
            self.stack.pop()
