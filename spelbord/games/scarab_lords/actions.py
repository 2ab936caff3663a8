"""Actions ("Handlingar"): play a card, activate a card, break a curse; and
discarding one's own cards in play ("Kasta kort"), which costs no action.

Each action is allowed only in the card's own phase: a phase-2 card is played,
activated or uncursed only in phase 2 of one's own turn. Phase 0 allows any
number of actions, phases 1, 2 and supremacy one each (more with an
``extra_action`` text).
"""
from __future__ import annotations

from . import abilities, board

UNLIMITED = 1 << 30


def actions_allowed(state) -> int:
    """How many actions the active player may take in the current phase."""
    phase = state.phase
    if phase == 0:
        return UNLIMITED
    allowed = 1
    if not state.in_play(state.book.passive_cards_at.get("actions", ())):
        return allowed
    for owner, _, ability in state.passives("actions"):
        if owner == state.active and phase_code(ability["phase"]) == phase:
            allowed += ability["n"]
    return allowed


def phase_code(value) -> int:
    """Card data names the supremacy phase "supremacy"; the state numbers it 3."""
    return 3 if value == "supremacy" else value


def actions_left(state) -> bool:
    return state.used < actions_allowed(state)


def discard_moves(state, seat: int) -> list:
    """Discarding one's own cards in play: free, at any moment of one's turn."""
    discard = state.book.discard_moves
    moves = [discard[c] for column in state.cols[seat] for c in column]
    moves += [discard[c] for c in state.gods[seat]]
    return moves


def play(state, seat: int, card: int, column: int | None) -> list:
    """Play ``card`` from the hand: into ``column``, to the centre (a god), or resolve it (a fate)."""
    info = state.book.cards[card]
    state.hand[seat].remove(card)
    state.used += 1
    state.played_from_hand = True
    events = [{"type": "play", "seat": seat, "card": card, "column": column}]
    if info.type == "fate":
        # "its properties are carried out at once and the card is discarded"
        state.discard[seat].append(card)
        state.place[card] = -1
        return events + abilities.enqueue(state, seat, card, "fate")
    if info.type == "god":
        # the opponent discards all gods; then the new god is in play and active
        for god in list(state.gods[1 - seat]):
            events += state.leave_play(god)
        state.gods[seat].append(card)
        state.place[card] = seat * 8 + board.GODS
    else:
        state.cols[seat][column].append(card)
        state.place[card] = seat * 8 + column
    state.scarabs[card] = 0
    return events + abilities.enqueue(state, seat, card, "enter")


def activate(state, seat: int, card: int) -> list:
    """Use an "Action:" text: an action, in the card's phase, while it is uncursed."""
    state.used += 1
    return [{"type": "activate", "seat": seat, "card": card}] + abilities.enqueue(state, seat, card, "action")


def uncurse(state, seat: int, card: int) -> list:
    """Break a curse: take one scarab off a card (one per action)."""
    state.used += 1
    state.scarabs[card] -= 1
    return [{"type": "uncurse", "seat": seat, "card": card, "scarabs": state.scarabs[card]}]


def free_uncurse_sources(state, seat: int) -> list:
    texts = state.passives("free_moves")
    if not texts:
        return texts
    phase = state.phase
    return [source for owner, source, a in texts
            if owner == seat and phase_code(a["phase"]) == phase
            and source not in state.free_used]


def free_uncurse(state, seat: int, card: int) -> list:
    source = free_uncurse_sources(state, seat)[0]
    state.free_used.append(source)
    state.scarabs[card] -= 1
    return [{"type": "free_uncurse", "seat": seat, "card": card, "source": source, "scarabs": state.scarabs[card]}]


def explain(state, seat: int, action, legal: list) -> str:
    """Why ``action`` is not legal for ``seat`` now, in words a player understands."""
    cards = state.book.cards
    name = action[0] if action else None
    if state.stage == "play" and state.queue:
        step = state.queue[0]
        return f"first finish the card text being resolved ({step['do']}): choose one of {legal[:6]}"
    card = action[1] if len(action) > 1 and isinstance(action[1], int) and 0 <= action[1] < len(cards) else None
    if card is None or name not in ("play", "activate", "uncurse", "discard", "free_uncurse", "exercise"):
        return f"{action} is not legal now; legal: {legal[:6]}"
    if name == "exercise":
        return "you may exercise only columns where you have supremacy, each once, after supremacy is determined"
    info = cards[card]
    phase_name = "the supremacy phase" if state.phase >= 3 else f"phase {state.phase}"
    card_phase = "the supremacy phase" if info.phase == 3 else f"phase {info.phase}"
    if name == "discard":
        return f"{info.title()} is not one of your cards in play"
    if name == "play":
        if card not in state.hand[seat]:
            return f"{info.title()} is not in your hand"
        if info.phase != state.phase:
            return f"{info.title()} is a {card_phase} card; it can be played only in {card_phase}, and this is {phase_name}"
        if not actions_left(state):
            return f"you have used the action of {phase_name}"
        if info.type == "god" and len(state.gods[seat]) >= 3:
            return "you have three gods in play: discard one of them first"
        if info.type in ("god", "fate"):
            return f"a {info.type} is played without a column: ('play', {card})"
        column = action[2] if len(action) == 3 else None
        if not isinstance(column, int) or column % 3 not in info.kinds:
            return f"{info.title()} can be played only in a column of its symbols"
        if info.type == "leader":
            return "you already have a leader in that column: take it out of play first (discard it)"
        return f"{action} is not legal now"
    if state.place[card] < 0:
        return f"{info.title()} is not in play"
    if info.phase != state.phase:
        return f"{info.title()} is a {card_phase} card: it can be activated or uncursed only in {card_phase}"
    if name == "activate":
        if state.place[card] // 8 != seat:
            return "you can activate only your own cards"
        if state.scarabs[card]:
            return f"{info.title()} is cursed: it has no text until its scarabs are gone"
        if not state.book.has_action[card]:
            return f"{info.title()} has no \"Action:\" text"
    if name in ("uncurse", "free_uncurse") and not state.scarabs[card]:
        return f"{info.title()} has no scarab on it"
    if not actions_left(state):
        return f"you have used the action of {phase_name}"
    return f"{action} is not legal now"
