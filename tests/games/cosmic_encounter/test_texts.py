"""The rules' words in Swedish, German and English, and the terminal board."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from rich.console import Console

from spelbord.engine import visible_events
from spelbord.terminal.words import describe_event
from spelbord.games.cosmic_encounter import GAME, texts

from .script import Script, card, cards, launch, table

PACKAGE = Path(texts.__file__).parent


def msgids():
    source = "".join((PACKAGE / name).read_text() for name in ("texts.py", "render.py", "svg.py"))
    return set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', source)) | set(GAME.step_names.values())


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_message_is_translated(lang):
    with (PACKAGE / "locale" / lang / "LC_MESSAGES" / "cosmic_encounter.po").open("rb") as handle:
        catalogue = read_po(handle)
    translated = {m.id: m.string for m in catalogue if m.id}
    for msgid in msgids():
        assert translated.get(msgid), f"{msgid!r} has no {lang} translation"


def test_the_rulebooks_swedish_terms():
    assert texts.describe_action(("aim", 12), "sv") == "Rikta hyperrymdkonen mot Vit planet 3"
    assert texts.describe_action(("card", card("attack", 10)), "sv") == "Utmaningskort: anfall 10"
    assert texts.describe_action(("discard_edicts",), "sv") == "Kasta ödeskorten och dra 7 nya kort"
    assert texts.describe_action(("deal_accept",), "de") == "Das Abkommen annehmen"
    assert GAME.describe_step("cards", "sv") == "utmaningskort"


@pytest.mark.parametrize("lang", ["sv", "de", "en"])
def test_every_action_and_event_has_words(lang):
    for action in GAME._action_space(4):
        if action[0] not in ("power", "edict"):
            assert texts.describe_action(action, lang) != " ".join(map(str, action)), action
    state = GAME.new_game(4, 4, {"turn_limit": 10})
    rng = random.Random(4)
    while state.actors():
        seat = rng.choice(state.actors())
        action = rng.choice(state.legal_actions(seat))
        assert GAME.describe_action(action, lang, state)
        events = state.apply(seat, action)
        for viewer in (None, seat):
            for event in visible_events(events, viewer):
                line = GAME.describe_event(event, lang)
                assert line and "{" not in line and not line.startswith("{"), event
    for viewer in (None, 0):
        console = Console(width=160, record=True)
        console.print(GAME.render(state.view(viewer), lang))
        assert texts.colour_name(0, lang) in console.export_text()


def test_the_board_shows_ones_own_hand_only():
    state = GAME.new_game(3, 2)
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(0), "en"))
    mine = console.export_text()
    assert "Your hand: " + texts.card_name(state.hands[0][0], "en") in mine
    console = Console(width=160, record=True)
    console.print(GAME.render(state.view(None), "en"))
    assert "Your hand" not in console.export_text()


def test_the_board_shows_the_cards_known_in_others_hands_to_those_who_know():
    """A card shown to the two (compensation, SV l.234) is on the taker's board only."""
    state = GAME.new_game(3, 2)
    taken = state.take_random(1, 0, 1)[-1]["cards"][0]
    boards = {}
    for viewer, lang in ((1, "sv"), (2, "sv"), (1, "de")):
        console = Console(width=160, record=True)
        console.print(GAME.render(state.view(viewer), lang))
        boards[viewer, lang] = console.export_text()
    assert f"Kända kort på handen hos {texts.player_name(0, 'sv')}: {texts.card_name(taken, 'sv')}" \
        in boards[1, "sv"]
    assert "Kända kort" not in boards[2, "sv"]
    assert "Bekannte Karten auf der Hand von" in boards[1, "de"]


def test_negotiation_panel_in_words():
    view = {"deal": {"offers": [{"from": 0, "to": 1, "terms": [["deal_base_me", 7], ["deal_give_random"]],
                                 "status": "open"}], "terms": [], "proposer": 1},
            "offence": 0, "defence": 1, "seat": 0}
    panel = GAME.negotiation(view, "en")
    assert panel["title"] == "Deal between Yellow and Red"
    assert panel["offers"][0]["terms"] == ("you get a base on Red planet 3; "
                                           "Red draws a card at random from your hand")
    assert GAME.negotiation({"deal": None}, "en") is None


def _offer_view(seat, terms, status="open"):
    return {"deal": {"offers": [{"from": 0, "to": 1, "terms": terms, "status": status}], "terms": [],
                     "proposer": 1}, "offence": 0, "defence": 1, "seat": seat, "step": ["deal", 1, "answer"]}


