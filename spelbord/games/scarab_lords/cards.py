"""The cards ("Korten"): reading, checking and listing the card data file.

cards.json holds every card: the nine the rulebook names (``origin: printed``)
and the ones spelbord designed to fill the decks (``origin: spelbord``). Each
physical card becomes one :class:`Card` with an integer id; ids are the cards'
identities in the game (two copies of a card have two ids).

    >>> book = load_book()
    >>> khema = book.by_key("khema")[0]
    >>> khema.type, khema.phase, khema.text[0]["do"]
    ('god', 2, 'free_uncurse')
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .effects import COLUMN_TYPES, KINDS, PASSIVE, PHASES, TYPES, WHENS, check_ability, normalise

DEFAULT_FILE = Path(__file__).with_name("cards.json")
HOUSES = ("ankar", "temet", "bonus")
#: the printed deck sizes: 30 blue (Ankar), 30 red (Temet), 24 white (bonus)
DECK_SIZES = {"ankar": 30, "temet": 30, "bonus": 24}
#: phase codes used in the state: 0, 1, 2, and 3 for the supremacy phase
SUPREMACY = 3


@dataclass(frozen=True)
class Card:
    id: int
    key: str
    name: dict
    house: str
    type: str
    phase: int          # 0, 1, 2 or 3 (= supremacy)
    power: int
    kinds: tuple        # column kinds it may be played in: 0 military, 1 religious, 2 economic
    text: tuple         # normalised abilities (see effects.py)
    origin: str
    source: str = ""
    confidence: str = ""
    guessed: tuple = ()

    @property
    def in_column(self) -> bool:
        return self.type in COLUMN_TYPES

    def title(self, lang: str = "en") -> str:
        return self.name.get(lang) or self.name["en"]

    def abilities(self, when: str) -> list[dict]:
        return [a for a in self.text if a["when"] == when]


class CardBook:
    """All cards of one card file, by id, with each house's starting deck."""

    def __init__(self, cards: list[Card]):
        self.cards = tuple(cards)
        self.houses = {h: tuple(c.id for c in cards if c.house == h) for h in HOUSES}
        #: per card id: the power it counts in play with no scarab and no text changing it
        self.printed_power = tuple(max(card.power, 0) for card in cards)
        self._keys: dict[str, list[Card]] = {}
        for card in cards:
            self._keys.setdefault(card.key, []).append(card)
        #: per card id: hook point -> its passive abilities (see effects.PASSIVE)
        self.passives = []
        for card in cards:
            points: dict[str, list[dict]] = {}
            for ability in card.abilities("passive"):
                points.setdefault(PASSIVE[ability["do"]].point, []).append(ability)
            self.passives.append(points)
        #: the ids of the cards with a passive text
        self.passive_cards = tuple(card.id for card in cards if self.passives[card.id])
        #: hook point -> the ids of the cards with a passive text at that point
        self.passive_cards_at = {}
        for card in cards:
            for point in self.passives[card.id]:
                self.passive_cards_at.setdefault(point, []).append(card.id)
        #: moment ("enter", "action", "fate", "passive") -> per card id its abilities then
        self.abilities = {when: tuple(tuple(card.abilities(when)) for card in cards) for when in WHENS}
        #: per card id: does it have an "Action:" text
        self.has_action = [bool(abilities) for abilities in self.abilities["action"]]
        # for listing the legal actions of every step: per card id its phase, its type
        # and its plays from the hand, and each action naming a card, every tuple made once
        self.phases = tuple(card.phase for card in cards)
        self.types = tuple(card.type for card in cards)
        self.plays = tuple(_plays(card) for card in cards)
        (self.uncurse_moves, self.activate_moves, self.discard_moves, self.free_uncurse_moves, self.toss_moves,
         self.refresh_discard_moves) = (tuple((name, card.id) for card in cards) for name in CARD_MOVES)

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, card_id: int) -> Card:
        return self.cards[card_id]

    def by_key(self, key: str) -> list[Card]:
        return list(self._keys.get(key, []))


#: the actions that name one card, as ``CardBook.uncurse_moves[card]`` and so on
CARD_MOVES = ("uncurse", "activate", "discard", "free_uncurse", "toss", "refresh_discard")


def _plays(card: Card) -> tuple:
    """Playing ``card`` from the hand: a god or fate without a column, any other
    card into each column of its symbols, in either region."""
    if card.type in ("god", "fate"):
        return (("play", card.id),)
    return tuple(("play", card.id, column) for k in card.kinds for column in (k, k + 3))


class CardFileError(ValueError):
    """A card file with bad entries; ``errors`` lists each problem in words."""

    def __init__(self, errors: list[str]):
        super().__init__("\n".join(errors))
        self.errors = errors


def check_entries(data) -> list[str]:
    """Every problem of a card file's parsed JSON, one sentence each (empty: it is good)."""
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return ['the file must be a JSON object with a "cards" list']
    errors: list[str] = []
    counts = {h: 0 for h in HOUSES}
    seen: set[str] = set()
    for number, entry in enumerate(data["cards"], 1):
        where = f"card {number}"
        if not isinstance(entry, dict):
            errors.append(f"{where}: an entry is an object, not {entry!r}")
            continue
        key = entry.get("key")
        if isinstance(key, str) and key:
            where += f" ({key})"
            if key in seen:
                errors.append(f"{where}: the key {key!r} is used twice; give copies with \"copies\"")
            seen.add(key)
        else:
            errors.append(f"{where}: \"key\" must be a non-empty string")
        errors += [f"{where}: {e}" for e in _check_entry(entry)]
        copies = entry.get("copies", 1)
        if entry.get("house") in counts and isinstance(copies, int):
            counts[entry["house"]] += copies
    for house, size in DECK_SIZES.items():
        if counts[house] != size:
            errors.append(f"the {house} deck has {counts[house]} cards; the game has {size}")
    return errors


