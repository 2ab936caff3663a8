"""Setting up positions for the worked examples."""
import spelbord
from spelbord.games.scarab_lords import board

GAME = spelbord.load("scarab-lords")
BOOK = GAME.book
COLUMN = {"upper military": 0, "upper religious": 1, "upper economic": 2,
          "lower military": 3, "lower religious": 4, "lower economic": 5}


def card(key, copy=0):
    return BOOK.by_key(key)[copy].id


def new_state(seed=0, **options):
    return GAME.new_game(2, seed, options)


def _take_out(state, c):
    """Remove card ``c`` from wherever it is, keeping every seat's deck at 30 cards."""
    if state.place[c] >= 0:
        state.leave_play(c)
    for seat in (0, 1):
        for zone in (state.deck[seat], state.hand[seat], state.discard[seat]):
            if c in zone:
                zone.remove(c)
                state.owned[seat].remove(c)
                return seat
    state.pool.remove(c)
    return None


def _give(state, seat, c):
    """Make ``c`` one of ``seat``'s 30 cards; a card of its deck goes to the bonus pool instead."""
    was = _take_out(state, c)
    if was != seat:
        if was is not None:  # it belonged to the other seat: give that seat a pool card
            spare = state.pool.pop(0)
            state.owned[was].append(spare)
            state.owned[was].sort()
            state.deck[was].insert(0, spare)
        spare = state.deck[seat].pop(0)
        state.owned[seat].remove(spare)
        state.pool.append(spare)
        state.pool.sort()
    state.owned[seat].append(c)
    state.owned[seat].sort()


def put(state, seat, c, column, scarabs=0):
    """Put card ``c`` into play for ``seat`` in ``column`` (a name or number; "gods" for the centre)."""
    _give(state, seat, c)
    if column == "gods":
        state.gods[seat].append(c)
        state.place[c] = seat * 8 + board.GODS
    else:
        column = COLUMN.get(column, column)
        state.cols[seat][column].append(c)
        state.place[c] = seat * 8 + column
    state.scarabs[c] = scarabs
    state.check_invariants()


def to_hand(state, seat, *cards):
    for c in cards:
        _give(state, seat, c)
        state.hand[seat].append(c)
    state.hand[seat].sort()
    state.check_invariants()


def clear_hand(state, seat):
    """Move the hand to the bottom of the deck (to set up a hand exactly)."""
    state.deck[seat][:0] = state.hand[seat]
    state.hand[seat] = []


def play(state, *actions):
    events = []
    for action in actions:
        seat = state.actors()[0]
        events += state.apply(seat, action)
    return events
