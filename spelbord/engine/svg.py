"""Drawing a game's board as SVG for the browser, and checking such drawings.

A board is an SVG document 1000 units wide (its ``viewBox``), so it scales to
any screen; at that width every text is at least 12 units high. An element
that stands for a legal action carries ``data-action`` with the action as
compact JSON, which the browser client makes clickable::

    >>> from spelbord.engine.svg import Drawing
    >>> d = Drawing(game, legal=[("take", 0)])
    >>> d.button(20, 20, 120, 30, "Pile 1", ("take", 0))   # clickable: it is legal
    >>> d.button(160, 20, 120, 30, "Pile 2", ("take", 1))  # drawn, not clickable
    >>> svg = d.document(height=80, title="Spionage!")

A drawing is built from the seat's view alone, so it cannot show what the seat
may not know. :func:`assert_board_sound` is the check every game's tests run.

What stays the same thing from one board to the next (a pawn, a card, a planet)
carries a stable ``data-key`` (``d.group(key="pawn:2")``, ``d.keyed("card:17")``),
so the page can animate what moved. Within :func:`last_move` the elements whose
key the last move touched are drawn with the class ``board-last``, one marker for
every game (each game's ``last_move_keys`` says which keys its events touch).

The server draws every seat's board after every move, and most of a board is the
same as the move before: a game marks its pure parts (a planet, a card, a track)
:func:`fragment`, and each is drawn once per distinct data and kept.
"""
from __future__ import annotations

import json
from contextlib import contextmanager, nullcontext
from contextvars import ContextVar
from functools import wraps

from .identity import _names

from .textwidth import shorten, text_width

WIDTH = 1000
MIN_FONT = 12
SVG_NS = "http://www.w3.org/2000/svg"

#: the colours of the seats and tokens, chosen to stay apart for most colour vision
COLOURS = {
    "red": "#d1352b", "blue": "#2b6cc4", "green": "#2e9b4a", "yellow": "#e9b824",
    "magenta": "#a63d98", "black": "#2b2b2b", "white": "#f4f1ea", "orange": "#e0761f",
    "purple": "#6b4bb8", "cyan": "#2aa3b8", "brown": "#8a5a2b", "grey": "#8c8c8c",
}
#: a text colour readable on each of the colours above
INK_ON = {"yellow": "#222", "white": "#222", "orange": "#222", "cyan": "#222"}

#: the outline of what may be clicked: a cyan no game gives a seat, so "clickable" never
#: reads as "this player's" (the page's spelbord.css uses the same)
HIGHLIGHT = "#00b8d9"

#: the glow around what the last move changed: a lime no game gives a seat, apart from
#: the cyan of "clickable"
LAST_MOVE = "#9be22d"

#: highlights clickable parts and the last move; the client may add its own rules on top.
#: An SVG inline in a page shares the page's style sheet, so every rule is scoped to boards.
_STYLE = ("svg.board [data-action]{cursor:pointer}"
          f"svg.board .board-act{{stroke:{HIGHLIGHT};stroke-width:3;stroke-dasharray:7 3}}"
          "svg.board [data-action]:hover .board-act{stroke-width:5}"
          f"svg.board .board-last{{filter:drop-shadow(0 0 2px #222) drop-shadow(0 0 5px {LAST_MOVE}) "
          f"drop-shadow(0 0 5px {LAST_MOVE})}}")

#: the keys of the elements the last move touched, while a board is drawn
_last_move: ContextVar[frozenset] = ContextVar("spelbord_last_move", default=frozenset())


@contextmanager
def last_move(keys):
    """Boards drawn within the block mark the elements whose ``data-key`` is in ``keys``."""
    token = _last_move.set(frozenset(keys or ()))
    try:
        yield
    finally:
        _last_move.reset(token)


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;"})


def esc(text) -> str:
    """Text made safe inside an SVG element or a quoted attribute."""
    text = str(text)
    # most words need nothing: looking is several times cheaper than translating
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        return text.translate(_ESCAPES)
    return text


#: (game, repr of an action) -> its compact JSON: a board asks about the same few actions
#: hundreds of times; repr tells apart what JSON tells apart (1 and True, 1 and 1.0)
_ACTION_JSON: dict[tuple[str, str], str] = {}
ACTION_JSON_KEPT = 50_000


