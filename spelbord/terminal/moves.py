"""Choosing a move from a numbered list, with pages and a filter for long lists.

Every legal move keeps its number while the list is paged or filtered, so
``12`` always means the same move::

      1. Bribe of $10,000
      2. Bribe of $20,000
     ...
    Page 1 of 3. n: next page, p: previous page, /word: only moves containing word

The other commands (``?``) show the board again, the whole log, the rules, a hint, or quit.
"""
from __future__ import annotations

from typing import Callable

from .screen import Quit, Screen


class UndoAsked(Exception):
    """The person typed ``undo``: take back their last step instead of choosing."""

#: moves shown at once; longer lists are paged
PAGE = 20


class MovePicker:
    """Ask one person for one of ``labels`` (already in words) and return its index.

    ``numbers`` are the moves' numbers (by default 1, 2, 3 ...). ``board``, ``log``,
    ``auto_pass`` and ``auto_single`` are called for the ``b``, ``l``, ``a`` and ``s``
    commands, ``hint`` (if given: hints are on) for ``hint``, ``rules`` for ``rules``; with ``until`` (a time
    on the screen's clock) the seconds left count down before the prompt and
    :class:`~spelbord.terminal.screen.TimeUp` ends the choice. ``resolve``, if given,
    reads a typed move instead: it returns what :meth:`choose` returns, a message
    saying what is wrong, or ``None`` when the line is no move at all.
    """

    def __init__(self, screen: Screen, _, labels: list[str], board: Callable[[], None],
                 log: Callable[[], None], page: int = PAGE, until: float | None = None,
                 auto_pass: Callable[[], None] | None = None, hint: Callable[[], None] | None = None,
                 numbers: list[int] | None = None, resolve: Callable[[str], object] | None = None,
                 auto_single: Callable[[], None] | None = None, may_undo: bool = False,
                 rules: Callable[[], None] | None = None):
        self.screen = screen
        self._ = _
        self.labels = labels
        self.numbers = numbers or list(range(1, len(labels) + 1))
        self.lowered = [label.lower() for label in labels]
        self.board = board
        self.log = log
        self.auto_pass = auto_pass
        self.auto_single = auto_single
        self.hint = hint
        #: the person may take back their last step (``undo``)
        self.may_undo = may_undo
        self.rules = rules
        self.resolve = resolve or self.by_number
        self.page_size = page
        self.page = 0
        self.filter = ""
        self.until = until

    def matching(self) -> list[int]:
        if not self.filter:
            return list(range(len(self.labels)))
        return [i for i, label in enumerate(self.lowered) if self.filter in label]

    def pages(self) -> int:
        return max(1, -(-len(self.matching()) // self.page_size))

    def show(self) -> None:
        _ = self._
        matching = self.matching()
        width = len(str(max(self.numbers)))
        self.page = min(self.page, self.pages() - 1)
        start = self.page * self.page_size
        if self.filter:
            self.screen.print(_("Moves containing \"{text}\": {count} of {total}")
                              .format(text=self.filter, count=len(matching), total=len(self.labels)),
                              style="bold")
        else:
            self.screen.print(_("Your moves:"), style="bold")
        for i in matching[start:start + self.page_size]:
            self.screen.item(self.labels[i], marker=f"{self.numbers[i]:>{width}}.")
        if self.pages() > 1:
            self.screen.print(_("Page {page} of {pages}. n: next page, p: previous page, "
                                "/word: only moves containing word, /: all moves")
                              .format(page=self.page + 1, pages=self.pages()), style="dim")

    def help(self) -> None:
        _ = self._
        lines = [_("Type the number of a move and press Enter; Enter alone takes the only move there is."),
                 _("Several numbers at once (3 5 5, or 3,5,5) play those moves one after another: "
                   "a move keeps its number while one choice is built."),
                 _("n / p: next / previous page of moves"),
                 _("/word: only the moves containing word; / alone: all moves again"),
                 _("b: show the board again"),
                 _("l: show the whole log as you saw it"),
                 _("a: auto-pass on or off (pass by yourself when you hold nothing playable)"),
                 _("s: single moves on or off (the only move there is is taken by itself)"),
                 _("q: stop the game")]
        if self.hint is not None:
            lines.insert(-1, _("hint: a suggested move, with its estimated chance to win"))
        if self.may_undo:
            lines.insert(-1, _("undo: take back your last step (nobody has acted since, and it drew "
                               "nothing and showed nothing hidden)"))
        if self.rules is not None:
            lines.insert(-1, _("rules: the rules of the game"))
        for line in lines:
            self.screen.item(line)

    def ask(self, prompt: str) -> str:
        if self.until is None:
            return self.screen.ask(prompt)
        return self.screen.ask(prompt, until=self.until, countdown=self._("[{seconds} s left] "))

    def by_number(self, line: str) -> int | str | None:
        """The index of the move numbered ``line``, or why there is none."""
        if not line.isdigit():
            return None
        if int(line) in self.numbers:
            return self.numbers.index(int(line))
        return self._("There is no move {number}; choose 1-{last}.").format(number=int(line),
                                                                            last=max(self.numbers))

    def choose(self):
        _ = self._
        self.show()
        if len(self.labels) == 1:
            prompt = _("Your move ({number} or Enter, ? for help): ").format(number=self.numbers[0])
        else:
            prompt = _("Your move (1-{last}, ? for help): ").format(last=max(self.numbers))
        while True:
            line = self.ask(prompt).strip()
            command = line.lower()
            if not command and len(self.labels) == 1:
                command = str(self.numbers[0])
            chosen = self.resolve(command) if command else None
            if isinstance(chosen, str):
                self.screen.print(chosen, style="red")
            elif chosen is not None:
                return chosen
            elif command in ("n", "p"):
                step = 1 if command == "n" else -1
                self.page = (self.page + step) % self.pages()
                self.show()
            elif command.startswith("/"):
                self.filter = command[1:].strip()
                self.page = 0
                if self.filter and not self.matching():
                    self.screen.print(_("No move contains \"{text}\".").format(text=self.filter), style="red")
                    self.filter = ""
                self.show()
            elif command == "b":
                self.board()
                self.show()
            elif command == "l":
                self.log()
                self.show()
            elif command == "a" and self.auto_pass is not None:
                self.auto_pass()
            elif command == "s" and self.auto_single is not None:
                self.auto_single()
            elif command == "hint":
                if self.hint is None:
                    self.screen.print(_("Hints are turned off in this game."), style="red")
                else:
                    self.hint()
            elif command == "undo":
                if not self.may_undo:
                    self.screen.print(_("There is no step of yours to take back now: someone acted since, "
                                        "or it drew, rolled or showed something hidden."), style="red")
                else:
                    raise UndoAsked()
            elif command == "rules" and self.rules is not None:
                self.rules()
                self.show()
            elif command == "q":
                raise Quit("quit")
            elif command in ("?", "h", "help"):
                self.help()
            elif command:
                self.screen.print(_("Type a move's number, or ? for help."), style="red")
