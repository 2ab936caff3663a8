"""Cards shown in a hand stay known: every way a card becomes known to some seats or to
all (``state.known``), the views that show it, and ``determinize`` keeping it in place
for the seats that know it and re-dealing it for the others (issue 12).

SV l.65: the hands are secret ("var noga med att inte visa dem för någon annan"); each
test quotes the rule by which a card is shown all the same.
"""
from __future__ import annotations

from .script import Script, aim, card, cards, launch, table, uses

LOW, A6, MID, A12, HIGH = (card("attack", v) for v in (4, 6, 10, 12, 30))
PEACE, PEACE2 = cards("compromise")[:2]
ZAP, PLAGUE = card("edict", key="cosmic_zap"), card("edict", key="plague")
SEEDS = 30


def holding(state, seat) -> list[int]:
    """``seat``'s hand and secret challenge card."""
    return state.hands[seat] + ([state.chosen[seat]] if seat in state.chosen else [])


def seen_in(view, holder: int) -> set[int]:
    """The cards of ``holder``'s a view shows as known: to all, or to its seat."""
    return set(view["known_cards"][holder] + view["seen_cards"][holder])


def assert_known(state, holder: int, shown: list[int], knowers, strangers) -> None:
    """``shown`` are in ``holder``'s hand or chosen; each of ``knowers`` (a seat or None,
    the spectator) sees them in its view and keeps them there in every re-deal; for
    each of ``strangers`` they are not in its view and some re-deal moves one away."""
    assert set(shown) <= set(holding(state, holder))
    for seat in knowers:
        assert set(shown) <= seen_in(state.view(seat), holder), f"seat {seat} does not see them"
        for k in range(SEEDS):
            guess = state.determinize(seat, k)
            guess.check_invariants()
            assert set(shown) <= set(holding(guess, holder)), f"seat {seat}, k {k}: a known card moved"
            assert guess.view(seat) == state.view(seat)
    for seat in strangers:
        assert not set(shown) & seen_in(state.view(seat), holder), f"seat {seat} sees them"
        moved = sum(not set(shown) <= set(holding(state.determinize(seat, k), holder)) for k in range(SEEDS))
        assert moved, f"seat {seat} cannot know them, yet no re-deal moves them"


def challenge(powers, hands, choose=None, chosen=None, ships=2, **kw):
    """Seat 0 challenges seat 1 (planet 5)."""
    state = table(powers, hands=hands, defender=1, **kw)
    return state, Script(state, choose={"launch": launch(ships), **(choose or {})}, chosen_cards=chosen or {})


def at_deal(hands):
    state, script = challenge([None] * 3, hands, choose={"aim": aim(5)}, chosen={0: PEACE, 1: PEACE2})
    script.at("deal")
    return state, script


# ----- the deal ---------------------------------------------------------------------------------
def test_a_card_named_in_a_finished_deal_stays_known_in_the_receivers_hand():
    """SV l.254: "exakt vilka kort som ska byta ägare" is said aloud; once the deal is done
    the table still knows where the attack 6 went (the re-deal used to forget it)."""
    state, script = at_deal({0: [PEACE, A6, MID], 1: [PEACE2, A12, LOW]})
    for term in (("deal_give", A6), ("deal_offer",)):
        state.apply(0, term)
    state.apply(1, ("deal_accept",))
    script.challenge_over()
    assert state.deal is None and A6 in state.hands[1]
    assert_known(state, 1, [A6], knowers=[0, 2, None], strangers=[])


def test_a_card_named_in_a_refused_offer_stays_known_in_the_proposers_hand():
    """The terms are public though refused: the table heard that Yellow holds the attack 6."""
    state, script = at_deal({0: [PEACE, A6, MID], 1: [PEACE2, A12, LOW]})
    for term in (("deal_give", A6), ("deal_offer",)):
        state.apply(0, term)
    state.apply(1, ("deal_break",))
    script.challenge_over()
    assert_known(state, 0, [A6], knowers=[1, 2, None], strangers=[])


def test_a_card_drawn_at_random_in_a_deal_is_known_to_the_two_only():
    """SV l.272: "Gul blandar om sina kort på handen och Vit drar ett till sin egen hand"."""
    state, script = at_deal({0: [PEACE, A6, MID], 1: [PEACE2, A12, LOW]})
    for term in (("deal_give_random",), ("deal_offer",)):
        state.apply(0, term)
    state.apply(1, ("deal_accept",))
    script.challenge_over()
    drawn = [c for c in state.hands[1] if c in (A6, MID)]
    assert len(drawn) == 1
    assert_known(state, 1, drawn, knowers=[0], strangers=[2, None])


