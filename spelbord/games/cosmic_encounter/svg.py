"""The board of Cosmic Encounter drawn as SVG for the browser, from one seat's view.

The black hole in the middle with the ships caught in it; around it each
player's star system, a hexagon of five planets with the ships on each by
colour; the hyperspace cone pointing at the planet under attack with the ships
launched into it. Below: each player's alien, bases, cards and ships in the
black hole; the challenge under way and the deal; the seat's own hand. A
hidden alien stays hidden. Planets, systems, cards and aliens carry the
actions that use them; the rest are buttons.
"""
from __future__ import annotations

import math
from functools import lru_cache

from spelbord.engine.svg import Drawing, fit, fragment
from spelbord.engine.textwidth import text_width, wrap_to_width

from . import deck
from .texts import (_tr, alien_name, card_name, describe_action, negotiation, planet_name, player_name,
                    side_name, status_name)

#: the sun colours of the box, as drawn
SHIP_COLOURS = {"yellow": "#f0c419", "red": "#d1352b", "white": "#f4f1ea", "orange": "#e0761f",
                "violet": "#7d4bb8"}
#: a system's outline: its colour, but grey for white, which would not show
OUTLINE = dict(SHIP_COLOURS, white="#9a9a9a")
PALE = {"yellow": "#fdf5d2", "red": "#f9dcd9", "white": "#f1f1f1", "orange": "#fbe3cf", "violet": "#e7dcf4"}
DARK_INK = ("yellow", "white", "orange")
def _centre(players):
    """The black hole: lower down when the systems stand round it, higher when two face each other."""
    return (500, 190) if players == 2 else (500, 340)
#: the order in which a planet's actions are offered by clicking it
PLANET_ACTIONS = ("aim", "launch", "ally", "free", "reward_ship", "return", "settle", "lose",
                  "deal_base_you", "deal_base_me")
KIND_TINTS = {"attack": "#fde2e0", "compromise": "#e0f1e4"}


def _(message: str) -> str:
    """Marks a message for extraction; ``_tr(lang)`` translates it."""
    return message


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    """The whole board of ``view`` as an SVG document."""
    tr = _tr(lang)
    d = Drawing(game, legal)
    title = game.titles.get(lang, game.name)
    d.text(20, 30, title, 22, weight="bold")
    d.text(980, 30, _status(game, view, lang), 14, anchor="end")
    places = {planet: _planet_centre(planet, view["players"]) for planet in range(5 * view["players"])}
    chips = _cone(d, view, lang, places)  # under the systems, which hide its tip
    _systems(d, view, lang)
    _black_hole(d, view, lang)
    chips()
    _piles(d, view, lang)
    bottom = max(_system_centre(seat, view["players"])[1] for seat in range(view["players"])) + 80
    y = _players(d, view, lang, max(bottom, _centre(view["players"])[1] + 70) + 30)
    y = _known_hands(d, view, lang, y)
    y = _challenge(d, view, lang, y + 10)
    y = _fate_in_play(d, view, lang, y)
    if view["seat"] is not None:
        y = _hand(d, view, lang, y + 8)
    rest = d.undrawn()
    if rest:
        y = d.buttons(20, y + 12, rest, lambda a: describe_action(a, lang)) + 4
    if view.get("outcome"):
        winners = ", ".join(player_name(s, lang) for s in view["outcome"].get("winners", []))
        d.rect(20, y + 10, 960, 38, "#fff3c4", "#b08a00")
        d.text(500, y + 35, tr(_("Victory: {players}")).format(players=winners), 16, anchor="middle",
               weight="bold")
        y += 50
    return d.document(y + 12, title)


def _status(game, view, lang) -> str:
    """Whose turn, who may act, and the secret step being chosen, if any."""
    tr = _tr(lang)
    parts = []
    if view["offence"] is not None:
        parts.append(tr(_("Turn of {player}")).format(player=player_name(view["offence"], lang)))
    if view["actors"]:
        parts.append(tr(_("To act: {players}")).format(players=", ".join(player_name(s, lang) for s in view["actors"])))
    if view.get("secret"):
        parts.append(game.describe_step(view["secret"]["kind"], lang))
    return " · ".join(parts)


