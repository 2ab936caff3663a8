"""Powers over ships: where lost ships go, who may ally, how many ships fight."""
from __future__ import annotations

from .common import Power, is_main, mark_used, ships_in_challenge, used


class Void(Power):
    """Vakuan (SV l.175, 224, 294): ships losing against it leave the game.

    As a main player who wins, every ship of the losing side is removed from
    the game instead of going to the black hole (not as an ally: ruling A5).
    When a deal fails, the opponent's three ships are removed too (SV l.264,
    ruling A4); the Vakuan's own three go to the black hole as usual.
    """

    key = "void"
    mandatory = True

    def value(self, point, value, state, owner, **ctx):
        if point != "ship_loss" or value != "warp" or ctx["player"] == owner:
            return value
        if ctx["cause"] == "combat" and ctx["winner"] == owner and is_main(state, owner):
            return "removed"
        if ctx["cause"] == "deal" and is_main(state, owner) and is_main(state, ctx["player"]):
            return "removed"
        return value


class Zombie(Power):
    """Zombie (SV l.296): its lost ships return to its bases, even against the Vakuan.

    Only a Kosmisk strålning on the Zombie (which switches this power off)
    lets the Vakuan remove them. Ships lost outside combat (a failed deal, a
    Pest) come home too (REF §2.1, low).
    """

    key = "zombie"
    mandatory = True

    def value(self, point, value, state, owner, **ctx):
        if point == "ship_loss" and ctx["player"] == owner and value in ("warp", "removed"):
            return "bases"
        return value


class Parasite(Power):
    """Parasit (SV l.187, 195): joins either side as an ally without an invitation.

    Optional by nature: the Parasite is offered both sides and still chooses
    one, or to stay out, in his place in the clockwise declarations.
    """

    key = "parasite"

    def value(self, point, value, state, owner, **ctx):
        if point == "may_join" and ctx["player"] == owner:
            return frozenset(("offence", "defence"))
        return value


class Amoeba(Power):
    """Amöba (REF §2.1, Mayfair text): ships ooze into or out of the challenge.

    As a main player, when both cards are chosen and before the reveal, one
    ship at a time: ``("power", "amoeba", "add", planet)`` brings one more of
    his ships from that base into the challenge (no limit of four);
    ``("power", "amoeba", "back", planet)`` takes one back to that base. He
    needs at least one own ship in the challenge to begin. "ta tillbaka några
    eller alla dina egna rymdskepp ... eller lägga till hur många som helst"
    (take back some or all, *or* add any number): his first ship's way is the
    way of the whole use, so ships never go in and out again (a table stalled
    by it for ever).
    """

    key = "amoeba"

    @classmethod
    def actions(cls, players):
        planets = range(5 * players)
        return [("power", "amoeba", "add", p) for p in planets] + [("power", "amoeba", "back", p) for p in planets]

    def uses(self, moment, state, owner):
        if moment != "cards_chosen" or not is_main(state, owner):
            return []
        inside = ships_in_challenge(state, owner)
        if not inside and not used(state, owner, self.key):
            return []
        bases = [p for p in state.bases(owner) if not (owner == state.defence and p == state.planet)]
        acts = []
        if ("amoeba", owner, "back") not in state.marks:
            acts += [("power", "amoeba", "add", p) for p in bases]
        if inside and ("amoeba", owner, "add") not in state.marks:
            acts += [("power", "amoeba", "back", p) for p in bases]
        return acts

    def use(self, state, owner, action):
        mark_used(state, owner, self.key)
        how, planet = action[2], action[3]
        if ("amoeba", owner, how) not in state.marks:  # the way of this use (marks end with the challenge)
            state.marks.append(("amoeba", owner, how))
        if how == "add":
            state.add_ship(owner, planet)
        else:
            state.remove_ship(owner, planet)
        return [{"type": "amoeba", "seat": owner, "move": how, "planet": planet,
                 "ships": ships_in_challenge(state, owner)}]