_FIELDS = {"key", "name", "house", "type", "phase", "power", "columns", "text", "copies", "origin",
           "source", "confidence", "guessed", "flavour"}


def _check_entry(entry: dict) -> list[str]:
    errors = []
    for key in entry:
        if key not in _FIELDS:
            errors.append(f"unknown field {key!r} (fields: {', '.join(sorted(_FIELDS))})")
    name = entry.get("name")
    if not isinstance(name, dict) or not isinstance(name.get("en"), str) \
            or any(not isinstance(v, str) or k not in ("sv", "de", "en") for k, v in name.items()):
        errors.append('"name" must be an object of sv/de/en titles with at least "en"')
    if entry.get("house") not in HOUSES:
        errors.append(f"\"house\" must be one of {', '.join(HOUSES)}, not {entry.get('house')!r}")
    kind = entry.get("type")
    if kind not in TYPES:
        errors.append(f"\"type\" must be one of {', '.join(TYPES)}, not {kind!r}")
    if entry.get("phase") not in PHASES or isinstance(entry.get("phase"), bool):
        errors.append(f"\"phase\" must be 0, 1, 2 or \"supremacy\", not {entry.get('phase')!r}")
    power = entry.get("power", 0)
    if not isinstance(power, int) or isinstance(power, bool) or not 0 <= power <= 12:
        errors.append(f"\"power\" must be a whole number from 0 to 12, not {power!r}")
    columns = entry.get("columns", [])
    if not isinstance(columns, list) or any(c not in KINDS for c in columns) or len(set(columns)) != len(columns):
        errors.append(f"\"columns\" must list distinct symbols among {', '.join(KINDS)}, not {columns!r}")
    elif kind in COLUMN_TYPES and not columns:
        errors.append(f"a {kind} needs at least one column symbol")
    elif kind in ("god", "fate") and (columns or power):
        errors.append(f"a {kind} has no column symbols and no power")
    copies = entry.get("copies", 1)
    if not isinstance(copies, int) or isinstance(copies, bool) or not 1 <= copies <= 30:
        errors.append(f"\"copies\" must be a whole number from 1 to 30, not {copies!r}")
    if entry.get("origin") not in ("printed", "spelbord"):
        errors.append(f"\"origin\" must be \"printed\" or \"spelbord\", not {entry.get('origin')!r}")
    text = entry.get("text", [])
    if not isinstance(text, list):
        errors.append("\"text\" must be a list of abilities")
    elif kind in TYPES:
        for index, ability in enumerate(text, 1):
            errors += [f"ability {index}: {e}" for e in check_ability(ability, kind)]
        if kind == "fate" and not text:
            errors.append("a fate card needs at least one \"fate\" ability")
    return errors


def build_book(data) -> CardBook:
    """The :class:`CardBook` of a parsed card file; raises :class:`CardFileError`."""
    errors = check_entries(data)
    if errors:
        raise CardFileError(errors)
    cards: list[Card] = []
    for entry in data["cards"]:
        phase = entry["phase"]
        for _ in range(entry.get("copies", 1)):
            cards.append(Card(
                id=len(cards), key=entry["key"], name=dict(entry["name"]), house=entry["house"],
                type=entry["type"], phase=SUPREMACY if phase == "supremacy" else phase,
                power=entry.get("power", 0),
                kinds=tuple(sorted(KINDS.index(c) for c in entry.get("columns", []))),
                text=tuple(normalise(a) for a in entry.get("text", [])), origin=entry["origin"],
                source=entry.get("source", ""), confidence=entry.get("confidence", ""),
                guessed=tuple(entry.get("guessed", []))))
    return CardBook(cards)


def read_card_file(path) -> CardBook:
    """Read and check a card file; raises :class:`CardFileError` with every problem."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise CardFileError([f"cannot read {path}: {error.strerror}"]) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CardFileError([f"{path} is not valid JSON: {error.msg} at line {error.lineno}, "
                             f"column {error.colno}"]) from None
    return build_book(data)


@lru_cache(maxsize=None)
def load_book() -> CardBook:
    """The card book of the card file shipped with spelbord."""
    return read_card_file(DEFAULT_FILE)


def card_rows(book: CardBook | None = None, lang: str = "en") -> list[dict]:
    """One row per card (copies together) for listing: what ``spelbord cards`` prints."""
    from .texts import ability_text
    book = book or load_book()
    rows, done = [], set()
    for card in book.cards:
        if card.key in done:
            continue
        done.add(card.key)
        rows.append({
            "key": card.key, "name": card.title(lang), "house": card.house, "type": card.type,
            "phase": "supremacy" if card.phase == SUPREMACY else card.phase,
            "power": card.power if card.in_column else None,  # gods and fates have none
            "columns": [KINDS[k] for k in card.kinds], "copies": len(book.by_key(card.key)),
            "text": "; ".join(ability_text(a, lang) for a in card.text),
            "origin": card.origin, "confidence": card.confidence or ("designed" if card.origin == "spelbord" else ""),
            "guessed": list(card.guessed)})
    return rows


def check_card_file(path) -> list[str]:
    """The problems of a user's card file, one sentence each; empty when it is good."""
    try:
        read_card_file(path)
    except CardFileError as error:
        return error.errors
    return []
