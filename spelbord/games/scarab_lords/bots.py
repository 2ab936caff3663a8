"""Bots for Scarab Lords.

:class:`HeuristicBot` looks one action ahead: it tries each play, activation and
uncurse on a copy of the position and keeps the one that most improves a simple
judgement of the board (columns led, regions within reach of victory, cards in
hand, decks). It reads only what its seat may know: the board, the discard
piles, the sizes of hands and decks, and its own hand. (A trial that draws a
card shows the bot nothing: the judgement counts hand sizes, not cards.) So it
may be given the real state (``reads_state = False``), which keeps it fast.
"""
from __future__ import annotations

import random

from . import board

_TRY = ("play", "activate", "uncurse", "free_uncurse")
#: turns after which the bot stops waiting for good moves
LONG_GAME = 40
#: turns after which the bot only refreshes, so that a stalemate of two bots ends
ENDLESS_GAME = 150


def evaluate(state, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better), from public facts and sizes."""
    other = 1 - seat
    bonuses = state.passives("power")
    led = [0, 0]
    lost = [0, 0]
    score = 0.0
    for column in board.COLUMNS:
        mine = board.column_power(state, seat, column, bonuses)
        theirs = board.column_power(state, other, column, bonuses)
        r = column // 3
        if mine > theirs:
            led[r] += 1
            score += 3.0 + 0.4 * min(mine - theirs, 3)
        elif theirs > mine:
            lost[r] += 1
            score -= 3.0 + 0.4 * min(theirs - mine, 3)
        if state.pyramids[column] == seat:
            score += 0.5
    if led[0] >= 2 and led[1] >= 2:
        score += 8.0
    if lost[0] >= 2 and lost[1] >= 2:
        score -= 8.0
    score += 1.5 * len(state.gods[seat]) - 1.5 * len(state.gods[other])
    score += 0.3 * min(len(state.hand[seat]), 8) - 0.3 * min(len(state.hand[other]), 8)
    cards = state.book.cards
    for column in state.cols[seat]:
        for card in column:
            # a card on the board is worth something even while cursed: curses can be broken
            score += 0.25 * cards[card].power - 0.4 * state.scarabs[card]
    for column in state.cols[other]:
        for card in column:
            score += 0.4 * state.scarabs[card]
    decks = len(state.deck[seat]), len(state.deck[other])
    score += 0.1 * decks[0] - 0.25 * decks[1]
    if decks[0] < 6:
        score -= (6 - decks[0]) * 2.0
    if decks[1] < 6:
        score += (6 - decks[1]) * 2.0
    return score


class HeuristicBot:
    """Greedy one-action look-ahead on :func:`evaluate`."""

    reads_state = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        names = {a[0] for a in legal}
        if state.stage == "build" or state.stage == "take":
            return self._build(state, seat, legal)
        if state.stage == "refresh":
            if ("refresh_done",) not in legal:
                return legal[0]
            if state.turn > LONG_GAME and len(state.hand[seat]) >= 6:
                return legal[0]  # late: change one card at least
            return ("refresh_done",)
        if state.queue:
            return self._best(state, seat, legal)
        if "exercise" in names:
            for action in legal:
                if action[0] == "exercise":
                    if board.kind(action[1]) == board.ECONOMIC and len(state.deck[seat]) <= 4:
                        continue
                    return action
            return ("pass",)
        if ("refresh",) in legal and self._should_refresh(state, seat):
            return ("refresh",)
        trials = [a for a in legal if a[0] in _TRY]
        if not trials:
            return ("pass",) if ("pass",) in legal else self._fallback(state, seat, legal)
        base = evaluate(state, seat)
        best, value = self._best_of(state, seat, trials)
        # Two cautious players can pass forever (a curse laid and broken every turn): late in a
        # game, or now and then, the bot also takes an action that costs it a little.
        margin = -2.0 if state.turn > LONG_GAME else 0.05
        if value > base + margin or (best[0] == "play" and self.rng.random() < 0.05):
            return best
        if ("pass",) in legal:
            return ("pass",)
        return self._fallback(state, seat, legal)

    def _should_refresh(self, state, seat) -> bool:
        hand, deck = len(state.hand[seat]), len(state.deck[seat])
        if state.turn > ENDLESS_GAME:
            return True  # every refresh shortens the deck: the game must end
        return (hand <= 2 and deck > 12) or (state.turn > LONG_GAME and hand < 6 and deck > 6)

    def _fallback(self, state, seat, legal):
        tosses = [a for a in legal if a[0] == "toss"]
        if tosses:
            cards = state.book.cards
            return min(tosses, key=lambda a: cards[a[1]].power)
        return legal[0]

    def _best(self, state, seat, legal):
        best, _ = self._best_of(state, seat, legal)
        return best

    def _best_of(self, state, seat, candidates):
        best, best_value = None, None
        for action in candidates:
            trial = state.clone()
            trial.apply(seat, action)
            value = self._settled_value(trial, seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best, best_value

    def _settled_value(self, trial, seat) -> float:
        # a text still waiting for a choice: judge it by its best (own) or worst (opponent's) choice
        if trial.queue and trial.stage == "play":
            chooser = trial.queue[0]["who"]
            values = []
            for action in trial.legal_actions(chooser)[:12]:
                again = trial.clone()
                again.apply(chooser, action)
                values.append(evaluate(again, seat))
            if values:
                return max(values) if chooser == seat else min(values)
        return evaluate(trial, seat)

    def _build(self, state, seat, legal):
        """Between games of the advanced game: swap weak cards for strong ones."""
        cards = state.book.cards
        if legal[0][0] == "take":
            return max(legal, key=lambda a: (_card_value(cards[a[1]]), -a[1]))
        removes = [a for a in legal if a[0] == "remove"]
        pool_best = sorted((_card_value(cards[c]) for c in state.pool), reverse=True)
        picked = len(state.secret.picks[seat])
        if removes and picked < len(pool_best):
            weakest = min(removes, key=lambda a: (_card_value(cards[a[1]]), a[1]))
            if _card_value(cards[weakest[1]]) < pool_best[picked]:
                return weakest
        return ("done",)


def _card_value(card) -> float:
    value = card.power + len(card.text) * 1.5 + (2 if card.type == "god" else 0)
    return value - 0.5 * sum(a["n"] for a in card.text if a["do"] == "scarabs_on_self")

