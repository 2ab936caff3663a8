"""Scarab Lords' strongest bot (the ``hard`` level): it plans whole turns.

A turn is a run of the mover's own actions: "Fas 0: Du får göra hur många
'Fas 0' handlingar du vill. Fas 1: Du får göra en 'Fas 1' handling. Fas 2: Du
får göra en 'Fas 2' handling. Dominans: Avgör och utöva sedan din dominans"
(SV l.97-104). The pyramids are placed only at its end (l.163), and "Du vinner
spelet om du har dominans i två av de tre kolumnerna i både övre och nedre
regionerna av spelbrädet i början av din tur" (l.185): so it is the opponent's
turn that decides whether a turn's pyramids win. :class:`TurnPlanner` therefore
judges turns, not single actions:

1. it enumerates the turns it can still play from here (its plays, activations,
   uncurses and exercises in every order, a position reached twice counted
   once; like the heuristic bot it never discards its own cards), at most
   ``NODES`` positions, the rest of a longer turn played as the heuristic bot
   would, and scores each turn's end with the evaluation's terms (:mod:`.evaluate`;
   a card in hand and one in the deck weigh less, :data:`PLAN_WEIGHTS`);
2. the ``CANDIDATES`` best turns are judged again by simulations: what the seat
   cannot see is re-dealt (``state.determinize``), the opponent plays its reply
   turn as the heuristic bot would, and the seat's own next turn is enumerated
   like the first (at most ``NEXT_NODES`` positions) to its best end. A turn
   after which the opponent takes two columns in both regions, or one leaving a
   threat the next turn cannot break, is so seen as lost.

It plays the first action of the best turn and keeps the rest as its plan while
the position is the one it foresaw (a card drawn from its deck, or a choice
its opponent made, makes it plan again). It reads only what its seat may know:
it plans on a re-deal of everything else (``state.determinize``), so it may be
given the real state.

Its budget is in simulations (one reply turn and next turn after one candidate
turn), spread evenly over the candidates, and in seconds: the clock stops the
simulations early (then a plan depends on the machine's speed). As the
``hard`` level: 32 simulations, at most 2 seconds. Measured against the heuristic bot in
docs/performance.md.
"""
from __future__ import annotations

import random
import time

from spelbord.bots.evaluation import logistic

from . import evaluate
from .bots import HeuristicBot

#: positions of the seat's own turn enumerated before the rest is left to the heuristic bot
NODES = 2000
#: positions of the seat's next turn enumerated in each simulation
NEXT_NODES = 100
#: turns judged by simulations
CANDIDATES = 8
#: the evaluation's weights the planner changes (the rest are :data:`.evaluate.WEIGHTS`):
#: the fitted weight of a card in hand equals a column led, because the winner draws by
#: economic supremacy (docs/performance.md); a planner that believed it would keep its
#: cards, or refresh its hand and skip its turn, where playing them wins. What its cards
#: can do it sees by planning its next turn with them. A card in the deck weighs less
#: than one in hand: drawing (SV l.179) or refreshing (l.110) must not look like a loss,
#: or the planner plays on with one card in hand while its deck is milled away (l.187
#: and the short deck term weigh the deck running out).
PLAN_WEIGHTS = {"hand": 0.16, "deck": 0.08}
#: actions a planned turn may have (a bound for card texts that could repeat forever)
LONGEST_TURN = 60
#: actions never planned: discarding one's own cards in play, as the heuristic bot never does
_LEFT_OUT = frozenset({"discard", "toss", "refresh_discard"})
#: the score of a won and of a lost game, beyond any evaluation
_WON, _LOST = 1e6, -1e6


