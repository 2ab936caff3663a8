"""Talking to a table the way a browser does."""
import json


def new_table(client, game="spionage", players=2, seats=None, **extra) -> dict:
    seats = seats if seats is not None else [{"kind": "human"}] * players
    if game == "spionage" and players == 2:
        # one action per secret choice, so every action is a public move; the choices
        # of several actions (the surprise variant, reports) have tests of their own
        extra.setdefault("options", {"variant": "confrontation"})
    if "seed" in extra:  # only a practice table may choose its seed
        extra.setdefault("practice", True)
    response = client.post("/api/tables", json={"game": game, "players": players, "seats": seats, **extra})
    assert response.status_code == 200, response.text
    return response.json()


def tokens(created: dict) -> list[str]:
    return [s["token"] for s in created["seats"] if "token" in s]


class Socket:
    """A WebSocket to a table, with the messages it has received by seat."""

    def __init__(self, websocket):
        self.ws = websocket
        self.latest: dict = {}  # seat -> the last state message for it

    def send(self, message) -> None:
        self.ws.send_text(message if isinstance(message, str) else json.dumps(message))

    def receive(self) -> dict:
        message = json.loads(self.ws.receive_text())
        if message["type"] == "state":
            self.latest[message["seat"]] = message
        return message

    def hello(self, tokens, lang="en", expect=None) -> dict:
        """Say hello; returns the states by seat (``expect``: how many to wait for)."""
        self.send({"type": "hello", "tokens": tokens, "lang": lang})
        expect = expect if expect is not None else max(1, len(tokens))
        while len(self.latest) < expect:
            message = self.receive()
            assert message["type"] == "state", message
        return self.latest

    def until(self, test) -> dict:
        """Receive until a message passes ``test``; returns it."""
        while True:
            message = self.receive()
            if test(message):
                return message

    def error(self) -> str:
        return self.until(lambda m: m["type"] == "error")["message"]

    def act(self, seat, action, seq=None, picks=None) -> None:
        seq = self.latest[seat]["seq"] if seq is None else seq
        picks = self.latest[seat]["picks"] if picks is None else picks
        self.send({"type": "act", "seat": seat, "action": action, "seq": seq, "picks": picks})

    def state_at(self, seat, seq) -> dict:
        """The first state for ``seat`` at ``seq`` or later."""
        if seat in self.latest and self.latest[seat]["seq"] >= seq:
            return self.latest[seat]
        return self.until(lambda m: m["type"] == "state" and m["seat"] == seat and m["seq"] >= seq)


def connect(client, table_id):
    return client.websocket_connect(f"/ws/tables/{table_id}")
