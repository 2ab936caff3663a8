"""Scarab Lords (Reiner Knizia, Fantasy Flight Games 2002), for two players.

The houses Ankar and Temet fight over the six columns of Hekumet. The rules are
the Swedish rulebook's, all of them, including the advanced game (best of
three with deck building from the bonus deck); points it leaves open are ruled
in docs/rulings.md. The printed card list is not available: the cards the
rulebook names are in cards.json as printed, the others are spelbord's designs
and marked so (see :mod:`.cards`).

    >>> import spelbord
    >>> game = spelbord.load("scarab-lords")
    >>> state = game.new_game(2, seed=1)
    >>> state.actors()
    [0]
"""
from __future__ import annotations

from spelbord.engine import Game, Option

from .cards import CardBook, load_book
from .state import ScarabState

def _(message: str) -> str:
    """Marks an option's help for the catalogues (the CLI translates it)."""
    return message


#: every action name that takes a card id as its only argument
_CARD_ACTIONS = ("play", "activate", "uncurse", "free_uncurse", "discard", "target", "hand_discard",
                 "refresh_discard", "toss", "remove", "take")


class ScarabLords(Game):
    name = "scarab-lords"
    titles = {"sv": "Scarab Lords", "de": "Scarab Lords", "en": "Scarab Lords"}
    min_players = max_players = 2
    step_names = {"build": "cards for the bonus deck"}
    options = {
        "house_first": Option("temet", _("the house of the starting player (seat 0); the other seat plays "
                              "the other house"), choices=("temet", "ankar"), label=_("starting house"),
                              words={"temet": "Temet", "ankar": "Ankar"}),
        "advanced": Option(False, _("the advanced game: best of three, decks rebuilt from the bonus deck "
                           "between games"), label=_("advanced game")),
        "must_play": Option(False, _("variant from the English rules summary: every turn must play or "
                            "discard at least one card from the hand"), label=_("must play")),
        "short_first_turn": Option(False, _("variant from the French edition: the starting player's first "
                                   "turn has only phases 0 and 1"), label=_("short first turn")),
    }

    def __init__(self, book: CardBook | None = None):
        self._book = book

    @property
    def book(self) -> CardBook:
        """The cards this game is played with (the shipped cards.json unless given)."""
        if self._book is None:
            self._book = load_book()
        return self._book

    @property
    def bots(self):
        from .bots import HeuristicBot
        from .planner import TurnPlanner
        return {"heuristic": HeuristicBot, "hard": TurnPlanner}  # hard: in place of the search level

    def variants(self, players):
        return [{}, {"house_first": "ankar"}, {"advanced": True},
                {"must_play": True, "short_first_turn": True, "house_first": "ankar"}]

    def _initial_state(self, players, seed, options):
        return ScarabState(self, players, seed, options, self.book)

    def _action_space(self, players):
        n = len(self.book)
        space = [("pass",), ("refresh",), ("refresh_done",), ("skip",), ("done",),
                 ("region", 0), ("region", 1)]
        space += [("exercise", c) for c in range(6)]
        for card in range(n):
            space += [("play", card, column) for column in range(6)]
        for name in _CARD_ACTIONS:
            space += [(name, card) for card in range(n)]
        return space

    def describe_action(self, action, lang="en", state=None):
        from .texts import describe_action
        return describe_action(self.book, action, lang)

    def describe_event(self, event, lang="en", viewer=None):
        from .texts import describe_event
        return describe_event(self.book, event, lang)

    def render(self, view, lang="en"):
        from .texts import render
        return render(self.book, view, lang)

    def board_svg(self, view, lang="en", legal=None):
        from .svg import board_svg
        return board_svg(self, view, lang, legal)

    def last_move_keys(self, events):
        from .svg import last_move_keys
        return last_move_keys(events)

    def private_parts(self, view):
        """Besides picks (the advanced game's cards for the bonus deck), the seat's hand."""
        parts = super().private_parts(view)
        if view.get("hand"):
            parts["hand"] = ["hand"]
        return parts


def with_cards(path) -> ScarabLords:
    """A game played with the cards of the card file at ``path`` (e.g. the printed
    cards typed in by an owner of the game); raises CardFileError for bad entries."""
    from .cards import read_card_file
    return ScarabLords(read_card_file(path))
