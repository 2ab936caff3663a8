"""Card texts measured in Chromium: the German (and Swedish) boards' texts stay on their cards,
and the width estimate the boards are laid out with is never short of the real one."""
import pytest

from spelbord.engine import registry
from spelbord.engine.svg import positions
from spelbord.engine.textwidth import text_width

pytestmark = pytest.mark.browser

#: each text written on a card (a group whose first shape is a rectangle): its words, its
#: estimate's inputs, its measured box and its card's edges
CARD_TEXTS = """() => [...document.querySelectorAll('svg g')].flatMap((group) => {
  const card = [...group.children].find((e) => e.tagName !== 'title');
  if (!card || card.tagName !== 'rect') return [];
  const left = card.x.baseVal.value, right = left + card.width.baseVal.value;
  const top = card.y.baseVal.value, bottom = top + card.height.baseVal.value;
  return [...group.querySelectorAll('text')].filter((t) => {
    const x = t.x.baseVal[0].value, y = t.y.baseVal[0].value;
    return left <= x && x <= right && top < y && y <= bottom;
  }).map((t) => {
    const box = t.getBBox();
    return {words: t.textContent, size: Number(t.getAttribute('font-size')),
            weight: t.getAttribute('font-weight'), start: box.x, width: box.width, left, right};
  });
})"""


def longest_boards(lang):
    """For every game, the boards with the longest texts at a few positions, every seat."""
    for name in registry.games():
        game = registry.load(name)
        players = game.max_players
        for state in list(positions(game, players, 3, game.variants(players)[0], every=25))[:4]:
            for seat in range(players):
                yield name, game.board_svg(state.view(seat), lang, state.legal_actions(seat))


@pytest.mark.parametrize("font", ["sans-serif", "DejaVu Sans"])
@pytest.mark.parametrize("lang", ["de", "sv"])
def test_card_texts_stay_on_their_cards_in_chromium(playwright, tmp_path, lang, font):
    """In Chromium's own sans-serif, and in DejaVu Sans, the widest one common on Linux."""
    from .conftest import open_browser
    context, page = open_browser(playwright, tmp_path / "profile")
    try:
        measured, over, short = 0, set(), set()
        for name, svg in longest_boards(lang):
            page.set_content(f"<!doctype html><html><head><style>svg {{ font-family: '{font}' }}</style></head>"
                             f"<body style='margin:0'>{svg}</body></html>")
            for text in page.evaluate(CARD_TEXTS):
                measured += 1
                where = f"{name}: {text['words']!r}"
                if text["start"] < text["left"] - 0.5 or text["start"] + text["width"] > text["right"] + 0.5:
                    over.add(where)
                # glyphs are placed on whole screen pixels: a few per cent either way
                estimate = text_width(text["words"], text["size"], text["weight"])
                if estimate < text["width"] - max(1, 0.05 * text["width"]):
                    short.add(where)
        assert measured > 500  # every game's cards were seen
        assert not over, f"off their cards in {lang}, {font}: {sorted(over)[:20]}"
        assert not short, f"wider than estimated in {lang}, {font}: {sorted(short)[:20]}"
    finally:
        context.close()
