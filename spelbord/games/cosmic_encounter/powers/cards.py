"""Powers over challenge cards and hands."""
from __future__ import annotations

from .. import data

from .common import BEFORE_CARDS, Power, card_seats, is_main, mark_used, opponent, used


class Laser(Power):
    """Laser (REF §2.1, Eon descriptions): its opponent plays a card drawn at random.

    Mandatory (SV l.328). When the Laser is a main player, the other main
    player's challenge card is taken at random from his attack and compromise
    cards instead of being chosen.
    """

    key = "laser"
    mandatory = True

    def value(self, point, value, state, owner, **ctx):
        if point == "card_choice" and is_main(state, owner) and ctx["player"] == opponent(state, owner):
            return "random"
        return value


class Empath(Power):
    """Empat (REF §2.1 proposal): an attack against a compromise becomes a compromise.

    Mandatory (SV l.328). When the Empath is a main player and one main player
    reveals a compromise while the other reveals an attack, the attack counts
    as a compromise, so the two must try to make a deal.
    """

    key = "empath"
    mandatory = True

    def value(self, point, value, state, owner, **ctx):
        if point != "counts_as_compromise" or value or not is_main(state, owner):
            return value
        player = ctx["player"]
        other = opponent(state, player) if player in (state.offence, state.defence) else None
        other_card = state.played.get(other)
        if other_card is not None and state.card_kind(other_card) == "compromise" \
                and state.card_kind(ctx["card"]) == "attack":
            return True
        return value


class Clone(Power):
    """Klon (SV l.332): keeps the challenge card it played.

    As a main player, once the cards are revealed (``reveal`` or ``resolution``),
    ``("power", "clone")`` returns his played card to his hand instead of the
    discard pile; it is back before compensation is drawn, so a compromising
    opponent may draw it (SV l.332; FFG differs).
    """

    key = "clone"

    @classmethod
    def actions(cls, players):
        return [("power", "clone")]

    def uses(self, moment, state, owner):
        if moment in ("reveal", "resolution") and owner in state.played and not used(state, owner, self.key):
            return [("power", "clone")]
        return []

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        return []

    def value(self, point, value, state, owner, **ctx):
        if point == "keeps_challenge_card" and ctx["player"] == owner and used(state, owner, self.key):
            return True
        return value


class Philanthropist(Power):
    """Filantrop (SV l.141, 308): gives a card from his hand to another player.

    Once per challenge (any challenge, not only his own), before the challenge
    cards are chosen: ``("power", "philanthropist", card, seat)`` (ruling A10).
    """

    key = "philanthropist"
    MOMENTS = ("regroup", "destiny") + BEFORE_CARDS

    @classmethod
    def actions(cls, players):
        return [("power", "philanthropist", card, seat) for card, seat in card_seats(players)]

    def uses(self, moment, state, owner):
        if moment not in self.MOMENTS or state.offence is None or used(state, owner, self.key):
            return []
        others = [s for s in range(state.players) if s != owner]
        return [("power", "philanthropist", card, s) for card in state.hands[owner] for s in others]

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        state.give_card(owner, action[3], action[2])  # records its own events
        return []


class Mutant(Power):
    """Mutant (REF §2.1, Mayfair text): fills his hand to seven.

    As a main player with fewer than 7 cards, before the cards are chosen, one
    card at a time: ``("power", "mutant", "deck")`` from the deck or
    ``("power", "mutant", "hand", seat)`` at random from that player's hand.
    He may stop before seven (ruling).
    """

    key = "mutant"

    @classmethod
    def actions(cls, players):
        return [("power", "mutant", "deck")] + [("power", "mutant", "hand", s) for s in range(players)]

    def uses(self, moment, state, owner):
        if moment != "before_cards" or not is_main(state, owner) or len(state.hands[owner]) >= data.HAND:
            return []
        acts = [("power", "mutant", "deck")] if state.deck or state.discard else []
        return acts + [("power", "mutant", "hand", s) for s in range(state.players)
                       if s != owner and state.hands[s]]

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        if action[2] == "deck":
            state.draw_cards(owner, 1)  # these record their own events
        else:
            state.take_random(action[3], owner, 1)
        return []


class Vulch(Power):
    """Vulch (SV l.320): takes every fate card another player plays or discards.

    Mandatory. Fate cards the Vulch plays himself are discarded as usual; when
    he must draw a new hand he keeps his fate cards (ruling A17, FFG text).
    """

    key = "vulch"
    mandatory = True

    def value(self, point, value, state, owner, **ctx):
        if point == "edict_goes_to" and ctx["player"] != owner:
            return owner
        if point == "kept_on_new_hand" and ctx["player"] == owner:
            return value + [c for c in state.hands[owner] if state.card_kind(c) == "edict" and c not in value]
        return value


class Trader(Power):
    """Handlaren, RECONSTRUCTED (REF §2.1 candidate): swaps hands with the opponent.

    As a main player, once per challenge, before the cards are chosen:
    ``("power", "trader")``.
    """

    key = "trader"

    @classmethod
    def actions(cls, players):
        return [("power", "trader")]

    def uses(self, moment, state, owner):
        if moment in BEFORE_CARDS and is_main(state, owner) and not used(state, owner, self.key):
            return [("power", "trader")]
        return []

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        other = opponent(state, owner)
        state.hands[owner], state.hands[other] = state.hands[other], state.hands[owner]
        # each held the hand he now gives away; the others follow the cards as they cross
        state.show(state.hands[owner] + state.hands[other], owner, other)
        return [{"type": "hands_swapped", "seat": owner, "target": other}]


class Filch(Power):
    """Snattaren, RECONSTRUCTED (REF §2.1 candidate): takes the opponent's played card.

    When the cards are revealed it notes the opponent's card; as a main
    player, once the challenge is decided (``challenge_end``),
    ``("power", "filch")`` takes that card from the discard pile into his hand.
    """

    key = "filch"

    @classmethod
    def actions(cls, players):
        return [("power", "filch")]

    def at(self, moment, state, owner):
        if moment == "reveal" and is_main(state, owner):
            state.marks[:] = [m for m in state.marks if m[:2] != ("filch", owner)]
            state.marks.append(("filch", owner, state.played[opponent(state, owner)]))
        return []

    def _target(self, state, owner):
        return next((m[2] for m in state.marks if m[:2] == ("filch", owner)), None)

    def uses(self, moment, state, owner):
        if moment == "challenge_end" and not used(state, owner, self.key) \
                and self._target(state, owner) in state.discard:
            return [("power", "filch")]
        return []

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        card = self._target(state, owner)
        state.discard.remove(card)
        state.hands[owner] = sorted(state.hands[owner] + [card])
        state.show_all([card])  # taken face up from the discard pile
        return [{"type": "card_filched", "seat": owner, "card": card}]
