"""Bot strength and search speed: the figures of docs/performance.md.

    python bench/bots.py speed --moves 20                 # ISMCTS simulations per second
    python bench/bots.py match spionage hard heuristic --players 2 --games 40 --jobs 2
    python bench/bots.py match scarab-lords hard heuristic --games 40 --jobs 2 --simulations 32
    python bench/bots.py goals --games 20 --jobs 2        # every goal, modest counts
    python bench/bots.py match quo-vadis hard heuristic --third normal --players 4 --games 8 --jobs 2
    python bench/bots.py tally run1.txt run2.txt          # the games of saved matches, together

A match seats the first bot once in every seat in turn (the others fill the rest),
so no seat is favoured; it prints each game as it ends (the seats' bots, their
ranks and CPU seconds a move), then the first bot's wins (a shared win counts as a
fraction), every bot's mean placing (1 = first) and the first bot's lead over each
other bot, game by game: its placing less theirs at the same table, with a 95 %
interval (Student's t). A lead whose whole interval is below zero is a measured lead.

``tally`` reads the games back from saved output of any number of matches (a long
match run in pieces, or on several machines) and prints the same figures for each
game and player count, each seed once. The lead's interval needs scipy (in the test
extra: ``pip install -e '.[test]'``).

``hard`` is a budget of simulations a move stopped after 2 seconds (ISMCTS: 2,000;
Scarab Lords' turn planner: 32), so on a busy machine the clock ends it early and a
match measures the load, not the bot. The bench plays it with its own simulations
and no clock instead (what it searches on an idle machine); ``--clock`` plays it as
built, and ``--simulations K`` gives every bot that searches K simulations a move and
no clock. ``--seed S`` starts at seed S (to add games to a match already run).
"""
from __future__ import annotations

import argparse
import math
import os
import platform
import random
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import spelbord  # noqa: E402
from spelbord.bots import ask, make_bot, play_game  # noqa: E402
from spelbord.bots.budget import budget  # noqa: E402
from spelbord.bots.ismcts import ISMCTS  # noqa: E402
from openspiel_ismcts import ismcts_figures  # noqa: E402
from stats import mean_interval, paired_interval, wilson  # noqa: E402

SPEED_GAMES = [("spionage", 2), ("spionage", 4), ("quo-vadis", 3), ("quo-vadis", 5), ("scarab-lords", 2),
               ("tiny-epic-galaxies", 1), ("tiny-epic-galaxies", 2), ("tiny-epic-galaxies", 4),
               ("cosmic-encounter", 2), ("cosmic-encounter", 4)]
TWO_PLAYER = {"spionage": 2, "scarab-lords": 2, "tiny-epic-galaxies": 2, "cosmic-encounter": 2}
MULTI = [("spionage", 3), ("spionage", 4), ("spionage", 5), ("quo-vadis", 3), ("quo-vadis", 4),
         ("quo-vadis", 5), ("tiny-epic-galaxies", 3), ("tiny-epic-galaxies", 4), ("tiny-epic-galaxies", 5),
         ("cosmic-encounter", 3), ("cosmic-encounter", 4), ("cosmic-encounter", 5)]


def machine() -> str:
    return f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, " \
           f"Python {platform.python_version()}, {platform.system()}, load average {os.getloadavg()[0]:.1f}"


def speed(name: str, players: int, moves: int, simulations: int, seed: int = 1) -> tuple[float, int]:
    """ISMCTS simulations per second of CPU time (so per core, whatever else the
    machine runs) on ``moves`` positions of a heuristic game."""
    game = spelbord.load(name)
    search = ISMCTS(game, seed, simulations=simulations)
    guide = make_bot(game, "heuristic", seed)
    state = game.new_game(players, seed)
    rng = random.Random(seed)
    done = spent = searched = 0
    step = 0
    while state.actors() and searched < moves:
        seat = state.actors()[0]
        if step % 5 == 0 and len(state.legal_actions(seat)) > 1:
            start = time.process_time()
            action = ask(search, state, seat, rng)
            spent += time.process_time() - start
            done += search.iterations
            searched += 1
        else:
            action = ask(guide, state, seat, rng)
        state.apply(seat, action)
        step += 1
        if not state.actors() and searched < moves:
            seed += 1
            state = game.new_game(players, seed)
    return done / spent, searched


