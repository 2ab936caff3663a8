"""The names of the cards a player plays, as they appear in actions.

Actions are tuples: ``("plan", "mission")``, ``("bribe", 210)``, ``("agent", 6)``,
``("report",)``, ``("counter",)``, ``("pass",)``, ``("take", pile)``,
``("show", pages)`` ... ``("done",)``, ``("steal", pages)``.
"""
from .data import AGENTS, ALL_CARDS, BRIBES

MISSION, EMBASSY = "mission", "embassy"
REPORT, COUNTER, PASS, DONE = ("report",), ("counter",), ("pass",), ("done",)
PLAN_ACTIONS = (("plan", MISSION), ("plan", EMBASSY))
# made once, for the legal-action lists to reuse
BRIBE_CARD = {a: ("bribe", a) for row in BRIBES for a in row}
AGENT_CARD = {a: ("agent", a) for row in AGENTS for a in row}
SHOW = {c: ("show", c) for c in ALL_CARDS}
