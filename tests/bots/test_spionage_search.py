"""Spionage!'s search ends its games: two searching seats once each waited at the
Embassy with a double agent for the other's report, round after round.

SV l.221: "Så snart någon agentpjäs avancerar in på Internationellt Toppmöte (och
alla flyttat färdigt) är det kalla kriget, och partiet, över." The game ends only
when somebody moves, so a search that judges waiting as good as moving can stall it.
"""
from __future__ import annotations

import random

import pytest

import spelbord
from spelbord.bots import ask, make_bot
from spelbord.bots.ismcts import ISMCTS
from spelbord.games.spionage import evaluate as spionage_evaluate
from spelbord.games.spionage.actions import EMBASSY, MISSION, REPORT
from spelbord.games.spionage.bots import HeuristicBot
from spelbord.games.spionage.data import ALL_CARDS
from spelbord.games.spionage.playout import PlayoutBot


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


@pytest.mark.parametrize("seed,seats", [(1, ("heuristic", 100, 50)), (0, (50, "heuristic", 100))])
def test_two_searches_and_a_heuristic_bot_finish_the_stalled_games(seed, seats):
    """Three players: the heuristic bot and searches of 100 and 50 simulations.
    Seed 1: with the reports judged by their length the two searches stood still
    from round 12 on, each laying a double agent at the Embassy for the other's
    report, and the game had not ended after 40 rounds (239 more rounds in the first
    such match). Seed 0: with the others modelled as the heuristic bot, which hands
    the game over, the searches stood at 18, 15 and 18 from round 29 to 71. Both
    games now end within 40 rounds."""
    game = spelbord.load("spionage")
    bots = [make_bot(game, seat, seed * 10 + s) if seat == "heuristic"
            else ISMCTS(game, seed * 10 + s, simulations=seat) for s, seat in enumerate(seats)]
    state = game.new_game(3, seed)
    rng = random.Random(seed ^ 0x5EED)
    while state.actors() and state.round <= 40:
        for seat in state.actors():
            state.apply(seat, ask(bots[seat], state, seat, rng))
    assert state.outcome() is not None, (state.round, state.pos)


#: seed 0 with the search of 50 simulations first and of 100 last, round 29: both
#: searches at space 18 of 21, seat 0 with the best final report (13 cards, A-D)
#: and seat 2 the second (12 cards, B-F)
LEADER = [10, 20, 40, 80, 133, 220, 250, 270, 310, 320, 390, 400, 440]
BEHIND = [170, 180, 200, 210, 260, 300, 330, 340, 350, 360, 380, 420]


def _stand_off(embassy: bool):
    """The seed-0 stand-off at a round's start (every hand shown in the rounds before,
    seat 0's bribes spent), or with every seat at the Embassy choosing its action card."""
    hands = [LEADER, [30, 120, 230], BEHIND]
    state = spelbord.load("spionage").new_game(3, 0)
    state.pos, state.hands, state.bribes[0] = [18, 15, 18], [sorted(h) for h in hands], []
    held = {card for hand in hands for card in hand}
    rest = [card for card in ALL_CARDS if card not in held]
    state.piles, state.known = [rest[::2], rest[1::2]], held
    if embassy:
        for seat in range(3):
            state.apply(seat, ("plan", EMBASSY))
        assert state.secret.kind == "action"
    return state


def test_the_playout_does_not_end_a_game_it_would_lose():
    """SV l.221-223: a pawn on the Summit ends the game, then the best final report
    moves 8 and the second 4. Seat 2's report would move it four spaces onto the
    Summit (22), where seat 0's best final report (+8) leaves it behind: the
    heuristic bot reports all the same, the playout policy lays a double agent. Seat
    0's report ends the game with a win, so both report there."""
    state = _stand_off(embassy=True)
    heuristic, playout = HeuristicBot(0), PlayoutBot(0)
    assert heuristic.choose(state, 2) == REPORT
    assert playout.choose(state, 2)[0] == "agent"
    assert heuristic.choose(state, 0) == playout.choose(state, 0) == REPORT


def test_a_search_ahead_goes_to_the_embassy_rather_than_wait():
    """Seat 0 wins if the game ends now. With the others modelled as the heuristic
    bot, seat 2 ended the game for it whatever it did (every line valued about 1.0),
    and it went on Secret Missions round after round with nothing to bid. Modelled by
    the playout policy, seat 2 waits, so seat 0 must move itself: the Embassy."""
    state = _stand_off(embassy=False)
    game = spelbord.load("spionage")
    for seed in range(4):
        assert ISMCTS(game, seed, simulations=50).choose(state.determinize(0, seed), 0) == ("plan", EMBASSY), seed