def _ink(colour: str) -> str:
    return "#222" if colour in DARK_INK else "#fff"


def _chip(d: Drawing, x, y, colour, count, width=30) -> None:
    """Ships of one colour: a chip in that colour with their number."""
    d.rect(x, y, width, 16, SHIP_COLOURS[colour], "#333", rx=4, width=1)
    d.text(x + width / 2, y + 13, str(count), 12, anchor="middle", weight="bold", fill=_ink(colour))


def _chips(d: Drawing, x, y, counts, colours, per_row=1, width=30) -> float:
    """A chip for each colour with ships in ``counts``; returns the bottom."""
    shown = [(s, n) for s, n in enumerate(counts) if n]
    for i, (s, n) in enumerate(shown):
        _chip(d, x + (i % per_row) * (width + 4), y + (i // per_row) * 18, colours[s], n, width)
    return y + 18 * -(-len(shown) // per_row)


# ----- the star systems ---------------------------------------------------------
@lru_cache(maxsize=None)
def _system_centre(seat, players):
    """Systems stand round the black hole, the first at the top (two face each other across it)."""
    if players == 2:
        return 500 + (-1 if seat == 0 else 1) * 330, _centre(2)[1]
    angle = -math.pi / 2 + 2 * math.pi * seat / players
    centre = _centre(players)
    return centre[0] + 340 * math.cos(angle), centre[1] + 240 * math.sin(angle)


@lru_cache(maxsize=None)
def _planet_centre(planet, players):
    cx, cy = _system_centre(planet // 5, players)
    return cx - 104 + 52 * (planet % 5), cy - 22


def _systems(d: Drawing, view, lang) -> None:
    """Every system, its planets and the ships on them."""
    players = view["players"]
    colours = view["colours"]
    on_planets = _planet_actions(d)
    for seat in range(players):
        cx, cy = _system_centre(seat, players)
        colour = colours[seat]
        hexagon = [(cx - 150, cy), (cx - 120, cy - 74), (cx + 120, cy - 74), (cx + 150, cy),
                   (cx + 120, cy + 80), (cx - 120, cy + 80)]
        action = next((a for a in (("defender", seat), ("invite", seat)) if d.is_legal(a)), None)
        planets = [5 * seat + k for k in range(5)]
        # a system chosen whole (invited, or made the defence) takes its planets inside its
        # clickable group, so a click on a planet in its middle chooses it too
        whole = action is not None and not any(planet in on_planets for planet in planets)
        with d.group(action):
            d.polygon(hexagon, PALE[colour], OUTLINE[colour], 3)
            name = player_name(seat, lang) + (" ★" if seat == view["seat"] else "")
            if seat == view["offence"]:
                name += " · " + side_name("offence", lang)
            elif seat == view["defence"]:
                name += " · " + side_name("defence", lang)
            d.text(cx, cy - 54, name, 14, anchor="middle", weight="bold")
            if whole:
                for planet in planets:
                    _planet(d, view, lang, planet, on_planets.get(planet), colour)
        if not whole:
            for planet in planets:
                _planet(d, view, lang, planet, on_planets.get(planet), colour)


def _planet_actions(d: Drawing) -> dict:
    """Each planet's action taken by clicking it: the first legal in :data:`PLANET_ACTIONS` order."""
    found: dict = {}
    for action in d.legal():
        if len(action) == 2 and action[0] in PLANET_ACTIONS and isinstance(action[1], int):
            held = found.get(action[1])
            if held is None or PLANET_ACTIONS.index(action[0]) < PLANET_ACTIONS.index(held[0]):
                found[action[1]] = action
    return found


def _planet(d: Drawing, view, lang, planet, action, colour) -> None:
    power = view["planet_powers"][planet // 5][planet % 5] if view.get("planet_powers") else None
    px, py = _planet_centre(planet, view["players"])
    _planet_drawn(d, lang, planet, px, py, colour, power, action, planet == view["planet"],
                  tuple(view["ships"][planet]), tuple(view["colours"]))


@fragment
def _planet_drawn(d: Drawing, lang, planet, px, py, colour, power, action, target, ships, colours) -> None:
    tip = planet_name(planet, lang)
    if power is not None:  # the variant with an alien on each home planet
        tip += ": " + _alien_text(power, lang)
    with d.group(action, tip, key=f"planet:{planet}"):
        d.circle(px, py, 19, SHIP_COLOURS[colour], "#b00" if target else "#333", 4 if target else 1.5)
        d.text(px, py + 5, str(planet % 5 + 1), 14, anchor="middle", weight="bold", fill=_ink(colour))
    _chips(d, px - 15, py + 22, ships, colours)


def _black_hole(d: Drawing, view, lang) -> None:
    tr = _tr(lang)
    cx, cy = _centre(view["players"])
    d.circle(cx, cy, 58, "#1c1c28", "#555", 2)
    d.text(cx, cy - 32, tr(_("Black hole")), 12, anchor="middle", fill="#fff")
    warp = view["warp"]
    shown = sum(1 for n in warp if n)
    with d.keyed("warp"):
        _chips(d, cx - (shown * 34 - 4) / 2 if shown <= 3 else cx - 49, cy - 20, warp, view["colours"],
               per_row=3)


def _cone(d: Drawing, view, lang, places):
    """The hyperspace cone from the black hole toward the planet under attack;
    returns a function drawing the ships in it (on top of everything else)."""
    tr = _tr(lang)
    if view["offence"] is None:
        return lambda: None
    planet = view["planet"]
    cx, cy = _centre(view["players"])
    if planet is not None and planet in places:
        tx, ty = places[planet]
    else:
        tx, ty = _system_centre(view["offence"], view["players"])
    length = math.hypot(tx - cx, ty - cy) or 1
    ux, uy = (tx - cx) / length, (ty - cy) / length
    bx, by = cx + 66 * ux, cy + 66 * uy
    tip = (tx - 24 * ux, ty - 24 * uy) if planet is not None else (cx + 130 * ux, cy + 130 * uy)
    base = [(bx - 34 * uy, by + 34 * ux), (bx + 34 * uy, by - 34 * ux)]
    d.add(f'<polygon points="{base[0][0]:g},{base[0][1]:g} {base[1][0]:g},{base[1][1]:g} '
          f'{tip[0]:g},{tip[1]:g}" fill="#ffe6a0" fill-opacity="0.75" stroke="#b08a00" stroke-width="2"/>')

    def chips():
        if any(view["cone"]):
            mx, my = bx + 30 * ux, by + 30 * uy
            rows = sum(1 for n in view["cone"] if n)
            d.rect(mx - 22, my - 14, 44, 12 + 18 * rows, "#fff8e0", "#b08a00", rx=4, opacity=0.9)
            _chips(d, mx - 15, my - 10, view["cone"], view["colours"])
        d.text(bx - 44 * uy, by + 44 * ux + 4, tr(_("the cone")), 12, anchor="middle", fill="#7a5a00")
    return chips


def _piles(d: Drawing, view, lang) -> None:
    tr = _tr(lang)
    d.text(20, 62, tr(_("Deck {deck}, discard pile {discard}, star cards {destiny}")).format(
        deck=view["deck"], discard=len(view["discard"]), destiny=view["destiny"]), 13, fill="#555")


# ----- the players -------------------------------------------------------------------
def _players(d: Drawing, view, lang, top) -> float:
    tr = _tr(lang)
    heads = ((20, _("Player")), (150, _("Alien")), (480, _("Bases")), (720, _("Cards")),
             (820, _("Black hole")))
    for x, head in heads:
        d.text(x + 4, top, tr(head), 13, weight="bold", fill="#555")
    y = top + 8
    for seat in range(view["players"]):
        powers = view["powers"][seat]
        _player_row(d, lang, seat, y, view["colours"][seat], seat == view["seat"],
                    None if powers is None else tuple(powers), tuple(view["powers_in_force"][seat] or ()),
                    view["home_bases"][seat], view["foreign_bases"][seat], view["hand_sizes"][seat],
                    view["warp"][seat])
        y += 36
    return y


def _known_hands(d: Drawing, view, lang, top) -> float:
    """The cards the reader knows in each hand: shown to all, or to him alone (:mod:`.known`)."""
    tr = _tr(lang)
    for seat, (shown, seen) in enumerate(zip(view["known_cards"], view["seen_cards"])):
        if shown or seen:
            line = tr(_("Known in the hand of {player}: {cards}")).format(
                player=player_name(seat, lang), cards=", ".join(card_name(c, lang) for c in sorted(shown + seen)))
            for part in wrap_to_width(line, 950, 13):
                d.text(24, top + 14, part, 13)
                top += 18
    return top


def card_text(card, lang) -> str:
    """A card as its tip says it: a fate card with its whole text, the others by name."""
    from . import data
    if deck.KIND[card] != "edict":
        return card_name(card, lang)
    return f"{card_name(card, lang)}: {data.FATE_CARDS[deck.KEY[card]].text[lang]}"


def _fate_in_play(d: Drawing, view, lang, top) -> float:
    """The fate cards acting in this challenge, each with its text: those lasting to its end,
    and Cosmic Zap on each player whose power it stops."""
    from . import data
    tr = _tr(lang)
    acting = [(key, owner) for owner, key in view["lasting"]] + [("cosmic_zap", seat) for seat in view["zapped"]]
    if not acting:
        return top
    d.text(20, top + 16, tr(_("Fate cards in play")), 15, weight="bold")
    x = 20
    for key, seat in acting:
        fate = data.FATE_CARDS[key]
        label = tr(_("{card} ({player})")).format(card=getattr(fate, lang), player=player_name(seat, lang))
        width = min(960, 26 + text_width(label, 13, "bold"))
        if x + width > 980:
            x, top = 20, top + 40
        with d.group(None, f"{getattr(fate, lang)}: {fate.text[lang]}"):
            d.rect(x, top + 24, width, 30, "#e3eef8", "#1f5fa8", rx=6)
            d.text(x + 12, top + 44, label, 13, weight="bold")
        x += width + 8
    return top + 62


@fragment
def _player_row(d: Drawing, lang, seat, y, colour, mine, powers, in_force, home, foreign, hand, warp) -> None:
    """One player's row: colour and name, aliens (or "hidden"), bases, cards, ships in the black hole."""
    tr = _tr(lang)
    with d.keyed(f"player:{seat}"):
        d.rect(20, y, 960, 32, "#fdf3dc" if mine else "#fffdf6", "#c9c1ad", rx=4)
    d.circle(36, y + 16, 9, SHIP_COLOURS[colour], "#333")
    name, size = fit(player_name(seat, lang) + (" ★" if mine else ""), 98, 14)
    d.text(52, y + 21, name, size, weight="bold")
    x = 154
    if powers is None:
        d.text(x, y + 21, tr(_("hidden")), 13, italic=True)
    else:
        for key in powers:
            name = alien_name(key, lang)
            width = 20 + 7 * len(name)
            active = key in in_force  # a power out of force (too few home bases, zapped) is greyed
            with d.group(("reveal_power", key), _alien_text(key, lang)):
                d.rect(x, y + 5, width, 22, "#efe2f7" if active else "#e4e4e4", "#6b4bb8" if active else "#999",
                       rx=5, dash=None if active else "4 3")
                d.text(x + 10, y + 21, name, 13, fill="#222" if active else "#666", italic=not active)
            x += width + 6
    d.text(484, y + 21, tr(_("{home} home, {foreign} foreign")).format(home=home, foreign=foreign), 13)
    d.text(724, y + 21, str(hand), 14, weight="bold")
    d.text(824, y + 21, str(warp), 14)


def _alien_text(key, lang) -> str:
    from . import data
    alien = data.ALIENS[key]
    return f"{alien_name(key, lang)}: {alien.text.get(lang) or alien.text['en']}"


def _challenge(d: Drawing, view, lang, top) -> float:
    """The challenge under way (who against whom, allies, cards shown) and the deal."""
    tr = _tr(lang)
    lines = []
    if view["offence"] is not None and view["defence"] is not None and view["planet"] is not None:
        lines.append(tr(_("Challenge {n}: {off} against {dfn} at {planet}")).format(
            n=view["challenge"], off=player_name(view["offence"], lang), dfn=player_name(view["defence"], lang),
            planet=planet_name(view["planet"], lang)))
    for side in ("offence", "defence"):
        if view["allies"][side]:
            lines.append(tr(_("Allies of {side}: {players}")).format(
                side=side_name(side, lang), players=", ".join(player_name(s, lang) for s in view["allies"][side])))
    for words, counts in ((_("In the cone: {ships}"), view["cone"]), (_("In the defence ring: {ships}"), view["ring"])):
        if any(counts):
            ships = ", ".join(f"{player_name(s, lang)} {n}" for s, n in enumerate(counts) if n)
            lines.append(tr(words).format(ships=ships))
    if view["played"]:
        lines.append(tr(_("Cards shown: {cards}")).format(cards=", ".join(
            f"{player_name(int(s), lang)}: {card_name(c, lang)}" for s, c in view["played"].items())))
    secret = view.get("secret") or {}
    chosen = sorted(set(view["chosen"]) | set(secret.get("chosen", [])))
    if chosen:
        lines.append(tr(_("Have chosen a card: {players}")).format(
            players=", ".join(player_name(s, lang) for s in chosen)))
    mine = [a[1] for a in secret.get("mine", []) if a[0] == "card"]
    if view.get("my_card") is not None:
        mine.append(view["my_card"])
    for card in mine:  # only the seat that chose sees its card before the reveal
        lines.append(tr(_("Your card: {card}")).format(card=card_name(card, lang)))
    deal = negotiation(view, lang)
    if deal is not None:
        lines.append(deal["title"])
        for offer in deal["offers"]:
            lines.append(f"{player_name(offer['from'], lang)} → {player_name(offer['to'], lang)}: {offer['terms']}"
                         f" ({status_name(offer['status'], lang)})")
    if not lines:
        return top
    height = 14 + 20 * len(lines)
    d.rect(20, top, 960, height, "#fff8e6", "#e0761f", rx=6)
    for i, line in enumerate(lines):
        d.text(32, top + 22 + 20 * i, line[:130], 13, weight="bold" if i == 0 else "normal")
    return top + height + 6


def _hand(d: Drawing, view, lang, top) -> float:
    tr = _tr(lang)
    d.text(20, top + 16, tr(_("Your hand")), 15, weight="bold")
    y = top + 26
    for i, card in enumerate(view["hand"]):
        x = 20 + (i % 7) * 136
        cy = y + (i // 7) * 60
        action = next((a for a in (("card", card), ("deal_give", card)) if d.is_legal(a)), None)
        _hand_card(d, lang, card, x, cy, action)
    y += -(-len(view["hand"]) // 7) * 60 if view["hand"] else 0
    offer = view.get("alien_offer") or []
    if offer:
        d.text(20, y + 16, tr(_("Aliens to choose from")), 15, weight="bold")
        for i, key in enumerate(offer):
            with d.group(("keep_alien", key), _alien_text(key, lang)):
                d.rect(20 + i * 200, y + 26, 190, 34, "#efe2f7", "#6b4bb8")
                d.text(30 + i * 200, y + 48, alien_name(key, lang), 14, weight="bold")
        y += 66
    return y


@fragment
def _hand_card(d: Drawing, lang, card, x, y, action) -> None:
    with d.group(action, card_text(card, lang), key=f"card:{card}"):
        d.rect(x, y, 130, 52, KIND_TINTS.get(deck.KIND[card], "#e3eef8"), "#555")
        for k, line in enumerate(wrap_to_width(card_name(card, lang), 120, 12, "bold")[:3]):
            size = 13 if text_width(line, 13, "bold") <= 120 else 12
            d.text(x + 65, y + 22 + k * 16, line, size, anchor="middle", weight="bold")


# ----- the last move ----------------------------------------------------------------
def last_move_keys(events: list[dict]) -> set[str]:
    """The board's keys of what ``events`` (as the seat sees them) changed."""
    keys = set()
    for event in events:
        kind = event["type"]
        if kind == "launched":
            keys |= {f"planet:{p}" for p in event["planets"]}
        elif kind in ("aim", "landed", "base_by_deal"):
            keys.add(f"planet:{event['planet']}")
        elif kind == "freed":
            keys |= {f"planet:{event['planet']}", "warp"}
        elif kind in ("lost", "freed_all"):
            keys.add("warp")
        elif kind in ("challenge_over", "turn", "zapped", "power_used", "edict_played", "joined", "declined"):
            keys.add(f"player:{event['seat']}")
    return keys
