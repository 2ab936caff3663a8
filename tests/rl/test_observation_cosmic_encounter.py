"""Cosmic Encounter's observation encoder: known positions give known slots."""
import random

import numpy as np
import pytest

from spelbord.games.cosmic_encounter import GAME
from spelbord.games.cosmic_encounter.hooks import MOMENTS
from spelbord.games.cosmic_encounter.observation import ALIENS, STEPS, TOP_VALUE
from spelbord.games.cosmic_encounter.state import CEState
from spelbord.rl.observation import encoder_for
from tests.games.cosmic_encounter.script import Script, aim, card, cards, launch, table
from tests.rl.slots import ones, slot

PEACE, PEACE2 = cards("compromise")[:2]
A6, A10, A12 = card("attack", 6), card("attack", 10), card("attack", 12)


def test_every_decision_kind_has_a_step_slot():
    assert set(STEPS) == set(CEState.LEGAL)


def test_own_hand_by_card_number_and_only_the_others_hand_sizes():
    """SV l.65: "Man får självfallet titta på sina egna utmaningskort, men var noga med att
    inte visa dem för någon annan!" """
    state = table([None] * 3, hands={0: [PEACE, A6, A10]}, defender=1)
    enc = encoder_for(state)
    mine = enc.encode(state.view(0))
    assert ones(enc, mine, "hand") == sorted([PEACE, A6, A10])
    assert slot(enc, mine, "hand_sizes", 0) == pytest.approx(3 / 14)
    theirs = enc.encode(state.view(1))
    assert ones(enc, theirs, "hand") == sorted(state.hands[1])
    assert slot(enc, theirs, "hand_sizes", 2) == pytest.approx(3 / 14)  # seat 0 is +2 from seat 1
    spectator = enc.encode(state.view(None))
    assert ones(enc, spectator, "hand") == [] and ones(enc, spectator, "seat") == []


def test_ships_bases_and_the_turn():
    state = table([None] * 3, first=1)
    enc = encoder_for(state)
    code = enc.encode(state.view(2))
    n = 3
    # seat 1 owns planets 5..9, four ships on each (SV l.53); from seat 2 it is +2, its
    # planets 10..14, and seat 0 is +1
    assert slot(enc, code, "ships", 10 * n + 2) == pytest.approx(4 / 20)
    assert slot(enc, code, "bases", 10 * n + 2) == 1 and slot(enc, code, "bases", 10 * n + 1) == 0
    assert slot(enc, code, "ships", 0 * n + 0) == pytest.approx(4 / 20)  # the viewer's own first planet
    assert slot(enc, code, "home_bases", 2) == 1 and slot(enc, code, "foreign_bases", 2) == 0
    assert ones(enc, code, "turn") == [2] and ones(enc, code, "offence") == [2]
    assert slot(enc, code, "turns_left") == 0
    assert ones(enc, code, "seat") == [2]


def test_turns_left_under_a_turn_limit():
    """Option turn_limit (not a rule of the game) ends the game after so many turns."""
    state = GAME.new_game(3, 0, {"turn_limit": 10})
    enc = encoder_for(state)
    assert slot(enc, enc.encode(state.view(0)), "turns_left") == pytest.approx(9 / 10)


def test_a_fate_window_names_its_moment():
    state = table([None] * 3, hands={0: [PEACE, A6, A10]}, defender=1)
    script = Script(state, choose={"launch": launch(2, 0), "aim": aim(5)})
    script.window("launch")
    frame = state.stack[-1]
    assert frame[0] == "window"
    enc = encoder_for(state)
    code = enc.encode(state.view(0))
    assert ones(enc, code, "step") == [STEPS.index("window")]
    assert ones(enc, code, "step_seat") == [frame[1]]
    assert ones(enc, code, "step_moment") == [MOMENTS.index("launch")]
    assert ones(enc, code, "moment") == [MOMENTS.index("launch")]
    assert slot(enc, code, "cone", 0) == pytest.approx(2 / 20)
    assert ones(enc, code, "offence") == [0] and ones(enc, code, "defence") == [1]
    assert ones(enc, code, "planet") == [5]


