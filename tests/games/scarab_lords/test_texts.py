"""Words and pictures: actions, events and card texts in sv/de/en, and the terminal board."""
import random

import pytest
from rich.console import Console

from spelbord.games.scarab_lords.texts import ability_text, card_line, card_name

from .helpers import GAME, card, put


@pytest.mark.parametrize("lang", ["sv", "de", "en"])
def test_every_action_and_event_has_words(lang):
    for action in GAME._space(2)[0]:
        text = GAME.describe_action(action, lang)
        assert text and "(" not in text[:1] and "'" not in text, action
    state = GAME.new_game(2, 4, {"advanced": True})
    rng = random.Random(4)
    while state.actors():
        seat = rng.choice(state.actors())
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            text = GAME.describe_event(event, lang)
            assert not text.startswith("{"), f"no words for {event}"


def test_swedish_uses_the_rulebooks_words():
    khema = card("khema")
    assert card_line(GAME.book, khema, "sv") == ("Khema, gud, fas 2: I din fas 2 får du avlägsna en skarabémarkör "
                                                 "från ett valfritt kort. Detta kostar inte en handling")
    enhu = GAME.book[card("enhu")].text[0]
    assert ability_text(enhu, "sv") == "Handling: din motståndare måste välja 2 kort från sin hand och kasta dem"
    assert GAME.describe_action(("pass",), "de") == "Passen (Phase beenden)"
    assert GAME.describe_action(("exercise", 4), "sv") == "Utöva dominans i kolumnen religiös, nedre Hekumet"


@pytest.mark.parametrize("seat", [0, 1, None])
def test_render_shows_the_board_and_only_ones_own_hand(seat):
    state = GAME.new_game(2, 8)
    console = Console(width=120, record=True)
    console.print(GAME.render(state.view(seat), "sv"))
    out = console.export_text()
    assert "religiös, övre Hekumet" in out and "Gudar" in out
    other = 1 - seat if seat is not None else 0
    for c in state.hand[other]:
        name = GAME.book[c].title("sv")
        if seat is not None and c not in state.hand[seat]:
            assert name not in out
    if seat is not None:
        assert "Din hand:" in out


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_option_help_is_translated(lang):
    from spelbord.i18n import translator
    words = translator(lang, GAME.name)
    for option in GAME.options.values():
        assert words(option.help) != option.help


@pytest.mark.parametrize("lang,shown", [("sv", "Khema (fas 2)"), ("de", "Khema (Phase 2)"),
                                        ("en", "Khema (phase 2)")])
def test_a_god_on_the_terminal_board_shows_its_phase_not_a_power(lang, shown):
    """SV: "Makt: Kortets maktvärde som visar hur mycket det bidrar till att nå dominans i
    kolumnen" (l. 62-63); a god is played "i mitten av spelbrädet" (l. 137), not in a
    column, and is named by its phase: "Khema, en fas 2-gud" (l. 139)."""
    state = GAME.new_game(2, 1)
    put(state, 0, card("khema"), "gods")
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(0), lang))
    out = console.export_text()
    assert shown in out and "Khema (0)" not in out


def test_a_cursed_card_on_the_terminal_board_shows_no_power():
    """SV l. 80: "Ett kort under förbannelse har inget maktvärde och ingen text. Det ska
    således ses som ett helt blankt kort." The board shows a dash and the scarab, not the
    printed power."""
    state = GAME.new_game(2, 1)
    farmers = card("nile-farmers")
    put(state, 0, farmers, "lower economic", scarabs=1)
    name = card_name(GAME.book, farmers, "en")
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(0), "en"))
    out = console.export_text()
    assert f"{name} (–) *" in out
    assert f"{name} ({GAME.book[farmers].power})" not in out


@pytest.mark.parametrize("side, lang, expected", [
    ("own", "en", "Action: remove up to 2 scarab(s) from your own cards"),
    ("enemy", "en", "Action: remove up to 2 scarab(s) from your opponent's cards"),
    ("any", "en", "Action: remove up to 2 scarab(s) from any cards"),
    ("own", "sv", "Handling: avlägsna upp till 2 skarabémarkör(er) från dina egna kort"),
    ("any", "sv", "Handling: avlägsna upp till 2 skarabémarkör(er) från valfria kort"),
    ("own", "de", "Aktion: entferne bis zu 2 Skarabäus(e) von deinen eigenen Karten"),
    ("enemy", "de", "Aktion: entferne bis zu 2 Skarabäus(e) von Karten deines Gegners"),
])
def test_a_text_that_breaks_curses_names_whose_cards_in_a_whole_sentence(side, lang, expected):
    """SV l.82: "När man bryter en förbannelse avlägsnar man en skarabémarkör från kortet"; a card
    text that does it for several cards says whose cards, in each language's grammar (not "din
    egen kort" or "an enemy cards")."""
    from spelbord.games.scarab_lords.effects import normalise
    ability = normalise({"when": "action", "do": "uncurse", "n": 2, "side": side})
    assert ability_text(ability, lang) == expected


