"""How alien powers and fate cards change the challenge: named points and effects.

The rules never ask "is this player the Zombie?". At each named point they ask
the active effects instead, so that a power or a fate card is one small class
and correcting a card's text changes that class and the data file, never the
rules.

Two kinds of points:

*Value points* — the rules need a value ("where do these lost ships go?") and
call ``state.value(point, default, **ctx)``; every active effect may change the
answer in turn (the rulebook's order for conflicting powers: offence, defence,
then clockwise from the offence).

*Moments* — places in the challenge where a player may act out of turn: use an
optional power, or play a fate card. The rules open a response window there;
each effect offers its owner actions through :meth:`Effect.uses` and carries
them out in :meth:`Effect.use`. Mandatory powers act through value points or
through :meth:`Effect.at` (called at every moment, no choice involved).
"""
from __future__ import annotations

#: value point -> what the value is (the default is the rulebook's)
VALUE_POINTS = {
    "challenges_per_turn": "int: challenges the offence may have this turn (2)",
    "may_join": "frozenset of the sides ('offence', 'defence') a player may join; "
                "by default those that invited him. ctx: player",
    "ship_loss": "where ships lost by a player go: 'warp' (the black hole), 'removed' "
                 "(out of the game) or 'bases' (back to his bases). ctx: player, cause "
                 "('combat', 'deal', 'edict'), winner",
    "card_choice": "how a main player picks his challenge card: 'free' or 'random'. ctx: player",
    "counts_as_compromise": "bool: a main player's revealed card counts as a compromise. "
                            "ctx: player, card",
    "keeps_challenge_card": "bool: the main player's played card returns to his hand. ctx: player",
    "edict_goes_to": "seat that takes an edict another player played or discarded, "
                     "or None for the discard pile. ctx: player, card",
    "compensation": "bool: the compromise player takes compensation. ctx: player",
    "ally_rewards": "bool: defensive allies get their rewards",
    "kept_on_new_hand": "list of cards a player keeps when he draws a new hand. ctx: player",
    "power_active": "bool: a player's power works now (>= 3 home bases; not zapped). ctx: player",
}

#: the moments of a turn, in order, at which effects may act
MOMENTS = (
    "turn_start",       # before the first challenge's card refill
    "regroup",          # after freeing a ship from the black hole
    "destiny",          # after the destiny card names the defender
    "launch",           # after the offence has launched
    "alliances",        # after every ally has joined
    "before_cards",     # before the main players choose challenge cards
    "cards_chosen",     # both cards chosen, not yet revealed
    "reveal",           # cards revealed, before the outcome is carried out
    "resolution",       # after ships and bases have moved, before rewards
    "challenge_end",    # the challenge is over
)


class Effect:
    """One alien power or one fate card.

    ``key`` names it in the data file; a subclass overrides only the hooks it
    needs. ``owner`` is the seat holding the power (for a fate card: the seat
    playing it).
    """

    key: str = ""
    #: a mandatory power must be used; an optional one is offered to its owner
    mandatory: bool = False

    def value(self, point: str, value, state, owner: int, **ctx):
        """Change the value of a value point; return it unchanged by default."""
        return value

    def at(self, moment: str, state, owner: int) -> list[dict]:
        """What a mandatory effect does by itself at ``moment``; returns events."""
        return []

    def uses(self, moment: str, state, owner: int) -> list[tuple]:
        """The actions this effect offers ``owner`` at ``moment`` (none by default)."""
        return []

    def use(self, state, owner: int, action: tuple) -> list[dict]:
        """Carry out one of the actions from :meth:`uses`; returns events."""
        raise NotImplementedError(f"{self.key} offers no actions")
