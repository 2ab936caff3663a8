"""What the table learns in a negotiation is kept in ``known``, so every determinization
agrees with what was seen (issues 12/16).

SV l.107: "Att 'växla' lagerbärsblad ur sina egna bestånd är alltså tillåtet": a term
hands over tiles from one's own pile, so writing one shows the whole table (SV l.110:
"Man kan också blanda sig i andras förhandlingar") that the writer holds them, though
the piles lie "med avigsidan uppåt" (SV l.70).
"""
import random

import pytest

from spelbord.engine.undo import step_refusal
from spelbord.games.quo_vadis.board import II, III, IV, I, V
from tests.configs import every_config

from .helpers import BLACK, GAME, RED, WHITE, play, position

QUO_VADIS = [config for config in every_config(by_name=True) if config.values[0] == "quo-vadis"]


def test_a_grantor_asking_change_of_his_own_shows_he_holds_it():
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={BLACK: {IV: 1, II: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("gets", IV)))
    assert state.known[BLACK] == [0, 0, 0, 0, 1, 0]
    assert state.view(WHITE)["known"][BLACK] == [0, 0, 0, 0, 1, 0]
    for k in range(8):
        assert state.determinize(WHITE, k).laurels[BLACK][IV] >= 1
    # the I tile his permission earns may be given back without one of his own
    play(state, (BLACK, ("gets", I)))
    assert state.known[BLACK] == [0, 0, 0, 0, 1, 0]


def test_a_mover_paying_in_a_counter_offer_shows_what_he_holds_beyond_the_road_laurel():
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={RED: {III: 1, V: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pass",)), (RED, ("counter", BLACK)),
         (RED, ("pays", III)))
    assert state.known[RED] == [0] * 6  # he may pay with the III he is about to take
    play(state, (RED, ("pays", III)))
    assert state.known[RED] == [0, 0, 0, 1, 0, 0]
    play(state, (RED, ("pays", V)))
    assert state.known[RED] == [0, 0, 0, 1, 0, 1]
    assert state.unknown(RED) == 0


def test_a_grantors_terms_for_the_mover_show_nothing_of_his_own():
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={RED: {II: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pays", V)))
    assert state.known == [[0] * 6] * 3


def _undo_refusal(state, seat, action):
    after = state.clone()
    events = after.apply(seat, action)
    return step_refusal(state, seat, action, after, events)


def test_a_term_may_be_taken_back_only_when_the_table_knew_the_tile_already():
    """Undo replays the record without the step, and what the table saw cannot be
    unsaid: a term that teaches the table a tile is final; one it knew of is not."""
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={BLACK: {IV: 1, II: 1}},
                     known={BLACK: {II: 1}})
    play(state, (RED, ("request", 13)))
    assert _undo_refusal(state, BLACK, ("gets", IV)) is not None
    assert _undo_refusal(state, BLACK, ("gets", II)) is None
    assert _undo_refusal(state, BLACK, ("gets", I)) is None  # the I tile his permission earns
    assert _undo_refusal(state, BLACK, ("pays", III)) is None  # Red's tile: nothing of Black's shown


def _negotiation_replays(state, start, seat, seed):
    """Deal ``seat``'s guess of ``state``, put its piles into the state before the
    request under way (``start``; no laurel changes hands in a negotiation), and
    replay every step since: each must be legal there, and lead to what was seen."""
    guess = state.determinize(seat, seed)
    again = start.clone()
    again.laurels = [list(pile) for pile in guess.laurels]
    again.pile = list(guess.pile)
    for s, action in state.history()[len(start.history()):]:
        assert action in again.legal_actions(s), \
            f"{action} by seat {s} is not legal in seat {seat}'s guess: {guess.laurels}, known {state.known}"
        again.apply(s, action)
    assert again.known == state.known
    assert again.actors() == guess.actors()
    for viewer in (None, *range(state.players)):
        assert again.view(viewer) == guess.view(viewer)


@pytest.mark.parametrize("name,players,options", QUO_VADIS)
def test_every_guess_keeps_the_negotiation_the_table_saw_playable(name, players, options):
    """Random games: in the middle of every negotiation, each seat's (and the spectator's)
    determinizations replay the negotiation so far, every term and offer legal for its
    writer, and end in the same views."""
    checked = 0
    for seed in range(3):
        state = GAME.new_game(players, seed, options)
        rng = random.Random(seed)
        start = None
        while state.actors():
            if state.neg is None:
                start = None
            elif start is not None and state.history()[-1][1][0] in ("pays", "gets", "offer", "bribe"):
                for seat in (None, *range(players)):
                    _negotiation_replays(state, start, seat, rng.getrandbits(32))
                checked += 1
            seat = rng.choice(state.actors())
            action = rng.choice(state.legal_actions(seat))
            before = state.clone()
            state.apply(seat, action)
            if action[0] == "request":
                start = before
    assert checked
