"""The policy of a search's simulations of Spionage!, and its model of the others.

The heuristic bot (:mod:`.bots`) reports at the Embassy whenever it can, even when
its report brings a pawn onto the International Summit and the final reports then
rank it behind (SV l.221: "Så snart någon agentpjäs avancerar in på Internationellt
Toppmöte (och alla flyttat färdigt) är det kalla kriget, och partiet, över").
Modelled so, another seat ended the game for a search that was ahead, so the
search saw every move win and waited; a searching opponent does not hand the game
over, and the game stood still. :class:`PlayoutBot` is the heuristic bot except
that it does not make the report that ends a game it would not win: it lays a
double agent or counter-espionage instead.
"""
from __future__ import annotations

from .actions import COUNTER, REPORT
from .bots import HeuristicBot
from .data import CITIES, FINAL_BONUS, SUMMIT, city_of
from .reports import best_report, strength


class PlayoutBot(HeuristicBot):
    """The heuristic bot, but it does not end a game it would lose; see the module's docstring."""

    def _action(self, state, seat, legal, plan):
        choice = super()._action(state, seat, legal, plan)
        if choice != REPORT or not ends_and_loses(state, seat):
            return choice
        agents = sorted(a for a in legal if a[0] == "agent")
        return agents[-1] if agents else COUNTER if COUNTER in legal else choice


def ends_and_loses(state, seat: int) -> bool:
    """Whether ``seat``'s report, moving it as the best one (the first number of the
    leading pawn's city, SV l.149), reaches the Summit while another seat stays
    ahead or level after the final reports (+8/+4, SV l.223; a tie goes to the
    better final report)."""
    first = CITIES[city_of(max(state.pos))][2]
    if state.pos[seat] + first < SUMMIT:
        return False
    reports = [best_report(hand) for hand in state.hands]
    bonus = final_bonuses(reports)
    mine = (state.pos[seat] + first + bonus[seat], strength(reports[seat] or []))
    return any((state.pos[s] + bonus[s], strength(reports[s] or [])) >= mine
               for s in range(state.players) if s != seat)


def final_bonuses(reports: list) -> list[int]:
    """Each seat's final move if the game ended now with these best reports (None:
    no report): +8 for the best, +4 for the second (SV l.223)."""
    ranked = sorted((s for s, r in enumerate(reports) if r), key=lambda s: strength(reports[s]),
                    reverse=True)
    bonus = [0] * len(reports)
    for seat, steps in zip(ranked, FINAL_BONUS):
        bonus[seat] = steps
    return bonus
