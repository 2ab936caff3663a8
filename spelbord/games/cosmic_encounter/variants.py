"""The variants of the aliens (SV l.350-370) as game options, and the steps they need.

* ``powers`` (Multipelegenskaper, SV l.358): each player draws 1, 2 or 3 aliens;
  all are lost together below three home bases, as usual.
* ``choose`` (En av två, SV l.362): each player is offered two aliens and keeps
  one ('1of2'), or keeps one or two of three ('1of3', '2of3'), secretly and at
  once; the kept aliens are then shown.
* ``rotating`` (Roterande egenskaper, SV l.360): when your turn ends you return
  your aliens to the pile and draw as many new ones at random (you may draw
  the one you returned).
* ``hidden`` (Dolda krafter, SV l.368-370): your aliens stay secret and do
  nothing (not even a mandatory one) until you show them, then they are open
  for good. With ``rotating`` a shown alien goes back to the pile at the end of
  the challenge in which it was shown, and you draw a new hidden one.
* ``planet_powers`` (En egenskap per planet, SV l.364-366, 2 or 3 players):
  five aliens each, one per home planet; the rules use the one of the planet
  defended or of the home base an attack starts from.

The rules call :func:`deal_powers` at set-up, :func:`end_turn` when a turn
ends and :func:`after_challenge` when a challenge ends. Sole ruler
(``sole_ruler``) is a rule of victory, kept with the rules.
"""
from __future__ import annotations

from spelbord.engine import InvalidOptions, Option

from . import data

CHOICES = {"none": (0, 0), "1of2": (2, 1), "1of3": (3, 1), "2of3": (3, 2)}


def _(message: str) -> str:
    """Marks an option's words for the game's catalogue (the lobby and the CLI translate them)."""
    return message


OPTIONS = {
    "powers": Option(1, _("Multipelegenskaper: aliens each player draws"), choices=(1, 2, 3),
                     label=_("multiple powers")),
    "choose": Option("none", _("En av två: aliens offered at set-up and kept (1of2, 1of3, 2of3)"),
                     choices=tuple(CHOICES), label=_("one of two"),
                     words={"none": _("no choice"), "1of2": _("one of two"), "1of3": _("one of three"),
                            "2of3": _("two of three")}),
    "rotating": Option(False, _("Roterande egenskaper: a new alien at random after each of your turns"),
                       label=_("rotating powers")),
    "hidden": Option(False, _("Dolda krafter: aliens are secret until their owner shows them"),
                     label=_("hidden powers")),
    "planet_powers": Option(False, _("En egenskap per planet: five aliens each, one per home planet"),
                            players=(2, 3), label=_("one power per planet")),
}


def check_options(options: dict, players: int) -> None:
    """Refuse combinations the rulebook does not describe or the 16 aliens cannot supply."""
    if options.get("planet_powers"):
        others = [k for k in ("powers", "choose", "rotating", "hidden")
                  if options.get(k, OPTIONS[k].default) != OPTIONS[k].default]
        if others:
            raise InvalidOptions(_("planet_powers cannot be combined with {options}"), options=", ".join(others))
    if options.get("choose", "none") != "none" and options.get("powers", 1) != 1:
        raise InvalidOptions(_("choose sets how many aliens each player keeps: leave powers at 1"))
    need = players * max(options.get("powers", 1), CHOICES[options.get("choose", "none")][0])
    if need > len(data.ALIENS):
        raise InvalidOptions(f"{players} players would need {need} aliens; there are {len(data.ALIENS)}")


def test_variants(players: int) -> list[dict]:
    """The alien variants the generic checks play, for ``players``."""
    found = [{"powers": 2}, {"choose": "1of2"}, {"choose": "2of3"}, {"rotating": True},
             {"hidden": True, "rotating": True}]
    if players <= 3:
        found.append({"planet_powers": True})
    return found


def deal_powers(state) -> None:
    """Set-up (SV l.57): shuffle the 16 aliens and deal them as the variant says.

    Fills ``state.powers`` (or ``power_offer`` and ``power_keep`` for a choice
    made at set-up), ``state.planet_powers`` and ``state.hidden``.
    """
    options = state.options
    pile = sorted(data.ALIENS)
    state.rng.shuffle(pile)
    n = state.players
    if options.get("planet_powers"):
        state.planet_powers = [pile[5 * s:5 * s + 5] for s in range(n)]
        state.powers = [list(p) for p in state.planet_powers]
        return
    offered, keep = CHOICES[options.get("choose", "none")]
    if offered:
        state.power_offer = [sorted(pile[offered * s:offered * (s + 1)]) for s in range(n)]
        state.power_keep = keep
    else:
        each = options.get("powers", 1)
        state.powers = [pile[each * s:each * (s + 1)] for s in range(n)]
    state.hidden = [bool(options.get("hidden"))] * n


def _redraw(state, seat: int) -> list[dict]:
    """``seat`` returns his aliens to the pile and draws as many at random."""
    held = {k for s in range(state.players) if s != seat for k in state.powers[s] + state.power_offer[s]}
    pile = [k for k in sorted(data.ALIENS) if k not in held]
    state.powers[seat] = state.rng.sample(pile, max(1, len(state.powers[seat])))
    if state.hidden[seat]:
        return [{"type": "power_rotated", "seat": seat, "powers": None},
                {"type": "power_drawn", "seat": seat, "powers": list(state.powers[seat]), "to": [seat]}]
    return [{"type": "power_rotated", "seat": seat, "powers": list(state.powers[seat])}]


def end_turn(state, seat: int) -> list[dict]:
    """Roterande egenskaper (SV l.360): a new alien when the turn is over."""
    if not state.options.get("rotating") or state.options.get("hidden"):
        return []
    return _redraw(state, seat)


def after_challenge(state, revealed: list[int]) -> list[dict]:
    """Dolda krafter with rotating (SV l.370): a shown alien goes back; a new hidden one comes."""
    if not (state.options.get("rotating") and state.options.get("hidden")):
        return []
    events = []
    for seat in revealed:
        state.hidden[seat] = True
        events += _redraw(state, seat)
    return events
