"""Quo Vadis in words (Swedish, German, English) and drawn for a terminal.

The rulebook's own terms: senator, gremium, senaten, lagerbärsblad, Caesar,
tillåtelse (SV); Senator, Gremium, Senat, Lorbeer, Cäsar, Erlaubnis (the German
original). Messages are English in the code and translated in
``locale/<lang>/LC_MESSAGES/quo_vadis.po``.
"""
from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine.identity import seat_word
from ...i18n import translator
from .board import KIND_NAMES, LEVEL, NUMBERS, ROAD_FROM, ROAD_TO, ROADS, SEATS, SENATE

#: a colour for each seat on the board
COLOURS = ("red", "blue", "green", "yellow", "magenta")


def _tr(lang: str):
    return translator(lang, "quo-vadis")


def committee(c: int, lang: str) -> str:
    """"the Senate" or "committee 9": committee ``c`` by the number the board shows (:data:`.board.NUMBERS`)."""
    _ = _tr(lang)
    return _("the Senate") if c == SENATE else _("committee {c}").format(c=NUMBERS[c])


def road(r: int, lang: str) -> str:
    """A road as "committee 2 → committee 9"."""
    return f"{committee(ROAD_FROM[r], lang)} → {committee(ROAD_TO[r], lang)}"


def laurel(kind, lang: str) -> str:
    _ = _tr(lang)
    if kind is None:
        return _("no laurel")
    name = _("laurel {value}").format(value=KIND_NAMES[kind].rstrip("*"))
    return name + (" " + _("with Caesar") if kind == 2 else "")


def laurel_list(kinds, lang: str) -> str:
    return ", ".join(laurel(k, lang) for k in kinds) or "-"


def pile_words(view: dict, s: int, lang: str) -> str:
    """Seat s's laurels as the view shows them: by kind, or face down with what the table has seen."""
    pile = view["laurels"][s]
    if pile is not None:
        return " ".join(f"{n}×{KIND_NAMES[k]}" for k, n in enumerate(pile) if n) or "-"
    _ = _tr(lang)
    text = _("{n} face down").format(n=view["tiles"][s])
    seen = " ".join(f"{n}×{KIND_NAMES[k]}" for k, n in enumerate(view["known"][s]) if n)
    return text + (" (" + _("seen: {laurels}").format(laurels=seen) + ")" if seen else "")


def player(s, lang: str) -> str:
    _ = _tr(lang)
    return seat_word(s, _("player {seat}").format(seat=s + 1), label=False)


def describe_term(term, lang: str) -> str:
    _ = _tr(lang)
    name = term[0]
    if name == "pays":
        return _("the mover pays a {laurel}").format(laurel=laurel(term[1], lang))
    if name == "gets":
        return _("the mover receives a {laurel}").format(laurel=laurel(term[1], lang))
    if name == "caesar_to":
        return _("the mover moves Caesar to {road}").format(road=road(term[1], lang))
    if term[1] == "permission":
        return _("the mover promises a permission later (not binding)")
    return _("the mover promises not to help {player} (not binding)").format(player=player(term[2], lang))


def pledge_lines(view: dict, lang: str) -> list[str]:
    """The laurels asked for and pledged this turn, against Caesar's staying away."""
    _ = _tr(lang)
    lines = []
    ask = view.get("ask")
    if ask:
        lines.append(_("{player} asks {other}: a laurel if Caesar is not put in front of {committee} this turn?")
                     .format(player=player(ask["mover"], lang), other=player(ask["of"], lang),
                             committee=committee(ask["committee"], lang)))
    for p in view.get("pledges") or []:
        lines.append(_("{player} lays a {laurel} on the table for {mover}, his if Caesar stays away from "
                       "{committee}").format(player=player(p["payer"], lang), laurel=laurel(p["laurel"], lang),
                                             mover=player(p["mover"], lang),
                                             committee=committee(p["committee"], lang)))
    return lines


