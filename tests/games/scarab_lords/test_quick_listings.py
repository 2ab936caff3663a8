"""Scarab Lords' quick listings against the rules written out plainly.

A step's work is cut short in three places: the turn's legal actions are listed in
one pass over the cards in play from tables made once (``turn.legal``), the supremacy
phase's legal actions are worked out while checking whether a column is left to
exercise and kept for the engine (``turn.still_exercising``), and religious supremacy
is checked for a card to curse without building its step (``has_curse_target``); and
supremacy is determined from the quick column powers. Each must give exactly what the
rules give, written out one by one here: on positions from seeded random games in every
variant, and on the same positions with passive texts (Khema's free uncurse, Thoth's
extra action, wards, tie winners, power bonuses) and curses put in.
"""
import random

import pytest

from spelbord.games.scarab_lords import abilities, board, supremacy, turn

from .helpers import GAME

PASSIVE_KEYS = ("khema", "thoth", "temple-of-the-sun", "warden-tahu", "horus", "oracle", "citadel",
                "khaset-the-poisoner", "queen-hatshep", "general-ramek", "merchant-prince")


def rules_listing(state, seat):
    """The turn's legal actions, each rule on its own (the order is the listing's own).

    SV l.110: instead of a turn "förnya korten på din hand" (only at its very start).
    SV l.98-102: "Du får göra hur många 'Fas 0' handlingar du vill", one in phases 1
    and 2 (and the supremacy phase), more with an extra_action text.
    SV l.125: "Du får endast spela ut ett kort under det kortets fas."
    SV l.53: "Du får inte ha fler än tre gudar i spel."
    SV l.133: one leader a column ("måste han först ta en av dessa härförare ur spel").
    SV l.149: activate "endast i kortets fas"; l.157: break a curse "endast ... i det kortets fas".
    SV l.139 (Khema): a scarab off any card "Detta kostar inte en handling."
    SV l.114: "I din tur får du kasta vilket/vilka kort du vill som du redan har i spel."
    """
    cards, phase = state.book.cards, state.phase
    moves = [("refresh",)] if phase == 0 and state.fresh else []
    allowed = 1 << 30 if phase == 0 else 1 + sum(
        a["n"] for owner, _, a in state.passives("actions")
        if owner == seat and (3 if a["phase"] == "supremacy" else a["phase"]) == phase)
    in_play = [(owner, card) for owner in (0, 1) for column in [*state.cols[owner], state.gods[owner]]
               for card in column]
    if state.used < allowed:
        for card in state.hand[seat]:
            info = cards[card]
            if info.phase != phase:
                continue
            if info.type == "fate" or (info.type == "god" and len(state.gods[seat]) < 3):
                moves.append(("play", card))
            elif info.type != "god":
                for column in [c for k in info.kinds for c in (k, k + 3)]:
                    if info.type != "leader" or all(cards[c].type != "leader" for c in state.cols[seat][column]):
                        moves.append(("play", card, column))
        for owner, card in in_play:
            if cards[card].phase == phase:
                if state.scarabs[card]:
                    moves.append(("uncurse", card))
                elif owner == seat and cards[card].abilities("action"):
                    moves.append(("activate", card))
    free = [source for owner, source, a in state.passives("free_moves")
            if owner == seat and a["phase"] == phase and source not in state.free_used]
    if free:
        moves += [("free_uncurse", card) for _, card in in_play if state.scarabs[card]]
    moves += [("discard", card) for owner, card in in_play if owner == seat]
    if (state.options["must_play"] and not state.played_from_hand and state.hand[seat]
            and phase == turn.last_play_phase(state)):
        moves += [("toss", card) for card in state.hand[seat]]
    else:
        moves.append(("pass",))
    return moves


def rules_pyramids(state):
    """SV l.163: the higher total power in a column takes it; a tie takes it from
    whoever held it, unless one player's win_ties text stands in that column."""
    pyramids = []
    for column in board.COLUMNS:
        p0, p1 = (sum(board.card_power(state, c) for c in state.cols[s][column]) for s in (0, 1))
        favoured = {owner for owner, source, _ in state.passives("supremacy_tie")
                    if state.place[source] % 8 == column}
        pyramids.append(0 if p0 > p1 else 1 if p1 > p0 else favoured.pop() if len(favoured) == 1 else -1)
    return pyramids


