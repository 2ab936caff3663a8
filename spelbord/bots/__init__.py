"""Players that need no person: the random bot, and how any bot is asked for a move.

A bot is an object with ``choose(state, seat) -> action``. The state a bot is
given is always one ``seat`` may know: :func:`ask` hands it
``state.determinize(seat, ...)``, so a bot cannot cheat by reading the others'
hands, even by mistake. Bots that only look at ``state.legal_actions(seat)``
(which depend on nothing hidden) set ``reads_state = False`` and skip that cost.
"""
from __future__ import annotations

import random
from functools import partial

from ..engine import Game, State
from .budget import searches
from .ismcts import ISMCTS

__all__ = ["ISMCTS", "RandomBot", "ask", "bot_names", "default_bot", "make_bot", "play_game"]


class RandomBot:
    """Picks uniformly among the legal actions."""

    reads_state = False

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: State, seat: int):
        return self.rng.choice(state.legal_actions(seat))


def ask(bot, state: State, seat: int, rng: random.Random):
    """The action ``bot`` chooses for ``seat``, given only what that seat may know."""
    if getattr(bot, "reads_state", True):
        return bot.choose(state.determinize(seat, rng.getrandbits(63)), seat)
    return bot.choose(state, seat)


def bot_names(game: Game) -> list[str]:
    """Every bot ``game`` can seat: random, the game's own, and, for a game with an
    evaluation (see :mod:`.evaluation`), the search and the levels, in that order (a
    game's own bot of a level's name takes that level's place)."""
    from .evaluation import evaluator
    from .levels import LEVELS
    own = [name for name in game.bots if name not in LEVELS]
    levels = [name for name in LEVELS if name in game.bots or evaluator(game)]
    return ["random", *own, *levels]


def default_bot(game: Game) -> str:
    """The game's heuristic bot if it has one, else the random bot."""
    return "heuristic" if "heuristic" in game.bots else "random"


def make_bot(game: Game, name: str, seed: int, budget: dict | None = None):
    """A new bot called ``name``: "random", one of ``game.bots`` (a game's own bot
    of a level's name before the level), "ismcts", or a level ("easy", "normal",
    "hard"; see :mod:`spelbord.bots.levels`). A bot that
    searches thinks within ``budget`` instead of its own (see :mod:`.budget`)."""
    from .levels import LEVELS
    if name == "random":
        factory = RandomBot
    elif name in game.bots:
        factory = game.bots[name]
    elif name in bot_names(game):
        factory = partial(LEVELS[name], game)
    else:
        raise ValueError(f"unknown bot {name!r} for {game.name}; choose from {', '.join(bot_names(game))}")
    if budget is not None and searches(factory):
        return factory(seed, **budget)
    return factory(seed)


def play_game(game: Game, players: int, seed: int, bots: list, options: dict | None = None,
              max_steps: int = 100_000) -> State:
    """Play one game with a bot in every seat and return the final state."""
    state = game.new_game(players, seed, options)
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(max_steps):
        actors = state.actors()
        if not actors:
            return state
        for seat in actors:
            state.apply(seat, ask(bots[seat], state, seat, rng))
    raise RuntimeError(f"{game.name} did not end within {max_steps} actions (seed {seed})")
