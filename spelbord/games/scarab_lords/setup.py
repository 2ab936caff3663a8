"""Setting up ("Spelförberedelser"): each player shuffles a house deck and draws six."""
from __future__ import annotations

from . import board


def deal(state, first: int) -> list:
    """Start a game with the cards in ``state.owned``: fresh board, shuffled decks, six cards each."""
    n = len(state.book)
    state.scarabs = [0] * n
    state.place = [-1] * n
    state.pyramids = [-1] * 6
    state.cols = [[[] for _ in board.COLUMNS] for _ in range(2)]
    state.gods = [[], []]
    state.discard = [[], []]
    state.hand = [[], []]
    state.queue = []
    state.deck = []
    for seat in (0, 1):
        deck = sorted(state.owned[seat])
        state.rng.shuffle(deck)
        state.deck.append(deck)
    events = [{"type": "new_game", "number": state.game_number, "first": first}]
    for seat in (0, 1):
        events += state.draw(seat, 6)
    state.turn = 0
    state.stage = "play"
    state.active = 1 - first
    from . import turn
    return events + turn.start_turn(state, first)
