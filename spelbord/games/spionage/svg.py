"""The board of Spionage! drawn as SVG for the browser, from one seat's view.

Top to bottom, as the table looks: the track from Stockholm to the
International Summit with the pawns; the two Top Secret piles, the Swiss bank
account and the prison; one row per organisation with its planning card,
action card, report, secret cards, bribes and double agents; and, for a
player, the cards in hand. Every card that can be played now carries its
action (see :mod:`spelbord.engine.svg`).
"""
from __future__ import annotations

from spelbord.engine.svg import Drawing, fit, fragment
from spelbord.engine.textwidth import text_width, wrap_to_width

from .actions import COUNTER, DONE, PASS, PLAN_ACTIONS, REPORT
from .data import (AGENT_COLOUR, BRIBE_COLOUR, CARD_LETTER, CITIES, CITY_START, LETTERS,
                   ORGANISATIONS, SUMMIT)
from .texts import (CITY_NAMES, PLAN_NAMES, _, _t, action_card_name, card_name, describe_action, money,
                    organisation)

#: each organisation's colour, as in the terminal
SEAT_COLOURS = ("blue", "red", "magenta", "yellow", "green")
#: a pawn's short label, so pawns are told apart without colour too
PAWN_LABELS = ("MI", "KG", "SD", "CC", "CI")
#: a pale tint per letter of the secret cards, A to F
LETTER_TINTS = ("#fde2e0", "#fdebd0", "#fff6c8", "#dff3d8", "#d8ecf8", "#e9def6")

SPACE_W, SPACE_H = 68, 58
TRACK_X = 20
ROW_TOPS = (72, 180)
#: the cities of each row of the drawn track
ROW_CITIES = (range(0, 5), range(5, 10))


def short(card: int) -> str:
    """A secret card in a few letters: ``D280``."""
    return f"{LETTERS[CARD_LETTER[card]]}{card}"


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    """The whole board of ``view`` as an SVG document."""
    tr = _t(lang)
    d = Drawing(game, legal)
    seat = view["seat"]
    _header(d, game, view, tr, lang)
    _track(d, lang, view["players"], tuple(view["positions"]))
    _centre(d, view, lang)
    y = _organisations(d, view, tr, lang, top=422)
    if seat is not None:
        y = _hand(d, view, tr, lang, y + 16)
    if view.get("outcome"):
        names = ", ".join(organisation(s) for s in view["outcome"]["winners"])
        d.rect(20, y + 8, 960, 40, "#fff3c4", "#b08a00")
        d.text(500, y + 34, tr(_("The game is over. Winner: {names}.")).format(names=names), 18,
               anchor="middle", weight="bold")
        y += 56
    return d.document(y + 12, game.titles.get(lang, game.name))


def _header(d: Drawing, game, view, tr, lang) -> None:
    d.text(20, 32, tr(_("Spionage! round {round}")).format(round=view["round"]), 22, weight="bold")
    d.text(980, 32, _status(game, view, tr, lang), 15, anchor="end")


def _status(game, view, tr, lang) -> str:
    """What the table is waiting for, in words."""
    secret = view.get("secret")
    if secret:
        step = game.describe_step(secret["kind"], lang)
        waiting = ", ".join(organisation(s) for s in secret["waiting"])
        return tr(_("Everyone chooses in secret: {step}. Waiting for {names}.")).format(step=step, names=waiting)
    if view["phase"] == "take" and view["taker"] is not None:
        return tr(_("{who} takes a Top Secret card.")).format(who=organisation(view["taker"]))
    if view["phase"] == "steal" and view["steal"]:
        thief, victim = view["steal"]
        return tr(_("{who}'s double agent steals from {victim}'s report.")).format(
            who=organisation(thief), victim=organisation(victim))
    return ""


