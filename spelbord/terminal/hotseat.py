"""A game at one keyboard: people take turns at the terminal, bots play the other seats.

:class:`HotSeat` runs one game to its end. Whenever a person must act it
shows that person, and only that person:

* the board and their own hand, ``game.render(state.view(seat), lang)``;
* what happened since they last looked, in words, cut to what their seat may
  see (:func:`spelbord.engine.visible_events`);
* whose turn it is, or, in a secret simultaneous step, who has already chosen
  (never what);
* their legal moves, numbered (see :mod:`spelbord.terminal.moves`);
* where the rules set a time limit (``state.deadline()``), the seconds left,
  counting down before the prompt; a person who has not answered when they
  run out gets the rules' ``on_timeout`` actions (or the game's bot moves for
  them). A limit with a ``key`` runs on across the steps that share the key.

With several people at the keyboard, a *pass screen* stands between two of
them: the screen is wiped, the next person is named, and nothing of theirs is
shown until they press Enter. Secret simultaneous steps work the same way: the
bots choose, then each person in turn behind the pass screen, and the engine
reveals the choices once all are made.

Auto-pass (``--auto-pass``, or ``a`` at the prompt): whenever a person is asked
in a response window and may only pass, the table passes for them after a
short random pause, drawn from a generator of its own (not the game's seed),
and tells them at their next move.
"""
from __future__ import annotations

import json
import random
from time import sleep

from rich.table import Table

from ..bots import ask, default_bot, make_bot
from ..bots.hints import hint
from ..bots.levels import bot_title
from ..engine import Game, State, visible_events
from ..engine.identity import seat_names
from ..engine.state import PASS
from ..i18n import translator
from .ahead import Numbering, Offer, moves_of, try_ahead
from ..engine.undo import history_events
from .moves import MovePicker, UndoAsked
from .moves import MovePicker
from .rules import show_rules
from .screen import Quit, Screen, TimeUp
from .words import describe_event, identities

#: lines of news shown before a move; the rest is one ``l`` away
NEWS = 40
#: the pause, in seconds, before passing for a person who holds nothing playable
AUTO_PASS_PAUSE = (0.6, 2.5)


