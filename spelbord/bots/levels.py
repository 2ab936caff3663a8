"""The bots people pick by strength, and the search bot by its own name.

========  ===================================================================
name      what it is
========  ===================================================================
easy      the game's heuristic bot, playing a random legal action instead in
          a third of its moves
normal    :class:`~.ismcts.ISMCTS` with 200 simulations a move
hard      ISMCTS with 2,000 simulations a move, stopped after 2 seconds;
          in Scarab Lords the game's own ``hard``, its turn planner
          (:mod:`spelbord.games.scarab_lords.planner`): 32 simulations of
          the opponent's reply a turn planned, stopped after 2 seconds
ismcts    ISMCTS with 1,000 simulations a move
========  ===================================================================

A game's own bot of a level's name (in ``game.bots``) takes the level's place.

Every level's search treats the other seats as the game's ``OPPONENTS`` says
(:mod:`.ismcts`): searched like its own, or, in Spionage! with three to five
players, modelled by its playout policy (the heuristic bot, except that it does
not make the report that ends a game it would lose), and in Scarab Lords and in
Cosmic Encounter modelled as the game's heuristic bot.
Where it searches them with more than two players, their moves in its tree widen
progressively from the heuristic bot's, and it plays the heuristic bot's move
unless it is surer of another by a margin (see :mod:`.ismcts`), except in Tiny
Epic Galaxies, where it plays its own choice as it does wherever it models them.

Budgets in simulations make ``normal``, ``ismcts`` and ``easy`` reproducible
from their seed. ``hard`` is as well whenever its 2,000 simulations take less
than 2 seconds (on a slower or busier machine the clock stops it earlier, and
its move can then differ from run to run).
"""
from __future__ import annotations

import random

from .ismcts import ISMCTS

#: the share of ``easy``'s moves that are random
EASY_RANDOMNESS = 1 / 3


class EasyBot:
    """The game's heuristic bot with some randomness (or random play without one)."""

    reads_state = True

    def __init__(self, game, seed: int = 0):
        self.rng = random.Random(seed)
        heuristic = game.bots.get("heuristic")
        self.heuristic = heuristic(seed) if heuristic else None

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if self.heuristic is None or self.rng.random() < EASY_RANDOMNESS:
            return self.rng.choice(legal)
        return self.heuristic.choose(state, seat)


# a budget given to make_bot (simulations or seconds) replaces a level's own
def _normal(game, seed, simulations=200, seconds=None):
    return ISMCTS(game, seed, simulations=simulations, seconds=seconds)


def _hard(game, seed, simulations=2000, seconds=2.0):
    return ISMCTS(game, seed, simulations=simulations, seconds=seconds)


def _ismcts(game, seed, simulations=1000, seconds=None):
    return ISMCTS(game, seed, simulations=simulations, seconds=seconds)


#: bot name -> factory (game, seed) -> bot
LEVELS = {"ismcts": _ismcts, "easy": EasyBot, "normal": _normal, "hard": _hard}


def _(text: str) -> str:
    """Marks a bot's title for the interface catalogue; :func:`bot_title` translates it."""
    return text


#: the titles people read for the bot names (the names themselves are typed, e.g. in --bots)
TITLES = {"random": _("random"), "heuristic": _("heuristic"), "ismcts": _("ISMCTS search"),
          "easy": _("easy"), "normal": _("normal"), "hard": _("hard")}


def bot_title(name: str, lang: str) -> str:
    """The bot called ``name`` as people read it in ``lang`` (an unknown name as it is)."""
    from ..i18n import translator
    return translator(lang)(TITLES[name]) if name in TITLES else name
