"""The state of one game in progress, and what every game's state shares.

A game's state subclass holds the position in plain lists, dicts and tuples
and implements a handful of hooks:

``_actors()``
    the seats that may act now (outside secret steps, which the engine runs);
``_legal(seat)``
    the legal actions of a seat that may act (also during a secret step, where
    ``self.secret.picks[seat]`` holds what that seat has chosen so far);
``_apply(seat, action)``
    carry out a legal action and return the events;
``_secret_complete(seat, picks)`` and ``_reveal(picks)``
    when a seat's secret choice is complete, and what happens once all are;
``_view(seat)``
    the game-specific part of what a seat may know;
``_outcome()``
    ``None`` while the game runs, then ``{"scores": [...], "ranks": [...]}``;
``_redeal(seat, rng)``
    re-deal everything ``seat`` cannot see (for :meth:`State.determinize`);
``response_window()``
    the response window open now, if any (for :meth:`State.holds_nothing_playable`).

Everything else (checking legality, secrecy of simultaneous choices, the
record, cloning, determinizing) is the engine's. A subclass makes its clones
cheaper by naming its fields that always hold lists of immutable values
(``_flat_fields``) and lists of such lists (``_nested_fields``).

Actions are tuples of strings and ints (``("bribe", 210)``), so they are cheap,
hashable and map to JSON lists. Events are dicts with a ``"type"``; an event
with a ``"to"`` list is seen only by those seats (see :func:`visible_events`);
one with ``"reveal": True`` discloses, by the rules, something that was hidden
(a hand shown by a power, a question about a hand answered), so it may differ
between states a seat could not tell apart.
"""
from __future__ import annotations

import random
import sys
from typing import TYPE_CHECKING, Any

from .chance import Chance
from .errors import IllegalAction
from .secret import SecretStep
from .undo import undo_plan
from .window import ResponseWindow

if TYPE_CHECKING:
    from .game import Game

Action = tuple
Event = dict

#: the answer that declines a response window
PASS = ("pass",)

#: (seat, action) pairs in each shared chunk of a state's history
_CHUNK = 32
_CHUNK_ITEMS = 2 * _CHUNK
#: every action played, once: the histories of all states share these tuples
_ACTIONS: dict = {}


#: values a clone shares without looking inside
_ATOMS = frozenset({int, str, bool, float, type(None)})

# how clone copies a field (see State._shared_fields and its neighbours)
_SHARE, _FLAT, _NESTED, _FORK = range(4)


def _copy(value: Any) -> Any:
    """Copy the mutable containers of a state; immutable values are shared."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    # the numbers and names inside are shared where they are met, without a call each
    if kind is list:
        return [v if type(v) in _ATOMS else _copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _copy(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is SecretStep or kind is ResponseWindow:
        return value.copy()
    return value


def visible_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: a spectator), without the ``to`` field."""
    shown = []
    for event in events:
        to = event.get("to")
        if to is None or (seat is not None and seat in to):
            shown.append({k: v for k, v in event.items() if k != "to"})
    return shown


