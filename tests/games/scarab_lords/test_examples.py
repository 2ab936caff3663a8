"""Every worked example of the rulebook, played through ``state.apply``."""
import pytest

from spelbord import IllegalAction

from .helpers import COLUMN, card, clear_hand, new_state, play, put, to_hand

ERIC, KEVIN = 0, 1
UM, UR, UE, LM, LR, LE = range(6)


def test_play_example_of_eric_and_kevin():
    """SPELEXEMPEL: Eric (Temet) starts; Kevin plays Ankar."""
    state = new_state(7)
    assert state.houses == ["temet", "ankar"] and state.active == ERIC
    mercenaries, khamal, khema = card("mercenaries-of-blacksands"), card("khamal-the-eternal"), card("khema")
    merchant, sphinxes, purification = card("river-merchant"), card("the-seven-sphinxes"), card("mass-purification")
    for seat in (ERIC, KEVIN):
        clear_hand(state, seat)
    to_hand(state, ERIC, mercenaries, khamal, khema, card("desert-warriors"), card("scorpion-swarm"), card("plunder"))
    to_hand(state, KEVIN, merchant, sphinxes, purification, card("fishermen"), card("elephant-riders"), card("gold-chamber"))

    # Eric, phase 0: any number of actions
    play(state, ("play", mercenaries, LM), ("play", khamal, UE), ("pass",))
    # phase 1: no phase-1 card, so he passes
    assert state.phase == 1 and not [a for a in state.legal_actions(ERIC) if a[0] == "play"]
    play(state, ("pass",))
    # phase 2: Khema to the centre; then supremacy
    play(state, ("play", khema))
    assert state.gods[ERIC] == [khema]
    assert state.phase == 3
    kevin_deck, eric_hand = len(state.deck[KEVIN]), len(state.hand[ERIC])
    play(state, ("pass",))
    assert state.phase == 4
    assert state.pyramids == [-1, -1, ERIC, ERIC, -1, -1]
    assert state.legal_actions(ERIC)[:2] == [("exercise", UE), ("exercise", LM)]
    play(state, ("exercise", LM))          # Kevin discards the top card of his deck
    assert len(state.deck[KEVIN]) == kevin_deck - 1 and len(state.discard[KEVIN]) == 1
    play(state, ("exercise", UE))          # Eric draws a card
    assert len(state.hand[ERIC]) == eric_hand + 1

    # "Det är nu Kevins tur."
    assert state.active == KEVIN and state.phase == 0
    play(state, ("play", merchant, UE), ("pass",))
    play(state, ("play", sphinxes, LR))     # its text puts a scarab on it
    assert state.scarabs[sphinxes] == 1
    assert state.phase == 2                  # phase 1's one action is used
    play(state, ("play", purification))
    assert state.legal_actions(KEVIN) == [("region", 0), ("region", 1)]
    play(state, ("region", 1))               # the lower region: the Sphinxes lose their scarab
    assert state.scarabs[sphinxes] == 0
    assert purification in state.discard[KEVIN]
    assert state.phase == 3
    play(state, ("pass",))
    # Eric keeps upper economic (2 against 1) and lower military; Kevin takes lower religious (4)
    assert state.pyramids == [-1, -1, ERIC, ERIC, KEVIN, -1]
    assert state.legal_actions(KEVIN)[0] == ("exercise", LR)
    play(state, ("exercise", LR))
    assert state.legal_actions(KEVIN) == [("target", mercenaries)]
    play(state, ("target", mercenaries))
    assert state.scarabs[mercenaries] == 1
    # "Kevins tur är nu slut och det är åter Erics tur."
    assert state.active == ERIC and state.phase == 0 and state.outcome() is None


