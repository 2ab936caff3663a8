"""Small named effects the alien powers are built from.

Each is a question about the challenge under way ("is this seat a main
player?", "has this power been used this challenge?") or one small change of
it, so that a power reads like its card text.
"""
from __future__ import annotations

from .. import data
from ..hooks import Effect

#: the moments before the challenge cards are chosen, once the defender is known
BEFORE_CARDS = ("launch", "alliances", "before_cards")


def mains(state) -> tuple:
    """The offence and the defence (``None`` outside a challenge)."""
    return state.offence, state.defence


def is_main(state, seat: int) -> bool:
    """Is ``seat`` the offence or the defence of a challenge whose defender is known?"""
    return state.defence is not None and seat in mains(state)


def opponent(state, seat: int):
    """The other main player of ``seat``, a main player."""
    return state.defence if seat == state.offence else state.offence


def used(state, seat: int, key: str) -> bool:
    """Has ``seat`` used power ``key`` in this challenge?"""
    return ("used", seat, key) in state.marks


def mark_used(state, seat: int, key: str) -> None:
    """Remember that ``seat`` used ``key`` (marks are emptied when the challenge ends)."""
    if not used(state, seat, key):
        state.marks.append(("used", seat, key))


def ships_in_challenge(state, seat: int) -> int:
    """A main player's own ships in the challenge: the defender's on the planet, the offence's on the cone."""
    if seat == state.defence:
        return state.ships[state.planet][seat]
    return state.cone[seat]


def card_seats(players: int) -> list[tuple[int, int]]:
    """Every (card number, seat) pair of a game of ``players``."""
    return [(card, seat) for card in range(len(data.CHALLENGE_CARDS)) for seat in range(players)]


class Power(Effect):
    """An alien power: its actions are put in words by :mod:`..effect_texts`."""

    @classmethod
    def describe(cls, action, lang, state=None):
        from ..effect_texts import describe_action
        return describe_action(tuple(action), lang)

    @classmethod
    def advise(cls, state, seat, legal):
        """The heuristic bot's choice among this power's actions (see :mod:`..bot_powers`)."""
        from ..bot_powers import ADVICE
        advice = ADVICE.get(cls.key)
        return advice(state, seat, legal) if advice is not None else None