# ----- compensation ------------------------------------------------------------------------------
def test_compensation_is_seen_by_the_taker_and_the_loser_only():
    """SV l.234: "får du på måfå dra ett kort från din motspelares hand" per ship lost."""
    hand = [HIGH, LOW, A6, MID, A12, ZAP]
    state, script = challenge([None] * 3, {0: hand, 1: [PEACE]}, chosen={0: HIGH, 1: PEACE})
    script.challenge_over()
    taken = [c for c in state.hands[1] if c in hand]
    assert len(taken) == 4
    assert_known(state, 1, taken, knowers=[0], strangers=[2, None])


# ----- powers ---------------------------------------------------------------------------------
def test_the_mind_knows_the_hand_it_looked_at_and_its_chosen_card_stays_secret():
    """Hjärnan (REF §2.1, "Mind can peek at your hand"): only he sees it. Once the
    defender has chosen, the Mind still knows the cards are his, not which one he chose."""
    state, script = challenge(["mind", None, None], {0: [HIGH], 1: [MID, PEACE, A6]},
                              choose={"window": uses((0, "before_cards", ("power", "mind", 1)))},
                              chosen={1: MID})
    script.at("cards")
    assert_known(state, 1, [MID, PEACE, A6], knowers=[0], strangers=[2, None])
    state.apply(1, ("card", MID))
    state.apply(0, ("card", HIGH))
    assert state.chosen[1] == MID  # the window after the choice
    assert_known(state, 1, [MID, PEACE, A6], knowers=[0], strangers=[2, None])
    assert {state.determinize(0, k).chosen[1] for k in range(SEEDS)} == {MID, PEACE, A6}


def test_the_mind_knows_the_chosen_card_when_the_rest_of_the_hand_could_not_be_chosen():
    """The defender keeps only a fate card besides the attack 10 he saw: that is the chosen card."""
    state, script = challenge(["mind", None, None], {0: [HIGH], 1: [MID, ZAP]},
                              choose={"window": uses((0, "before_cards", ("power", "mind", 1)))},
                              chosen={0: HIGH, 1: MID})
    script.at("cards")
    state.apply(1, ("card", MID))
    state.apply(0, ("card", HIGH))
    for k in range(SEEDS):
        guess = state.determinize(0, k)
        assert guess.chosen[1] == MID and guess.hands[1] == [ZAP]


def test_the_philanthropists_gift_is_known_to_giver_and_receiver():
    """SV l.141: Yellow gives White an attack 6; the rules show it to nobody else."""
    state, script = challenge(["philanthropist", None, None], {0: [A6, HIGH], 1: [MID]},
                              choose={"window": uses((0, "destiny", ("power", "philanthropist", A6, 1)))})
    script.window("launch")
    assert_known(state, 1, [A6], knowers=[0], strangers=[2, None])


def test_the_mutant_and_his_victim_know_the_card_he_drew():
    state, script = challenge(["mutant", None, None], {0: [HIGH], 1: [MID], 2: [LOW, A6, ZAP]},
                              choose={"window": uses((0, "before_cards", ("power", "mutant", "hand", 2)))})
    script.at("cards")
    drawn = [c for c in state.hands[0] if c in (LOW, A6, ZAP)]
    assert len(drawn) == 1
    assert_known(state, 0, drawn, knowers=[2], strangers=[1, None])


def test_the_trader_and_his_opponent_know_both_hands_they_swapped():
    state, script = challenge([None, "trader", None], {0: [HIGH, LOW], 1: [MID, A6]},
                              choose={"window": uses((1, "before_cards", ("power", "trader")))})
    script.at("cards")
    assert_known(state, 1, [HIGH, LOW], knowers=[0], strangers=[2, None])
    assert_known(state, 0, [MID, A6], knowers=[1], strangers=[2, None])


def test_the_filched_card_is_known_to_all():
    """Snattaren takes the opponent's played card, face up, from the discard pile."""
    state, script = challenge(["filch", None, None], {0: [LOW, MID], 1: [HIGH, A6]}, chosen={0: LOW, 1: HIGH},
                              choose={"window": uses((0, "challenge_end", ("power", "filch")))})
    script.challenge_over()
    assert_known(state, 0, [HIGH], knowers=[1, 2, None], strangers=[])


def test_the_clones_kept_card_is_known_to_all():
    """SV l.332: "Klonen får behålla det utmaningskort som han eller hon spelar": played face up."""
    state, script = challenge(["clone", None, None], {0: [HIGH, LOW, A6], 1: [MID]}, chosen={0: HIGH},
                              choose={"window": uses((0, "reveal", ("power", "clone")))})
    script.challenge_over()
    assert_known(state, 0, [HIGH], knowers=[1, 2, None], strangers=[])


