"""Card texts at work: the one-shot abilities (enter, action, fate) and their choices.

Playing or activating a card puts its abilities on ``state.queue`` as *steps*
(plain dicts). Steps that need no choice (draw, mill, scarabs on the card
itself) happen at once; a step that needs one waits for its chooser
(``step["who"]``), who picks with ``("target", card)``, ``("region", r)``,
``("hand_discard", card)`` or, where the text allows, ``("skip",)``. A step
with nothing to choose from lapses.
"""
from __future__ import annotations

from . import board
from .effects import COLUMN_TYPES

IMMEDIATE = {"draw", "mill", "scarabs_on_self"}


def enqueue(state, seat: int, card: int, when: str, front: bool = False) -> list:
    """Queue the ``when`` abilities of ``card`` for ``seat`` and run what needs no choice."""
    texts = state.book.abilities[when][card]
    if not texts and not state.queue:
        return []  # nothing to carry out
    steps = []
    place = state.place[card]
    for ability in texts:
        step = dict(ability)
        step.update(owner=seat, src=card, place=place,
                    who=1 - seat if ability["do"] == "opponent_discards" else seat)
        step.setdefault("n", 1)
        steps.append(step)
    if front:
        state.queue[:0] = steps
    else:
        state.queue.extend(steps)
    return run_queue(state)


def religious_step(state, seat: int, column: int) -> dict:
    """Exercising religious supremacy: curse an enemy minion, building or leader in that region."""
    return {"do": "curse", "n": 1, "owner": seat, "who": seat, "src": -1, "place": column,
            "side": "enemy", "region": "same", "types": list(COLUMN_TYPES), "optional": False,
            "supremacy": True}


def run_queue(state) -> list:
    """Carry out queued steps until one waits for a choice (or none is left)."""
    events = []
    queue = state.queue
    while queue:
        step = queue[0]
        op = step["do"]
        if op in IMMEDIATE:
            queue.pop(0)
            events += _immediate(state, step)
        elif choices(state, step):
            break
        else:
            queue.pop(0)
            events.append({"type": "lapses", "seat": step["owner"], "card": step["src"], "effect": op})
    return events


def _immediate(state, step) -> list:
    op, seat, n = step["do"], step["owner"], step["n"]
    if op == "draw":
        return state.draw(seat, n)
    if op == "mill":
        return state.mill(1 - seat, n, step["src"])
    card = step["src"]
    if state.place[card] < 0:
        return []
    state.scarabs[card] += n
    return [{"type": "scarabs", "card": card, "n": n, "scarabs": state.scarabs[card]}]


def _same_region_ok(step, place: int) -> bool:
    if step.get("region") != "same" or step["place"] < 0 or step["place"] % 8 == board.GODS:
        return True  # "same region" has no meaning for fates and gods: any region
    return place % 8 != board.GODS and board.region(place % 8) == board.region(step["place"] % 8)


def _cards_in_play(state, sides):
    for seat in sides:
        for column in state.cols[seat]:
            yield from column
        yield from state.gods[seat]


def _sides(step) -> tuple:
    side, seat = step.get("side", "enemy"), step["owner"]
    return {"enemy": (1 - seat,), "own": (seat,), "any": (0, 1)}[side]


def choices(state, step) -> list:
    """The actions open to ``step["who"]`` for this step."""
    op = step["do"]
    cards = state.book.cards
    if op == "opponent_discards":
        return [("hand_discard", c) for c in state.hand[step["who"]]]
    if op == "clear_region":
        return [("region", 0), ("region", 1)]
    if op == "banish_god":
        return [("target", c) for c in state.gods[1 - step["owner"]]]
    found = []
    types = step["types"]
    for card in _cards_in_play(state, _sides(step)):
        if cards[card].type not in types or not _same_region_ok(step, state.place[card]):
            continue
        if op == "curse":
            if not board.is_warded(state, card, step["owner"]):
                found.append(("target", card))
        elif op == "uncurse":
            if state.scarabs[card]:
                found.append(("target", card))
        elif op == "destroy":
            if cards[card].power <= step["max_power"]:
                found.append(("target", card))
    if found and (op == "uncurse" or step.get("optional")):
        found.append(("skip",))
    return found


def choose(state, action) -> list:
    """Carry out the chooser's ``action`` on the first queued step."""
    step = state.queue[0]
    op = step["do"]
    events = []
    if action == ("skip",):
        state.queue.pop(0)
        return [{"type": "skip", "seat": step["who"], "effect": op}] + run_queue(state)
    card = action[1]
    if op == "opponent_discards":
        seat = step["who"]
        state.hand[seat].remove(card)
        state.discard[seat].append(card)
        events.append({"type": "hand_discard", "seat": seat, "card": card})
    elif op == "clear_region":
        cleared = []
        for seat in (0, 1):
            for column in range(3 * card, 3 * card + 3):
                for c in state.cols[seat][column]:
                    if state.scarabs[c]:
                        cleared.append(c)
                        state.scarabs[c] = 0
        events.append({"type": "clear_region", "seat": step["owner"], "region": card, "cards": cleared})
    elif op == "curse":
        state.scarabs[card] += 1
        events.append({"type": "curse", "seat": step["owner"], "card": card, "scarabs": state.scarabs[card],
                       "supremacy": bool(step.get("supremacy"))})
    elif op == "uncurse":
        state.scarabs[card] -= 1
        events.append({"type": "uncurse", "seat": step["owner"], "card": card, "scarabs": state.scarabs[card]})
    elif op in ("destroy", "banish_god"):
        events.append({"type": "destroy", "seat": step["owner"], "card": card})
        events += state.leave_play(card)
    step["n"] -= 1
    if step["n"] <= 0 or op in ("clear_region", "banish_god"):
        state.queue.pop(0)
    return events + run_queue(state)
