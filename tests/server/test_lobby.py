"""The lobby's HTTP API: games, creating tables (and refusing bad ones), summaries,
a player's own tables, rematches, records, interface words and the pages."""
import time

import pytest

import spelbord

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


def test_games_list_what_the_form_needs(client):
    games = {g["name"]: g for g in client.get("/api/games").json()}
    assert {"spionage", "quo-vadis", "scarab-lords", "tiny-epic-galaxies"} <= set(games)
    spionage = games["spionage"]
    assert spionage["titles"]["sv"] == "Spionage!"
    assert (spionage["min_players"], spionage["max_players"], spionage["default_players"]) == (2, 5, 4)
    assert spionage["bots"] == ["random", "heuristic", "ismcts", "easy", "normal", "hard"]
    assert spionage["bot_titles"]["hard"] == {"en": "hard", "sv": "svår", "de": "schwer"}
    variant = spionage["options"]["variant"]
    assert variant["default"] == "auto" and "surprise" in variant["choices"] and variant["help"]


def test_a_new_table_gives_tokens_only_to_people(client):
    created = new_table(client, "quo-vadis", 3, seats=[
        {"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "heuristic"}, {"kind": "human"}])
    seats = created["seats"]
    assert [s["kind"] for s in seats] == ["human", "bot", "human"]
    assert "token" not in seats[1] and "url" not in seats[1]
    assert seats[0]["url"] == f"/table/{created['id']}#token={seats[0]['token']}"
    assert seats[0]["token"] != seats[2]["token"]
    assert created["spectate_url"] == f"/table/{created['id']}"
    summary = client.get(f"/api/tables/{created['id']}").json()
    assert summary["game"] == "quo-vadis" and summary["players"] == 3 and summary["status"] == "running"
    assert [s["name"] for s in summary["seats"]] == ["Ada", None, None]
    assert summary["seats"][1]["bot"] == "heuristic"
    assert "token" not in str(summary)
    stored = client.app.state.hub.tables.store.load(created["id"])
    assert all(seats[0]["token"] not in str(v) for v in stored["seats"][0].values())


@pytest.mark.parametrize("body, status, words", [
    ({"game": "chess", "players": 2}, 400, "unknown game"),
    ({"game": "spionage", "players": 2, "options": {"colour": "red"}}, 400, "unknown option 'colour'"),
    ({"game": "spionage", "players": 2, "options": {"variant": "chaos"}}, 400, "must be one of"),
    ({"game": "spionage", "players": 7}, 400, "2-5 players"),
    ({"game": "spionage", "players": 3, "seats": [{"kind": "human"}] * 2}, 400, "3 players need 3 seats"),
    ({"game": "spionage", "players": 2, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "genius"}]},
     400, "unknown bot 'genius'"),
    ({"game": "spionage", "players": 2, "seats": [{"kind": "human", "bot": "random"}, {"kind": "human"}]},
     400, "for a person"),
    ({"game": "spionage", "players": "2"}, 422, "valid integer"),
    ({"game": "spionage", "players": 2, "seats": [{"kind": "alien"}] * 2}, 422, "human"),
    ({"game": "spionage", "players": 2, "move_seconds": 0}, 422, "greater than or equal"),
    ({"game": "spionage", "players": 2, "cheat": True}, 422, "Extra inputs"),
    ({"players": 2}, 422, "Field required"),
])
def test_bad_tables_are_refused_and_nothing_is_stored(client, body, status, words):
    response = client.post("/api/tables", json=body)
    assert response.status_code == status
    assert words in str(response.json()["detail"])
    assert client.app.state.hub.tables.store.running_ids() == []


def test_a_table_that_is_not_there(client):
    assert client.get("/api/tables/nothing").status_code == 404
    assert client.post("/api/tables/nothing/rematch", json={"token": "x"}).status_code == 404


def test_my_tables_lists_the_tables_of_my_tokens(client):
    first = new_table(client)
    second = new_table(client, "quo-vadis", 3)
    new_table(client)  # not mine
    mine = client.post("/api/my-tables", json={"tokens": [tokens(first)[1], tokens(second)[0], "forged"]}).json()
    assert {t["id"] for t in mine} == {first["id"], second["id"]}
    by_id = {t["id"]: t for t in mine}
    assert by_id[first["id"]]["my_seats"] == [1] and by_id[first["id"]]["my_turn"] is True
    assert by_id[second["id"]]["my_seats"] == [0]
    assert client.post("/api/my-tables", json={"tokens": "x"}).status_code == 422


def test_rematch_same_seats_new_seed_and_tokens(client):
    old = new_table(client, seats=[{"kind": "human", "name": "Bo"}, {"kind": "bot", "bot": "random"}],
                    options={"variant": "surprise"}, seed=5)
    refused = client.post(f"/api/tables/{old['id']}/rematch", json={"token": "forged"})
    assert refused.status_code == 403
    response = client.post(f"/api/tables/{old['id']}/rematch", json={"token": tokens(old)[0]})
    assert response.status_code == 200
    new = response.json()
    assert new["id"] != old["id"] and [s["kind"] for s in new["seats"]] == ["human", "bot"]
    assert tokens(new)[0] != tokens(old)[0]
    hub = client.app.state.hub
    was, now = hub.tables.loaded(old["id"]), hub.tables.loaded(new["id"])
    assert now.options == was.options and now.options["variant"] == "surprise"
    assert now.seats[0].name == "Bo" and now.seats[1].bot == "random" and now.seed != was.seed


def test_the_record_is_given_only_when_the_game_is_over(client):
    table = new_table(client, seats=[{"kind": "bot", "bot": "random"}] * 2, seed=3)
    with connect(client, table["id"]) as ws:
        Socket(ws).hello([])
        Socket(ws).until(lambda m: m["type"] == "state" and m["outcome"])
    # a finished table nobody watches leaves memory, and comes back from the store
    hub = client.app.state.hub
    for _ in range(100):
        if table["id"] not in hub.tables.live:
            break
        time.sleep(0.02)
    assert table["id"] not in hub.tables.live
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["seed"] == 3 and spelbord.replay(record).is_over()
    running = new_table(client)
    assert client.get(f"/api/tables/{running['id']}/record").status_code == 409


def test_interface_words_and_pages(client):
    assert isinstance(client.get("/api/i18n/sv").json(), dict)
    assert client.get("/api/i18n/xx").status_code == 404
    lobby = client.get("/")
    assert lobby.status_code == 200 and "text/html" in lobby.headers["content-type"]
    page = client.get("/table/abc")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
