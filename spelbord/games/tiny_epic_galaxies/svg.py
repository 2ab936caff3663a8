"""The board of Tiny Epic Galaxies drawn as SVG for the browser, from one seat's view.

The row of planet cards in the middle of the table, each with its ships on
the surface and on its colony track; every galaxy mat with its empire level,
energy and culture, ships at home and colonies (the rogue galaxy's card in
solo play); the dice: rolled, in the activation bay and in the converter; and
the seat's secret missions. Ships, planets, tracks, dice and colonies carry
the actions that use them; what has no place on the table (copying, paying,
how much to exchange) is a button below.
"""
from __future__ import annotations

from functools import lru_cache

from spelbord.engine.svg import Drawing, fit, fragment
from spelbord.engine.textwidth import shorten, wrap_to_width

from . import data
from .texts import (ability_text, attack_text, describe_action, difficulty_name, face_name, mission_text,
                    owner_name, resource_name)

HOME = -1
ORBIT = 10
#: each galaxy's colour; the rogue galaxy is black
SEAT_COLOURS = ("blue", "red", "green", "yellow", "purple")
ROGUE_COLOUR = "black"
FACE_MARKS = ("➜", "⚡", "✦", "⚖", "$", "⌂")
FACE_TINTS = ("#e8eef8", "#fff3c4", "#f3e3f7", "#e0f1e4", "#fbe6d3", "#e6e6e6")
RESOURCE_MARKS = ("⚡", "✦")
PLANET_W = 154


def _(message: str) -> str:
    """Marks a message for extraction; ``_tr(lang)`` translates it."""
    return message


def _tr(lang):
    from .texts import _tr as tr
    return tr(lang)


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    """The whole board of ``view`` as an SVG document."""
    tr = _tr(lang)
    d = Drawing(game, legal)
    solo = view["players"] == 1
    title = game.titles.get(lang, game.name)
    d.text(20, 30, title, 22, weight="bold")
    d.text(980, 30, _status(view, lang, solo), 14, anchor="end")
    y = _planets(d, view, lang, solo, 48)
    y = _galaxies(d, view, lang, solo, y + 28)
    y = _dice(d, view, lang, y + 12)
    if view.get("my_offered"):
        y = _missions(d, view, lang, y + 8)
    rest = d.undrawn()
    if rest:
        y = d.buttons(20, y + 12, rest, lambda a: describe_action(a, lang, _Row(view))) + 4
    if view.get("outcome"):
        scores = view["outcome"].get("scores") or []
        words = ", ".join(f"{owner_name(o, lang, solo)}: {p}" for o, p in enumerate(scores))
        d.rect(20, y + 10, 960, 38, "#fff3c4", "#b08a00")
        d.text(500, y + 35, tr(_("The game is over: {scores}.")).format(scores=words), 16, anchor="middle",
               weight="bold")
        y += 50
    return d.document(y + 12, title)


class _Row:
    """Just enough of a state for the words of an action: the planets in the row."""

    def __init__(self, view):
        self.row = view["row"]
        self.solo = view["players"] == 1
        self.rerolls = view["rerolls"]


def _status(view, lang, solo) -> str:
    tr = _tr(lang)
    actors = view["actors"]
    turn = tr(_("Turn of {owner}")).format(owner=owner_name(view["current"], lang, solo))
    if not actors:
        return turn
    who = ", ".join(owner_name(s, lang) for s in actors)
    text = turn + " · " + tr(_("To act: {players}")).format(players=who)
    if view["round_ends"]:
        text += " · " + tr(_("last round"))
    return text


def _colour(owner, solo) -> str:
    return ROGUE_COLOUR if solo and owner == 1 else SEAT_COLOURS[owner]


