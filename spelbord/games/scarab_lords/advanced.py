"""The advanced game ("Avancerad version"): best of three, decks rebuilt between games.

After the first and the second game both players take up to five cards out of
their 30-card decks and put them into the bonus deck (at the same time and in
secret: the engine's secret step). Then the loser of the game just played
replaces the removed cards with cards of their choice from the bonus deck, then
the winner does; decks stay at 30. The loser starts the next game.
"""
from __future__ import annotations

MAX_SWAP = 5


def game_won(state, seat: int, reason: str) -> list:
    """``seat`` has won a game (checked at the start of its turn)."""
    state.wins[seat] += 1
    state.last_winner = seat
    state.win_reason = reason
    events = [{"type": "win", "seat": seat, "reason": reason, "game": state.game_number}]
    if not state.options["advanced"] or state.wins[seat] == 2:
        state.stage = "over"
        return events
    # gather each player's 30 cards back; the board is cleared when the next game is dealt
    state.stage = "build"
    state.queue = []
    state.open_secret("build", (0, 1))
    return events + [{"type": "build", "wins": list(state.wins)}]


def build_legal(state, seat: int) -> list:
    picks = state.secret.picks[seat]
    removed = {a[1] for a in picks}
    moves = []
    if len(picks) < MAX_SWAP:
        moves = [("remove", c) for c in sorted(state.owned[seat]) if c not in removed]
    return moves + [("done",)]


def build_complete(picks: list) -> bool:
    return picks[-1] == ("done",) or len(picks) == MAX_SWAP


def reveal(state, picks: dict) -> list:
    """Both players' removals become known; the loser, then the winner, takes replacements."""
    events = []
    loser = 1 - state.last_winner
    state.takers = []
    for seat in (loser, 1 - loser):
        removed = [a[1] for a in picks[seat] if a[0] == "remove"]
        for card in removed:
            state.owned[seat].remove(card)
            state.pool.append(card)
        events.append({"type": "removed", "seat": seat, "cards": removed})
        if removed:
            state.takers.append([seat, len(removed)])
    state.pool.sort()
    state.stage = "take"
    return events + _next(state)


def take_legal(state, seat: int) -> list:
    return [("take", c) for c in state.pool]


def take(state, seat: int, card: int) -> list:
    state.pool.remove(card)
    state.owned[seat].append(card)
    state.owned[seat].sort()
    state.takers[0][1] -= 1
    if state.takers[0][1] == 0:
        state.takers.pop(0)
    return [{"type": "take", "seat": seat, "card": card}] + _next(state)


def _next(state) -> list:
    if state.takers:
        return []
    from . import setup
    state.game_number += 1
    return setup.deal(state, 1 - state.last_winner)
