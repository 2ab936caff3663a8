"""The Game object of Tiny Epic Galaxies: metadata, options and the action space."""
from __future__ import annotations

from spelbord.engine import Game, Option

from . import data
from .state import TEGState

def _(message: str) -> str:
    """Marks an option's words for the game's catalogue (the lobby and the CLI translate them)."""
    return message


HOME = -1
ORBIT = 10


class TinyEpicGalaxies(Game):
    """Tiny Epic Galaxies (Winziges Weltall), 1-5 players; solo against a rogue galaxy."""

    name = "tiny-epic-galaxies"
    titles = {"sv": "Tiny Epic Galaxies", "de": "Winziges Weltall", "en": "Tiny Epic Galaxies"}
    min_players = 1
    max_players = 5
    default_players = 2
    step_names = {"mission": "secret mission"}
    options = {
        "rogue": Option("artemis", _("the rogue galaxy card of solo play"),
                        choices=tuple(data.ROGUES), players=(1,), label=_("rogue galaxy"),
                        words={key: rogue.name for key, rogue in data.ROGUES.items()}),
    }

    @property
    def bots(self):
        from .bots import BOTS
        return BOTS

    def variants(self, players):
        if players == 1:
            return [{"rogue": name} for name in data.ROGUES]
        return [{}]

    def _initial_state(self, players, seed, options):
        return TEGState(self, players, seed, options)

    def _action_space(self, players):
        owners = players + (1 if players == 1 else 0)
        slots = range(6)
        locs = [HOME, *slots, *(ORBIT + s for s in slots)]
        faces = data.FACES
        space = [("keep", m) for m in range(len(data.MISSIONS))]
        space += [("activate", f) for f in faces]
        space += [("reroll",), ("roll",), ("end",)]
        space += [("reroll_die", f) for f in faces]
        space += [("convert", f) for f in faces]
        space += [("set_die", f, g) for f in faces for g in faces if g != f]
        space += [("ship", loc) for loc in locs] + [("to", loc) for loc in locs]
        space += [("use_ability",), ("decline",)]
        space += [("advance", s) for s in slots]
        space += [("upgrade", "energy"), ("upgrade", "culture")]
        space += [("upgrade_mix", e) for e in range(data.EMPIRE_TOP + 1)]
        space += [("colony", p) for p in range(len(data.PLANETS))]
        space += [("push", o, s) for o in range(owners) for s in slots]
        space += [("remove_planet", s) for s in slots]
        space += [("steal_from", o) for o in range(owners)]
        space += [("amount", k) for k in range(1, data.RESOURCE_MAX + 1)]
        space += [("row_planet", s) for s in slots]
        space += [("use_colony_of", o, p) for o in range(owners) for p in range(len(data.PLANETS))]
        space += [("face", f) for f in faces]
        space += [("back", s) for s in slots]
        space += [("transfer", s) for s in slots] + [("transfer_to", s) for s in slots]
        space += [("discard_die", f) for f in faces]
        space += [("recall", s) for s in slots]
        space += [("split", e) for e in range(max(p.spaces for p in data.PLANETS) + 1)]
        space += [("copy",), ("pass",)]
        space += [("force_reroll",), ("accept",)]
        space += [("give", "energy"), ("give", "culture")]
        space += [("pushback", s) for s in slots]
        return space

    def describe_action(self, action, lang="en", state=None):
        from .texts import describe_action
        return describe_action(action, lang, state)

    def describe_event(self, event, lang="en", viewer=None):
        from .texts import describe_event
        return describe_event(event, lang)

    def render(self, view, lang="en"):
        from .texts import render
        return render(view, lang)

    def board_svg(self, view, lang="en", legal=None):
        from .svg import board_svg
        return board_svg(self, view, lang, legal)

    def last_move_keys(self, events):
        from .svg import last_move_keys
        return last_move_keys(events)

    def private_parts(self, view):
        """The secret missions dealt to the seat and the one it keeps: "Bis zum Spielende bleibt
        die gewählte Karte geheim" (DE l.75)."""
        parts = super().private_parts(view)
        if view.get("my_offered"):
            parts["missions"] = ["my_offered"]
        if view.get("my_mission") is not None:
            parts["mission"] = ["my_mission"]
        return parts


GAME = TinyEpicGalaxies()