def test_supremacy_illustration():
    """EXEMPEL PÅ DOMINANS: the six columns of the illustration, left to right."""
    state = new_state(1)
    top, bottom = 0, 1
    state.pyramids[LM] = top   # a pyramid already there goes on a tie
    # lower economic: 3 against 2 + 2
    put(state, top, card("water-carriers"), LE)
    put(state, bottom, card("nile-farmers"), LE)
    put(state, bottom, card("slave-drivers"), LE)
    # lower religious: a power-3 minion against a power-2 leader
    put(state, top, card("hippo-guard"), LR)
    put(state, bottom, card("high-priest-ptahmose"), LR)
    # lower military: 3 against 1 + leader 2: a tie
    put(state, top, card("scorpion-swarm"), LM)
    put(state, bottom, card("border-guards"), LM)
    put(state, bottom, card("high-priestess-neferu"), LM)
    # upper military: a power-6 leader against nothing
    put(state, top, card("scarab-king"), UM)
    # upper religious: minion 3 and a cursed leader against a power-6 building
    put(state, top, card("sacred-ibis"), UR)
    put(state, top, card("khaset-the-poisoner"), UR, scarabs=1)
    put(state, bottom, card("obelisk"), UR)
    from spelbord.games.scarab_lords import supremacy
    events = supremacy.determine(state)
    power = events[0]["power"]
    assert power[LE] == [3, 4] and power[LR] == [3, 2] and power[UR] == [3, 6] and power[UM] == [6, 0]
    assert power[LM] == [3, 3] and power[UE] == [0, 0]
    assert state.pyramids == [top, bottom, -1, -1, top, bottom]


def test_playing_a_card_only_in_its_phase_and_columns():
    """Handelskaravan, a phase-1 minion with only the economic symbol."""
    state = new_state(2)
    caravan = card("trade-caravan")
    to_hand(state, ERIC, caravan)
    assert not [a for a in state.legal_actions(ERIC) if a[:2] == ("play", caravan)]
    play(state, ("pass",))
    assert [a for a in state.legal_actions(ERIC) if a[:2] == ("play", caravan)] == \
        [("play", caravan, UE), ("play", caravan, LE)]
    with pytest.raises(IllegalAction):
        state.apply(ERIC, ("play", caravan, UM))
    play(state, ("play", caravan, UE))
    assert caravan in state.cols[ERIC][UE]


def test_one_leader_per_column():
    """Shon-Ra den Brilliante: Erik already has leaders in both military columns."""
    state = new_state(3)
    shon_ra = card("shon-ra-the-brilliant")
    ramek, khaset = card("general-ramek"), card("khaset-the-poisoner")
    put(state, ERIC, ramek, UM)
    put(state, ERIC, khaset, LM)
    to_hand(state, ERIC, shon_ra)
    play(state, ("pass",), ("pass",))
    targets = [a[2] for a in state.legal_actions(ERIC) if a[:2] == ("play", shon_ra)]
    assert targets == [UR, LR, UE, LE]
    with pytest.raises(IllegalAction, match="leader"):
        state.apply(ERIC, ("play", shon_ra, UM))
    play(state, ("discard", ramek))          # taking a card out of play costs no action
    assert ramek in state.discard[ERIC] and state.used == 0
    play(state, ("play", shon_ra, UM))
    assert shon_ra in state.cols[ERIC][UM]


def test_gods_example_khema():
    """Khema: the opponent's two gods go; Khema works at once, in the same phase 2."""
    state = new_state(4)
    khema = card("khema")
    horus, enhu = card("horus"), card("enhu")
    put(state, KEVIN, horus, "gods")
    put(state, KEVIN, enhu, "gods")
    cursed = card("temple-guards")
    put(state, ERIC, cursed, UR, scarabs=2)
    to_hand(state, ERIC, khema)
    play(state, ("pass",), ("pass",), ("play", khema))
    assert state.gods[KEVIN] == [] and horus in state.discard[KEVIN] and enhu in state.discard[KEVIN]
    assert state.gods[ERIC] == [khema]
    assert state.phase == 2, "still phase 2: Khema's scarab may be taken off"
    assert ("free_uncurse", cursed) in state.legal_actions(ERIC)
    play(state, ("free_uncurse", cursed))
    assert state.scarabs[cursed] == 1
    assert state.phase == 3, "once per phase 2: nothing is left to do in it"


