"""Events in words, as one seat sees them.

The game words its own events (``game.describe_event``); the engine's events
of secret simultaneous steps (``chosen``, ``you_chose``, ``secret_step``) are
the same in every game and are worded here.
"""
from __future__ import annotations

from ..engine import Game
from ..i18n import translator


#: the table's own event before a move a bot made for a person whose time ran out
#: (``{"type": BOT_FOR_LATE, "seat": 2, "kept": True}``; kept: the bot keeps the seat)
BOT_FOR_LATE = "bot_for_late"


def describe_event(game: Game, event: dict, names: list[str], lang: str,
                   viewer: int | None = None) -> str:
    """One line of the log for ``viewer`` (a seat, or ``None`` for an onlooker)."""
    _ = translator(lang)
    kind = event.get("type")
    if kind == BOT_FOR_LATE:
        if event["kept"]:
            return _("A bot moved for {player} (time ran out) and keeps the seat for the rest of the game.").format(
                player=names[event["seat"]])
        return _("A bot moved for {player} (time ran out).").format(player=names[event["seat"]])
    if kind == "chosen":
        return _("{player} has made a secret choice ({step}).").format(
            player=names[event["seat"]], step=game.describe_step(event["step"], lang))
    if kind == "you_chose":
        actions = "; ".join(game.describe_action(json_action(a), lang, None) for a in event["actions"])
        if event["seat"] == viewer:
            return _("You chose: {actions}.").format(actions=actions)
        return _("{player} chose: {actions}.").format(player=names[event["seat"]], actions=actions)
    if kind == "secret_step":
        action = game.describe_action(json_action(event["action"]), lang, None)
        if event["seat"] == viewer:
            return _("You picked: {action} (your choice is not complete yet).").format(action=action)
        return _("{player} picked: {action} (the choice is not complete yet).").format(
            player=names[event["seat"]], action=action)
    if kind in game.reader_worded_events:  # worded for its reader ("Yellow gives you ...")
        return game.describe_event(event, lang, viewer)
    return game.describe_event(event, lang)


def json_action(data) -> tuple:
    """An action as JSON lists back in the engine's tuple form."""
    return tuple(json_action(a) if isinstance(a, list) else a for a in data)


def identities(game: Game, names: list[str], lang: str) -> list[str]:
    """One identity per player: the name, with the colour or organisation the seat plays
    where the game has them ("Ada (MI6)")."""
    marks = [game.seat_label(seat, lang) for seat in range(len(names))]
    return [name if mark is None else f"{name} ({mark})" for name, mark in zip(names, marks)]


def default_names(players: int, lang: str) -> list[str]:
    _ = translator(lang)
    return [_("Player {number}").format(number=seat + 1) for seat in range(players)]
