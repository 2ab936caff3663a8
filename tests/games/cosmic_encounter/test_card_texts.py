"""The fate cards in a hand and in play carry their whole text on the board, where the
browser shows it on a tap or with the keyboard (SV l.312: "På varje ödeskort står vilken
effekt det har, och när det får spelas": every fate card says what it does and when)."""
import pytest

import spelbord
from spelbord.engine.svg import board_text
from spelbord.games.cosmic_encounter import data, deck

GAME = spelbord.load("cosmic-encounter")
ZAP = deck.KEY.index("cosmic_zap")
ATTACK = deck.KIND.index("attack")


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_a_fate_card_in_the_hand_shows_its_text(lang):
    state = GAME.new_game(3, seed=2)
    state.hands[0], state.hands[1] = [ZAP, ATTACK], [ATTACK]
    mine = board_text(GAME.board_svg(state.view(0), lang, []))
    zap = data.FATE_CARDS["cosmic_zap"]
    assert f"{getattr(zap, lang)}: {zap.text[lang]}" in mine.splitlines()
    other = board_text(GAME.board_svg(state.view(1), lang, []))
    assert zap.text[lang] not in other  # another seat's hand is not on its board


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_fate_cards_in_play_show_with_their_texts(lang):
    state = GAME.new_game(3, seed=2)
    before = board_text(GAME.board_svg(state.view(None), lang, []))
    state.lasting = [(1, "ionic_gas")]
    state.zapped = [2]
    lines = board_text(GAME.board_svg(state.view(None), lang, [])).splitlines()
    for key in ("ionic_gas", "cosmic_zap"):
        fate = data.FATE_CARDS[key]
        assert fate.text[lang] not in before
        assert f"{getattr(fate, lang)}: {fate.text[lang]}" in lines
    assert {"Fate cards in play", "Ödeskort i spel", "Schicksalskarten im Spiel"} & set(lines)
