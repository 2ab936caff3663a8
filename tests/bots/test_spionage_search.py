"""Spionage!'s search ends its games: two searching seats once each waited at the
Embassy with a double agent for the other's report, round after round.

SV l.221: "Så snart någon agentpjäs avancerar in på Internationellt Toppmöte (och
alla flyttat färdigt) är det kalla kriget, och partiet, över." The game ends only
when somebody moves, so a search that judges waiting as good as moving can stall it.
"""
from __future__ import annotations

import random

import spelbord
from spelbord.bots import ask, make_bot
from spelbord.bots.ismcts import ISMCTS
from spelbord.games.spionage import evaluate as spionage_evaluate


def _position(pos, hands, bribes):
    state = spelbord.load("spionage").new_game(3, 0)
    state.pos, state.hands, state.bribes = list(pos), [sorted(h) for h in hands], [list(b) for b in bribes]
    return state


#: the stalled game of seed 1 one round on, seat 2 (the 50-simulation search) at the
#: Embassy with its nine-card report A-F: its report moved it four spaces and seat 1,
#: who reported too, two; its double agent stole card 390 (C) from seat 1's report,
#: which split it (AABBCDEFF to AABB and DEFF), and seat 1 moved four alone
SEAT_0 = [10, 30, 170]
SEAT_1 = [60, 80, 100, 120, 133, 230, 260, 370]
SEAT_2 = [50, 90, 160, 210, 240, 330, 340, 380, 430]
BRIBES = [[], [91, 159, 209], [92, 158, 208]]


def test_moving_with_the_best_report_beats_stealing_a_card():
    """SV l.223: "Den som har den framgångsrikaste Redovisningen får flytta 8 steg
    fram med sin agentpjäs, och den med den näst framgångsrikaste får flytta 4 steg
    fram." Seat 2 holds the best report either way and seat 1 the second, so the
    theft changes no final move: the four spaces of seat 2's report are worth more.
    Judged by the reports' lengths the split report made the theft look better
    (0.967 against 0.924), and seat 2 laid double agents for ever."""
    moved = _position([12, 9, 16], [SEAT_0, SEAT_1 + [390], SEAT_2], BRIBES)
    stole = _position([12, 11, 12], [SEAT_0, SEAT_1, SEAT_2 + [390]], BRIBES)
    assert spionage_evaluate.evaluate(moved, 2) > spionage_evaluate.evaluate(stole, 2)


def test_a_report_being_laid_out_is_not_judged():
    """A simulation cut while a report is laid out would judge it before its pawn
    moved (SV l.147: the two best reports move "sina agentpjäser framåt"); it plays
    on to the next round's choices, which are settled before anybody has chosen."""
    game = spelbord.load("spionage")
    state = game.new_game(3, 4)
    settled = spionage_evaluate.SETTLED
    assert settled(state)
    heuristic = [make_bot(game, "heuristic", s) for s in range(3)]
    rng = random.Random(4)
    seen_report = False
    while state.actors() and state.round < 6:
        seat = state.actors()[0]
        step = state.secret
        if step is not None and step.kind == "report":
            seen_report = True
            assert not settled(state)
        elif state.phase in ("take", "steal"):
            assert not settled(state)
        state.apply(seat, ask(heuristic[seat], state, seat, rng))
        if state.secret is not None and any(state.secret.picks.values()):
            assert not settled(state)
    assert seen_report


def test_two_searches_and_a_heuristic_bot_finish_the_stalled_game():
    """Seed 1, three players: the heuristic bot, a search of 100 and one of 50
    simulations. With the reports judged by their length the two searches stood
    still from round 12 on, each laying a double agent at the Embassy for the
    other's report, and the game had not ended after 40 rounds (239 more rounds
    in the first such match); it now ends well within that."""
    game = spelbord.load("spionage")
    seed = 1
    bots = [make_bot(game, "heuristic", seed * 10), ISMCTS(game, seed * 10 + 1, simulations=100),
            ISMCTS(game, seed * 10 + 2, simulations=50)]
    state = game.new_game(3, seed)
    rng = random.Random(seed ^ 0x5EED)
    while state.actors() and state.round <= 40:
        for seat in state.actors():
            state.apply(seat, ask(bots[seat], state, seat, rng))
    assert state.outcome() is not None, (state.round, state.pos)