class State:
    """One game in progress. Create it with ``game.new_game(players, seed, options)``."""

    #: fields copied by reference on clone (immutable for the game's whole life)
    _shared_fields = frozenset({"game", "options", "players", "seed", "_history"})
    #: fields copied one level deep on clone (always lists of immutable values)
    _flat_fields = frozenset({"_recent"})
    #: fields copied two levels deep on clone (always lists of lists of immutable values)
    _nested_fields: frozenset = frozenset()
    # every other field is copied by _copy, which looks at every value inside it

    def __init__(self, game: "Game", players: int, seed: int, options: dict):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.rng = Chance(seed)
        self.secret: SecretStep | None = None
        self.determinized = False
        # the record, compactly: full chunks of _CHUNK (seat, action) pairs in a cons list
        # (previous, (seat, action, seat, action, ...)) that clones share, then the latest pairs
        self._history = None
        self._recent: list = []
        #: the actions every seat may know were played: all but the partial picks of secret choices
        self.public_moves = 0
        # what actors() and legal_actions() found in this position; every action clears them
        self._legal_cache: tuple | None = None
        #: the last answer of :mod:`.undo` for this history
        self._undo_cache: tuple | None = None
        self._actors_cache: list | None = None

    # ----- the public API -------------------------------------------------
    def actors(self) -> list[int]:
        """The seats that may act now, in seat order; empty when the game is over."""
        return list(self._actors_cache or self._list_actors())

    def _list_actors(self) -> list[int] | tuple[int, ...]:
        """The actors, kept until the next action (callers get copies)."""
        if self.secret is not None:
            actors = self.secret._waiting
        elif self._outcome() is not None:
            actors = []
        else:
            actors = self._actors()
        self._actors_cache = actors
        return actors

    def legal_actions(self, seat: int) -> list[Action]:
        """The actions ``seat`` may take now (empty if it may not act)."""
        cache = self._legal_cache
        if cache is not None and cache[0] == seat:
            return cache[1]
        if seat not in (self._actors_cache or self._list_actors()):
            legal = []
        else:
            legal = self._legal(seat)
        self._legal_cache = (seat, legal)
        return legal

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out ``action`` for ``seat`` and return the events.

        Raises :class:`IllegalAction` with a reason, and changes nothing, when
        the action is not legal for that seat now.
        """
        cache = self._legal_cache
        if (cache is None or cache[0] != seat or type(seat) is not int or type(action) is not tuple
                or action not in cache[1]):
            self._check_legal(seat, action)  # raises; the cached list holds only legal actions of an actor
        if self.secret is not None:
            return self.apply_trusted(seat, action)
        # apply_trusted's open step, without a call more (random play and search are made of steps)
        self._legal_cache = self._actors_cache = None
        recent = self._recent
        recent += (seat, _ACTIONS.setdefault(action, action) if type(action) is tuple else action)
        if len(recent) == _CHUNK_ITEMS:
            self._history, self._recent = (self._history, tuple(recent)), []
        events = self._apply(seat, action)
        self.public_moves += 1
        return events

    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        """Carry out ``action`` for ``seat`` without checking that it is legal.

        Only for actions known to be legal: replaying a record this program
        wrote itself (``spelbord.replay(record, trusted=True)``), or a bot's
        own pick from :meth:`legal_actions`. An illegal action here corrupts
        the state; anything from outside goes through :meth:`apply`.
        """
        self._legal_cache = None
        recent = self._recent
        recent += (seat, _ACTIONS.setdefault(action, action) if type(action) is tuple else action)
        if len(recent) == _CHUNK_ITEMS:
            self._history, self._recent = (self._history, tuple(recent)), []
        step = self.secret
        if step is None:
            self._actors_cache = None
            events = self._apply(seat, action)
            self.public_moves += 1
            return events
        # a secret pick, stored in the step; the seats still choosing are kept as the
        # actors: they change only when a choice completes, and are the step's own up
        # to the reveal
        picks = step.picks[seat]
        picks.append(action)
        if not self._secret_complete(seat, picks):  # a partial pick is seen by nobody else
            self._actors_cache = step._waiting
            return [{"type": "secret_step", "seat": seat, "action": list(action), "to": [seat]}]
        self.public_moves += 1
        waiting = step.complete(seat)
        kind = step.kind
        events = [{"type": "chosen", "seat": seat, "step": kind},
                  {"type": "you_chose", "seat": seat, "step": kind, "actions": list(map(list, picks)), "to": [seat]}]
        if waiting:
            self._actors_cache = waiting
        else:  # every seat has chosen: the reveal
            self.secret = self._actors_cache = None
            events += self._reveal(step.picks)  # in seat order: the step is dropped, so not copied
        return events

    def _check_legal(self, seat: int, action: Action) -> None:
        """Raise :class:`IllegalAction` with the reason unless ``seat`` may take ``action`` now."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat!r} in this {self.players}-player game")
        if not isinstance(action, tuple):
            raise IllegalAction(f"an action is a tuple such as ('pass',), not {action!r}")
        actors = self.actors()
        if seat not in actors:
            if not actors:
                raise IllegalAction("the game is over")
            if self.secret is not None and seat in self.secret.done:
                raise IllegalAction(f"seat {seat} has already chosen; waiting for "
                                    f"seat{'s' if len(actors) > 1 else ''} {_seats(actors)}")
            raise IllegalAction(f"seat {seat} cannot act now; waiting for "
                                f"seat{'s' if len(actors) > 1 else ''} {_seats(actors)}")
        legal = self.legal_actions(seat)
        if action not in legal:
            raise IllegalAction(self._explain_illegal(seat, action, legal))

    def secret_progress(self, seat: int) -> int:
        """How many actions ``seat`` has taken in a secret choice it has not completed.

        0 outside secret steps and once its choice is complete. Only ``seat``
        may know it: a partial pick leaves no trace for the others, not even in
        :attr:`public_moves`; the pick that completes the choice is public.
        """
        step = self.secret
        if step is None or seat in step.done:
            return 0
        return len(step.picks.get(seat, ()))

    def holds_nothing_playable(self, seat: int) -> bool:
        """Whether ``seat`` is asked in a response window and may only pass.

        Only ``seat`` may ask this (it depends on its hidden hand): the engine
        still names it among the actors, and a client that passes for it must
        not show by its timing that it held nothing.
        """
        window = self.response_window()
        return (window is not None and seat in window.actors()
                and seat in self.actors() and self.legal_actions(seat) == [PASS])

    def view(self, seat: int | None) -> dict:
        """All that ``seat`` may know, as JSON-ready data (``None``: a spectator)."""
        view = {"game": self.game.name, "players": self.players, "seat": seat,
                "options": dict(self.options), "actors": self.actors(),
                "secret": self.secret.public(seat) if self.secret is not None else None}
        view.update(self._view(seat))
        outcome = self.outcome()
        view["outcome"] = outcome
        return view

    def outcome(self) -> dict | None:
        """``None`` while the game runs; then scores, ranks (1 = first) and winners."""
        if self.secret is not None:
            return None
        result = self._outcome()
        if result is None:
            return None
        ranks = result["ranks"]
        return {"scores": result["scores"], "ranks": ranks,
                "winners": [s for s, r in enumerate(ranks) if r == 1],
                **{k: v for k, v in result.items() if k not in ("scores", "ranks")}}

    def is_over(self) -> bool:
        return self.outcome() is not None

    def clone(self) -> "State":
        """An independent copy; the history's full chunks are shared, being immutable."""
        kind = type(self)
        plan = kind.__dict__.get("_clone_plan") or kind._make_clone_plan()
        new = object.__new__(kind)
        into = new.__dict__
        atoms = _ATOMS
        for key, value in self.__dict__.items():
            how = plan.get(key)
            if how is None:
                into[key] = value if type(value) in atoms else _copy(value)
            elif how == _FLAT:
                into[key] = value[:]
            elif how == _NESTED:
                into[key] = [item[:] for item in value]
            elif how == _SHARE:
                into[key] = value
            else:
                into[key] = value.fork()
        new._legal_cache = new._actors_cache = None
        return new

    @classmethod
    def _make_clone_plan(cls) -> dict:
        """How :meth:`clone` copies each declared field, worked out once per class."""
        plan = {key: _SHARE for key in cls._shared_fields}
        plan.update((key, _FLAT) for key in cls._flat_fields)
        plan.update((key, _NESTED) for key in cls._nested_fields)
        plan["rng"] = _FORK
        cls._clone_plan = plan
        return plan

    def determinize(self, seat: int | None, seed: int, chooser=None) -> "State":
        """A state ``seat`` cannot tell apart from this one.

        What ``seat`` cannot see is re-dealt at random, consistently with what it
        knows: hidden cards, deck order, the secret choices others have made,
        and the future of the random generator. The others' secret choices are
        made again uniformly at random, or by ``chooser(state, other)`` (a bot's
        ``choose``, an opponent model) in the re-dealt state, which the seat's own
        view cannot tell from the truth either.
        """
        rng = random.Random(seed)
        new = self.clone()
        new.determinized = True
        new._redeal(seat, rng)
        new.rng = Chance(rng.getrandbits(64))
        step = new.secret
        if step is not None:
            for other in step.seats:
                if other == seat:
                    continue
                was_done = other in step.done
                step.reopen(other)
                step.picks[other] = []
                if was_done:
                    picks = step.picks[other]
                    while True:
                        new._legal_cache = new._actors_cache = None  # the legal picks change with each pick
                        legal = new._legal(other)
                        pick = rng.choice(legal) if chooser is None else chooser(new, other)
                        if pick not in legal:
                            raise ValueError(f"the chooser picked {pick}, not legal for seat {other}")
                        picks.append(pick)
                        if new._secret_complete(other, picks):
                            break
                    step.complete(other)
            new._legal_cache = new._actors_cache = None
        return new

    # ----- taking back one's own last step (see :mod:`.undo`) ------------------
    def can_undo(self, seat: int, trusted: bool = False) -> bool:
        """Whether ``seat`` may take back its last step now: nobody acted since,
        and by the game's rules it drew nothing and showed nothing hidden to anyone.
        ``trusted``: this state is known to be the one its record replays to (a
        server's table), which is otherwise checked (see :func:`.undo.undo_plan`)."""
        return undo_plan(self, seat, trusted)[0] is None

    def undo_refusal(self, seat: int, trusted: bool = False) -> str | None:
        """Why ``seat`` may not undo now, in words; ``None`` if it may."""
        return undo_plan(self, seat, trusted)[0]

    def undo(self, seat: int, trusted: bool = False) -> None:
        """Take back ``seat``'s last step: this state becomes exactly the state
        without it (the record, the views, the generator). Raises
        :class:`IllegalAction`, changing nothing, when :meth:`can_undo` is false."""
        reason, before = undo_plan(self, seat, trusted)
        if reason is not None:
            raise IllegalAction(f"seat {seat} cannot undo: {reason}")
        self.__dict__.clear()
        self.__dict__.update(before.clone().__dict__)  # the kept answer may serve clones too

    #: the kinds of action (an action's first element) that by this game's rules show
    #: nothing hidden to anyone (moving public pieces, choosing among public options,
    #: building a deal's terms before they are sent), so that a seat may take them back;
    #: every other kind (playing or discarding from a hidden hand, drawing, rolling,
    #: looking at hidden cards) is final. See :mod:`.undo`.
    TAKE_BACK: frozenset[str] = frozenset()

    def may_take_back(self, seat: int, action: Action, after: "State") -> bool:
        """Whether by this game's rules ``seat``'s ``action``, taken in this state and
        leading to ``after``, showed nothing hidden to anyone: its kind is one of
        :attr:`TAKE_BACK` and it moved no hidden card (:meth:`hidden_zones` is the
        same after it). A game whose kind shows something only sometimes (a move that
        takes a face-down tile) refines this, reading only what every seat sees: the
        answer is told, so it must be the same in every state a seat cannot tell apart
        from the real one."""
        return action[0] in self.TAKE_BACK and self.hidden_zones() == after.hidden_zones()

    def hidden_zones(self) -> object:
        """What every seat sees of the places that hold hidden things (the sizes of
        decks and hands, which cards lie face down): a step that changes it drew,
        played or turned over a hidden card, whatever its kind. Games with hidden
        cards override."""
        return None

    def history(self) -> list[tuple[int, Action]]:
        """The (seat, action) pairs played so far, oldest first."""
        chunks = []
        node = self._history
        while node is not None:
            node, chunk = node
            chunks.append(chunk)
        flat = [item for chunk in reversed(chunks) for item in chunk] + self._recent
        return list(zip(flat[::2], flat[1::2]))

    def history_bytes(self) -> int:
        """Bytes this state's own record takes: its chunks, their cells and the latest
        pairs (the action tuples are shared by every state, so not counted)."""
        size, node = sys.getsizeof(self._recent), self._history
        while node is not None:
            size += sys.getsizeof(node) + sys.getsizeof(node[1])
            node = node[0]
        return size

    def record(self) -> dict:
        """The game as plain JSON: replay it with ``spelbord.replay(record)``."""
        if self.determinized:
            raise ValueError("a determinized state is a guess, not a game: it has no record")
        to_json = self.game.action_to_json
        return {"format": 1, "game": self.game.name, "players": self.players,
                "options": dict(self.options), "seed": self.seed,
                "actions": [[seat, to_json(action)] for seat, action in self.history()]}

    # ----- secret simultaneous steps ---------------------------------------
    def open_secret(self, kind: str, seats) -> None:
        """Start a simultaneous step in which ``seats`` choose in secret."""
        self.secret = SecretStep(kind, seats)

    # ----- hooks for the game -------------------------------------------
    def _actors(self) -> list[int]:
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def _secret_complete(self, seat: int, picks: list[Action]) -> bool:
        return len(picks) == 1

    def _reveal(self, picks: dict[int, list[Action]]) -> list[Event]:
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def _outcome(self) -> dict | None:
        raise NotImplementedError

    def _redeal(self, seat: int | None, rng: random.Random) -> None:
        """Re-deal what ``seat`` cannot see; games with hidden information override."""

    def response_window(self) -> ResponseWindow | None:
        """The response window open now; games with windows override."""
        return None

    def check_invariants(self) -> None:
        """Raise AssertionError if the position breaks a rule of conservation
        (cards, pieces, money): used after every step of the random playthroughs."""

    def _explain_illegal(self, seat: int, action: Action, legal: list[Action]) -> str:
        shown = ", ".join(str(a) for a in legal[:8]) + (", ..." if len(legal) > 8 else "")
        return f"{action} is not legal for seat {seat} now; legal: {shown}"

    def deadline(self) -> dict | None:
        """A time limit on the current step, if the rules set one.

        ``{"seconds": 60, "on_timeout": [[seat, action_json], ...]}``: the
        server or terminal applies those actions when the time has passed.
        """
        return None


def _seats(seats: list[int]) -> str:
    return ", ".join(str(s) for s in seats)
