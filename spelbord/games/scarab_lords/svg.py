"""The board of Scarab Lords drawn as SVG for the browser, from one seat's view.

Hekumet's six columns, upper region left and lower right; the opponent's
cards above the middle strip and one's own below (a spectator sees player 1
below). The strip names each column, shows both sides' power and the pyramid
of the player holding supremacy there. Gods stand in the centre row; then the
hand, whose cards are played by the buttons under them (one per column they
may go to). A card in play is clicked to choose it, activate it or break a
curse on it; its small ✕ discards it.
"""
from __future__ import annotations

from functools import lru_cache

from spelbord.engine.svg import Drawing
from spelbord.engine.textwidth import shorten, wrap_to_width

from .texts import (HOUSE_NAMES, KIND_NAMES, REGION_NAMES, TYPE_NAMES, _, _t, ability_text,
                    card_line, describe_action, phase_name, player)

#: the printed decks: Ankar blue, Temet red, the bonus deck white
HOUSE_COLOURS = {"ankar": "blue", "temet": "red", "bonus": "white"}
TYPE_TINTS = {"minion": "#fbf3e0", "building": "#ece6da", "leader": "#f8e3c4", "god": "#efe2f7",
              "fate": "#e3eef8"}
COL_W = 150
CARD_H = 40


def column_x(column: int) -> float:
    """The left edge of a column: the upper region's three, a gap, the lower region's."""
    return 20 + column * (COL_W + 5) + (20 if column >= 3 else 0)


def board_svg(game, view: dict, lang: str = "en", legal=None) -> str:
    """The whole board of ``view`` as an SVG document."""
    book = game.book
    tr = _t(lang)
    d = Drawing(game, legal)
    seat = view["seat"]
    me = seat if seat is not None else 0
    other = 1 - me
    houses = view["houses"]
    title = tr(_("Scarab Lords: {house} against {other}")).format(
        house=tr(HOUSE_NAMES[houses[me]]), other=tr(HOUSE_NAMES[houses[other]]))
    d.text(20, 30, title, 22, weight="bold")
    d.text(980, 30, _status(view, book, lang), 14, anchor="end")
    for region in (0, 1):
        x = column_x(region * 3)
        d.text(x + (3 * COL_W + 10) / 2, 58, _capital(tr(REGION_NAMES[region])), 15, anchor="middle",
               weight="bold", fill="#7a6a48")
        d.line(x, 64, x + 3 * COL_W + 10, 64, "#c9b98f", 2)
    y = _player_line(d, view, other, lang, 70)
    y = _side(d, view, book, other, lang, y + 6, downward=False)
    y = _strip(d, view, book, me, lang, y + 4)
    y = _side(d, view, book, me, lang, y + 4, downward=True)
    y = _player_line(d, view, me, lang, y + 8)
    y = _gods(d, view, book, lang, y + 6)
    if seat is not None and view["stage"] in ("play", "refresh"):
        y = _hand(d, view, book, lang, y + 8)
    if view["stage"] in ("build", "take"):
        y = _deck_building(d, view, book, lang, y + 8)
    y = _buttons(d, game, lang, y + 8)
    if view.get("outcome"):
        winner = view["outcome"]["winners"][0] if view["outcome"].get("winners") else None
        if winner is not None:
            d.rect(20, y + 4, 960, 40, "#fff3c4", "#b08a00")
            d.text(500, y + 30, tr(_("{who} wins the game: {reason}")).format(
                who=player(winner, lang), reason=_reason(view["outcome"]["reason"], tr)), 17,
                anchor="middle", weight="bold")
            y += 52
    return d.document(y + 10, title)


def _reason(reason, tr) -> str:
    return tr(_("supremacy in both regions")) if reason == "supremacy" else tr(_("the opponent's deck is empty"))