#: how a match budgets the bots that search: ``hard`` with its own simulations and no clock
OWN = "own"


def budget_for(bot: str, budgets) -> dict | None:
    """The budget a match gives ``bot``: with ``budgets`` ``OWN``, ``hard`` keeps its own
    simulations and loses its clock; an int K gives every searching bot K simulations and
    no clock; ``None`` leaves every bot as built."""
    if budgets == OWN:
        return {"seconds": None} if bot == "hard" else None
    return None if budgets is None else budget(simulations=budgets)


class Timed:
    """A bot that adds up the CPU time it thinks and the moves it is asked for."""

    def __init__(self, bot):
        self.bot, self.reads_state = bot, getattr(bot, "reads_state", True)
        self.cpu, self.moves = 0.0, 0

    def choose(self, state, seat):
        start = time.process_time()
        action = self.bot.choose(state, seat)
        self.cpu += time.process_time() - start
        self.moves += 1
        return action


def one_game(args) -> tuple[list[int], list[float]]:
    """The ranks of one game, by seat, and each seat's CPU seconds a move (budgets: see :func:`budget_for`)."""
    name, players, seed, names, budgets = args
    game = spelbord.load(name)
    bots = [Timed(make_bot(game, bot, seed * 10 + seat, budget_for(bot, budgets)))
            for seat, bot in enumerate(names)]
    ranks = play_game(game, players, seed, bots).outcome()["ranks"]
    return ranks, [bot.cpu / max(bot.moves, 1) for bot in bots]


def played(tasks, jobs: int):
    """(index, result of :func:`one_game`) of each task as it ends: in this process
    with one job, else in ``jobs`` worker processes."""
    if jobs == 1:
        yield from ((i, one_game(task)) for i, task in enumerate(tasks))
        return
    with ProcessPoolExecutor(jobs) as pool:
        futures = {pool.submit(one_game, task): i for i, task in enumerate(tasks)}
        for future in as_completed(futures):
            yield futures[future], future.result()


def match(name: str, players: int, first: str, other: str, games: int, jobs: int, seed: int = 0,
          third: str | None = None, budgets=OWN, report=None) -> dict:
    """``first`` in seat ``i % players`` of game ``i``; ``other`` (and ``third``
    alternating with it, if given) in the other seats. ``report(seed, names, ranks,
    cpu)`` is called as each game ends."""
    tasks, seats = [], []
    for i in range(games):
        seat = (seed + i) % players
        rest = [other if third is None or k % 2 == 0 else third for k in range(players - 1)]
        names = rest[:seat] + [first] + rest[seat:]
        tasks.append((name, players, seed + i, names, budgets))
        seats.append(seat)
    results = [None] * games
    for i, result in played(tasks, jobs):
        results[i] = result
        if report is not None:
            report(tasks[i][2], tasks[i][3], *result)
    wins = 0.0
    cpu: dict[str, list[float]] = {}
    for seat, (ranks, seconds), (_, _, _, names, _) in zip(seats, results, tasks):
        if ranks[seat] == 1:
            wins += 1 / ranks.count(1)
        for s, bot in enumerate(names):
            cpu.setdefault(bot, []).append(seconds[s])
    ended = [(task[3], ranks) for task, (ranks, _) in zip(tasks, results)]
    placing = ranks_by_bot(ended)
    return {"games": games, "wins": wins, "rate": wins / games,
            "placing": {bot: sum(r) / len(r) for bot, r in placing.items()},
            "cpu_per_move": {bot: sum(c) / len(c) for bot, c in cpu.items()},
            "placing_interval": mean_interval(placing[first]),
            "lead": leads(ended, first)}


def ranks_by_bot(games) -> dict[str, list[int]]:
    """Every bot's ranks in ``games`` (each the seats' bots and ranks), seat by seat."""
    ranks_of: dict[str, list[int]] = {}
    for names, ranks in games:
        for bot, rank in zip(names, ranks):
            ranks_of.setdefault(bot, []).append(rank)
    return ranks_of