@pytest.mark.parametrize("kind, expected", [("military", "Din militära dominans ger 1 till"),
                                            ("economic", "Din ekonomiska dominans ger 1 till")])
def test_a_text_that_strengthens_supremacy_inflects_its_kind_in_swedish(kind, expected):
    """SV l.167/177: "Militär dominans", "Ekonomisk dominans"; after "din" the adjective takes its
    definite form ("din militära dominans"), as the German text does ("deine militärische")."""
    from spelbord.games.scarab_lords.effects import normalise
    ability = normalise({"when": "passive", "do": "exercise_bonus", "kind": kind, "n": 1})
    assert ability_text(ability, "sv") == expected


@pytest.mark.parametrize("key, lang, expected", [
    ("general-ramek", "en", "Your other minions in this column: +1 power each"),
    ("general-ramek", "sv", "Dina andra undersåtar i denna kolumn får +1 i maktvärde"),
    ("general-ramek", "de", "Deine anderen Untertanen in dieser Spalte: je +1 Macht"),
    ("high-priest-ptahmose", "sv", "Dina andra undersåtar/byggnader/härförare i denna kolumn får +1 i maktvärde"),
    ("high-priest-ptahmose", "de", "Deine anderen Untertanen/Gebäude/Anführer in dieser Spalte: je +1 Macht"),
])
def test_a_power_text_names_the_cards_it_strengthens_in_the_plural(key, lang, expected):
    """SV l.63: "Makt: Kortets maktvärde som visar hur mycket det bidrar till att nå dominans i
    kolumnen". A text that adds to the power of the other cards of a column says so in a sentence
    of its own, not with the side words of a curse ("Einen eigenen Untertan", "Din egen undersåte")."""
    assert ability_text(GAME.book[card(key)].text[0], lang) == expected


@pytest.mark.parametrize("side, other, lang, expected", [
    ("enemy", True, "en", "Your opponent's minions in this region: -1 power each"),
    ("enemy", True, "sv", "Motståndarens undersåtar i denna region får -1 i maktvärde"),
    ("enemy", True, "de", "Die Untertanen deines Gegners in dieser Region: je -1 Macht"),
    ("any", False, "sv", "Alla undersåtar i denna region får -1 i maktvärde"),
    ("any", True, "de", "Alle anderen Untertanen in dieser Region: je -1 Macht"),
    ("own", False, "de", "Deine Untertanen in dieser Region: je -1 Macht"),
])
def test_a_power_text_has_a_sentence_for_each_side(side, other, lang, expected):
    from spelbord.games.scarab_lords.effects import normalise
    ability = normalise({"when": "passive", "do": "power", "amount": -1, "scope": "region", "side": side,
                         "types": ["minion"], "other": other})
    assert ability_text(ability, lang) == expected


@pytest.mark.parametrize("key, lang, expected", [
    ("riddle-of-the-sphinx", "sv", "Din motståndare måste välja ett kort från sin hand och kasta det"),
    ("riddle-of-the-sphinx", "de", "Dein Gegner wählt eine Karte aus seiner Hand und wirft sie ab"),
    ("riddle-of-the-sphinx", "en", "Your opponent chooses a card from their hand and discards it"),
    ("desert-storm", "de", "Dein Gegner wählt 2 Karten aus seiner Hand und wirft sie ab"),
])
def test_a_discard_from_the_hand_of_one_card_is_singular(key, lang, expected):
    """SV l.153, Enhu's printed text: "Din motståndare måste välja två kort från sin hand och kasta
    dem"; for one card the sentence is singular ("ett kort ... kasta det"), not "1 kort ... kasta dem"."""
    assert ability_text(GAME.book[card(key)].text[0], lang) == expected


@pytest.mark.parametrize("op, side, types, lang, expected", [
    ("curse", "enemy", ["minion", "building", "leader"], "de",
     "Aktion: verfluche eine gegnerische Karte (Untertan/Gebäude/Anführer), 1-mal"),
    ("curse", "own", ["building"], "sv", "Handling: lägg en förbannelse på din egen byggnad, 1 gång(er)"),
    ("destroy", "any", ["building"], "de", "Aktion: wirf eine beliebige Karte (Gebäude) mit Macht höchstens 2 ab"),
    ("destroy", "enemy", ["building"], "en", "Action: discard an enemy building of power 2 or less"),
])
def test_a_curse_or_discard_names_whose_card_in_every_types_gender(op, side, types, lang, expected):
    """SV l.80: "Du kan kasta en ny förbannelse över ett kort"; a curse or a discard strikes a card
    of a side, and the German sentence names it as "eine ... Karte", never "einen gegnerischen
    Gebäude"."""
    from spelbord.games.scarab_lords.effects import normalise
    extra = {"n": 1} if op == "curse" else {"max_power": 2}
    ability = normalise({"when": "action", "do": op, "side": side, "types": types, **extra})
    assert ability_text(ability, lang) == expected
