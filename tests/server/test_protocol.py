"""The WebSocket protocol: states per seat, acting, chat, language, and every bad input."""
import pytest

import spelbord
from spelbord.engine import visible_events

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


def stored_actions(client, table_id):
    """The actions the server holds, as the lobby shows them (seq), and its live state
    (replayed from the store if it has left memory)."""
    return client.portal.call(client.app.state.hub.tables.get, table_id)


def test_hello_gives_each_seat_its_own_view(client):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        states = Socket(ws).hello(tokens(table)[:1], lang="sv")
    state = states[0]
    live = stored_actions(client, table["id"]).state
    assert state["type"] == "state" and state["table"] == table["id"] and state["game"] == "spionage"
    assert state["seat"] == 0 and state["seq"] == 0
    assert state["view"] == live.view(0)
    assert state["actors"] == [0, 1]
    game = spelbord.load("spionage")
    legal = live.legal_actions(0)
    assert [a["action"] for a in state["actions"]] == [game.action_to_json(a) for a in legal]
    assert state["actions"][0]["text"] == game.describe_action(legal[0], "sv", live)
    assert {a["group"] for a in state["actions"]} == {"play"}
    assert state["board"].startswith("<svg") or "<svg" in state["board"][:200]
    assert state["secret"] == live.view(0)["secret"]
    assert state["players"][0] == {"seat": 0, "name": "Spelare 1", "label": "MI6", "kind": "human",
                                   "connected": True, "free": False}
    assert state["players"][1]["connected"] is False
    assert state["chat"] == [] and state["clock"] is None and state["outcome"] is None


def test_an_action_is_stored_then_sent_to_every_seat(client):
    table = new_table(client)
    one, two = tokens(table)
    with connect(client, table["id"]) as first, connect(client, table["id"]) as second:
        a, b = Socket(first), Socket(second)
        a.hello([one])
        b.hello([two])
        a.until(lambda m: m["type"] == "presence" and m["players"][1]["connected"])
        action = a.latest[0]["actions"][0]["action"]
        a.act(0, action)
        assert a.state_at(0, 1)["seq"] == 1
        seen_by_two = b.state_at(1, 1)
    live = stored_actions(client, table["id"])
    assert live.state.history() == [(0, tuple(action))]
    stored = client.app.state.hub.tables.store.load(table["id"])
    # a person's own action: no bot made it for them (origin None)
    assert [(seat, action_, origin) for _, seat, action_, origin in stored["actions"]] == [(0, action, None)]
    # seat 1 sees that seat 0 is choosing, never what
    assert seen_by_two["view"] == live.state.view(1)
    assert all("picked" not in entry["text"] for entry in seen_by_two["log"])