def _status(view, book, lang) -> str:
    tr = _t(lang)
    if view["queue"]:
        step = view["queue"][0]
        who = player(step["who"], lang)
        if step.get("src") is not None and step["src"] >= 0:
            return tr(_("{who} chooses for {card}")).format(who=who, card=book[step["src"]].title(lang))
        return tr(_("{who} chooses a card")).format(who=who)  # for supremacy, not for a card
    text = tr(_("Turn {turn}: {who}, {phase}")).format(turn=view["turn"], who=player(view["active"], lang),
                                                        phase=phase_name(min(view["phase"], 3), lang))
    if view["match"]["advanced"]:
        text += " · " + tr(_("Game {n}; games won: {wins}")).format(
            n=view["match"]["game"], wins=" - ".join(str(w) for w in view["match"]["wins"]))
    return text


def _player_line(d: Drawing, view, s, lang, y) -> float:
    tr = _t(lang)
    house = view["houses"][s]
    d.token(32, y + 12, 10, HOUSE_COLOURS[house])
    name = f"{player(s, lang)} ({tr(HOUSE_NAMES[house])})" + (" ★" if s == view["seat"] else "")
    d.text(48, y + 17, name, 14, weight="bold")
    counts = tr(_("{who}: {hand} cards in hand, {deck} in the deck, {discard} discarded")).format(
        who="", hand=view["hand_sizes"][s], deck=view["deck_sizes"][s], discard=len(view["discards"][s]))
    d.text(980, y + 17, counts.lstrip(": "), 13, anchor="end", fill="#555")
    return y + 24


# ----- the columns ---------------------------------------------------------------
def _side(d: Drawing, view, book, s, lang, top, downward) -> float:
    """One player's cards in the six columns; returns the bottom edge."""
    columns = view["columns"][s]
    rows = max(2, max(len(c) for c in columns))
    height = rows * (CARD_H + 4) + 6
    for column in range(6):
        x = column_x(column)
        d.rect(x, top, COL_W, height, "#f4efe2", "#d6cdb6", rx=4)
        cards = columns[column]
        for i, card in enumerate(cards):
            k = i if downward else rows - 1 - i  # the opponent's cards stack toward the strip
            _card_in_play(d, view, book, card, x + 3, top + 4 + k * (CARD_H + 4), COL_W - 6, lang)
    return top + height


def _card_in_play(d: Drawing, view, book, card, x, y, w, lang) -> None:
    info = book[card]
    scarabs = view["scarabs"].get(str(card), 0)
    main = next((a for a in (("target", card), ("activate", card), ("uncurse", card), ("free_uncurse", card))
                 if d.is_legal(a)), None)
    tip = card_line(book, card, lang) + (f" — {describe_action(book, main, lang)}" if main else "")
    with d.group(main, tip, key=f"card:{card}"):
        d.rect(x, y, w, CARD_H, TYPE_TINTS[info.type] if not scarabs else "#d9d2c3", "#7a6a48", rx=4)
        d.text(x + 5, y + 16, _fit(info.title(lang), w - 30), 12, weight="bold")
        kind = _t(lang)(TYPE_NAMES[info.type])
        if not info.in_column:  # a god has no power; the rulebook names it by phase ("en fas 2-gud")
            kind += " · " + phase_name(info.phase, lang)
        d.text(x + 5, y + 33, _fit(kind, w - 30), 12, fill="#555")
        if info.in_column:  # a cursed card "har inget maktvärde": its disc is left blank
            d.circle(x + w - 14, y + 14, 11, "#fff", "#7a6a48")
            if not scarabs:
                d.text(x + w - 14, y + 19, str(info.power), 13, anchor="middle", weight="bold")
        for i in range(scarabs):
            _scarab(d, x + 70 + i * 16, y + 29)
    if d.is_legal(("discard", card)):
        with d.group(("discard", card), describe_action(book, ("discard", card), lang)):
            d.rect(x + w - 22, y + CARD_H - 17, 18, 15, "#fff", "#a33", rx=3)
            d.text(x + w - 13, y + CARD_H - 5, "✕", 12, anchor="middle", fill="#a33")


