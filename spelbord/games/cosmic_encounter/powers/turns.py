"""Powers over the course of a turn."""
from __future__ import annotations

from .common import Power, is_main, mark_used, opponent, used


class Machine(Power):
    """Maskinen (REF §2.1, FFG text): the turn is not limited to two challenges.

    After each challenge, successful or not, the Machine as offence may start
    another while he holds an attack or compromise card (the rules check the
    card and still let him end his turn instead).
    """

    key = "machine"

    def value(self, point, value, state, owner, **ctx):
        if point == "another_challenge" and ctx["player"] == owner:
            return True
        return value


class Chronos(Power):
    """Kronos, RECONSTRUCTED (REF §2.1 candidate): replays the challenge.

    As a main player, once per challenge, when the cards are revealed:
    ``("power", "chronos")`` returns both played cards to their owners' hands
    and both main players choose again; the ships stay where they are.
    """

    key = "chronos"

    @classmethod
    def actions(cls, players):
        return [("power", "chronos")]

    def uses(self, moment, state, owner):
        if moment == "reveal" and is_main(state, owner) and state.played and not used(state, owner, self.key):
            return [("power", "chronos")]
        return []

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        for seat, card in state.played.items():
            state.hands[seat] = sorted(state.hands[seat] + [card])
            state.show_all([card])  # revealed, and taken back in view of all
        state.played = {}
        # the reveal's window and the outcome give way to a new choice of cards
        state.stack[:] = [f for f in state.stack
                          if f[0] != "resolve" and not (f[0] == "window" and f[2] == "reveal")]
        state.push(["choose_cards", None])
        return [{"type": "replay", "seat": owner, "target": opponent(state, owner)}]
