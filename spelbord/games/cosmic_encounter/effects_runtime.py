"""How the rules consult alien powers and fate cards (see :mod:`.hooks`).

*Which powers act.* A player's power works while he has bases on at least 3
planets of his own system (4 with two players, SV l.338-346), unless it has been
zapped ("Kosmisk strålning") for the rest of the challenge, or is still hidden
(variant "Dolda krafter": it acts only once shown). In the variant "En egenskap
per planet" a player's power is the one of the home planet being defended, or
of the home base his attacking ships came from (SV l.364-366).

*In which order.* Offence, defence, then the others clockwise from the offence
(SV l.330); outside a challenge, clockwise from the player on turn. Fate cards
still acting this challenge (``lasting``) come after the powers.

*Moments.* At each moment every active power's :meth:`~.hooks.Effect.at` runs
(mandatory powers act by themselves), then a response window asks the seats in
the same order, each as long as it wants to use an optional power or play fate
cards (several at once), until it passes. Who is asked depends only on what
every seat can see (:meth:`EffectsRuntime.may_respond`); a seat asked that
holds nothing usable has just the pass.
"""
from __future__ import annotations

from . import data, deck, edicts, powers
from .hooks import MOMENTS, Effect

_POWER = {key: cls() for key, cls in powers.POWERS.items()}
_EDICT = {}
#: hook -> the powers whose class overrides it
_POWERS_OVERRIDING = {hook: frozenset(key for key, cls in powers.POWERS.items()
                                      if getattr(cls, hook) is not getattr(Effect, hook))
                      for hook in ("value", "at")}
_RULE_ORDERS = {}  # (players, lead, defence) -> the rule order: a handful of keys
#: the powers a seat may choose to use (the mandatory ones act by themselves and offer nothing)
_OPTIONAL_POWERS = frozenset(key for key, cls in powers.POWERS.items() if not cls.mandatory)
#: (key, the card numbers of that kind of fate card); the kinds whose uses are cheapest to list first
_FATE_CARDS_OF_KIND = tuple((key, tuple(c for c, k in enumerate(deck.KEY) if k == key and deck.KIND[c] == "edict"))
                            for key in ("plague", "mobius_tubes", "ionic_gas", "emotion_control", "cosmic_zap"))
assert {key for key, _ in _FATE_CARDS_OF_KIND} == set(data.FATE_CARDS)


def power(key: str):
    """The (stateless) effect object of an alien power."""
    return _POWER[key]


def edict(key: str):
    effect = _EDICT.get(key)
    if effect is None:
        effect = _EDICT[key] = edicts.EDICTS[key]()
    return effect


#: moment -> (effect, its cards) of the kinds of fate card whose timing allows that moment (a
#: kind's ``uses`` offers nothing at the others), in the order of ``_FATE_CARDS_OF_KIND``
_FATE_KINDS_AT = {moment: tuple((edict(key), cards) for key, cards in _FATE_CARDS_OF_KIND
                                if moment in edicts.TIMING[data.FATE_CARDS[key].timing])
                  for moment in MOMENTS}
#: the same, ordered by key (the order their uses are listed in) and with the cards as a set
_FATE_KINDS_BY_KEY_AT = {moment: tuple((effect, frozenset(cards)) for effect, cards in
                                       sorted(kinds, key=lambda kind: kind[0].key))
                         for moment, kinds in _FATE_KINDS_AT.items()}
#: moment -> every fate card of those kinds: a hand holding none of them has no fate card to play then
_NO_CARDS = frozenset()
_FATE_CARDS_AT = {moment: frozenset(c for _, cards in kinds for c in cards) for moment, kinds in _FATE_KINDS_AT.items()}