# ----- the planets in the row ----------------------------------------------------
def _planets(d: Drawing, view, lang, solo, top) -> float:
    tr = _tr(lang)
    owners = len(view["energy"])
    bottom = top
    d.text(20, top + 14, tr(_("Planets")), 15, weight="bold")
    d.text(980, top + 14, tr(_("Deck: {n} planets")).format(n=view["deck"]), 13, anchor="end", fill="#555")
    # every card as tall as the tallest, so the row reads as one line
    lines = max([len(_ability_lines(p, lang)) for p in view["row"] if p >= 0] or [0])
    orbiting = max([sum(view["track"][o][slot] >= 0 for o in range(owners)) for slot in range(len(view["row"]))]
                   or [0])
    for slot, pid in enumerate(view["row"]):
        x = 20 + slot * (PLANET_W + 7)
        if pid >= 0:
            bottom = max(bottom, _planet(d, view, lang, solo, owners, slot, data.PLANETS[pid], x, top + 22,
                                         lines, max(1, orbiting)))
    return bottom


def _planet(d: Drawing, view, lang, solo, owners, slot, planet, x, y, rows, orbit_rows) -> float:
    tr = _tr(lang)
    orbiting = [o for o in range(owners) if view["track"][o][slot] >= 0]
    height = 64 + 15 * rows + 34 + 30 + 20 * orbit_rows
    main = next((a for a in (("to", slot), ("row_planet", slot), ("remove_planet", slot), ("transfer_to", slot))
                 if d.is_legal(a)), None)
    _planet_card(d, lang, view["row"][slot], x, y, height, main)
    # the surface: ships landed here
    sy = y + 64 + 15 * rows + 4
    label = tr(_("surface"))
    d.text(x + 8, sy + 12, label, 12, fill="#555")
    landed = [(o, i) for o in range(owners) for i, loc in enumerate(view["ships"][o]) if loc == slot]
    step = min(20, (PLANET_W - 30 - 7 * len(label)) / max(1, len(landed)))
    with d.keyed(f"surface:{slot}"):
        for k, (o, _i) in enumerate(landed):
            _ship(d, x + 24 + 7 * len(label) + k * step, sy + 8, _colour(o, solo), o, slot, view,
                  key=f"ship:{o}:{slot}:{k}")
    # the colony track: spaces 0..n, then the colony
    ty = sy + 34
    track_main = next((a for a in (("to", ORBIT + slot), ("advance", slot), ("back", slot), ("transfer", slot),
                                   ("recall", slot), ("pushback", slot)) if d.is_legal(a)), None)
    step = min(20, (PLANET_W - 30) / (planet.spaces + 2))
    _orbit(d, lang, view["row"][slot], slot, x, ty, step, orbit_rows, track_main)
    for row, o in enumerate(orbiting):
        space = view["track"][o][slot]
        cx = x + 16 + space * step
        _ship(d, cx, ty + 20 + row * 20, _colour(o, solo), o, ORBIT + slot, view, push=("push", o, slot),
              key=f"ship:{o}:{ORBIT + slot}:0")
    return ty + 14 + 20 * orbit_rows


@lru_cache(maxsize=None)
def _ability_lines(pid: int, lang: str) -> tuple:
    """A planet's ability in lines that fit its card (at most six; the tip holds it whole)."""
    return tuple(wrap_to_width(ability_text(data.PLANETS[pid], lang), PLANET_W - 16, 12)[:6])


@fragment
def _planet_card(d: Drawing, lang, pid, x, y, height, action) -> None:
    """A planet card of the row: name, points, resource, colony track's face and ability."""
    planet = data.PLANETS[pid]
    with d.group(action, f"{planet.name}: {ability_text(planet, lang)}", key=f"planet:{pid}"):
        d.rect(x, y, PLANET_W, height, "#eef2fb" if planet.resource == data.E else "#f7eef9", "#4a5a80", rx=8)
        d.text(x + 8, y + 18, planet.name, 13 if len(planet.name) < 14 else 12, weight="bold")
        d.circle(x + PLANET_W - 16, y + 14, 11, "#f2c230", "#7a5a00")
        d.text(x + PLANET_W - 16, y + 19, str(planet.points), 13, anchor="middle", weight="bold")
        facts = f"{RESOURCE_MARKS[planet.resource]} {resource_name(planet.resource, lang)}"
        d.text(x + 8, y + 36, facts, 12, fill="#444")
        d.text(x + 8, y + 52, f"{FACE_MARKS[planet.track]} {face_name(planet.track, lang)}", 12, fill="#444")
        for k, line in enumerate(_ability_lines(pid, lang)):
            d.text(x + 8, y + 70 + k * 15, line, 12, fill="#222")


