"""A heuristic bot for Cosmic Encounter: sensible choices, one small step at a time.

It keeps its home bases (its power needs three), attacks the weakest planet of
the defender's system with ships from its strongest bases, never empties a
base, plays a high attack card when the fight is close and a compromise when it
is hopeless (compensation). It plays Cosmic Zap against the opposing main
player's power at the reveal, Mobius Tubes when many of its ships are in the
black hole, Plague against a leader, and discards fate cards only to refill.

Negotiation is valued in points by :mod:`.negotiation` (bases toward five,
cards, ships, who comes nearer to winning):

* **Deals**: as proposer it offers, from a small menu of packages (base for
  base, a base for a card, cards for cards, with the other's new base kept to
  one ship), the one best for itself among those the other should prefer to
  failing (which costs each three ships), weighing the other's gain more as the
  offers run out; it breaks off only when nothing beats failing. As the answerer
  it accepts an offer better than failing and not much worse than what its own
  counter-offer would likely bring; otherwise it refuses and counters.
* **Alliances**: a main player invites whoever's help is worth more than his
  reward (no one whose reward would be his fifth base); a player joins the side
  worth most to it (a base or the defenders' rewards against the ships at risk,
  and who gains if the offence wins), or stays out.
* **Promises** about the future (SV l.254: "inget tvingar dig att sedan hålla
  löftet") are left to the players' talk: the bot makes none. What a deal
  binds, the engine carries out.

Powers: an effect class may offer advice with a class method
``advise(state, seat, legal) -> action | None``; the bot follows it, and
otherwise passes on optional powers. It reads only what its seat may know (its
own hand, the board, the size of the others' hands), so it needs no
determinized state (``reads_state = False``).
"""
from __future__ import annotations

import random

from . import deck
from .effects_runtime import effect_class
from .negotiation import accepts, best_package, invite_worth, join_worth

PASS = ("pass",)


