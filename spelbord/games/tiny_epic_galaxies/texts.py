"""Tiny Epic Galaxies in words (English, German, Swedish) and drawn for a terminal.

The German terms are the rulebook's ("Winziges Weltall"): Schiff, Galaxie,
Energie, Kultur, Diplomatie, Wirtschaft, Kolonieleiste, Imperium, Umwandler,
Kopieren, Geheimauftrag, Schurkengalaxie. Messages are English in the code and
translated in ``locale/<lang>/LC_MESSAGES/tiny_epic_galaxies.po``. Planet names
are proper names and stay as printed; the secret missions' names are words and are translated.
"""
from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...engine.identity import seat_word
from ...i18n import translator
from . import data

HOME = -1
ORBIT = 10


def _tr(lang):
    return translator(lang, "tiny-epic-galaxies")


def difficulty_name(difficulty, lang):
    _ = _tr(lang)
    return {"beginner": _("beginner"), "easy": _("easy"), "medium": _("medium"), "hard": _("hard"),
            "epic": _("epic")}[difficulty]


def face_name(face, lang):
    _ = _tr(lang)
    return (_("move a ship"), _("acquire energy"), _("acquire culture"), _("diplomacy"),
            _("economy"), _("utilize a colony"))[face]


def resource_name(resource, lang):
    _ = _tr(lang)
    if isinstance(resource, str):
        resource = 0 if resource == "energy" else 1
    return (_("energy"), _("culture"))[resource]


def owner_name(owner, lang, solo=False):
    _ = _tr(lang)
    if solo and owner == 1:
        return _("the rogue galaxy")
    return seat_word(owner, _("player {n}").format(n=owner + 1), label=False)


def planet_in(slot, state):
    """The planet in a row slot, by name when the state is known."""
    if state is not None and 0 <= slot < len(state.row) and state.row[slot] >= 0:
        return data.PLANETS[state.row[slot]].name
    return f"#{slot + 1}"


def where(loc, lang, state):
    _ = _tr(lang)
    if loc == HOME:
        return _("on your galaxy")
    if loc >= ORBIT:
        return _("in orbit of {planet}").format(planet=planet_in(loc - ORBIT, state))
    return _("on the surface of {planet}").format(planet=planet_in(loc, state))


def ability_text(planet, lang):
    """What a planet's ability does, in a few words."""
    _ = _tr(lang)
    p = planet.params
    effect = planet.effect
    track = {data.DIPLOMACY: _("a diplomacy track"), data.ECONOMY: _("an economy track"), data.ANY: _("any track")}
    if effect == "gain":
        text = _("gain {n} {resource}").format(n=p[1], resource=resource_name(p[0], lang))
    elif effect == "advance":
        text = _("advance one of your ships {n} on {track}").format(n=p[1], track=track[p[0]])
        if p[2] is not None:
            text = _("pay {n} {resource}: ").format(n=p[3], resource=resource_name(p[2], lang)) + text
    elif effect == "copy_income":
        text = _("this turn, gain 1 {resource} whenever another player copies you").format(
            resource=resource_name(p[0], lang))
    elif effect == "push":
        text = _("push {count} enemy ship(s) back {n} on {track}").format(count=p[2], n=p[1], track=track[p[0]])
        if p[3] is not None:
            text = _("pay {n} {resource}: ").format(n=p[4], resource=resource_name(p[3], lang)) + text
    elif effect == "upgrade":
        text = (_("if your empire is the lowest, upgrade it for 1 less") if p[2]
                else _("upgrade your empire, paying any mix of energy and culture"))
    elif effect == "trade":
        text = _("pay {n} {resource}, gain {m} {other}").format(
            n=p[1], resource=resource_name(p[0], lang), m=p[3], other=resource_name(p[2], lang))
    elif effect == "steal":
        text = _("take 1 {resource} from another player").format(resource=resource_name(p[0], lang))
    elif effect == "exchange":
        text = _("turn any amount of {resource} into {other}").format(
            resource=resource_name(p[0], lang), other=resource_name(p[1], lang))
    elif effect == "gain_all":
        text = _("gain {n} {resource}; every other player gains {m}").format(
            n=p[1], resource=resource_name(p[0], lang), m=p[2])
    elif effect == "spend_dice":
        text = _("spend 2 unactivated dice: gain 2 energy and 2 culture")
    elif effect == "use_other":
        text = _("pay 1 {resource} to another player to use one of their colonies").format(
            resource=resource_name(p[0], lang))
    elif effect == "copy_cost":
        text = _("this turn, copying you costs {n} culture").format(n=p[0])
    else:
        text = {
            "remove_planet": _("remove a planet without ships from the row"),
            "reroll": _("reroll any of your unactivated dice"),
            "double_move": _("pay 1 culture: move two different ships"),
            "use_row": _("use the ability of a planet in the row"),
            "recall": _("bring an orbiting ship home: gain resources equal to its space"),
            "free_action": _("do any die action; the others may copy it for free"),
            "back_and_forth": _("move one of your ships back 1, another forward 1"),
            "home_culture": _("gain 1 culture for each ship on your galaxy"),
            "transfer": _("move an orbiting ship to the same space of another track"),
            "all_advance": _("every other player advances a ship 1; you advance one 2"),
            "repeat": _("repeat the action of an activated die"),
            "set_die": _("turn an unactivated die to any face"),
        }[effect]
    notes = []
    if planet.own_turn:
        notes.append(_("only on your turn"))
    if planet.once:
        notes.append(_("once per turn"))
    return text + (f" ({', '.join(notes)})" if notes else "")


