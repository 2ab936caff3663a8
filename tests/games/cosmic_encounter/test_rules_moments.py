"""Moments and response windows: fate cards out of turn, several at once; the
hooks' order; the discard pile reshuffled (SV l.113, 310-320, 330)."""
from __future__ import annotations

from spelbord.games.cosmic_encounter import GAME, hooks

from .script import Script, card, cards, launch, table, uses

ZAPS = cards("edict", key="cosmic_zap")
GAS = cards("edict", key="ionic_gas")


def test_every_moment_of_the_hooks_is_opened_in_order(monkeypatch):
    from spelbord.games.cosmic_encounter.state import CEState
    seen = []
    original = CEState.AUTO["moment"]
    monkeypatch.setitem(CEState.AUTO, "moment", lambda self, frame: (seen.append(frame[2]), original(self, frame)))
    state = table([None] * 3, hands={0: [card("attack", 30)], 1: [card("attack", 4)]}, defender=1,
                  setup=lambda s: seen.clear())
    Script(state, choose={"launch": launch(1)}, chosen_cards={0: card("attack", 30)}).challenge_over()
    # one declaration (seat 2) and no deal: the moments between declarations and of a deal do not come
    usual = [m for m in hooks.MOMENTS if m not in ("declaration", "deal")]
    assert seen[:len(usual)] == usual


def test_a_fate_card_between_two_ally_declarations():
    """SV l.312: "På varje ödeskort står vilken effekt det har, och när det får
    spelas"; Kosmisk strålning "Spela när som helst" (its text), so also while the
    others declare, clockwise (SV l.191): here it stops the Parasit, who declares
    next, from joining uninvited (SV l.195)."""
    state = table([None, None, None, "parasite", None], defender=1,
                  hands={0: [card("attack", 4)], 1: [card("attack", 5)], 4: [ZAPS[0], card("attack", 6)]})
    untouched = state.clone()
    script = Script(state, choose={"launch": launch(1), "window": uses((4, "declaration",
                                                                         ("edict", "cosmic_zap", 3)))})
    script.at("join")
    assert state.actors() == [2]
    state.apply(2, ("decline",))
    script.at("join")
    assert state.actors() == [3] and state.zapped == [3] and ZAPS[0] in state.discard
    assert state.legal_actions(3) == [("decline",)], "zapped, the Parasit may not join uninvited"
    Script(untouched, choose={"launch": launch(1)}).run(lambda s: s.stack[-1][:2] == ["join", 3])
    assert untouched.legal_actions(3) == [("join", "offence"), ("join", "defence"), ("decline",)]




def test_an_uninvolved_player_plays_a_fate_card_in_the_window():
    """SV l.316: not one's turn, not involved in the challenge."""
    state = table(["void", "zombie", None], hands={2: [*ZAPS[:2], card("attack", 4)]}, defender=1)
    Script(state, choose={"launch": launch(1)}).run(
        lambda s: s.stack and s.stack[-1][0] == "window" and s.stack[-1][1] == 2)
    assert ("edict", "cosmic_zap", 0) in state.legal_actions(2) and ("pass",) in state.legal_actions(2)
    state.apply(2, ("edict", "cosmic_zap", 0))
    assert state.zapped == [0] and state.powers_in_force(0) == []
    assert ZAPS[0] in state.discard and state.actors() == [2], "he may play more before passing"
    assert state.legal_actions(2) == [("edict", "cosmic_zap", 1), ("pass",)]
    state.apply(2, ("pass",))
    assert state.actors() == [0] and ZAPS[1] in state.hands[2]


