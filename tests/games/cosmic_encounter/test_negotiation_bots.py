"""The heuristic bot negotiates by value: deals (SV l.244-272) and alliances (SV l.177-197).

SV l.246: "Om ni inte kan träffa ett avtal, förlorar ni tre rymdskepp var";
l.252 "Avtalet måste inte alls gå ut på lika för lika"; l.23 whoever first has
"fem baser i andras system" wins; l.179 allies "Om deras sida vinner upprättar de
en bas, eller så får de fler kort och/eller rymdskepp; om deras sida förlorar,
förvisas deras rymdskepp till det svarta hålet".
"""
from spelbord.bots import make_bot, play_game
from spelbord.games.cosmic_encounter import GAME
from spelbord.games.cosmic_encounter.bots import HeuristicBot
from spelbord.games.cosmic_encounter.negotiation import estimate_for_other, no_deal

from .script import Script, aim, card, cards, launch, table

PEACE, PEACE2 = cards("compromise")[:2]
A4, A5, A6, A10, A12 = (card("attack", v) for v in (4, 5, 6, 10, 12))


def at_deal(hands=None, setup=None, options=None):
    hands = {0: [PEACE, A6, A10], 1: [PEACE2, A12, A10], **(hands or {})}
    state = table([None, None, None], hands=hands, defender=1, setup=setup, options=options)
    Script(state, choose={"launch": launch(2, 0), "aim": aim(5)}, chosen_cards={0: PEACE, 1: PEACE2}).at("deal")
    return state


def offered(*terms, **kw):
    state = at_deal(**kw)
    for term in (*terms, ("deal_offer",)):
        state.apply(0, term)
    return state


def bot_offer(state, seat):
    bot = HeuristicBot(1)
    while state.actors() == [seat] and state.stack[-1][2] == "propose":
        state.apply(seat, bot.choose(state, seat))
    return [tuple(t) for t in state.deal["offers"][-1]["terms"]]


_ABROAD = {0: (7, 8, 9, 10), 1: (11, 12, 13, 14), 2: (1, 3, 4, 7)}


def _foreign_bases(seat, n):
    """Give ``seat`` a base (one ship from his home planet 5 * seat + 3) on ``n`` foreign planets
    (none of them the challenged planet 5 or the planets the deals name, 2 and 6)."""
    def setup(state):
        for planet in _ABROAD[seat][:n]:
            state.ships[planet][seat] += 1
            state.ships[seat * 5 + 3][seat] -= 1
    return setup


# ----- answering ---------------------------------------------------------------------------
def test_a_base_for_a_base_is_accepted():
    state = offered(("deal_base_me", 6), ("deal_base_you", 2))
    assert HeuristicBot(1).choose(state, 1) == ("deal_accept",)


def test_two_cards_drawn_from_its_hand_for_nothing_are_worse_than_failing():
    """Failing costs three ships; its attack 12 and 10 are worth more."""
    state = offered(("deal_take_random",), ("deal_take_random",))
    assert HeuristicBot(1).choose(state, 1) == ("deal_refuse",)


def test_a_base_that_would_be_the_proposers_fifth_is_refused_unless_it_wins_too():
    state = offered(("deal_base_me", 6), ("deal_base_you", 2), setup=_foreign_bases(0, 4))
    assert HeuristicBot(1).choose(state, 1) == ("deal_refuse",)

    def both(state):
        _foreign_bases(0, 4)(state)
        _foreign_bases(1, 4)(state)
    state = offered(("deal_base_me", 6), ("deal_base_you", 2), setup=both)
    assert HeuristicBot(1).choose(state, 1) == ("deal_accept",), "both get their fifth base: a shared win"


def test_in_the_last_round_anything_better_than_failing_is_accepted():
    """A card drawn from its weak hand costs less than three ships; its strong one more."""
    state = offered(("deal_take_random",), options={"deal_rounds": 1}, hands={1: [PEACE2, A4, A5]})
    assert HeuristicBot(1).choose(state, 1) == ("deal_accept",)
    state = offered(("deal_take_random",), options={"deal_rounds": 1}, hands={1: [PEACE2, A12, card("attack", 20)]})
    assert HeuristicBot(1).choose(state, 1) == ("deal_refuse",)


