"""The Game object of Cosmic Encounter (Universums Härskare): metadata, options, action space."""
from __future__ import annotations

from spelbord.engine import Game, Option

from . import deck, edicts, powers, variants
from .deal import CONE, DEMANDS, MAX_SHIPS
from .variants import _


class CosmicEncounter(Game):
    """Universums Härskare (Alga; Cosmic Encounter, Eon 1977), 2-5 players."""

    name = "cosmic-encounter"
    titles = {"sv": "Universums Härskare", "de": "Cosmic Encounter", "en": "Cosmic Encounter"}
    min_players = 2
    max_players = 5
    default_players = 5
    step_names = {"cards": "challenge card", "aliens": "alien"}

    @property
    def options(self):
        return {
            "deal_rounds": Option(4, _("offers the two main players may make in a deal before it fails"),
                                  choices=(1, 2, 3, 4, 6, 8), label=_("offers in a deal")),
            "deal_seconds": Option(60, _("seconds for a deal at the table (the clock of the server and terminal)"),
                                   choices=(30, 60, 90, 120), label=_("seconds for a deal")),
            # not a rule: it cuts the long random games of research and test runs
            "turn_limit": Option(0, _("end the game after this many turns, the most foreign bases winning "
                                      "(0: no limit, as the rulebook; for research and test runs)"),
                                 choices=(0, 10, 20, 30, 50, 100, 200), label=_("turn limit"), research=True),
            "sole_ruler": Option(False, _("Ensam härskare: no shared victory; the most ships in play wins"),
                                 label=_("sole ruler")),
            **variants.OPTIONS,
        }

    @property
    def bots(self):
        from .bots import BOTS
        return BOTS

    def variants(self, players):
        mine = [{}, {"sole_ruler": True, "deal_rounds": 1}]
        # Random play seldom wins (a two-player game needs all five planets of
        # the other system at once): a turn limit keeps the test games short.
        return [{"turn_limit": 30, **v} for v in mine + variants.test_variants(players)]

    def check_options(self, options, players):
        variants.check_options(options, players)

    def _initial_state(self, players, seed, options):
        from .state import CEState
        return CEState(self, players, seed, options)

    def _action_space(self, players):
        planets = range(5 * players)
        seats = range(players)
        cards = range(len(deck.CARDS))
        space = [("card", c) for c in cards]
        space += [("keep_alien", k) for k in sorted(powers.POWERS)]
        space += [("reveal_power", k) for k in sorted(powers.POWERS)]
        space += [("pass",), ("discard_edicts",), ("free_cone",), ("keep_in_warp",)]
        space += [("free", p) for p in planets]
        space += [("redraw",), ("own_system",)]
        space += [("aim", p) for p in planets] + [("defender", s) for s in seats]
        space += [("launch", p) for p in planets] + [("launched",)]
        space += [("invite", s) for s in seats] + [("invites_done",)]
        space += [("join", "offence"), ("join", "defence"), ("decline",)]
        space += [("ally", p) for p in planets] + [("allied",)]
        space += [("reward_card",)] + [("reward_ship", p) for p in planets]
        space += [("return", p) for p in planets]
        space += [("deal_give", c) for c in cards]
        space += [("deal_give_random",), ("deal_take_random",)] + [("deal_demand", k) for k in DEMANDS]
        space += [("deal_base_you", p) for p in planets] + [("deal_base_me", p) for p in planets]
        space += [("deal_ships", n) for n in range(1, MAX_SHIPS + 1)]
        space += [("deal_offer",), ("deal_accept",), ("deal_refuse",), ("deal_break",)]
        space += [("settle", p) for p in [*planets, CONE]] + [("settled",)]
        space += [("lose", p) for p in [*planets, CONE]]
        space += [("another",), ("end_turn",)]
        for key in sorted(powers.POWERS):
            space += powers.POWERS[key].actions(players)
        for key in sorted(edicts.EDICTS):
            space += edicts.EDICTS[key].actions(players)
        return space

    def action_group(self, action):
        return "negotiate" if action[0].startswith("deal_") else "play"

    #: the kinds of action whose words read the state (the deal's terms, the powers' and edicts' own words)
    words_from_state = frozenset({"deal_demand", "power", "edict"})

    def describe_action(self, action, lang="en", state=None):
        from .texts import describe_action
        return describe_action(action, lang, state)

    reader_worded_events = frozenset({"deal_offer"})

    def seat_label(self, seat, lang="en"):
        """Each player plays one colour: its planets, ships and destiny cards."""
        from .texts import colour_name
        return colour_name(seat, lang)

    def describe_event(self, event, lang="en", viewer=None):
        from .texts import describe_event
        return describe_event(event, lang, viewer)

    def negotiation(self, view, lang="en"):
        from .texts import negotiation
        return negotiation(view, lang)

    def render(self, view, lang="en"):
        from .render import render
        return render(view, lang)

    def board_svg(self, view, lang="en", legal=None):
        from .svg import board_svg
        return board_svg(self, view, lang, legal)

    def last_move_keys(self, events):
        from .svg import last_move_keys
        return last_move_keys(events)

    def private_parts(self, view):
        """The seat's hand ("var noga med att inte visa dem för någon annan", SV l.65), the card it
        chose in a challenge, the aliens it is offered, and its aliens while option ``hidden``
        keeps them secret (until shown, the others' views have ``None`` for them), and the cards it
        has seen in another's hand that the table has not."""
        parts, seat = super().private_parts(view), view["seat"]
        for name, key in (("hand", "hand"), ("card", "my_card"), ("offer", "alien_offer")):
            if view.get(key) not in (None, []):
                parts[name] = [key]
        if seat in view["hidden"] and view["powers"][seat]:
            parts["aliens"] = ["powers", seat]
        for other, cards in enumerate(view["seen_cards"]):
            if cards:
                parts[f"seen {other}"] = ["seen_cards", other]
        return parts


GAME = CosmicEncounter()