def action_json(game, action) -> str:
    """The action exactly as the browser sends it back: compact JSON."""
    key = (game.name, repr(action))
    text = _ACTION_JSON.get(key)
    if text is None:
        if len(_ACTION_JSON) >= ACTION_JSON_KEPT:
            _ACTION_JSON.clear()
        text = _ACTION_JSON[key] = json.dumps(game.action_to_json(action), separators=(",", ":"))
    return text


def fit(text: str, width: float, size: int = 14, weight: str = "normal") -> tuple[str, int]:
    """``text`` and a font size at which it fits ``width`` (a name on the board): smaller
    down to the least size, then cut short with "…"."""
    for tried in (size, MIN_FONT):
        if text_width(text, tried, weight) <= width:
            return text, tried
    return shorten(text, width, MIN_FONT, weight), MIN_FONT


def colour(name: str) -> str:
    """A colour by name (see :data:`COLOURS`), or the name itself if it is already a colour."""
    return COLOURS.get(name, name)


def ink(name: str) -> str:
    """The text colour for a label on the colour ``name``."""
    return INK_ON.get(name, "#fff")


class Drawing:
    """An SVG board under construction: shapes are appended in drawing order.

    ``legal`` is the viewing seat's legal actions; :meth:`action` gives the
    ``data-action`` attribute for an action only when it is among them.
    """

    def __init__(self, game, legal=None, width: int = WIDTH):
        self.game = game
        self.width = width
        self.parts: list[str] = []
        self._mark = False  # the next shape is the outline of a clickable group
        self._legal = {action_json(game, a): a for a in (legal or [])}
        self._drawn: set[str] = set()
        self._last = _last_move.get()
        #: while a fragment is drawn: the questions it asked of the drawing, with their answers
        self._asked: list | None = None

    # ----- actions ----------------------------------------------------------
    def is_legal(self, action) -> bool:
        if action is None:
            return False
        text = action_json(self.game, action)
        legal = text in self._legal
        if self._asked is not None:
            self._asked.append((True, text, legal))
        return legal

    def legal(self) -> list:
        """The viewing seat's legal actions."""
        return list(self._legal.values())

    def action(self, action) -> str:
        """`` data-action='...'`` if ``action`` is legal now, else nothing."""
        if not self.is_legal(action):
            return ""
        text = action_json(self.game, action)
        self._drawn.add(text)
        return f" data-action='{esc(text)}'"

    def undrawn(self) -> list:
        """The legal actions no element carries yet, in their given order."""
        return [a for text, a in self._legal.items() if text not in self._drawn]

    def buttons(self, x, y, actions, words, right: float = 980, height: int = 32) -> float:
        """A row of buttons, wrapping at ``right``, labelled ``words(action)``;
        returns the bottom edge (``y`` when there are none)."""
        if not actions:
            return y
        left = x
        for action in actions:
            label = words(action)
            width = min(right - left, 24 + text_width(label, 13))
            if x + width > right:
                x, y = left, y + height + 8
            self.button(x, y, width, height, label, action)
            x += width + 10
        return y + height

    # ----- shapes -----------------------------------------------------------
    def add(self, markup: str) -> None:
        self.parts.append(markup)

    def _outline(self) -> str:
        """`` class="board-act"`` on the first shape of a clickable group (its highlighted outline)."""
        if not self._mark:
            return ""
        self._mark = False
        return ' class="board-act"'

    def text(self, x, y, words, size: int = 14, anchor: str = "start", weight: str = "normal",
             fill: str = "#222", italic: bool = False) -> None:
        """One line of text with its baseline at ``y``."""
        if size < MIN_FONT:
            raise ValueError(f"text of size {size} is unreadable; the least is {MIN_FONT}")
        style = ' font-style="italic"' if italic else ""
        self.add(f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
                 f'font-weight="{weight}" fill="{colour(fill)}"{style}>{esc(words)}</text>')

    def lines(self, x, y, lines, size: int = 14, gap: float = 1.25, **style) -> float:
        """Several lines downward from ``y``; returns the baseline after the last."""
        for line in lines:
            self.text(x, y, line, size, **style)
            y += size * gap
        return y

    def rect(self, x, y, w, h, fill: str = "#fff", stroke: str = "#555", rx: float = 6,
             width: float = 1.5, dash: str | None = None, opacity: float | None = None) -> None:
        extra = f' stroke-dasharray="{dash}"' if dash else ""
        extra += f' fill-opacity="{opacity}"' if opacity is not None else ""
        self.add(f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
                 f'fill="{colour(fill)}" stroke="{colour(stroke)}" stroke-width="{width}"{extra}{self._outline()}/>')

    def circle(self, cx, cy, r, fill: str, stroke: str = "#222", width: float = 1.5) -> None:
        self.add(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{colour(fill)}" '
                 f'stroke="{colour(stroke)}" stroke-width="{width}"{self._outline()}/>')

    def line(self, x1, y1, x2, y2, stroke: str = "#777", width: float = 2, dash: str | None = None) -> None:
        extra = f' stroke-dasharray="{dash}"' if dash else ""
        self.add(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{colour(stroke)}" '
                 f'stroke-width="{width}"{extra}/>')

    def polygon(self, points, fill: str, stroke: str = "#222", width: float = 1.5) -> None:
        coords = " ".join(f"{x:g},{y:g}" for x, y in points)
        self.add(f'<polygon points="{coords}" fill="{colour(fill)}" stroke="{colour(stroke)}" '
                 f'stroke-width="{width}"{self._outline()}/>')

    def token(self, cx, cy, r, fill: str, label: str | None = None, size: int = 12, key: str | None = None) -> None:
        """A round playing piece in a seat's colour, with an optional label and stable ``key``."""
        with self.keyed(key) if key is not None else nullcontext():
            self.circle(cx, cy, r, fill)
            if label:
                self.text(cx, cy + size * 0.36, label, size, anchor="middle", weight="bold", fill=ink(fill))

    # ----- groups -----------------------------------------------------------
    def group(self, action=None, tip: str | None = None, key: str | None = None) -> "_Group":
        """A ``with`` block whose shapes form one element: clickable for a legal
        ``action``, with ``tip`` shown on hover (the full text of a card), and the
        stable ``key`` of the thing it draws (see :meth:`key_attributes`)."""
        return _Group(self, action, tip, key)

    def key_attributes(self, key: str | None) -> str:
        """`` data-key="..."``, and the last move's marker if the last move touched ``key``."""
        if key is None:
            return ""
        last = key in self._last
        if self._asked is not None:
            self._asked.append((False, key, last))
        marked = ' class="board-last"' if last else ""
        return f' data-key="{esc(key)}"{marked}'

    @contextmanager
    def keyed(self, key: str | None):
        """A ``with`` block whose shapes are the thing ``key`` names (never clickable by itself)."""
        self.add(f"<g{self.key_attributes(key)}>")
        yield self
        self.add("</g>")

    def card(self, x, y, w, h, lines, fill: str = "#fffdf6", action=None, tip: str | None = None,
             size: int = 13, stroke: str = "#555", bold_first: bool = True, key: str | None = None) -> None:
        """A card: a rounded rectangle with its lines of text, the first in bold; a line
        too long for the card is cut with an ellipsis (give the whole text as ``tip``)."""
        with self.group(action, tip, key):
            self.rect(x, y, w, h, fill, stroke)
            ty = y + size + 4
            for i, line in enumerate(lines):
                if ty > y + h - 2:
                    break
                weight = "bold" if i == 0 and bold_first else "normal"
                self.text(x + 6, ty, shorten(line, w - 12, size, weight), size, weight=weight,
                          fill=ink(fill) if fill in COLOURS else "#222")
                ty += size * 1.25

    def button(self, x, y, w, h, label: str, action, fill: str = "#f3efe4", size: int = 13) -> None:
        """A labelled box standing for one action (clickable only when legal); a label too
        long for it is set smaller, down to the least size, and then cut with an ellipsis."""
        room = w - 8
        while size > MIN_FONT and text_width(label, size) > room:
            size -= 1
        with self.group(action, label if text_width(label, size) > room else None):
            self.rect(x, y, w, h, fill, "#777", rx=h / 3)
            self.text(x + w / 2, y + h / 2 + size * 0.36, shorten(label, room, size), size, anchor="middle")

    # ----- the document -----------------------------------------------------
    def document(self, height, title: str = "", background: str = "#faf8f2") -> str:
        """The finished SVG document, ``self.width`` wide and ``height`` high."""
        return (f'<svg xmlns="{SVG_NS}" class="board" viewBox="0 0 {self.width} {height:g}" '
                f'font-family="sans-serif" role="img" '
                f'aria-label="{esc(title)}"><title>{esc(title)}</title><style>{_STYLE}</style>'
                f'<rect x="0" y="0" width="{self.width}" height="{height:g}" fill="{background}"/>'
                + "".join(self.parts) + "</svg>")