def test_several_fate_cards_in_one_window():
    """SV l.314: several may be played at the same time."""
    state = table(["void", "zombie", None], hands={2: ZAPS[:2] + [card("attack", 4)]}, defender=1)
    Script(state, choose={"launch": launch(1)}).run(
        lambda s: s.stack and s.stack[-1][0] == "window" and s.stack[-1][1] == 2)
    state.apply(2, ("edict", "cosmic_zap", 0))
    state.apply(2, ("edict", "cosmic_zap", 1))
    assert sorted(state.zapped) == [0, 1] and state.hands[2] == [card("attack", 4)]
    assert state.actors() == [2] and state.legal_actions(2) == [("pass",)], \
        "he passes himself: that he holds no fate card is no one else's knowledge"
    state.apply(2, ("pass",))
    assert state.actors() == [0]


def asked_at(moment, state, choose=None):
    """The seats asked in the window of ``moment`` of the first challenge, all passing."""
    asked = []

    def note(seat, legal, state):
        if state.moment == moment:
            asked.append((seat, legal))
        return ("pass",)
    Script(state, choose={"launch": launch(1), "window": note, **(choose or {})}).challenge_over()
    return asked


def test_who_is_asked_depends_only_on_what_everybody_sees():
    """SV l.65: the hands are secret; SV l.316: "Det är inte heller tvunget att du
    sitter i tur för att få spela ett ödeskort". A window asks every seat that
    could hold a fate card playable now, whether it holds one or not: otherwise
    being asked would tell the table that it does."""
    other = [card("attack", 6), card("attack", 7)]
    holding = table([None] * 3, hands={0: [card("attack", 4)], 1: [card("attack", 5)], 2: [ZAPS[0], GAS[0]]},
                    defender=1)
    without = table([None] * 3, hands={0: [card("attack", 4)], 1: [card("attack", 5)], 2: other}, defender=1)
    # at the reveal the main players have played their only card: no cards, not asked
    for moment, seats in (("launch", [0, 1, 2]), ("reveal", [2])):
        with_cards = asked_at(moment, holding.clone())
        without_cards = asked_at(moment, without.clone())
        assert [s for s, _ in with_cards] == [s for s, _ in without_cards] == seats
        assert all(legal == [("pass",)] for _, legal in without_cards), "nothing playable: only the pass"
    assert (2, [("edict", "ionic_gas"), ("pass",)]) in asked_at("launch", holding.clone())


def test_a_seat_is_not_asked_when_the_public_facts_rule_it_out():
    """A seat without cards holds no fate card (the hand's size is public); a kind of
    fate card all of whose copies lie face up in the discard pile is in no hand."""
    state = table([None] * 3, hands={0: [card("attack", 4)], 1: [card("attack", 5)], 2: []}, defender=1)
    assert [s for s, _ in asked_at("launch", state)] == [0, 1]
    everything = cards("edict")

    def all_discarded(state):
        for c in everything:
            for pile in (state.deck, *state.hands):
                if c in pile:
                    pile.remove(c)
        state.discard += everything
    state = table([None] * 3, hands={0: [card("attack", 4)], 1: [card("attack", 5)]}, defender=1,
                  setup=all_discarded)
    assert asked_at("launch", state) == []


def test_the_windows_ask_offence_defence_then_clockwise():
    """SV l.330: "offensivspelaren ... därefter defensivspelaren, och sedan de övriga i
    turordning medsols, räknat från offensivspelaren"."""
    state = table([None] * 4, hands={s: [GAS[0] if s == 3 else GAS[1], card("attack", 4 + s)] for s in (0, 3)},
                  defender=2)
    assert [s for s, _ in asked_at("launch", state)] == [0, 2, 1, 3]


def test_the_discard_pile_becomes_the_new_deck():
    """SV l.113: when the deck runs out, the discard pile is shuffled into a new one."""
    state = GAME.new_game(3, 1)
    state.discard, state.deck = state.deck[:-2], state.deck[-2:]
    state.events = []
    state.draw_cards(0, 5)
    assert len(state.hands[0]) == 12 and any(e["type"] == "reshuffle" for e in state.events)
    state.check_invariants()


def test_no_hand_limit():
    """SV l.300: start with seven, then any number."""
    state = GAME.new_game(3, 1)
    state.draw_cards(0, 20)
    assert len(state.hands[0]) == 27
    state.check_invariants()