class HotSeat:
    """One game at one keyboard.

    ``bots`` has one entry per seat: a bot, or ``None`` for a person;
    ``names`` names the seats; ``labels`` says what sits there ("heuristic");
    ``hints``: people may ask for a suggested move (``hint``).
    """

    def __init__(self, game: Game, state: State, bots: list, names: list[str], lang: str,
                 screen: Screen, labels: list[str | None] | None = None, seed: int = 0,
                 auto_pass: bool = False, hints: bool = True, auto_single: bool = False):
        self.game = game
        self.state = state
        self.bots = bots
        #: one identity per player, the same in every text: the name and what the seat plays
        self.names = identities(game, names, lang)
        self.chosen_names = list(names)
        self.labels = labels or [None] * state.players
        self.lang = lang
        self.screen = screen
        self._ = translator(lang)
        self.humans = [s for s, bot in enumerate(bots) if bot is None]
        self.rng = random.Random(seed ^ 0x5EED)
        # hints draw from their own generator: asking for one must not change the bots' play
        self.hint_rng = random.Random(seed ^ 0x41D5) if hints else None
        #: every event so far, as the engine returned them (with their "to")
        self.events: list[dict] = []
        #: per seat (None: the onlookers), how many of ``events`` it has been shown
        self.seen: dict[int | None, int] = {seat: 0 for seat in [None, *range(state.players)]}
        #: the person whose things are on the screen now
        self.current: int | None = None
        #: per seat, the board (its view without whose turn it is) last drawn for it
        self.boards: dict[int, dict] = {}
        #: the rules' running time limit: (its key, when it runs out on the screen's clock)
        self.clock: tuple[str | None, float] | None = None
        #: the people for whom the table passes when they hold nothing playable; only
        #: for one person alone at the keyboard: with several, the pass screen that
        #: comes up (or does not) would show the others who held something playable
        self.auto_pass = set(self.humans) if auto_pass and len(self.humans) == 1 else set()
        self.auto_pass_refused = auto_pass and len(self.humans) > 1
        self.pause_rng = random.Random()  # not the game's seed: the pause tells nothing
        #: the people for whom the only move there is is taken by itself; as auto-pass, only
        #: for one person alone: with several, a pass screen that does not come up would
        #: show the others that someone had no choice (a hand of one card, say)
        self.auto_single = set(self.humans) if auto_single and len(self.humans) == 1 else set()
        self.auto_single_refused = auto_single and len(self.humans) > 1
        #: per seat, how many passes were made for it since its last move
        self.passed_for = {seat: 0 for seat in self.humans}
        #: the numbers of the moves of the choice under way
        self.numbering = Numbering()
        self.ahead_rng = random.Random(seed ^ 0xA4EAD)

    # ----- the game ----------------------------------------------------------
    def run(self) -> State:
        """Play to the end and show the result; :class:`Quit` if the people stop."""
        with seat_names(self.chosen_names):  # the game's own words name the players so too
            return self.play_to_the_end()

    def play_to_the_end(self) -> State:
        self.introduce()
        if self.auto_pass_refused:
            self.refuse_auto_pass()
        if self.auto_single_refused:
            self.refuse_auto_single()
        while True:
            actors = self.state.actors()
            if not actors:
                break
            bot_seat = next((s for s in actors if self.bots[s] is not None), None)
            if bot_seat is not None:
                self.play(bot_seat, ask(self.bots[bot_seat], self.state, bot_seat, self.rng))
            elif actors[0] in self.auto_pass and self.state.holds_nothing_playable(actors[0]):
                self.pass_for(actors[0])
            elif actors[0] in self.auto_single and len(self.state.legal_actions(actors[0])) == 1:
                self.take_single(actors[0])
            else:
                self.turn(actors[0])
        self.result()
        return self.state

    def play(self, seat: int, action) -> None:
        self.numbering.moved(seat)
        events = self.state.apply(seat, action)
        self.events += events
        if not self.humans:  # nobody plays: the onlookers follow the game as it goes
            self.news(None, limit=None)

    def pass_for(self, seat: int) -> None:
        """Pass for a person with auto-pass on, after a pause such as a person's."""
        sleep(self.pause_rng.uniform(*AUTO_PASS_PAUSE))
        self.play(seat, PASS)
        self.passed_for[seat] += 1

    def tell_passes(self, seat: int) -> None:
        """The passes made for ``seat`` since it last looked: for its eyes only."""
        if self.passed_for[seat]:
            self.screen.print(self._("Auto-pass passed for you {count} times: you held nothing playable.")
                              .format(count=self.passed_for[seat]), style="dim")
            self.passed_for[seat] = 0

    def refuse_auto_pass(self) -> None:
        self.screen.print(self._("Auto-pass is only for one person alone at the keyboard: with several, "
                                 "the pass screen would show who held something playable."), style="bold")

    def toggle_auto_pass(self, seat: int) -> None:
        if len(self.humans) > 1:
            self.refuse_auto_pass()
            return
        self.auto_pass ^= {seat}
        self.screen.print(self._("Auto-pass is on: you pass by yourself whenever you hold nothing playable.")
                          if seat in self.auto_pass else self._("Auto-pass is off."), style="bold")

    def take_single(self, seat: int) -> None:
        """Take the only move there is for a person alone at the keyboard, and say so."""
        action = self.state.legal_actions(seat)[0]
        seen = self.state.determinize(seat, self.ahead_rng.getrandbits(63))
        self.screen.print(self._("Your only move, taken by itself: {move}").format(
            move=self.game.describe_action(action, self.lang, seen)), style="dim")
        self.play(seat, action)

    def refuse_auto_single(self) -> None:
        self.screen.print(self._("Single moves are taken by themselves only for one person alone at the "
                                 "keyboard: with several, a pass screen that did not come up would show "
                                 "who had no choice. Enter takes an only move."), style="bold")

    def toggle_auto_single(self, seat: int) -> None:
        if len(self.humans) > 1:
            self.refuse_auto_single()
            return
        self.auto_single ^= {seat}
        self.screen.print(self._("Single moves are on: the only move there is is taken by itself.")
                          if seat in self.auto_single else self._("Single moves are off."), style="bold")

    def turn(self, seat: int) -> None:
        """One move of the person in ``seat``, behind the pass screen if needed."""
        same_person = self.current == seat
        if len(self.humans) > 1 and not same_person:
            self.pass_to(seat)
        self.current = seat
        self.screen.rule(self._("{player}, seat {seat}").format(player=self.names[seat], seat=seat + 1))
        view = self.state.view(seat)
        # who is still to act changes all the time; the board and one's own picks do not
        board = {k: v for k, v in view.items() if k not in ("actors", "secret")}
        if view["secret"] is not None:
            board["secret"] = (view["secret"]["kind"], view["secret"].get("mine"))
        if same_person and board == self.boards.get(seat):
            self.screen.print(self._("(The board has not changed; b: show it again.)"), style="dim")
        else:
            self.screen.print(self.game.render(view, self.lang))
        self.boards[seat] = board
        self.news(seat)
        self.tell_passes(seat)
        self.status(seat)
        # Moves are put in words from a state this seat cannot tell from the real
        # one, so no description can give away what the seat may not know.
        seen = self.state.determinize(seat, self.rng.getrandbits(63))
        offer = Offer(self.game, self.state, seat, seen, self.lang)
        labels = offer.labels(self.game, seen, self.lang, self._)
        numbers = self.numbering.number(seat, offer.keys)
        for line in offer.letter_lines(self._):
            self.screen.item(line)
        picker = MovePicker(self.screen, self._, labels, board=lambda: self.board(seat),
                            log=lambda: self.whole_log(seat), until=self.until(), numbers=numbers,
                            resolve=lambda line: self.typed(seat, line, offer),
                            auto_pass=lambda: self.toggle_auto_pass(seat),
                            auto_single=lambda: self.toggle_auto_single(seat),
                            hint=(lambda: self.show_hint(seat, offer, labels, numbers)) if self.hint_rng else None,
                            may_undo=self.state.can_undo(seat),
                            rules=lambda: show_rules(self.screen.console, self.game.name, self.lang, self._))
        try:
            actions, numbering = picker.choose()
        except TimeUp:
            self.time_up()
            return
        except UndoAsked:
            self.take_back(seat)
            return
        for action in actions:
            self.play(seat, action)
        self.numbering = numbering

    def take_back(self, seat: int) -> None:
        """Undo ``seat``'s last step (its turn prompt comes again); the log loses its events.
        Only the person whose prompt is on screen may, so nobody takes back another's step."""
        self.state.undo(seat)
        self.events = [event for _, event in history_events(self.state)]
        self.seen = {who: min(count, len(self.events)) for who, count in self.seen.items()}
        self.numbering = Numbering()
        self.screen.print(self._("Your last step was taken back."), style="bold")

    def typed(self, seat: int, line: str, offer: Offer):
        """A typed input: one or several move numbers, or a choice by letter; see
        :mod:`spelbord.terminal.ahead`."""
        numbers = moves_of(line)
        if numbers is not None:
            steps = [self.numbered(seat, number, offer if not k else None) for k, number in enumerate(numbers)]
        else:
            actions = offer.by_letter(line, self._)
            if actions is None or isinstance(actions, str):
                return actions
            steps = [lambda trial, numbering: actions]
        return try_ahead(self.state, seat, self.numbering, steps, lambda trial: self.alone(trial, seat), self._)

    def numbered(self, seat: int, number: int, first: Offer | None):
        """One typed number: the actions of the move it names at its step of the input
        (``first``: the offer on the screen, for the first number)."""
        def step(trial, numbering):
            # the later steps' offers from states the seat cannot tell from the trial, drawn
            # from a generator of their own: typing ahead must not change the bots' play
            offer = first or Offer(self.game, trial, seat, trial.determinize(seat, self.ahead_rng.getrandbits(63)),
                                   self.lang)
            numbers = numbering.number(seat, offer.keys)
            if number in numbers:
                return offer.actions[numbers.index(number)]
            if first:
                return self._("There is no move {number}; choose 1-{last}.").format(number=number, last=max(numbers))
            return self._("There is no move {number} after the moves before it in your input; "
                          "nothing was played.").format(number=number)
        return step

    def alone(self, state: State, seat: int) -> bool:
        """Whether ``seat`` is still the one the table asks next, before any bot."""
        actors = state.actors()
        return bool(actors) and actors[0] == seat and all(self.bots[s] is None for s in actors)

    def until(self) -> float | None:
        """When the rules' time limit on this step runs out; a key's limit keeps its start."""
        rule = self.state.deadline()
        if rule is None:
            self.clock = None
            return None
        key = rule.get("key")
        if self.clock is None or key is None or self.clock[0] != key:
            self.clock = (key, self.screen.clock() + rule["seconds"])
        return self.clock[1]

    def time_up(self) -> None:
        """The time ran out: the rules' timeout actions, or else the game's bot moves for the late."""
        rule = self.state.deadline() or {}
        self.screen.print(self._("Time is up."), style="bold red")
        self.clock = None
        if rule.get("on_timeout"):
            for seat, action in rule["on_timeout"]:
                self.play(seat, self.game.action_from_json(action))
            return
        name = default_bot(self.game)
        for seat in self.state.actors():
            if self.bots[seat] is None:
                self.play(seat, ask(make_bot(self.game, name, seed=self.rng.getrandbits(32)), self.state, seat,
                                    self.rng))

    def show_hint(self, seat: int, offer: Offer, labels: list[str], numbers: list[int]) -> None:
        """The move the normal bot suggests, worked out from what ``seat`` may know only."""
        _ = self._
        given = hint(self.game, self.state, seat, self.hint_rng.getrandbits(63), self.lang)
        index = offer.keys.index(given["action"])
        number, move = numbers[index], labels[index]
        if given["chance"] is None:
            text = _("Hint: {number}. {move} (no estimate of the chance to win)").format(
                number=number, move=move)
        else:
            text = _("Hint: {number}. {move} (about {percent} % to win)").format(
                number=number, move=move, percent=round(100 * given["chance"]))
        self.screen.print(text, style="green")

    # ----- screens -----------------------------------------------------------
    def introduce(self) -> None:
        _ = self._
        title = self.game.titles.get(self.lang) or self.game.titles.get("en") or self.game.name
        self.screen.rule(title)
        table = Table(box=None, show_header=True, header_style="bold")
        table.add_column(_("Seat"), justify="right")
        table.add_column(_("Player"))
        table.add_column(_("Played by"))
        for seat in range(self.state.players):
            who = _("a person") if self.bots[seat] is None else \
                _("bot: {name}").format(name=bot_title(self.labels[seat], self.lang) if self.labels[seat] else "?")
            table.add_row(str(seat + 1), self.names[seat], who)  # people count seats from 1
        self.screen.print(table)
        if self.state.options:
            self.screen.print(_("Options: {options}").format(
                options=", ".join(f"{k}={json.dumps(v)}" for k, v in self.state.options.items())))
        self.screen.print(_("Seed: {seed}").format(seed=self.state.seed), style="dim")

    def pass_to(self, seat: int) -> None:
        """Wipe the screen and wait until the person in ``seat`` has the keyboard."""
        _ = self._
        if self.current is not None:
            self.screen.wipe()
        self.screen.print(_("Pass the keyboard to {player}.").format(player=self.names[seat]), style="bold")
        answer = self.screen.ask(_("{player}, press Enter when you are ready. ").format(player=self.names[seat]))
        if answer.strip().lower() == "q":
            raise Quit("quit")
        self.screen.wipe()

    def board(self, seat: int | None) -> None:
        self.screen.print(self.game.render(self.state.view(seat), self.lang))

    def news(self, seat: int | None, limit: int | None = NEWS) -> None:
        """What ``seat`` has not yet been shown, in words."""
        lines = self.lines(self.events[self.seen[seat]:], seat)
        self.seen[seat] = len(self.events)
        if not lines:
            return
        if seat is not None:
            self.screen.print(self._("Since your last move:"), style="bold")
        if limit is not None and len(lines) > limit:
            self.screen.item(self._("... {count} earlier lines (l: the whole log)")
                             .format(count=len(lines) - limit), style="dim")
            lines = lines[-limit:]
        for line in lines:
            self.screen.item(line)

    def whole_log(self, seat: int) -> None:
        self.screen.print(self._("The log, as you saw it:"), style="bold")
        for line in self.lines(self.events[:self.seen[seat]], seat):
            self.screen.item(line)

    def lines(self, events: list[dict], seat: int | None) -> list[str]:
        return [describe_event(self.game, event, self.names, self.lang, seat)
                for event in visible_events(events, seat)]

    def status(self, seat: int) -> None:
        """Whose turn it is; in a secret step, who has chosen and who has not."""
        _ = self._
        secret = self.state.secret.public(seat) if self.state.secret is not None else None
        if secret is not None:
            chosen = ", ".join(self.names[s] for s in secret["chosen"]) or _("nobody yet")
            waiting = ", ".join(self.names[s] for s in secret["waiting"])
            self.screen.print(_("Secret choice ({step}). Chosen: {chosen}. Still choosing: {waiting}.")
                              .format(step=self.game.describe_step(secret["kind"], self.lang), chosen=chosen, waiting=waiting),
                              style="bold")
            return
        actors = self.state.actors()
        if actors == [seat]:
            self.screen.print(_("Your turn, {player}.").format(player=self.names[seat]), style="bold")
        else:
            self.screen.print(_("Waiting for: {players}.").format(
                players=", ".join(self.names[s] for s in actors)), style="bold")

    def result(self) -> None:
        """The end: the last news, the board as all may see it, scores and ranks."""
        _ = self._
        if len(self.humans) == 1:
            seat = self.humans[0]
            self.news(seat)
            self.tell_passes(seat)
            self.board(seat)
        else:
            if len(self.humans) > 1:
                # the last person's hand leaves the screen; the end is for everyone
                self.screen.wipe()
            self.news(None, limit=None if not self.humans else NEWS)
            self.board(None)
        self.screen.rule(_("Game over"))
        self.screen.print(outcome_table(self.state.outcome(), self.names, _, self.game, self.lang))
        self.screen.print(winners_line(self.state.outcome(), self.names, _), style="bold")


def outcome_table(outcome: dict, names: list[str], _, game=None, lang: str = "en") -> Table:
    """Seats, scores and ranks, best first (``game`` words the scores)."""
    table = Table(box=None, header_style="bold")
    table.add_column(_("Rank"), justify="right")
    table.add_column(_("Player"))
    table.add_column(_("Score"), justify="right")
    order = sorted(range(len(names)), key=lambda s: (outcome["ranks"][s], s))
    for seat in order:
        score = game.describe_score(outcome, seat, lang) if game else str(outcome["scores"][seat])
        table.add_row(str(outcome["ranks"][seat]), names[seat], score)
    return table


def winners_line(outcome: dict, names: list[str], _) -> str:
    winners = [names[s] for s in outcome["winners"]]
    if not winners:
        return _("No winner")
    if len(winners) == 1:
        return _("Winner: {player}").format(player=winners[0])
    return _("Shared win: {players}").format(players=", ".join(winners))


__all__ = ["HotSeat", "Quit", "describe_event", "outcome_table", "winners_line"]
