"""Words and drawings: actions and events in Swedish, German and English; the board; the reasons for refusals."""
import io
import random
import re

import pytest
from babel.messages.pofile import read_po
from rich.console import Console

from spelbord.engine import IllegalAction, visible_events
from spelbord.engine.checks import random_playthrough
from spelbord.games.spionage import texts

from .helpers import GAME, KGB, MI6, SDECE, play_round, position

LOCALE = "spelbord/games/spionage/locale/{}/LC_MESSAGES/spionage.po"


def test_actions_in_three_languages():
    assert GAME.describe_action(("plan", "mission"), "sv") == "Planeringskort: Hemligt Uppdrag"
    assert GAME.describe_action(("plan", "embassy"), "de") == "Planungskarte: Botschaftstreffen"
    assert GAME.describe_action(("bribe", 210), "en") == "Bribe of $210,000"
    assert GAME.describe_action(("bribe", 210), "sv") == "Muta på $210,000"
    assert GAME.describe_action(("agent", 6), "sv") == "Dubbelagent nr 6"
    assert GAME.describe_action(("counter",), "sv") == "Kontraspionage"
    assert GAME.describe_action(("counter",), "de") == "Spionageabwehr"
    assert GAME.describe_action(("report",), "sv") == "Redovisning"
    assert GAME.describe_action(("show", 280), "sv") == "Visa D (280 sidor)"
    state = position(3, tops=(280, 133))
    assert GAME.describe_action(("take", 0), "en", state) == "Take the top secret card of pile 1: D (280 pages)"


def test_every_event_of_random_games_is_described_in_every_language():
    seen = set()
    for players in range(2, 6):
        for options in GAME.variants(players):
            state = GAME.new_game(players, 7, options)
            rng = random.Random(players)
            while state.actors():
                seat = rng.choice(state.actors())
                action = rng.choice(state.legal_actions(seat))
                for lang in ("sv", "de", "en"):
                    assert GAME.describe_action(action, lang, state)
                for event in state.apply(seat, action):
                    seen.add(event["type"])
                    for lang in ("sv", "de", "en"):
                        text = GAME.describe_event(event, lang)
                        assert text and not text.startswith("{") and "{" not in text
    assert {"plans", "action_cards", "bribe_won", "took", "reports", "moved", "round_over",
            "final_reports", "game_over", "chosen", "you_chose"} <= seen


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_catalogues_translate_every_message(lang):
    with open(LOCALE.format(lang), "rb") as handle:
        catalog = read_po(handle)
    source = open(texts.__file__).read() + open(texts.__file__.replace("texts.py", "board.py")).read()
    used = set(re.findall(r'_\("((?:[^"\\]|\\.)*)"\)', source))
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    assert used <= ids, used - ids
    for message in catalog:
        if message.id:
            assert message.string and all(message.string), message.id


def test_render_draws_board_and_own_hand():
    state = random_playthrough(GAME, 4, 3)
    for lang in ("sv", "de", "en"):
        out = io.StringIO()
        Console(file=out, width=140).print(GAME.render(state.view(1), lang))
        text = out.getvalue()
        # "Bagdad" in the Swedish rulebook (SV l. 154) and in German; Baghdad in English
        assert ("Baghdad" if lang == "en" else "Bagdad") in text and "3/2" in text and "Washington" in text
        assert ("Moskau" if lang == "de" else "Moskva" if lang == "sv" else "Moscow") in text
    state = position(3, hands={KGB: [280, 133]}, tops=(10, 20))
    out = io.StringIO()
    Console(file=out, width=140).print(GAME.render(state.view(KGB), "sv"))
    text = out.getvalue()
    assert "D280" in text and "A133" in text and "Schweiziskt Bankkonto" in text and "Fängelse" in text
    out = io.StringIO()
    Console(file=out, width=140).print(GAME.render(state.view(None), "de"))
    assert "D280" not in out.getvalue() and "Gefängnis" in out.getvalue()


def test_refusals_say_why():
    state = position(3, hands={MI6: [10, 40, 50]})
    for seat in range(3):
        state.apply(seat, ("plan", "embassy" if seat != SDECE else "mission"))
    with pytest.raises(IllegalAction, match="cannot form a report"):
        state.apply(MI6, ("report",))
    with pytest.raises(IllegalAction, match="cannot be used on a Secret Mission"):
        state.apply(SDECE, ("counter",))
    with pytest.raises(IllegalAction, match="not at the Embassy"):
        state.apply(MI6, ("bribe", 40))
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply(SDECE, ("bribe", 40))
    empty = position(3, hands={MI6: list(range(0))})
    empty.piles = [[], []]
    empty.hands[MI6] = sorted(c for c in texts.CARD_LETTER)
    with pytest.raises(IllegalAction, match="no longer possible"):
        empty.apply(KGB, ("plan", "mission"))


def test_private_events_stay_private():
    state = position(3, hands={MI6: [10, 20, 30]})
    events = play_round(state, {s: "embassy" for s in range(3)},
                        {MI6: ("report",), KGB: ("counter",), SDECE: ("counter",)})
    events += state.apply(MI6, ("show", 10))
    for event in visible_events(events, KGB):
        assert event["type"] != "you_chose" or event["seat"] == KGB
        assert event["type"] != "secret_step"


def test_the_terminal_names_the_secret_steps_in_the_games_words():
    from spelbord.terminal.words import describe_event
    for step, word in (("plan", "Planeringskort"), ("action", "Handlingskort"), ("report", "Redovisning")):
        text = describe_event(GAME, {"type": "chosen", "seat": 1, "step": step}, ["MI6", "KGB"], "sv")
        assert word in text
