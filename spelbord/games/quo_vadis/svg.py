"""The board of Quo Vadis drawn as SVG for the browser, and its negotiation in words.

The pyramid of Rome's committees, the Senate at the top, with the senators in
their seats by colour; the roads between them with their laurel fields and
Caesar; below, each family's reserve, laurels and total, and the request for
permission under way. A bottom committee takes a new senator when clicked, a
road's arrow moves a senator up it (a question mark asks permission first),
and a laurel field takes Caesar when he may be moved there.
"""
from __future__ import annotations

from spelbord.engine.svg import Drawing, fit, fragment

from .board import KIND_NAMES, LEVEL, NUMBERS, ROAD_FROM, ROAD_TO, ROADS, SEATS, SENATE
from .words import COLOURS, _tr, committee, describe_term, player, pledge_lines, road

#: where each committee stands: its centre, left to right, as on the board
CENTRE_X = (110, 280, 560, 820, 110, 280, 560, 870, 150, 380, 870, 660, 250, 520, 800)
LEVEL_Y = {5: 60, 4: 186, 3: 312, 2: 438, 1: 564}
BOX_H = 54
SLOT = 34
#: the laurel kinds' fill colours (II* shows Caesar's portrait)
LAUREL_FILL = ("#dfeccf", "#c5e0a8", "#f2d675", "#a9d18e", "#86bf66", "#5e9e45")

#: the actions the board shows; the rest are in the negotiation panel
BOARD_ACTIONS = ("place", "move", "request", "caesar", "caesar_to", "remove", "keep")
#: the actions of the negotiation for permission
NEGOTIATION_ACTIONS = ("pays", "gets", "caesar_to", "promise", "offer", "pass", "bribe", "accept", "counter",
                       "propose", "agree", "refuse", "reject", "withdraw", "ask", "pledge")


def _(message: str) -> str:
    """Marks a message for extraction; ``_tr(lang)`` translates it."""
    return message


def box(c: int) -> tuple[float, float, float, float]:
    """The rectangle (x, y, width, height) of committee ``c``."""
    width = SEATS[c] * SLOT + 24
    return CENTRE_X[c] - width / 2, LEVEL_Y[LEVEL[c]], width, BOX_H


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    """The whole board of ``view`` as an SVG document."""
    tr = _tr(lang)
    d = Drawing(game, legal)
    title = "Quo Vadis"
    if view["options"].get("consul"):
        title += " – " + tr(_("Consul election")) + " " + tr(_("round {n}")).format(n=view["round"])
    d.text(20, 30, title, 22, weight="bold")
    d.text(980, 30, _status(view, lang), 15, anchor="end")
    _roads(d, view, lang)
    for c in range(len(SEATS)):
        _committee(d, view, c, lang)
    y = _families(d, view, lang, 648)
    y = _request(d, view, lang, y + 10)
    if d.is_legal(("keep",)):
        d.button(20, y, 300, 34, tr(_("Leave Caesar where he is")), ("keep",))
        y += 44
    outcome = view.get("outcome")
    if outcome:
        winners = ", ".join(player(s, lang) for s in outcome["winners"])
        d.rect(20, y, 960, 40, "#fff3c4", "#b08a00")
        d.text(500, y + 26, tr(_("Winner: {players}")).format(players=winners), 17, anchor="middle", weight="bold")
        y += 50
    return d.document(y + 10, title)


def _status(view, lang) -> str:
    tr = _tr(lang)
    if view.get("outcome"):
        return tr(_("The Senate is full: the game ends"))
    actors = view["actors"]
    if not actors:
        return ""
    return tr(_("To act: {players}")).format(players=", ".join(player(s, lang) for s in actors))


# ----- the roads and their laurel fields ---------------------------------------
def _spread(c: int, roads: list[int], towards) -> dict[int, float]:
    """Where ``roads`` meet committee ``c``: spread along its edge, in the order they lead."""
    x, _y, w, _h = box(c)
    roads = sorted(roads, key=lambda r: CENTRE_X[towards(r)])
    return {r: x + w * (i + 1) / (len(roads) + 1) for i, r in enumerate(roads)}


_FOOT = {}
_HEAD = {}
for _c in range(len(SEATS)):
    _FOOT.update(_spread(_c, [r for r in range(len(ROADS)) if ROAD_FROM[r] == _c], lambda r: ROAD_TO[r]))
    _HEAD.update(_spread(_c, [r for r in range(len(ROADS)) if ROAD_TO[r] == _c], lambda r: ROAD_FROM[r]))


def _ends(r: int):
    """The foot (on the lower committee's top edge) and head of road ``r``."""
    return (_FOOT[r], box(ROAD_FROM[r])[1]), (_HEAD[r], box(ROAD_TO[r])[1] + BOX_H)


def _roads(d: Drawing, view, lang) -> None:
    neg = view.get("negotiation")
    _roads_drawn(d, lang, tuple(tuple(f) for f in view["fields"]), neg["road"] if neg else None, view["caesar"])