class EffectsRuntime:
    # ----- who acts, in what order -------------------------------------------
    def rule_order(self) -> list[int]:
        """Offence, defence, then clockwise from the offence (SV l.330)."""
        return list(self._rule_order())

    def _rule_order(self) -> tuple[int, ...]:
        lead = self.offence if self.offence is not None else self.turn
        key = (self.players, lead, self.defence)
        order = _RULE_ORDERS.get(key)
        if order is None:
            if lead is None:
                order = list(range(self.players))
            else:
                order = [lead] + ([self.defence] if self.defence is not None else [])
                order += [s for s in self.clockwise_from(lead) if s not in order]
            order = _RULE_ORDERS[key] = tuple(order)
        return order

    def power_threshold(self) -> int:
        return 4 if self.players == 2 else 3

    def powers_in_force(self, seat: int) -> list[str]:
        """The keys of ``seat``'s powers that work now."""
        if self.hidden[seat] or seat in self.zapped:
            return []
        if self.planet_powers is not None:
            keys = self._planet_power(seat)
        else:
            if self.home_bases(seat) < (4 if self.players == 2 else 3):  # power_threshold, asked often
                return []
            keys = self.powers[seat]
        if not self.lasting:
            return list(keys)
        active = []
        for key in keys:
            on = True
            for owner, card_key in self.lasting:
                on = edict(card_key).value("power_active", on, self, owner, player=seat)
            if on:
                active.append(key)
        return active

    def _planet_power(self, seat: int) -> list[str]:
        """One power per planet: the planet defended, or the home base the attack came from."""
        home = self.planets_of(seat)
        if seat == self.defence and self.planet in home and self.ships[self.planet][seat]:
            return [self.planet_powers[seat][self.planet - home.start]]
        if seat == self.offence and self.launch_from:
            planet = self.launch_from[0]
            if planet in home and self.ships[planet][seat]:
                return [self.planet_powers[seat][planet - home.start]]
        return []

    def active_effects(self, hook: str | None = None) -> list[tuple[int, object]]:
        """(owner, effect) of every power in force, in rule order, then lasting fate cards.

        With ``hook`` ('value' or 'at'), only the powers whose class overrides
        that method: the others would change nothing there, and a seat holding
        none of them needs no look at its home bases.
        """
        only = _POWERS_OVERRIDING[hook] if hook is not None else None
        held = self.powers if self.planet_powers is None else self.planet_powers
        found = []
        for seat in self._rule_order():
            if only is not None and only.isdisjoint(held[seat]):
                continue
            for key in self.powers_in_force(seat):
                if only is None or key in only:
                    found.append((seat, _POWER[key]))
        if self.lasting:
            found += [(owner, edict(key)) for owner, key in self.lasting]
        return found

    def value(self, point: str, default, **ctx):
        """The value of a value point, after every active effect had its say.

        ``active_effects("value")`` walked without listing it (value points change nothing,
        so which powers are in force cannot change along the walk).
        """
        only = _POWERS_OVERRIDING["value"]
        held = self.powers if self.planet_powers is None else self.planet_powers
        for seat in self._rule_order():
            if not only.isdisjoint(held[seat]):
                for key in self.powers_in_force(seat):
                    if key in only:
                        default = _POWER[key].value(point, default, self, seat, **ctx)
        for owner, key in self.lasting:
            default = edict(key).value(point, default, self, owner, **ctx)
        return default

    # ----- powers zapped or hidden -------------------------------------------
    def zap(self, seat: int) -> list[dict]:
        """``seat``'s powers stop working until the challenge ends."""
        if seat not in self.zapped:
            self.zapped.append(seat)
        event = {"type": "zapped", "seat": seat}
        self.events.append(event)
        return [event]

    # ----- moments ------------------------------------------------------------
    def moment_frames(self, name: str) -> list:
        """The frames of a moment: the mandatory powers act, then the window opens."""
        return [["moment", None, name]]

    def _auto_moment(self, frame) -> None:
        name = frame[2]
        self.moment = name
        for owner, effect in self.active_effects("at"):
            self.events.extend(effect.at(name, self, owner))
        order = self._rule_order()
        self.stack.append(["window", order[0], name, list(order[1:])])

    def uses(self, seat: int, name: str) -> list[tuple]:
        """What ``seat`` may do at moment ``name``: optional powers, fate cards, showing a hidden power."""
        return self._power_uses(seat, name) + self._fate_uses(seat, name)

    def _fate_uses(self, seat: int, name: str) -> list[tuple]:
        hand = self.hands[seat]
        if _FATE_CARDS_AT.get(name, _NO_CARDS).isdisjoint(hand):  # most hands, most moments
            return []
        actions = []
        for effect, cards in _FATE_KINDS_BY_KEY_AT.get(name, ()):  # the kinds held, in order of their keys
            if not cards.isdisjoint(hand):
                actions += effect.uses(name, self, seat)
        return actions

    def _power_uses(self, seat: int, name: str) -> list[tuple]:
        if self.hidden[seat]:  # no power of his works until shown; showing it is his one use
            return [("reveal_power", key) for key in self.powers[seat]] if self._may_reveal(seat) else []
        if _OPTIONAL_POWERS.isdisjoint(self.powers[seat] if self.planet_powers is None else self.planet_powers[seat]):
            return []  # mandatory powers only: none offers anything, whatever is in force
        actions = []
        for key in self.powers_in_force(seat):
            if key in _OPTIONAL_POWERS:
                actions += _POWER[key].uses(name, self, seat)
        return actions

    def may_respond(self, seat: int, name: str) -> bool:
        """Could ``seat`` use something at moment ``name``, as far as everybody can see?

        Asking only the seats that really hold a usable fate card would tell the
        table who holds one. Powers are public (a hidden one counts by the fact
        that it is hidden); a hand is public only as a count, and the discard
        pile as a whole: a seat with cards is asked whenever a kind of fate card
        playable now is not all in the discard pile.
        """
        return bool(self._power_uses(seat, name)) or self._may_play_fate(seat, name)

    def _may_play_fate(self, seat: int, name: str) -> bool:
        """Could ``seat`` play a fate card at ``name``, judged by the size of its hand and the discard pile?"""
        if not self.hands[seat]:
            return False
        discard = self.discard
        for effect, cards in _FATE_KINDS_AT.get(name, ()):
            for card in cards:
                if card not in discard:  # a kind all of whose copies are there cannot be played
                    if effect.offers(name, self, seat):
                        return True
                    break
        return False

    def _may_reveal(self, seat: int) -> bool:
        if self.planet_powers is not None:
            return False
        return self.home_bases(seat) >= self.power_threshold() and seat not in self.zapped

    def _legal_window(self, frame):
        """The seat asked, with a pass; seats that by public knowledge can do nothing are skipped."""
        name = frame[2]
        while True:  # may_respond and uses, with the powers' uses listed once
            powers_offer = self._power_uses(frame[1], name)
            if powers_offer or self._may_play_fate(frame[1], name):
                return powers_offer + self._fate_uses(frame[1], name) + [("pass",)]
            if not frame[3]:
                return []
            frame[1] = frame[3].pop(0)

    def _do_window(self, frame, action):
        seat = frame[1]
        if action == ("pass",):
            if frame[3]:
                frame[1] = frame[3].pop(0)
            else:
                self.stack.pop()
            return
        self.use(seat, action)

    def use(self, seat: int, action: tuple) -> None:
        """Carry out a power, a fate card or the showing of a hidden power."""
        kind = action[0]
        if kind == "reveal_power":
            self.hidden[seat] = False
            self.marks.append(("revealed", seat))
            self.events.append({"type": "power_shown", "seat": seat, "powers": list(self.powers[seat])})
        elif kind == "power":
            self.events.append({"type": "power_used", "seat": seat, "power": action[1]})
            self.events.extend(power(action[1]).use(self, seat, action))
        elif kind == "edict":
            self.play_edict(seat, action)

    def play_edict(self, seat: int, action: tuple) -> None:
        key = action[1]
        card = next(c for c in self.hands[seat] if deck.KIND[c] == "edict" and deck.KEY[c] == key)
        self.hands[seat].remove(card)
        self.events.append({"type": "edict_played", "seat": seat, "edict": key, "card": card})
        self.edict_away(seat, card)
        self.events.extend(edict(key).use(self, seat, action))

    def edict_away(self, seat: int, card: int) -> None:
        """A fate card played or discarded goes to the discard pile, or to whoever takes it (Vulch)."""
        taker = self.value("edict_goes_to", None, player=seat, card=card)
        if taker is None or taker == seat:
            self.forget(card)
            self.discard.append(card)
        else:
            self.hands[taker] = sorted(self.hands[taker] + [card])
            self.show_all([card])  # played or discarded face up (SV l.314), then picked up
            self.events.append({"type": "edict_taken", "seat": taker, "card": card, "source": seat})


def effect_class(kind: str, key: str):
    """The class of a power (``kind`` 'power') or fate card ('edict'), or None if unknown."""
    return (powers.POWERS if kind == "power" else edicts.EDICTS).get(key)