def _scarab(d: Drawing, cx, cy) -> None:
    """A scarab token: a black beetle shape."""
    d.add(f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="6" ry="7.5" fill="#1d1d1d"/>'
          f'<line x1="{cx:g}" y1="{cy - 7:g}" x2="{cx:g}" y2="{cy + 7:g}" stroke="#777" stroke-width="1"/>')


def _capital(text: str) -> str:
    """``text`` with its first letter a capital (the rest as it is, unlike str.capitalize)."""
    return text[:1].upper() + text[1:]


def _fit(text: str, width: float, size: int = 12) -> str:
    """``text`` cut to ``width`` units at ``size`` (bold), with an ellipsis (the tip holds it whole)."""
    return shorten(text, width, size, "bold")


def _strip(d: Drawing, view, book, me, lang, top) -> float:
    """The column names, both sides' power and the pyramids of supremacy."""
    tr = _t(lang)
    houses = view["houses"]
    for column in range(6):
        x = column_x(column)
        action = ("exercise", column)
        holder = view["pyramids"][column]
        with d.group(action, describe_action(book, action, lang) if d.is_legal(action) else None,
                     key=f"column:{column}"):
            d.rect(x, top, COL_W, 46, "#e8dcc0", "#7a6a48", rx=4)
            d.text(x + COL_W / 2, top + 18, _fit(_capital(tr(KIND_NAMES[column % 3])), COL_W - 8, 14), 14,
                   anchor="middle", weight="bold")
            power = view["power"]
            d.text(x + 10, top + 38, str(power[1 - me][column]), 14, weight="bold",
                   fill=HOUSE_COLOURS[houses[1 - me]])
            d.text(x + COL_W - 10, top + 38, str(power[me][column]), 14, anchor="end", weight="bold",
                   fill=HOUSE_COLOURS[houses[me]])
            if holder >= 0:
                px = x + COL_W / 2
                d.polygon([(px - 11, top + 42), (px + 11, top + 42), (px, top + 24)],
                          HOUSE_COLOURS[houses[holder]])
    return top + 46


def _gods(d: Drawing, view, book, lang, top) -> float:
    tr = _t(lang)
    gods = [(s, c) for s in (0, 1) for c in view["gods"][s]]
    if not gods:
        return top
    d.text(20, top + 16, tr(_("Gods")), 14, weight="bold")
    for i, (s, card) in enumerate(gods):
        x = 90 + i * 160
        d.token(x + 2, top + 12, 7, HOUSE_COLOURS[view["houses"][s]])
        _card_in_play(d, view, book, card, x + 12, top - 6, COL_W - 10, lang)
    return top + CARD_H


# ----- the hand ------------------------------------------------------------------
def _hand(d: Drawing, view, book, lang, top) -> float:
    tr = _t(lang)
    d.text(20, top + 16, tr(_("Your hand:")), 15, weight="bold")
    y = top + 26
    bottom = y
    for i, card in enumerate(view["hand"]):
        x = 20 + (i % 6) * 160
        if i and i % 6 == 0:
            y = bottom + 8
        bottom = max(bottom, _hand_card(d, view, book, card, x, y, lang))
    return bottom


def _hand_card(d: Drawing, view, book, card, x, y, lang) -> float:
    tr = _t(lang)
    main = next((a for a in (("play", card), ("hand_discard", card), ("refresh_discard", card))
                 if d.is_legal(a)), None)
    height = 28 + 16 * len(_card_lines(book, card, lang))
    _card_face(d, lang, book, card, x, y, height, main)
    # one button per column the card may be played in, and one to discard it
    options = [a for a in ((("play", card, c)) for c in range(6)) if d.is_legal(a)]
    if d.is_legal(("toss", card)):
        options.append(("toss", card))
    by = y + height + 4
    for i, action in enumerate(options):
        label = "✕" if action[0] == "toss" else _column_short(action[2], tr)
        with d.group(action, describe_action(book, action, lang)):
            d.rect(x, by + i * 26, COL_W, 23, "#f3efe4", "#777", rx=6)
            d.text(x + COL_W / 2, by + i * 26 + 16, _fit(label, COL_W - 8), 12, anchor="middle")
    return by + len(options) * 26


