"""The heuristic bot bargains by value (SV "tillåtelse", l.95-113).

SV l.95: "Dessa erbjudanden kan givetvis avslås; i så fall måste man hitta andra
förhandlingspartner eller flytta Caesar"; l.101 "Betalning i lagerbärsblad";
l.109 "Ger du mig ett lagerbärsblad om jag inte placerar Caesar framför detta
gremium?"; l.113 "Avtal som sluts och ska följas inom ett 'drag' i spelet måste
hållas. Avtal som löper över flera 'drag' är inte bindande".
"""
import random

from spelbord.bots import make_bot, play_game
from spelbord.games.quo_vadis.bots import HeuristicBot
from spelbord.games.quo_vadis.board import II, III, IV, V, I, VALUE
from spelbord.games.quo_vadis.negotiation import deal_cost

from .helpers import BLACK, GAME, RED, WHITE, play, position


def _grantor_offer(state, grantor):
    """Let the bot build its offer term by term; return (votes, terms) or None (it passed)."""
    bot = HeuristicBot(1)
    while state.phase == "offers" and state.actors() == [grantor]:
        state.apply(grantor, bot.choose(state, grantor))
    return state.neg["offers"][grantor]


EVEN = {RED: {I: 2, III: 1, V: 1}, BLACK: {I: 2, III: 1, V: 1}, WHITE: {I: 2, III: 1, V: 1}}


def _asked(road_laurel, round_=1, laurels=None, known=None):
    """Red asks Black's permission to leave committee 3 (three seats) up road 13 to level 2;
    by default all hold four unseen tiles (nobody leads, for all the table knows)."""
    state = position(occ={3: [RED, BLACK]}, fields={13: road_laurel}, laurels=laurels or EVEN, known=known)
    play(state, (RED, ("request", 13)))
    state.neg["round"] = round_
    return state


def test_the_asking_price_follows_the_value_of_the_climb():
    """A cheap road is not priced at a whole rich laurel, a rich one not at its whole laurel."""
    cheap = deal_cost(_grantor_offer(_asked(II), BLACK)[1])
    rich = deal_cost(_grantor_offer(_asked(V), BLACK)[1])
    assert 0 < cheap < VALUE[II], cheap
    assert cheap < rich < VALUE[V], rich


def test_the_grantor_asks_less_as_the_rounds_run_out():
    first = deal_cost(_grantor_offer(_asked(V, round_=1), BLACK)[1])
    last = deal_cost(_grantor_offer(_asked(V, round_=3), BLACK)[1])
    assert last < first


def test_the_grantor_asks_the_leader_more():
    even = deal_cost(_grantor_offer(_asked(IV), BLACK)[1])
    ahead = deal_cost(_grantor_offer(_asked(IV, laurels={**EVEN, RED: {V: 4}}, known={RED: {V: 4}}), BLACK)[1])
    assert ahead > even


def test_the_grantor_passes_when_the_climb_ends_the_game_without_it():
    """SV l.90: only a player with a senator in the Senate can win."""
    state = position(occ={12: [RED, BLACK], 13: [WHITE, WHITE, WHITE, RED]}, fields={3: I},
                     laurels={RED: {V: 2}})
    play(state, (RED, ("request", 3)))
    assert _grantor_offer(state, BLACK) is None or state.neg["offers"][BLACK] is None
    assert state.phase != "offers" or state.actors() != [BLACK]


def _offered(road_laurel, *terms, round_=1, laurels=None, known=None):
    """Black offers Red permission on these terms, White passes; Red is to answer."""
    state = _asked(road_laurel, round_, laurels, known)
    play(state, *((BLACK, t) for t in terms), (BLACK, ("offer", 1)), (WHITE, ("pass",)))
    assert state.phase == "respond"
    return state


def test_the_mover_accepts_a_cheap_offer():
    state = _offered(IV, ("pays", I))
    assert HeuristicBot(1).choose(state, RED) == ("accept", BLACK)


def test_the_mover_counters_a_dear_offer_and_walks_away_when_nothing_is_worth_it():
    state = _offered(II, ("pays", V))  # a V for a climb to level 2 with a II laurel
    assert HeuristicBot(1).choose(state, RED) == ("counter", BLACK)
    # last round, the mover far ahead: the grantor's least price (nearly the whole
    # climb) costs him more than the climb is worth, counting what the grantor gains
    ahead = {RED: {V: 4, III: 1}, BLACK: {I: 1}, WHITE: {I: 1}}
    state = _offered(V, ("pays", V), round_=3, laurels=ahead, known=ahead)
    assert HeuristicBot(1).choose(state, RED) == ("withdraw",)


def test_the_counter_offer_pays_the_grantors_least_price_and_the_grantor_agrees():
    state = _offered(V, ("pays", V), ("pays", III))
    bot = HeuristicBot(1)
    play(state, (RED, bot.choose(state, RED)))
    while state.phase == "counter":
        state.apply(RED, bot.choose(state, RED))
    counter = state.neg["counter"]
    assert 0 < deal_cost(counter["terms"]) < VALUE[V] + VALUE[III]
    assert HeuristicBot(2).choose(state, BLACK) == ("agree",)


