"""Typing ahead: moves keep their numbers while one choice is built, and several
moves may be typed in one input.

A choice of several steps (a Cosmic Encounter deal built term by term, ships
launched one at a time, a Spionage! report shown card by card) asks the same
seat again and again. Its moves keep their numbers from one step to the next,
a move that becomes possible gets the next free number, and a move that is no
longer possible leaves a gap, so ``3 5 5`` (or ``3,5,5``) typed at once means
move 3, then move 5, then move 5 again. The numbers start again from 1 when
another seat has moved or the new step shares no move with the last one.

A line of several moves is first tried on a copy of the game: it is carried out
only if every move is possible in its turn, so a line with a mistake changes
nothing. It may not run past a move that draws, reveals or hands over something
hidden: what comes after it the person decides having seen it, and trying it in
advance would tell them the outcome without their committing to anything.
"""
from __future__ import annotations

from typing import Callable, Hashable

from ..engine import IllegalAction

#: engine events that only echo a seat's own secret choice back to it
ECHOES = ("secret_step", "chosen", "you_chose")


class Numbering:
    """The numbers of one seat's moves while it builds one choice (a move is any
    hashable key: an action, or a key of a move that stands for several)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.numbers: dict[Hashable, int] = {}

    def number(self, seat: int, keys: list) -> list[int]:
        """The numbers of ``keys``, the moves ``seat`` is offered now."""
        if seat != self.seat or not any(key in self.numbers for key in keys):
            self.seat, self.numbers = seat, {}
        for key in keys:
            if key not in self.numbers:
                self.numbers[key] = max(self.numbers.values(), default=0) + 1
        return [self.numbers[key] for key in keys]

    def moved(self, seat: int) -> None:
        """Another seat's move ends the choice under way."""
        if seat != self.seat:
            self.seat, self.numbers = None, {}

    def copy(self) -> "Numbering":
        new = Numbering()
        new.seat, new.numbers = self.seat, dict(self.numbers)
        return new


def moves_of(line: str) -> list[int] | None:
    """``"3 5 5"`` or ``"3,5,5"`` -> ``[3, 5, 5]``; ``None`` unless the line is only numbers."""
    parts = line.replace(",", " ").split()
    if parts and all(part.isdigit() for part in parts):
        return [int(part) for part in parts]
    return None


def hides_outcome(state, seat: int, events: list[dict], chance_before) -> bool:
    """Whether a move drew on chance, or showed or moved something hidden: the end of
    what may be typed ahead of it."""
    if state.rng.getstate() != chance_before:
        return True
    return any(event.get("reveal") or ("to" in event and event.get("type") not in ECHOES)
               for event in events)


def try_ahead(state, seat: int, numbering: Numbering, steps: list[Callable], may_go_on: Callable,
              _) -> tuple[list, Numbering] | str:
    """The actions of ``steps``, tried one after another on a copy of ``state``.

    Each step is called with the copy and a copy of the numbering, numbers the moves
    it is offered, and returns the actions it stands for, or a message saying why it
    cannot be taken then. The result is all the actions with the numbering they
    leave, or the first such message.
    """
    trial, numbering = state.clone(), numbering.copy()
    actions, last = [], None
    past = _("Your input runs past a move that draws or reveals something; type the moves "
             "after it once you have seen it. Nothing was played.")
    for k, step in enumerate(steps):
        # checked first: whose move it is, and what is possible, may tell the outcome
        if last is not None and hides_outcome(trial, seat, *last):
            return past
        if k and not may_go_on(trial):
            return _("After move {count} of your input it is no longer your move alone; "
                     "nothing was played.").format(count=k)
        taken = step(trial, numbering)
        if isinstance(taken, str):
            return taken
        for action in taken:
            if last is not None and hides_outcome(trial, seat, *last):
                return past
            chance = trial.rng.getstate()
            try:
                last = (trial.apply(seat, action), chance)
            except IllegalAction as refusal:
                return _("Not possible: {reason}. Nothing was played.").format(reason=refusal)
            actions.append(action)
    return actions, numbering


#: the key of the move that makes a whole choice at once (the best report)
WHOLE = ("whole choice",)


class Offer:
    """The moves offered to ``seat`` now: a key and the actions of each, the best whole
    choice first where the game has one (:meth:`Game.picks_by_letter`).

    ``seen`` is a state the seat cannot tell from the real one: all words come from it.
    """

    def __init__(self, game, state, seat: int, seen, lang: str):
        legal = state.legal_actions(seat)
        self.letters = game.picks_by_letter(seen, seat, lang)
        self.english = game.picks_by_letter(seen, seat, "en") if self.letters else None
        self.keys: list = list(legal)
        self.actions = [[action] for action in legal]
        if self.letters and self.letters["best"]:
            self.keys.insert(0, WHOLE)
            self.actions.insert(0, self.letters["best"])

    def labels(self, game, seen, lang: str, _) -> list[str]:
        labels = [game.describe_action(actions[0], lang, seen) for actions in self.actions]
        if self.keys and self.keys[0] == WHOLE:
            labels[0] = _("In one move: {moves} (or type: {typed})").format(
                moves="; ".join(game.describe_action(a, lang, seen) for a in self.actions[0]),
                typed=self.typed(self.actions[0]))
        return labels

    def typed(self, actions: list) -> str:
        """How ``actions`` are typed by letter: ``report b c d``."""
        items = [item for item, _ in self.letters["items"]]
        return " ".join([self.letters["word"]] + [chr(ord("a") + items.index(a)) for a in actions if a in items])

    def letter_lines(self, _) -> list[str]:
        if not self.letters:
            return []
        return [_("By letter, to type several at once ({word} a c f):").format(word=self.letters["word"])] + \
            [f"{chr(ord('a') + k)}. {words}" for k, (_action, words) in enumerate(self.letters["items"])]

    def by_letter(self, line: str, _) -> list | str | None:
        """``report a c f`` -> the actions of those items and the closing one."""
        parts = line.replace(",", " ").split()
        if not self.letters or not parts or parts[0] not in (self.letters["word"], self.english["word"]):
            return None
        items = self.letters["items"]
        letters = "".join(parts[1:])
        wrong = [x for x in letters if not "a" <= x < chr(ord("a") + len(items))]
        if not letters or wrong:
            return _("Type {word} and letters from a to {last}, e.g. {word} a c f.").format(
                word=parts[0], last=chr(ord("a") + len(items) - 1))
        return [items[ord(x) - ord("a")][0] for x in letters] + [self.letters["close"]]