# ----- proposing and countering ----------------------------------------------------------------
def test_the_first_offer_is_one_the_other_should_prefer_to_failing():
    state = at_deal()
    terms = bot_offer(state, 0)
    assert estimate_for_other(state, 0, terms) >= 0 > no_deal(state)
    assert {"deal_base_me", "deal_base_you"} <= {t[0] for t in terms}


def test_a_refused_offer_is_answered_with_a_counter_offer_that_gives_more_later():
    state = offered(("deal_take_random",), ("deal_take_random",))
    state.apply(1, HeuristicBot(1).choose(state, 1))
    assert state.stack[-1][1:3] == [1, "propose"]
    counter = bot_offer(state, 1)
    assert counter and estimate_for_other(state, 1, counter) >= no_deal(state)
    # the same position with the offers nearly used up: it weighs the other's gain more
    late = offered(("deal_take_random",), ("deal_take_random",))
    late.apply(1, ("deal_refuse",))
    late.deal["offers"] = late.deal["offers"] * 3
    last = bot_offer(late, 1)
    assert estimate_for_other(late, 1, last) > estimate_for_other(state, 1, counter)


# ----- alliances ---------------------------------------------------------------------------------
def _at_join(setup=None, invited=(2,), side="offence"):
    """Red (0) attacks White's planet 5 with two ships; Blue (2) decides whether to join."""
    state = table([None, None, None], defender=1, setup=setup)
    inv = {side: list(invited)}

    def invite(seat, legal, state):
        for s in inv.get(state.stack[-1][2], []):
            if ("invite", s) in legal:
                return ("invite", s)
        return ("invites_done",)
    Script(state, choose={"launch": launch(2, 0), "aim": aim(5), "invite": invite}).at("join")
    return state


def test_it_joins_the_offence_when_the_base_would_be_its_fifth_and_the_offences_too():
    """The old rule (never help an offence near victory) would stay out: here both win."""
    def near(state):
        _foreign_bases(0, 4)(state)
        _foreign_bases(2, 4)(state)
    state = _at_join(near)
    assert HeuristicBot(1).choose(state, 2) == ("join", "offence")


def test_it_defends_against_an_offence_about_to_win():
    state = _at_join(_foreign_bases(0, 4), side="defence")
    assert HeuristicBot(1).choose(state, 2) == ("join", "defence")


def test_the_defender_invites_even_the_leader_whose_reward_is_never_a_base():
    state = table([None, None, None], defender=1, setup=_foreign_bases(2, 3))
    Script(state, choose={"launch": launch(2, 0), "aim": aim(5)}).at("invite")
    while state.stack[-1][0] == "invite" and state.stack[-1][2] == "offence":
        state.apply(0, HeuristicBot(1).choose(state, 0))
    assert state.stack[-1][:3] == ["invite", 1, "defence"]
    assert HeuristicBot(1).choose(state, 1) == ("invite", 2)


# ----- what it may read --------------------------------------------------------------------------
def test_it_negotiates_the_same_in_states_its_seat_cannot_tell_apart():
    seen = 0
    for seed in range(6):
        state = GAME.new_game(4, seed)
        bots = [HeuristicBot(s) for s in range(4)]
        while state.actors() and seen < 300:
            seat = state.actors()[0]
            frame = state.stack[-1] if state.stack else None
            if state.secret is None and frame and frame[0] in ("deal", "invite", "join"):
                choices = {HeuristicBot(7).choose(state.determinize(seat, k), seat) for k in range(4)}
                assert len(choices) == 1, (seed, frame, choices)
                seen += 1
            state.apply(seat, bots[seat].choose(state, seat))
    assert seen >= 50


def test_the_negotiating_bot_beats_random_players():
    games, wins, expected = 15, 0.0, 0.0
    for seed in range(games):
        players = 3 + seed % 3
        hero = seed % players
        bots = [make_bot(GAME, "heuristic" if s == hero else "random", 100 * seed + s) for s in range(players)]
        state = play_game(GAME, players, seed, bots, {"turn_limit": 50}, max_steps=40_000)
        winners = state.outcome()["winners"]
        wins += (hero in winners) / len(winners) if winners else 0
        expected += 1 / players
    assert wins >= 2 * expected, (wins, expected)
