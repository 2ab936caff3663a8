"""A quick policy for simulated games of Scarab Lords.

The heuristic bot (:mod:`.bots`) tries every play on a copy of the position;
:class:`PlayoutBot` is quicker and scores each legal action from the column powers alone, with
no copy: what counts is the supremacy it wins or saves (SV l.163: "Spelaren med
högst sammanlagt maktvärde i en kolumn får dominans i den kolumnen"; l.185: two
of three columns in both regions wins). It exercises supremacy, plays and
uncurses where a column changes hands, never throws its own cards away, and
passes otherwise. Like the heuristic bot it reads only what its seat may know
(the board, sizes, its own hand), so it may be given the real state.

The search played its simulations with it (5,262 simulations a CPU second
against 2,696 with the heuristic bot) until it modelled the opponent as the
heuristic bot and played out with that bot, which won far more games (see
:mod:`.evaluate`). It remains one of the two players of the games the
evaluation's weights are fitted to (``bench/scarab_weights.py``).
"""
from __future__ import annotations

import random

from . import board
from .bots import HeuristicBot

#: what a pass is worth: an action must beat it to be taken
PASS = 0.6
#: a deck this short no longer pays for drawing (an empty deck loses, SV l.187)
SHORT_DECK = 4
#: a hand this small is refreshed instead of a turn (SV l.110), if the deck allows
SMALL_HAND = 1


class PlayoutBot:
    """Scores actions by the columns they win; see the module's docstring."""

    reads_state = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed)

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.stage in ("build", "take"):
            return self.heuristic.choose(state, seat)
        if state.stage == "refresh":
            return ("refresh_done",) if ("refresh_done",) in legal else legal[0]
        if ("refresh",) in legal and len(state.hand[seat]) <= SMALL_HAND and len(state.deck[seat]) > 10:
            return ("refresh",)
        powers = board.powers(state)
        cards = state.book.cards
        best, best_value = None, -1e9
        for action in legal:
            value = self._value(state, seat, action, powers, cards)
            if value > best_value:
                best, best_value = action, value
        return best

    def _value(self, state, seat, action, powers, cards) -> float:
        name = action[0]
        other = 1 - seat
        if name == "exercise":
            if board.kind(action[1]) == board.ECONOMIC and len(state.deck[seat]) <= SHORT_DECK:
                return PASS - 0.1
            return 5.0
        if name == "pass":
            return PASS
        if name in ("discard", "refresh", "refresh_discard"):
            return -5.0
        if name == "toss":  # only where a variant makes a turn play a card: the weakest goes
            return -cards[action[1]].power
        if name == "play":
            info = cards[action[1]]
            if info.type == "god":
                return 2.0 + 1.5 * len(state.gods[other])
            if info.type == "fate":
                return 2.0
            entering = any(a["do"] == "scarabs_on_self" for a in info.abilities("enter"))
            column = action[2]
            gain = 0 if entering else info.power
            return _swing(powers[seat][column], powers[other][column], gain) + 0.1 * info.power + self._noise()
        if name == "activate":
            return 2.0 + self._noise()
        if name in ("uncurse", "free_uncurse", "target", "hand_discard", "region", "skip"):
            return self._choice(state, seat, action, powers, cards)
        return 0.0

    def _choice(self, state, seat, action, powers, cards) -> float:
        """Breaking a curse, and the choices a card text asks for."""
        name = action[0]
        if name == "skip":
            return 0.0
        if name == "region":  # a region cleared of scarabs: where one's own are
            mine = sum(state.scarabs[c] for col in state.cols[seat][3 * action[1]:3 * action[1] + 3] for c in col)
            theirs = sum(state.scarabs[c] for col in state.cols[1 - seat][3 * action[1]:3 * action[1] + 3]
                         for c in col)
            return mine - theirs
        card = action[1]
        info = cards[card]
        if name == "hand_discard":  # from one's own hand: the weakest card
            return -info.power
        owner = state.place[card] // 8
        column = state.place[card] % 8
        if name in ("uncurse", "free_uncurse") or (name == "target" and state.scarabs[card]
                                                    and state.queue and state.queue[0]["do"] == "uncurse"):
            if owner != seat:
                return -5.0
            if state.scarabs[card] > 1 or column == board.GODS:
                return 1.0
            return _swing(powers[seat][column], powers[1 - seat][column], info.power) + 0.1 * info.power
        # a curse, a destruction or a banished god: the opponent's card
        if column == board.GODS:
            return 2.0
        if owner == seat:
            return -5.0
        loss = board.card_power(state, card)
        return _swing(powers[seat][column], powers[owner][column], loss) + 0.1 * loss

    def _noise(self) -> float:
        return 0.01 * self.rng.random()


def _swing(mine: int, theirs: int, gain: int) -> float:
    """What adding ``gain`` to one's own power in a column (or taking it from the
    opponent's) is worth: 2 for each step from losing to tied to leading, a
    little for a larger lead (harder to overturn)."""
    before = (mine > theirs) - (mine < theirs)
    after = (mine + gain > theirs) - (mine + gain < theirs)
    margin = min(max(mine + gain - theirs, 0), 4) - min(max(mine - theirs, 0), 4)
    return 2.0 * (after - before) + 0.25 * margin