@fragment
def _roads_drawn(d: Drawing, lang, fields, asked, caesar) -> None:
    """Every road, its buttons for the legal moves up it, and its field (laurel or Caesar)."""
    tr = _tr(lang)
    fields = dict(fields)
    for r, (a, b, has_field) in enumerate(ROADS):
        (x1, y1), (x2, y2) = _ends(r)
        d.line(x1, y1, x2, y2, "#e0761f" if r == asked else "#9b8f77", 7 if r == asked else 5)
    for r, (a, b, has_field) in enumerate(ROADS):
        (x1, y1), (x2, y2) = _ends(r)
        # moving up this road: an arrow near its foot; asking permission: a question mark
        fx, fy = x1 + (x2 - x1) * 0.2, y1 - 14
        for i, (name, mark) in enumerate((("move", "↑"), ("request", "?"))):
            action = (name, r)
            if d.is_legal(action):
                with d.group(action, tr(_("Move a senator: {road}")).format(road=road(r, lang)) if name == "move"
                             else tr(_("Ask permission to move: {road}")).format(road=road(r, lang))):
                    d.circle(fx + (i * 2 - 1) * 13, fy, 12, "#fff4e0", "#e0761f", 2)
                    d.text(fx + (i * 2 - 1) * 13, fy + 6, mark, 16, anchor="middle", weight="bold")
        if not has_field:
            continue
        mx, my = x1 + (x2 - x1) * 0.6, y1 + (y2 - y1) * 0.6
        action = ("caesar", r) if d.is_legal(("caesar", r)) else ("caesar_to", r)
        kind = fields.get(r)
        tip = tr(_("Move Caesar to {road}")).format(road=road(r, lang))
        with d.group(action, tip, key=f"field:{r}"):
            if r == caesar:
                with d.keyed("caesar"):
                    d.circle(mx, my, 24, "#f2c230", "#7a5a00", 2.5)
                    d.text(mx, my + 5, tr(_("Caesar")), 12, anchor="middle", weight="bold")
            else:
                d.rect(mx - 17, my - 14, 34, 28, LAUREL_FILL[kind] if kind is not None else "#eeeeee",
                       "#4f7a3a", rx=5)
                d.text(mx, my + 5, KIND_NAMES[kind].rstrip("*") if kind is not None else "–", 14,
                       anchor="middle", weight="bold")


# ----- the committees ------------------------------------------------------------
def _committee(d: Drawing, view, c: int, lang) -> None:
    _committee_drawn(d, lang, c, tuple(view["committees"][c]))


@fragment
def _committee_drawn(d: Drawing, lang, c: int, seated) -> None:
    """Committee ``c`` with its ``seated`` senators, clickable to place or remove one."""
    tr = _tr(lang)
    x, y, w, h = box(c)
    action = next((a for a in (("place", c), ("remove", c)) if d.is_legal(a)), None)
    tip = committee(c, lang)
    with d.group(action, tip, key=f"committee:{c}"):
        d.rect(x, y, w, h, "#f6ecd2" if c != SENATE else "#f3dca0", "#7a6a48", rx=8, width=2)
        label = tr(_("the Senate")).capitalize() if c == SENATE else str(NUMBERS[c])
        d.text(x + 6, y + 15, label, 12, weight="bold", fill="#5a4a28")
        for i in range(SEATS[c]):
            cx = x + 12 + SLOT / 2 + i * SLOT
            if i < len(seated):
                s = seated[i]
                d.token(cx, y + 35, 13, COLOURS[s], str(s + 1), 13, key=f"senator:{c}:{i}")
            else:
                d.circle(cx, y + 35, 13, "#fffaf0", "#b9a980", 1.2)


# ----- the families: reserve, laurels, totals ----------------------------------
def _families(d: Drawing, view, lang, top) -> float:
    tr = _tr(lang)
    heads = ((20, _("player")), (190, _("reserve")), (280, _("laurels")), (700, _("total")))
    notes = view.get("notes") or []
    if notes:
        heads += ((780, _("Consul election")),)
    for x, head in heads:
        d.text(x + 4, top, tr(head), 13, weight="bold", fill="#555")
    y = top + 8
    for s in range(view["players"]):
        mine = s == view["seat"]
        with d.keyed(f"family:{s}"):
            d.rect(20, y, 960, 36, "#fdf3dc" if mine else "#fffdf6", "#c9c1ad", rx=4)
        d.token(38, y + 18, 12, COLOURS[s], str(s + 1), 12)
        name, size = fit(player(s, lang) + (" ★" if mine else ""), 128, 14)
        d.text(58, y + 23, name, size, weight="bold" if s in view["actors"] else "normal")
        d.text(194, y + 23, str(view["reserve"][s]), 14)
        x = 284
        pile = view["laurels"][s]
        if pile is None:  # face down: how many, and what the table has seen of them
            d.rect(x, y + 6, 30, 24, "#8a7a5a", "#4f3a1a", rx=4)
            d.text(x + 34, y + 23, f"×{view['tiles'][s]}", 13)
            x += 66
            pile = view["known"][s]
        for k, count in enumerate(pile):
            if count:
                d.rect(x, y + 6, 30, 24, LAUREL_FILL[k], "#4f7a3a", rx=4)
                d.text(x + 15, y + 23, KIND_NAMES[k], 12, anchor="middle", weight="bold")
                d.text(x + 34, y + 23, f"×{count}", 13)
                x += 66
        total = view["totals"][s]
        d.text(704, y + 23, "?" if total is None else str(total), 15, weight="bold")
        if notes:
            d.text(784, y + 23, " + ".join(str(n[s]) for n in notes), 13)
        y += 40
    supplies = tr(_("Laurel I in the open supply: {n}; face-down pile: {pile}")).format(
        n=view["supply"], pile=view["pile"])
    d.text(20, y + 18, supplies, 13, fill="#555")
    return y + 28


