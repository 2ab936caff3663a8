"""Secret choices of several actions over the protocol: a partial pick reaches its
own seat's connections only, and moves neither the public seq nor anyone else's view.

Spionage! SV line 141: "Om flera spelare har valt Redovisning, håller de sina kort
dolda under bordskanten, tar i högerhanden så många Hemliga Kort som de vill visa,
och lägger sedan samtidigt upp sina Redovisningar på bordet." Scarab Lords SV line
213: "Efter den första och den andra spelomgången ska båda spelarna ta bort upp till
fem kort från sina kortlekar" (at the same time and in secret, the engine's step).
Nobody may count another's cards before they are laid down together.
"""
import random
from contextlib import ExitStack

import pytest

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(120)


def act_and_wait(live, socket, seat, action):
    """Send ``seat``'s action from the table's current counters; wait for its new state."""
    drain(socket)  # so the next state for the seat is the answer to this action
    socket.act(seat, action, seq=live.seq, picks=live.state.secret_progress(seat))
    return socket.until(lambda m: m["type"] == "state" and m["seat"] == seat)


def drive(live, sockets, rng, until, prefer=()):
    """Play (preferring ``prefer`` where legal) until ``until(state)``."""
    while not until(live.state):
        seat = rng.choice(live.state.actors())
        legal = live.state.legal_actions(seat)
        action = next((a for a in prefer if a in legal), None) or rng.choice(legal)
        act_and_wait(live, sockets[seat], seat, list(action))


def assert_told_nothing(socket):
    """The next message this connection gets is the answer to a bad message:
    nothing was queued for it before (the writer sends in order)."""
    socket.send({"type": "dance"})
    message = socket.receive()
    assert message["type"] == "error", f"this connection was sent {message['type']}"


def drain(socket):
    socket.send({"type": "dance"})
    socket.until(lambda m: m["type"] == "error")


def open_seats(client, stack, table, count):
    sockets = []
    for seat in range(count):
        socket = Socket(stack.enter_context(connect(client, table["id"])))
        socket.hello([tokens(table)[seat]])
        sockets.append(socket)
    spectator = Socket(stack.enter_context(connect(client, table["id"])))
    spectator.hello([])
    return sockets, spectator


def pick_partially_then_complete(client, table, live, sockets, spectator, chooser):
    others = [s for i, s in enumerate(sockets) if i != chooser] + [spectator]
    seq = live.seq
    views = {i: live.state.view(i) for i in [None, *range(len(sockets))] if i != chooser}
    for socket in others:
        drain(socket)
    mine = sockets[chooser]
    picks = 0
    while True:
        legal = live.state.legal_actions(chooser)
        partial = [a for a in legal if a != ("done",)]
        if picks >= 2 and ("done",) in legal or not partial:
            break
        message = act_and_wait(live, mine, chooser, list(partial[0]))
        picks += 1
        assert message["seq"] == seq and message["picks"] == picks
        assert message["secret"]["mine"][-1] == list(partial[0])
        for socket in others:
            assert_told_nothing(socket)
        assert client.get(f"/api/tables/{table['id']}").json()["seq"] == seq
        assert {i: live.state.view(i) for i in views} == views
    assert picks >= 2, "the test needs a choice of several actions"
    # the chooser's own stale check: an action sent from before its last pick is refused
    mine.act(chooser, list(live.state.legal_actions(chooser)[0]), seq=seq, picks=picks - 1)
    assert "moved on" in mine.error() and live.state.secret_progress(chooser) == picks
    mine.act(chooser, list(live.state.legal_actions(chooser)[0]), seq=seq + 1, picks=picks)
    assert "moved on" in mine.error()
    # the pick that completes the choice is a public move: everyone hears of it
    last = ("done",) if ("done",) in live.state.legal_actions(chooser) else live.state.legal_actions(chooser)[0]
    act_and_wait(live, mine, chooser, list(last))
    assert live.seq == seq + 1 and live.state.secret_progress(chooser) == 0
    for socket in others:
        message = socket.until(lambda m: m["type"] == "state")
        assert message["seq"] == seq + 1 and message["picks"] == 0


def test_a_spionage_report_of_several_cards_is_counted_by_nobody_else(client):
    table = new_table(client, "spionage", 3, seed=1)
    live = client.app.state.hub.tables.loaded(table["id"])
    with ExitStack() as stack:
        sockets, spectator = open_seats(client, stack, table, 3)
        drive(live, sockets, random.Random(1), lambda s: s.secret is not None and s.secret.kind == "report",
              prefer=[("plan", "embassy"), ("report",)])
        assert live.state.secret.seats == (0, 2)
        pick_partially_then_complete(client, table, live, sockets, spectator, chooser=0)
        # the other reporter's cards stay its own as well, though one choice is complete
        pick_partially_then_complete(client, table, live, sockets, spectator, chooser=2)


def test_scarab_lords_deck_building_is_counted_by_nobody_else(client):
    table = new_table(client, "scarab-lords", 2, seed=1, options={"advanced": True})
    live = client.app.state.hub.tables.loaded(table["id"])
    with ExitStack() as stack:
        sockets, spectator = open_seats(client, stack, table, 2)
        drive(live, sockets, random.Random(1), lambda s: s.secret is not None and s.secret.kind == "build")
        pick_partially_then_complete(client, table, live, sockets, spectator, chooser=1)
