"""Scarab Lords' observation: known positions land in the slots docs/rl.md names."""
import random
from pathlib import Path

import numpy as np

from spelbord.games.scarab_lords.observation import CARDS, OPS, PLACES, POWER_CAP, SCARAB_CAP
from spelbord.rl.observation import encoder_for
from tests.games.scarab_lords.helpers import GAME, card, new_state, play, put, to_hand

A, B = 0, 1
UM, UR, UE, LM, LR, LE = range(6)
PASS = ("pass",)
DOC = Path(__file__).parents[2] / "docs" / "rl.md"


def _code(state, seat):
    enc = encoder_for(state)
    return enc, enc.encode(state.view(seat))


def test_own_hand_by_card_id_and_not_the_opponents():
    state = new_state(3)
    enc, code = _code(state, B)
    hand = enc.part(code, "hand")
    assert set(np.flatnonzero(hand)) == set(state.hand[B])
    assert code[enc.offset["pile_sizes"] + 3] == np.float32(6 / 30)  # the opponent's hand: six cards
    for k in range(5):  # the opponent's hand and both decks' order re-dealt: the same vector
        assert (enc.encode(state.determinize(B, k).view(B)) == code).all()


def test_cards_in_play_by_side_column_and_scarabs():
    """Rulebook: a card with a scarab "har inget maktvärde"; its scarabs and column are shown
    from each side: "mine" for its owner, "theirs" for the other."""
    state = new_state(18)
    guards, riders, enhu = card("temple-guards"), card("elephant-riders"), card("enhu")
    put(state, A, guards, UR)
    put(state, B, riders, LM, scarabs=2)
    put(state, B, enhu, "gods")
    enc, code = _code(state, A)
    mine, theirs = enc.part(code, "my_play").reshape(CARDS, PLACES), enc.part(code, "their_play").reshape(
        CARDS, PLACES)
    assert mine[guards, UR] == 1 and mine.sum() == 1
    assert theirs[riders, LM] == 1 and theirs[enhu, PLACES - 1] == 1 and theirs.sum() == 2
    assert code[enc.offset["scarabs"] + riders] == np.float32(2 / SCARAB_CAP)
    power = GAME.book[guards].power
    assert code[enc.offset["power"] + UR] == np.float32(power / POWER_CAP)
    assert code[enc.offset["power"] + 6 + LM] == 0  # cursed: no power
    ahead = enc.part(code, "ahead").reshape(6, 3)
    assert ahead[UR, 0] == 1 and ahead[UM, 1] == 1
    enc, code = _code(state, B)  # the same board from the other seat
    assert enc.part(code, "my_play").reshape(CARDS, PLACES)[riders, LM] == 1
    assert enc.part(code, "their_play").reshape(CARDS, PLACES)[guards, UR] == 1
    assert enc.part(code, "ahead").reshape(6, 3)[UR, 2] == 1


def test_supremacy_pyramids_and_the_exercise_phase():
    state = new_state(18)
    put(state, A, card("temple-guards"), UR)
    put(state, B, card("spearmen"), UM)  # someone to curse: A's religious supremacy can be exercised
    play(state, PASS, PASS, PASS, PASS)
    assert state.pyramids[UR] == A
    enc, code = _code(state, A)
    pyramids = enc.part(code, "pyramids").reshape(6, 3)
    assert pyramids[UR, 0] == 1 and pyramids[UM, 1] == 1 and pyramids[UE, 2] == 1
    assert enc.part(code, "phase")[4] == 1 and code[enc.offset["active"]] == 1
    enc, code = _code(state, B)
    assert enc.part(code, "pyramids").reshape(6, 3)[UR, 1] == 1 and code[enc.offset["active"]] == 0


def test_a_waiting_choice_names_its_effect_source_and_chooser():
    state = new_state(17)
    eclipse, enhu = card("eclipse"), card("enhu")
    put(state, B, enhu, "gods")
    to_hand(state, A, eclipse)
    play(state, PASS, ("play", eclipse))
    enc, code = _code(state, A)
    step = state.queue[0]
    assert code[enc.offset["step"] + OPS.index(step["do"])] == 1
    assert code[enc.offset["step_source"] + eclipse] == 1
    assert list(enc.part(code, "step_who")) == [1, 1]
    assert list(enc.part(code, "actor")) == [1, 0]


def test_advanced_game_secret_removals_and_taking():
    state = GAME.new_game(2, 9, {"advanced": True})
    rng = random.Random(0)
    while state.stage != "build":
        seat = state.actors()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    first = state.owned[A][0]
    state.apply(A, ("remove", first))
    enc, code = _code(state, A)
    assert enc.part(code, "stage")[2] == 1
    assert code[enc.offset["removing"] + first] == 1 and enc.part(code, "removing").sum() == 1
    assert code[enc.offset["my_deck"] + first] == 1  # still in the deck until both have chosen
    enc, other = _code(state, B)
    assert enc.part(other, "removing").sum() == 0  # the opponent sees nothing of it ...
    assert list(enc.part(other, "chosen")) == [0, 0]  # ... nor that A is done (A may remove more)
    state.apply(A, ("done",))
    state.apply(B, ("remove", state.owned[B][0]))
    state.apply(B, ("remove", state.owned[B][1]))
    state.apply(B, ("done",))
    enc, code = _code(state, B)
    assert code[enc.offset["bonus_deck"] + first] == 1 and enc.part(code, "stage")[3] == 1
    winner = state.last_winner
    # "the loser of the game just played replaces the removed cards ..., then the winner does"
    taking = list(enc.part(code, "taking"))
    if winner == A:
        assert taking == [1, 0, np.float32(2 / 5), np.float32(1 / 5)]
    else:
        assert taking == [0, 1, np.float32(1 / 5), np.float32(2 / 5)]
    wins = enc.part(code, "match")
    assert wins[0] == 1 and wins[3 + (winner != B)] == np.float32(1 / 2)


def test_later_texts_counted_and_the_docs_length():
    enc = encoder_for(new_state(1))
    view = new_state(1).view(A)
    view["queue"] = [{"do": "curse", "who": A, "owner": A, "src": 5, "n": 2},
                     {"do": "draw", "who": A, "owner": A, "src": 5, "n": 1},
                     {"do": "curse", "who": A, "owner": A, "src": 5, "n": 1}]
    code = enc.encode(view)
    assert code[enc.offset["step_n"]] == np.float32(2 / 9)
    later = enc.part(code, "later_steps")
    assert later[OPS.index("draw")] == np.float32(1 / 4) and later[OPS.index("curse")] == np.float32(1 / 4)
    assert f"Length: {enc.size}." in DOC.read_text()