def test_the_cards_chronos_returns_are_known_to_all():
    picks = iter([LOW, HIGH])
    state, script = challenge(["chronos", None, None], {0: [LOW, HIGH], 1: [MID, A6]},
                              choose={"window": uses((0, "reveal", ("power", "chronos"))),
                                      "cards": lambda seat, legal, s: ("card", next(picks) if seat == 0 else MID)})
    script.run(lambda s: s.secret is not None and any(e["type"] == "replay" for e in script.events))
    assert_known(state, 0, [LOW], knowers=[1, 2, None], strangers=[])
    assert_known(state, 1, [MID], knowers=[0, 2, None], strangers=[])


def test_the_fate_card_the_vulch_picks_up_is_known_to_all():
    """SV l.320: the Vulch picks up every fate card another plays; it is played face up (l.314)."""
    state, script = challenge([None, None, "vulch"], {0: [HIGH, PLAGUE], 1: [MID], 2: [LOW, A6]},
                              choose={"window": uses((0, "launch", ("edict", "plague", 1)))})
    script.at("invite")
    assert_known(state, 2, [PLAGUE], knowers=[0, 1, None], strangers=[])


# ----- the views ---------------------------------------------------------------------------------
def test_cards_shown_to_all_are_alike_in_every_view_and_the_others_private_to_who_saw_them():
    """A hot-seat screen is covered for what one seat saw alone (``private_parts``)."""
    state = table([None] * 3, hands={0: [HIGH], 1: [A6, MID, LOW]}, defender=1)
    state.show_all([A6])
    state.take_random(0, 1, 1)  # seat 1 draws the attack 30 from seat 0
    views = [state.view(seat) for seat in (None, 0, 1, 2)]
    assert all(view["known_cards"][1] == [A6] for view in views)
    assert [view["seen_cards"][1] for view in views] == [[], [HIGH], [], []]
    assert state.game.private_parts(views[1])["seen 1"] == ["seen_cards", 1]
    assert not [name for name in state.game.private_parts(views[3]) if name.startswith("seen")]


# ----- what keeps and what clears the record --------------------------------------------------
def test_a_card_leaving_a_hand_unseen_makes_the_others_unsure_of_the_rest():
    """A card given or drawn at random may be any of the hand: who did not see it forgets
    the hand's known cards; giver and taker still know them."""
    state = table([None] * 3, hands={1: [A6, MID, LOW]}, defender=1)
    state.show_all([A6, MID])
    state.take_random(1, 0, 1)
    left = [c for c in (A6, MID) if c in state.hands[1]]
    assert_known(state, 1, left, knowers=[0], strangers=[2, None])


def test_cards_drawn_into_a_hand_leave_its_known_cards_known():
    state = table([None] * 3, hands={1: [A6, MID]}, defender=1)
    state.show_all([A6])
    state.draw_cards(1, 3)
    assert_known(state, 1, [A6], knowers=[0, 2, None], strangers=[])


def test_a_known_card_played_leaves_the_record():
    """Played face up it leaves the hand (SV l.304: to the discard pile): the record clears,
    so the card is unknown when it is drawn again."""
    state, script = challenge(["clone", None, None], {0: [HIGH, LOW, A6], 1: [MID, A12]}, chosen={0: HIGH, 1: MID},
                              choose={"window": uses((0, "reveal", ("power", "clone")))},
                              setup=lambda s: s.show_all([MID]))
    assert state.knows(2, MID)
    script.challenge_over()
    assert state.knows(2, HIGH) and MID in state.discard and state.known[MID] == 0


def test_the_record_is_copied_by_clones():
    state = table([None] * 3, hands={1: [A6, MID]}, defender=1)
    copy = state.clone()
    copy.show_all([A6])
    assert not state.knows(2, A6) and copy.knows(2, A6)


def test_a_re_deal_keeps_what_the_other_seats_know_of_the_cards_it_moves():
    """Seat 2 cannot know which card the taker drew, but knows he knows one: a re-deal
    for seat 2 leaves one card of the taker's hand known to the two."""
    state = table([None] * 3, hands={0: [HIGH], 1: [A6, MID, LOW]}, defender=1)
    state.take_random(1, 0, 1)
    for k in range(SEEDS):
        guess = state.determinize(2, k)
        assert len([c for c in guess.hands[0] if guess.knows(1, c)]) == 1