@lru_cache(maxsize=None)
def _card_lines(book, card, lang) -> tuple:
    """A card's type and phase, power and kinds, and abilities, as its lines (at most six)."""
    tr = _t(lang)
    info = book[card]
    room = COL_W - 12  # the card's width less its margins
    lines = wrap_to_width(tr(TYPE_NAMES[info.type]) + " · " + phase_name(info.phase, lang), room, 12)
    if info.in_column:
        lines += wrap_to_width(tr(_("power {n}")).format(n=info.power) + " · "
                               + "/".join(tr(KIND_NAMES[k]) for k in info.kinds), room, 12)
    for ability in info.text:
        lines += wrap_to_width(ability_text(ability, lang), room, 12)
    return tuple(lines[:6])


def _card_face(d: Drawing, lang, book, card, x, y, height, action) -> None:
    """A card in hand: title and lines, clickable for its ``action``."""
    info = book[card]
    with d.group(action, card_line(book, card, lang), key=f"card:{card}"):
        d.rect(x, y, COL_W, height, TYPE_TINTS[info.type], HOUSE_COLOURS[info.house], width=2.5)
        d.text(x + 6, y + 17, _fit(info.title(lang), COL_W - 12), 12, weight="bold")
        for k, line in enumerate(_card_lines(book, card, lang)):
            d.text(x + 6, y + 34 + k * 16, line, 12, fill="#333" if k else "#555")


def _column_short(column: int, tr) -> str:
    """A column in a word and an arrow: ↑ upper Hekumet, ↓ lower."""
    return ("↑ " if column < 3 else "↓ ") + tr(KIND_NAMES[column % 3])


# ----- the advanced game: rebuilding the decks ------------------------------------
def _deck_building(d: Drawing, view, book, lang, top) -> float:
    tr = _t(lang)
    seat = view["seat"]
    y = top
    mine = {tuple(a) for a in ((view.get("secret") or {}).get("mine") or [])}
    groups = []
    if seat is not None:
        groups.append((tr(_("Your deck")), view["match"]["decks"][seat], "remove"))
    groups.append((_capital(tr(HOUSE_NAMES["bonus"])), view["match"]["pool"], "take"))
    for label, cards, name in groups:
        d.text(20, y + 16, label, 14, weight="bold")
        y += 24
        for i, card in enumerate(cards):
            x = 20 + (i % 6) * 160
            cy = y + (i // 6) * 30
            chosen = (name, card) in mine
            with d.group((name, card), card_line(book, card, lang)):
                d.rect(x, cy, COL_W, 26, "#d9d9d9" if chosen else TYPE_TINTS[book[card].type],
                       HOUSE_COLOURS[book[card].house], rx=4)
                d.text(x + 5, cy + 18, ("✓ " if chosen else "") + _fit(book[card].title(lang), COL_W - 26), 12)
        y += ((len(cards) + 5) // 6) * 30 + 6
    return y


def _buttons(d: Drawing, game, lang, top) -> float:
    x = 20
    for action in (("region", 0), ("region", 1), ("pass",), ("refresh",), ("refresh_done",), ("skip",), ("done",)):
        if d.is_legal(action):
            words = describe_action(game.book, action, lang)
            width = 20 + 7.5 * len(words)
            d.button(x, top, width, 32, words, action)
            x += width + 12
    return top + (40 if x > 20 else 0)


# ----- the last move ----------------------------------------------------------------
def last_move_keys(events: list[dict]) -> set[str]:
    """The board's keys of what ``events`` (as the seat sees them) changed."""
    keys = set()
    for event in events:
        kind = event["type"]
        if kind in ("play", "curse", "scarabs", "lapses"):
            keys.add(f"card:{event['card']}")
        if kind in ("play", "exercise") and event["column"] is not None:
            keys.add(f"column:{event['column']}")
    return keys
