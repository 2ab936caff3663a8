"""Quo Vadis's observation: known positions land in the slots docs/rl.md names."""
from pathlib import Path

import numpy as np

import spelbord
from spelbord.games.quo_vadis.board import II, III, IV, LAUREL_ROADS, MIX, I
from spelbord.games.quo_vadis.observation import FIELD, IN_FRONT, KINDS, MOST_VALUE
from spelbord.rl.observation import encoder, encoder_for
from tests.games.quo_vadis.helpers import play, position


def _code(state, seat):
    enc = encoder_for(state)
    return enc, enc.encode(state.view(seat))


def test_senators_by_committee_counted_from_the_viewer():
    """Two of seat 2's senators and one of seat 0's in the five-seat committee 9."""
    state = position(players=3, occ={9: [2, 0, 2], 3: [1]})
    enc, code = _code(state, 0)
    base = enc.offset["senators"] + 9 * 3
    assert code[base + 0] == np.float32(1 / 5) and code[base + 2] == np.float32(2 / 5)
    assert code[enc.offset["senators"] + 3 * 3 + 1] == np.float32(1 / 3)  # seat 1 in the three-seat committee 3
    enc, code = _code(state, 2)  # from seat 2, its own senators are "+0" and seat 0 is "+1"
    assert code[base + 0] == np.float32(2 / 5) and code[base + 1] == np.float32(1 / 5)
    assert code[enc.offset["reserve"] + 0] == np.float32(6 / 8)
    assert code[enc.offset["seat"] + 2] == 1 and enc.part(code, "seat").sum() == 1


def test_senate_arrival_order():
    state = position(players=4, occ={13: [3, 1]})
    enc, code = _code(state, 1)
    order = enc.part(code, "senate_order").reshape(5, 4)
    assert order[0, 2] == 1 and order[1, 0] == 1 and order.sum() == 2  # seat 3 is "+2" for seat 1


def test_laurel_fields_and_caesar():
    state = position(players=3, fields={r: None for r in LAUREL_ROADS} | {4: IV, 9: II}, caesar=12)
    enc, code = _code(state, 0)
    fields = enc.part(code, "fields").reshape(len(LAUREL_ROADS), KINDS)
    assert fields[FIELD[4], IV] == 1 and fields[FIELD[9], II] == 1 and fields.sum() == 2
    caesar = enc.part(code, "caesar")
    assert caesar[FIELD[12]] == 1 and caesar.sum() == 1


def test_own_laurels_shown_others_only_as_counts():
    """SV l.70: laurels lie face down, "kan varje spelare hemlighålla den totala summan":
    another seat's pile is a tile count and what the table saw, never its kinds."""
    state = position(players=3, laurels={0: {III: 2}, 1: {IV: 1, I: 1}}, known={1: {I: 1}})
    enc, code = _code(state, 0)
    laurels = enc.part(code, "laurels").reshape(3, KINDS)
    assert laurels[0, III] == np.float32(2 / MIX[III]) and laurels[1].sum() == 0
    assert list(enc.part(code, "laurels_shown")) == [1, 0, 0]
    assert code[enc.offset["totals"]] == np.float32(6 / MOST_VALUE) and code[enc.offset["totals"] + 1] == 0
    assert code[enc.offset["tiles"] + 1] == np.float32(2 / 62)
    assert enc.part(code, "known").reshape(3, KINDS)[1, I] == np.float32(1 / MIX[I])
    for k in range(4):  # re-dealing what seat 0 cannot see leaves its vector alone
        assert (enc.encode(state.determinize(0, k).view(0)) == code).all()


def test_open_laurels_show_every_pile():
    state = position(players=3, options={"open_laurels": True}, laurels={1: {IV: 1}})
    enc, code = _code(state, 0)
    assert enc.part(code, "laurels").reshape(3, KINDS)[1, IV] == np.float32(1 / MIX[IV])
    assert list(enc.part(code, "laurels_shown")) == [1, 1, 1]
    assert code[enc.offset["options"]] == 1  # open_laurels


