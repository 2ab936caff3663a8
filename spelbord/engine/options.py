"""A game's variants, declared as data and validated in one place."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import InvalidOptions


@dataclass(frozen=True)
class Option:
    """One variant or setting of a game.

    ``choices`` lists the allowed values (booleans by default); ``players``
    limits the player counts for which the option may be set to a
    non-default value (e.g. the two-player variants of Spionage!).

    ``label`` is the option's name and ``words`` the name of each choice that is
    a word ("random", "temet"), as people read them in the lobby: English,
    marked for the game's catalogue like ``help``. A ``research`` option is for
    research and test runs (simulate, tournament, the RL adapters): the lobby
    neither shows nor accepts it.
    """

    default: Any
    help: str
    choices: tuple = (False, True)
    players: tuple[int, ...] | None = None
    label: str = ""
    words: dict | None = None
    research: bool = False

    def choice_word(self, choice) -> str:
        """The English word for ``choice`` (before translation): its word, else itself."""
        return (self.words or {}).get(choice, str(choice))


def validate_options(game_name: str, declared: dict[str, Option],
                     given: dict | None, players: int) -> dict:
    """Return the full options dict (defaults filled in) or raise InvalidOptions."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise InvalidOptions(f"options must be a dict of variant names to values, not {type(given).__name__}")
    unknown = sorted(set(given) - set(declared))
    if unknown:
        known = ", ".join(sorted(declared)) or "none"
        raise InvalidOptions(f"unknown option {unknown[0]!r} for {game_name}; known options: {known}")
    result = {}
    for name, option in declared.items():
        value = given.get(name, option.default)
        # bool is an int in Python: compare types too, so 1 is not accepted for True.
        if not any(value == c and type(value) is type(c) for c in option.choices):
            allowed = ", ".join(repr(c) for c in option.choices)
            raise InvalidOptions(f"option {name!r} of {game_name} must be one of {allowed}, not {value!r}")
        if value != option.default and option.players is not None and players not in option.players:
            counts = ", ".join(str(p) for p in option.players)
            raise InvalidOptions(f"option {name!r} of {game_name} applies only to {counts} players, not {players}")
        result[name] = value
    return result
