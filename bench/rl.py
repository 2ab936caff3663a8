"""Research APIs: steps per second through each adapter, beside the libraries' own games.

    python bench/rl.py                          # every game, a few player counts
    python bench/rl.py spionage --seconds 2 --rounds 5
    python bench/rl.py --observe                # OpenSpiel also with an observation a step, both ways

A step is what a random agent does: pick a legal action uniformly from the mask and
take it.

- PettingZoo (``spelbord.rl.pettingzoo``): the AEC loop, ``env.last()`` (observation
  and mask of the seat to act) then ``env.step``; beside PettingZoo's classic
  ``tictactoe_v3`` and ``connect_four_v3``, run the same way.
- Gymnasium (``spelbord.rl.gymnasium``): ``env.step`` of the learning seat with
  random opponents, whose moves happen inside the step; beside ``tictactoe_v3`` played
  the same way (row "a learner's step": the learner's step and the random opponent's
  reply, each an ``env.last()`` and an ``env.step``).
- OpenSpiel (``spelbord.rl.openspiel``): a random choice from
  ``state.legal_actions()``, then ``state.apply_action`` (OpenSpiel computes no
  observation unless asked; ``--observe`` adds ``state.observation_tensor`` of the seat
  to act, as PettingZoo's ``env.last()`` does); beside OpenSpiel's
  ``python_tic_tac_toe``, run the same way; with ``--observe`` each OpenSpiel game is
  measured three ways in the same run: without, with ``observation_tensor`` (rows
  "+ observation": a list of floats, as pyspiel returns it) and with OpenSpiel's Python
  observer (rows "+ observer": ``open_spiel.python.observation.make_observation``,
  whose ``set_from`` fills a NumPy array, the way OpenSpiel's Python algorithms read
  observations).

Two rates: steps (of the env's API) a second, and actions applied (any seat's) a
second. They differ only for Gymnasium, one of whose steps carries every opponent's
move up to the learner's next turn; a PettingZoo or OpenSpiel step is one action.

The measurements take turns in short slices (``--rounds``), so the machine's load
falls on all of them alike. Beside the rates (wall time), each row gives the CPU time
of a step in the process's own CPU time (``time.process_time``), the least of its
slices, and ``tictactoe_v3``'s divided by it (at least 1: as fast as PettingZoo's
tic-tac-toe): on a loaded machine the steadier measure. An adapter that is not installed is skipped with a
message. Needs the ``rl`` extra; figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
import types

import numpy as np

from engine import machine

import spelbord

ADAPTERS = ("pettingzoo", "gymnasium", "openspiel")
#: OpenSpiel's ways of observing measured with --observe (see openspiel_loop)
OBSERVE_MODES = ("", "tensor", "observer")


class Runner:
    """Plays random steps of one environment for a while and counts them."""

    def __init__(self, label: str, adapter: str, game: str, players: str, make_loop, observe: str = ""):
        self.label, self.adapter, self.game, self.players = label, adapter, game, players
        #: how OpenSpiel steps also observe: "" not, "tensor" or "observer" (see openspiel_loop)
        self.observe = observe
        self.loop = make_loop(np.random.default_rng(1))
        self.steps = 0
        #: actions applied, any seat's
        self.actions = 0
        self.seconds = 0.0
        #: the least CPU time a step took in any one slice (the load's least disturbed)
        self.best_cpu = float("inf")

    def run(self, seconds: float) -> None:
        start, cpu, steps = time.perf_counter(), time.process_time(), 0
        deadline = start + seconds
        while time.perf_counter() < deadline:
            played, actions = self.loop()
            steps += played
            self.actions += actions
        self.seconds += time.perf_counter() - start
        self.steps += steps
        if steps:
            self.best_cpu = min(self.best_cpu, (time.process_time() - cpu) / steps)

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    @property
    def action_rate(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


# ----- the loops: each call plays some steps and returns how many, and how many actions --
def aec_loop(make_env, learner: bool = False):
    """The AEC loop: ``env.last()`` for the mask of the seat to act, then its step.
    With ``learner``, the game is played the way the Gymnasium adapter plays a spelbord
    game: the first seat learns, and a step is the learner's, carrying the random
    opponent's reply (its own ``env.last()`` and step) up to the learner's next turn."""
    def factory(rng):
        env = make_env()
        env.reset(seed=int(rng.integers(2**31)))
        first = env.possible_agents[0]

        def loop() -> tuple[int, int]:
            steps = actions = 0
            while steps < 64:
                if not env.agents:
                    env.reset(seed=int(rng.integers(2**31)))
                observation, _, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    env.step(None)
                    continue
                steps += not learner or env.agent_selection == first
                env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
                actions += 1
            return steps, actions
        return loop
    return factory


def gymnasium_loop(make_env):
    def factory(rng):
        env = make_env()
        engine = env.unwrapped
        # the game's actions counted so far (the opponents' moves in a reset count with its game)
        holder = {"info": env.reset(seed=int(rng.integers(2**31)))[1], "counted": 0}

        def loop() -> tuple[int, int]:
            actions = 0
            for _ in range(64):
                action = int(rng.choice(np.flatnonzero(holder["info"]["action_mask"])))
                _, _, terminated, truncated, info = env.step(action)
                if terminated or truncated:
                    actions += len(engine.state.history()) - holder["counted"]
                    _, info = env.reset(seed=int(rng.integers(2**31)))
                    holder["counted"] = 0
                holder["info"] = info
            played = len(engine.state.history())
            actions += played - holder["counted"]
            holder["counted"] = played
            return 64, actions
        return loop
    return factory


def openspiel_loop(game, observe: str = ""):
    """``observe``: "" nothing, "tensor" ``state.observation_tensor`` of the seat to
    act, "observer" the same through OpenSpiel's Python observer (a NumPy array)."""
    def factory(rng):
        holder = {"state": game.new_initial_state()}
        observer = None
        if observe == "observer":
            from open_spiel.python.observation import make_observation
            observer = make_observation(game)

        def loop() -> int:
            state = holder["state"]
            for _ in range(64):
                if state.is_terminal():
                    state = game.new_initial_state()
                if observer is not None:
                    observer.set_from(state, state.current_player())
                elif observe:
                    state.observation_tensor(state.current_player())
                state.apply_action(int(rng.choice(state.legal_actions())))
            holder["state"] = state
            return 64, 64
        return loop
    return factory


