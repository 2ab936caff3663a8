"""The tables of the rules page (rules/<lang>.md), built from :mod:`.data` with the
game's own words (:mod:`.texts`): the empire track, the planets, the secret
missions and the rogue galaxies. See :mod:`spelbord.games.rules_tables`."""
from __future__ import annotations

from ..rules_tables import markdown_table
from . import data
from .texts import (_tr, attack_text, ability_text, difficulty_name, face_name, mission_condition, mission_name,
                    resource_name)


def tables(lang: str) -> list[str]:
    return [empire_table(lang), planet_table(lang), mission_table(lang), rogue_track_table(lang),
            rogue_table(lang)]


def empire_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[level, dice, ships, points, data.upgrade_cost(level - 1) if level > 1 else "–"]
            for level, (dice, ships, points) in data.EMPIRE.items()]
    return markdown_table([_("empire level"), _("dice"), _("ships"), _("points"), _("upgrade cost")], rows)


def planet_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[p.name, p.points, resource_name(p.resource, lang), face_name(p.track, lang), p.spaces + 1,
             ability_text(p, lang)] for p in data.PLANETS]
    return markdown_table([_("planet"), _("points"), _("produces"), _("track"), _("advances to colonise"),
                           _("ability")], rows)


def mission_table(lang: str) -> str:
    _ = _tr(lang)
    rows = []
    for mission in data.MISSIONS:
        points = mission.points if mission.tied_points is None else \
            _("{points} ({tied} when tied)").format(points=mission.points, tied=mission.tied_points)
        rows.append([mission_name(mission, lang), mission_condition(mission, lang), points])
    return markdown_table([_("secret mission"), _("condition"), _("points")], rows)


def rogue_track_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[level, dice, points] for level, (dice, points) in data.ROGUE_EMPIRE.items()]
    rows.append([f"{data.ROGUE_SKULL} ☠", "–", _("the rogue galaxy wins")])
    return markdown_table([_("rogue empire level"), _("dice"), _("points")], rows)


def rogue_table(lang: str) -> str:
    _ = _tr(lang)
    rows = [[rogue.name, difficulty_name(rogue.difficulty, lang), level, attack_text(attack, lang)]
            for rogue in data.ROGUES.values() for level, attack in enumerate(rogue.attacks, 1)]
    return markdown_table([_("rogue galaxy"), _("difficulty"), _("empire level"), _("attack")], rows)
