"""The server's messages for a seat carry only what that seat may see of the laurels
(SV l.70: each player keeps the sum of his laurels secret)."""
import random
import re

from fastapi.testclient import TestClient

from spelbord.server import create_app
from tests.server.helpers import Socket, connect, new_table, tokens


def test_a_seats_messages_show_only_its_own_laurels(tmp_path):
    rng = random.Random(5)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'qv.db'}", bot_delay=0)) as client:
        table = new_table(client, "quo-vadis", 3, seed=5)
        with connect(client, table["id"]) as ws:
            socket = Socket(ws)
            socket.hello(tokens(table))
            checked, own = 0, set()
            for _ in range(250):
                for seat, message in socket.latest.items():
                    view = message["view"]
                    assert all(view["laurels"][o] is None and view["totals"][o] is None
                               for o in range(3) if o != seat)
                    for entry in message["log"]:
                        taker = re.match(r"player (\d) takes a laurel", entry["text"], re.I)
                        assert taker is None or int(taker.group(1)) == seat + 1, entry
                        if taker:
                            own.add(seat)
                    checked += 1
                actor = next(s for s, m in socket.latest.items() if s in m["actors"] and m["actions"])
                message = socket.latest[actor]
                socket.act(actor, rng.choice(message["actions"])["action"])
                socket.until(lambda m: m["type"] == "state" and m["seq"] > message["seq"])
                while any(m["seq"] < max(x["seq"] for x in socket.latest.values()) for m in socket.latest.values()):
                    socket.receive()
    assert checked > 500 and own  # a seat's log names the values of its own road laurels