@fragment
def _orbit(d: Drawing, lang, pid, slot, x, ty, step, orbit_rows, action) -> None:
    """The planet's colony track: spaces 0..n, then the colony (the ships on it drawn after)."""
    planet = data.PLANETS[pid]
    with d.group(action, _tr(lang)(_("orbit")) + f" – {face_name(planet.track, lang)}", key=f"orbit:{slot}"):
        d.rect(x + 4, ty - 14, PLANET_W - 8, 24 + 20 * orbit_rows, "#ffffff", "#9aa5c0", rx=5,
               opacity=0.7)
        for space in range(planet.spaces + 2):
            cx = x + 16 + space * step
            last = space == planet.spaces + 1
            d.rect(cx - 8, ty - 8, 16, 16, "#f2c230" if last else "#dfe5f2", "#4a5a80", rx=3)
            d.text(cx, ty + 5, "⌂" if last else str(space), 12, anchor="middle")


def _ship(d: Drawing, cx, cy, colour, owner, loc, view, push=None, key=None) -> None:
    """A ship token; a ship of the acting galaxy is chosen by clicking it, another's pushed back."""
    action = None
    if owner in view["actors"] or owner == view["current"]:
        action = ("ship", loc)
    if push is not None and d.is_legal(push):
        action = push
    with d.group(action if action and d.is_legal(action) else None, key=key):
        d.polygon([(cx, cy - 9), (cx + 8, cy + 7), (cx, cy + 3), (cx - 8, cy + 7)], colour, "#222", 1.2)


# ----- the galaxies --------------------------------------------------------------
def _galaxies(d: Drawing, view, lang, solo, top) -> float:
    tr = _tr(lang)
    owners = len(view["energy"])
    width = min(320, (960 - 8 * (owners - 1)) / owners)
    bottom = top
    for o in range(owners):
        x = 20 + o * (width + 8)
        bottom = max(bottom, _galaxy(d, view, lang, solo, o, x, top, width))
    d.text(20, top - 2, tr(_("Galaxies")), 15, weight="bold")
    return bottom


