"""The cards and mats of Tiny Epic Galaxies (Winziges Weltall), as data.

Everything printed on a component lives here and nowhere else: the six die
faces, the empire track of a player's galaxy mat, the 40 planet cards, the 12
secret missions, and the five rogue galaxies (the backs of the mats, used in
solo play). Values the rulebook does not print come from the project's data
reference; those marked ``VERIFIED = False`` below are uncertain there and are
discussed in docs/rulings.md, so a check against a physical copy is a one-line
fix in this file.

A planet is a :class:`Planet`; its ``effect`` names an entry of the effect
vocabulary in :mod:`.effects` and ``params`` are that effect's arguments::

    >>> PLANETS[0].name, PLANETS[0].effect, PLANETS[0].params
    ('Jakks', 'gain', (1, 1))
"""
from __future__ import annotations

from typing import NamedTuple

# ----- die faces (all seven dice are identical, one face of each) -----------
MOVE, ENERGY, CULTURE, DIPLOMACY, ECONOMY, COLONY = range(6)
FACES = (MOVE, ENERGY, CULTURE, DIPLOMACY, ECONOMY, COLONY)
FACE_NAMES = ("move", "energy", "culture", "diplomacy", "economy", "colony")

# ----- resources: index into a galaxy's [energy, culture] pair ---------------
E, C = 0, 1
RESOURCE_NAMES = ("energy", "culture")
#: the die face that gathers each resource
GATHER_FACE = {E: ENERGY, C: CULTURE}
#: the resource each gathering face yields
FACE_RESOURCE = {ENERGY: E, CULTURE: C}
RESOURCE_MAX = 7  # "Von jeder Ressource kann ein Spieler maximal 7 haben."

# ----- the empire track of a player's galaxy mat (level 1 = the star) -------
#: level -> (dice, ships, victory points); cost to reach level L is L.
EMPIRE = {1: (4, 2, 0), 2: (5, 2, 1), 3: (5, 3, 2), 4: (6, 3, 3), 5: (6, 4, 5), 6: (7, 4, 8)}
EMPIRE_TOP = 6
#: the VP column is uncertain (0,1,2,3,5,8 from two ports; another reads 1,2,3,5,6,8)
EMPIRE_VP_VERIFIED = False
START_ENERGY, START_CULTURE = 2, 1
SHIPS_PER_GALAXY = 4
DICE = 7
WIN_POINTS = 21


def upgrade_cost(level: int) -> int:
    """Resources to go from ``level`` to the next level: the next level's number."""
    return level + 1


# ----- planets ------------------------------------------------------------
class Planet(NamedTuple):
    """One planet card.

    ``resource`` is what ships on it (surface or orbit) gather (E or C);
    ``track`` is the die face that advances its colony track (DIPLOMACY or
    ECONOMY); ``spaces`` is the number of numbered spaces (a ship entering orbit
    starts on space 0 and colonises on reaching ``spaces + 1``); ``effect`` and
    ``params`` describe the ability; ``own_turn`` abilities work only in the
    user's own turn (never while copying); ``once`` abilities once per turn.
    """

    name: str
    resource: int
    track: int
    spaces: int
    points: int
    effect: str
    params: tuple = ()
    own_turn: bool = False
    once: bool = False


D, W = DIPLOMACY, ECONOMY
ANY = -1  # any colony track

PLANETS: tuple[Planet, ...] = (
    Planet("Jakks", C, D, 1, 1, "gain", (C, 1)),
    Planet("Vici-KS156", E, W, 1, 1, "gain", (E, 1)),
    Planet("Drewkaiden", C, W, 1, 1, "advance", (D, 1, None, 0)),
    Planet("Leandra", E, D, 1, 1, "advance", (W, 1, None, 0)),
    Planet("Birkomius", C, D, 1, 1, "copy_income", (C,), own_turn=True, once=True),
    Planet("Bisschop", E, W, 1, 1, "copy_income", (E,), own_turn=True, once=True),
    Planet("Tifnod", C, W, 1, 1, "push", (D, 1, 1, None, 0)),
    Planet("Vizcarra", E, D, 1, 1, "push", (W, 1, 1, None, 0)),
    Planet("MJ-120210", E, D, 2, 2, "gain", (E, 2)),
    Planet("Helios", C, D, 2, 2, "remove_planet"),
    Planet("Mared", E, W, 2, 2, "upgrade", (1, False, True)),
    Planet("Lureena", C, W, 2, 2, "upgrade", (0, True, False)),
    Planet("Zalax", C, D, 2, 2, "reroll", own_turn=True),
    Planet("Hoefker", C, W, 2, 2, "trade", (E, 1, C, 2)),
    Planet("CLJ-0517", E, W, 2, 2, "steal", (C,), own_turn=True, once=True),
    Planet("La-Torres", C, D, 2, 2, "steal", (E,), own_turn=True, once=True),
    Planet("Pembertonia-Major", E, W, 3, 3, "exchange", (C, E)),
    Planet("Omicron Fenzi", C, D, 3, 3, "exchange", (E, C)),
    Planet("Nagato", E, W, 3, 3, "double_move", (C, 1), once=True),
    Planet("Padraigin-3110", C, W, 3, 3, "advance", (D, 2, C, 2)),
    Planet("Jorg", C, D, 3, 3, "push", (ANY, 2, 1, C, 2)),
    Planet("Nakagawakozi", E, D, 3, 3, "advance", (W, 2, E, 2)),
    Planet("Brumbaugh", E, D, 3, 3, "push", (ANY, 1, 2, E, 2)),
    Planet("Umbra-Forum", C, W, 3, 3, "use_row"),
    Planet("JAC-110912", C, W, 4, 5, "gain_all", (C, 2, 1)),
    Planet("Gleam-Zanier", E, D, 4, 5, "gain_all", (E, 2, 1)),
    Planet("Maia", C, D, 4, 5, "spend_dice", (2, 2, 2), own_turn=True),
    Planet("Andellouxian-6", C, W, 4, 5, "recall"),
    Planet("Walsfeo", E, W, 4, 5, "use_other", (C,)),
    Planet("Sargus-36", C, D, 4, 5, "use_other", (E,)),
    Planet("Zavodnick", E, W, 4, 5, "free_action", once=True),
    Planet("BSW-10-1", E, D, 4, 5, "back_and_forth"),
    Planet("Aughmoore", E, D, 5, 7, "home_culture"),
    Planet("Shouhua", E, D, 5, 7, "advance", (ANY, 1, None, 0)),
    Planet("Nibiru", C, D, 5, 7, "copy_cost", (2,), own_turn=True),
    Planet("Gort", E, W, 5, 7, "transfer"),
    Planet("Terra-Bettia", E, D, 5, 7, "all_advance", (1, 2)),
    Planet("K-Widow", C, W, 5, 7, "push", (ANY, 1, 1, None, 0)),
    # once per turn: repeating Piedes with Piedes would never end (docs/rulings.md)
    Planet("Piedes", E, W, 5, 7, "repeat", own_turn=True, once=True),
    Planet("Gyore", C, W, 5, 7, "set_die", own_turn=True),
)
PLANET_IDS = {p.name: i for i, p in enumerate(PLANETS)}


