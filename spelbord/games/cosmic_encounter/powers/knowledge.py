"""Powers that learn what others hold."""
from __future__ import annotations

from .. import data

from .common import BEFORE_CARDS, Power, is_main, mark_used, opponent, used


class Mind(Power):
    """Hjärnan (REF §2.1: Eon descriptions, FFG): looks at a main player's hand.

    Once per challenge, before the cards are chosen: ``("power", "mind", seat)``
    shows him the whole hand of that main player (as a main player: his
    opponent's). Only he sees the cards.
    """

    key = "mind"

    @classmethod
    def actions(cls, players):
        return [("power", "mind", s) for s in range(players)]

    def uses(self, moment, state, owner):
        if moment not in BEFORE_CARDS or state.defence is None or used(state, owner, self.key):
            return []
        targets = [opponent(state, owner)] if is_main(state, owner) else [state.offence, state.defence]
        return [("power", "mind", s) for s in targets]

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        target = action[2]
        state.show(state.hands[target], owner)
        return [{"type": "hand_seen", "seat": owner, "target": target},
                {"type": "hand_shown", "seat": owner, "target": target,
                 "cards": list(state.hands[target]), "to": [owner], "reveal": True}]


#: the questions the Seeker may ask, as action arguments
SEEKER_QUESTIONS = [("compromise",), ("edict",)] + [("attack", v) for v in sorted(data.ATTACK_VALUES)]


class Seeker(Power):
    """Sökaren, RECONSTRUCTED (REF §2.1 candidate): a question answered truthfully.

    As a main player, once per challenge, before the cards are chosen:
    ``("power", "seeker", "compromise")`` (do you hold a compromise card?),
    ``("power", "seeker", "edict")`` (a fate card?) or
    ``("power", "seeker", "attack", n)`` (an attack card of at least n?). The
    engine answers for the opponent, truthfully, for everyone to hear.
    """

    key = "seeker"

    @classmethod
    def actions(cls, players):
        return [("power", "seeker", *q) for q in SEEKER_QUESTIONS]

    def uses(self, moment, state, owner):
        if moment in BEFORE_CARDS and is_main(state, owner) and not used(state, owner, self.key):
            return [("power", "seeker", *q) for q in SEEKER_QUESTIONS]
        return []

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        other = opponent(state, owner)
        hand = state.hands[other]
        if action[2] == "attack":
            answer = any(state.card_kind(c) == "attack" and state.card_value(c) >= action[3] for c in hand)
        else:
            answer = any(state.card_kind(c) == action[2] for c in hand)
        return [{"type": "question", "seat": owner, "target": other, "question": list(action[2:]),
                 "answer": answer, "reveal": True}]
