"""Engine speed: random play, clone, determinize and replay, per game and player count.

    PYTHONPATH=. python bench/engine.py                 # every game, every player count
    PYTHONPATH=. python bench/engine.py spionage --seconds 5

A step is what a random player costs: ``actors`` + ``legal_actions`` + ``apply``.
With the optional extra ``rl`` installed (``pip install -e '.[rl]'``), OpenSpiel's
pure-Python ``python_tic_tac_toe`` is measured right before and right after each
game and player count, in the same process, and each game's steps/s is divided by
the mean of those two: the ratio does not follow the machine's load as the bare
figures do. Times are CPU seconds of this process (one core). Figures are printed,
never asserted: the machines are shared and noisy.
"""
from __future__ import annotations

import argparse
import json
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


def rate(seconds: float, body) -> float:
    """Call ``body()`` (which returns a count of work done) for about ``seconds`` of CPU; rate per CPU second."""
    done, start = 0, time.process_time()
    while True:
        done += body()
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return done / elapsed


def spelbord_figures(game, players: int, seconds: float) -> dict:
    rng = random.Random(1)
    seeds = iter(range(10**9))
    samples, finished = [], []

    def one_game():
        state = game.new_game(players, next(seeds))
        steps = 0
        while True:
            actors = state.actors()
            if not actors:
                if len(finished) < 20:
                    finished.append(state)
                return steps
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            steps += 1
            if steps % 37 == 0 and len(samples) < 200:
                samples.append(state.clone())

    steps_per_second = rate(seconds, one_game)
    states = samples or [game.new_game(players, 0)]
    clones = rate(seconds / 4, lambda: sum(1 for s in states if s.clone()))
    picks = [(s, rng.choice(s.actors() or [0])) for s in states]
    determinized = rate(seconds / 4, lambda: sum(1 for s, seat in picks if s.determinize(seat, 7)))
    records = [json.loads(json.dumps(s.record())) for s in finished] or [states[0].record()]
    moves = sum(len(r["actions"]) for r in records)
    checked = rate(seconds / 4, lambda: sum(len(spelbord.replay(r).history()) for r in records[:3]))
    trusted = rate(seconds / 4, lambda: sum(len(spelbord.replay(r, trusted=True).history()) for r in records[:3]))
    memory = sum(s.history_bytes() for s in finished) / max(1, sum(len(s.history()) for s in finished))
    return {"steps": steps_per_second, "clone_us": 1e6 / clones, "determinize": determinized,
            "replay": checked, "trusted": trusted, "history_bytes": memory, "moves": moves / len(records)}


def tic_tac_toe(seconds: float):
    """OpenSpiel's python_tic_tac_toe steps/s, or None when OpenSpiel is not installed."""
    try:
        import pyspiel
        import open_spiel.python.games.tic_tac_toe  # noqa: F401  (registers python_tic_tac_toe)
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(1)

    def one_game():
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        return steps

    return rate(seconds, one_game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", help="games to measure (default: all five)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of random play per figure")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"command: {' '.join(sys.argv)}")
    print(f"load average (1, 5, 15 min): before {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if tic_tac_toe(0.1) is None:
        print("OpenSpiel not installed (pip install -e '.[rl]'): no tic-tac-toe, no ratio")
    header = (f"{'game':<20}{'players':>8}{'steps/s':>10}{'ttt steps/s':>13}{'vs ttt':>8}{'clone us':>10}"
              f"{'determinize/s':>15}{'replay steps/s':>16}{'trusted':>10}{'history B/step':>16}")
    print(header)
    print("-" * len(header))
    for name in args.games or spelbord.games():
        game = spelbord.load(name)
        for players in range(game.min_players, game.max_players + 1):
            before = tic_tac_toe(args.seconds / 2)
            figures = spelbord_figures(game, players, args.seconds)
            after = tic_tac_toe(args.seconds / 2)
            ttt = (before + after) / 2 if before is not None else None
            ratio = f"{figures['steps'] / ttt:.2f}x" if ttt else "-"
            print(f"{name:<20}{players:>8}{figures['steps']:>10,.0f}{ttt or 0:>13,.0f}{ratio:>8}"
                  f"{figures['clone_us']:>10.1f}{figures['determinize']:>15,.0f}{figures['replay']:>16,.0f}"
                  f"{figures['trusted']:>10,.0f}{figures['history_bytes']:>16.1f}", flush=True)
    print(f"load average (1, 5, 15 min): after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
