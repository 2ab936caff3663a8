"""Time per move: a bot moves for a late person (or takes the seat), the rules'
own time limits, and clocks that go on across a restart."""
import random
import time

import pytest

import spelbord
from spelbord.games.cosmic_encounter import deck
from spelbord.server.store import Store
from spelbord.server.tables import _rebuild, moved_by_clock

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(120)


def test_a_bot_moves_for_a_late_person_who_keeps_the_seat(client):
    table = new_table(client, move_seconds=1)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        first = socket.hello(tokens(table)[:1])[0]
        assert first["clock"]["seats"] == [0, 1] and 0 < first["clock"]["seconds_left"] <= 1
        later = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    assert [p["kind"] for p in later["players"]] == ["human", "human"]
    live = client.app.state.hub.tables.loaded(table["id"])
    # the first two public moves complete both seats' choices (a report of several
    # cards is several actions, each one made for the late person)
    state, movers = spelbord.load("spionage").new_game(2, live.seed, live.options), set()
    for seat, action in live.state.history():
        if state.public_moves == 2:
            break
        movers.add(seat)
        state.apply(seat, action)
    assert movers == {0, 1}


def test_with_bot_on_timeout_a_bot_takes_the_seat_and_finishes(client):
    table = new_table(client, move_seconds=1, bot_on_timeout=True)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        end = socket.until(lambda m: m["type"] == "state" and m["outcome"])
    assert [p["kind"] for p in end["players"]] == ["bot", "bot"]
    assert end["clock"] is None
    stored = client.app.state.hub.tables.store.load(table["id"])
    assert [s["bot"] for s in stored["seats"]] == ["heuristic", "heuristic"]
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        socket.act(0, ["pass"])
        assert "bot has taken" in socket.error()


def test_the_rules_time_limit_carries_out_their_timeout_actions(client, monkeypatch):
    state_class = type(spelbord.load("spionage").new_game(2, 1))

    def deadline(self):
        actors = self.actors()
        if not actors:
            return None
        return {"seconds": 1, "on_timeout": [[s, list(self.legal_actions(s)[-1])] for s in actors]}
    monkeypatch.setattr(state_class, "deadline", deadline)
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        first = socket.hello(tokens(table)[:1])[0]
        assert first["clock"] is not None
        socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    live = client.app.state.hub.tables.loaded(table["id"])
    replay = spelbord.load("spionage").new_game(2, live.seed, live.options)
    for seat, action in live.state.history()[:2]:
        assert action == replay.legal_actions(seat)[-1]
        replay.apply(seat, action)


def test_the_clock_goes_on_across_a_restart(start):
    with start() as client:
        table = new_table(client, move_seconds=600)
        waiting = new_table(client, move_seconds=1)
        deadline = client.app.state.hub.tables.loaded(table["id"]).deadline_at
    time.sleep(1.2)  # the second table's time runs out while the server is down
    with start() as client:
        assert client.app.state.hub.tables.loaded(table["id"]).deadline_at == deadline
        with connect(client, table["id"]) as ws:
            clock = Socket(ws).hello(tokens(table)[:1])[0]["clock"]
        assert 590 < clock["seconds_left"] <= deadline - time.time() + 0.5
        with connect(client, waiting["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(waiting)[:1])
            moved = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
        assert moved["seq"] >= 2


def test_a_rules_time_limit_without_timeout_actions_lets_bots_move(client, monkeypatch):
    state_class = type(spelbord.load("spionage").new_game(2, 1))
    monkeypatch.setattr(state_class, "deadline", lambda self: {"seconds": 1} if self.actors() else None)
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        moved = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2)
    assert [p["kind"] for p in moved["players"]] == ["human", "human"]


def _moves_to_a_deal(seed):
    """The moves of a two-player Cosmic Encounter game up to a deal: both play compromises."""
    game = spelbord.load("cosmic-encounter")
    state = game.new_game(2, seed)
    rng = random.Random(seed)
    moves = []
    while not (state.stack and state.stack[-1][0] == "deal" and state.secret is None):
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        peace = [a for a in legal if a[0] == "card" and deck.KIND[a[1]] == "compromise"]
        action = peace[0] if peace else rng.choice(legal)
        state.apply(seat, action)
        moves.append((seat, game.action_to_json(action)))
    return moves


def _play(socket, seat, action):
    seq = socket.latest[seat]["seq"]
    socket.act(seat, action)
    for s in (0, 1):
        socket.state_at(s, seq + 1)


def test_the_deals_sixty_seconds_run_across_its_terms_and_a_restart(start):
    """SV l.248 "Du och din motspelare har däremot sextio sekunder på er att träffa ett avtal",
    l.258 "inom sextio sekunder": the time is for the whole negotiation, so adding a term,
    offering and answering do not start the clock again, nor does a restart of the server."""
    seed = 7
    moves = _moves_to_a_deal(seed)
    with start() as client:
        table = new_table(client, game="cosmic-encounter", players=2, seed=seed)
        hub = client.app.state.hub
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table))
            for seat, action in moves:
                _play(socket, seat, action)
            live = hub.tables.loaded(table["id"])
            proposer = live.state.actors()[0]
            deadline = live.deadline_at
            assert deadline is not None and 55 < deadline - time.time() <= 60
            time.sleep(0.2)
            _play(socket, proposer, ["deal_take_random"])
            assert live.deadline_at == deadline, "a term must not start the deal's clock again"
    with start() as client:
        live = client.app.state.hub.tables.loaded(table["id"])
        assert live.deadline_at == deadline
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            clock = socket.hello(tokens(table))[proposer]["clock"]
            assert clock["seconds_left"] <= deadline - time.time() + 0.5
            _play(socket, proposer, ["deal_offer"])
            assert live.deadline_at == deadline
            answer = live.state.actors()[0]
            # the offer in the log reads from each reader's side ("... gives you ...")
            offered = {seat: socket.latest[seat]["log"][-1]["text"] for seat in (proposer, answer)}
            assert "you draw a card at random from" in offered[proposer]
            assert "draws a card at random from your hand" in offered[answer]
            _play(socket, answer, ["deal_refuse"])
            assert live.deadline_at == deadline, "a counter-offer has what is left of the sixty seconds"
            _play(socket, answer, ["deal_break"])
            assert live.deadline_at is None