BAD_MESSAGES = [
    ("{not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    ('{"type": "dance"}', "unknown message type"),
    ('{"no": "type"}', "unknown message type"),
]


@pytest.mark.parametrize("text, words", BAD_MESSAGES)
def test_malformed_messages_get_an_error_and_the_connection_stays(client, text, words):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        socket.send(text)
        assert words in socket.error()
        socket.act(0, socket.latest[0]["actions"][0]["action"])  # still open and working
        assert socket.state_at(0, 1)["seq"] == 1


def test_every_bad_act_is_refused_and_changes_nothing(client):
    table = new_table(client)
    other = new_table(client)
    one, two = tokens(table)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.send({"type": "act", "seat": 0, "action": ["pass"], "seq": 0})
        assert "hello first" in socket.error()
        socket.send({"type": "hello", "tokens": ["forged-token"], "lang": "en"})
        assert "not a seat of this table" in socket.error()
        socket.send({"type": "hello", "tokens": [tokens(other)[0]], "lang": "en"})
        assert "not a seat of this table" in socket.error()
        socket.send({"type": "hello", "tokens": "abc", "lang": "en"})
        assert "list of seat tokens" in socket.error()
        socket.send({"type": "hello", "tokens": [one], "lang": "fr"})
        assert "unknown language" in socket.error()
        socket.hello([one])
        socket.send({"type": "hello", "tokens": [one], "lang": "en"})
        assert "already said hello" in socket.error()
        legal = socket.latest[0]["actions"][0]["action"]
        refusals = [
            ({"type": "act", "seat": 1, "action": legal, "seq": 0}, "not one of yours"),
            ({"type": "act", "seat": "0", "action": legal, "seq": 0}, "not one of yours"),
            ({"type": "act", "seat": 0, "action": legal, "seq": 5}, "moved on"),
            ({"type": "act", "seat": 0, "action": legal}, "moved on"),
            ({"type": "act", "seat": 0, "action": ["fly", "moon"], "seq": 0}, "not legal"),
            ({"type": "act", "seat": 0, "action": "plan", "seq": 0}, "JSON list"),
            ({"type": "act", "seat": 0, "action": [{"x": 1}], "seq": 0}, "JSON list"),
            ({"type": "chat", "seat": 0, "text": "   "}, "some text"),
            ({"type": "chat", "seat": 0, "text": 7}, "some text"),
            ({"type": "lang", "lang": "xx"}, "unknown language"),
            ("x" * 20_000, "at most"),
        ]
        for message, words in refusals:
            socket.send(message)
            assert words in socket.error(), message
        live = stored_actions(client, table["id"])
        assert live.seq == 0 and live.state.history() == [] and live.chat == []
        # out of turn: seat 0 has made its whole secret choice and may not act again
        while socket.latest[0]["actions"]:
            socket.act(0, socket.latest[0]["actions"][0]["action"])
            socket.state_at(0, socket.latest[0]["seq"] + 1)
        assert socket.latest[0]["actors"] == [1]
        done = socket.latest[0]["seq"]
        socket.act(0, legal)
        assert "already chosen" in socket.error()
    assert stored_actions(client, table["id"]).seq == done
    assert len(client.app.state.hub.tables.store.load(table["id"])["actions"]) == done


def test_a_spectator_sees_the_public_view_and_cannot_act_or_chat(client):
    table = new_table(client)
    with connect(client, table["id"]) as player, connect(client, table["id"]) as onlooker:
        seat, spectator = Socket(player), Socket(onlooker)
        seat.hello(tokens(table)[:1])
        watched = spectator.hello([])[None]
        assert watched["seat"] is None and watched["actions"] == []
        seat.act(0, seat.latest[0]["actions"][0]["action"])
        watched = spectator.state_at(None, 1)
        live = stored_actions(client, table["id"]).state
        assert watched["view"] == live.view(None)
        assert "mine" not in (watched["secret"] or {})
        public = visible_events([{"type": "you_chose", "seat": 0, "to": [0]}], None)
        assert public == []
        assert all("You chose" not in e["text"] and "chose:" not in e["text"] for e in watched["log"])
        spectator.send({"type": "act", "seat": 1, "action": ["plan", "embassy"], "seq": 1})
        assert "spectator" in spectator.error()
        spectator.send({"type": "chat", "seat": None, "text": "hi"})
        assert "spectator" in spectator.error()
    assert stored_actions(client, table["id"]).seq == 1


def test_chat_is_stored_and_sent_with_names(client):
    table = new_table(client, seats=[{"kind": "human", "name": "Alva"}, {"kind": "human"}])
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table))
        socket.send({"type": "chat", "seat": 0, "text": "  hej  "})
        message = socket.until(lambda m: m["type"] == "state" and m["chat"])
    [line] = message["chat"]
    assert (line["seat"], line["name"], line["text"]) == (0, "Alva", "hej")
    stored = client.app.state.hub.tables.store.load(table["id"])
    assert [c["text"] for c in stored["chat"]] == ["hej"]


def test_language_can_change_per_connection(client):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        english = socket.hello(tokens(table)[:1], lang="en")[0]
        socket.send({"type": "lang", "lang": "de"})
        german = socket.until(lambda m: m["type"] == "state")
    assert english["players"][0]["name"] == "Player 1"
    assert german["players"][0]["name"] == "Spieler 1"
    assert german["actions"][0]["text"] != english["actions"][0]["text"]


def test_hot_seat_one_connection_plays_several_seats(client):
    table = new_table(client, hotseat=True)
    one, two = tokens(table)
    assert table["seats"][0]["url"] == table["seats"][1]["url"] == f"/table/{table['id']}#token={one},{two}"
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        states = socket.hello([one, two])
        assert set(states) == {0, 1}
        assert states[0]["view"] != states[1]["view"]  # each seat its own hand
        socket.act(0, states[0]["actions"][0]["action"])
        socket.state_at(1, 1)
        socket.act(1, socket.latest[1]["actions"][0]["action"])
        after = socket.state_at(0, 2)
    assert after["seq"] >= 2
    assert len(stored_actions(client, table["id"]).state.history()) == 2


def test_each_state_names_the_private_parts_of_its_view(client):
    """What the hot-seat page covers the screen for (js/hotseat.js): the parts of a seat's view
    the others may not see, with their paths, from Game.private_parts; none for a spectator, none
    where nothing is hidden (Quo Vadis before any laurel is taken, or with open laurels)."""
    table = new_table(client, hotseat=True)
    with connect(client, table["id"]) as ws:
        states = Socket(ws).hello(tokens(table))
    assert states[0]["private"] == states[1]["private"] == {"hand": ["hand"]}
    assert states[0]["view"]["hand"] and states[0]["view"]["hand"] != states[1]["view"]["hand"]
    with connect(client, table["id"]) as ws:
        assert Socket(ws).hello([])[None]["private"] == {}
    laurels = new_table(client, "quo-vadis", 3, hotseat=True, options={"open_laurels": True})
    with connect(client, laurels["id"]) as ws:
        states = Socket(ws).hello(tokens(laurels))
    assert [states[seat]["private"] for seat in range(3)] == [{}, {}, {}]


def test_binary_frames_are_refused(client):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        ws.send_bytes(b'{"type": "hello", "tokens": []}')
        assert "not binary" in socket.error()
        assert socket.hello([])[None]["seat"] is None