def describe_action(action, lang: str = "en", state=None) -> str:
    _ = _tr(lang)
    name = action[0]
    if name == "place":
        return _("Place a senator in {committee}").format(committee=committee(action[1], lang))
    if name == "move":
        return _("Move a senator: {road}").format(road=road(action[1], lang))
    if name == "request":
        return _("Ask permission to move: {road}").format(road=road(action[1], lang))
    if name == "caesar":
        return _("Move Caesar to {road}").format(road=road(action[1], lang))
    if name == "keep":
        return _("Leave Caesar where he is")
    if name == "pass":
        return _("Make no offer")
    if name in ("pays", "gets", "caesar_to", "promise"):
        return _("Term: {term}").format(term=describe_term(action, lang))
    if name == "bribe":
        return _("Offer the mover a {laurel} for withdrawing the request").format(laurel=laurel(action[1], lang))
    if name == "offer":
        return _("Give permission with {n} senator(s) on these terms").format(n=action[1])
    if name == "accept":
        return _("Accept the offer of {players}").format(players=", ".join(player(g, lang) for g in action[1:]))
    if name == "counter":
        return _("Make {player} a counter-offer").format(player=player(action[1], lang))
    if name == "propose":
        return _("Propose these terms for permission from {n} senator(s)").format(n=action[1])
    if name == "agree":
        return _("Agree to the counter-offer")
    if name == "refuse":
        if state is not None and state.phase == "pledge":
            return _("Refuse the laurel")
        return _("Refuse the counter-offer")
    if name == "ask":
        return _("Ask {player} for a laurel if you do not put Caesar in front of {committee} this turn").format(
            player=player(action[1], lang), committee=committee(action[2], lang))
    if name == "pledge":
        return _("Lay a {laurel} on the table: the mover's if Caesar stays away").format(
            laurel=laurel(action[1], lang))
    if name == "reject":
        return _("Reject all offers and ask again")
    if name == "withdraw":
        if len(action) > 1:
            return _("Withdraw the request on the terms of {player}").format(player=player(action[1], lang))
        return _("Withdraw the request")
    if name == "remove":
        return _("Take a senator off {committee}").format(committee=committee(action[1], lang))
    return " ".join(str(part) for part in action)


