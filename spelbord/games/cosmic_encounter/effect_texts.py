"""The aliens' and fate cards' own actions and events in words (sv, de, en).

:func:`describe_action` answers :meth:`.hooks.Effect.describe` for the powers
and fate cards whose actions carry arguments; :func:`describe_event` the events
only they produce (``None`` for any other event, which the rules' texts say).
Messages are English here and translated in the game's catalogues.
"""
from __future__ import annotations

from ...i18n import translator
from . import data
from .texts import card_name, planet_name, player_name


def _name(key: str, lang: str) -> str:
    item = data.ALIENS.get(key) or data.FATE_CARDS[key]
    return getattr(item, lang)


def describe_action(action: tuple, lang: str) -> str | None:
    _ = translator(lang, "cosmic-encounter")
    kind, key, args = action[0], action[1], action[2:]
    text = None
    if key == "philanthropist":
        text = _("Give {card} to {player}").format(card=card_name(args[0], lang), player=player_name(args[1], lang))
    elif key == "mind":
        text = _("Look at {player}'s hand").format(player=player_name(args[0], lang))
    elif key == "amoeba":
        template = _("Move a ship from {planet} into the challenge") if args[0] == "add" \
            else _("Take a ship back to {planet}")
        text = template.format(planet=planet_name(args[1], lang))
    elif key == "mutant":
        text = _("Draw a card from the deck") if args[0] == "deck" \
            else _("Draw a card at random from {player}'s hand").format(player=player_name(args[1], lang))
    elif key == "seeker":
        text = _question(args, lang)
    elif key == "clone":
        text = _("Keep your challenge card")
    elif key == "trader":
        text = _("Swap hands with your opponent")
    elif key == "filch":
        text = _("Take your opponent's played card from the discard pile")
    elif key == "chronos":
        text = _("Replay the challenge: both main players choose new cards")
    elif key in ("cosmic_zap", "plague"):
        text = _("Play {card} on {player}").format(card=_name(key, lang), player=player_name(args[0], lang))
        return text
    if text is None:
        return None
    return f"{text} ({_name(key, lang)})"


def _question(args: tuple, lang: str) -> str:
    _ = translator(lang, "cosmic-encounter")
    if args[0] == "compromise":
        return _("Ask: do you hold a compromise card?")
    if args[0] == "edict":
        return _("Ask: do you hold a fate card?")
    return _("Ask: do you hold an attack card of {n} or more?").format(n=args[1])


def describe_event(event: dict, lang: str) -> str | None:
    _ = translator(lang, "cosmic-encounter")
    kind = event["type"]
    who = player_name(event["seat"], lang) if "seat" in event else ""
    target = player_name(event["target"], lang) if "target" in event else ""
    if kind == "amoeba":
        template = _("{player} moves a ship from {planet} into the challenge ({ships} now)") \
            if event["move"] == "add" else _("{player} takes a ship back to {planet} ({ships} left)")
        return template.format(player=who, planet=planet_name(event["planet"], lang), ships=event["ships"])
    if kind == "hand_seen":
        return _("{player} looks at {target}'s hand").format(player=who, target=target)
    if kind == "hand_shown":
        cards = ", ".join(card_name(c, lang) for c in event["cards"]) or _("no cards")
        return _("{target}'s hand: {cards}").format(target=target, cards=cards)
    if kind == "question":
        answer = _("yes") if event["answer"] else _("no")
        return _("{player} asks {target}: {question} {answer}").format(
            player=who, target=target, question=_question(tuple(event["question"]), lang).split(": ", 1)[-1],
            answer=answer)
    if kind == "hands_swapped":
        return _("{player} swaps hands with {target}").format(player=who, target=target)
    if kind == "card_filched":
        return _("{player} takes {card} from the discard pile").format(player=who, card=card_name(event["card"], lang))
    if kind == "replay":
        return _("{player} has the challenge replayed: the cards go back and both choose again").format(player=who)
    if kind == "freed_all":
        return _("{ships} of {player}'s ships leave the black hole").format(ships=event["ships"], player=who)
    if kind == "plague":
        return _("{player} strikes {target} with the plague").format(player=who, target=target)
    if kind == "discarded":
        return _("{player} discards {card}").format(player=who, card=card_name(event["card"], lang))
    if kind == "power_rotated":
        if event["powers"] is None:
            return _("{player} draws a new hidden alien").format(player=who)
        return _("{player} draws a new alien: {alien}").format(
            player=who, alien=", ".join(_name(k, lang) for k in event["powers"]))
    if kind == "power_drawn":
        return _("{player} draws the hidden alien {alien}").format(
            player=who, alien=", ".join(_name(k, lang) for k in event["powers"]))
    return None