class _Group:
    def __init__(self, drawing: Drawing, action, tip, key=None):
        self.drawing, self.action, self.tip, self.key = drawing, action, tip, key

    def __enter__(self):
        tip = f"<title>{esc(self.tip)}</title>" if self.tip else ""
        attribute = self.drawing.action(self.action)
        self.drawing._mark = bool(attribute)
        self.drawing.add(f"<g{attribute}{self.drawing.key_attributes(self.key)}>{tip}")
        return self.drawing

    def __exit__(self, *exc):
        self.drawing._mark = False
        self.drawing.add("</g>")
        return False


#: whether fragments reuse what they drew (off: every board drawn whole, to compare)
_reuse: ContextVar[bool] = ContextVar("spelbord_fragments_reused", default=True)


@contextmanager
def fragments_drawn_anew():
    """Within the block, every :func:`fragment` is drawn anew and nothing is kept."""
    token = _reuse.set(False)
    try:
        yield
    finally:
        _reuse.reset(token)


def fragment(draw=None, *, kept: int = 20_000):
    """Keep what ``draw(d, *data)`` adds to the drawing ``d``, keyed by ``data``.

    ``draw`` must draw from ``data`` alone (hashable: tuples, not lists; the language
    too if it words anything), and from two questions it may ask of ``d``, whose
    answers are kept with the markup and asked again before it is reused: whether an
    action is legal for the seat, and whether the last move touched a key. The
    players' names (:func:`~spelbord.engine.identity.seat_names`) are part of the key.
    So a kept drawing is reused only where drawing it anew would give the same markup,
    and can show nothing the seat may not see that its data does not. At most
    ``kept`` drawings are kept per fragment (all forgotten when full).
    """
    if draw is None:
        return lambda function: fragment(function, kept=kept)
    memo: dict = {}

    @wraps(draw)
    def drawn(d: Drawing, *data):
        if not _reuse.get():
            return draw(d, *data)
        key = (data, _names.get(), d._mark)
        found = memo.get(key)
        if found is None or not all((question in (d._legal if legality else d._last)) == answer
                                    for legality, question, answer in found[0]):
            outer = (d.parts, d._drawn, d._asked)
            d.parts, d._drawn, d._asked = [], set(), []
            try:
                draw(d, *data)
                found = (d._asked, "".join(d.parts), d._drawn, d._mark)
            finally:
                d.parts, d._drawn, d._asked = outer
            if len(memo) >= kept:
                memo.clear()
            memo[key] = found
        if d._asked is not None:  # drawn inside another fragment: its questions are that one's too
            d._asked.extend(found[0])
        d.parts.append(found[1])
        d._drawn.update(found[2])
        d._mark = found[3]

    drawn.memo = memo
    return drawn


