"""What a player may take back in Cosmic Encounter (docs/api.md, Undo).

Everything on the open board may be taken back while nobody has acted since:
launching and returning ships, aiming the gate, inviting and joining allies,
passing in a window, writing a deal's terms. Final is every card that leaves a
hand unseen or is drawn ("Du startar partiet med sju utmaningskort på handen",
SV l.109; a deal may hand over "exakta villkor ... vilka kort som ska byta
ägare", l.254), an alien power used or shown (its effect may rest on hidden
cards), a deal accepted, and any step after which the decks, the hands, the
chosen or revealed encounter cards or the hidden powers are not as before
(:meth:`hidden_zones`), whatever its kind: a pass that closes the window before
the encounter cards are turned over reveals them.
"""
from __future__ import annotations

#: the kinds of step that show nothing hidden by themselves
TAKE_BACK = frozenset({
    "launch", "launched", "return", "keep_in_warp", "aim", "another", "own_system", "defender",
    "invite", "invites_done", "ally", "allied", "join", "decline", "free", "lose", "pass",
    "end_turn", "reward_ship",
    # a deal's terms while they are written; sending them (deal_offer) is final
    "deal_base_me", "deal_base_you", "deal_ships", "deal_demand", "deal_give_random",
    "deal_take_random", "deal_break", "deal_refuse"})


class TakingBack:
    """The undo declaration of :class:`~.state.CEState`."""

    TAKE_BACK = TAKE_BACK

    def hidden_zones(self):
        """The sizes of the decks and hands, who has chosen an encounter card, the
        cards played face up, and whose power is still hidden or on offer."""
        return (len(self.deck), len(self.discard), len(self.destiny), [len(h) for h in self.hands],
                sorted(self.chosen), dict(self.played), list(self.hidden),
                [len(o) for o in self.power_offer])
