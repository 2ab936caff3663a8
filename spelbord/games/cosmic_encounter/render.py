"""The board of Cosmic Encounter drawn for a terminal: systems, black hole, cone, hand."""
from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text

from .texts import _tr, alien_name, card_name, colour_name, planet_name, player_name, side_name

STYLE = {"yellow": "yellow", "red": "red", "white": "bright_white", "orange": "dark_orange", "violet": "magenta"}


def _ships(view, planet, lang) -> Text:
    text = Text()
    for seat, count in enumerate(view["ships"][planet]):
        if count:
            colour = view["colours"][seat]
            text.append(f"{colour_name(seat, lang)[:2]}{count} ", style=STYLE[colour])
    return text


def render(view, lang="en"):
    _ = _tr(lang)
    players = view["players"]
    board = Table(title=_("Star systems"), show_lines=False)
    board.add_column(_("Player"))
    for k in range(5):
        board.add_column(str(k + 1))
    board.add_column(_("Alien"))
    board.add_column(_("Bases"))
    board.add_column(_("Black hole"))
    board.add_column(_("Cards"))
    for seat in range(players):
        colour = view["colours"][seat]
        powers = view["powers"][seat]
        if powers is None:
            alien = _("hidden")
        else:
            active = view["powers_in_force"][seat] or []
            alien = ", ".join(alien_name(k, lang) + ("" if k in active else " (-)") for k in powers) or "-"
        mark = "*" if seat == view["offence"] else ("!" if seat == view["defence"] else "")
        row = [Text(player_name(seat, lang) + mark, style=STYLE[colour])]
        for k in range(5):
            planet = 5 * seat + k
            cell = _ships(view, planet, lang)
            if planet == view["planet"]:
                cell = Text("> ", style="bold") + cell
            row.append(cell)
        row += [alien, _("{home} home, {foreign} foreign").format(home=view["home_bases"][seat],
                                                                 foreign=view["foreign_bases"][seat]),
                _("{warp} (out: {removed})").format(warp=view["warp"][seat], removed=view["removed"][seat]),
                str(view["hand_sizes"][seat])]
        board.add_row(*row)
    lines = [board]
    if view["offence"] is not None:
        cone = ", ".join(f"{player_name(s, lang)} {n}" for s, n in enumerate(view["cone"]) if n) or "-"
        ring = ", ".join(f"{player_name(s, lang)} {n}" for s, n in enumerate(view["ring"]) if n) or "-"
        target = planet_name(view["planet"], lang) if view["planet"] is not None else "?"
        lines.append(Text(_("Challenge {n}: {off} against {dfn} at {planet}").format(
            n=view["challenge"], off=player_name(view["offence"], lang),
            dfn=player_name(view["defence"], lang) if view["defence"] is not None else "?", planet=target)))
        lines.append(Text(_("Cone: {cone}   Defensive ring: {ring}").format(cone=cone, ring=ring)))
        for side in ("offence", "defence"):
            if view["allies"][side]:
                lines.append(Text(_("Allies of {side}: {names}").format(
                    side=side_name(side, lang), names=", ".join(player_name(s, lang) for s in view["allies"][side]))))
        if view["played"]:
            lines.append(Text(", ".join(f"{player_name(int(s), lang)}: {card_name(c, lang)}"
                                        for s, c in view["played"].items())))
    if view.get("deal"):
        from .texts import negotiation, status_name
        for offer in negotiation(view, lang)["offers"]:
            lines.append(Text(f"{player_name(offer['from'], lang)} -> {player_name(offer['to'], lang)}: "
                              f"{offer['terms']} ({status_name(offer['status'], lang)})"))
    lines.append(Text(_("Deck {deck}, discard pile {discard}, star cards {destiny}").format(
        deck=view["deck"], discard=len(view["discard"]), destiny=view["destiny"])))
    for seat, (shown, seen) in enumerate(zip(view["known_cards"], view["seen_cards"])):
        known = sorted(shown + seen)
        if known:
            lines.append(Text(_("Known in the hand of {player}: {cards}").format(
                player=player_name(seat, lang), cards=", ".join(card_name(c, lang) for c in known))))
    if "hand" in view:
        hand = ", ".join(card_name(c, lang) for c in view["hand"]) or "-"
        lines.append(Text(_("Your hand: {cards}").format(cards=hand), style="bold"))
    return Group(*lines)