def mission_condition(mission, lang):
    """What a secret mission asks for, e.g. "most culture"."""
    _ = _tr(lang)
    texts = {
        "most_culture": _("most culture"), "most_energy": _("most energy"),
        "most_colonies": _("most colonies"), "fewest_colonies": _("fewest colonies"),
        "most_diplomacy": _("most diplomacy planets"), "most_economy": _("most economy planets"),
        "equal_tracks": _("as many diplomacy as economy planets"), "triggered_end": _("you triggered the end"),
        "hoard": _("at least 3 energy and 3 culture"), "top_level": _("your empire on its top level"),
        "all_home": _("all your ships on your galaxy"), "none_home": _("none of your ships on your galaxy"),
    }
    return texts[mission.kind]


def mission_name(mission, lang):
    """A secret mission's name in ``lang``; the German rulebook names none (see docs/rulings.md)."""
    _ = _tr(lang)
    names = {
        "Seeker": _("Seeker"), "Charger": _("Charger"), "Conqueror": _("Conqueror"), "Hermit": _("Hermit"),
        "Noble": _("Noble"), "Trader": _("Trader"), "Equalizer": _("Equalizer"), "Elder": _("Elder"),
        "Hoarder": _("Hoarder"), "Industrialist": _("Industrialist"), "Orbiter": _("Orbiter"),
        "Explorer": _("Explorer"),
    }
    return names[mission.name]


def mission_text(mission, lang):
    points = str(mission.points) + (f"/{mission.tied_points}" if mission.tied_points else "")
    return f"{mission_name(mission, lang)}: {mission_condition(mission, lang)} ({points})"


