"""The effect vocabulary: what a card's text may say, as data.

A card's text (``"text"`` in cards.json) is a list of *abilities*. Each has a
``when`` and a ``do``, plus the parameters of its ``do``::

    {"when": "action", "do": "opponent_discards", "n": 2}       # Enhu
    {"when": "passive", "do": "free_uncurse", "phase": 2}        # Khema
    {"when": "enter", "do": "scarabs_on_self", "n": 1}           # De Sju Sfinxerna

``when`` is one of

* ``enter``: once, when the card comes into play;
* ``action``: an "Action:" text, used by spending an action in the card's phase;
* ``fate``: what a fate card does when it is played;
* ``passive``: holds while the card is in play and uncursed. A passive ability
  attaches to a named *hook point* of the turn (see :data:`PASSIVE`); the rules
  ask for the passives at that point and never test for particular cards.

One-shot operations (enter, action, fate) are in :data:`ONE_SHOT`. Those that
need a choice (a target card, a region) put a *step* on the state's queue and
the acting seat chooses among ``("target", card)``, ``("region", r)``,
``("hand_discard", card)`` or ``("skip",)``.

Owners of the printed game can type its cards in this vocabulary without
writing Python; :func:`check_ability` says what is wrong with an entry.
"""
from __future__ import annotations

from dataclasses import dataclass, field

TYPES = ("minion", "building", "leader", "god", "fate")
COLUMN_TYPES = ("minion", "building", "leader")
KINDS = ("military", "religious", "economic")
PHASES = (0, 1, 2, "supremacy")
WHENS = ("enter", "action", "fate", "passive")


@dataclass(frozen=True)
class Param:
    """One parameter of an operation: its kind and default (``None``: required)."""

    kind: str  # "int", "side", "scope", "types", "bool", "phase", "kind", "region"
    default: object = None
    low: int = 0
    high: int = 9


@dataclass(frozen=True)
class Op:
    """An operation of the vocabulary; ``point`` names a passive's hook point."""

    name: str
    help: str
    params: dict = field(default_factory=dict)
    whens: tuple = ("enter", "action", "fate")
    point: str | None = None


_TARGET = {"side": Param("side", "enemy"), "region": Param("region", "any"),
           "types": Param("types", list(COLUMN_TYPES))}

ONE_SHOT = {op.name: op for op in [
    Op("draw", "you draw n cards", {"n": Param("int", 1, 1)}),
    Op("mill", "your opponent discards the top n cards of their deck", {"n": Param("int", 1, 1)}),
    Op("opponent_discards", "your opponent chooses n cards from their hand and discards them",
       {"n": Param("int", 1, 1)}),
    Op("curse", "put a scarab on a card in play, n times (side: enemy/own/any; region: any/same; "
       "types: which card types)", {"n": Param("int", 1, 1), "optional": Param("bool", False), **_TARGET}),
    Op("uncurse", "take a scarab off a card in play, up to n times", {
        "n": Param("int", 1, 1), "side": Param("side", "own"), "region": Param("region", "any"),
        "types": Param("types", list(TYPES))}),
    Op("clear_region", "choose a region and take every scarab off every card in it"),
    Op("scarabs_on_self", "put n scarabs on this card", {"n": Param("int", 1, 1)}, whens=("enter",)),
    Op("destroy", "discard a card in play of at most max_power printed power", {
        "max_power": Param("int", 9), "optional": Param("bool", False), **_TARGET}),
    Op("banish_god", "your opponent discards one of their gods of your choice"),
]}

