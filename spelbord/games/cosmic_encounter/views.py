"""What each seat may know, and re-dealing what it may not (for ``determinize``).

Public: the number of turns begun (option ``turn_limit`` ends the game after
so many), every ship, the cone and the ring, the number of cards in each hand and
in the draw piles, the cards in hands shown to the whole table (``known_cards``;
a seat's view adds those shown to it alone, ``seen_cards``: :mod:`.known`), the discard piles (played face up), the aliens (unless
hidden), the invitations, allies, revealed cards and the deal's offers. Secret:
the hands, the order of both draw piles, a chosen card before the reveal, and a
hidden alien (variant "Dolda krafter"), also the aliens offered at set-up.
"""
from __future__ import annotations

import random

from . import deck
from .data import PLANETS_PER_SYSTEM


def bases(ships: list) -> tuple[list[int], list[int]]:
    """Each seat's home and foreign bases (as ``state.home_bases`` and
    ``foreign_bases`` count them) with ``ships`` (``state.ships``), in one pass."""
    home, foreign = [], []
    for seat, column in enumerate(zip(*ships)):  # each seat's ships on every planet
        own = column[PLANETS_PER_SYSTEM * seat:PLANETS_PER_SYSTEM * seat + PLANETS_PER_SYSTEM]
        home.append(PLANETS_PER_SYSTEM - own.count(0))
        foreign.append(len(column) - column.count(0) - home[-1])
    return home, foreign


def shown_powers(state, seat) -> list:
    """Each seat's aliens, or None for those hidden from ``seat`` (the state's own lists)."""
    hidden, powers = state.hidden, state.powers
    return [powers[s] if not hidden[s] or s == seat else None for s in range(state.players)]


def powers_in_force(state, shown: list) -> list:
    """The aliens working now of each seat whose aliens are shown (else None), unsorted."""
    return [state.powers_in_force(s) if keys is not None else None for s, keys in enumerate(shown)]


def view(state, seat) -> dict:
    home_bases, foreign_bases = bases(state.ships)
    shown = shown_powers(state, seat)
    known, seen = state.shown_cards(seat)
    data = {
        "colours": list(state.colours),
        "ships": [list(here) for here in state.ships],
        "warp": list(state.warp), "removed": list(state.removed),
        "cone": list(state.cone), "ring": list(state.ring), "returning": list(state.limbo),
        "hand_sizes": [len(h) for h in state.hands],
        # shown to all (alike in every view); shown to this seat and not to all (its own)
        "known_cards": known, "seen_cards": seen,
        "deck": len(state.deck), "discard": list(state.discard),
        "destiny": len(state.destiny), "destiny_discard": list(state.destiny_discard),
        "powers": [list(keys) if keys is not None else None for keys in shown],
        # whose aliens are still secret (option hidden): the others see None for them
        "hidden": [s for s in range(state.players) if state.hidden[s]],
        "powers_in_force": [sorted(keys) if keys is not None else None for keys in powers_in_force(state, shown)],
        "home_bases": home_bases,
        "foreign_bases": foreign_bases,
        "turns": state.turns, "turn": state.turn,
        "offence": state.offence, "defence": state.defence, "planet": state.planet,
        "challenge": state.challenges, "invited": {k: sorted(v) for k, v in state.invited.items()},
        "allies": {k: list(v) for k, v in state.allies.items()},
        "chosen": sorted(state.chosen), "played": {str(s): c for s, c in sorted(state.played.items())},
        "zapped": sorted(state.zapped), "lasting": [list(x) for x in state.lasting],
        "deal": _deal_view(state.deal), "moment": state.moment,
        "step": public_frame(state.stack[-1]) if state.stack else None,
        "planet_powers": [list(p) for p in state.planet_powers] if state.planet_powers is not None else None,
    }
    if seat is not None:
        data["hand"] = list(state.hands[seat])
        if seat in state.chosen:
            data["my_card"] = state.chosen[seat]
        if state.power_offer[seat]:
            data["alien_offer"] = list(state.power_offer[seat])
    return data


def public_frame(frame) -> list:
    """The step under way: its kind and seat, and its plain numbers and words (a new
    list; terms of a deal are in ``deal``)."""
    return [frame[0], frame[1]] + [x for x in frame[2:] if isinstance(x, (int, str)) or x is None]


