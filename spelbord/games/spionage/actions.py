"""The names of the cards a player plays, as they appear in actions.

Actions are tuples: ``("plan", "mission")``, ``("bribe", 210)``, ``("agent", 6)``,
``("report",)``, ``("counter",)``, ``("pass",)``, ``("take", pile)``,
``("show", pages)`` ... ``("done",)``, ``("steal", pages)``.
"""
MISSION, EMBASSY = "mission", "embassy"
REPORT, COUNTER, PASS, DONE = ("report",), ("counter",), ("pass",), ("done",)
PLAN_ACTIONS = (("plan", MISSION), ("plan", EMBASSY))
