"""Solo Tiny Epic Galaxies: a bot's win rate against each rogue galaxy.

    python bench/solo_tiny_epic_galaxies.py              # heuristic, 2,000 games per rogue galaxy
    python bench/solo_tiny_epic_galaxies.py --games 200 --markdown
    python bench/solo_tiny_epic_galaxies.py --bot hard --games 4 --jobs 2
    python bench/solo_tiny_epic_galaxies.py --bot hard --simulations 2000 --games 4   # its budget, not its clock
    python bench/solo_tiny_epic_galaxies.py --bot hard --simulations 2000 --games 4 --seed 4 --each

``--each`` prints every game as it ends (its rogue, seed, result and CPU seconds),
so a long run cut short still counts; the games are then played seed by seed
across the rogue galaxies, so every card has its first seeds before any its later.

Also plays heuristic against random in two-player games (seats alternate) with
``--versus N``. Seeds S..S+games-1 (``--seed S``, 0 unless told); every figure is reproducible (but for ``hard``
when the clock, not its simulations, ends a search: see spelbord/bots/levels.py).
``--simulations N`` gives a searching bot that budget and no clock, so a loaded
machine plays the same games as an idle one (``hard`` is 2,000 simulations
stopped at 2 seconds: on an idle core the simulations end it first).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.bots import make_bot, play_game  # noqa: E402
from spelbord.games.tiny_epic_galaxies import data  # noqa: E402
from stats import wilson  # noqa: E402


def one_solo(task) -> tuple:
    """(won, won by the rogue at the skull, player points, rogue points, actions, CPU seconds) of one game."""
    rogue, bot, seed, budget = task
    start = time.process_time()
    game = spelbord.load("tiny-epic-galaxies")
    state = play_game(game, 1, seed, [make_bot(game, bot, seed, budget)], {"rogue": rogue})
    out = state.outcome()
    return (out["winner"] == "player", out["how"] == "skull", out["scores"][0], out["rogue_points"],
            len(state.history()), time.process_time() - start)


def show_game(task, result) -> None:
    rogue, _, seed, _ = task
    won, skull, points, rogue_points, actions, cpu = result
    how = "player won" if won else "rogue won at the skull" if skull else "rogue won"
    print(f"  {data.ROGUES[rogue].name} seed {seed}: {how}, {points} to {rogue_points} points, {actions} actions, "
          f"{cpu:.0f} CPU s (load average {os.getloadavg()[0]:.1f})", flush=True)


def play_all(tasks: list, jobs: int = 1, each=None) -> list:
    """The result of every task, in the tasks' order; ``each(task, result)`` as each game ends."""
    results = [None] * len(tasks)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            futures = {pool.submit(one_solo, task): i for i, task in enumerate(tasks)}
            for future in as_completed(futures):
                results[futures[future]] = future.result()
                if each:
                    each(tasks[futures[future]], results[futures[future]])
    else:
        for i, task in enumerate(tasks):
            results[i] = one_solo(task)
            if each:
                each(task, results[i])
    return results


def summary(rogue: str, results: list) -> dict:
    games = len(results)
    wins, skulls, points, rogue_points, length, cpu = (sum(column) for column in zip(*results))
    return {"rogue": rogue, "games": games, "wins": wins, "rate": wins / games, "skull": skulls / games,
            "points": points / games, "rogue_points": rogue_points / games, "length": length / games,
            "cpu": cpu / games}


def solo(rogues, games: int, bot: str = "heuristic", jobs: int = 1, budget: dict | None = None,
         first: int = 0, each=None) -> list[dict]:
    """Each rogue galaxy's figures over seeds ``first..first+games-1``, played seed by seed."""
    tasks = [(rogue, bot, seed, budget) for seed in range(first, first + games) for rogue in rogues]
    results = play_all(tasks, jobs, each)
    return [summary(rogue, [r for task, r in zip(tasks, results) if task[0] == rogue]) for rogue in rogues]


def versus(games: int) -> float:
    game = spelbord.load("tiny-epic-galaxies")
    wins = 0.0
    for seed in range(games):
        bots = [make_bot(game, "heuristic", seed), make_bot(game, "random", seed)]
        heuristic = seed % 2
        if heuristic:
            bots.reverse()
        winners = play_game(game, 2, seed, bots).outcome()["winners"]
        if heuristic in winners:
            wins += 1 / len(winners)
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--bot", default="heuristic", help="the bot that plays: heuristic, hard, normal, ...")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--versus", type=int, default=0, help="also play N heuristic-vs-random 2-player games")
    parser.add_argument("--markdown", action="store_true", help="print a table for docs/performance.md")
    parser.add_argument("--simulations", type=int, help="a searching bot's budget, with no clock")
    parser.add_argument("--rogues", nargs="+", choices=sorted(data.ROGUES), help="only these rogue galaxies")
    parser.add_argument("--seed", type=int, default=0, help="the first seed (to add games to a run)")
    parser.add_argument("--each", action="store_true", help="print every game as it ends")
    args = parser.parse_args()
    budget = {"simulations": args.simulations, "seconds": None} if args.simulations else None
    start = time.perf_counter()
    print(f"bot: {args.bot}" + (f", {args.simulations} simulations a move, no clock" if budget else ""))
    rows = solo(list(args.rogues or data.ROGUES), args.games, args.bot, args.jobs, budget, args.seed,
                show_game if args.each else None)
    for row in () if args.markdown else rows:
        card = data.ROGUES[row["rogue"]]
        low, high = wilson(row["wins"], row["games"])
        print(f"{card.name:<10}{card.difficulty:<10}{row['rate']:8.1%}  ({row['wins']}/{row['games']}; "
              f"95 % interval {low:.0%}-{high:.0%}; {row['cpu']:.1f} CPU s a game)", flush=True)
    if args.markdown:
        print("| rogue galaxy | difficulty | games | player wins | win rate | rogue won at the skull "
              "| mean player points | mean rogue points | mean actions |")
        print("|---|---|---|---|---|---|---|---|---|")
    for row in rows if args.markdown else ():
        card = data.ROGUES[row["rogue"]]
        print(f"| {card.name} | {card.difficulty} | {row['games']:,} | {row['wins']:,} | {row['rate']:.1%} "
              f"| {row['skull']:.1%} | {row['points']:.1f} | {row['rogue_points']:.1f} | {row['length']:.0f} |")
    if args.versus:
        print(f"\nheuristic vs random, 2 players, {args.versus:,} games: heuristic wins {versus(args.versus):.1%}")
    print(f"\n({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
