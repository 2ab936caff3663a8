"""Finding a game: open seats, the list of open tables, and a stranger joining by name."""
import pytest

from spelbord.server.limits import RateLimit
from spelbord.server import create_app
from fastapi.testclient import TestClient

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)

OPEN = {"kind": "human", "open": True}


def test_an_open_seat_gets_no_token_and_its_table_is_listed(client):
    created = new_table(client, "quo-vadis", 3, seats=[{"kind": "human", "name": "Ada"}, OPEN,
                                                       {"kind": "bot", "bot": "random"}])
    assert created["seats"][1] == {"seat": 1, "kind": "human", "free": True}
    new_table(client, "quo-vadis", 3)  # every seat held: not open
    listed = client.get("/api/open-tables").json()
    assert [t["id"] for t in listed] == [created["id"]]
    assert [s["free"] for s in listed[0]["seats"]] == [False, True, False]
    assert "token" not in str(listed) and "seed" not in listed[0]


def test_a_stranger_joins_a_free_seat_by_name_and_gets_that_seat_only(client):
    created = new_table(client, "spionage", 3, seats=[{"kind": "human", "name": "Ada"}, OPEN, OPEN])
    joined = client.post(f"/api/tables/{created['id']}/join", json={"seat": 2, "name": " Bo "})
    assert joined.status_code == 200, joined.text
    answer = joined.json()
    assert [s["seat"] for s in answer["seats"] if "token" in s] == [2]
    token = answer["seats"][2]["token"]
    assert answer["seats"][2]["url"] == f"/table/{created['id']}#token={token}"
    summary = client.get(f"/api/tables/{created['id']}").json()
    assert [s["name"] for s in summary["seats"]] == ["Ada", None, "Bo"]
    assert [s["free"] for s in summary["seats"]] == [False, True, False]
    with connect(client, created["id"]) as ws:
        state = Socket(ws).hello([token])[2]
        assert [p["name"] for p in state["players"]] == ["Ada", "Player 2", "Bo"]
        assert state["players"][1]["free"] is True
    mine = client.post("/api/my-tables", json={"tokens": [token]}).json()
    assert mine[0]["my_seats"] == [2] and mine[0]["my_turn"] is True


@pytest.mark.parametrize("body, status, words", [
    ({"seat": 0, "name": "Bo"}, 409, "seat 1 is not free"),      # a token holder's seat
    ({"seat": 2, "name": "Bo"}, 409, "seat 3 is not free"),      # a bot's seat
    ({"seat": 5, "name": "Bo"}, 409, "seats 1 to 3"),
    ({"seat": 1, "name": "   "}, 409, "choose a name"),
    ({"seat": 1, "name": "ada"}, 409, "already called ada"),
    ({"seat": 1, "name": ""}, 422, "at least 1 character"),
    ({"seat": "1", "name": "Bo"}, 422, "valid integer"),
    ({"seat": 1}, 422, "Field required"),
])
def test_a_join_that_cannot_be_is_refused_and_changes_nothing(client, body, status, words):
    created = new_table(client, "quo-vadis", 3, seats=[{"kind": "human", "name": "Ada"}, OPEN,
                                                       {"kind": "bot", "bot": "random"}])
    response = client.post(f"/api/tables/{created['id']}/join", json=body)
    assert response.status_code == status
    assert words in str(response.json()["detail"])
    stored = client.app.state.hub.tables.store.load(created["id"])["seats"]
    assert stored[1]["token_hash"] is None and stored[1]["name"] is None
    assert client.get("/api/open-tables").json()[0]["id"] == created["id"]


def test_a_seat_is_taken_once_and_the_table_leaves_the_list(client):
    created = new_table(client, "spionage", 2, seats=[{"kind": "human", "name": "Ada"}, OPEN])
    assert client.post(f"/api/tables/{created['id']}/join", json={"seat": 1, "name": "Bo"}).status_code == 200
    again = client.post(f"/api/tables/{created['id']}/join", json={"seat": 1, "name": "Cy"})
    assert again.status_code == 409 and "seat 2 is not free" in again.json()["detail"]
    assert client.get("/api/open-tables").json() == []
    assert client.post("/api/tables/nothing/join", json={"seat": 1, "name": "Cy"}).status_code == 404


def test_the_players_see_the_new_name_in_their_states_and_log(client):
    created = new_table(client, "spionage", 2, seats=[{"kind": "human", "name": "Ada"}, OPEN])
    with connect(client, created["id"]) as ws:
        ada = Socket(ws)
        ada.hello(tokens(created))
        client.post(f"/api/tables/{created['id']}/join", json={"seat": 1, "name": "Bo"})
        state = ada.until(lambda m: m["type"] == "state" and m["players"][1]["name"] == "Bo")
        assert state["players"][1]["free"] is False


def test_a_hot_seat_table_has_no_open_seats(client):
    response = client.post("/api/tables", json={"game": "spionage", "players": 2, "hotseat": True,
                                                 "seats": [{"kind": "human"}, OPEN]})
    assert response.status_code == 400 and "hot-seat" in response.json()["detail"]
    response = client.post("/api/tables", json={"game": "spionage", "players": 2,
                                                 "seats": [{"kind": "human"}, {"kind": "bot", "open": True}]})
    assert response.status_code == 400 and "nobody can join" in response.json()["detail"]


def test_a_rematch_keeps_an_unjoined_seat_open(client):
    old = new_table(client, "spionage", 3, seats=[{"kind": "human", "name": "Ada"}, OPEN, OPEN], seed=3)
    client.post(f"/api/tables/{old['id']}/join", json={"seat": 1, "name": "Bo"})
    new = client.post(f"/api/tables/{old['id']}/rematch", json={"token": tokens(old)[0]}).json()
    summary = client.get(f"/api/tables/{new['id']}").json()
    assert [(s["name"], s["free"]) for s in summary["seats"]] == [("Ada", False), ("Bo", False), (None, True)]


def test_joining_is_rate_limited_like_creating(database_url):
    with TestClient(create_app(database_url, bot_delay=0.0, create_limit=RateLimit(burst=2, every=60))) as client:
        created = new_table(client, "spionage", 3, seats=[{"kind": "human"}, OPEN, OPEN])
        assert client.post(f"/api/tables/{created['id']}/join", json={"seat": 1, "name": "Bo"}).status_code == 200
        refused = client.post(f"/api/tables/{created['id']}/join", json={"seat": 2, "name": "Cy"})
        assert refused.status_code == 429 and refused.headers["Retry-After"]
        assert client.app.state.hub.tables.loaded(created["id"]).seats[2].free
