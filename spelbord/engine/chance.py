"""The state's seeded random generator, shared by clones until one of them draws.

Bots clone states thousands of times and most clones never draw (or draw only
later), while copying a Mersenne Twister's 625-word state costs more than the
rest of a clone. So a clone shares its parent's generator, and whichever of
them draws first takes a private copy. A generator is only ever advanced by a
holder that owns it alone, so sharing never changes what anyone draws.
"""
from __future__ import annotations

import random
from functools import lru_cache


class Chance:
    __slots__ = ("_random", "_owned")

    def __init__(self, seed: int | None = None):
        self._random = random.Random(seed)
        self._owned = True

    def fork(self) -> "Chance":
        """A generator that draws exactly what this one would, independently from now on."""
        other = Chance.__new__(Chance)
        other._random = self._random
        other._owned = self._owned = False
        return other

    def _own(self) -> random.Random:
        if not self._owned:
            private = random.Random()
            private.setstate(self._random.getstate())
            self._random = private
            self._owned = True
        return self._random

    def random(self) -> float:
        return self._own().random()

    def randrange(self, *args) -> int:
        # a die's randrange(6) is _randbelow(6) inside random.Random: the same draw, fewer steps
        if len(args) == 1 and type(args[0]) is int and args[0] > 0:
            return (self._random if self._owned else self._own())._randbelow(args[0])
        return self._own().randrange(*args)

    def dice(self, count: int, sides: int) -> list[int]:
        """``count`` draws of ``randrange(sides)``, one after another, in fewer steps:
        ``random.Random._randbelow`` draws ``sides.bit_length()`` bits until they are
        below ``sides``, and so does this."""
        getrandbits = (self._random if self._owned else self._own()).getrandbits
        bits = sides.bit_length()
        drawn = []
        for _ in range(count):
            value = getrandbits(bits)
            while value >= sides:
                value = getrandbits(bits)
            drawn.append(value)
        return drawn

    def bits(self):
        """The generator's ``getrandbits``, for a loop of dice drawn as :meth:`dice` draws them
        (``sides.bit_length()`` bits until below ``sides``) without a call per die. Only for
        draws made before anything else could draw or clone: it is owned by this holder now."""
        return (self._random if self._owned else self._own()).getrandbits

    def randint(self, low: int, high: int) -> int:
        return self._own().randint(low, high)

    def choice(self, seq):
        return (self._random if self._owned else self._own()).choice(seq)

    def shuffle(self, items: list) -> None:
        """``random.Random.shuffle``: the same draws (``_randbelow(i + 1)`` for each place from the
        last down), a call fewer for each."""
        getrandbits = (self._random if self._owned else self._own()).getrandbits
        for i, n, bits in _shuffle_plan(len(items)):
            j = getrandbits(bits)
            while j >= n:
                j = getrandbits(bits)
            items[i], items[j] = items[j], items[i]

    def sample(self, population, k: int) -> list:
        return self._own().sample(population, k)

    def getrandbits(self, bits: int) -> int:
        return self._own().getrandbits(bits)

    def getstate(self):
        return self._random.getstate()

    def same_state(self, other: "Chance") -> bool:
        """Whether the two would draw the same from now on. A clone shares its parent's
        generator until one of them draws, so two holders of one generator are the same
        without reading its 625 words."""
        return self._random is other._random or self._random.getstate() == other._random.getstate()


@lru_cache(maxsize=None)
def _shuffle_plan(length: int) -> tuple:
    """For each place a shuffle of ``length`` items draws for, from the last down: the place,
    the count it draws below and that count's bits (worked out once per length)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))
