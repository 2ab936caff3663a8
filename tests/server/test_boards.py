"""Boards drawn in worker processes are the boards the game draws."""
from tests.running import run
import json
import random

import pytest

import spelbord
from spelbord.server.boards import Boards, _drawn

pytestmark = pytest.mark.timeout(120)


async def drawn_by(boards, *args, **kwargs):
    try:
        return await boards.draw(*args, **kwargs)
    finally:
        boards.close()


@pytest.mark.parametrize("workers", [0, 1])
def test_a_board_drawn_by_a_worker_is_the_games_own(workers):
    game = spelbord.load("spionage")
    state = game.new_game(2, 3)
    view, legal = state.view(0), state.legal_actions(0)
    drawn = run(drawn_by(Boards(workers), game, view, json.dumps(view), "sv", legal))
    assert drawn == game.board_svg(view, "sv", legal)
    assert "data-action" in drawn or not legal


def test_the_workers_draw_every_seats_board_with_names_and_the_last_move_as_the_loop_would():
    """Along a random game of Cosmic Encounter, each seat's board (its legal actions, the
    players' names, the last move's marks) from two workers is the one drawn here."""
    game = spelbord.load("cosmic-encounter")
    state, rng = game.new_game(5, 7), random.Random(7)
    names = ["Ada", "Bo", "Cy", "Di", "Ed"]
    asked, expected, events = [], [], []
    for move in range(12):
        for seat in range(5):
            view, legal = state.view(seat), state.legal_actions(seat)
            marked = sorted(game.last_move_keys(events))
            asked.append((view, json.dumps(view), "de", legal, names, marked, f"table{move % 3}"))
            expected.append(_drawn(game, view, "de", legal, names, marked))
        seat = state.actors()[0]
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert any(m for *_, m, _ in asked)  # some boards mark a last move

    async def draw_all():
        boards = Boards(2)
        try:
            return [await boards.draw(game, *request) for request in asked]
        finally:
            boards.close()
    drawn = run(draw_all())
    assert len(drawn) == len(expected) and all(a == b for a, b in zip(drawn, expected))


def test_a_worker_that_dies_is_replaced_and_its_board_drawn_here():
    game = spelbord.load("spionage")
    state = game.new_game(2, 3)
    view, legal = state.view(1), state.legal_actions(1)

    async def kill_then_draw():
        boards = Boards(1)
        try:
            first = await boards.draw(game, view, json.dumps(view), "en", legal)
            worker = await boards._worker(0)
            worker.process.kill()
            await worker.reader  # its output ends
            again = await boards.draw(game, view, json.dumps(view), "en", legal)
            replaced = await boards._worker(0)
            third = await boards.draw(game, view, json.dumps(view), "en", legal)
            return first, again, third, replaced is not worker and not replaced.gone
        finally:
            boards.close()
    first, again, third, replaced = run(kill_then_draw())
    assert first == again == third == game.board_svg(view, "en", legal) and replaced


def test_the_workers_start_with_the_server_not_at_the_first_board():
    """Starting a worker is starting a Python and importing spelbord (a second or more):
    the hub starts them with the server, so the first player's board does not wait."""
    async def started():
        boards = Boards(2)
        try:
            await boards.start()
            return [s is not None and s.done() and s.result().process.poll() is None for s in boards.started]
        finally:
            boards.close()
    assert run(started()) == [True, True]


def test_a_workers_pipes_hold_many_boards_and_are_read_whole():
    """A pipe holds 64 KiB unless widened: three or four boards, after which the worker
    waits for the event loop to read them, one turn of the loop at a time; so on a busy
    machine a worker drew only a few boards per turn and the rest waited in its queue."""
    fcntl = pytest.importorskip("fcntl")
    if not hasattr(fcntl, "F_GETPIPE_SZ"):
        pytest.skip("pipes are not sized on this system")
    with open("/proc/sys/fs/pipe-max-size") as limit:
        if int(limit.read()) < 2**20:
            pytest.skip("this system keeps pipes smaller")

    async def sizes():
        boards = Boards(1)
        try:
            worker = await boards._worker(0)
            return ([fcntl.fcntl(pipe.fileno(), fcntl.F_GETPIPE_SZ)
                     for pipe in (worker.process.stdin, worker.process.stdout)], worker.reading.max_size)
        finally:
            boards.close()
    pipes, read = run(sizes())
    assert pipes == [2**20, 2**20] and read >= 2**20
