"""The 16 alien powers (SV l.322-342; texts and confidence in :mod:`..data`).

Each power is one :class:`~..hooks.Effect` subclass acting at the named points
of :mod:`..hooks`; ``POWERS`` maps the data file's key to it. The five the
rulebook makes mandatory (SV l.328: Vakuan, Laser, Empat, Zombie, Vulch) act by
themselves through value points; the others are offered to their owner at
moments (or, as Parasit and Maskinen, as a choice the rules offer anyway).
"""
from __future__ import annotations

from .cards import Clone, Empath, Filch, Laser, Mutant, Philanthropist, Trader, Vulch
from .knowledge import Mind, Seeker
from .ships import Amoeba, Parasite, Void, Zombie
from .turns import Chronos, Machine

POWERS = {cls.key: cls for cls in (Amoeba, Empath, Philanthropist, Mind, Clone, Laser, Machine, Mutant,
                                   Parasite, Void, Vulch, Zombie, Trader, Chronos, Filch, Seeker)}