def _galaxy(d: Drawing, view, lang, solo, o, x, top, width) -> float:
    tr = _tr(lang)
    colour = _colour(o, solo)
    y = top + 6
    colonies = view["colonies"][o]
    revealed = view["missions"][o] if view.get("missions") else None
    height = 164 + 22 * len(colonies) + (60 if solo and o == 1 else 0) + (22 if revealed is not None else 0)
    me = o == view["seat"]
    steal = ("steal_from", o)
    with d.group(steal if d.is_legal(steal) else None, key=f"galaxy:{o}"):
        d.rect(x, y, width, height, "#fdf3dc" if me else "#fbfaf6", colour, rx=8, width=3)
        d.rect(x, y, width, 26, colour, colour, rx=8)
        name, size = fit(owner_name(o, lang, solo) + (" ★" if me else "") + (" ▶" if o == view["current"] else ""),
                         width - 70, 14)
        d.text(x + 10, y + 18, name, size, weight="bold", fill="#fff" if colour != "yellow" else "#222")
        d.text(x + width - 10, y + 18, f"{view['points'][o]} ★", 14, anchor="end", weight="bold",
               fill="#fff" if colour != "yellow" else "#222")
    level = view["level"][o]
    d.text(x + 10, y + 46, tr(_("empire level")) + f": {level}", 13, weight="bold")
    if not (solo and o == 1):
        dice, ships, _points = data.EMPIRE[min(level, data.EMPIRE_TOP)]
        d.text(x + 10, y + 62, tr(_("{dice} dice, {ships} ships")).format(dice=dice, ships=ships), 12,
               fill="#555")
    for k, (name, value) in enumerate(((_("energy"), view["energy"][o]), (_("culture"), view["culture"][o]))):
        ry = y + 72 + k * 24
        d.text(x + 10, ry + 14, f"{RESOURCE_MARKS[k]} {tr(name)}", 12)
        d.text(x + 100, ry + 14, str(value), 14, weight="bold", anchor="end")
        # the resource track as a bar of squares, filled up to the value
        most = data.ROGUE_RESOURCE_MAX if solo and o == 1 else data.RESOURCE_MAX
        step = min(16, (width - 120) / most)
        for v in range(most):
            d.rect(x + 110 + v * step, ry + 3, step - 3, 13, colour if v < value else "#fff", "#777", rx=2,
                   width=1)
    # ships on the home galaxy
    hy = y + 130
    d.text(x + 10, hy + 5, tr(_("ships at home")), 12)
    home = [loc for loc in view["ships"][o] if loc == HOME]
    with d.keyed(f"home:{o}"):
        for k in range(len(home)):
            _ship(d, x + width - 16 - k * 20, hy, colour, o, HOME, view, key=f"ship:{o}:{HOME}:{k}")
    to_home = ("to", HOME)
    if me and d.is_legal(to_home):
        with d.group(to_home):
            d.rect(x + 6, hy - 12, width - 12, 22, "#fff4e0", "#e0761f", rx=5, opacity=0.4)
    cy = y + 154
    for p in colonies:
        planet = data.PLANETS[p]
        action = next((a for a in (("colony", p), ("use_colony_of", o, p)) if d.is_legal(a)), None)
        with d.group(action, f"{planet.name}: {ability_text(planet, lang)}", key=f"planet:{p}"):
            d.rect(x + 6, cy, width - 12, 19, "#eef2fb" if planet.resource == data.E else "#f7eef9", "#4a5a80", rx=4)
            d.text(x + 12, cy + 14, f"{planet.name} ({planet.points})", 12)
        cy += 22
    if solo and o == 1:
        rogue = view["rogue"]
        card = data.ROGUES[rogue["galaxy"]]
        d.text(x + 10, cy + 14, f"{card.name} ({difficulty_name(card.difficulty, lang)})", 13, weight="bold")
        attack = attack_text(card.attacks[min(level, 5) - 1], lang)
        for k, line in enumerate(wrap_to_width(attack, width - 20, 12)[:2]):
            d.text(x + 10, cy + 32 + k * 15, line, 12, fill="#444")
    if revealed is not None:
        d.text(x + 10, cy + 14, shorten(mission_text(data.MISSIONS[revealed], lang), width - 20, 12), 12, italic=True)
    return y + height


# ----- the dice -------------------------------------------------------------------
def _dice(d: Drawing, view, lang, top) -> float:
    tr = _tr(lang)
    d.text(20, top + 14, tr(_("Dice")), 15, weight="bold")
    x = 20
    y = top + 24
    # the dice marked so far for a reroll (the top step is ["reroll", seat, marked, ...])
    top_step = view["stack"][-1] if view["stack"] else None
    marked = list(top_step[2]) if top_step and top_step[0] == "reroll" and len(top_step) > 2 else []
    for i, face in enumerate(view["dice"]):
        action = next((a for a in (("activate", face), ("reroll_die", face), ("discard_die", face),
                                   ("face", face)) if d.is_legal(a)), None)
        _die(d, x, y, face, lang, action)
        if face in marked:
            marked.remove(face)
            d.text(x + 68, y + 18, "↻", 16, anchor="end", weight="bold", fill="#b00")
        x += 84
    bay_x = max(x + 20, 400)
    d.text(bay_x, top + 14, tr(_("Activation bay")), 15, weight="bold")
    with d.keyed("bay"):
        for i, face in enumerate(view["bay"]):
            _die(d, bay_x + i * 72, y, face, lang, None, small=True)
    conv_x = max(bay_x + 72 * len(view["bay"]) + 20, 760)
    d.text(conv_x, top + 14, tr(_("Converter")), 15, weight="bold")
    with d.keyed("converter"):
        for i, face in enumerate(view["converter"]):
            _die(d, conv_x + i * 72, y, face, lang, None, small=True)
    # putting a die into the converter, and turning a die to any face
    convert = [("convert", f) for f in sorted(set(view["dice"])) if d.is_legal(("convert", f))]
    y += 84
    if convert:
        d.text(20, y + 18, tr(_("Into the converter:")), 13)
        for i, action in enumerate(convert):
            _die(d, 200 + i * 72, y, action[1], lang, action, small=True)
        y += 74
    turns = [a for a in d.undrawn() if a[0] == "set_die"]
    for face in sorted({a[1] for a in turns}):
        d.text(20, y + 18, f"{FACE_MARKS[face]} {face_name(face, lang)} →", 13)
        for i, action in enumerate(a for a in turns if a[1] == face):
            _die(d, 200 + i * 72, y, action[2], lang, action, small=True)
        y += 74
    return y


