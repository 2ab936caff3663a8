"""How wide a line of text is drawn, to keep card texts inside their cards.

A board's SVG asks for ``sans-serif``, which is DejaVu Sans in Debian's Chromium
and on most Linux desktops; it is wider than Arial or Helvetica, so a line
measured with its widths fits wherever the board is shown. The widths are the
fonts' advance widths in hundredths of an em (read once from DejaVuSans.ttf and
DejaVuSans-Bold.ttf with fontTools); a character not listed counts as the
widest letter, so an estimate is never short.
"""
from __future__ import annotations

_CHARS = (
    ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcde'
    'fghijklmnopqrstuvwxyz{|}~\xa0¡¢£¤¥¦§¨©ª«¬\xad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌ'
    'ÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ–—…’‘“”€→←↑↓·•×−≥≤★'
    '☆♦♥♠♣'
)
_REGULAR = (
    32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86,
    75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63,
    62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64,
    34, 64, 84, 32, 40, 64, 64, 64, 64, 34, 50, 50, 100, 47, 61, 84, 36, 100, 50, 50, 84, 40,
    40, 50, 64, 64, 32, 50, 40, 47, 61, 97, 97, 97, 53, 68, 68, 68, 68, 68, 68, 97, 70, 63, 63,
    63, 63, 29, 29, 29, 29, 77, 75, 79, 79, 79, 79, 79, 84, 79, 73, 73, 73, 73, 61, 60, 63, 61,
    61, 61, 61, 61, 61, 98, 55, 62, 62, 62, 62, 28, 28, 28, 28, 61, 63, 61, 61, 61, 61, 61, 84,
    61, 63, 63, 63, 63, 59, 63, 59, 50, 100, 100, 32, 32, 52, 52, 64, 84, 84, 84, 84, 32, 59,
    84, 84, 84, 84, 90, 90, 90, 90, 90, 90,
)
_BOLD = (
    35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70,
    70, 70, 70, 40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64,
    100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72,
    59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65,
    58, 71, 37, 71, 84, 35, 46, 70, 70, 64, 70, 37, 50, 50, 100, 56, 65, 84, 42, 100, 50, 50,
    84, 44, 44, 50, 74, 64, 38, 50, 44, 56, 65, 104, 104, 104, 58, 77, 77, 77, 77, 77, 77, 108,
    73, 68, 68, 68, 68, 37, 37, 37, 37, 84, 84, 85, 85, 85, 85, 85, 84, 85, 81, 81, 81, 81, 72,
    74, 72, 67, 67, 67, 67, 67, 67, 105, 59, 68, 68, 68, 68, 34, 34, 34, 34, 69, 71, 69, 69, 69,
    69, 69, 84, 69, 71, 71, 71, 71, 65, 72, 65, 50, 100, 100, 38, 38, 66, 66, 70, 84, 84, 84,
    84, 38, 64, 84, 84, 84, 84, 90, 90, 90, 90, 90, 90,
)
_WIDTHS = {"normal": dict(zip(_CHARS, _REGULAR)), "bold": dict(zip(_CHARS, _BOLD))}
_UNKNOWN = {"normal": max(_REGULAR), "bold": max(_BOLD)}


def text_width(text: str, size: float, weight: str = "normal") -> float:
    """The width of ``text`` at font size ``size`` (SVG units), bold or normal."""
    face = "bold" if weight == "bold" else "normal"
    widths, unknown = _WIDTHS[face], _UNKNOWN[face]
    return sum(widths.get(ch, unknown) for ch in str(text)) * size / 100


def wrap_to_width(text: str, width: float, size: float, weight: str = "normal") -> list[str]:
    """``text`` broken into lines no wider than ``width`` at ``size``.

    Lines break between words; a word wider than a whole line (a long German
    compound) is split with a hyphen where it must, so no line ever overflows.
    """
    lines: list[str] = []
    line = ""
    for word in str(text).split():
        candidate = f"{line} {word}" if line else word
        if text_width(candidate, size, weight) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        while text_width(word, size, weight) > width:
            cut = _longest_prefix(word, width - text_width("-", size, weight), size, weight)
            lines.append(word[:cut] + "-")
            word = word[cut:]
        line = word
    if line or not lines:
        lines.append(line)
    return lines


def _longest_prefix(word: str, width: float, size: float, weight: str) -> int:
    """How many first letters of ``word`` fit in ``width`` (at least one)."""
    cut = 1
    while cut < len(word) and text_width(word[:cut + 1], size, weight) <= width:
        cut += 1
    return cut


def shorten(text: str, width: float, size: float, weight: str = "normal") -> str:
    """``text`` as it is if it fits in ``width``, else cut with an ellipsis so it does."""
    text = str(text)
    if text_width(text, size, weight) <= width:
        return text
    room = width - text_width("…", size, weight)
    return text[:_longest_prefix(text, room, size, weight)].rstrip() + "…"