# ----- what to measure --------------------------------------------------------
def _pygame_stand_in() -> None:
    """PettingZoo's classic games import pygame only to draw; without it installed a
    stand-in module lets them load (nothing here renders)."""
    try:
        import pygame  # noqa: F401
    except ImportError:
        sys.modules["pygame"] = types.ModuleType("pygame")


def yardsticks(observe: bool) -> list[Runner]:
    runners = []
    try:
        _pygame_stand_in()
        from pettingzoo.classic import connect_four_v3, tictactoe_v3
        runners += [Runner("PettingZoo tictactoe_v3", "pettingzoo", "tictactoe_v3", "2",
                           aec_loop(tictactoe_v3.env)),
                    Runner("PettingZoo connect_four_v3", "pettingzoo", "connect_four_v3", "2",
                           aec_loop(connect_four_v3.env)),
                    Runner("PettingZoo tictactoe_v3, a learner's step", "gymnasium", "tictactoe_v3", "2",
                           aec_loop(tictactoe_v3.env, learner=True))]
    except ImportError as error:
        print(f"skipped PettingZoo's classic games: {error}")
    try:
        import pyspiel
        from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers python_tic_tac_toe)
        for observed in OBSERVE_MODES if observe else ("",):
            runners.append(Runner(_observed("OpenSpiel python_tic_tac_toe", observed), "openspiel",
                                  "python_tic_tac_toe", "2",
                                  openspiel_loop(pyspiel.load_game("python_tic_tac_toe"), observed), observed))
    except ImportError as error:
        print(f"skipped OpenSpiel's python_tic_tac_toe: {error}")
    return runners


def _player_counts(game) -> list[int]:
    return sorted({game.min_players, game.default_players or game.min_players, game.max_players})


def spelbord_runners(names: list[str], adapters: dict, observe: bool) -> list[Runner]:
    runners = []
    for name in names:
        game = spelbord.load(name)
        for players in _player_counts(game):
            options = game.variants(players)[0]  # Cosmic Encounter's has a turn limit
            for adapter, module in adapters.items():
                for observed in OBSERVE_MODES if observe and adapter == "openspiel" else ("",):
                    loop = _adapter_loop(adapter, module, name, players, options, observed)
                    runners.append(Runner(_observed(f"spelbord {adapter}", observed), adapter, name,
                                          str(players), loop, observed))
    return runners


def _observed(label: str, observed: str) -> str:
    return label + {"": "", "tensor": " + observation", "observer": " + observer"}[observed]


