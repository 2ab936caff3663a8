"""How good a position of Spionage! is for a seat, for searching bots.

SV l.66: "Den som till slut står längst fram med sin pjäs på det Internationella
Toppmötet, har vunnit spelet." So a seat's strength is first how far its pawn
has come; then what its hand promises. At the end "Samtliga ska nu omedelbart göra
en Redovisning" (SV l.221) and "Den som har den framgångsrikaste Redovisningen får
flytta 8 steg fram med sin agentpjäs, och den med den näst framgångsrikaste får
flytta 4 steg fram" (SV l.223): the final report is worth its place among the
seats' best reports, +8 or +4, not its length, so a card more in a report already
the best adds little (a card per length is kept: a longer report wins the Embassy's
moves, SV l.147, and survives a theft). Then the bribes and double agents the seat
still has (agents in prison are lost to it).

Judged by length alone, a card stolen from another's report was worth as much as
the four spaces a report moves, and two searches at the Embassy each waited with a
double agent for the other's report, round after round, without end (seed 1,
docs/performance.md).
"""
from __future__ import annotations

from spelbord.bots.evaluation import expected_placing, placing

from .playout import PlayoutBot, final_bonuses
from .reports import best_report

#: actions a search plays out before it asks for this judgement (then on to a settled position)
DEPTH = 12
#: spaces of difference that make a win about three times as likely as a loss
SCALE = 4.0
#: what each card of the best report is worth besides its final place
REPORT_CARD = 0.5
#: with three to five players the search models the others (by PLAYOUT, below): the
#: planning and action cards are chosen in secret, so most of a round is decided by
#: guesses at the others' picks, and a search that spreads its simulations over every
#: opponent's picks (or re-deals picks already made uniformly) guesses them badly
#: (docs/performance.md: mean placing 2.3 of 3 against two heuristic bots, 1.0 modelled)
OPPONENTS = "auto"
#: simulations, and the others where modelled, are played by the heuristic bot that
#: does not end a game it would lose (:mod:`.playout`)
PLAYOUT = PlayoutBot


def SETTLED(state) -> bool:
    """A position fit to judge: a round's secret choices before anybody has chosen
    (everything the last round moved or stole is done), or the end. Judged while a
    report is being laid out, the report had not yet moved its pawn, and the search
    put off its reports."""
    step = state.secret
    if step is None:
        return not state.actors()
    return step.kind != "report" and not any(step.picks.values())


def STALLED(state) -> bool:
    """Two rounds in a row have left the table as it was (``quiet_rounds``): the
    searches stand off, each waiting for a move the others do not make (seed 0 with
    three players: ``hard`` and ``normal`` each laid a double agent at the Embassy for
    the other's report while the heuristic bot, in the lead, sent a double agent
    alone on a Secret Mission, round after round). The game ends only when a pawn
    reaches the Summit (SV l.221), so the search then mixes its planning and action
    cards (not the cards a report shows or a theft takes)."""
    step = state.secret
    return state.quiet_rounds >= 2 and step is not None and step.kind != "report"


def strengths(state) -> list[float]:
    reports = [best_report(hand) for hand in state.hands]
    values = []
    for seat, (report, bonus) in enumerate(zip(reports, final_bonuses(reports))):
        value = float(state.pos[seat] + bonus)
        if report:
            value += REPORT_CARD * len(report)
        value += 0.5 * len(state.hands[seat])
        value += 0.4 * len(state.agents[seat]) + 0.004 * sum(state.bribes[seat])
        values.append(value)
    return values


def evaluate(state, seat: int) -> float:
    """In [0, 1]: the placing ``seat`` may expect."""
    outcome = state.outcome()
    if outcome is not None:
        return placing(outcome["ranks"], seat)
    return expected_placing(strengths(state), seat, SCALE)