class HeuristicBot:
    reads_state = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.secret is not None:
            if legal[0][0] == "keep_alien":
                return legal[0]
            return self._card(state, seat, legal)
        frame = state.stack[-1]
        pick = getattr(self, "_" + frame[0], None)
        action = pick(state, seat, frame, legal) if pick else None
        return action if action in legal else self._fallback(legal)

    def _fallback(self, legal):
        for quiet in (PASS, ("launched",), ("invites_done",), ("decline",), ("allied",), ("settled",),
                      ("end_turn",)):
            if quiet in legal:
                return quiet
        return legal[0]

    # ----- helpers ------------------------------------------------------------------
    @staticmethod
    def _strongest_base(state, seat, planets):
        """The base with the most ships, preferring ones that keep a ship behind."""
        return max(planets, key=lambda p: (state.ships[p][seat], -p)) if planets else None

    @staticmethod
    def _weakest_home(state, seat, planets):
        home = [p for p in planets if p // 5 == seat]
        return min(home or planets, key=lambda p: (state.ships[p][seat], p))

    @staticmethod
    def _leader(state):
        return max(range(state.players), key=lambda s: state.foreign_bases(s))

    # ----- the turn -------------------------------------------------------------------
    def _free(self, state, seat, frame, legal):
        planets = [a[1] for a in legal if a[0] == "free"]
        return ("free", self._weakest_home(state, seat, planets)) if planets else legal[0]

    def _own_colour(self, state, seat, frame, legal):
        return ("own_system",)

    def _aim(self, state, seat, frame, legal):
        def cost(action):
            planet = action[1]
            here = state.ships[planet]
            defenders = max(c for s, c in enumerate(here) if s != seat)
            return (here[seat] > 0, defenders, planet)
        return min(legal, key=cost)

    def _pick_defender(self, state, seat, frame, legal):
        return min(legal, key=lambda a: state.ships[state.planet][a[1]])

    def _launch(self, state, seat, frame, legal):
        if state.cone[seat] >= 4:
            return ("launched",)
        sources = [a[1] for a in legal if a[0] == "launch" and state.ships[a[1]][seat] > 1]
        if not sources:
            return ("launched",) if ("launched",) in legal else legal[0]
        return ("launch", self._strongest_base(state, seat, sources))

    def _invite(self, state, seat, frame, legal):
        """Invite, one at a time, each player whose help is worth more than what he would gain."""
        side = frame[2]
        for action in legal:
            if action[0] == "invite" and state.bases(action[1]) and invite_worth(state, seat, action[1], side) > 0:
                return action
        return ("invites_done",)

    def _join(self, state, seat, frame, legal):
        """Join the side worth most to it (its reward, its risk, who wins), or stay out."""
        sides = [a[1] for a in legal if a[0] == "join"]
        spare = [p for p in state.bases(seat) if state.ships[p][seat] > 1]
        if not spare or not sides:
            return ("decline",)
        best = max(sides, key=lambda side: (join_worth(state, seat, side), side == "defence"))
        return ("join", best) if join_worth(state, seat, best) > 0 else ("decline",)

    def _ally_ships(self, state, seat, frame, legal):
        sent = frame[3]
        spare = [a[1] for a in legal if a[0] == "ally" and state.ships[a[1]][seat] > 1]
        if sent >= 2 or not spare:
            return ("allied",) if ("allied",) in legal else legal[0]
        return ("ally", self._strongest_base(state, seat, spare))

    def _card(self, state, seat, legal):
        cards = [a[1] for a in legal]
        attacks = sorted((c for c in cards if deck.KIND[c] == "attack"), key=lambda c: deck.VALUE[c])
        peace = [c for c in cards if deck.KIND[c] == "compromise"]
        if seat == state.offence:
            mine, theirs = sum(state.cone), state.ships[state.planet][state.defence] + sum(state.ring)
        else:
            mine, theirs = state.ships[state.planet][seat] + sum(state.ring), sum(state.cone)
        if not attacks:
            return ("card", peace[0])
        best = deck.VALUE[attacks[-1]] + mine
        if peace and best + 4 < theirs + 10:
            return ("card", peace[0])
        enough = [c for c in attacks if deck.VALUE[c] + mine > theirs + 12]
        return ("card", enough[0] if enough else attacks[-1])

    def _refill(self, state, seat, frame, legal):
        return self._window(state, seat, frame, legal, refill=True)

    def _reward(self, state, seat, frame, legal):
        ships = [a for a in legal if a[0] == "reward_ship"]
        if ships:
            return ("reward_ship", self._weakest_home(state, seat, [a[1] for a in ships]))
        return ("reward_card",)

    def _return(self, state, seat, frame, legal):
        return ("return", self._weakest_home(state, seat, [a[1] for a in legal]))

    def _lose(self, state, seat, frame, legal):
        if ("lose", -1) in legal:
            return ("lose", -1)
        return ("lose", self._strongest_base(state, seat, [a[1] for a in legal]))

    def _another(self, state, seat, frame, legal):
        strong = sum(state.ships[p][seat] for p in state.bases(seat))
        return ("another",) if strong >= 6 else ("end_turn",)

    # ----- moments: powers and fate cards -----------------------------------------------
    def _window(self, state, seat, frame, legal, refill=False):
        for action in legal:
            if action[0] == "power":
                cls = effect_class("power", action[1])
                advise = getattr(cls, "advise", None)
                if advise is not None:
                    advice = advise(state, seat, legal)
                    if advice in legal:
                        return advice
                break
        for action in legal:
            if action[0] == "edict" and self._good_edict(state, seat, action):
                return action
        if any(a[0] == "reveal_power" for a in legal) and seat in (state.offence, state.defence):
            return next(a for a in legal if a[0] == "reveal_power")
        return ("discard_edicts",) if refill else PASS

    def _good_edict(self, state, seat, action):
        key = action[1]
        if key == "cosmic_zap":
            target = action[2]
            side = state.side_of(seat)
            return (state.moment == "reveal" and side is not None and target in (state.offence, state.defence)
                    and state.side_of(target) != side)
        if key == "mobius_tubes":
            return state.warp[seat] >= 4
        if key == "plague":
            target = action[2] if len(action) > 2 else None
            return target is not None and target != seat and state.foreign_bases(target) >= 3 \
                and target == self._leader(state)
        if key == "ionic_gas":
            side = state.side_of(seat)
            return side is not None and state.moment == "resolution" and state.compromised is False \
                and side == "offence" and bool(state.allies["defence"])
        return False

    # ----- the deal ----------------------------------------------------------------------
    def _deal(self, state, seat, frame, legal):
        """Offers and answers by value (:mod:`.negotiation`): a counter-offer follows a refusal."""
        if frame[2] == "answer":
            # an offer whose demands its hand cannot meet is not among the legal answers
            return ("deal_accept",) if ("deal_accept",) in legal and accepts(state, seat) else ("deal_refuse",)
        package = best_package(state, seat)
        if package is None:
            return ("deal_break",)  # nothing it offers is better for it than failing
        terms = [tuple(t) for t in state.deal["terms"]]
        for term in package:
            if term not in terms and term in legal:
                return term
        return ("deal_offer",) if ("deal_offer",) in legal else ("deal_break",)

    def _settle(self, state, seat, frame, legal):
        if frame[3] >= 2 and ("settled",) in legal:
            return ("settled",)
        if ("settle", -1) in legal:
            return ("settle", -1)
        spare = [a[1] for a in legal if a[0] == "settle" and state.ships[a[1]][seat] > 1]
        if not spare:
            return ("settled",) if ("settled",) in legal else legal[0]
        return ("settle", self._strongest_base(state, seat, spare))


BOTS = {"heuristic": HeuristicBot}
__all__ = ["BOTS", "HeuristicBot"]
