"""The last move marked on every game's board: the keys a move's events touch are drawn
with the one marker of :mod:`spelbord.engine.svg`, from the events the seat may see."""
import random

import pytest

import spelbord
from spelbord.engine import visible_events
from spelbord.engine.svg import last_move, parse

#: per game: an event and the key prefix of what it must mark on every seat's board
EXPECTED = {
    "spionage": (lambda e: e["type"] == "moved", "pawn:"),
    "quo-vadis": (lambda e: e["type"] == "place", "committee:"),
    # a card played into a column (one without a column takes effect and is gone)
    "scarab-lords": (lambda e: e["type"] == "play" and e["column"] is not None, "card:"),
    "tiny-epic-galaxies": (lambda e: e["type"] == "move", ""),
    "cosmic-encounter": (lambda e: e["type"] == "launched", "planet:"),
}


def _marked(svg: str) -> set[str]:
    return {el.get("data-key") for el in parse(svg).iter() if "board-last" in (el.get("class") or "")}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_move_marks_what_it_changed_on_every_seats_board(name):
    game = spelbord.load(name)
    touches, prefix = EXPECTED[name]
    state = game.new_game(2 if name == "scarab-lords" else 3, 5)
    rng = random.Random(5)
    seen = 0
    for _ in range(150):
        if not state.actors():
            break
        seat = rng.choice(state.actors())
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        for viewer in [None, *range(state.players)]:
            keys = game.last_move_keys(visible_events(events, viewer))
            with last_move(keys):
                svg = game.board_svg(state.view(viewer), "en",
                                     state.legal_actions(viewer) if viewer is not None else [])
            marked = _marked(svg)
            assert marked <= keys, (name, marked - keys)
            if any(touches(e) for e in events):
                assert any(key.startswith(prefix) for key in marked), (name, events, keys, marked)
                seen += 1
    assert seen, f"no such event in the first moves of {name}"
