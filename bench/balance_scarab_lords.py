"""Balance of Scarab Lords' houses, measured by heuristic bot against heuristic bot.

For each pairing of houses and seats (Temet starting against Ankar, Ankar
starting against Temet) it plays ``--games`` games (2,000 by default) and
reports the win rate of each house and of the starting player, the mean game
length, how games end, and how often each card is in play for the winner at
the end. Usage::

    .venv/bin/python bench/balance_scarab_lords.py [--games 2000] [--jobs 2] [--variant short_first_turn]
"""
from __future__ import annotations

import argparse
import collections
import multiprocessing
import time

import spelbord
from spelbord.bots import play_game
from spelbord.games.scarab_lords.bots import HeuristicBot


def _play(args):
    first, seed, variants = args
    game = spelbord.load("scarab-lords")
    options = {"house_first": first, **{name: True for name in variants}}
    state = play_game(game, 2, seed, [HeuristicBot(2 * seed), HeuristicBot(2 * seed + 1)], options)
    winner = state.outcome()["winners"][0]
    in_play = [c for column in state.cols[winner] for c in column] + list(state.gods[winner])
    reason = state.outcome()["reason"]
    return first, winner, state.houses[winner], state.turn, reason, sorted({state.book[c].key for c in in_play})


def run(games: int, jobs: int, variants: tuple = ()) -> dict:
    tasks = [(first, seed, variants) for first in ("temet", "ankar") for seed in range(games)]
    started = time.time()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(_play, tasks, chunksize=50)
    else:
        results = [_play(t) for t in tasks]
    house_wins = collections.Counter()
    first_wins = 0
    pairing = collections.Counter()
    reasons = collections.Counter()
    turns = 0
    winner_cards = collections.Counter()
    for first, winner, house, length, reason, cards in results:
        house_wins[house] += 1
        first_wins += winner == 0
        pairing[(first, house)] += 1
        reasons[reason] += 1
        turns += length
        winner_cards.update(cards)
    total = len(results)
    return {"games": total, "seconds": time.time() - started, "house_wins": house_wins,
            "first_wins": first_wins, "pairing": pairing, "reasons": reasons,
            "mean_turns": turns / total, "winner_cards": winner_cards, "per_pairing": games}


def report(result: dict) -> str:
    total = result["games"]
    lines = [f"{total} games ({result['per_pairing']} per pairing of houses and seats), "
             f"{result['seconds']:.0f} s",
             f"Temet wins {100 * result['house_wins']['temet'] / total:.1f} %, "
             f"Ankar wins {100 * result['house_wins']['ankar'] / total:.1f} %",
             f"starting player wins {100 * result['first_wins'] / total:.1f} %"]
    for first in ("temet", "ankar"):
        wins = result["pairing"][(first, first)]
        lines.append(f"  {first} starting: {first} wins {100 * wins / result['per_pairing']:.1f} %")
    lines.append(f"mean game length {result['mean_turns']:.1f} turns (both players' turns counted)")
    lines.append("games ended by " + ", ".join(f"{k} {100 * v / total:.1f} %" for k, v in result["reasons"].items()))
    lines.append("cards in play for the winner at the end (share of games won):")
    for key, count in result["winner_cards"].most_common():
        lines.append(f"  {key:28s} {100 * count / total:5.1f} %")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing of houses and seats")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--variant", action="append", default=[], choices=("must_play", "short_first_turn"),
                        help="play with this variant on (repeat for several)")
    args = parser.parse_args()
    print(report(run(args.games, args.jobs, tuple(args.variant))))


if __name__ == "__main__":
    main()