def describe_action(action, lang="en", state=None):
    """An action in words, e.g. "Activate a die: acquire energy"."""
    _ = _tr(lang)
    kind = action[0]
    solo = state is not None and state.solo
    arg = action[1] if len(action) > 1 else None
    if kind == "keep":
        return _("Keep the secret mission {mission}").format(mission=mission_text(data.MISSIONS[arg], lang))
    if kind == "activate":
        return _("Activate a die: {face}").format(face=face_name(arg, lang))
    if kind == "reroll":
        if state is not None and state.rerolls:
            return _("Reroll dice (1 energy)")
        return _("Reroll dice")
    if kind == "reroll_die":
        return _("Reroll a die: {face}").format(face=face_name(arg, lang))
    if kind == "roll":
        return _("Roll the chosen dice")
    if kind == "convert":
        return _("Put a die into the converter: {face}").format(face=face_name(arg, lang))
    if kind == "set_die":
        return _("Turn a die from {face} to {new}").format(face=face_name(arg, lang), new=face_name(action[2], lang))
    if kind == "end":
        return _("End the turn")
    if kind == "ship":
        return _("Move the ship {where}").format(where=where(arg, lang, state))
    if kind == "to":
        if arg == HOME:
            return _("back to your galaxy")
        if arg >= ORBIT:
            return _("into orbit of {planet} (colony track)").format(planet=planet_in(arg - ORBIT, state))
        return _("land on {planet}").format(planet=planet_in(arg, state))
    if kind == "use_ability":
        return _("Use the planet's ability")
    if kind == "decline":
        return _("Do not use the ability")
    if kind == "advance":
        return _("Advance the ship around {planet}").format(planet=planet_in(arg, state))
    if kind == "upgrade":
        return _("Upgrade the empire, paying {resource}").format(resource=resource_name(arg, lang))
    if kind == "upgrade_mix":
        return _("Upgrade the empire, paying {n} energy and the rest in culture").format(n=arg)
    if kind == "colony":
        return _("Use the colony {planet}").format(planet=data.PLANETS[arg].name)
    if kind == "push":
        return _("Push back the ship of {owner} around {planet}").format(
            owner=owner_name(arg, lang, solo), planet=planet_in(action[2], state))
    if kind == "remove_planet":
        return _("Remove {planet} from the row").format(planet=planet_in(arg, state))
    if kind == "steal_from":
        return _("Take it from {owner}").format(owner=owner_name(arg, lang, solo))
    if kind == "amount":
        return _("Exchange {n}").format(n=arg)
    if kind == "row_planet":
        return _("Use the ability of {planet}").format(planet=planet_in(arg, state))
    if kind == "use_colony_of":
        return _("Use {planet}, the colony of {owner}").format(
            planet=data.PLANETS[action[2]].name, owner=owner_name(arg, lang, solo))
    if kind == "face":
        return _("Carry out: {face}").format(face=face_name(arg, lang))
    if kind == "back":
        return _("Move the ship around {planet} back").format(planet=planet_in(arg, state))
    if kind == "transfer":
        return _("Move the ship around {planet}").format(planet=planet_in(arg, state))
    if kind == "transfer_to":
        return _("to the track of {planet}").format(planet=planet_in(arg, state))
    if kind == "discard_die":
        return _("Spend a die: {face}").format(face=face_name(arg, lang))
    if kind == "recall":
        return _("Bring the ship around {planet} home").format(planet=planet_in(arg, state))
    if kind == "split":
        return _("Take {n} energy and the rest in culture").format(n=arg)
    if kind == "copy":
        return _("Copy the die")
    if kind == "pass":
        return _("Do not copy")
    if kind == "force_reroll":
        return _("Make the rogue galaxy reroll (1 energy + 1 culture)")
    if kind == "accept":
        return _("Let the rogue galaxy's die stand")
    if kind == "give":
        return _("Give the rogue galaxy 1 {resource}").format(resource=resource_name(arg, lang))
    if kind == "pushback":
        return _("Your ship around {planet} goes back").format(planet=planet_in(arg, state))
    return " ".join(str(part) for part in action)


def describe_event(event, lang="en"):
    """One line of the game log."""
    line = _event_line(event, lang)
    return line[:1].upper() + line[1:]


