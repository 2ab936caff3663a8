"""``python -m spelbord.games.spionage --games 1000``: the heuristic bot's win rate against random."""
import argparse

from .bots import win_rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    result = win_rate(args.games, tuple(args.players), args.seed)
    print(f"heuristic vs random, {result['games']} games, players {args.players}: "
          f"won {result['rate']:.1%} (a random bot would win {result['baseline']:.1%})")


if __name__ == "__main__":
    main()
