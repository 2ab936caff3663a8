"""Advice for the heuristic bot on the optional alien powers.

The bot (:mod:`.bots`) asks a power's class method ``advise(state, seat,
legal)`` in a response window; :class:`.powers.common.Power` answers from
:data:`ADVICE` (key -> function of the same arguments returning one of the
power's actions in ``legal``, or ``None`` to pass). Each function reads only
what ``seat`` may know: its own hand and chosen card, the board, the revealed
cards and the aliens that are shown.
"""
from __future__ import annotations

KEEP_VALUE = 10      # a Klon keeps attack cards of at least this value
AMOEBA_SHIPS = 6     # an Amöba with a good attack card brings its ships up to this many
GOOD_ATTACK = 8      # "a good attack card" for the Amöba
JUNK = 6             # the Filantrop gives away attack cards up to this value


def _actions(legal, key):
    return [a for a in legal if a[0] == "power" and a[1] == key]


def _opponent(state, seat):
    return state.defence if seat == state.offence else state.offence


def _shown_powers(state, seat):
    return [] if state.hidden[seat] else state.powers_in_force(seat)


def _leader(state, seat):
    others = [s for s in range(state.players) if s != seat]
    return max(others, key=lambda s: (state.foreign_bases(s), len(state.hands[s])))


def amoeba(state, seat, legal):
    """More ships behind a good attack card (not against a Vakuan); fewer behind a compromise."""
    acts = _actions(legal, "amoeba")
    card = state.chosen.get(seat)
    if card is None:
        return None
    inside = state.ships[state.planet][seat] if seat == state.defence else state.cone[seat]
    if state.card_kind(card) == "compromise":
        backs = [a for a in acts if a[2] == "back"]
        return backs[0] if backs and inside > 1 else None
    if state.card_value(card) < GOOD_ATTACK or inside >= AMOEBA_SHIPS:
        return None
    if "void" in _shown_powers(state, _opponent(state, seat)):
        return None
    adds = [a for a in acts if a[2] == "add" and state.ships[a[3]][seat] > 1]
    return max(adds, key=lambda a: state.ships[a[3]][seat]) if adds else None


def philanthropist(state, seat, legal):
    """Give a junk attack card to the leader (or the defender when the bot attacks)."""
    hand = state.hands[seat]
    junk = sorted((c for c in hand if state.card_kind(c) == "attack" and state.card_value(c) <= JUNK),
                  key=state.card_value)
    playable = [c for c in hand if state.card_kind(c) != "edict"]
    if not junk or len(playable) < 2:
        return None
    target = state.defence if seat == state.offence and state.defence is not None else _leader(state, seat)
    action = ("power", "philanthropist", junk[0], target)
    return action if action in legal else None


def mind(state, seat, legal):
    """Look at the hand that matters: the opponent's, or the offence's when not involved."""
    acts = _actions(legal, "mind")
    if not acts:
        return None
    wanted = _opponent(state, seat) if seat in (state.offence, state.defence) else state.offence
    return next((a for a in acts if a[2] == wanted), acts[0])


def clone(state, seat, legal):
    """Keep a compromise or a high attack card."""
    card = state.played.get(seat)
    if card is None:
        return None
    if state.card_kind(card) == "compromise" or state.card_value(card) >= KEEP_VALUE:
        return ("power", "clone")
    return None


def mutant(state, seat, legal):
    """Fill the hand to seven, from the leader's hand while he has cards, else from the deck."""
    acts = _actions(legal, "mutant")
    leader = _leader(state, seat)
    take = ("power", "mutant", "hand", leader)
    if take in acts:
        return take
    return ("power", "mutant", "deck") if ("power", "mutant", "deck") in acts else None


def trader(state, seat, legal):
    """Swap when the opponent holds clearly more cards, or when the own hand has no good card."""
    other = _opponent(state, seat)
    mine = state.hands[seat]
    best = max((state.card_value(c) for c in mine if state.card_kind(c) == "attack"), default=0)
    if len(state.hands[other]) > len(mine) + 1 or (best < GOOD_ATTACK and len(state.hands[other]) >= len(mine)):
        return ("power", "trader")
    return None


def filch(state, seat, legal):
    return ("power", "filch")


def chronos(state, seat, legal):
    """Replay a challenge the bot's side is losing on the revealed cards."""
    off, dfn = state.offence, state.defence
    kinds = {s: state.card_kind(state.played[s]) for s in (off, dfn)}
    if kinds[seat] == "compromise" and kinds[_opponent(state, seat)] == "attack":
        return ("power", "chronos") if any(state.card_kind(c) == "attack" for c in state.hands[seat]) else None
    if kinds[off] != "attack" or kinds[dfn] != "attack":
        return None
    offence = state.card_value(state.played[off]) + sum(state.cone)
    defence = state.card_value(state.played[dfn]) + state.ships[state.planet][dfn] + sum(state.ring)
    losing = offence <= defence if seat == off else defence < offence
    return ("power", "chronos") if losing else None


def seeker(state, seat, legal):
    """Ask whether the opponent holds a compromise (what decides between attacking and dealing)."""
    return ("power", "seeker", "compromise")


#: power key -> its advice (Parasit and Maskinen need none: the bot's own choices cover them)
ADVICE = {"amoeba": amoeba, "philanthropist": philanthropist, "mind": mind, "clone": clone, "mutant": mutant,
          "trader": trader, "filch": filch, "chronos": chronos, "seeker": seeker}
