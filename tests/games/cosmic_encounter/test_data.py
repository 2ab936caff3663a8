"""The data file against the rulebook (SV) and the reference's proposals (REF)."""
from __future__ import annotations

from collections import Counter

from spelbord.games.cosmic_encounter import GAME, data, deck
from spelbord.games.cosmic_encounter.edicts import EDICTS
from spelbord.games.cosmic_encounter.powers import POWERS

LANGS = ("sv", "de", "en")
CONFIDENCE_WORDS = ("high", "medium", "low")


def test_the_88_cards_as_the_rulebook_counts_them():
    """SV l.16: 20 star cards, 11 fate cards, 12 compromise, 41 attack, 4 spares."""
    kinds = Counter(card.kind for card in data.CHALLENGE_CARDS)
    assert kinds == {"attack": 41, "compromise": 12, "edict": 11}
    assert data.DESTINY_CARDS == 20 and data.BLANKS == 4
    assert len(data.CHALLENGE_CARDS) + data.DESTINY_CARDS + data.BLANKS == data.TOTAL_CARDS == 88


def test_attack_values_run_from_4_to_30_and_include_the_examples_values():
    """SV l.107: lowest 4, highest 30; the example plays 6, 10, 12 and asks for above 15."""
    values = [card.value for card in data.CHALLENGE_CARDS if card.kind == "attack"]
    assert min(values) == 4 and max(values) == 30
    assert {6, 10, 12} <= set(values) and any(v > 15 for v in values)
    assert Counter(values) == data.ATTACK_VALUES
    assert data.ATTACK_CONFIDENCE == "low"  # RECONSTRUCTED (REF §1.2)


def test_the_deck_module_numbers_the_same_cards():
    assert deck.CARDS == data.CHALLENGE_CARDS
    assert [deck.VALUE[c] for c in range(len(deck.CARDS)) if deck.KIND[c] == "attack"] == \
        [c.value for c in data.CHALLENGE_CARDS if c.kind == "attack"]


def test_ships_and_boards():
    """SV l.12-14, 53: 6 hexagons, 5 colours of 24 ships, 20 each, 4 on each home planet."""
    assert data.HEXAGONS == 6 and len(data.COLOURS) == 5
    assert data.SHIPS_PER_COLOUR * len(data.COLOURS) == 120
    assert data.SHIPS_PER_PLANET * data.PLANETS_PER_SYSTEM == data.SHIPS == 20
    assert set(data.COLOURS) == {"red", "yellow", "white", "violet", "orange"}


def test_fate_cards_split_per_the_reference():
    """REF §3: Kosmisk strålning 4, Stjärnvirvel 2, Stoftmoln 2, Pest 2, one unknown (Emotion Control)."""
    counts = {key: fate.count for key, fate in data.FATE_CARDS.items()}
    assert counts == {"cosmic_zap": 4, "mobius_tubes": 2, "ionic_gas": 2, "plague": 2, "emotion_control": 1}
    assert data.FATE_CARDS["mobius_tubes"].timing == "own_turn"  # SV l.316
    names = {fate.sv for fate in data.FATE_CARDS.values()}
    assert {"Kosmisk strålning", "Stjärnvirvel", "Stoftmoln", "Pest"} <= names  # SV l.316-318
    assert "RECONSTRUCTED" in data.FATE_CARDS["emotion_control"].source


def test_every_card_and_alien_has_texts_source_and_confidence():
    for fate in data.FATE_CARDS.values():
        assert set(fate.text) == set(LANGS) and all(fate.text.values())
        assert fate.source and any(w in fate.confidence for w in CONFIDENCE_WORDS)
    for alien in data.ALIENS.values():
        assert set(alien.text) == set(LANGS) and all(alien.text.values())
        assert alien.sv and alien.de and alien.en and alien.source
        assert any(w in alien.confidence for w in CONFIDENCE_WORDS)
        assert alien.identity in CONFIDENCE_WORDS


def test_sixteen_aliens_twelve_named_four_reconstructed():
    """SV names 12 aliens (l.71, 328, 332); four Eon-era candidates stand in (REF §2.1)."""
    assert len(data.ALIENS) == 16
    named = {a.sv for a in data.ALIENS.values() if a.origin == "named"}
    assert named == {"Amöba", "Empat", "Filantrop", "Hjärnan", "Klon", "Laser", "Maskinen", "Mutant",
                     "Parasit", "Vakuan", "Vulch", "Zombie"}
    stand_ins = [a for a in data.ALIENS.values() if a.origin == "reconstructed"]
    assert sorted(a.en for a in stand_ins) == ["Chronos", "Filch", "Seeker", "Trader"]
    assert all(a.identity == "low" and "RECONSTRUCTED" in a.source and not a.mandatory for a in stand_ins)


def test_mandatory_powers_are_the_rulebooks_five():
    """SV l.328: Vakuan, Laser, Empat, Zombie and Vulch must be used; the others are optional."""
    assert {data.ALIENS[k].sv for k in data.MANDATORY} == {"Vakuan", "Laser", "Empat", "Zombie", "Vulch"}
    assert set(POWERS) == set(data.ALIENS)
    assert all(POWERS[k].mandatory == data.ALIENS[k].mandatory for k in POWERS)
    assert set(EDICTS) == set(data.FATE_CARDS)


def test_every_action_an_effect_offers_is_in_the_action_space():
    for players in (2, 3, 4, 5):
        space = set(GAME._action_space(players))
        for effect in [*POWERS.values(), *EDICTS.values()]:
            assert set(effect.actions(players)) <= space


def test_the_counts_match_the_rulebooks_totals():
    kinds = Counter(card.kind for card in data.CHALLENGE_CARDS)
    assert (kinds["attack"], kinds["compromise"], kinds["edict"]) == (data.ATTACKS, data.COMPROMISES, data.EDICTS)


def test_the_rules_use_the_data_files_numbers():
    """The rules keep a few of the rulebook's numbers as constants: they must agree with the data file."""
    from spelbord.games.cosmic_encounter import alliances, challenge, deal, setup, state
    assert setup.HAND == data.HAND and setup.START_SHIPS == data.SHIPS_PER_PLANET
    assert challenge.MAX_LAUNCH == alliances.MAX_ALLY == data.MAX_LAUNCH
    assert deal.LOSS == data.DEAL_LOSS and state.SHIPS == data.SHIPS
    assert state.PLANETS_PER_SYSTEM == data.PLANETS_PER_SYSTEM
    game = GAME.new_game(2, 1)
    assert game.power_threshold() == data.POWER_HOME_BASES_TWO
    assert GAME.new_game(3, 1).power_threshold() == data.POWER_HOME_BASES
    assert GAME.options["deal_seconds"].default == data.DEAL_SECONDS