def _event_line(event, lang):
    _ = _tr(lang)
    kind = event["type"]
    owner = event.get("owner", event.get("seat"))
    solo = event.get("solo", False)
    who = owner_name(owner, lang, solo) if owner is not None else ""
    planet = data.PLANETS[event["planet"]].name if event.get("planet", -1) is not None and event.get("planet", -1) >= 0 else ""
    if kind == "first_player":
        return _("{who} starts.").format(who=who)
    if kind == "missions_kept":
        return _("Every player has kept a secret mission.")
    if kind == "roll":
        return _("{who} rolls: {dice}.").format(who=who, dice=", ".join(face_name(f, lang) for f in event["dice"]))
    if kind == "activate":
        return _("{who} activates {face}.").format(who=who, face=face_name(event["face"], lang))
    if kind == "reroll":
        return _("{who} rerolls {n} dice and gets {dice}.").format(
            who=who, n=len(event["new"]), dice=", ".join(face_name(f, lang) for f in event["new"]))
    if kind == "convert":
        return _("{who} uses the converter: {face} becomes {new}.").format(
            who=who, face=face_name(event["from"], lang), new=face_name(event["new"], lang))
    if kind == "set_die":
        return _("{who} turns {face} into {new}.").format(
            who=who, face=face_name(event["from"], lang), new=face_name(event["new"], lang))
    if kind == "end_turn":
        return _("{who} ends the turn.").format(who=who)
    if kind == "gain":
        return _("{who} gains {n} {resource}.").format(who=who, n=event["amount"],
                                                        resource=resource_name(event["resource"], lang))
    if kind == "lose":
        return _("{who} loses {n} {resource}.").format(who=who, n=event["amount"],
                                                        resource=resource_name(event["resource"], lang))
    if kind == "steal":
        return _("{who} takes {n} {resource} from {victim}.").format(
            who=who, n=event["amount"], resource=resource_name(event["resource"], lang),
            victim=owner_name(event["from"], lang, solo))
    if kind == "move":
        return _("{who} moves a ship to: {where}.").format(who=who, where=where(event["dest"], lang, None))
    if kind == "advance":
        return _("{who} advances a ship {n} on track #{slot}.").format(who=who, n=event["steps"], slot=event["slot"] + 1)
    if kind == "push_back":
        return _("A ship of {who} goes back {n} on track #{slot}.").format(who=who, n=event["steps"], slot=event["slot"] + 1)
    if kind == "colonise":
        return _("{who} colonises {planet} and has {points} points.").format(
            who=who, planet=planet, points=event["points"])
    if kind == "upgrade":
        return _("{who} upgrades the empire to level {level} ({points} points).").format(
            who=who, level=event["level"], points=event["points"])
    if kind == "ability":
        return _("{who} uses the ability of {planet}.").format(who=who, planet=planet)
    if kind == "copy":
        return _("{who} copies {face} for {n} culture.").format(who=who, face=face_name(event["face"], lang), n=event["cost"])
    if kind == "remove_planet":
        return _("{who} removes {planet} from the row.").format(who=who, planet=planet)
    if kind == "discard_die":
        return _("{who} spends a die: {face}.").format(who=who, face=face_name(event["face"], lang))
    if kind == "recall":
        return _("{who} brings a ship home from space {n}.").format(who=who, n=event["space"])
    if kind == "pay":
        return _("{who} pays {other} 1 {resource}.").format(
            who=who, other=owner_name(event["payee"], lang, solo), resource=resource_name(event["resource"], lang))
    if kind == "chosen_action":
        return _("{who} carries out {face}.").format(who=who, face=face_name(event["face"], lang))
    if kind == "transfer":
        return _("{who} moves a ship from track #{a} to track #{b}.").format(who=who, a=event["from"] + 1, b=event["dest"] + 1)
    if kind == "last_round":
        return _("{who} has {points} points: this is the last round.").format(who=who, points=event["points"])
    if kind == "fewer_dice":
        return _("{who} rolls {n} die fewer next turn.").format(who=who, n=event["amount"])
    if kind == "rogue_turn":
        return _("The rogue galaxy's turn: {n} dice.").format(n=event["dice"])
    if kind == "rogue_roll":
        return _("The rogue galaxy rolls {face}.").format(face=face_name(event["face"], lang))
    if kind == "rogue_reroll":
        return _("The rogue galaxy must reroll and gets {face}.").format(face=face_name(event["face"], lang))
    if kind == "rogue_discard":
        return _("The rogue galaxy cannot use {face}: the die is discarded.").format(face=face_name(event["face"], lang))
    if kind == "rogue_activate":
        return _("The rogue galaxy activates {face}.").format(face=face_name(event["face"], lang))
    if kind == "rogue_attack":
        return _("The rogue galaxy attacks (level {level}).").format(level=event["level"])
    if kind == "rogue_bonus":
        return _("The rogue galaxy has maximum culture: an extra turn of 3 dice.")
    if kind == "game_over":
        if "winner" in event:
            return _("You win!") if event["winner"] == "player" else _("The rogue galaxy wins.")
        return _("The game is over: {scores}.").format(scores=", ".join(str(s) for s in event["scores"]))
    return str(event)