def test_a_chosen_card_is_the_choosers_until_the_reveal():
    """SV l.203: each main player chooses a card, "och så vänder ni samtidigt på respektive kort"."""
    state = table([None] * 3, hands={0: [PEACE, A6, A10], 1: [PEACE2, A12]}, defender=1)
    script = Script(state, choose={"launch": launch(1, 0), "aim": aim(5)})
    script.at("cards")
    enc = encoder_for(state)
    state.apply(0, ("card", A10))
    mine, defender = enc.encode(state.view(0)), enc.encode(state.view(1))
    assert ones(enc, mine, "my_card") == [A10]
    assert ones(enc, mine, "secret") == [0] and ones(enc, mine, "secret_waiting") == [1]
    assert ones(enc, defender, "my_card") == [] and ones(enc, defender, "chosen") == [2]  # seat 0: +2
    assert A10 not in ones(enc, defender, "hand")
    state.apply(1, ("card", A12))
    code = enc.encode(state.view(0))
    assert ones(enc, code, "my_card") == [A10] and A10 not in ones(enc, code, "hand")
    assert ones(enc, code, "chosen") == [0, 1] and ones(enc, code, "played_offence") == []
    script.window("reveal")
    code = enc.encode(state.view(2))
    assert ones(enc, code, "played_offence") == [A10] and ones(enc, code, "played_defence") == [A12]
    assert slot(enc, code, "played_value", 0) == pytest.approx(10 / TOP_VALUE)
    assert slot(enc, code, "played_value", 1) == pytest.approx(12 / TOP_VALUE)


def test_the_deal_being_built_and_the_offer_made():
    """SV l.252: "Du får bara erbjuda motspelaren att upprätta en bas på en planet där du själv
    redan har en bas." """
    state = table([None] * 3, hands={0: [PEACE, A6, A10], 1: [PEACE2, A12]}, defender=1)
    Script(state, choose={"launch": launch(2, 0), "aim": aim(5)},
           chosen_cards={0: PEACE, 1: PEACE2}).at("deal")
    state.apply(0, ("deal_base_me", 7))
    state.apply(0, ("deal_give", A6))
    enc = encoder_for(state)
    building = enc.encode(state.view(1))  # from seat 1: seat 0 is +2, planet 7 (seat 1's) is 2
    assert slot(enc, building, "deal") == 1 and ones(enc, building, "deal_proposer") == [2]
    assert ones(enc, building, "deal_terms_base_me") == [2]
    assert ones(enc, building, "deal_terms_give") == [A6]
    assert ones(enc, building, "offer_from") == [] and ones(enc, building, "step_deal") == [0]
    state.apply(0, ("deal_take_random",))
    state.apply(0, ("deal_offer",))
    answer = enc.encode(state.view(1))
    assert ones(enc, answer, "offer_from") == [2] and ones(enc, answer, "offer_status") == [0]
    assert ones(enc, answer, "offer_terms_base_me") == [2] and ones(enc, answer, "offer_terms_give") == [A6]
    assert slot(enc, answer, "offer_terms_take_random") == pytest.approx(1 / 6)
    assert ones(enc, answer, "step") == [STEPS.index("deal")] and ones(enc, answer, "step_deal") == [1]
    assert ones(enc, answer, "step_seat") == [0]
    assert ones(enc, enc.encode(state.view(0)), "offer_terms_base_me") == [7]


def test_hidden_aliens_are_the_owners_alone():
    """SV l.368 (Dolda krafter): "du visar det inte för någon annan; du håller kortet dolt tills
    du bestämmer dig för att använda din specialegenskap"."""
    state = GAME.new_game(3, 5, {"hidden": True})
    enc = encoder_for(state)
    own = enc.encode(state.view(0))
    other = enc.encode(state.view(1))
    count = len(ALIENS)
    assert ones(enc, own, "powers") == [ALIENS.index(state.powers[0][0])]
    assert ones(enc, own, "powers_hidden") == [1, 2]
    # from seat 1, seat 0 is +2: hidden, and nothing of its alien in the vector
    assert ones(enc, other, "powers") == [ALIENS.index(state.powers[1][0])]
    assert ones(enc, other, "powers_hidden") == [1, 2]
    assert enc.part(other, "powers_in_force")[2 * count:].sum() == 0


@pytest.mark.parametrize("options", [{"turn_limit": 10}, {"turn_limit": 10, "hidden": True, "rotating": True},
                                     {"turn_limit": 10, "choose": "2of3"}])
def test_a_seat_cannot_tell_its_determinized_states_apart(options):
    """What the others hide is re-dealt by determinize: the seat's vector must not change."""
    state = GAME.new_game(4, 2, options)
    rng = random.Random(2)
    step = 0
    while not state.is_over():
        if step % 11 == 0:
            enc = encoder_for(state)
            for seat in range(4):
                code = enc.encode(state.view(seat))
                other = state.determinize(seat, step)
                assert np.array_equal(code, enc.encode(other.view(seat))), (step, seat)
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