def test_the_grantor_refuses_a_counter_offer_below_its_least_price():
    state = _offered(V)
    play(state, (RED, ("counter", BLACK)), (RED, ("propose", 1)))  # a V road for nothing
    assert HeuristicBot(1).choose(state, BLACK) == ("refuse",)


# ----- Caesar pledges (SV l.109) -------------------------------------------------------
def _pledge_position():
    """Red has one senator stuck in committee 1 (five seats, two permissions needed);
    Black's three senators there would each earn an I tile for a permission."""
    return position(occ={1: [RED, BLACK, BLACK, BLACK]}, caesar=7, laurels={BLACK: {I: 1, III: 1}})


def test_the_bot_asks_for_a_laurel_to_keep_caesar_away_and_the_asked_bot_pledges():
    state = _pledge_position()
    red = HeuristicBot(1)
    assert red.choose(state, RED) == ("ask", BLACK, 1)
    play(state, (RED, ("ask", BLACK, 1)))
    assert HeuristicBot(2).choose(state, BLACK) == ("pledge", I)  # the cheapest tile


def test_the_asked_bot_refuses_an_empty_threat():
    """The asker has no senator in the committee: Caesar there would not help him."""
    state = position(occ={1: [WHITE, BLACK, BLACK], 3: [RED]}, caesar=7, laurels={BLACK: {I: 1}})
    play(state, (RED, ("ask", BLACK, 1)))
    assert HeuristicBot(2).choose(state, BLACK) == ("refuse",)


def test_the_bot_keeps_caesar_away_from_a_committee_it_was_paid_for():
    """The pledged laurel is forfeit if Caesar goes there: the bot moves him elsewhere."""
    state = _pledge_position()
    state.reserve[RED] = 0  # nothing to place: Caesar is its best move
    free = HeuristicBot(1).choose(state, RED)
    assert free[0] == "ask"
    play(state, (RED, ("ask", BLACK, 1)), (BLACK, ("pledge", I)))
    action = HeuristicBot(1).choose(state, RED)
    assert action[0] != "caesar" or action[1] not in (4, 5), action  # roads 4 and 5 leave committee 1
    state.pledges.clear()
    assert HeuristicBot(1).choose(state, RED)[1] in (4, 5), "without the pledge it would move Caesar there"


# ----- promises (not binding, kept all the same) --------------------------------------
def test_a_promised_permission_is_given_free_and_no_help_means_no_offer():
    state = _asked(V)
    state.promises.append({"by": BLACK, "to": RED, "what": ["permission"], "turn": 0})
    assert _grantor_offer(state, BLACK) == (1, ())
    state = _asked(V)
    state.promises.append({"by": BLACK, "to": WHITE, "what": ["no_help", RED], "turn": 0})
    assert _grantor_offer(state, BLACK) is None


# ----- what the bot may read --------------------------------------------------------------
def test_the_bot_bargains_the_same_in_states_its_seat_cannot_tell_apart():
    """Every negotiating step, in heuristic games: the same choice in four re-deals."""
    seen = 0
    for seed in range(4):
        state = GAME.new_game(4, seed)
        bots = [HeuristicBot(s) for s in range(4)]
        rng = random.Random(seed)
        while state.actors() and seen < 400:
            seat = state.actors()[0]
            if state.phase in ("offers", "respond", "counter", "answer", "pledge") or \
                    any(a[0] == "ask" for a in state.legal_actions(seat)):
                choices = {HeuristicBot(7).choose(state.determinize(seat, k), seat) for k in range(4)}
                assert len(choices) == 1, (seed, state.phase, choices)
                seen += 1
            state.apply(seat, bots[seat].choose(state.determinize(seat, rng.getrandbits(30)), seat))
    assert seen >= 100


# ----- whole games ------------------------------------------------------------------------
def test_a_table_of_bots_offers_counters_accepts_and_pledges():
    kinds = set()
    for seed in range(6):
        state = GAME.new_game(4, seed)
        bots = [make_bot(GAME, "heuristic", 10 * seed + s) for s in range(4)]
        rng = random.Random(seed)
        while state.actors():
            seat = state.actors()[0]
            for event in state.apply(seat, bots[seat].choose(state.determinize(seat, rng.getrandbits(30)), seat)):
                kinds.add(event["type"])
    assert {"offer", "accept", "counter", "agree", "refuse", "pledge", "pledge_paid"} <= kinds, kinds


def test_the_bargaining_bot_beats_random_players():
    games, wins, expected = 30, 0.0, 0.0
    for seed in range(games):
        players = 3 + seed % 3
        hero = seed % players
        bots = [make_bot(GAME, "heuristic" if s == hero else "random", 100 * seed + s) for s in range(players)]
        state = play_game(GAME, players, seed, bots)
        winners = state.outcome()["winners"]
        wins += (hero in winners) / len(winners)
        expected += 1 / players
    assert wins >= 2 * expected, (wins, expected)