def _die(d: Drawing, x, y, face, lang, action, small=False) -> None:
    """A die showing ``face``: a large one with its word, a small one (bay, converter,
    the faces to choose from) with its mark and the word on hover."""
    size = 66 if small else 76
    with d.group(action, face_name(face, lang)):
        d.rect(x, y, size, size, FACE_TINTS[face], "#333", rx=10, width=2)
        d.text(x + size / 2, y + size * 0.5, FACE_MARKS[face], 20 if small else 26, anchor="middle")
        if not small:
            d.text(x + size / 2, y + size - 10, _tr(lang)(SHORT_FACES[face]), 12, anchor="middle")
        else:
            d.text(x + size / 2, y + size - 8, _tr(lang)(SHORT_FACES[face]), 12, anchor="middle")


#: a face in a word, to fit on a die
SHORT_FACES = (_("move"), _("energy"), _("culture"), _("diplomacy"), _("economy"), _("colony"))


# ----- the secret missions ---------------------------------------------------------
def _missions(d: Drawing, view, lang, top) -> float:
    tr = _tr(lang)
    kept = view.get("my_mission")
    d.text(20, top + 14, tr(_("Secret missions")), 15, weight="bold")
    for i, m in enumerate(view["my_offered"]):
        x = 20 + i * 330
        chosen = m == kept
        with d.group(("keep", m), mission_text(data.MISSIONS[m], lang)):
            d.rect(x, top + 22, 320, 44, "#fff3c4" if chosen else "#f6f1e6", "#b08a00" if chosen else "#888")
            words = wrap_to_width(("✓ " if chosen else "") + mission_text(data.MISSIONS[m], lang), 300, 12)[:2]
            d.lines(x + 10, top + 40 if len(words) > 1 else top + 49, words, 12, gap=1.3)
    return top + 70


# ----- the last move ----------------------------------------------------------------
def _place(owner: int, loc: int) -> str:
    """The key of a ship's place: its home galaxy, a planet's orbit or its surface."""
    if loc == HOME:
        return f"home:{owner}"
    return f"orbit:{loc - ORBIT}" if loc >= ORBIT else f"surface:{loc}"


def last_move_keys(events: list[dict]) -> set[str]:
    """The board's keys of what ``events`` (as the seat sees them) changed."""
    keys = set()
    for event in events:
        kind = event["type"]
        if kind == "move":
            keys.add(_place(event["owner"], event["dest"]))
        elif kind == "colonise":
            keys |= {f"planet:{event['planet']}", f"galaxy:{event['owner']}"}
        elif kind in ("advance", "push_back"):
            keys.add(f"orbit:{event['slot']}")
        elif kind in ("upgrade", "gain"):
            keys.add(f"galaxy:{event['owner']}")
        elif kind in ("activate", "copy"):
            keys.add("bay")
        elif kind == "convert":
            keys.add("converter")
    return keys
