"""Quo Vadis (Reiner Knizia, Hans im Glück 1991) for 3-5 players.

Roman noble families climb their senators through the committees (gremier) of
Rome toward the Senate, collecting laurels on the way. Leaving a three- or
five-seat committee needs the permission of the senators sitting there, which is
bargained for; Caesar lets a senator leave without permission but covers the
laurel on his road. The game ends when the Senate holds five senators; the player
with the most laurels among those who reached it wins.

    >>> import spelbord
    >>> game = spelbord.load("quo-vadis")
    >>> state = game.new_game(3, seed=1, options={"start_player": 0})
    >>> state.legal_actions(0)[:4]
    [('place', 0), ('place', 1), ('place', 2), ('place', 3)]

Modules follow the rulebook: :mod:`.board` (the board as data), :mod:`.turn`
(a turn), :mod:`.permission` (the negotiation for permission), :mod:`.pledge` (a
laurel for keeping Caesar away), :mod:`.laurels` (who sees which laurels),
:mod:`.end` (the end, scoring and the proposals), :mod:`.words` (texts and
drawing), :mod:`.bots`.
"""
from __future__ import annotations

from ...engine import Game, InvalidOptions, Option
from .actions import action_space
from .bots import heuristic
from .state import QuoVadisState


def _(message: str) -> str:
    """Marks an option's help for the catalogue (the CLI translates it)."""
    return message


class QuoVadis(Game):
    name = "quo-vadis"
    titles = {"sv": "Quo Vadis", "de": "Quo Vadis", "en": "Quo Vadis"}
    min_players, max_players = 3, 5
    default_players = 4
    bots = {"heuristic": heuristic}
    options = {
        # the value is the engine's seat (0-4); people read it as the player's number (1-5)
        "start_player": Option("random", _("the player who begins; 'random': drawn by the seed"),
                               choices=("random", 0, 1, 2, 3, 4), label=_("starting player"),
                               words={"random": _("random"), **{seat: str(seat + 1) for seat in range(5)}}),
        "open_laurels": Option(False, _("every player's laurels lie open (the rulebook keeps them face down)"),
                               label=_("open laurels")),
        "offer_rounds": Option(3, _("rounds of offers per request for permission before it lapses"),
                               choices=(1, 2, 3, 4, 5), label=_("rounds of offers")),
        "limited_laurels": Option(False, _("proposal: only 10 / 14 / 18 laurel I tiles for 3 / 4 / 5 players"),
                                  label=_("limited laurels")),
        "peek": Option(False, _("proposal: everyone's laurels are shown after the 1st, 2nd and 3rd Senate "
                                "arrival"), label=_("a look at the laurels")),
        "consul": Option(False, _("proposal: the consul election, three rounds with noted totals"),
                         label=_("consul election")),
    }

    def check_options(self, options, players):
        start = options["start_player"]
        if start != "random" and start >= players:
            raise InvalidOptions(_("the starting player must be one of the {players} players of the game "
                                   "(1-{players}) or 'random', not player {start}"), players=players,
                                 start=start + 1)

    def _initial_state(self, players, seed, options):
        return QuoVadisState(self, players, seed, options)

    def _action_space(self, players):
        return action_space(players)

    def variants(self, players):
        # Both readings of the laurels; the proposals compose, so one game has all of them.
        return [{}, {"open_laurels": True},
                {"limited_laurels": True, "peek": True, "consul": True, "offer_rounds": 1}]

    def describe_action(self, action, lang="en", state=None):
        from .words import describe_action
        return describe_action(action, lang, state)

    def describe_event(self, event, lang="en", viewer=None):
        from .words import describe_event
        return describe_event(event, lang)

    def render(self, view, lang="en"):
        from .words import render
        return render(view, lang)

    def board_svg(self, view, lang="en", legal=None):
        from .svg import board_svg
        return board_svg(self, view, lang, legal)

    def last_move_keys(self, events):
        from .svg import last_move_keys
        return last_move_keys(events)

    def action_group(self, action):
        from .svg import NEGOTIATION_ACTIONS
        return "negotiate" if action[0] in NEGOTIATION_ACTIONS else "play"

    def negotiation(self, view, lang="en"):
        from .svg import negotiation
        return negotiation(view, lang)

    def private_parts(self, view):
        """Besides picks, the seat's own laurels while the table has not seen them all (face down,
        SV l.68); with ``open_laurels``, or all seen, its pile hides nothing."""
        parts, seat = super().private_parts(view), view["seat"]
        if seat is not None and view["laurels"][seat] != view["known"][seat]:
            parts["laurels"] = ["laurels", seat]
        return parts


GAME = QuoVadis()
