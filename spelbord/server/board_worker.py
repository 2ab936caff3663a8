"""A board worker (see :mod:`.boards`): draws the boards the server asks for, one at a time.

Each request on standard input is its length in bytes on a line of its own,
then a JSON header ``[game, lang, legal actions, names, marked]``, a newline,
and the view as JSON. Each answer on standard output is its length on a line,
then ``+`` and the SVG, or ``-`` and why the game could not draw it. The
worker ends when its input does.
"""
from __future__ import annotations

import os
import sys
import traceback

import orjson

from ..engine import registry
from .boards import _drawn


def main() -> None:
    requests = sys.stdin.buffer
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # a stray print must not break the answers
    while True:
        size = requests.readline()
        if not size:
            return
        request = requests.read(int(size))
        header, view_text = request.split(b"\n", 1)
        try:
            game_name, lang, legal, names, marked = orjson.loads(header)
            game = registry.load(game_name)
            svg = _drawn(game, orjson.loads(view_text), lang, [game.action_from_json(a) for a in legal],
                         names, marked)
            answer = b"+" + svg.encode()
        except Exception:
            answer = b"-" + traceback.format_exc().encode()
        answers.write(b"%d\n" % len(answer) + answer)
        answers.flush()


if __name__ == "__main__":
    main()
