"""A board worker's throughput beside a busy event loop, with pipes of 64 KiB and of 1 MiB.

    python bench/board_pipes.py                     # Spionage! 2 players, Cosmic Encounter 5

The event loop reads a worker's answers once per turn, as much as waits in the pipe;
a pipe of 64 KiB (Linux's default) holds three or four boards, after which the worker
waits. Here a task keeps the loop busy 2 ms a turn (the other tables' work) while every
seat's board of 40 random positions is asked of one worker, three times; printed: the
boards a second with each pipe size, twice, interleaved (spelbord/server/boards.py,
``PIPE_SIZE``).
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent.parent))
from spelbord.engine import registry  # noqa: E402
from spelbord.server import boards  # noqa: E402


def positions(game, players: int) -> list[tuple]:
    rng, found = random.Random(1), []
    for seed in range(40):
        state = game.new_game(players, seed)
        for _ in range(rng.randrange(30)):
            if state.is_over():
                break
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        for seat in range(players):
            view = state.view(seat)
            found.append((view, orjson.dumps(view).decode(), state.legal_actions(seat), f"t{seed}"))
    return found


async def busy(stop: asyncio.Event) -> None:
    while not stop.is_set():
        end = time.perf_counter() + 0.002
        while time.perf_counter() < end:
            pass
        await asyncio.sleep(0)


async def boards_per_second(game, found: list[tuple], pipe: int) -> float:
    boards.PIPE_SIZE = pipe
    drawing = boards.Boards(1)
    await drawing.start()
    try:
        await asyncio.gather(*(drawing.draw(game, v, text, "en", legal, None, [], t) for v, text, legal, t in found[:5]))
        stop = asyncio.Event()
        spinner = asyncio.ensure_future(busy(stop))
        began = time.perf_counter()
        for _ in range(3):
            await asyncio.gather(*(drawing.draw(game, v, text, "en", legal, None, [], t) for v, text, legal, t in found))
        elapsed = time.perf_counter() - began
        stop.set()
        await spinner
        return 3 * len(found) / elapsed
    finally:
        drawing.close()


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()
    print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'game':<20} {'players':>7} {'pipe':>9} {'boards/s':>9}")
    for name, players in (("spionage", 2), ("cosmic-encounter", 5)):
        game = registry.load(name)
        found = positions(game, players)
        for pipe in (2**16, 2**20) * 2:
            rate = asyncio.run(boards_per_second(game, found, pipe))
            print(f"{name:<20} {players:>7} {pipe // 1024:>5} KiB {rate:>9.0f}", flush=True)


if __name__ == "__main__":
    main()
