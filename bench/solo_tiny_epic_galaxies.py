"""Solo Tiny Epic Galaxies: the heuristic bot's win rate against each rogue galaxy.

    python bench/solo_tiny_epic_galaxies.py              # 2,000 games per rogue galaxy
    python bench/solo_tiny_epic_galaxies.py --games 200 --markdown

Also plays heuristic against random in two-player games (seats alternate) with
``--versus N``. Seeds 0..games-1; every figure is reproducible.
"""
from __future__ import annotations

import argparse
import time

import spelbord
from spelbord.bots import make_bot, play_game
from spelbord.games.tiny_epic_galaxies import data


def solo(rogue: str, games: int) -> dict:
    game = spelbord.load("tiny-epic-galaxies")
    wins = skulls = 0
    points = rogue_points = length = 0
    for seed in range(games):
        state = play_game(game, 1, seed, [make_bot(game, "heuristic", seed)], {"rogue": rogue})
        out = state.outcome()
        wins += out["winner"] == "player"
        skulls += out["how"] == "skull"
        points += out["scores"][0]
        rogue_points += out["rogue_points"]
        length += len(state.history())
    return {"rogue": rogue, "games": games, "wins": wins, "rate": wins / games, "skull": skulls / games,
            "points": points / games, "rogue_points": rogue_points / games, "length": length / games}


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
    parser.add_argument("--versus", type=int, default=0, help="also play N heuristic-vs-random 2-player games")
    parser.add_argument("--markdown", action="store_true", help="print a table for docs/performance.md")
    args = parser.parse_args()
    start = time.perf_counter()
    rows = [solo(rogue, args.games) for rogue in data.ROGUES]
    if args.markdown:
        print("| rogue galaxy | difficulty | games | player wins | win rate | rogue won at the skull "
              "| mean player points | mean rogue points | mean actions |")
        print("|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        card = data.ROGUES[row["rogue"]]
        if args.markdown:
            print(f"| {card.name} | {card.difficulty} | {row['games']:,} | {row['wins']:,} | {row['rate']:.1%} "
                  f"| {row['skull']:.1%} | {row['points']:.1f} | {row['rogue_points']:.1f} | {row['length']:.0f} |")
        else:
            print(f"{card.name:<10}{card.difficulty:<10}{row['rate']:8.1%}  ({row['wins']}/{row['games']})")
    if args.versus:
        print(f"\nheuristic vs random, 2 players, {args.versus:,} games: heuristic wins {versus(args.versus):.1%}")
    print(f"\n({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
