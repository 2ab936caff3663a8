"""The turn ("Turordning"): phase 0, phase 1, phase 2, supremacy; or refreshing the hand.

``state.phase`` is 0, 1, 2, 3 (the supremacy phase before supremacy is
determined: its one action) or 4 (supremacy determined: exercising it).
``("pass",)`` ends the current phase. In phases 1 to 3 the phase also ends by
itself once its action is used and nothing else is left to do but discard
one's own cards (which may be done in any later phase of the turn as well).

Instead of a turn a player may refresh the hand ("Förnya din hand"): discard any
number of cards from the hand, then draw back up to six; the whole turn,
supremacy included, is skipped. This is open only at the very start of a turn.
"""
from __future__ import annotations

from itertools import chain

from . import actions, ending, supremacy

HAND_SIZE = 6


REFRESH, PASS, REFRESH_DONE = ("refresh",), ("pass",), ("refresh_done",)
EXERCISE = tuple(("exercise", column) for column in range(6))


def legal(state, seat: int) -> list:
    """The legal actions of the active player in an ordinary turn: refreshing the hand
    (at the very start), then while an action is left the plays from the hand, the
    activations and the uncurses of cards of this phase, then the free uncurses, the
    discards of one's own cards in play, and passing (or, where a variant makes the turn
    play a card, tossing one from the hand). Every action tuple comes from the card
    book's tables; one pass over the cards in play."""
    phase = state.phase
    if phase == 4:
        return exercise_legal(state, seat)
    moves = [REFRESH] if phase == 0 and state.fresh else []
    book, scarabs, cols, gods = state.book, state.scarabs, state.cols, state.gods
    act = phase == 0 or state.used < actions.actions_allowed(state)
    if act:
        phases, types, plays = book.phases, book.types, book.plays
        for card in state.hand[seat]:
            if phases[card] != phase:
                continue
            kind = types[card]
            if kind == "leader":  # one leader a column
                for play in plays[card]:
                    for held in cols[seat][play[2]]:
                        if types[held] == "leader":
                            break
                    else:
                        moves.append(play)
            elif kind != "god" or len(gods[seat]) < 3:
                moves += plays[card]
    free = state.in_play(book.passive_cards_at.get("free_moves", ())) and actions.free_uncurse_sources(state, seat)
    mine = [*chain.from_iterable(cols[seat]), *gods[seat]] if any(cols[seat]) else gods[seat]
    if act or free:
        other = 1 - seat
        theirs = [*chain.from_iterable(cols[other]), *gods[other]] if any(cols[other]) else gods[other]
        on_board = mine + theirs if seat == 0 else theirs + mine  # seat 0's cards first
        if act and on_board:
            phases, has_action = book.phases, book.has_action
            uncurse, activate = book.uncurse_moves, book.activate_moves
            for card in on_board:
                if phases[card] == phase:
                    if scarabs[card]:
                        moves.append(uncurse[card])
                    elif has_action[card] and state.place[card] // 8 == seat:
                        moves.append(activate[card])
        if free:
            moves += [book.free_uncurse_moves[card] for card in on_board if scarabs[card]]
    if mine:
        moves += map(book.discard_moves.__getitem__, mine)
    if state.options["must_play"] and must_still_play(state):
        moves += map(book.toss_moves.__getitem__, state.hand[seat])
    else:
        moves.append(PASS)
    return moves


def exercise_legal(state, seat: int) -> list:
    """Supremacy determined: exercising the columns still open, discarding, passing."""
    moves = [EXERCISE[column] for column in supremacy.exercisable(state, seat)]
    moves += actions.discard_moves(state, seat)
    moves.append(PASS)
    return moves


def still_exercising(state) -> bool:
    """Whether the active player holds a column still to exercise. If so, the legal
    actions worked out for this answer are the engine's next ones: they are kept for it."""
    moves = exercise_legal(state, state.active)
    if moves[0][0] != "exercise":
        return False
    state._legal_cache = (state.active, moves)  # the engine's: legal_actions asks for it next
    return True


def last_play_phase(state) -> int:
    return 1 if short_turn(state) else 2


def short_turn(state) -> bool:
    """The French edition's first turn: the starting player has only phases 0 and 1."""
    return state.options["short_first_turn"] and state.turn == 1


def must_still_play(state) -> bool:
    """The English summary's rule (a variant): a turn must play or discard a card from the hand."""
    return (state.options["must_play"] and not state.played_from_hand and state.hand[state.active]
            and state.phase == last_play_phase(state))


def pass_phase(state) -> list:
    phase = state.phase
    state.used = 0
    state.free_used = []
    if phase == 4 or (phase == 1 and short_turn(state)):
        return end_turn(state)
    state.phase = phase + 1
    if state.phase < 4:
        return [{"type": "phase", "seat": state.active, "phase": state.phase}]
    events = supremacy.determine(state)
    if not still_exercising(state):
        events += end_turn(state)
    return events


def settle(state) -> list:
    """After a move: end the phase if nothing but passing and discarding is left in it
    (else its legal actions, just listed, are kept for the engine)."""
    if state.queue or state.stage != "play" or state.phase == 0:
        return []
    if state.phase == 4:
        return [] if still_exercising(state) else end_turn(state)
    if state.used == 0:
        return []
    if state.used >= actions.actions_allowed(state) and not state.options["must_play"] \
            and not state.in_play(state.book.passive_cards_at.get("free_moves", ())):
        return pass_phase(state)  # no action left, no free uncurse, no card to toss
    seat = state.active
    moves = legal(state, seat)
    for move in moves:
        if move[0] not in ("discard", "pass"):
            state._legal_cache = (seat, moves)  # the engine's: legal_actions asks for it next
            return []
    return pass_phase(state)


def end_turn(state) -> list:
    return start_turn(state, 1 - state.active)


def start_turn(state, seat: int) -> list:
    """A new turn: first the victory check, then texts that act at the start of a turn."""
    state.turn += 1
    state.active = seat
    state.phase = 0
    state.used = 0
    state.free_used = []
    state.exercised = []
    state.fresh = True
    state.played_from_hand = False
    events = [{"type": "turn", "seat": seat, "turn": state.turn}]
    reason = ending.victory(state, seat)
    if reason is not None:
        from . import advanced
        return events + advanced.game_won(state, seat, reason)
    if state.in_play(state.book.passive_cards_at.get("turn_start", ())):
        for owner, _, ability in state.passives("turn_start"):
            if owner == seat:
                events += state.draw(seat, ability["n"])
    return events


def refresh_legal(state, seat: int) -> list:
    moves = [state.book.refresh_discard_moves[c] for c in state.hand[seat]]
    if not (state.options["must_play"] and state.hand[seat] and not state.played_from_hand):
        moves.append(REFRESH_DONE)
    return moves


def refresh_done(state, seat: int) -> list:
    """Draw back up to six ("så att du återigen har sex kort på handen"), then the turn ends."""
    state.stage = "play"
    events = state.draw(seat, max(0, HAND_SIZE - len(state.hand[seat])))
    return events + end_turn(state)
