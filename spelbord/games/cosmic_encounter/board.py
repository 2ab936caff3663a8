"""The board of Cosmic Encounter as SVG for the browser, drawn from a seat's view.

One row per star system: its five planets with every colour's ships on them
(a planet is clickable for the one action it stands for now: aim the cone,
launch, free, send, return, settle or lose a ship there, or ask or grant a base
in a deal); then the black hole, the cone and the ring, the revealed cards and
the seat's own hand (a card is clickable to play it or to give it in a deal).
Every other legal action is a button below.
"""
from __future__ import annotations

from spelbord.engine.svg import Drawing

from .texts import _tr, alien_name, card_name, colour_name, describe_action, planet_name

PLANET_ACTIONS = ("aim", "launch", "free", "ally", "reward_ship", "return", "settle", "lose",
                  "deal_base_you", "deal_base_me")
FILL = {"yellow": "yellow", "red": "red", "white": "white", "orange": "orange", "violet": "purple"}


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    _ = _tr(lang)
    legal = list(legal or [])
    d = Drawing(game, legal)
    players, colours = view["players"], view["colours"]
    by_planet = {}
    for action in legal:
        if action[0] in PLANET_ACTIONS and action[1] not in by_planet:
            by_planet[action[1]] = action
    y = 20
    d.text(20, y + 14, game.titles.get(lang, game.name), 20, weight="bold")
    y += 34
    for seat in range(players):
        colour = colours[seat]
        mark = " *" if seat == view["offence"] else (" !" if seat == view["defence"] else "")
        powers = view["powers"][seat]
        alien = "?" if powers is None else ", ".join(alien_name(k, lang) for k in powers) or "-"
        d.token(34, y + 34, 16, FILL[colour])
        d.text(58, y + 22, colour_name(seat, lang) + mark, 15, weight="bold")
        d.text(58, y + 42, alien[:22], 13)
        d.text(58, y + 60, _("{home} home, {foreign} foreign").format(
            home=view["home_bases"][seat], foreign=view["foreign_bases"][seat]), 13)
        for k in range(5):
            planet = 5 * seat + k
            x = 250 + 146 * k
            target = planet == view["planet"]
            with d.group(by_planet.get(planet), tip=planet_name(planet, lang)):
                d.rect(x, y, 136, 70, "#eef1f8" if not target else "#ffe9c7", "#555" if not target else "#e0761f")
                d.text(x + 6, y + 16, str(k + 1), 13, weight="bold")
                tx = x + 22
                for other, count in enumerate(view["ships"][planet]):
                    if count:
                        d.token(tx, y + 44, 13, FILL[colours[other]], str(count))
                        tx += 28
        y += 80
    y += 6
    d.rect(20, y, 960, 74, "#f6f2ea")
    d.text(32, y + 22, _("Black hole"), 14, weight="bold")
    d.text(32, y + 44, "  ".join(f"{colour_name(s, lang)} {n}" for s, n in enumerate(view["warp"])), 13)
    out = "  ".join(f"{colour_name(s, lang)} {n}" for s, n in enumerate(view["removed"]) if n) or "-"
    d.text(32, y + 64, f"{_('out of the game')}: {out}", 13)
    if view["offence"] is not None:
        cone = ", ".join(f"{colour_name(s, lang)} {n}" for s, n in enumerate(view["cone"]) if n) or "-"
        ring = ", ".join(f"{colour_name(s, lang)} {n}" for s, n in enumerate(view["ring"]) if n) or "-"
        d.text(480, y + 22, _("Cone: {cone}   Defensive ring: {ring}").format(cone=cone, ring=ring), 13)
        played = ", ".join(f"{colour_name(int(s), lang)}: {card_name(c, lang)}" for s, c in view["played"].items())
        if played:
            d.text(480, y + 44, played, 13)
    y += 90
    if "hand" in view:
        d.text(20, y + 14, _("Your hand: {cards}").format(cards=""), 14, weight="bold")
        y += 24
        x = 20
        for c in view["hand"]:
            action = ("card", c) if ("card", c) in legal else ("deal_give", c)
            if x + 92 > 980:
                x, y = 20, y + 62
            d.card(x, y, 86, 54, [card_name(c, lang)], action=action)
            x += 94
        y += 70
    y = d.buttons(20, y, d.undrawn(), lambda a: describe_action(a, lang)[:60]) + 20
    return d.document(y, game.titles.get(lang, game.name))