def test_activation_example_enhu():
    """Enhu: the opponent chooses two cards of their hand and discards them."""
    state = new_state(5)
    enhu = card("enhu")
    state.active = KEVIN
    put(state, KEVIN, enhu, "gods")
    play(state, ("pass",), ("pass",))
    assert ("activate", enhu) in state.legal_actions(KEVIN)
    play(state, ("activate", enhu))
    assert state.actors() == [ERIC], "the opponent chooses"
    hand = list(state.hand[ERIC])
    assert state.legal_actions(ERIC) == [("hand_discard", c) for c in hand]
    play(state, ("hand_discard", hand[0]), ("hand_discard", hand[3]))
    assert state.hand[ERIC] == [c for c in hand if c not in (hand[0], hand[3])]
    assert state.discard[ERIC] == [hand[0], hand[3]]
    assert state.actors() == [KEVIN] and state.phase == 3, "Kevin's phase 2 is over"


def test_uncurse_example_leader_with_two_scarabs():
    """Khamal den Evige with two scarabs: breaking one curse leaves him cursed.

    The example calls Khamal a phase-2 leader, the play example a phase-0 one
    (docs/rulings.md); the same point is made with a phase-2 leader."""
    state = new_state(6)
    state.active = KEVIN
    leader = card("warden-tahu")
    put(state, KEVIN, leader, LM, scarabs=2)
    play(state, ("pass",))
    assert ("uncurse", leader) not in state.legal_actions(KEVIN), "only in the card's phase"
    play(state, ("pass",))
    play(state, ("uncurse", leader))
    assert state.scarabs[leader] == 1
    from spelbord.games.scarab_lords import board
    assert board.card_power(state, leader) == 0, "still cursed: no power"
    assert state.phase == 3, "Kevin's phase 2 is over"


def test_curse_example_stacks_and_blanks_the_card():
    """A cursed card has no power and no text; a second curse adds a scarab."""
    state = new_state(8)
    from spelbord.games.scarab_lords import board, supremacy
    ramek, warriors = card("general-ramek"), card("desert-warriors")
    put(state, KEVIN, ramek, UM)
    put(state, KEVIN, warriors, UM)
    assert board.column_power(state, KEVIN, UM) == 3 + 2, "Ramek gives his minions +1"
    put(state, ERIC, card("sacred-ibis"), UR)
    play(state, ("pass",), ("pass",), ("pass",), ("pass",))     # Eric: phases 0, 1, 2, supremacy
    assert state.pyramids[UR] == ERIC
    play(state, ("exercise", UR), ("target", ramek))
    assert state.scarabs[ramek] == 1 and board.column_power(state, KEVIN, UM) == 1
    play(state, ("pass",), ("pass",), ("pass",), ("pass",))     # Kevin
    if state.active == KEVIN:
        play(state, ("pass",))                                   # he leaves his supremacy unused
    play(state, ("pass",), ("pass",), ("pass",), ("pass",))     # Eric again
    play(state, ("exercise", UR))
    assert ("target", ramek) in state.legal_actions(ERIC), "a cursed card may be cursed again"
    play(state, ("target", ramek))
    assert state.scarabs[ramek] == 2
    assert board.column_power(state, KEVIN, UM) == 1, "no power and no text"
    state.scarabs[ramek] -= 1
    assert board.column_power(state, KEVIN, UM) == 1, "one scarab left: still cursed"
    state.scarabs[ramek] -= 1
    assert board.column_power(state, KEVIN, UM) == 5
    assert supremacy.determine(state)[0]["pyramids"][UM] == KEVIN