class TurnPlanner:
    """Plans whole turns and judges them by the opponent's reply; see the module's docstring."""

    reads_state = False  # it re-deals what its seat cannot see before it plans

    def __init__(self, seed: int = 0, simulations: int | None = 32, seconds: float | None = 2.0,
                 nodes: int = NODES, next_nodes: int = NEXT_NODES, candidates: int = CANDIDATES,
                 weights: dict | None = None):
        if simulations is None and seconds is None:
            raise ValueError("a planner needs a budget: simulations, seconds or both")
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed)
        self.model = HeuristicBot(seed + 1)  # the opponent as the bot models it
        self.simulations = simulations
        self.seconds = seconds
        self.nodes, self.next_nodes, self.candidates = nodes, next_nodes, candidates
        self.weights = {**evaluate.WEIGHTS, **PLAN_WEIGHTS, **(weights or {})}
        #: (signature of the position, action) still to play of the current turn's plan
        self.plan = []
        #: simulations run by the last plan made
        self.iterations = 0

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.stage != "play" or state.active != seat:
            return self.heuristic.choose(state, seat)  # building decks, a choice in the opponent's turn
        here = signature(state, seat)
        if not (self.plan and self.plan[0][0] == here and self.plan[0][1] in legal):
            self.plan = self._make_plan(state, seat)
        if self.plan and self.plan[0][0] == here:
            return self.plan.pop(0)[1]
        return self.heuristic.choose(state, seat)

    # ----- planning ------------------------------------------------------------
    def _make_plan(self, state, seat) -> list:
        # the plan is made on a re-deal of what the seat cannot see (its deck's order
        # included), so it depends on nothing else: the bot may be given the real state
        ends = self._turns(state.determinize(seat, self.rng.getrandbits(63)), seat, self.nodes)
        ranked = sorted(ends.values(), key=lambda end: -end[0])[:self.candidates]
        self.iterations = 0
        if len(ranked) < 2 or ranked[0][0] >= _WON:
            return ranked[0][1] if ranked else []
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        rounds = (self.simulations or 10 ** 9) // len(ranked) or 1
        totals = [0.0] * len(ranked)
        done = 0
        for _ in range(rounds):
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            for index, (_, _, end) in enumerate(ranked):
                totals[index] += self._simulate(end, seat)
            done += 1
        self.iterations = done * len(ranked)
        best = max(range(len(ranked)), key=lambda i: (totals[i], ranked[i][0]))
        return ranked[best][1]

    def _simulate(self, end, seat) -> float:
        """The seat's chance after the opponent's reply to a turn ending at ``end``
        and the seat's own best next turn, in one re-deal of what it cannot see."""
        outcome = end.outcome()
        if outcome is not None:
            return evaluate.evaluate(end, seat)
        state = end.determinize(seat, self.rng.getrandbits(63))
        while state.actors() and not own_turn_begins(state, seat):
            mover = state.actors()[0]
            state.apply(mover, self.model.choose(state, mover))
        if not state.actors():
            return evaluate.evaluate(state, seat)
        best = max(score for score, _, _ in self._turns(state, seat, self.next_nodes).values())
        return 1.0 if best >= _WON else 0.0 if best <= _LOST else logistic(best)

    def _turns(self, state, seat, budget) -> dict:
        """The ends of the turns ``seat`` can play from ``state``: signature ->
        (score, plan, end position), a plan being (signature, action) pairs."""
        ends, seen = {}, set()
        count = 0

        def walk(state, plan):
            nonlocal count
            self._forced(state, seat)
            if not state.actors() or state.active != seat or state.stage != "play" or len(plan) > LONGEST_TURN:
                here = signature(state, seat)
                if here not in ends:
                    ends[here] = (self._score(state, seat), plan, state)
                return
            here = signature(state, seat)
            if here in seen:
                return
            seen.add(here)
            count += 1
            if count > budget:
                options = [self.heuristic.choose(state, seat)]
            else:
                legal = state.legal_actions(seat)
                options = [a for a in legal if a[0] not in _LEFT_OUT] or legal[:1]
            for action in options:
                after = state.clone()
                after.apply(seat, action)
                walk(after, plan + [(here, action)])

        walk(state, [])
        return ends

    def _forced(self, state, seat) -> None:
        """Play what is not the seat's to plan: the opponent's choices in the seat's
        turn (as the heuristic bot would make them) and refreshing the hand."""
        while state.actors():
            mover = state.actors()[0]
            if state.stage == "refresh" and mover == seat:
                state.apply(mover, self.heuristic.choose(state, mover))
            elif mover != seat and state.stage == "play" and state.active == seat:
                state.apply(mover, self.model.choose(state, mover))
            else:
                return

    def _score(self, state, seat: int) -> float:
        """The log-odds the evaluation's terms give ``seat`` (with :data:`PLAN_WEIGHTS`), or won/lost."""
        outcome = state.outcome()
        if outcome is not None:
            return _WON if outcome["ranks"][seat] == 1 else _LOST
        return sum(self.weights[name] * value for name, value in evaluate.terms(state, seat).items())


def own_turn_begins(state, seat: int) -> bool:
    """Whether ``seat``'s turn is just beginning (nothing of it played yet)."""
    return state.active == seat and state.stage == "play" and evaluate.settled(state)


def signature(state, seat: int) -> tuple:
    """What ``seat`` knows of a position in its own turn, enough to tell apart the
    positions its plans pass through: its hand, the board, the sizes of the hidden
    zones, the turn's progress and the texts waiting for a choice. In phase 0,
    where actions are unlimited, the count of actions used is left out."""
    return (tuple(state.hand[seat]), tuple(tuple(column) for side in state.cols for column in side),
            tuple(map(tuple, state.gods)), tuple(state.scarabs), tuple(state.pyramids), state.phase,
            state.used if state.phase else 0, tuple(sorted(state.exercised)), tuple(state.free_used),
            len(state.deck[0]), len(state.deck[1]), len(state.hand[1 - seat]), repr(state.queue),
            state.active, state.stage, state.turn, state.fresh)