def describe_event(event: dict, lang: str = "en") -> str:
    _ = _tr(lang)
    kind = event["type"]
    who = player(event["seat"], lang) if "seat" in event else ""
    if kind == "place":
        return _("{player} places a senator in {committee}").format(player=who, committee=committee(event["committee"], lang))
    if kind == "move":
        text = _("{player} moves a senator: {road}").format(player=who, road=road(event["road"], lang))
        if event["caesar"]:
            text += "; " + _("Caesar is on the road: no permission needed, no laurels")
        elif event["permissions"] or event["own_permissions"]:
            grants = [player(g, lang) + (f" x{v}" if v > 1 else "") for g, v in event["permissions"]]
            if event["own_permissions"]:
                grants.append(_("own senators x{n}").format(n=event["own_permissions"]))
            text += "; " + _("permission from {grants}").format(grants=", ".join(grants))
        if "laurel" in event:
            text += "; " + _("takes a {laurel}, a {new} is laid out").format(
                laurel=laurel(event["laurel"], lang), new=laurel(event["new_laurel"], lang))
        elif event.get("took"):
            text += "; " + _("takes the road's laurel face down, a {new} is laid out").format(
                new=laurel(event["new_laurel"], lang))
        if event["rewards"]:
            text += "; " + _("laurel I for {players}").format(
                players=", ".join(player(g, lang) for g in event["rewards"]))
        return text
    if kind == "ask":
        return _("{player} asks {other}: a laurel if Caesar is not put in front of {committee} this turn?").format(
            player=who, other=player(event["of"], lang), committee=committee(event["committee"], lang))
    if kind == "pledge":
        return _("{player} lays a {laurel} on the table for {mover}, his if Caesar stays away from {committee}").format(
            player=who, laurel=laurel(event["laurel"], lang), mover=player(event["mover"], lang),
            committee=committee(event["committee"], lang))
    if kind == "pledge_refused":
        return _("{player} refuses").format(player=who)
    if kind in ("pledge_paid", "pledge_void"):
        words = (_("Caesar stayed away from {committee}: {mover} receives the {laurel} of {payer}")
                 if kind == "pledge_paid" else
                 _("Caesar stands in front of {committee}: the {laurel} goes back to {payer}"))
        return words.format(committee=committee(event["committee"], lang), mover=player(event["mover"], lang),
                            laurel=laurel(event["laurel"], lang), payer=player(event["payer"], lang))
    if kind == "laurel":
        return _("{player} takes a {laurel} face down").format(player=who, laurel=laurel(event["laurel"], lang))
    if kind == "caesar":
        return _("{player} moves Caesar to {road}").format(player=who, road=road(event["road"], lang))
    if kind == "caesar_kept":
        return _("{player} leaves Caesar where he is").format(player=who)
    if kind == "request":
        return _("{player} asks permission to move: {road}").format(player=who, road=road(event["road"], lang))
    if kind == "term":
        return _("{player} adds a term: {term}").format(player=who, term=describe_term(event["term"], lang))
    if kind == "offer":
        terms = "; ".join(describe_term(t, lang) for t in event["terms"]) or _("no terms")
        if event["votes"] == 0:
            return _("{player} offers, if the request is withdrawn: {terms}").format(player=who, terms=terms)
        return _("{player} offers permission with {n} senator(s): {terms}").format(player=who, n=event["votes"], terms=terms)
    if kind == "pass":
        return _("{player} makes no offer").format(player=who)
    if kind == "accept":
        return _("{player} accepts the offer of {players}").format(
            player=who, players=", ".join(player(g, lang) for g in event["grantors"]))
    if kind == "deal":
        parts = []
        if event["paid"]:
            parts.append(_("pays {laurels}").format(laurels=laurel_list(event["paid"], lang)))
        if event["received"]:
            parts.append(_("receives {laurels}").format(laurels=laurel_list(event["received"], lang)))
        for promise in event["promises"]:
            parts.append(describe_term(["promise", *promise], lang))
        return _("Deal between {mover} and {other}: {parts}").format(
            mover=player(event["mover"], lang), other=player(event["with"], lang), parts="; ".join(parts) or "-")
    if kind == "counter":
        return _("{player} makes {other} a counter-offer").format(player=who, other=player(event["grantor"], lang))
    if kind == "propose":
        terms = "; ".join(describe_term(t, lang) for t in event["terms"]) or _("no terms")
        return _("{player} proposes to {other}: permission from {n} senator(s); {terms}").format(
            player=who, other=player(event["grantor"], lang), n=event["votes"], terms=terms)
    if kind == "agree":
        return _("{player} agrees").format(player=who)
    if kind == "refuse":
        return _("{player} refuses").format(player=who)
    if kind == "reject":
        return _("{player} rejects all offers").format(player=who)
    if kind == "round":
        return _("Offer round {n}").format(n=event["round"])
    if kind == "withdraw":
        return _("{player} withdraws the request").format(player=who)
    if kind == "lapse":
        return _("The request of {player} lapses").format(player=who)
    if kind == "senate":
        return _("{player} reaches the Senate ({n}.)").format(player=who, n=event["place"])
    if kind == "peek":
        totals = ", ".join(f"{player(s, lang)}: {t}" for s, t in enumerate(event["totals"]))
        return _("Everyone shows their laurels: {totals}").format(totals=totals)
    if kind == "game_end":
        return _("The Senate is full: the game ends")
    if kind == "consul_round_end":
        noted = ", ".join(f"{player(s, lang)}: {t}" for s, t in enumerate(event["noted"]))
        return _("Consul election, round {n} ends; noted: {noted}").format(n=event["round"], noted=noted)
    if kind == "senate_returned":
        return _("The senators of the Senate return to their owners; {player} leads").format(
            player=player(event["leader"], lang))
    if kind == "remove":
        return _("{player} takes a senator off {committee}").format(player=who, committee=committee(event["committee"], lang))
    if kind == "consul_round":
        return _("Consul election, round {n} begins with {player}").format(n=event["round"], player=player(event["start"], lang))
    return str(event)