def positions(games_per_variant=6):
    """Positions of seeded random games in every variant, the turn's own ones."""
    for options in GAME.variants(2):
        for seed in range(games_per_variant):
            state = GAME.new_game(2, seed, options)
            rng = random.Random(seed)
            while state.actors():
                seat = state.actors()[0]
                if state.stage == "play" and not state.queue:
                    yield state, rng
                state.apply(seat, rng.choice(state.legal_actions(seat)))


def stirred(state, rng):
    """A copy with passive texts put into play from the decks and scarabs scattered:
    positions random games rarely reach."""
    state = state.clone()
    book = state.book
    for seat in (0, 1):
        wanted = {c.id for key in PASSIVE_KEYS for c in book.by_key(key)}
        for card in [c for c in state.deck[seat] if c in wanted and rng.random() < 0.5]:
            info = book.cards[card]
            if info.type == "god":
                if state.gods[1 - seat] or len(state.gods[seat]) >= 3:
                    continue
                state.gods[seat].append(card)
                state.place[card] = seat * 8 + board.GODS
            else:
                column = rng.choice([c for k in info.kinds for c in (k, k + 3)])
                if info.type == "leader" and any(book.cards[c].type == "leader" for c in state.cols[seat][column]):
                    continue
                state.cols[seat][column].append(card)
                state.place[card] = seat * 8 + column
            state.deck[seat].remove(card)
    for card in range(len(book)):
        if state.place[card] >= 0 and rng.random() < 0.3:
            state.scarabs[card] = rng.choice((0, 1, 2))
    state.phase = rng.choice((0, 1, 2, 3))
    state.used = rng.choice((0, 0, 1))
    state.check_invariants()
    return state


def test_the_turn_listing_is_the_rules_one_by_one():
    seen = {"free_uncurse": 0, "uncurse": 0, "activate": 0, "toss": 0, "extra action": 0}
    for state, rng in positions():
        for position in (state, stirred(state, rng)):
            if position.phase == 4:
                continue
            seat = position.active
            listed = turn.legal(position, seat)
            assert listed == rules_listing(position, seat)
            for action in listed:
                seen[action[0]] = seen.get(action[0], 0) + 1
            seen["extra action"] += position.used == 1 and any(
                owner == seat and a["phase"] == position.phase for owner, _, a in position.passives("actions"))
    assert all(seen.values()), f"every kind of move was met: {seen}"


def test_religious_supremacy_finds_the_targets_its_step_would():
    """SV l.173: "lägga en förbannelse på någon av din motståndares undersåtar, byggnader
    eller härförare i samma region"; a ward keeps a card from being cursed."""
    answers = set()
    for state, rng in positions(games_per_variant=3):
        position = stirred(state, rng)
        for seat in (0, 1):
            for column in (board.RELIGIOUS, board.RELIGIOUS + 3):
                step = abilities.religious_step(position, seat, column)
                found = supremacy.has_curse_target(position, seat, column)
                assert found == bool(abilities.choices(position, step))
                answers.add(found)
    assert answers == {True, False}


def test_supremacy_is_determined_as_the_rules_count_it():
    ties_with_texts = 0
    for state, rng in positions(games_per_variant=3):
        position = stirred(state, rng)
        expected = rules_pyramids(position)
        events = supremacy.determine(position)
        assert position.pyramids == expected == events[0]["pyramids"]
        assert events[0]["power"] == [[p0, p1] for p0, p1 in zip(*board.powers(position))]
        ties_with_texts += any(p == -1 for p in expected) and bool(position.passives("supremacy_tie"))
    assert ties_with_texts


@pytest.mark.parametrize("options", GAME.variants(2))
def test_the_legal_actions_kept_for_the_engine_are_the_ones_listed_afresh(options):
    """The supremacy phase's legal actions, kept while checking for a column to exercise,
    equal what a copy lists afresh (a copy keeps no legal actions)."""
    kept = 0
    for seed in range(15):
        state = GAME.new_game(2, seed, options)
        rng = random.Random(seed)
        while state.actors():
            seat = state.actors()[0]
            kept += state._legal_cache is not None
            assert state.legal_actions(seat) == state.clone().legal_actions(seat)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert kept