# ----- the track ---------------------------------------------------------------
@fragment
def _track(d: Drawing, lang, players, positions) -> None:
    tr = _t(lang)
    for row, cities in enumerate(ROW_CITIES):
        top = ROW_TOPS[row]
        x = TRACK_X
        for c in cities:
            _name, spaces, first, second, _source = CITIES[c]
            city = tr(CITY_NAMES[c])
            width = spaces * SPACE_W
            d.rect(x, top - 22, width - 4, SPACE_H + 44, "#efe9da" if c % 2 else "#e4ecf0", "#b9b2a0", rx=8)
            fits = len(city) * 8 < width - 8
            d.text(x + (width - 4) / 2, top - 6, city, 13 if fits else 12, anchor="middle",
                   weight="bold" if fits else "normal")
            d.text(x + (width - 4) / 2, top + SPACE_H + 16, f"{first} / {second}", 13, anchor="middle",
                   fill="#555")
            for k in range(spaces):
                space = CITY_START[c] + k
                sx = x + k * SPACE_W
                d.rect(sx + 3, top, SPACE_W - 10, SPACE_H, "#fffdf6", "#8c8370", rx=4)
                here = [s for s in range(players) if positions[s] == space]
                for i, s in enumerate(here):
                    d.token(sx + 15 + (i % 3) * 21, top + 16 + (i // 3) * 24, 10, SEAT_COLOURS[s],
                            PAWN_LABELS[s], key=f"pawn:{s}")
            x += width
    # the International Summit closes the second row
    sx = TRACK_X + 11 * SPACE_W + 16
    top = ROW_TOPS[1] - 22
    d.rect(sx, top, 980 - sx, SPACE_H + 44, "#fbe9c6", "#b08a00", rx=8)
    d.text(sx + (980 - sx) / 2, top + 16, tr(_("the International Summit")), 13, anchor="middle",
           weight="bold")
    there = sorted((s for s in range(players) if positions[s] >= SUMMIT), key=lambda s: -positions[s])
    for i, s in enumerate(there):
        cx = sx + 26 + (i % 3) * 64
        cy = top + 42 + (i // 3) * 30
        d.token(cx, cy, 12, SEAT_COLOURS[s], PAWN_LABELS[s], key=f"pawn:{s}")
        d.text(cx + 16, cy + 5, f"+{positions[s] - SUMMIT}", 13)
    d.text(TRACK_X + 10 * SPACE_W + 6, ROW_TOPS[0] + SPACE_H / 2 + 6, "↴", 22, fill="#8c8370")


# ----- the centre: piles, bank, prison -------------------------------------------
def _centre(d: Drawing, view, lang) -> None:
    _centre_drawn(d, lang, tuple(view["piles"]), tuple(view["pile_sizes"]), tuple(view["bank"]), view["players"],
                  tuple(view["prison"]))


@fragment
def _centre_drawn(d: Drawing, lang, piles, pile_sizes, bank, players, prison) -> None:
    tr = _t(lang)
    top = 282
    d.text(20, top, tr(_("Top Secret")), 15, weight="bold")
    for i, card in enumerate(piles):
        x = 20 + i * 130
        label = tr(_("Pile {number}")).format(number=i + 1)
        if card is None:
            d.card(x, top + 8, 120, 110, [label, tr(_("empty"))], fill="#eeeeee", bold_first=False)
            continue
        tint = LETTER_TINTS[CARD_LETTER[card]]
        with d.group(("take", i), card_name(card, lang), key=f"pile:{i}"):
            d.rect(x, top + 8, 120, 110, tint, "#6d6450")
            d.text(x + 8, top + 26, label, 13)
            d.text(x + 60, top + 72, short(card), 28, anchor="middle", weight="bold")
            d.text(x + 60, top + 108, f"({pile_sizes[i]})", 13, anchor="middle", fill="#555")
    d.text(300, top, tr(_("Swiss bank account")), 15, weight="bold")
    d.rect(300, top + 8, 330, 110, "#f1f6ee", "#7c9a6e")
    for i, amount in enumerate(bank):
        _chip(d, 308 + (i % 7) * 46, top + 16 + (i // 7) * 30, 44, f"${amount}k", BRIBE_COLOUR[amount],
              key=f"bribe:{amount}")
    d.text(650, top, tr(_("Prison")), 15, weight="bold")
    cells = players
    width = 330 / cells
    for i in range(cells):
        x = 650 + i * width
        d.rect(x, top + 8, width - 6, 110, "#e6e2dc", "#555", rx=2)
        d.text(x + 8, top + 26, str(i + 1), 13, fill="#555")
        for bar in range(1, 4):
            d.line(x + bar * (width - 6) / 4, top + 30, x + bar * (width - 6) / 4, top + 114, "#aaa", 1)
        if i < len(prison):
            number = prison[i]
            d.token(x + (width - 6) / 2, top + 70, 17, SEAT_COLOURS[AGENT_COLOUR[number]], str(number), 15,
                    key=f"agent:{number}")


def _chip(d: Drawing, x, y, w, label, seat, action=None, key=None) -> None:
    """A small card in an organisation's colour (a bribe or a double agent)."""
    with d.group(action, key=key):
        d.rect(x, y, w, 24, SEAT_COLOURS[seat], "#333", rx=4)
        d.text(x + w / 2, y + 17, label, 12, anchor="middle", weight="bold", fill=_ink(seat))


def _ink(seat: int) -> str:
    return "#222" if SEAT_COLOURS[seat] == "yellow" else "#fff"


# ----- the organisations ---------------------------------------------------------
COLUMNS = ((20, _("Organisation")), (140, _("Planning card")), (270, _("Action card")), (410, _("Report")),
           (650, _("Secret cards")), (750, _("Bribes")), (890, _("Double agents")))
ROW_H = 44


def _organisations(d: Drawing, view, tr, lang, top) -> float:
    players = view["players"]
    seat = view["seat"]
    secret = view.get("secret")
    for x, head in COLUMNS:
        d.text(x + 4, top, tr(head), 12, weight="bold", fill="#555")
    finals = view["final_reports"] or [None] * players
    for s in range(players):
        mine = s == seat
        picks = tuple(tuple(pick) for pick in secret.get("mine") or ()) if mine and secret else ()
        facedown = view.get("my_facedown") if mine else None
        report = sorted(view["reports"][s] or finals[s] or [], key=lambda c: (CARD_LETTER[c], c))
        _organisation_row(d, lang, s, top + 10 + s * ROW_H, mine, bool(secret and s in secret["chosen"]), picks,
                          view["plans"][s], tuple(view["table"][s] or ()), view["facedown"][s],
                          tuple(facedown) if facedown else None, tuple(report), tuple(view["known_cards"][s]),
                          view["hand_sizes"][s], tuple(view["bribes"][s]), tuple(view["agents"][s]))
    return top + 10 + players * ROW_H


@fragment
def _organisation_row(d: Drawing, lang, s, y, mine, chosen, picks, plan, card, facedown, my_facedown, report,
                      known, hand_size, bribes, agents) -> None:
    """One organisation's row; ``mine``: the viewing seat's, with its own ``picks`` and face-down card."""
    tr = _t(lang)
    with d.keyed(f"org:{s}"):
        d.rect(20, y, 960, ROW_H - 4, "#fffdf6" if not mine else "#fdf3dc", "#c9c1ad", rx=4)
    d.token(36, y + 20, 11, SEAT_COLOURS[s], PAWN_LABELS[s])
    name, size = fit(organisation(s) + (" ★" if mine else ""), 84, 14)
    d.text(54, y + 25, name, size, weight="bold")
    if chosen:
        d.text(54, y + 38, "✓ " + tr(_("has chosen")), 12, fill="#2e7d32")
    # the seat's own secret choice so far, which only it sees
    for pick in picks:
        if pick[0] == "plan":
            d.text(144, y + 25, "✓ " + tr(PLAN_NAMES[pick[1]]), 13, italic=True)
        elif pick[0] != "show":
            d.text(274, y + 25, "✓ " + action_card_name(pick, lang), 13, italic=True)
    if plan:
        d.text(144, y + 25, tr(PLAN_NAMES[plan]), 13)
    if card:
        d.text(274, y + 25, action_card_name(card, lang), 13)
    elif facedown:
        words = tr(_("face down")) + (f": {action_card_name(my_facedown, lang)}" if my_facedown else "")
        d.text(274, y + 25, words, 13, italic=True)
    rows = 1 if len(report) <= 6 else 2  # a long final report takes two rows
    per_row = -(-len(report) // rows)
    step = min(39, 234 / max(1, per_row))
    chip = 24 if rows == 1 else 17
    for i, c in enumerate(report):
        cx, cy = 414 + (i % per_row) * step, y + (8 if rows == 1 else 2) + (i // per_row) * 19
        with d.group(("steal", c), card_name(c, lang), key=f"report:{s}:{c}"):
            d.rect(cx, cy, step - 3, chip, LETTER_TINTS[CARD_LETTER[c]], "#6d6450", rx=3)
            # a narrow card (a long report) shows its pages only; its tint is its letter
            label = short(c) if text_width(short(c), 12) <= step - 5 else str(c)
            d.text(cx + (step - 3) / 2, cy + chip - 5 + (0 if rows == 1 else 1), label, 12, anchor="middle")
    with d.group(None, ", ".join(card_name(c, lang) for c in known) if known else None):
        d.text(654, y + 25, str(hand_size), 14, weight="bold")
        if known:
            shown = " ".join(short(c) for c in known[:2]) + (" …" if len(known) > 2 else "")
            d.text(674, y + 25, shown, 12, fill="#555")
    step = min(34, 132 / max(1, len(bribes)))  # stolen bribes make a longer row
    for i, amount in enumerate(bribes):
        _chip(d, 754 + i * step, y + 8, step - 2, str(amount), BRIBE_COLOUR[amount], key=f"bribe:{amount}")
    for i, number in enumerate(agents):
        _chip(d, 894 + i * 38, y + 8, 30, str(number), AGENT_COLOUR[number], key=f"agent:{number}")


# ----- the viewing seat's hand ---------------------------------------------------
def _hand(d: Drawing, view, tr, lang, top) -> float:
    seat = view["seat"]
    d.text(20, top + 14, tr(_("Your secret cards ({organisation})")).format(organisation=ORGANISATIONS[seat]),
           15, weight="bold")
    mine = (view.get("secret") or {}).get("mine") or []
    picked = {tuple(a) for a in mine}
    y = top + 24
    hand = view["hand"]
    for i, c in enumerate(sorted(hand, key=lambda c: (CARD_LETTER[c], c))):
        x = 20 + (i % 10) * 96
        cy = y + (i // 10) * 82
        _secret_card(d, lang, c, x, cy, ("show", c) in picked)
    y += max(1, (len(hand) + 9) // 10) * 82 + 8
    # the small cards of the organisation's colour, as held in the hand
    d.text(20, y + 14, tr(_("Your action cards")), 15, weight="bold")
    y += 24
    # a card lying on the table is not in the hand
    on_table = {tuple(c) for c in (view["table"][seat], view.get("my_facedown")) if c}
    planned = view["plans"][seat] is not None or any(a[0] == "plan" for a in mine)
    cards = [(a, tr(PLAN_NAMES[a[1]])) for a in PLAN_ACTIONS if not planned]
    cards += [(("bribe", a), tr(_("Bribe of {amount}")).format(amount=money(a))) for a in view["bribes"][seat]]
    cards += [(("agent", n), tr(_("Double Agent no. {number}")).format(number=n)) for n in view["agents"][seat]]
    cards += [(a, action_card_name(a, lang)) for a in (REPORT, COUNTER) if a not in on_table]
    x = 20
    for action, words in cards:
        # as wide as the longest word needs (German compounds are long), at least 90
        width = max(90, 16 + max(text_width(word, 12) for word in words.split()))
        if x + width > 980:
            x, y = 20, y + 66
        _action_card(d, lang, seat, x, y, width, tuple(action), words)
        x += width + 6
    y += 66
    x = 20
    for action in (PASS, DONE):
        if d.is_legal(action):
            words = describe_action(action, lang)
            width = 16 + 8 * len(words)
            d.button(x, y, width, 32, words, action)
            x += width + 12
    return y + (40 if x > 20 else 0)


@fragment
def _secret_card(d: Drawing, lang, c, x, y, shown) -> None:
    """A secret card of the hand; ``shown``: picked to be shown (greyed, ticked)."""
    with d.group(("show", c), card_name(c, lang), key=f"card:{c}"):
        d.rect(x, y, 90, 74, LETTER_TINTS[CARD_LETTER[c]] if not shown else "#d9d9d9", "#6d6450")
        d.text(x + 45, y + 36, LETTERS[CARD_LETTER[c]], 26, anchor="middle", weight="bold")
        d.text(x + 45, y + 60, str(c), 15, anchor="middle")
        if shown:
            d.text(x + 84, y + 18, "✓", 16, anchor="end", fill="#2e7d32", weight="bold")


@fragment
def _action_card(d: Drawing, lang, seat, x, y, width, action, words) -> None:
    """One of the seat's action cards in hand, ``width`` wide, worded ``words``."""
    with d.group(action, describe_action(action, lang)):
        d.rect(x, y, width, 58, SEAT_COLOURS[seat], "#333")
        for k, line in enumerate(wrap_to_width(words, width - 12, 12)[:3]):
            d.text(x + width / 2, y + 18 + k * 15, line, 12, anchor="middle", fill=_ink(seat))





# ----- the last move ----------------------------------------------------------------
def last_move_keys(events: list[dict]) -> set[str]:
    """The board's keys of what ``events`` (as the seat sees them) changed."""
    keys = set()
    for event in events:
        kind, seat = event["type"], event.get("seat")
        if kind == "moved":
            keys.add(f"pawn:{seat}")
        elif kind == "took":
            keys |= {f"pile:{event['pile']}", f"org:{seat}"}
        elif kind in ("bribe_won", "bribe_stolen"):
            keys.add(f"bribe:{event['amount']}")
        elif kind in ("caught", "freed"):
            keys.add(f"agent:{event['agent']}")
        elif kind == "stole":
            keys |= {f"org:{seat}", f"org:{event['from']}"}
        elif kind == "chosen":
            keys.add(f"org:{seat}")
        elif kind in ("action_cards", "reports"):
            keys |= {f"org:{s}" for s in event[kind.replace("action_", "")]}
        elif kind == "plans":
            keys |= {f"org:{s}" for s, plan in enumerate(event["plans"]) if plan}
    return keys
