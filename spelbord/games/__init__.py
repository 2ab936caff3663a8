"""The games, one package each; ``spelbord.games()`` lists their names.

``spelbord.games`` is both this package and the public function that lists the
games: importing a game's subpackage binds the package to ``spelbord.games``,
so the package itself is made callable and answers what the function would.
"""
import sys
import types

from ..engine.registry import games as _list_games


class _CallablePackage(types.ModuleType):
    def __call__(self) -> list[str]:
        """The names of the games spelbord plays."""
        return _list_games()


sys.modules[__name__].__class__ = _CallablePackage
