"""Hints for learners: the move the ``normal`` bot would make, and its chance to win.

A hint is worked out from ``state.determinize(seat, ...)`` only, so it cannot
give away anything the asking seat may not know: two true states the seat cannot
tell apart give the same hint for the same seed. A game with an evaluation asks
the ``normal`` level (:mod:`.levels`), whose search estimates the chance; a game
without one asks its heuristic bot (else the random bot) and gives no estimate.
"""
from __future__ import annotations

import random

from ..engine import Game, IllegalAction, State
from . import bot_names, default_bot, make_bot

#: the bot asked for a hint where the game has an evaluation
HINT_BOT = "normal"


def hint_bot_name(game: Game) -> str:
    """The bot whose move a hint suggests in ``game``."""
    if HINT_BOT in bot_names(game):
        return HINT_BOT
    return default_bot(game)


def hint(game: Game, state: State, seat: int, seed: int, lang: str = "en") -> dict:
    """``{"action", "text", "chance"}``: the suggested action for ``seat``, in words
    (``lang``), and the estimated chance to win in [0, 1] (``None`` without an
    estimate: a game without an evaluation, or a forced move).

    Raises :class:`IllegalAction` when ``seat`` may not act now.
    """
    if seat not in state.actors():
        raise IllegalAction(f"seat {seat} cannot act now, so there is no move to suggest")
    rng = random.Random(seed)
    seen = state.determinize(seat, rng.getrandbits(63))
    bot = make_bot(game, hint_bot_name(game), rng.getrandbits(63))
    if hasattr(bot, "advise"):
        action, chance = bot.advise(seen, seat)
    else:
        action, chance = bot.choose(seen, seat), None
    return {"action": action, "text": game.describe_action(action, lang, seen), "chance": chance}