PASSIVE = {op.name: op for op in [
    Op("power", "cards of the side in the scope get amount more power (never below 0)", {
        "amount": Param("int", 1, -6, 6), "scope": Param("scope", "column"), "side": Param("side", "own"),
        "types": Param("types", list(COLUMN_TYPES)), "other": Param("bool", True)},
       whens=("passive",), point="power"),
    Op("free_uncurse", "once in each of your phase `phase` you may take a scarab off any card "
       "without spending an action", {"phase": Param("phase", 2)}, whens=("passive",), point="free_moves"),
    Op("extra_action", "you may take n more actions in phase `phase`", {
        "phase": Param("phase", 1), "n": Param("int", 1, 1)}, whens=("passive",), point="actions"),
    Op("ward", "your opponent cannot curse your cards in the scope", {
        "scope": Param("scope", "self"), "types": Param("types", list(COLUMN_TYPES))},
       whens=("passive",), point="curse_protection"),
    Op("win_ties", "a tie in this card's column gives you supremacy", {}, whens=("passive",),
       point="supremacy_tie"),
    Op("turn_start_draw", "at the start of your turn you draw n cards", {"n": Param("int", 1, 1)},
       whens=("passive",), point="turn_start"),
    Op("exercise_bonus", "exercising `kind` supremacy does n more (military: one more card off "
       "the top; economic: one more card drawn)", {"kind": Param("kind", "military"), "n": Param("int", 1, 1)},
       whens=("passive",), point="exercise"),
]}

_CHOICES = {
    "side": ("enemy", "own", "any"),
    "region": ("any", "same"),
    "scope": ("self", "column", "region", "all"),
    "kind": ("military", "economic"),
    "phase": PHASES,
}


def check_ability(ability, card_type: str) -> list[str]:
    """What is wrong with one ability of a card of ``card_type`` (empty: nothing)."""
    if not isinstance(ability, dict):
        return [f"an ability is an object with \"when\" and \"do\", not {ability!r}"]
    when, name = ability.get("when"), ability.get("do")
    if when not in WHENS:
        return [f"\"when\" must be one of {', '.join(WHENS)}, not {when!r}"]
    op = ONE_SHOT.get(name) or PASSIVE.get(name)
    if op is None:
        known = ", ".join([*ONE_SHOT, *PASSIVE])
        return [f"unknown effect {name!r}; the vocabulary has: {known}"]
    errors = []
    if when not in op.whens:
        errors.append(f"effect {name!r} cannot be used with when={when!r} (only {', '.join(op.whens)})")
    if (when == "fate") != (card_type == "fate"):
        errors.append("only fate cards have \"when\": \"fate\" abilities, and fates have only those")
    for key in ability:
        if key not in ("when", "do") and key not in op.params:
            errors.append(f"effect {name!r} has no parameter {key!r}"
                          + (f" (it takes {', '.join(op.params)})" if op.params else " (it takes none)"))
    for key, param in op.params.items():
        if key not in ability:
            continue
        value = ability[key]
        if param.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) or not param.low <= value <= param.high:
                errors.append(f"{name}.{key} must be a whole number from {param.low} to {param.high}, not {value!r}")
        elif param.kind == "bool":
            if not isinstance(value, bool):
                errors.append(f"{name}.{key} must be true or false, not {value!r}")
        elif param.kind == "types":
            if not isinstance(value, list) or not value or any(t not in TYPES for t in value):
                errors.append(f"{name}.{key} must be a non-empty list of {', '.join(TYPES)}, not {value!r}")
        elif value not in _CHOICES[param.kind]:
            allowed = ", ".join(repr(c) for c in _CHOICES[param.kind])
            errors.append(f"{name}.{key} must be one of {allowed}, not {value!r}")
    return errors


def normalise(ability: dict) -> dict:
    """The ability with every default filled in (call after :func:`check_ability`)."""
    op = ONE_SHOT.get(ability["do"]) or PASSIVE[ability["do"]]
    full = {"when": ability["when"], "do": ability["do"]}
    for key, param in op.params.items():
        value = ability.get(key, param.default)
        full[key] = list(value) if isinstance(value, list) else value
    return full


def vocabulary_lines() -> list[str]:
    """The vocabulary in words, for people typing in cards: each effect, its uses and parameters."""
    lines = []
    for title, ops in (("one-shot effects", ONE_SHOT), ("passive effects", PASSIVE)):
        lines.append(f"{title}:")
        for op in ops.values():
            params = ", ".join(f"{k}={p.default!r}" if p.default is not None else k for k, p in op.params.items())
            lines.append(f"  {op.name}({params}) [when: {'/'.join(op.whens)}]: {op.help}")
    lines.append("parameter values: side enemy/own/any; region any/same; scope self/column/region/all; "
                 "types a list of minion/building/leader/god/fate; phase 0/1/2/\"supremacy\"")
    return lines