#: seed 0 with three players, as `bench/bots.py match spionage hard heuristic --third
#: normal --players 3` played it (hard, heuristic, normal), to the start of round 9:
#: pawns at 2, 4 and 2, seat 1 (the heuristic bot, leading) without bribes or a report
SEED_0_TO_ROUND_9 = [
    (0, ('plan', 'embassy')), (1, ('plan', 'mission')), (2, ('plan', 'mission')), (0, ('report',)), (1,
    ('bribe', 209)), (2, ('bribe', 208)), (1, ('take', 0)), (0, ('show', 133)), (0, ('show', 10)), (0, ('show',
    20)), (0, ('done',)), (0, ('plan', 'embassy')), (1, ('plan', 'mission')), (2, ('plan', 'embassy')), (0,
    ('agent', 6)), (1, ('bribe', 41)), (2, ('agent', 3)), (1, ('take', 0)), (0, ('plan', 'embassy')), (1,
    ('plan', 'mission')), (2, ('plan', 'embassy')), (0, ('agent', 1)), (1, ('bribe', 91)), (2, ('agent', 8)),
    (1, ('take', 0)), (0, ('plan', 'embassy')), (1, ('plan', 'embassy')), (2, ('plan', 'embassy')), (0,
    ('agent', 1)), (1, ('report',)), (2, ('agent', 8)), (1, ('show', 40)), (1, ('show', 80)), (1, ('show',
    220)), (1, ('show', 380)), (1, ('show', 390)), (1, ('show', 400)), (1, ('done',)), (2, ('steal', 380)), (0,
    ('steal', 390)), (0, ('plan', 'mission')), (1, ('plan', 'mission')), (2, ('plan', 'embassy')), (0, ('bribe',
    90)), (1, ('agent', 2)), (2, ('report',)), (0, ('take', 0)), (2, ('show', 210)), (2, ('show', 440)), (2,
    ('show', 380)), (2, ('done',)), (0, ('plan', 'embassy')), (1, ('plan', 'mission')), (2, ('plan',
    'embassy')), (0, ('agent', 1)), (1, ('bribe', 90)), (2, ('agent', 3)), (1, ('take', 1)), (0, ('plan',
    'embassy')), (1, ('plan', 'mission')), (2, ('plan', 'embassy')), (0, ('agent', 1)), (1, ('bribe', 159)), (2,
    ('agent', 3)), (1, ('take', 1)), (0, ('plan', 'embassy')), (1, ('plan', 'embassy')), (2, ('plan',
    'embassy')), (0, ('agent', 6)), (1, ('report',)), (2, ('agent', 8)), (1, ('show', 40)), (1, ('show', 80)),
    (1, ('show', 220)), (1, ('show', 250)), (1, ('show', 270)), (1, ('show', 400)), (1, ('done',)), (2,
    ('steal', 400)), (0, ('steal', 270))
]


def _round_nine():
    state = spelbord.load("spionage").new_game(3, 0)
    for seat, action in SEED_0_TO_ROUND_9:
        state.apply(seat, action)
    assert state.round == 9 and state.pos == [2, 4, 2] and state.quiet_rounds == 0
    return state


def _play_round(state, plans, actions):
    for seat, plan in enumerate(plans):
        state.apply(seat, ("plan", plan))
    for seat, action in enumerate(actions):
        state.apply(seat, action)


def test_rounds_that_change_nothing_on_the_table_are_counted():
    """The stand-off of seed 0: two seats lay a double agent at the Embassy, the third
    one alone on a Secret Mission, where "Om ingen spelade ett Mutkort i samma omgång,
    lyckas Dubbelagenten inte" (SV l.118), and with no report at the Embassy the
    agents steal nothing (SV l.154): nothing on the table changes."""
    state = _round_nine()
    stand_off = ([EMBASSY, MISSION, EMBASSY], [("agent", 6), ("agent", 2), ("agent", 3)])
    _play_round(state, *stand_off)
    assert state.quiet_rounds == 1 and not spionage_evaluate.STALLED(state)
    _play_round(state, *stand_off)
    assert state.quiet_rounds == 2 and spionage_evaluate.STALLED(state)
    assert state.determinize(0, 7).quiet_rounds == 2  # public: kept in every re-deal
    _play_round(state, [EMBASSY, MISSION, EMBASSY], [REPORT, ("agent", 2), ("agent", 3)])
    heuristic, rng = make_bot(spelbord.load("spionage"), "heuristic", 0), random.Random(0)
    while state.round == 11:  # seat 0 lays its report out, seat 2's agent steals from it
        seat = state.actors()[0]
        state.apply(seat, ask(heuristic, state, seat, rng))
    assert state.pos[0] > 2 and state.quiet_rounds == 0 and not spionage_evaluate.STALLED(state)


@pytest.mark.parametrize("seed", [0, 1])
def test_two_searches_break_their_stand_off(seed):
    """From round 9 of seed 0 the searches (here of 500 and 200 simulations) each
    waited at the Embassy with a double agent for the other's report and the table
    stood still: `hard` and `normal` did so for some hundreds of rounds in a match before the game
    was stopped. Without the stall test (each search repeating its best move) the
    table stands for six rounds; with it the stand-off ends within them."""
    game = spelbord.load("spionage")

    def table_after_six_rounds(mixing):
        state = _round_nine()
        bots = [ISMCTS(game, 100 + seed, simulations=500), make_bot(game, "heuristic", 1),
                ISMCTS(game, 102 + seed, simulations=200)]
        if not mixing:
            bots[0].stalled = bots[2].stalled = None
        rng = random.Random(5)
        while state.actors() and state.round < 15:
            for seat in state.actors():
                state.apply(seat, ask(bots[seat], state, seat, rng))
        return state.pos, state._public_table() == _round_nine()._public_table()

    assert table_after_six_rounds(mixing=False) == ([2, 4, 2], True)
    assert table_after_six_rounds(mixing=True)[1] is False
