"""The rules pages over HTTP: /rules/<game> is the page, /api/rules/<game>?lang=xx its text."""
import pytest

pytestmark = pytest.mark.timeout(60)


def test_the_rules_of_a_game_in_each_language(client):
    assert 'src="/static/js/rules.js"' in client.get("/rules/cosmic-encounter").text
    page = client.get("/api/rules/cosmic-encounter", params={"lang": "sv"}).json()
    assert (page["game"], page["lang"], page["title"]) == ("cosmic-encounter", "sv", "Universums Härskare")
    assert page["languages"] == ["sv", "de", "en"]
    assert page["contents"][0] == {"level": 2, "title": "I lådan", "anchor": "i-lådan"}
    assert '<h2 id="förberedelse">Förberedelse</h2>' in page["html"] and "<table>" in page["html"]
    german = client.get("/api/rules/cosmic-encounter", params={"lang": "de"}).json()
    assert german["lang"] == "de" and "Schicksalskarten" in german["html"]
    assert [c["level"] for c in german["contents"]] == [c["level"] for c in page["contents"]]


def test_unknown_games_and_languages_are_refused(client):
    answer = client.get("/api/rules/chess")
    assert answer.status_code == 404 and "unknown game" in answer.json()["detail"]
    assert client.get("/api/rules/spionage", params={"lang": "fr"}).status_code == 404
