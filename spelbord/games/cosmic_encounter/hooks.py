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
    "another_challenge": "bool: the offence may start another challenge this turn. ctx: "
                         "player, success (the last challenge's), done (challenges made this turn); "
                         "default: success and done < challenges_per_turn",
    "attack_total": "int: a side's total when both played attack cards (card + ships). "
                    "ctx: side ('offence' or 'defence'), player (that side's main player)",
}

#: the moments of a turn, in order, at which effects may act ("declaration" and
#: "deal" only in challenges with several declarations, or a deal)
MOMENTS = (
    "turn_start",       # before the first challenge's card refill
    "regroup",          # after freeing a ship from the black hole
    "destiny",          # after the destiny card names the defender
    "launch",           # after the offence has launched
    "declaration",      # between two players' ally declarations (each time)
    "alliances",        # after every ally has joined
    "before_cards",     # before the main players choose challenge cards
    "cards_chosen",     # both cards chosen, not yet revealed
    "reveal",           # cards revealed, before the outcome is carried out
    "deal",             # a deal opens; it failed, before the ships are lost
    "resolution",       # after ships and bases have moved, before rewards
    "challenge_end",    # the challenge is over
)


#: Actions. An optional power offers ``("power", key, *args)``, a fate card
#: ``("edict", key, *args)``; every action an effect can ever offer is listed by
#: its class method :meth:`Effect.actions`, so that each player count has a fixed
#: action space. When a seat plays ``("edict", key, ...)`` the rules first take
#: one card of that kind from its hand (to the discard pile, or to the seat that
#: ``edict_goes_to`` names), then call :meth:`Effect.use`.
#:
#: Registries (the cards' side of the contract): ``powers.POWERS`` and
#: ``edicts.EDICTS``, each ``{key: Effect subclass}``; ``variants.deal_powers(state)``
#: fills ``state.powers`` (list of keys per seat), ``state.power_offer`` and
#: ``state.power_keep`` (aliens to choose from at set-up, and how many to keep)
#: and ``state.hidden`` (``True`` while a seat's power is secret);
#: ``variants.end_turn(state, seat)`` returns events (rotating powers).
#:
#: What effects may read and call on the state (the rules' side):
#:   ``players``, ``offence``, ``defence`` (seats, ``None`` outside a challenge),
#:   ``planet`` (the planet the cone points at), ``side_of(seat)`` ('offence',
#:   'defence' or ``None``), ``allies[side]`` (seats), ``hands[seat]`` (card ids),
#:   ``ships[planet][seat]``, ``warp[seat]``, ``removed[seat]``, ``cone[seat]``
#:   (offence side ships), ``ring[seat]`` (defensive allies' ships),
#:   ``played[seat]`` (the revealed challenge card of a main player),
#:   ``card_kind(card)``, ``card_value(card)``, ``card_key(card)``,
#:   ``bases(seat)``, ``home_bases(seat)``, ``clockwise_from(seat)``,
#:   ``give_card(frm, to, card)``, ``draw_cards(seat, n)``, ``take_random(frm, to, n)``
#:   (these keep the known-cards record), ``show(cards, *seats)``/``show_all(cards)``
#:   (cards in a hand shown to some seats or to all, or put into a hand face up: :mod:`.known`),
#:   ``free_ships(seat, n)`` (asks the owner where), ``lose_ships(seat, n, cause)``
#:   (asks the owner which), ``add_ship(seat, planet)``/``remove_ship(seat, planet)``
#:   (a main player's own ships in the challenge, e.g. Amoeba), ``zap(seat)``
#:   (no power until the challenge ends), ``lasting.append((seat, key))``
#:   (an edict that keeps acting through value points until the challenge ends),
#:   ``marks`` (a list of tuples effects may append to, emptied when the
#:   challenge ends: e.g. ``("used", seat, key)`` for a once-per-challenge power),
#:   ``moment`` (the moment whose window is open), ``rng`` (the state's seeded chance).


class Effect:
    """One alien power or one fate card.

    ``key`` names it in the data file; a subclass overrides only the hooks it
    needs. ``owner`` is the seat holding the power (for a fate card: the seat
    playing it).
    """

    key: str = ""
    #: a mandatory power must be used; an optional one is offered to its owner
    mandatory: bool = False

    @classmethod
    def actions(cls, players: int) -> list[tuple]:
        """Every action this effect can ever offer in a game of ``players``."""
        return []

    @classmethod
    def describe(cls, action: tuple, lang: str, state=None) -> str | None:
        """One of this effect's actions in words (``lang``: sv, de, en); ``None``:
        the rules' texts say it generically (the card's name and the action's parts)."""
        return None

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
