"""Spionage! (Klaus Teuber, 1990; the Swedish edition of Adel Verpflichtet), for 2-5 players.

Everybody chooses at the same time and in secret: a planning card (Hemligt
Uppdrag or Ambassadmöte), then an action card (Muta, Dubbelagent, Redovisning,
Kontraspionage). Bribes buy secret cards, reports of secret cards move pawns,
double agents steal, counter-espionage catches them. The pawn furthest forward
once one has reached the International Summit wins.

    >>> import spelbord
    >>> game = spelbord.load("spionage")
    >>> state = game.new_game(4, seed=1)
    >>> state.actors()
    [0, 1, 2, 3]
    >>> state.legal_actions(0)
    [('plan', 'mission'), ('plan', 'embassy')]

The round is in :mod:`.state`, its phases in :mod:`.mission` (Hemligt Uppdrag),
:mod:`.embassy` (Ambassadmöte) and :mod:`.ending`, what each seat may know in
:mod:`.knowledge`, reports in :mod:`.reports`, the card and board data in
:mod:`.data`, the words in :mod:`.texts`, the board drawing in :mod:`.board`,
the bots in :mod:`.bots`.
"""
from __future__ import annotations

from spelbord.engine import Game, Option

from .bots import HeuristicBot
from .board import render
from .actions import DONE
from .data import AGENTS, ALL_CARDS, BRIBES, CARD_LETTER, ORGANISATIONS
from .reports import best_completion
from .state import SpionageState
from .texts import card_name, describe_action, describe_event, report_word, standing


def _(message: str) -> str:
    """Marks an option's words for the game's catalogue (the lobby and the CLI translate them)."""
    return message


class Spionage(Game):
    name = "spionage"
    titles = {"sv": "Spionage!", "de": "Adel verpflichtet (Spionage!)", "en": "Spionage!"}
    min_players = 2
    max_players = 5
    default_players = 4  # "at its best with four or five players"
    step_names = {"plan": "planning card", "action": "action card",
                  "plan_action": "planning and action card", "report": "report"}
    options = {
        "variant": Option(
            "auto",
            _("two-player variant: 'surprise' (planning and action card chosen together) or "
              "'confrontation' (rounds alternate forced Secret Mission and Embassy); "
              "'auto' plays the surprise variant with two players and none with more"),
            choices=("auto", "surprise", "confrontation"),
            players=(2,),
            label=_("two-player variant"),
            words={"auto": _("automatic"), "surprise": _("surprise"), "confrontation": _("confrontation")},
        ),
    }
    bots = {"heuristic": HeuristicBot}

    def variants(self, players: int) -> list[dict]:
        if players == 2:
            return [{"variant": "surprise"}, {"variant": "confrontation"}]
        return [{}]

    def _initial_state(self, players, seed, options):
        return SpionageState(self, players, seed, options)

    def _action_space(self, players):
        space = [("plan", "mission"), ("plan", "embassy")]
        space += [("bribe", a) for row in BRIBES[:players] for a in sorted(row)]
        space += [("agent", a) for row in AGENTS[:players] for a in row]
        space += [("report",), ("counter",), ("pass",), ("take", 0), ("take", 1)]
        space += [("show", c) for c in ALL_CARDS] + [("done",)]
        space += [("steal", c) for c in ALL_CARDS]
        return space

    #: the kinds of action whose words read the state (``take`` names the pile's top card)
    words_from_state = frozenset({"take"})

    def describe_action(self, action, lang="en", state=None):
        return describe_action(action, lang, state)

    def seat_label(self, seat, lang="en"):
        """Seat 0 plays MI6, seat 1 KGB and so on (docs/rulings.md)."""
        from .data import ORGANISATIONS
        return ORGANISATIONS[seat]

    def describe_event(self, event, lang="en", viewer=None):
        return describe_event(event, lang)

    def describe_score(self, outcome, seat, lang="en"):
        """The score is the pawn's distance from Stockholm: shown as where it stands."""
        return standing(outcome["scores"][seat], lang)

    def picks_by_letter(self, state, seat, lang="en"):
        """The report (Redovisning) in one input: the hand's secret cards by letter, and the
        best report first: "Den framgångsrikaste Redovisningen är alltid den med flest
        Hemliga Kort. Om två eller flera Redovisningar innehåller lika många kort, vinner
        den som har kortet med flest mikrofilmade sidor." (SV l. 143). Any report may be
        shown ("Man är inte skyldig att visa alla sammanhängande Hemliga Kort man har",
        SV l. 137): the best is offered, not forced."""
        step = state.secret
        if step is None or step.kind != "report" or seat not in state.actors():
            return None
        hand = sorted(state.hands[seat], key=lambda c: (CARD_LETTER[c], c))
        shown = [action[1] for action in step.picks[seat]]
        best = best_completion(hand, shown)
        return {"word": report_word(lang), "items": [(("show", c), card_name(c, lang)) for c in hand],
                "close": DONE, "best": [("show", c) for c in hand if c in best and c not in shown] + [DONE]
                if best else None}

    def render(self, view, lang="en"):
        return render(view, lang)

    def board_svg(self, view, lang="en", legal=None):
        from .svg import board_svg
        return board_svg(self, view, lang, legal)

    def last_move_keys(self, events):
        from .svg import last_move_keys
        return last_move_keys(events)

    def private_parts(self, view):
        """Besides picks, the seat's secret cards ("visa dem inte i onödan för någon annan", SV l.56)
        and its face-down action card."""
        parts = super().private_parts(view)
        if view.get("hand"):
            parts["hand"] = ["hand"]
        if view.get("my_facedown"):
            parts["facedown"] = ["my_facedown"]
        return parts


GAME = Spionage()
