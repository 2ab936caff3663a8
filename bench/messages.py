"""The server's CPU per move, in one process: every seat's state message after each move.

    python bench/messages.py                                  # Spionage! 2p, Cosmic Encounter 5p
    python bench/messages.py --game quo-vadis --players 5 --moves 500 --profile
    python bench/messages.py --boards                         # the boards alone, every game

Random legal moves are played at one table after another (a new game when one
ends); after each, every seat's ``state`` message is built as the server builds
it (view, words, log, undo, board) in English with the players' names. Printed
per game: the CPU milliseconds per move for all seats' messages, and the same
with the boards left out, so the boards' share shows. No sockets, so the figure
owes little to the machine's load (``bench/server.py`` measures the whole server).

``--boards``: every game's boards alone, each seat's after each move of a random
game, with the parts kept from the moves before (:func:`spelbord.engine.svg.fragment`)
and drawn anew; milliseconds per board.
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

from spelbord.engine import registry, visible_events  # noqa: E402
from spelbord.engine.identity import seat_names  # noqa: E402
from spelbord.engine.svg import fragments_drawn_anew, last_move  # noqa: E402
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


#: the player count of each game's boards in ``--boards``
BOARDS = (("spionage", 2), ("cosmic-encounter", 5), ("tiny-epic-galaxies", 4), ("quo-vadis", 5),
          ("scarab-lords", 2))


def board_times(game, players: int, moves: int) -> tuple[float, float]:
    """Milliseconds per board, with the parts kept from the moves before and drawn anew."""
    rng, seed = random.Random(moves), 0
    state, jobs = game.new_game(players, 0), []
    while len(jobs) < 2 * moves * players:
        if state.is_over():
            seed += 1
            state = game.new_game(players, seed)
        seat = rng.choice(state.actors())
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        for viewer in range(players):
            jobs.append((state.view(viewer), state.legal_actions(viewer),
                         game.last_move_keys(visible_events(events, viewer))))
    names = [f"Player {s + 1}" for s in range(players)]

    def draw(part) -> float:
        start = time.process_time()
        for view, legal, marked in part:
            with seat_names(names), last_move(marked):
                game.board_svg(view, "en", legal)
        return (time.process_time() - start) / len(part) * 1000
    half = len(jobs) // 2
    draw(jobs[:half])  # the moves before: what a server has kept when these come
    kept = draw(jobs[half:])
    with fragments_drawn_anew():
        anew = draw(jobs[half:])
    return kept, anew


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game")
    parser.add_argument("--players", type=int)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of the run with boards")
    parser.add_argument("--boards", action="store_true", help="every game's boards alone, ms per board")
    args = parser.parse_args()
    if args.boards:
        print(f"machine: {machine()}; load average: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        print(f"{'game':<20} {'players':>7} {'ms/board':>9} {'drawn anew':>11}")
        for name, players in BOARDS:
            kept, anew = board_times(registry.load(name), players, args.moves)
            print(f"{name:<20} {players:>7} {kept:>9.3f} {anew:>11.3f}", flush=True)
        return
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