def _senators(seats: list[int], size: int) -> Text:
    text = Text()
    for s in seats:
        text.append("●", style=COLOURS[s])
    text.append("○" * (size - len(seats)), style="dim")
    return text


def render(view: dict, lang: str = "en"):
    """The board by level (top first), the supplies, the laurels, the negotiation."""
    _ = _tr(lang)
    committees = view["committees"]
    fields = dict((r, k) for r, k in view["fields"])
    board = Table(show_header=False, box=None, padding=(0, 2))
    for level in range(5, 0, -1):
        row = Text()
        for c in (c for c in range(len(SEATS)) if LEVEL[c] == level):
            row.append(f"[{committee(c, lang)}] ", style="bold" if c == SENATE else "")
            row.append_text(_senators(committees[c], SEATS[c]))
            row.append("   ")
        roads = Text()
        for r, (a, b, has_field) in enumerate(ROADS):
            if LEVEL[a] != level:
                continue
            roads.append(f"{a}→{b}:")
            if r == view["caesar"]:
                roads.append(_("Caesar"), style="bold yellow")
            elif has_field:
                kind = fields.get(r)
                roads.append(KIND_NAMES[kind] if kind is not None else "·", style="green")
            else:
                roads.append("-", style="dim")
            roads.append("  ")
        board.add_row(Text(f"{level}", style="dim"), row)
        if roads:
            board.add_row(Text(""), roads)
    supplies = Text(_("Laurel I in the open supply: {n}; face-down pile: {pile}").format(
        n=view["supply"], pile=view["pile"]))
    piles = Table(show_header=True, box=None)
    piles.add_column(_("player"))
    piles.add_column(_("reserve"))
    piles.add_column(_("laurels"))
    piles.add_column(_("total"))
    for s, pile in enumerate(view["laurels"]):
        name = Text(player(s, lang) + (" *" if s == view["seat"] else ""), style=COLOURS[s])
        piles.add_row(name, str(view["reserve"][s]), pile_words(view, s, lang),
                      "?" if view["totals"][s] is None else str(view["totals"][s]))
    parts = [board, supplies, piles]
    neg = view.get("negotiation")
    if neg:
        lines = [_("{player} asks permission to move: {road}").format(
            player=player(neg["mover"], lang), road=road(neg["road"], lang)),
            _("Offer round {n}").format(n=neg["round"]) + f" / {neg['rounds']}"]
        for g, offer in enumerate(neg["offers"]):
            if offer is not None:
                terms = "; ".join(describe_term(t, lang) for t in offer["terms"]) or _("no terms")
                lines.append(f"{player(g, lang)}: {offer['votes']} – {terms}")
        if neg["draft"]:
            lines.append("… " + "; ".join(describe_term(t, lang) for t in neg["draft"]))
        parts.append(Panel("\n".join(lines), title=_("Permission")))
    pledged = pledge_lines(view, lang)
    if pledged:
        parts.append(Text("\n".join(pledged)))
    if view.get("promises"):
        promised = [f"{player(p['by'], lang)} → {player(p['to'], lang)}: {describe_term(['promise', *p['what']], lang)}"
                    for p in view["promises"][-5:]]
        parts.append(Text("\n".join(promised), style="dim"))
    title = "Quo Vadis"
    if view["options"].get("consul"):
        title += " – " + _("Consul election") + " " + _("round {n}").format(n=view["round"])
    return Panel(Group(*parts), title=title)