def leads(games: list[tuple[list[str], list[int]]], first: str) -> dict[str, tuple[float, float, float]]:
    """``first``'s lead over each other bot in ``games`` (each the seats' bots and
    ranks): per game its placing less the other's (a bot in several seats counts with
    their mean), then the mean and 95 % interval of :func:`stats.paired_interval`.
    Below zero, ``first`` placed better."""
    differences: dict[str, list[float]] = {}
    for game in games:
        placing = {bot: sum(r) / len(r) for bot, r in ranks_by_bot([game]).items()}
        for other, mean in placing.items():
            if other != first:
                differences.setdefault(other, []).append(placing[first] - mean)
    return {other: paired_interval(d) for other, d in differences.items()}


def verdict(lead: dict[str, tuple[float, float, float]]) -> str:
    """Whether the first bot has the best mean placing, as far as the games show."""
    if all(high < 0 for _, _, high in lead.values()):
        return "yes"
    if any(low > 0 for _, low, _ in lead.values()):
        return "no"
    return "unknown, " + ("ahead" if all(mean < 0 for mean, _, _ in lead.values()) else "not ahead")


def show_leads(first: str, lead: dict[str, tuple[float, float, float]]) -> str:
    return "; ".join(f"{first} - {other} {mean:+.2f} a game ("
                     + (f"95 % {low:+.2f} to {high:+.2f})" if math.isfinite(low) else "one game, no interval)")
                     for other, (mean, low, high) in lead.items())


def game_reporter(name: str, players: int):
    """Prints each game as it ends, on one line that ``tally`` can read back."""
    def show_game(seed, names, ranks, cpu) -> None:
        seats = ", ".join(f"{bot} {rank} ({seconds:.2f} s)" for bot, rank, seconds in zip(names, ranks, cpu))
        print(f"  {name} {players}p seed {seed}: placed {seats} "
              f"[CPU seconds a move; load average {os.getloadavg()[0]:.1f}]", flush=True)
    return show_game


#: a game line of :func:`game_reporter`, and one seat in it
GAME_LINE = re.compile(r"(\S+) (\d+)p seed (\d+): placed (.*?) \[")
SEAT = re.compile(r"([\w-]+) (\d+) \(")


def read_games(lines) -> dict[tuple[str, int], dict[int, tuple[list[str], list[int]]]]:
    """The games in saved match output, by (game, players) and seed: (bots, ranks).
    Games replay exactly from their seed, so a seed met twice must have ended the
    same; if not, the outputs come from different code or budgets and do not mix."""
    tables: dict[tuple[str, int], dict[int, tuple[list[str], list[int]]]] = {}
    for line in lines:
        found = GAME_LINE.search(line)
        if not found:
            continue
        seats = SEAT.findall(found.group(4))
        game = ([bot for bot, _ in seats], [int(rank) for _, rank in seats])
        key, seed = (found.group(1), int(found.group(2))), int(found.group(3))
        earlier = tables.setdefault(key, {}).setdefault(seed, game)
        if earlier != game:
            raise ValueError(f"{key[0]} {key[1]}p seed {seed} ended two ways: {earlier} and {game}")
    return tables


def seed_ranges(seeds) -> str:
    """``0-8, 25-32``: sorted seeds as runs."""
    runs: list[list[int]] = []
    for seed in sorted(seeds):
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def show_tally(lines, first: str = "hard") -> None:
    for (name, players), games in sorted(read_games(lines).items()):
        lead = leads(list(games.values()), first)
        places = ", ".join(f"{bot} {sum(r) / len(r):.2f}" for bot, r in ranks_by_bot(games.values()).items())
        print(f"{name:20} {players}p  {len(games)} games (seeds {seed_ranges(games)}): mean placing {places}; "
              f"{show_leads(first, lead)}; {first} best: {verdict(lead)}", flush=True)