def row_size(players: int) -> int:
    """Planets in the centre row: players + 2, but 6 with 5 players; solo is set up as two."""
    return min(max(players, 2) + 2, 6)


# ----- secret missions (Geheimaufträge) ------------------------------------------
class Mission(NamedTuple):
    """A secret mission: ``kind`` names its condition in :mod:`.scoring`;
    ``points`` is the bonus when met, ``tied_points`` when only tied for it."""

    name: str
    kind: str
    points: int
    tied_points: int | None = None


MISSIONS: tuple[Mission, ...] = (
    Mission("Seeker", "most_culture", 3, 2),
    Mission("Charger", "most_energy", 3, 2),
    Mission("Conqueror", "most_colonies", 3, 2),
    Mission("Hermit", "fewest_colonies", 3, 2),
    Mission("Noble", "most_diplomacy", 3, 2),
    Mission("Trader", "most_economy", 3, 2),
    Mission("Equalizer", "equal_tracks", 3),
    Mission("Elder", "triggered_end", 2),
    Mission("Hoarder", "hoard", 2),
    Mission("Industrialist", "top_level", 2),
    Mission("Orbiter", "all_home", 2),
    Mission("Explorer", "none_home", 2),
)
MISSIONS_VERIFIED = False  # conditions and points from one transcription only

# ----- the rogue galaxies (Schurkengalaxien), solo play --------------------------
#: rogue empire track: level -> (dice, victory points); reaching ROGUE_SKULL wins for the rogue
ROGUE_EMPIRE = {1: (5, 0), 2: (5, 1), 3: (6, 2), 4: (6, 4), 5: (7, 7)}
ROGUE_SKULL = 6
ROGUE_RESOURCE_MAX = 6
ROGUE_START_SHIPS = 4
ROGUE_BONUS_DICE = 3
ROGUE_TRACK_VERIFIED = False  # one source; another reuses the player's track and a maximum of 7


class Attack(NamedTuple):
    """The "utilize a colony" action of a rogue galaxy at one empire level.

    ``steps`` are (verb, argument) pairs carried out in order (see
    :mod:`.rogue`); ``once`` marks "nur einmal je Spielzug".
    """

    steps: tuple
    once: bool = False


class RogueGalaxy(NamedTuple):
    name: str
    difficulty: str
    attacks: tuple  # one Attack per rogue empire level 1..5
    verified: bool


ROGUES: dict[str, RogueGalaxy] = {
    "artemis": RogueGalaxy("Artemis", "beginner", (
        Attack((("lose", E, 1),)),
        Attack((("lose", C, 1),)),
        Attack((("take", C, 1),)),
        Attack((("push_one", 1),), once=True),
        Attack((("take_choice", 2),)),
    ), verified=False),
    "rothkel": RogueGalaxy("Rothkel", "easy", (
        Attack((("lose", E, 1),)),
        Attack((("lose", C, 1),)),
        Attack((("rogue_gain", E, 2),)),
        Attack((("push_furthest", 1),), once=True),
        Attack((("rogue_advance", 1),), once=True),
    ), verified=False),
    "zendica": RogueGalaxy("Zendica", "medium", (
        Attack((("lose", E, 1),)),
        Attack((("rogue_gain", C, 2),)),
        Attack((("push_furthest", 1),), once=True),
        Attack((("fewer_dice", 1),), once=True),
        Attack((("push_all", 1),), once=True),
    ), verified=False),
    "hades": RogueGalaxy("Hades", "hard", (
        Attack((("rogue_gain", E, 1), ("rogue_gain", C, 1))),
        Attack((("take", E, 2),)),
        Attack((("take", C, 2),)),
        Attack((("rogue_advance", 2),), once=True),
        Attack((("take_choice", 3),)),
    ), verified=False),
    "gamelyn": RogueGalaxy("Gamelyn", "epic", (
        Attack((("lose", E, 1), ("lose", C, 1))),
        Attack((("take", E, 1), ("take", C, 1))),
        Attack((("rogue_advance", 1),), once=True),
        Attack((("rogue_advance", 1), ("take", E, 1)), once=True),
        Attack((("rogue_advance", 2),), once=True),
    ), verified=False),
}
