"""Card texts fit their cards in every language, German's long words included."""
import pytest

from spelbord.engine import registry
from spelbord.engine.svg import overflowing_texts, positions

GAMES = ["cosmic-encounter", "quo-vadis", "scarab-lords", "spionage", "tiny-epic-galaxies"]


def boards(name, lang):
    """Every seat's board (and the spectators') at positions of games played at random."""
    game = registry.load(name)
    for players in sorted({game.min_players, game.max_players}):
        for options in game.variants(players)[:2]:
            for state in positions(game, players, 1, options, every=11):
                for seat in [*range(players), None]:
                    legal = state.legal_actions(seat) if seat is not None else []
                    yield game.board_svg(state.view(seat), lang, legal)


@pytest.mark.parametrize("lang", ["de", "sv", "en"])
@pytest.mark.parametrize("name", GAMES)
def test_no_card_text_runs_past_its_card(name, lang):
    found = sorted({text for svg in boards(name, lang) for text in overflowing_texts(svg)})
    assert not found, f"{name} in {lang}: {found[:20]}"