def fallback_board(game, view: dict, lang: str = "en") -> str:
    """The view's top-level facts as lines of text, for a game with no board of its own."""
    lines = [game.titles.get(lang, game.name)]
    for key, value in view.items():
        lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)[:90]}")
    drawing = Drawing(game)
    for i, line in enumerate(lines):
        drawing.text(12, 28 + 24 * i, line, 18 if i == 0 else 14)
    return drawing.document(24 * len(lines) + 16, lines[0])


# ----- the checks every game's board tests run ------------------------------
def parse(svg: str):
    """The SVG as an ElementTree root; raises if it is not well-formed XML."""
    from xml.etree import ElementTree
    return ElementTree.fromstring(svg)


def board_actions(svg: str) -> list[str]:
    """Every ``data-action`` in a board, in document order."""
    return [el.get("data-action") for el in parse(svg).iter() if el.get("data-action") is not None]


def board_text(svg: str) -> str:
    """All the words a board shows (text and hover tips), one line each."""
    root = parse(svg)
    return "\n".join("".join(el.itertext()) for el in root.iter()
                     if el.tag in (f"{{{SVG_NS}}}text", f"{{{SVG_NS}}}title"))


def positions(game, players: int, seed: int, options: dict | None = None, every: int = 1):
    """Every ``every``-th position of a seeded random game, to its end (the last included)."""
    import random
    state = game.new_game(players, seed, options)
    rng = random.Random(seed)
    step = 0
    while state.actors():
        if step % every == 0:
            yield state
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    yield state


