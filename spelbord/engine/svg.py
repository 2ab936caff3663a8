"""A plain SVG drawing for games that have no board of their own yet."""
from __future__ import annotations

import json
from xml.sax.saxutils import escape


def fallback_board(game, view: dict, lang: str = "en") -> str:
    """The view's top-level facts as lines of text in an SVG."""
    lines = [game.titles.get(lang, game.name)]
    for key, value in view.items():
        lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)[:90]}")
    height = 24 * len(lines) + 16
    texts = "".join(
        f'<text x="12" y="{28 + 24 * i}" font-size="{18 if i == 0 else 14}">{escape(line)}</text>'
        for i, line in enumerate(lines))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 {height}" '
            f'font-family="sans-serif" role="img">{texts}</svg>')
