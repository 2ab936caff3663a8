"""The server speaks the asker's language: the lobby's options and every refusal, over HTTP
and over the WebSocket; research options are kept from the lobby."""
import pytest

from .helpers import Socket, connect, new_table, tokens

pytestmark = pytest.mark.timeout(60)


def games(client, lang):
    return {g["name"]: g for g in client.get(f"/api/games?lang={lang}").json()}


def test_the_lobby_options_come_in_the_asked_language(client):
    cosmic = games(client, "sv")["cosmic-encounter"]["options"]
    choose = cosmic["choose"]
    assert choose["label"] == "en av två"
    assert choose["choices"] == ["none", "1of2", "1of3", "2of3"]
    # "Detta kan du också göra som så att du väljer en av tre, eller två av tre." (SV l.362)
    assert choose["choice_labels"] == ["inget val", "en av två", "en av tre", "två av tre"]
    assert cosmic["hidden"]["help"].startswith("Dolda krafter: utomjordingskorten är hemliga")
    german = games(client, "de")["quo-vadis"]["options"]["start_player"]
    # the value stays the engine's seat, read from 1: "På valfritt vis väljs den speldeltagare som får börja" (SV l.31)
    assert german["label"] == "Startspieler" and german["choices"] == ["random", 0, 1, 2, 3, 4]
    assert german["choice_labels"] == ["zufällig", "1", "2", "3", "4", "5"] and "0" not in german["help"]
    english = games(client, "en")["spionage"]["options"]["variant"]
    assert english["choice_labels"] == ["automatic", "surprise", "confrontation"]


def test_research_options_are_not_offered_to_players(client):
    for lang in ("en", "sv", "de"):
        assert "turn_limit" not in games(client, lang)["cosmic-encounter"]["options"]
    assert "sole_ruler" in games(client, "en")["cosmic-encounter"]["options"]


def test_a_research_option_is_refused_from_the_lobby_and_nothing_is_stored(client):
    body = {"game": "cosmic-encounter", "players": 3, "options": {"turn_limit": 30}}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400
    assert response.json()["detail"] == "option 'turn_limit' is for research runs, not for a table"
    german = client.post("/api/tables", json=body, headers={"Accept-Language": "de"})
    assert german.json()["detail"] == "die Option 'turn_limit' ist für Forschungsläufe, nicht für einen Tisch"
    assert client.app.state.hub.tables.store.running_ids() == []
    # its default is what a rematch passes on: accepted
    assert new_table(client, "cosmic-encounter", 3, options={"turn_limit": 0})["id"]


@pytest.mark.parametrize("lang, words", [
    ("sv", "plats 1 är inte ledig"), ("de", "Platz 1 ist nicht frei"), ("en", "seat 1 is not free")])
def test_a_refusal_over_http_is_in_the_asked_language(client, lang, words):
    created = new_table(client, seats=[{"kind": "human", "name": "Ada"}, {"kind": "human", "open": True}])
    answer = client.post(f"/api/tables/{created['id']}/join", json={"seat": 0, "name": "Bo"},
                         headers={"Accept-Language": f"{lang},en;q=0.5"})
    assert answer.status_code == 409 and answer.json()["detail"] == words


def test_the_address_language_comes_before_the_header_and_an_unknown_one_is_english(client):
    answer = client.get("/api/tables/nothing/replay?lang=sv", headers={"Accept-Language": "de"})
    assert answer.status_code == 404 and answer.json()["detail"] == "det finns inget bord 'nothing'"
    answer = client.get("/api/tables/nothing", headers={"Accept-Language": "fr-FR,fr"})
    assert answer.json()["detail"] == "there is no table 'nothing'"


def test_the_rate_limit_and_the_body_limits_speak_the_asked_language(start):
    from spelbord.server import limits
    with start() as client:
        client.app.state.create_limit = limits.RateLimit(burst=1, every=3600)
        new_table(client)
        answer = client.post("/api/tables", json={"game": "spionage", "players": 2},
                             headers={"Accept-Language": "sv"})
        assert answer.status_code == 429
        assert answer.json()["detail"] == "för många nya bord från din adress; vänta en stund"
        big = client.post("/api/tables", content=b"{" + b" " * (limits.BODY_LIMIT + 1) + b"}",
                          headers={"Accept-Language": "de", "Content-Type": "application/json"})
        assert big.status_code == 413 and big.json()["detail"].startswith("eine Anfrage darf höchstens")


def test_a_websocket_refusal_is_in_the_connection_language(client):
    created = new_table(client)
    with connect(client, created["id"]) as websocket:
        socket = Socket(websocket)
        socket.hello([], lang="de")
        socket.send({"type": "chat", "seat": 0, "text": "hej"})
        assert socket.error() == "Zuschauer können weder spielen noch chatten; mit dem Link eines Platzes spielt man mit"
        socket.send({"type": "lang", "lang": "sv"})
        socket.send({"type": "hint", "seat": 0})
        assert socket.error() == "en åskådare kan inte be om tips; använd en plats länk för att spela"
    with connect(client, created["id"]) as websocket:
        socket = Socket(websocket)
        socket.hello([tokens(created)[0]], lang="sv")
        socket.send({"type": "act", "seat": 0, "action": ["plan", "mission"], "seq": 99})
        assert socket.error().startswith("bordet har gått vidare (du såg drag 99, det är vid drag 0)")


@pytest.mark.parametrize("game, players, options, lang, words", [
    ("quo-vadis", 3, {"start_player": 4}, "sv",
     "startspelaren måste vara en av partiets 3 spelare (1-3) eller slumpvis, inte spelare 5"),
    ("cosmic-encounter", 3, {"planet_powers": True, "hidden": True}, "de",
     "eine Fähigkeit pro Planet lässt sich nicht mit anderen Fähigkeitsvarianten verbinden (hidden)"),
])
def test_options_a_game_refuses_are_refused_in_the_asked_language(client, game, players, options, lang, words):
    """Both can be chosen in the lobby's form: the game's own catalogue words the refusal."""
    answer = client.post("/api/tables", json={"game": game, "players": players, "options": options},
                         headers={"Accept-Language": lang})
    assert answer.status_code == 400 and answer.json()["detail"].startswith(words)
