"""The server's CPU per move, in one process: every seat's state message after each move.

    python bench/messages.py                                  # Spionage! 2p, Cosmic Encounter 5p
    python bench/messages.py --game quo-vadis --players 5 --moves 500 --profile

Random legal moves are played at one table after another (a new game when one
ends); after each, every seat's ``state`` message is built as the server builds
it (view, words, log, undo, board) in English with the players' names. Printed
per game: the CPU milliseconds per move for all seats' messages, and the same
with the boards left out, so the boards' share shows. No sockets, so the figure
owes little to the machine's load (``bench/server.py`` measures the whole server).
"""
from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from engine import machine  # noqa: E402

from spelbord.engine import registry  # noqa: E402
from spelbord.server.boards import Boards  # noqa: E402
from spelbord.server.messages import state_message  # noqa: E402
from spelbord.server.tables import LiveTable, Seat, carry_out  # noqa: E402

DEFAULT = (("spionage", 2), ("cosmic-encounter", 5))


class NoBoards(Boards):
    async def draw(self, *args, **kwargs) -> str:
        return ""


def table(game, players: int, seed: int) -> LiveTable:
    return LiveTable(id=f"bench-{seed}", game=game, state=game.new_game(players, seed),
                     seats=[Seat("human", None, f"Player {s + 1}", "-") for s in range(players)], options={},
                     seed=seed, move_seconds=None, bot_on_timeout=False, hotseat=False, created_at=0.0)


async def play(game, players: int, moves: int, boards: Boards) -> None:
    rng = random.Random(moves)
    seed, live = 0, table(game, players, 0)
    for _ in range(moves):
        if live.state.is_over():
            seed += 1
            live = table(game, players, seed)
        seat = rng.choice(live.state.actors())
        carry_out(live, seat, rng.choice(live.state.legal_actions(seat)))
        for viewer in range(players):
            await state_message(live, viewer, "en", boards)


def per_move(game, players: int, moves: int, boards: Boards, profile: bool = False) -> float:
    """CPU milliseconds per move, after a short warm-up."""
    asyncio.run(play(game, players, 20, boards))
    profiler = cProfile.Profile() if profile else None
    start = time.process_time()
    if profiler:
        profiler.enable()
    asyncio.run(play(game, players, moves, boards))
    if profiler:
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
    return (time.process_time() - start) / moves * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game")
    parser.add_argument("--players", type=int)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the run with boards")
    args = parser.parse_args()
    configs = [(args.game, args.players or registry.load(args.game).min_players)] if args.game else DEFAULT
    print(f"machine: {machine()}; load average: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'game':<20} {'players':>7} {'ms/move':>8} {'no boards':>10} {'boards':>7}")
    for name, players in configs:
        game = registry.load(name)
        whole = per_move(game, players, args.moves, Boards(0), args.profile)
        bare = per_move(game, players, args.moves, NoBoards(0))
        print(f"{name:<20} {players:>7} {whole:>8.2f} {bare:>10.2f} {whole - bare:>7.2f}", flush=True)


if __name__ == "__main__":
    main()
