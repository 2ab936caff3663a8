"""Who sees which laurels (SV l.68-70, the "peek" proposal l.119), the option
``open_laurels``, and re-dealing what a seat cannot see."""
import random

import pytest

from spelbord.bots import make_bot
from spelbord.engine import visible_events
from spelbord.engine.checks import assert_no_leak
from spelbord.games.quo_vadis.board import II, III, IV, I, V

from .helpers import BLACK, GAME, RED, WHITE, play, position

HIDDEN = "Genom att placera lagerbärsbladen med avigsidan uppåt framför sig kan varje spelare " \
         "hemlighålla den totala summan av vunna lagrar"


def random_state(steps, seed=8, players=3, options=None):
    state = GAME.new_game(players, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if not state.actors():
            break
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_a_seat_sees_its_own_laurels_and_how_many_the_others_hold():
    """SV l.70: "Genom att placera lagerbärsbladen med avigsidan uppåt framför sig kan
    varje spelare hemlighålla den totala summan av vunna lagrar"."""
    state = position(laurels={RED: {III: 1, V: 1}, BLACK: {II: 2}, WHITE: {I: 1}}, known={WHITE: {I: 1}})
    view = state.view(RED)
    assert view["laurels"] == [[0, 0, 0, 1, 0, 1], None, None]
    assert view["totals"] == [8, None, None]
    assert view["tiles"] == [2, 2, 1]
    assert view["known"][WHITE] == [1, 0, 0, 0, 0, 0] and view["known"][BLACK] == [0] * 6
    assert "pile_kinds" not in view  # it would tell the others' tiles by subtraction
    spectator = state.view(None)
    assert spectator["laurels"] == [None] * 3 and spectator["totals"] == [None] * 3


def test_open_laurels_keeps_every_pile_public():
    """Ruling L1 as the option ``open_laurels``: every pile and total open to all."""
    state = random_state(400, options={"open_laurels": True})
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view["laurels"] == state.laurels and view["totals"] == state.totals()
        assert view["pile_kinds"] == [state.pile.count(k) for k in range(6)]
    assert state.known == state.laurels


def test_the_log_names_the_road_not_the_value_to_the_others():
    """SV l.68: the mover "tar upp dessa lagerbärsblad och lägger dem framför sig med
    avigsidan uppåt": the others see the road and the tile laid out in its place."""
    state = position(occ={3: [RED, RED]}, fields={13: III})
    top = state.pile[-1]
    events = play(state, (RED, ("move", 13)))
    others = visible_events(events, BLACK)
    assert [e["type"] for e in others] == ["move"]
    assert others[0]["road"] == 13 and others[0]["took"] and others[0]["new_laurel"] == top
    assert "laurel" not in others[0] and visible_events(events, None) == others
    mine = visible_events(events, RED)
    assert {"type": "laurel", "seat": RED, "road": 13, "laurel": III} in mine
    assert state.known[RED] == [0] * 6 and state.laurels[RED][III] == 1
    assert "face down" in GAME.describe_event(others[0], "en") and "III" not in GAME.describe_event(others[0], "en")
    assert "III" in GAME.describe_event(mine[-1], "en")

    state = position(occ={3: [RED, RED]}, fields={13: III}, options={"open_laurels": True})
    events = play(state, (RED, ("move", 13)))
    assert events[0]["laurel"] == III and len(events) == 1


def test_i_tiles_and_deal_terms_are_seen_by_the_whole_table():
    """The I tiles lie open beside the board (SV l.74) and deal terms are spoken at the
    table (SV l.110: "Man kan också blanda sig i andras förhandlingar")."""
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={RED: {II: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pays", II)), (BLACK, ("offer", 1)), (RED, ("accept", BLACK)))
    assert state.known[BLACK] == [1, 1, 0, 0, 0, 0] == state.laurels[BLACK]
    assert state.known[RED] == [0] * 6 and state.laurels[RED] == [0, 0, 0, 1, 0, 0]
    assert state.view(WHITE)["known"][BLACK] == [1, 1, 0, 0, 0, 0]


def test_grantors_ask_only_for_what_the_mover_may_hold_for_all_they_know():
    """Black cannot see Red's face-down tile: he may ask for any kind it could be, and
    Red, who sees his own pile, can accept only what he can pay."""
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={RED: {II: 1}})
    play(state, (RED, ("request", 13)))
    pays = {a[1] for a in state.legal_actions(BLACK) if a[0] == "pays"}
    assert pays == {I, II, 2, III, IV, V}
    hidden = state.determinize(BLACK, 1)
    assert hidden.legal_actions(BLACK) == state.legal_actions(BLACK)
    play(state, (BLACK, ("pays", V)), (BLACK, ("offer", 1)))
    assert ("accept", BLACK) not in state.legal_actions(RED)


def test_a_counter_offer_asks_for_tiles_the_grantor_must_own_to_agree():
    state = position(occ={3: [RED, BLACK]}, fields={13: III}, laurels={BLACK: {IV: 1}})
    play(state, (RED, ("request", 13)), (BLACK, ("pass",)), (RED, ("counter", BLACK)))
    assert ("gets", V) in state.legal_actions(RED)  # Black's tile could be a V, for all Red knows
    play(state, (RED, ("gets", V)), (RED, ("propose", 1)))
    assert state.legal_actions(BLACK) == [("refuse",)]


def test_peek_shows_every_pile_to_everyone():
    """SV l.119: "Omedelbart efter att den förste, andre och tredje senatorn har hunnit
    längst upp, kan varje spelare kräva att alla för en kort stund vänder på sina
    lagerbärsblad." Everyone sees every pile then; later tiles go face down again."""
    state = position(occ={12: [RED, RED]}, fields={3: IV}, laurels={BLACK: {III: 2}, WHITE: {V: 1}},
                     options={"peek": True})
    events = play(state, (RED, ("move", 3)))
    peek = next(e for e in visible_events(events, WHITE) if e["type"] == "peek")
    assert peek["laurels"][BLACK] == [0, 0, 0, 2, 0, 0] and peek["totals"] == [4, 6, 5]
    assert state.known == state.laurels
    view = state.view(WHITE)
    assert view["known"][BLACK] == [0, 0, 0, 2, 0, 0] and view["laurels"][BLACK] is None
    for k in range(5):  # what the table has seen stays when the rest is re-dealt
        assert state.determinize(WHITE, k).laurels[BLACK] == [0, 0, 0, 2, 0, 0]


def test_scoring_shows_everything():
    state = position(occ={13: [BLACK, RED, WHITE, BLACK], 12: [RED, RED]}, fields={3: II},
                     laurels={BLACK: {III: 1}, WHITE: {V: 1}})
    play(state, (RED, ("move", 3)))
    view = state.view(WHITE)
    assert view["laurels"] == state.laurels and view["totals"] == [2, 3, 5]


def test_consul_notes_are_counted_openly():
    """SV l.121: "Efter den första rundan noteras antalet lagerbärsblad som var och en
    har samlat som har nått längst upp": those piles are counted at the table."""
    state = position(occ={13: [BLACK, BLACK, RED, RED], 12: [RED, RED], 1: [WHITE]}, fields={3: II},
                     laurels={BLACK: {III: 1}, WHITE: {V: 1}}, options={"consul": True})
    play(state, (RED, ("move", 3)))
    assert state.notes == [[2, 3, 0]]
    assert state.known[RED] == state.laurels[RED] and state.known[BLACK] == state.laurels[BLACK]
    assert state.known[WHITE] == [0] * 6  # White reached nothing: nothing noted, nothing shown


@pytest.mark.parametrize("seed", range(4))
def test_determinize_redeals_the_values_the_seat_cannot_know(seed):
    state = random_state(300, seed=seed, players=4)
    hidden = [o for o in range(4) if o != 1]
    deals = [state.determinize(1, k) for k in range(12)]
    for other in deals:
        assert other.laurels[1] == state.laurels[1] and other.fields == state.fields
        assert other.supply == state.supply and len(other.pile) == len(state.pile) and I not in other.pile
        for o in hidden:
            assert sum(other.laurels[o]) == sum(state.laurels[o])
            assert all(k <= n for k, n in zip(state.known[o], other.laurels[o]))
        other.check_invariants()
        assert other.view(1) == state.view(1)
    if any(state.unknown(o) for o in hidden):
        assert len({tuple(map(tuple, d.laurels)) for d in deals}) > 1
    assert_no_leak(state, seed)


@pytest.mark.parametrize("options", [{}, {"peek": True, "consul": True}])
def test_no_laurel_of_another_seat_in_a_view_or_its_events(options):
    """Random games: a seat never sees another's face-down values, in its view or its events."""
    for seed in range(6):
        state = GAME.new_game(3, seed, options)
        rng = random.Random(seed)
        while state.actors():
            seat = rng.choice(state.actors())
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            for viewer in (None, 0, 1, 2):
                for event in visible_events(events, viewer):
                    if event["type"] == "move":
                        assert "laurel" not in event  # the road laurel goes face down
                    if event["type"] == "laurel":
                        assert event["seat"] == viewer
                if state.phase != "over":
                    view = state.view(viewer)
                    assert all(view["laurels"][o] is None and view["totals"][o] is None
                               for o in range(3) if o != viewer)


def test_the_bot_reads_only_what_its_seat_may_see():
    """The heuristic bot chooses the same in every state its seat cannot tell apart."""
    differs = 0
    for seed in range(6):
        state = GAME.new_game(3, seed)
        rng = random.Random(seed)
        while state.actors():
            seat = rng.choice(state.actors())
            if len(state.legal_actions(seat)) > 1 and state.occ[13]:
                choices = {make_bot(GAME, "heuristic", 7).choose(state.determinize(seat, k), seat) for k in range(4)}
                assert len(choices) == 1, (seed, choices)
                differs += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert differs


def test_the_boards_show_the_others_piles_face_down():
    from rich.console import Console
    from spelbord.engine.svg import board_text
    state = position(laurels={RED: {V: 1}, BLACK: {III: 1}})
    console = Console(width=120, record=True)
    console.print(GAME.render(state.view(BLACK), "en"))
    text = console.export_text()
    assert "1 face down" in text and "1×V" not in text and "1×III" in text
    drawn = board_text(GAME.board_svg(state.view(BLACK), "en", []))
    assert "?" in drawn and "×1" in drawn


@pytest.mark.parametrize("options", [{}, {"peek": True, "consul": True, "offer_rounds": 1}])
def test_every_legal_action_applies_in_a_determinized_state(options):
    """Re-dealt piles stay consistent with the terms and offers on the table: each shows
    that its giver holds the tiles he hands over, so every legal action can be carried out
    (tests/games/quo_vadis/test_known.py replays the negotiation itself in each guess)."""
    for seed in range(2):
        state = GAME.new_game(4, seed, options)
        rng = random.Random(seed)
        while state.actors():
            if state.neg is not None:
                for seat in (None, *range(4)):
                    other = state.determinize(seat, rng.getrandbits(32))
                    for actor in other.actors():
                        for action in other.legal_actions(actor):
                            trial = other.clone()
                            trial.apply(actor, action)
                            trial.check_invariants()
            seat = rng.choice(state.actors())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