def _adapter_loop(adapter: str, module, name: str, players: int, options: dict, observe: str):
    if adapter == "pettingzoo":
        return aec_loop(lambda: module.env(name, players=players, options=options))
    if adapter == "gymnasium":
        import gymnasium
        return gymnasium_loop(lambda: gymnasium.make(f"spelbord/{name}-v0", players=players,
                                                     options=options, opponents="random"))
    import pyspiel
    module.register()
    return openspiel_loop(pyspiel.load_game(module.short_name(name),
                                            {"players": players, "options": json.dumps(options)}), observe)


def installed_adapters() -> dict:
    adapters = {}
    for adapter in ADAPTERS:
        try:
            adapters[adapter] = importlib.import_module(f"spelbord.rl.{adapter}")
        except ImportError as error:
            print(f"skipped the {adapter} adapter: {error}")
    return adapters


# ----- the table --------------------------------------------------------------
def table(runners: list[Runner]) -> str:
    yard = {(r.adapter, r.game, r.observe): r for r in runners if not r.label.startswith("spelbord")}
    pz = [yard["pettingzoo", g, ""].rate for g in ("tictactoe_v3", "connect_four_v3") if ("pettingzoo", g, "") in yard]
    fastest_pz = max(pz) if pz else None
    classic = yard.get(("pettingzoo", "tictactoe_v3", ""))
    tic_tac_toe_cpu = classic.best_cpu if classic else None
    learner = yard.get(("gymnasium", "tictactoe_v3", ""))
    rows = ["| adapter | game | players | steps/s | actions/s (any seat's) | ÷ PettingZoo classic, per step "
            "| ÷ PettingZoo classic, per action | ÷ OpenSpiel python_tic_tac_toe, per step "
            "| CPU µs a step | tictactoe_v3's CPU time ÷ this | a learner's tictactoe_v3 step's CPU time ÷ this |",
            "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in runners:
        vs_pz = f"{r.rate / fastest_pz:.2f}" if fastest_pz else "–"
        vs_pz_action = f"{r.action_rate / fastest_pz:.2f}" if fastest_pz else "–"  # a classic step is one action
        tic_tac_toe = yard.get(("openspiel", "python_tic_tac_toe", r.observe))  # observing or not, as r
        vs_os = f"{r.rate / tic_tac_toe.rate:.2f}" if tic_tac_toe else "–"
        cpu = f"{r.best_cpu * 1e6:.1f}" if r.steps else "–"
        vs_cpu = f"{tic_tac_toe_cpu / r.best_cpu:.2f}" if tic_tac_toe_cpu and r.steps else "–"
        # a Gymnasium step carries the opponents' moves: beside tic-tac-toe's learner played alike
        vs_learner = (f"{learner.best_cpu / r.best_cpu:.2f}" if learner and learner.steps and r.steps
                      and r.adapter == "gymnasium" else "–")
        rows.append(f"| {r.label} | {r.game} | {r.players} | {r.rate:,.0f} | {r.action_rate:,.0f} | {vs_pz} "
                    f"| {vs_pz_action} | {vs_os} | {cpu} | {vs_cpu} | {vs_learner} |")
    return "\n".join(rows)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per environment in all")
    parser.add_argument("--rounds", type=int, default=6, help="slices the time is taken in, in turns")
    parser.add_argument("--adapters", nargs="*", default=list(ADAPTERS), choices=ADAPTERS)
    parser.add_argument("--observe", action="store_true",
                        help="OpenSpiel is also measured with the acting seat's observation a step, "
                             "by observation_tensor and by OpenSpiel's Python observer")
    args = parser.parse_args(argv)
    names = args.games or spelbord.games()
    adapters = {k: v for k, v in installed_adapters().items() if k in args.adapters}
    runners = yardsticks(args.observe) + spelbord_runners(names, adapters, args.observe)
    load_before = os.getloadavg()
    for _ in range(args.rounds):
        for runner in runners:
            runner.run(args.seconds / args.rounds)
    load_after = os.getloadavg()
    print(f"machine: {machine()}")
    print(f"load average (1, 5, 15 min): before {' '.join(f'{x:.2f}' for x in load_before)}, "
          f"after {' '.join(f'{x:.2f}' for x in load_after)}")
    print(f"{args.seconds:g} s per environment in {args.rounds} turns, one process, one core"
          f"{'; OpenSpiel also with an observation a step (tensor, observer)' if args.observe else ''}\n")
    print(table(runners))


if __name__ == "__main__":
    main()
