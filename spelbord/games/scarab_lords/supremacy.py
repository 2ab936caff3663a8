"""Supremacy ("Dominans"): who holds each column, and exercising it.

After phase 2 (and the supremacy phase's one action) the active player
determines supremacy in all six columns: the higher total uncursed power takes
the column's pyramid; a tie takes it away from whoever held it. A pyramid stays
until a later supremacy phase changes it. Then only the active player
exercises the columns they hold, each at most once, in the order they choose,
and may leave any out:

* military: the opponent discards the top card of their deck;
* religious: curse an enemy minion, building or leader in the same region;
* economic: draw a card.
"""
from __future__ import annotations

from . import abilities, board


def determine(state) -> list:
    """Place, keep or remove the six pyramids."""
    mine, theirs = board.powers(state)
    pyramids, totals = state.pyramids, []
    for column in board.COLUMNS:
        p0, p1 = mine[column], theirs[column]
        totals.append([p0, p1])
        pyramids[column] = 0 if p0 > p1 else 1 if p1 > p0 else -1
    if -1 in pyramids and state.in_play(state.book.passive_cards_at.get("supremacy_tie", ())):
        ties = state.passives("supremacy_tie")
        for column in board.COLUMNS:
            if pyramids[column] == -1:
                favoured = {owner for owner, source, _ in ties if state.place[source] % 8 == column}
                pyramids[column] = favoured.pop() if len(favoured) == 1 else -1
    return [{"type": "supremacy", "seat": state.active, "power": totals, "pyramids": list(pyramids)}]


def exercisable(state, seat: int) -> list[int]:
    """The columns ``seat`` holds and may still exercise this phase."""
    found = []
    pyramids, exercised = state.pyramids, state.exercised
    for column in board.COLUMNS:
        if pyramids[column] != seat or column in exercised:
            continue
        if column % 3 == board.RELIGIOUS and not has_curse_target(state, seat, column):
            continue  # nobody there to curse
        found.append(column)
    return found


def has_curse_target(state, seat: int, column: int) -> bool:
    """Whether exercising religious supremacy in ``column`` has a card to curse: what
    ``abilities.choices`` of its step would list (an enemy card in a column of the same
    region, every one a minion, building or leader, that no ward protects), without
    making the step."""
    start = 3 * board.region(column)
    return any(not board.is_warded(state, card, seat)
               for cards in state.cols[1 - seat][start:start + 3] for card in cards)


def exercise(state, seat: int, column: int) -> list:
    state.exercised.append(column)
    events = [{"type": "exercise", "seat": seat, "column": column}]
    kind = board.kind(column)
    if kind == board.RELIGIOUS:
        state.queue.insert(0, abilities.religious_step(state, seat, column))
        return events + abilities.run_queue(state)
    name = board.KIND_NAMES[kind]
    extra = sum(a["n"] for owner, _, a in state.passives("exercise") if owner == seat and a["kind"] == name)
    if kind == board.MILITARY:
        return events + state.mill(1 - seat, 1 + extra, -1)
    return events + state.draw(seat, 1 + extra)
