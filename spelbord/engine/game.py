"""A game: its metadata, its variants, its action space, and a factory of states."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .errors import IllegalAction, InvalidOptions
from .options import Option, validate_options
from .state import Action, State


class Game:
    """One of spelbord's games; get it with ``spelbord.load(name)``.

    A game subclass sets the class attributes below and implements
    :meth:`_action_space` (every action that can ever be legal for a player
    count, in a fixed order) and :meth:`_initial_state`.
    """

    name: str = ""
    #: the game's title in each interface language
    titles: dict[str, str] = {}
    min_players: int = 2
    max_players: int = 5
    #: the player count a game starts with when nobody says (the rulebook's best count)
    default_players: int | None = None
    options: dict[str, Option] = {}
    #: bots by name: callables (seed) -> bot
    bots: dict[str, Any] = {}

    def __repr__(self) -> str:
        return f"<spelbord game {self.name!r}>"

    # ----- new games ---------------------------------------------------------
    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        """A new game for ``players`` seats, its chance drawn from ``seed``."""
        if not isinstance(players, int) or isinstance(players, bool) \
                or not self.min_players <= players <= self.max_players:
            raise InvalidOptions(f"{self.name} is for {self.min_players}-{self.max_players} players, not {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidOptions(f"the seed must be an int, not {seed!r}")
        full = validate_options(self.name, self.options, options, players)
        self.check_options(full, players)
        return self._initial_state(players, seed, full)

    def variants(self, players: int) -> list[dict]:
        """Option sets the generic tests play through for this player count."""
        return [{}]

    def check_options(self, options: dict, players: int) -> None:
        """Checks that involve several options at once; raise InvalidOptions."""

    def _initial_state(self, players: int, seed: int, options: dict) -> State:
        raise NotImplementedError

    # ----- actions as JSON ---------------------------------------------------
    def action_to_json(self, action: Action) -> list:
        """``("bribe", 210)`` -> ``["bribe", 210]``; nested tuples become lists."""
        return [self.action_to_json(a) if isinstance(a, tuple) else a for a in action]

    def action_from_json(self, data: Any) -> Action:
        """The inverse of :meth:`action_to_json`; raises IllegalAction for malformed data."""
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise IllegalAction(f"an action is a JSON list starting with its name, such as [\"pass\"]; got {data!r}")
        return _tuple_of(data)

    # ----- actions as integers -----------------------------------------------
    def num_actions(self, players: int) -> int:
        """The size of the fixed action space for this player count."""
        return len(self._space(players)[0])

    def action_index(self, action: Action, players: int) -> int:
        try:
            return self._space(players)[1][action]
        except KeyError:
            raise IllegalAction(f"{action} is not an action of {self.name}") from None

    def action_from_index(self, index: int, players: int) -> Action:
        space = self._space(players)[0]
        if not isinstance(index, int) or not 0 <= index < len(space):
            raise IllegalAction(f"action index {index!r} is outside 0..{len(space) - 1}")
        return space[index]

    def legal_indices(self, state: State, seat: int) -> list[int]:
        """The indices of the actions legal for ``seat`` now, in the order of
        ``state.legal_actions(seat)``."""
        index = self._space(state.players)[1]
        return [index[action] for action in state.legal_actions(seat)]

    def legal_mask(self, state: State, seat: int) -> list[int]:
        """1 for every index whose action is legal for ``seat`` now, else 0."""
        mask = [0] * self.num_actions(state.players)
        for i in self.legal_indices(state, seat):
            mask[i] = 1
        return mask

    def _space(self, players: int) -> tuple[tuple[Action, ...], dict[Action, int]]:
        return _cached_space(self, players)

    def _action_space(self, players: int) -> list[Action]:
        raise NotImplementedError

    # ----- words -------------------------------------------------------------
    def describe_action(self, action: Action, lang: str = "en", state: State | None = None) -> str:
        """An action in words, e.g. "Bribe of $210,000" (``state``: for context)."""
        return " ".join(str(part) for part in action)

    def picks_by_letter(self, state: State, seat: int, lang: str = "en") -> dict | None:
        """A choice of several picks closed by one action, for typing it in one input
        (Spionage!'s report: ``report a c f``), or ``None`` when there is none now::

            {"word": the command's word in ``lang``,
             "items": [(action, words), ...]  # the letters a, b, c ... in this order,
                                              # the same for the whole choice
             "close": the action that closes the choice,
             "best": the actions of the best complete choice (offered first), or None}

        ``state`` is one ``seat`` cannot tell from the real one: read only what it knows.
        """
        return None

    #: the kinds of event worded from the reader's side ("Red gives you attack 10"):
    #: their log line differs from seat to seat even when all may see the event
    reader_worded_events: frozenset[str] = frozenset()

    def describe_event(self, event: dict, lang: str = "en", viewer: int | None = None) -> str:
        """One line of the game log, in words, for an event as ``viewer`` sees it
        (``None``: an onlooker)."""
        return str(event)

    def seat_label(self, seat: int, lang: str = "en") -> str | None:
        """The colour or organisation the game's words give ``seat`` ("MI6", "Yellow"),
        or None where the game numbers its seats ("player 2")."""
        return None

    def describe_score(self, outcome: dict, seat: int, lang: str = "en") -> str:
        """A seat's score in the final result, as players read it (a game whose score
        is no plain number, such as a place on the board, words it)."""
        return str(outcome["scores"][seat])

    #: the English words for each kind of secret step (``"plan"`` -> ``"planning card"``)
    step_names: dict[str, str] = {}

    def describe_step(self, kind: str, lang: str = "en") -> str:
        """The name of a secret simultaneous step, in the game's catalogue of ``lang``."""
        from ..i18n import translator
        return translator(lang, self.name)(self.step_names.get(kind, kind))

    # ----- the browser -------------------------------------------------------
    def private_parts(self, view: dict) -> dict[str, list]:
        """What of ``view`` its seat sees and the other seats may not, each part by name
        as its path of keys in the view (``{"hand": ["hand"], "laurels": ["laurels", 2]}``),
        and only the parts that hold something: an empty hand, no pick yet, no laurel the
        table has not seen hide nothing. A hot-seat screen is covered before it passes to
        another local seat only while such a part is on it (``js/hotseat.js``).

        This covers the seat's own picks in a secret choice; a game adds its own parts."""
        secret = view.get("secret") or {}
        return {"picks": ["secret", "mine"]} if view.get("seat") is not None and secret.get("mine") else {}

    def board_svg(self, view: dict, lang: str = "en", legal: list | None = None) -> str:
        """The board of ``view`` as an SVG document for the browser.

        An element that stands for a legal action carries
        ``data-action='<action as JSON>'``, so the client can make it clickable.
        ``legal`` is the viewing seat's legal actions (empty for a spectator).
        """
        from .svg import fallback_board
        return fallback_board(self, view, lang)

    def last_move_keys(self, events: list[dict]) -> set[str]:
        """The ``data-key`` of each board element the last move's ``events`` touched (the
        pawn moved, the card played, the planet attacked), which the board marks.
        ``events`` are those the viewing seat may see, as it sees them."""
        return set()

    def action_group(self, action: Action) -> str:
        """Where the browser lists an action: ``"play"``, or ``"negotiate"`` for
        offers, counter-offers, acceptance and refusal (the negotiation panel)."""
        return "play"

    def negotiation(self, view: dict, lang: str = "en") -> dict | None:
        """The negotiation under way in ``view``, in words, for the browser's panel:
        ``{"title": str, "offers": [{"from": seat, "to": seat, "terms": str,
        "status": "open" | "accepted" | "refused"}]}``, or ``None``."""
        return None

    def render(self, view: dict, lang: str = "en"):
        """The board and the seat's own hand, drawn for a terminal (a rich renderable)."""
        from rich.pretty import Pretty
        return Pretty(view)


@lru_cache(maxsize=None)
def _cached_space(game: Game, players: int):
    actions = tuple(game._action_space(players))
    index = {a: i for i, a in enumerate(actions)}
    if len(index) != len(actions):
        raise AssertionError(f"{game.name}: the action space repeats an action")
    return actions, index


def _tuple_of(data: list) -> tuple:
    parts = []
    for item in data:
        if isinstance(item, list):
            parts.append(_tuple_of(item))
        elif isinstance(item, (str, int)) and not isinstance(item, bool) or item is None:
            parts.append(item)
        else:
            raise IllegalAction(f"an action holds only names, numbers and lists; got {item!r}")
    return tuple(parts)