def _log(state) -> list[str]:
    return [entry["text"] for entry in state["log"]]


def test_the_log_tells_every_seat_a_bot_moved_for_the_late_person_and_keeps_it_across_a_restart(start):
    with start() as client:
        table = new_table(client, move_seconds=1, seats=[{"kind": "human", "name": "Ada"},
                                                         {"kind": "human", "name": "Bo"}])
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table), lang="sv")
            later = socket.until(lambda m: m["type"] == "state" and m["seq"] >= 2 and m["seat"] == 1)
        for name in ("Ada (MI6)", "Bo (KGB)"):
            assert f"En bot gjorde draget åt {name} (tiden tog slut)." in _log(later), _log(later)
        # once for each seat at its first action, however many picks its choice takes
        assert sum("En bot gjorde draget" in line for line in _log(later)) == 2
    with start() as client:  # the stored actions say who made them
        with connect(client, table["id"]) as ws:
            again = Socket(ws).hello(tokens(table)[1:])[1]
        assert "A bot moved for Ada (MI6) (time ran out)." in _log(again), _log(again)


def test_the_log_says_when_the_bot_keeps_the_seat(client):
    table = new_table(client, move_seconds=1, bot_on_timeout=True,
                      seats=[{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}])
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello([], expect=1, lang="de")
        later = socket.until(lambda m: m["type"] == "state" and m["players"][0]["kind"] == "bot" and m["seq"] >= 2)
    kept = [line for line in _log(later) if line.startswith("Ein Bot hat für")]
    assert kept == ["Ein Bot hat für Ada (MI6) gezogen (die Zeit war abgelaufen) und übernimmt den Platz "
                    "für den Rest der Partie."], _log(later)
def test_a_step_the_clock_made_for_a_late_person_is_not_theirs_to_undo(client):
    """The bot's move for a late person is the clock's, not the person's own step
    (docs/browser.md, Undo): the engine would allow taking back a Quo Vadis senator
    placed, yet the person is not offered it and an undo is refused, changing nothing."""
    table = new_table(client, "quo-vadis", 3, move_seconds=2)
    live = client.app.state.hub.tables.loaded(table["id"])
    first = live.state.actors()[0]
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table))
        moved = socket.until(lambda m: m["type"] == "state" and m["seat"] == first and m["seq"] == 1)
        history = live.state.history()
        assert [seat for seat, _ in history] == [first] and live.state.can_undo(first)
        assert moved["can_undo"] is False
        socket.send({"type": "undo", "seat": first})
        assert "time ran out" in socket.error()
        assert live.state.history()[:1] == history


def test_the_clocks_step_stays_the_clocks_across_a_restart(start, database_url):
    """The stored action says the clock made it (its origin), so a table replayed after a
    restart still refuses the late person an undo of the bot's move."""
    with start() as client:
        table = new_table(client, "quo-vadis", 3, move_seconds=2)
        first = client.app.state.hub.tables.loaded(table["id"]).state.actors()[0]
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table))
            socket.until(lambda m: m["type"] == "state" and m["seat"] == first and m["seq"] == 1)
    store = Store(database_url)
    try:
        live = _rebuild(store.load(table["id"]))
    finally:
        store.close()
    assert [seat for seat, _ in live.state.history()] == [first]
    assert live.state.can_undo(first)  # the engine alone would allow it
    assert moved_by_clock(live, first)