def test_an_action_that_cannot_be_stored_is_not_played(client, monkeypatch):
    from sqlalchemy.exc import OperationalError
    table = new_table(client)
    store = client.app.state.hub.tables.store

    def broken(*args):
        raise OperationalError("INSERT", {}, Exception("disk full"))
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1])
        monkeypatch.setattr(store, "add_actions", broken)
        socket.act(0, socket.latest[0]["actions"][0]["action"])
        assert "could not store" in socket.error()
        live = stored_actions(client, table["id"])
        assert live.seq == 0 and live.state.history() == []
        monkeypatch.undo()
        socket.act(0, socket.latest[0]["actions"][0]["action"])
        assert socket.state_at(0, 1)["seq"] == 1


def test_unknown_table(client):
    with connect(client, "nosuchtable") as ws:
        assert "no table" in Socket(ws).error()


def test_the_log_is_the_last_events_each_seat_may_see_in_words(client):
    import random

    from spelbord.engine.identity import seat_names
    from spelbord.terminal.words import default_names, describe_event
    table = new_table(client, hotseat=True, seed=2)
    rng = random.Random(2)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table), lang="sv")
        while socket.latest[0]["seq"] < 150 and not socket.latest[0]["outcome"]:
            seq = max(m["seq"] for m in socket.latest.values())
            current = socket.state_at(0, seq)
            seat = current["actors"][0]
            mine = socket.state_at(seat, seq)
            socket.act(seat, rng.choice(mine["actions"])["action"])
            # a move, or a partial pick of a report: only the chooser's picks count then
            seen = (mine["seq"], mine["picks"])
            socket.until(lambda m: m["type"] == "state" and m["seat"] == seat and (m["seq"], m["picks"]) != seen)
    game = spelbord.load("spionage")
    live = stored_actions(client, table["id"])
    state = game.new_game(2, 2, live.options)
    events = []
    for seat, action in live.state.history():
        events += state.apply(seat, action)
    for viewer in (0, 1):
        message = socket.latest[viewer]
        assert message["seq"] == live.state.public_moves < len(live.state.history())
        shown = visible_events(events, viewer)
        assert len(shown) > 200  # so the log is cut
        # each seat as its identity: the name with the organisation, "Spelare 1 (MI6)"
        names = default_names(2, "sv")
        identities = [f"{name} ({game.seat_label(s, 'sv')})" for s, name in enumerate(names)]
        with seat_names(names):
            words = [describe_event(game, e, identities, "sv", viewer) for e in shown][-200:]
        assert [entry["text"] for entry in message["log"]] == words
        # a line shown to some seats only is marked: a secret on a hot-seat screen
        private = ["to" in e for e in events if "to" not in e or viewer in e["to"]][-200:]
        assert [entry.get("private", False) for entry in message["log"]] == private and any(private)
        seqs = [entry["seq"] for entry in message["log"]]
        assert seqs == sorted(seqs) and seqs[-1] == message["seq"]


def test_a_thinking_bot_does_not_stall_other_tables(client, monkeypatch):
    import threading
    import time

    started, release = threading.Event(), threading.Event()

    class SlowBot:
        reads_state = False

        def __init__(self, seed):
            pass

        def choose(self, state, seat):
            started.set()
            release.wait(10)
            return state.legal_actions(seat)[0]
    game = spelbord.load("spionage")
    monkeypatch.setitem(game.bots, "slow", SlowBot)
    new_table(client, seats=[{"kind": "bot", "bot": "slow"}, {"kind": "human"}])
    assert started.wait(10)  # the bot is thinking now
    other = new_table(client)
    with connect(client, other["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(other)[:1])
        begun = time.perf_counter()
        socket.act(0, socket.latest[0]["actions"][0]["action"])
        socket.state_at(0, 1)
        answered = time.perf_counter() - begun
    release.set()
    assert answered < 5


def test_a_refused_move_is_worded_in_the_askers_language_with_seats_from_one(client):
    """Why a move is refused reaches the person in their language, whatever the reason (issue 16:
    every word translated), and numbers seats as the table does: not the engine's English."""
    table = new_table(client, game="quo-vadis", players=3, seed=0)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table), lang="de")
        actor = socket.latest[0]["actors"][0]
        waiting = next(seat for seat in range(3) if seat != actor)
        legal = socket.latest[actor]["actions"][0]["action"]
        socket.act(waiting, legal)
        assert socket.error() == f"du bist jetzt nicht am Zug (am Zug: Platz {actor + 1})"
        socket.send({"type": "undo", "seat": actor})
        assert socket.error() == "nichts rückgängig zu machen: es wurde noch nichts gespielt"
        socket.send({"type": "act", "seat": actor, "action": "plan", "seq": 0})
        assert socket.error().startswith("dieser Zug ist fehlerhaft")
    assert stored_actions(client, table["id"]).seq == 0


def test_a_second_pick_of_a_completed_secret_choice_is_refused_in_swedish(client):
    table = new_table(client)
    with connect(client, table["id"]) as ws:
        socket = Socket(ws)
        socket.hello(tokens(table)[:1], lang="sv")
        legal = socket.latest[0]["actions"][0]["action"]
        socket.act(0, legal)
        socket.state_at(0, 1)
        socket.act(0, legal, seq=1)
        assert socket.error() == "du har redan valt; väntar på de andra"
