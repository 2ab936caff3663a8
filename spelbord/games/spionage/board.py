"""The board drawn for a terminal: the track with the pawns, the centre, the hand."""
from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .data import CITIES, CITY_START, SUMMIT
from .data import CARD_LETTER, LETTERS
from .texts import _, _t, action_card_name, card_name, city_name, money, organisation, PLAN_NAMES

COLOURS = ("blue", "red", "magenta", "yellow", "green")


def _pawn(seat: int) -> Text:
    return Text(organisation(seat), style=f"bold {COLOURS[seat]}")


def short(card: int) -> str:
    """A secret card in a few letters: ``D280``."""
    return f"{LETTERS[CARD_LETTER[card]]}{card}"


def shorts(cards) -> str:
    return " ".join(short(c) for c in sorted(cards, key=lambda c: (CARD_LETTER[c], c)))


def render(view: dict, lang: str = "en"):
    """A rich renderable of one seat's view."""
    tr = _t(lang)
    players = view["players"]
    pos = view["positions"]

    track = Table(title=tr(_("The track")), show_lines=False, expand=False)
    track.add_column(tr(_("City")))
    track.add_column(tr(_("Numbers")), justify="center")
    track.add_column(tr(_("Spaces")))
    for c, (_name, spaces, first, second, _source) in enumerate(CITIES):
        cells = []
        for k in range(spaces):
            space = CITY_START[c] + k
            here = [s for s in range(players) if pos[s] == space]
            cells.append(Text("[") + Text(" ").join(_pawn(s) for s in here) + Text("]"))
        track.add_row(city_name(c, lang), f"{first}/{second}", Text(" ").join(cells))
    at_summit = [s for s in sorted(range(players), key=lambda s: -pos[s]) if pos[s] >= SUMMIT]
    summit = Text(" ").join(_pawn(s) + Text(f"+{pos[s] - SUMMIT}") for s in at_summit)
    track.add_row(tr(_("the International Summit")), "", summit)

    centre = Table.grid(padding=(0, 2))
    piles = []
    for i, top in enumerate(view["piles"]):
        shown = card_name(top, lang) if top is not None else tr(_("empty"))
        label = tr(_("Pile {number}")).format(number=i + 1)
        piles.append(f"{label}: {shown} ({view['pile_sizes'][i]})")
    centre.add_row(tr(_("Top Secret")), "; ".join(piles))
    centre.add_row(tr(_("Swiss bank account")), ", ".join(money(a) for a in view["bank"]) or "-")
    cells = view["prison"] + [None] * (players - len(view["prison"]))
    centre.add_row(tr(_("Prison")), "  ".join(f"{i + 1}:{'-' if n is None else n}" for i, n in enumerate(cells)))

    table = Table(title=tr(_("The organisations")))
    for head in (_("Organisation"), _("Planning card"), _("Action card"), _("Report"),
                 _("Secret cards"), _("Bribes"), _("Double agents")):
        table.add_column(tr(head))
    for s in range(players):
        plan = view["plans"][s]
        card = view["table"][s]
        if card:
            played = action_card_name(tuple(card), lang)
        else:
            played = tr(_("face down")) if view["facedown"][s] else ""
        report = view["reports"][s] or (view["final_reports"] or [None] * players)[s]
        known = view["known_cards"][s]
        held = str(view["hand_sizes"][s]) + (f" ({shorts(known)})" if known else "")
        table.add_row(_pawn(s), tr(PLAN_NAMES[plan]) if plan else "", played,
                      shorts(report) if report else "", held,
                      " ".join(f"${a}k" for a in view["bribes"][s]),
                      ", ".join(str(a) for a in view["agents"][s]))

    parts = [track, centre, table]
    seat = view["seat"]
    if seat is not None:
        hand = Text(shorts(view["hand"]) or "-")
        title = tr(_("Your secret cards ({organisation})")).format(organisation=organisation(seat))
        parts.append(Panel(hand, title=title))
    outcome = view.get("outcome")
    if outcome:
        names = ", ".join(organisation(s) for s in outcome["winners"])
        parts.append(Text(tr(_("The game is over. Winner: {names}.")).format(names=names), style="bold"))
    title = tr(_("Spionage! round {round}")).format(round=view["round"])
    return Panel(Group(*parts), title=title)


