"""The fate cards (ödeskort, SV l.310-320): five kinds, eleven cards.

Anyone may play a fate card at any moment, in turn or not, involved in the
challenge or not, several at once (SV l.314-316); only Stjärnvirvel needs the
player's own turn (SV l.316). Each kind is an :class:`~.hooks.Effect` offering
``("edict", key, *args)`` at the moments its timing allows (``timing`` in
:mod:`.data`); the rules take the card from the hand before :meth:`use` runs.
A card acting for the rest of the challenge is put in ``state.lasting`` and
changes value points from there. Texts, counts and confidence: :mod:`.data`.
"""
from __future__ import annotations

from . import data
from .hooks import MOMENTS, Effect

#: timing word of the data file -> the moments at which the card may be played
TIMING = {
    "any": MOMENTS,
    "own_turn": ("turn_start", "regroup"),
    "challenge": ("destiny", "launch", "declaration", "alliances", "before_cards", "cards_chosen", "reveal",
                  "deal", "resolution"),
    "reveal": ("reveal",),
}
#: fate card key -> the moments it may be played at (asked for every seat in every window)
_PLAYABLE_AT = {key: frozenset(TIMING[card.timing]) for key, card in data.FATE_CARDS.items()}


class FateCard(Effect):
    """A fate card: offered at the moments of its timing."""

    @classmethod
    def describe(cls, action, lang, state=None):
        from .effect_texts import describe_action
        return describe_action(tuple(action), lang)

    def playable(self, moment: str, state, owner: int) -> bool:
        return moment in _PLAYABLE_AT[self.key]

    def offers(self, moment: str, state, owner: int) -> bool:
        """Would :meth:`uses` offer anything? (Asked for every seat in every window, so
        the kinds that can answer without listing the uses do.)"""
        return bool(self.uses(moment, state, owner))


class CosmicZap(FateCard):
    """Kosmisk strålning (SV l.242, 266, 296, 318): another player's power stops.

    ``("edict", "cosmic_zap", seat)``: that player's powers do not work until
    the challenge ends (ruling A9). "hindra en annan spelare från att utnyttja
    sin specialegenskap" (SV l.318): never the player's own.
    """

    key = "cosmic_zap"

    @classmethod
    def actions(cls, players):
        return [("edict", cls.key, s) for s in range(players)]

    def uses(self, moment, state, owner):
        if not self.playable(moment, state, owner):
            return []
        return [("edict", self.key, s) for s in range(state.players) if s != owner and state.powers_in_force(s)]

    def offers(self, moment, state, owner):
        if self.playable(moment, state, owner):
            for seat in range(state.players):  # a loop, not any(): asked in most windows once Pest is spent
                if seat != owner and state.powers_in_force(seat):
                    return True
        return False

    def use(self, state, owner, action):
        state.zap(action[2])  # records its own event
        return []


class MobiusTubes(FateCard):
    """Stjärnvirvel (SV l.292, 316): the black hole empties.

    Only on one's own turn, at the start of a challenge: every player's ships
    in the black hole return to bases their owners choose (REF §3, FFG Mobius
    Tubes); a player without a base keeps his there.
    """

    key = "mobius_tubes"

    @classmethod
    def actions(cls, players):
        return [("edict", cls.key)]

    def uses(self, moment, state, owner):
        if self.playable(moment, state, owner) and owner == state.turn and any(state.warp):
            return [("edict", self.key)]
        return []

    def use(self, state, owner, action):
        events = []
        for seat in state.rule_order():
            count = state.warp[seat]
            if count and state.bases(seat):
                state.warp[seat] = 0
                state.limbo[seat] += count
                state.push(["return", seat, "limbo"])
                events.append({"type": "freed_all", "seat": seat, "ships": count})
        return events


class IonicGas(FateCard):
    """Stoftmoln (SV l.316): no compensation, and (REF §3) no defensive-ally rewards.

    Played during a challenge by anyone, involved or not; it acts until the
    challenge ends.
    """

    key = "ionic_gas"

    @classmethod
    def actions(cls, players):
        return [("edict", cls.key)]

    def uses(self, moment, state, owner):
        if self.playable(moment, state, owner) and state.defence is not None \
                and not any(k == self.key for _, k in state.lasting):
            return [("edict", self.key)]
        return []

    def use(self, state, owner, action):
        state.lasting.append((owner, self.key))
        return []

    def value(self, point, value, state, owner, **ctx):
        if point in ("compensation", "ally_rewards"):
            return False
        return value


class Plague(FateCard):
    """Pest (SV l.318, RECONSTRUCTED from FFG Plague): a nasty surprise.

    ``("edict", "plague", seat)``: that player loses 3 ships of his choice to
    the black hole, and discards one attack, one compromise and one fate card
    if he holds them (each drawn at random from those of its kind: ruling).
    """

    key = "plague"

    @classmethod
    def actions(cls, players):
        return [("edict", cls.key, s) for s in range(players)]

    def uses(self, moment, state, owner):
        if not self.playable(moment, state, owner):
            return []
        return [("edict", self.key, s) for s in range(state.players) if s != owner]

    def offers(self, moment, state, owner):
        return self.playable(moment, state, owner) and state.players > 1  # another seat to strike

    def use(self, state, owner, action):
        target = action[2]
        events = [{"type": "plague", "seat": owner, "target": target}]
        for kind in ("attack", "compromise", "edict"):
            cards = [c for c in state.hands[target] if state.card_kind(c) == kind]
            if not cards:
                continue
            card = state.rng.choice(cards)
            state.hands[target].remove(card)
            events.append({"type": "discarded", "seat": target, "card": card})
            if kind == "edict":
                state.edict_away(target, card)
            else:
                state.forget(card)
                state.discard.append(card)
        state.lose_ships(target, data.PLAGUE_SHIPS, "edict")
        return events


class EmotionControl(FateCard):
    """Känslokontroll, RECONSTRUCTED (REF §3, FFG Emotion Control).

    After the reveal: every attack card of the challenge counts as a
    compromise, until the challenge ends.
    """

    key = "emotion_control"

    @classmethod
    def actions(cls, players):
        return [("edict", cls.key)]

    def uses(self, moment, state, owner):
        if self.playable(moment, state, owner) and state.played \
                and not any(k == self.key for _, k in state.lasting):
            return [("edict", self.key)]
        return []

    def use(self, state, owner, action):
        state.lasting.append((owner, self.key))
        return []

    def value(self, point, value, state, owner, **ctx):
        if point == "counts_as_compromise":
            return True
        return value


EDICTS = {cls.key: cls for cls in (CosmicZap, MobiusTubes, IonicGas, Plague, EmotionControl)}
