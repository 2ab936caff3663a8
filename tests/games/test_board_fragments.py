"""The parts of a board kept from one drawing to the next (:func:`spelbord.engine.svg.fragment`):
a board drawn with them is the very board drawn anew, for every game, seat and language,
with the players' names and the last move's marker, along random games."""
import random

import pytest

from spelbord.engine import visible_events
from spelbord.engine.identity import seat_names
from spelbord.engine.svg import Drawing, fragment, fragments_drawn_anew, last_move
from tests.configs import every_config
from tests.engine.toy import GAME


def _board(game, state, viewer, lang, names, keys):
    legal = state.legal_actions(viewer) if viewer is not None else []
    with seat_names(names), last_move(keys):
        return game.board_svg(state.view(viewer), lang, legal)


@pytest.mark.parametrize("game, players, options", every_config())
def test_boards_with_kept_fragments_are_the_boards_drawn_anew(game, players, options):
    rng = random.Random(players)
    names = [f"Name {seat}" for seat in range(players)]
    for seed in (1,):
        state = game.new_game(players, seed, options)
        for step in range(80):
            if not state.actors():
                break
            seat = rng.choice(state.actors())
            events = state.apply(seat, rng.choice(state.legal_actions(seat)))
            lang = ("en", "sv", "de")[step % 3]
            for viewer in [None, *range(players)]:
                keys = game.last_move_keys(visible_events(events, viewer))
                kept = _board(game, state, viewer, lang, names, keys)
                with fragments_drawn_anew():
                    anew = _board(game, state, viewer, lang, names, keys)
                assert kept == anew, (game.name, seed, step, viewer, lang)


@fragment
def _chip(d, x, label, action):
    with d.group(action, key=f"chip:{x}"):
        d.rect(x, 0, 30, 30)
        d.text(x, 20, label)


def test_a_kept_fragment_is_redrawn_when_its_action_or_marker_changes():
    """The same data, but the action legal or not, the key marked or not, the names
    changed: each is drawn as it would be anew, never as it was kept."""
    def drawn(legal, keys=(), names=("Ada",)):
        with seat_names(names), last_move(keys):
            d = Drawing(GAME, legal)
            _chip(d, 10, "a", ("bid", 1))
            return "".join(d.parts), d.undrawn()

    plain, rest = drawn([])
    assert "data-action" not in plain and "board-last" not in plain and rest == []
    clickable, rest = drawn([("bid", 1), ("bid", 2)])
    assert "data-action='[&quot;bid&quot;,1]'" in clickable and "board-act" in clickable and rest == [("bid", 2)]
    marked, _ = drawn([], keys=["chip:10"])
    assert 'class="board-last"' in marked and "data-action" not in marked
    assert drawn([])[0] == plain
    before = len(_chip.memo)
    drawn([], names=("Bo",))
    assert len(_chip.memo) == before + 1  # other names: another drawing