def _deal_view(deal):
    if deal is None:
        return None
    return {"round": deal["round"], "proposer": deal["proposer"], "terms": [list(t) for t in deal["terms"]],
            "offers": [{**o, "terms": [list(t) for t in o["terms"]]} for o in deal["offers"]]}


def redeal(state, seat, rng: random.Random) -> None:
    """Shuffle both draw piles; re-deal the hands, chosen cards and hidden aliens others hold.

    The cards ``seat`` knows to be in a hand (``state.known``) stay with their
    holder; which of them, if any, is his secret challenge card is drawn again.
    """
    others = [s for s in range(state.players) if s != seat]
    known, bit = state.known, 1 << (state.players if seat is None else seat)  # as state.knows
    pool = list(state.deck)
    kept, masks, sizes = {}, {}, {}
    for s in others:
        holding = state.hands[s] + ([state.chosen[s]] if s in state.chosen else [])
        kept[s] = sorted(c for c in holding if known[c] & bit)  # not saying which was chosen
        unseen = [c for c in holding if not known[c] & bit]
        masks[s] = sorted(known[c] for c in unseen)  # what the others know of them, re-dealt too
        sizes[s] = len(state.hands[s])
        pool += unseen
    for c in pool:
        known[c] = 0
    could = {s: state.can_challenge(s) for s in others}
    # shuffled from card order, so the deal depends on the seed and on what the seat
    # knows, never on where the hidden cards really lie
    pool.sort()
    rng.shuffle(pool)
    # Whether a hand holds an attack or compromise card shows (refills, secret
    # choices): each hand that did gets one first, each that did not gets fate
    # cards only, the rest is dealt at random.
    kind = deck.KIND

    def pick(challenge: bool):
        return pool.pop(next(i for i, c in enumerate(pool) if (kind[c] != "edict") == challenge))

    hands = {s: list(kept[s]) for s in others}
    for s in others:
        if s in state.chosen:
            card = _chosen_again(hands[s], sizes[s], could[s], rng)
            state.chosen[s] = pick(True) if card is None else card
            if card is not None:
                hands[s].remove(card)
    for s in others:
        if could[s] and len(hands[s]) < sizes[s] and not any(kind[c] != "edict" for c in hands[s]):
            hands[s].append(pick(True))
    for s in others:
        if not could[s]:
            hands[s] += [pick(False) for _ in range(sizes[s] - len(hands[s]))]
    for s in others:
        want = sizes[s] - len(hands[s])
        hands[s] += pool[:want]
        del pool[:want]
        state.hands[s] = sorted(hands[s])
        if any(masks[s]):  # another seat knows some of them: so it does some of the new ones
            new = [c for c in state.hands[s] + ([state.chosen[s]] if s in state.chosen else []) if c not in kept[s]]
            rng.shuffle(masks[s])
            for card, mask in zip(sorted(new), masks[s]):
                known[card] = mask
    state.deck = pool
    state.destiny.sort()
    rng.shuffle(state.destiny)
    _redeal_aliens(state, seat, rng)


def _chosen_again(cards: list, size: int, could: bool, rng):
    """Which of ``cards`` (a holder's cards the seat knows) is his secret challenge card,
    or ``None`` for one it does not know: drawn among the choices that leave a hand of
    ``size`` cards holding an attack or compromise card as it does (``could``)."""
    challenge = [c for c in cards if deck.KIND[c] != "edict"]
    choices = []
    for card in challenge + [None]:
        left = len(cards) - (card is not None)
        rest = [c for c in challenge if c != card]
        if left <= size and ((rest or left < size) if could else not rest):
            choices.append(card)
    return rng.choice(choices)


def _redeal_aliens(state, seat, rng) -> None:
    from .powers import POWERS
    secret = [s for s in range(state.players) if s != seat and (state.hidden[s] or state.power_offer[s])]
    if not secret:
        return
    known = set()
    for s in range(state.players):
        if s not in secret:
            known.update(state.powers[s])
    if seat is not None:
        known.update(state.power_offer[seat])
    free = [k for k in sorted(POWERS) if k not in known]
    rng.shuffle(free)
    for s in secret:
        if state.power_offer[s]:
            size = len(state.power_offer[s])
            state.power_offer[s] = sorted(free[:size])
            del free[:size]
            if state.powers[s]:
                state.powers[s] = sorted(rng.sample(state.power_offer[s], len(state.powers[s])))
        else:
            size = len(state.powers[s])
            state.powers[s] = free[:size]
            del free[:size]
