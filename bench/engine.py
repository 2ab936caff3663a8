"""Engine speed: random play, whole games, clone and determinize, per game and player count.

    python bench/engine.py                 # every game, every player count
    python bench/engine.py spionage --seconds 5

With the optional extra ``rl`` installed (``pip install -e '.[rl]'``), the same
run measures OpenSpiel's pure-Python ``python_tic_tac_toe`` the same way and prints
each figure's ratio to it. Everything runs in this one process, on one core.
Figures are printed, never asserted: the machines are shared and noisy.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time

import spelbord


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def timed_loop(seconds: float, body) -> float:
    """Call ``body()`` (which returns a count of work done) for about ``seconds``; rate per second."""
    done, start = 0, time.perf_counter()
    while True:
        done += body()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def spelbord_figures(game, players: int, seconds: float) -> dict:
    rng = random.Random(1)
    seeds = iter(range(10**9))
    samples = []

    def one_game():
        state = game.new_game(players, next(seeds))
        steps = 0
        while True:
            actors = state.actors()
            if not actors:
                return steps
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            steps += 1
            if steps % 37 == 0 and len(samples) < 200:
                samples.append(state.clone())

    steps_per_second = timed_loop(seconds, one_game)
    games_per_second = timed_loop(seconds / 2, lambda: one_game() and 1)
    states = samples or [game.new_game(players, 0)]
    clones = timed_loop(seconds / 2, lambda: sum(1 for s in states if s.clone()))
    picks = [(s, rng.choice(s.actors() or [0])) for s in states]
    determinized = timed_loop(seconds / 2, lambda: sum(1 for s, seat in picks if s.determinize(seat, 7)))
    return {"steps": steps_per_second, "games": games_per_second, "clone": clones, "determinize": determinized}


def openspiel_figures(seconds: float) -> dict | None:
    try:
        import pyspiel
        import open_spiel.python.games.tic_tac_toe  # noqa: F401  (registers python_tic_tac_toe)
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(1)
    samples = []

    def one_game():
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
            if len(samples) < 200:
                samples.append(state.clone())
        return steps

    steps_per_second = timed_loop(seconds, one_game)
    games_per_second = timed_loop(seconds / 2, lambda: one_game() and 1)
    clones = timed_loop(seconds / 2, lambda: sum(1 for s in samples if s.clone()))
    return {"steps": steps_per_second, "games": games_per_second, "clone": clones, "determinize": None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"command: {' '.join(sys.argv)}")
    reference = openspiel_figures(args.seconds)
    if reference is None:
        print("OpenSpiel not installed (pip install -e '.[rl]'): no comparison")
    else:
        print(f"OpenSpiel python_tic_tac_toe: {reference['steps']:,.0f} steps/s, "
              f"{reference['games']:,.0f} games/s, {reference['clone']:,.0f} clones/s")
    header = f"{'game':<20}{'players':>8}{'steps/s':>12}{'vs ttt':>8}{'games/s':>10}{'clones/s':>11}{'determinize/s':>15}"
    print(header)
    print("-" * len(header))
    for name in args.games or spelbord.games():
        try:
            game = spelbord.load(name)
        except ImportError as error:
            print(f"{name:<20}not available: {error}")
            continue
        for players in range(game.min_players, game.max_players + 1):
            figures = spelbord_figures(game, players, args.seconds)
            ratio = f"{figures['steps'] / reference['steps']:.1f}x" if reference else "-"
            print(f"{name:<20}{players:>8}{figures['steps']:>12,.0f}{ratio:>8}{figures['games']:>10,.1f}"
                  f"{figures['clone']:>11,.0f}{figures['determinize']:>15,.0f}", flush=True)


if __name__ == "__main__":
    main()