@pytest.mark.parametrize("lang, words", [
    ("en", ["you give Red attack 10; you get Red's 2 highest attack cards; exactly 2 ships on each new base",
            "Yellow gives you attack 10; Yellow gets your 2 highest attack cards; exactly 2 ships on each new base",
            "Yellow gives Red attack 10; Yellow gets Red's 2 highest attack cards; exactly 2 ships on each new base"]),
    ("sv", ["du ger Röd anfall 10; du får Röds 2 högsta anfallskort; exakt 2 rymdskepp på varje ny bas",
            "Gul ger dig anfall 10; Gul får dina 2 högsta anfallskort; exakt 2 rymdskepp på varje ny bas",
            "Gul ger Röd anfall 10; Gul får Röds 2 högsta anfallskort; exakt 2 rymdskepp på varje ny bas"]),
    ("de", ["du gibst Rot Angriff 10; du bekommst die 2 höchsten Angriffskarten von Rot; "
            "genau 2 Raumschiffe auf jeder neuen Basis",
            "Gelb gibt dir Angriff 10; Gelb bekommt deine 2 höchsten Angriffskarten; "
            "genau 2 Raumschiffe auf jeder neuen Basis",
            "Gelb gibt Rot Angriff 10; Gelb bekommt die 2 höchsten Angriffskarten von Rot; "
            "genau 2 Raumschiffe auf jeder neuen Basis"]),
])
def test_an_offer_reads_from_the_readers_side(lang, words):
    """"Red offers: Red gives you attack 10": the proposer, the other and an onlooker each read
    the offer as it concerns them, in the panel and in the log."""
    terms = [["deal_give", card("attack", 10)], ["deal_demand", "attack"], ["deal_demand", "attack"],
             ["deal_ships", 2]]
    for reader, expected in zip((0, 1, None), words):
        assert GAME.negotiation(_offer_view(reader, terms), lang)["offers"][0]["terms"] == expected
    offer = {"type": "deal_offer", "seat": 0, "target": 1, "terms": terms}
    for reader, expected in zip((0, 1, None), words):
        line = describe_event(GAME, offer, [texts.colour_name(s, lang) for s in range(2)], lang, reader)
        assert line.endswith(": " + expected) and line.startswith(texts.colour_name(0, lang))


def test_the_terms_being_written_are_shown_to_the_proposer():
    from .test_deal import at_deal
    state, _ = at_deal()
    state.apply(0, ("deal_base_me", 7))
    mine = GAME.negotiation(state.view(0), "en")["offers"]
    assert mine == [{"from": 0, "to": 1, "status": "open", "terms": "being written: you get a base on Red planet 3"}]
    assert GAME.negotiation(state.view(1), "en")["offers"] == []


@pytest.mark.parametrize("lang, word", [("en", "(refused)"), ("sv", "(avslaget)"), ("de", "(abgelehnt)")])
def test_an_offers_status_is_in_words_on_the_terminal_board(lang, word):
    from .test_deal import at_deal
    state, _ = at_deal()
    state.apply(0, ("deal_take_random",))
    state.apply(0, ("deal_offer",))
    state.apply(1, ("deal_refuse",))
    console = Console(width=200, record=True)
    console.print(GAME.render(state.view(None), lang))
    assert word in console.export_text()


def _log(events, viewer, lang="en"):
    return [GAME.describe_event(e, lang) for e in visible_events(events, viewer)]


def test_compensation_is_logged_as_a_draw_each_card_named_once():
    """SV l.234: "får du på måfå dra ett kort från din motspelares hand": a draw by
    the compromise player, not a gift; all see how many, the two which, once."""
    high, peace = card("attack", 30), cards("compromise")[0]
    state = table([None] * 3, hands={0: [high, card("attack", 4), card("attack", 5)], 1: [peace]}, defender=1)
    script = Script(state, choose={"launch": launch(1)}, chosen_cards={0: high, 1: peace})
    script.challenge_over()
    drawn = next(e for e in script.events if e["type"] == "drew_cards_from")["cards"]
    assert len(drawn) == 2  # four ships of the defender lost, two cards left in the offence's hand
    for viewer in (0, 1):
        log = _log(script.events, viewer)
        assert "Red draws 2 cards at random from Yellow's hand as compensation" in log
        for c in drawn:
            assert sum(texts.card_name(c, "en") in line for line in log if "Yellow's hand" in line) == 1
        assert not any("gives" in line for line in log)
    spectator = _log(script.events, None)
    assert not any(texts.card_name(c, "en") in line for c in drawn for line in spectator if "hand" in line)
    assert "Röd drar 2 kort på måfå från Guls hand som kompensation" in _log(script.events, None, "sv")


def test_the_empaths_compromise_is_logged_as_what_happened():
    """The Empat's attack counts as a compromise (REF §2.1): the log says so, and does
    not say that both played compromises."""
    high, peace = card("attack", 30), cards("compromise")[0]
    state = table([None, "empath", None], hands={0: [high], 1: [peace]}, defender=1)
    script = Script(state, choose={"launch": launch(1)}, chosen_cards={0: high, 1: peace})
    script.challenge_over()
    log = _log(script.events, None)
    assert "Yellow's attack 30 counts as a compromise" in log
    assert not any("played compromises" in line for line in log)
    assert "Guls anfall 30 räknas som fredsförhandlingskort" in _log(script.events, None, "sv")
    assert "Beide Seiten schließen einen Kompromiss" in " ".join(_log(script.events, None, "de"))

