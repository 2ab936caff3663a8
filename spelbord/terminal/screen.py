"""The terminal itself: printing, asking for a line, and wiping what was shown.

All the hot-seat table needs of a terminal is in :class:`Screen`, so the
table can be driven by a test (feed lines, read the printed text, a clock of
its own) exactly as a person drives it at a keyboard.
"""
from __future__ import annotations

import select
import sys
import time
from typing import Callable

from rich.cells import cell_len
from rich.console import Console
from rich.rule import Rule
from rich.table import Table
from rich.text import Text


class Quit(Exception):
    """The people at the keyboard stopped the game (``q``, or the input ended)."""


class TimeUp(Exception):
    """The time to answer ran out before a line came (see :meth:`Screen.ask`)."""


#: home, erase the screen, erase the scrollback: the previous player's hand
#: must not be one scroll away from the next player
_WIPE = "\033[H\033[2J\033[3J"


class Screen:
    """A rich console plus a way to read a line typed by a person."""

    def __init__(self, console: Console | None = None, read: Callable[[str], str] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.console = console or Console(highlight=False)
        self._read = read
        #: the time ``ask``'s ``until`` is measured on
        self.clock = clock

    def print(self, *things, **style) -> None:
        """Print text as it is (no rich markup in names or game texts) or a renderable."""
        self.console.print(*things, markup=False, highlight=False, **style)

    def item(self, text: str, marker: str = "", indent: int = 2, **style) -> None:
        """One line of a list; a long line wraps under its own text, not under the margin::

              12. Offer 2 laurels to Blue for permission to pass
                  the committee of Capua
        """
        margin = " " * indent + marker if marker else " " * (indent - 1)
        if cell_len(margin) + 1 + cell_len(text) <= self.console.width:  # the common, cheap case
            self.console.print(Text(f"{margin} {text}", style=style.get("style") or ""))
            return
        grid = Table.grid(padding=(0, 1, 0, 0))
        grid.add_column(justify="right")
        grid.add_column(overflow="fold")
        grid.add_row(Text(margin), Text(text), style=style.get("style"))
        self.console.print(grid)

    def rule(self, title: str = "") -> None:
        self.console.print(Rule(title, style="dim"), markup=False)

    def ask(self, prompt: str, until: float | None = None, countdown: str = "[{seconds} s] ") -> str:
        """A line typed by a person; :class:`Quit` when the input has ended.

        With ``until`` (a time on :attr:`clock`) the seconds left lead the prompt
        (``countdown``), counting down in place on a real terminal, and
        :class:`TimeUp` is raised when the time runs out before the line, or if
        the line came too late.
        """
        try:
            if until is None:
                return self._line(prompt)
            left = until - self.clock()
            if left <= 0:
                raise TimeUp
            prompt = countdown.format(seconds=f"{int(left + 0.999):>3}") + prompt
            if self._read is None and self._live():
                return self._counted_line(prompt, until, countdown)
            line = self._line(prompt)
            if self.clock() >= until:
                raise TimeUp
            return line
        except EOFError:
            raise Quit("eof") from None

    def _line(self, prompt: str) -> str:
        if self._read is not None:
            return self._read(prompt)
        return self.console.input(prompt, markup=False)

    def _live(self) -> bool:
        """Can the countdown be redrawn while the person types (a terminal on both ends)?"""
        try:
            return self.console.is_terminal and sys.stdin.isatty()
        except (AttributeError, ValueError):
            return False

    def _counted_line(self, prompt: str, until: float, countdown: str) -> str:
        out = self.console.file
        out.write(prompt)
        out.flush()
        while True:
            left = until - self.clock()
            if left <= 0:
                out.write("\n")
                raise TimeUp
            ready, _, _ = select.select([sys.stdin], [], [], min(1.0, left))
            if ready:
                line = sys.stdin.readline()
                if not line:
                    raise EOFError
                return line.rstrip("\n")
            # save the cursor, redraw the seconds at the start of the line, go back to the typing
            seconds = countdown.format(seconds=f"{int(max(0.0, until - self.clock()) + 0.999):>3}")
            out.write("\0337\r" + seconds + "\0338")
            out.flush()

    def wipe(self) -> None:
        """Clear the screen and its scrollback (only a real terminal can)."""
        if self.console.is_terminal:
            self.console.file.write(_WIPE)
            self.console.file.flush()
        else:
            self.rule()