def test_an_offer_and_its_terms():
    """Seat 0 asks to leave the three-seat committee 3 by road 13; seat 1, sitting
    there, offers its permission for a II."""
    state = position(players=3, occ={3: [0, 1]}, laurels={0: {II: 1}})
    play(state, (0, ("request", 13)))
    enc, code = _code(state, 0)
    assert enc.part(code, "phase")[2] == 1  # offers
    assert code[enc.offset["negotiation"]] == 1 and code[enc.offset["road"] + 13] == 1
    assert code[enc.offset["need"]] == 1 and code[enc.offset["actor"] + 1] == 1
    play(state, (1, ("pays", II)))
    enc, code = _code(state, 2)  # the draft is spoken at the table: seat 2 hears it
    assert code[enc.offset["draft"] + II] == np.float32(1 / 3)
    play(state, (1, ("offer", 1)))
    enc, code = _code(state, 0)
    width = 4 + enc.terms_length
    offer = code[enc.offset["offers"] + width:enc.offset["offers"] + 2 * width]  # seat 1 is "+1"
    assert offer[0] == 1 and offer[2] == 1 and offer[4 + II] == np.float32(1 / 3)
    assert enc.part(code, "draft").sum() == 0
    assert enc.part(code, "phase")[3] == 1  # respond: the mover answers
    assert code[enc.offset["mover"]] == 1


def test_a_counter_offer_with_a_promise():
    state = position(players=3, occ={3: [0, 1]})
    play(state, (0, ("request", 13)), (1, ("offer", 1)), (0, ("counter", 1)),
         (0, ("promise", "no_help", 2)), (0, ("propose", 1)))
    enc, code = _code(state, 1)  # seat 1 answers; the mover is "+2" for it
    assert enc.part(code, "phase")[5] == 1 and code[enc.offset["mover"] + 2] == 1
    counter = enc.part(code, "counter")
    assert counter[0] == 1 and counter[3] == 1  # to seat 1 (its "+0"), one vote
    terms = enc.part(code, "counter_terms")
    assert terms[2 * KINDS + len(LAUREL_ROADS) + 1 + 1] == 1  # not to help seat 2, "+1" from seat 1


def test_a_laurel_pledged_against_caesar():
    """SV l.109: "Ger du mig ett lagerbärsblad om jag inte placerar Caesar framför detta gremium?"."""
    state = position(players=3, occ={9: [0, 1]}, laurels={2: {III: 1}})
    play(state, (0, ("ask", 2, 12)))
    enc, code = _code(state, 2)
    ask = enc.part(code, "ask")
    assert ask[0] == 1 and ask[3 + IN_FRONT[12]] == 1 and enc.part(code, "phase")[1] == 1
    play(state, (2, ("pledge", III)))
    enc, code = _code(state, 0)
    pledge = enc.part(code, "pledges").reshape(3, -1)[2]  # seat 2 is "+2" for seat 0
    assert pledge[III] == 1 and pledge[KINDS + IN_FRONT[12]] == 1


def test_consul_notes_and_round():
    state = position(players=3, options={"consul": True})
    state.notes = [[12, 0, 7]]
    state.round = 2
    enc, code = _code(state, 0)
    assert enc.part(code, "consul_round")[1] == 1
    assert code[enc.offset["notes"] + 0] == np.float32(12 / MOST_VALUE)
    assert code[enc.offset["notes"] + 2] == np.float32(7 / MOST_VALUE)


def test_the_docs_give_every_length():
    game = spelbord.load("quo-vadis")
    options = game.new_game(4, 0).options
    sizes = ", ".join(f"{p} players: {encoder('quo-vadis', p, options).size}" for p in (3, 4, 5))
    assert f"Length: {sizes}." in (Path(__file__).parents[2] / "docs" / "rl.md").read_text()
