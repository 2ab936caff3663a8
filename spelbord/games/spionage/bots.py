"""A heuristic bot for Spionage!: obvious good moves, no search.

* Planning: the Embassy with a strong report (4+ cards) in hand, or when a
  Secret Mission is impossible; otherwise a Secret Mission to buy cards.
* Secret Mission: the lowest bribe when nobody else is bidding, the highest when
  it can win; a double agent when someone else's bribe is sure to beat it.
* Embassy: a report whenever one can be made; otherwise counter-espionage when
  another Embassy player holds a free double agent, else a double agent of its own.
* Reports show the best run of the hand; taking and stealing pick the card that
  most improves the hand's best report.

The bot is given a determinized state (:func:`spelbord.bots.ask`), so it reads
only what its seat may know.
"""
from __future__ import annotations

import random

from .reports import best_report, strength
from .actions import EMBASSY, MISSION


def _value(hand) -> tuple:
    report = best_report(hand)
    return strength(report) if report else (0, 0)


class HeuristicBot:
    reads_state = True

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        step = state.secret
        if step is not None:
            picks = step.picks[seat]
            if step.kind == "plan" or (step.kind == "plan_action" and not picks):
                return self._plan(state, seat, legal)
            if step.kind == "action":
                return self._action(state, seat, legal, state.plans[seat])
            if step.kind == "plan_action":
                return self._action(state, seat, legal, picks[0][1])
            return self._report(state, seat, legal, picks)
        if state.phase == "take":
            return max(legal, key=lambda a: (_value(state.hands[seat] + [state.piles[a[1]][-1]]),
                                             state.piles[a[1]][-1]))
        return max(legal, key=lambda a: (_value(state.hands[seat] + [a[1]]), a[1]))

    def _plan(self, state, seat, legal):
        mission = ("plan", MISSION)
        report = best_report(state.hands[seat])
        if mission not in legal or (report and len(report) >= 4):
            return ("plan", EMBASSY)
        if not state.bribes[seat] and report:
            return ("plan", EMBASSY)
        return mission

    def _action(self, state, seat, legal, plan):
        bribes = sorted(a for a in legal if a[0] == "bribe")
        agents = sorted(a for a in legal if a[0] == "agent")
        others = [s for s in range(state.players) if s != seat]
        if plan == MISSION:
            if state.mode == "surprise":
                rivals = others
            else:
                rivals = [s for s in others if state.plans[s] == MISSION]
            if not bribes:
                return agents[0] if agents else legal[0]
            if not rivals:
                return bribes[0]
            best_rival = max((max(state.bribes[s]) for s in rivals if state.bribes[s]), default=0)
            if bribes[-1][1] > best_rival:
                return bribes[-1]
            if agents and len(rivals) == 1:
                return agents[0]
            return bribes[0]
        if ("report",) in legal:
            return ("report",)
        if state.mode == "surprise":
            rivals = others
        else:
            rivals = [s for s in others if state.plans[s] == EMBASSY]
        if any(state.agents[s] for s in rivals) and ("counter",) in legal:
            return ("counter",)
        if agents and rivals:
            return agents[-1]
        return ("counter",) if ("counter",) in legal else legal[0]

    def _report(self, state, seat, legal, picks):
        report = best_report(state.hands[seat]) or []
        shown = {a[1] for a in picks}
        for card in report:
            if card not in shown and ("show", card) in legal:
                return ("show", card)
        if ("done",) in legal:
            return ("done",)
        return legal[0]


def win_rate(games: int, players_counts=(2, 3, 4, 5), seed: int = 0) -> dict:
    """The heuristic bot's share of wins against random bots.

    Game ``i`` seats the heuristic bot at seat ``i % players`` (so no seat is
    favoured) with random bots elsewhere; player counts and, for two players,
    the two variants take turns. A shared win counts as a fraction. Returns
    ``{"games", "wins", "rate", "baseline"}``; ``baseline`` is what a bot no
    better than random would score.
    """
    from spelbord.bots import RandomBot, play_game
    from spelbord.engine import load

    game = load("spionage")
    configs = [(n, options) for n in players_counts for options in game.variants(n)]
    wins = baseline = 0.0
    for i in range(games):
        players, options = configs[i % len(configs)]
        seat = (i // len(configs)) % players
        bots = [HeuristicBot(seed + i) if s == seat else RandomBot(seed + 1000 * i + s) for s in range(players)]
        final = play_game(game, players, seed + i, bots, options)
        winners = final.outcome()["winners"]
        if seat in winners:
            wins += 1 / len(winners)
        baseline += 1 / players
    return {"games": games, "wins": wins, "rate": wins / games, "baseline": baseline / games}

