"""Finding games by name, and rebuilding a game from its record."""
from __future__ import annotations

import importlib

from .errors import InvalidOptions
from .game import Game
from .state import State

#: game name -> module under spelbord.games
_MODULES = {
    "spionage": "spionage",
    "quo-vadis": "quo_vadis",
    "tiny-epic-galaxies": "tiny_epic_galaxies",
    "scarab-lords": "scarab_lords",
    "cosmic-encounter": "cosmic_encounter",
}


def games() -> list[str]:
    """The names of the games spelbord plays."""
    return list(_MODULES)


def load(name: str) -> Game:
    """The game called ``name`` (see :func:`games`)."""
    module = _MODULES.get(name)
    if module is None:
        raise InvalidOptions(f"unknown game {name!r}; spelbord plays: {', '.join(_MODULES)}")
    return importlib.import_module(f"spelbord.games.{module}").GAME


def replay(record: dict, trusted: bool = False) -> State:
    """Rebuild a state from ``state.record()``: same game, seed and actions.

    Every action is checked against the legal actions (an illegal one raises
    :class:`IllegalAction`), unless ``trusted``: for records this program
    wrote itself, which then replay without listing any legal actions.
    """
    if not isinstance(record, dict) or record.get("format") != 1:
        raise InvalidOptions("not a spelbord game record (expected a dict with format 1)")
    game = load(record["game"])
    state = game.new_game(record["players"], record["seed"], record.get("options"))
    carry_out = state.apply_trusted if trusted else state.apply
    from_json = game.action_from_json
    for seat, action in record["actions"]:
        carry_out(seat, from_json(action))
    return state