def overflowing_texts(svg: str) -> list[str]:
    """The texts of ``svg`` that run past the card they are written on.

    A card is a group whose first shape is a rectangle (:meth:`Drawing.card`, or a
    game's own ``with d.group(...)`` around ``d.rect``); a text on it begins inside
    that rectangle. Its width is estimated with the widest common sans-serif font
    (:mod:`.textwidth`), so a text that passes fits in any browser.
    """
    found = []
    for group in parse(svg).iter(f"{{{SVG_NS}}}g"):
        card = next((el for el in group if el.tag != f"{{{SVG_NS}}}title"), None)
        if card is None or card.tag != f"{{{SVG_NS}}}rect":
            continue
        left, top = float(card.get("x")), float(card.get("y"))
        right, bottom = left + float(card.get("width")), top + float(card.get("height"))
        for text in group.iter(f"{{{SVG_NS}}}text"):
            x, y = float(text.get("x")), float(text.get("y"))
            if not (left <= x <= right and top < y <= bottom):
                continue  # written beside the card, not on it
            words = "".join(text.itertext())
            width = text_width(words, float(text.get("font-size")), text.get("font-weight", "normal"))
            start = {"middle": x - width / 2, "end": x - width}.get(text.get("text-anchor"), x)
            if start < left - 0.5 or start + width > right + 0.5:
                found.append(f"{words!r} ({start + width - right:+.0f} past a card {right - left:g} wide)")
    return found


def assert_board_sound(state, seat, lang: str = "en", represents=None) -> str:
    """Draw ``seat``'s board and check the browser contract; returns the SVG.

    The board parses as SVG 1000 units wide with a viewBox; no text is smaller
    than 12; every ``data-action`` is a legal action of ``seat`` in compact
    JSON; and every legal action for which ``represents(action)`` is true
    appears on the board. A determinization of what ``seat`` cannot see gives
    the very same board; no two elements share a ``data-key``.
    """
    game = state.game
    legal = state.legal_actions(seat) if seat is not None else []
    svg = game.board_svg(state.view(seat), lang, legal)
    root = parse(svg)
    assert root.tag == f"{{{SVG_NS}}}svg", root.tag
    box = [float(v) for v in root.get("viewBox").split()]
    assert box[:3] == [0, 0, WIDTH] and box[3] > 0, box
    for el in root.iter():
        if el.get("font-size") is not None:
            assert float(el.get("font-size")) >= MIN_FONT, f"text {''.join(el.itertext())!r} is too small"
    keys = [el.get("data-key") for el in root.iter() if el.get("data-key") is not None]
    assert len(keys) == len(set(keys)), f"keys drawn twice: {sorted(k for k in set(keys) if keys.count(k) > 1)}"
    drawn = set(board_actions(svg))
    legal_json = {action_json(game, a): a for a in legal}
    assert drawn <= set(legal_json), f"not legal for seat {seat}: {drawn - set(legal_json)}"
    if represents is not None:
        missing = [a for text, a in legal_json.items() if represents(a) and text not in drawn]
        assert not missing, f"legal actions of seat {seat} missing from the board: {missing}"
    other = state.determinize(seat, 12345)
    again = game.board_svg(other.view(seat), lang, other.legal_actions(seat) if seat is not None else [])
    assert again == svg, f"seat {seat}'s board changes when what it cannot see is re-dealt"
    return svg