def show_match(name, players, first, other, games, jobs, third=None, seed=0,
               budgets=OWN) -> dict:
    start = time.perf_counter()
    how = {OWN: "hard with its own simulations, no clock", None: "bots as built"}.get(
        budgets, f"{budgets} simulations a move for every bot that searches, no clock")
    print(f"{name} {players}p, seeds {seed}-{seed + games - 1} ({how}):", flush=True)
    result = match(name, players, first, other, games, jobs, seed, third, budgets,
                   game_reporter(name, players))
    places = ", ".join(f"{bot} {mean:.2f}" for bot, mean in result["placing"].items())
    seconds = ", ".join(f"{bot} {mean:.2f}" for bot, mean in result["cpu_per_move"].items())
    low, high = wilson(result["wins"], games)
    place_low, place_high = result["placing_interval"]
    print(f"{name:20} {players}p  {first} vs {other}{'+' + third if third else ''}: {first} wins "
          f"{result['wins']:.1f}/{games} = {100 * result['rate']:.1f} % (95 % {100 * low:.0f}-{100 * high:.0f} %); "
          f"mean placing {places} ({first} 95 % {place_low:.2f}-{place_high:.2f})"
          f"; {show_leads(first, result['lead'])}"
          f"; CPU seconds a move {seconds} ({time.perf_counter() - start:.0f} s, "
          f"load average {os.getloadavg()[0]:.1f})", flush=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("speed")
    p.add_argument("--moves", type=int, default=20)
    p.add_argument("--simulations", type=int, default=300)
    p = sub.add_parser("match")
    p.add_argument("game")
    p.add_argument("first")
    p.add_argument("other")
    p.add_argument("--third")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p = sub.add_parser("tally", help="the games of saved match output, together")
    p.add_argument("outputs", nargs="+", help="files of bench/bots.py match or goals output")
    p.add_argument("--first", default="hard", help="the bot whose lead is measured (default: hard)")
    p = sub.add_parser("goals")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--only", choices=["hard", "multi", "normal"])
    for p in sub.choices.values():
        if p.prog.endswith(("match", "goals")):
            p.add_argument("--simulations", type=int,
                           help="every bot that searches: this many simulations a move, no clock")
            p.add_argument("--clock", action="store_true", help="hard as built: stopped after 2 s a move")
    args = parser.parse_args()
    if args.command == "tally":
        lines = [line for path in args.outputs for line in open(path, encoding="utf-8")]
        show_tally(lines, args.first)
        return
    hard = None if getattr(args, "clock", False) else (getattr(args, "simulations", None) or OWN)
    print(machine())
    if args.command == "speed":
        print(f"{'game':20} players  simulations per CPU second  moves searched")
        for name, players in SPEED_GAMES:
            rate, moves = speed(name, players, args.moves, args.simulations)
            print(f"{name:20} {players:7}  {rate:26,.0f}  {moves:14}", flush=True)
        # the same measure of OpenSpiel's own Python ISMCTS bot, in the same run
        for game in ("kuhn_poker", "leduc_poker"):
            figures = ismcts_figures(game, seconds=5.0)
            if figures is None:
                print("OpenSpiel is not installed (pip install -e '.[rl]'): no comparison")
                break
            print(f"{'OpenSpiel ' + game:20} {2:7}  {figures['simulations_per_second']:26,.0f}  "
                  f"{figures['searched_moves']:14}", flush=True)
    elif args.command == "match":
        show_match(args.game, args.players, args.first, args.other, args.games, args.jobs, args.third,
                   args.seed, hard)
    else:
        if args.only in (None, "hard"):
            print("goal: hard beats heuristic in at least 65 % of two-player games")
            for name, players in TWO_PLAYER.items():
                show_match(name, players, "hard", "heuristic", args.games, args.jobs, budgets=hard)
        if args.only in (None, "multi"):
            print("goal: hard has the best mean placing in every multi-player count (others: heuristic, normal)")
            for name, players in MULTI:
                show_match(name, players, "hard", "heuristic", args.games, args.jobs, third="normal",
                           budgets=hard)
        if args.only in (None, "normal"):
            print("goal: normal beats random in at least 95 % (two players; Quo Vadis: three)")
            for name, players in [*TWO_PLAYER.items(), ("quo-vadis", 3)]:
                show_match(name, players, "normal", "random", args.games, args.jobs)


if __name__ == "__main__":
    main()