def render(view, lang="en"):
    """The row of planets, the galaxies, and the dice, for a terminal."""
    _ = _tr(lang)
    solo = view["players"] == 1
    owners = len(view["energy"])
    names = [owner_name(o, lang, solo) for o in range(owners)]
    row = Table(title=_("Planets"), show_lines=False)
    for head in ("#", _("planet"), _("points"), _("produces"), _("track"), _("surface"), _("orbit")):
        row.add_column(head)
    abilities = []
    for slot, pid in enumerate(view["row"]):
        if pid < 0:
            row.add_row(str(slot + 1), "-", "", "", "", "", "")
            continue
        planet = data.PLANETS[pid]
        surface = ", ".join(names[o] for o in range(owners) if slot in view["ships"][o])
        orbit = ", ".join(f"{names[o]} {view['track'][o][slot]}/{planet.spaces + 1}"
                          for o in range(owners) if view["track"][o][slot] >= 0)
        row.add_row(str(slot + 1), planet.name, str(planet.points), resource_name(planet.resource, lang),
                    face_name(planet.track, lang), surface, orbit)
        abilities.append(Text(f"{slot + 1}. {planet.name}: {ability_text(planet, lang)}"))
    galaxies = Table(title=_("Galaxies"))
    for head in ("", _("energy"), _("culture"), _("empire level"), _("points"), _("ships at home")):
        galaxies.add_column(head)
    colonies = []
    for o in range(owners):
        mark = "▶ " if o == view["current"] else ""
        galaxies.add_row(mark + names[o], str(view["energy"][o]), str(view["culture"][o]), str(view["level"][o]),
                         str(view["points"][o]), str(view["ships"][o].count(HOME)))
        if view["colonies"][o]:
            colonies.append(Text(_("Colonies of {owner}: {planets}").format(
                owner=names[o], planets=", ".join(data.PLANETS[p].name for p in view["colonies"][o]))))
    dice = Text(_("Dice: {dice}").format(dice=", ".join(face_name(f, lang) for f in view["dice"]) or "-"))
    bay = Text(_("Activation bay: {dice}").format(dice=", ".join(face_name(f, lang) for f in view["bay"]) or "-"))
    parts = [row, *abilities, galaxies, *colonies, dice, bay]
    if view["converter"]:
        parts.append(Text(_("Converter: {dice}").format(dice=", ".join(face_name(f, lang) for f in view["converter"]))))
    if view.get("my_mission") is not None:
        parts.append(Text(_("Your secret mission: {mission}").format(
            mission=mission_text(data.MISSIONS[view["my_mission"]], lang))))
    if solo:
        rogue = view["rogue"]
        card = data.ROGUES[rogue["galaxy"]]
        level = view["level"][1]
        attack = _("level {level} attack").format(level=level)
        parts.append(Text(_("Rogue galaxy: {name} ({difficulty}), {attack}: {steps}").format(
            name=card.name, difficulty=difficulty_name(card.difficulty, lang), attack=attack,
            steps=attack_text(card.attacks[min(level, 5) - 1], lang))))
    parts.append(Text(_("Deck: {n} planets").format(n=view["deck"])))
    return Group(*parts)


def attack_text(attack, lang):
    _ = _tr(lang)
    words = []
    for step in attack.steps:
        verb = step[0]
        if verb == "lose":
            words.append(_("you lose {n} {resource}").format(n=step[2], resource=resource_name(step[1], lang)))
        elif verb == "take":
            words.append(_("it takes {n} {resource} from you").format(n=step[2], resource=resource_name(step[1], lang)))
        elif verb == "take_choice":
            words.append(_("it takes {n} resources of your choice").format(n=step[1]))
        elif verb == "rogue_gain":
            words.append(_("it gains {n} {resource}").format(n=step[2], resource=resource_name(step[1], lang)))
        elif verb == "push_one":
            words.append(_("one of your orbiting ships goes back {n}").format(n=step[1]))
        elif verb == "push_furthest":
            words.append(_("your furthest orbiting ship goes back {n}").format(n=step[1]))
        elif verb == "push_all":
            words.append(_("all your orbiting ships go back {n}").format(n=step[1]))
        elif verb == "fewer_dice":
            words.append(_("you roll {n} die fewer next turn").format(n=step[1]))
        elif verb == "rogue_advance":
            words.append(_("all its ships advance {n}").format(n=step[1]))
    text = "; ".join(words)
    return text + (" (" + _("once per turn") + ")" if attack.once else "")
