"""The ``hard`` bot, Scarab Lords' turn planner (spelbord/games/scarab_lords/planner.py).

SV l.96-104: a turn is phase 0 (any number of actions), phase 1 and phase 2 (one
each) and supremacy; l.163: the pyramids are placed at its end; l.169: "När du
utövar militär dominans i en kolumn ska din motståndare kasta det översta kortet
från sin kortlek"; l.187: "Du vinner också spelet om din motståndares kortlek är
slut i början av din tur".
"""
import random

from spelbord.bots import make_bot, play_game
from spelbord.bots.budget import budget
from spelbord.games.scarab_lords.bots import HeuristicBot
from spelbord.games.scarab_lords.planner import TurnPlanner

from .helpers import GAME, card, clear_hand, new_state, put, to_hand

CHARIOTS = "chariot-drivers"  # phase 1, power 2, military, no text
CARAVAN = "trade-caravan"     # phase 1, power 2, economic, no text


def _milled_out_unless_a_military_column_is_broken():
    """Seat 0 begins its turn with two cards left in its deck; seat 1 leads both
    military columns (power 2 each) and upper economic (power 1), holds no card
    and has ten in its deck. Seat 0 holds two phase-1 cards, so it can play one:
    chariots that tie a military column (seat 1 then mills one card of seat 0's
    deck in its turn, not two), or a caravan that takes upper economic, which the
    evaluation likes better but after which seat 1's two military columns empty
    seat 0's deck, and seat 1 wins at the start of its next turn."""
    state = new_state()
    put(state, 1, card("spearmen"), "upper military")
    put(state, 1, card(CHARIOTS, 1), "lower military")
    put(state, 1, card("fishermen"), "upper economic")
    state.pyramids[:] = [1, -1, 1, 1, -1, -1]
    clear_hand(state, 0)
    to_hand(state, 0, card(CHARIOTS), card(CARAVAN))
    clear_hand(state, 1)
    for seat, left in ((0, 2), (1, 10)):
        state.discard[seat] += state.deck[seat][:-left]
        del state.deck[seat][:-left]
    state.check_invariants()
    return state


def _play_turn(bot, state, seat=0):
    """The cards ``bot`` plays from the hand in the turn ``seat`` begins."""
    played = []
    while state.actors() and state.active == seat:
        action = bot.choose(state, state.actors()[0])
        if action[0] == "play":
            played.append(action[1])
        state.apply(state.actors()[0], action)
    return played


def test_the_planner_judges_a_turn_by_the_opponents_reply():
    state = _milled_out_unless_a_military_column_is_broken()
    assert _play_turn(HeuristicBot(1), state.clone()) == [card(CARAVAN)]
    assert _play_turn(TurnPlanner(1, simulations=16, seconds=None, candidates=1), state.clone()) == [card(CARAVAN)]
    assert _play_turn(TurnPlanner(1, simulations=16, seconds=None), state.clone()) == [card(CHARIOTS)]


def test_the_planner_decides_the_same_on_any_redeal_of_what_it_cannot_see():
    """It is given the real state (reads_state False): it plans on its own re-deal."""
    assert TurnPlanner.reads_state is False
    rng = random.Random(0)
    checked = 0
    for seed in range(4):
        state = GAME.new_game(2, seed, {"advanced": seed == 3})
        players = [HeuristicBot(seed), HeuristicBot(seed + 1)]
        step = 0
        while state.actors() and step < 160:
            seat = state.actors()[0]
            if step % 8 == 0 and state.secret is None and len(state.legal_actions(seat)) > 1:
                guess = state.determinize(seat, rng.getrandbits(32))
                assert TurnPlanner(7, simulations=8, seconds=None).choose(guess, seat) == \
                    TurnPlanner(7, simulations=8, seconds=None).choose(state, seat)
                checked += 1
            state.apply(seat, players[seat].choose(state, seat))
            step += 1
    assert checked > 30


def test_hard_is_the_planner_and_takes_a_budget():
    bot = make_bot(GAME, "hard", 1)
    assert isinstance(bot, TurnPlanner) and (bot.simulations, bot.seconds) == (32, 2.0)
    bot = make_bot(GAME, "hard", 1, budget(simulations=4))
    assert (bot.simulations, bot.seconds) == (4, None)
    state = play_game(GAME, 2, 3, [bot, HeuristicBot(2)], {"advanced": True})
    assert max(state.wins) == 2  # the advanced game: the planner builds its deck as the heuristic bot does



def test_the_planner_values_a_card_drawn_above_a_card_left_in_the_deck():
    """SV l.179: "När du utövar ekonomisk dominans i en kolumn får du dra ett kort"; l.110:
    refreshing draws back to six. A card drawn is a card the next turns can play; a card in
    the deck counts only against the deck running out (l.187), which the evaluation's short
    deck term weighs. So a turn's end scores higher with the card drawn, for a seat holding
    one card with a long deck or a shorter one (as the planner's seat did, turn after turn,
    in games it lost by its empty deck)."""
    planner = TurnPlanner(1, simulations=4, seconds=None)
    for left in (12, 8):
        state = new_state()
        put(state, 1, card("spearmen"), "upper military")
        clear_hand(state, 0)
        to_hand(state, 0, card(CARAVAN))
        state.discard[0] += state.deck[0][:-left]
        del state.deck[0][:-left]
        state.check_invariants()
        drawn = state.clone()
        drawn.draw(0, 1)
        assert planner._score(drawn, 0) > planner._score(state, 0)