# ----- the request for permission ------------------------------------------------
def _request(d: Drawing, view, lang, top) -> float:
    info = negotiation(view, lang)
    promises = view.get("promises") or []
    pledged = pledge_lines(view, lang)
    if info is None and not promises and not pledged:
        return top
    tr = _tr(lang)
    lines = []
    if info is not None:
        lines.append((info["title"], "bold"))
        for offer in info["offers"]:
            lines.append((f"{player(offer['from'], lang)} → {player(offer['to'], lang)}: {offer['terms']}", "normal"))
    lines += [(words, "normal") for words in pledged]
    for p in promises[-3:]:
        text = describe_term(["promise", *p["what"]], lang)
        lines.append((f"{player(p['by'], lang)} → {player(p['to'], lang)}: {text}", "normal"))
    height = 16 + 20 * len(lines)
    d.rect(20, top, 960, height, "#fff8e6", "#e0761f", rx=6)
    y = top + 20
    for words, weight in lines:
        d.text(32, y, words[:130], 13, weight=weight)
        y += 20
    label = (tr(_("Permission")) if info is not None else tr(_("Laurels for Caesar's place")) if pledged
             else tr(_("Promises (not binding)")))
    d.text(960, top + 20, label, 13, anchor="end", fill="#e0761f", weight="bold")
    return top + height + 10


def negotiation(view: dict, lang: str = "en") -> dict | None:
    """The request for permission under way, in words, for the browser's panel."""
    neg = view.get("negotiation")
    if not neg:
        return None
    tr = _tr(lang)
    mover = neg["mover"]
    title = tr(_("{player} asks permission to move: {road}")).format(player=player(mover, lang),
                                                                     road=road(neg["road"], lang))
    title += " – " + tr(_("Offer round {n}")).format(n=neg["round"]) + f" / {neg['rounds']}"
    offers = []
    for g, offer in enumerate(neg["offers"]):
        if offer is not None:
            offers.append({"from": g, "to": mover, "terms": _terms(offer["votes"], offer["terms"], lang),
                           "status": "open"})
    counter = neg["counter"]
    if counter is not None and view["phase"] == "answer":
        offers.append({"from": mover, "to": counter["to"],
                       "terms": _terms(counter["votes"], counter["terms"], lang), "status": "open"})
    if neg["draft"]:
        if view["phase"] == "counter":
            writer, reader = mover, counter["to"]
        else:
            writer, reader = (view["actors"] or [mover])[0], mover
        words = "; ".join(describe_term(t, lang) for t in neg["draft"])
        offers.append({"from": writer, "to": reader, "terms": tr(_("being written: {terms}")).format(terms=words),
                       "status": "open"})
    return {"title": title, "offers": offers}


def _terms(votes: int, terms, lang) -> str:
    tr = _tr(lang)
    words = "; ".join(describe_term(t, lang) for t in terms) or tr(_("no terms"))
    if votes == 0:
        return tr(_("if the request is withdrawn: {terms}")).format(terms=words)
    return tr(_("permission from {n} senator(s): {terms}")).format(n=votes, terms=words)


# ----- the last move ----------------------------------------------------------------
def last_move_keys(events: list[dict]) -> set[str]:
    """The board's keys of what ``events`` (as the seat sees them) changed."""
    keys = set()
    for event in events:
        kind = event["type"]
        if kind == "place":
            keys.add(f"committee:{event['committee']}")
        elif kind == "move":
            keys |= {f"committee:{event['into']}", f"committee:{event['from']}"}
        elif kind == "caesar":
            keys |= {"caesar", f"field:{event['road']}"}
        elif kind == "senate":
            keys.add(f"committee:{SENATE}")
        elif kind in ("laurel", "pledge_paid"):
            keys.add(f"family:{event.get('seat', event.get('payer'))}")
            if kind == "pledge_paid":
                keys.add(f"family:{event['mover']}")
    return keys
