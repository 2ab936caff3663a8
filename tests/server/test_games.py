"""A whole game of every game between bots, watched over the API by a spectator
who must see exactly the spectator's view of the engine, and nothing more."""
import pytest

import spelbord
from spelbord.engine import registry

from .helpers import Socket, connect, new_table

pytestmark = pytest.mark.timeout(300)


@pytest.mark.parametrize("name", registry.games())
def test_bots_play_a_whole_game_that_a_spectator_follows(client, name):
    try:
        game = spelbord.load(name)
    except ImportError:
        pytest.skip(f"{name} is not complete yet")
    players = game.default_players or game.min_players
    bot = "heuristic" if "heuristic" in game.bots else "random"
    table = new_table(client, name, players, seats=[{"kind": "bot", "bot": bot}] * players, seed=11)
    seen = {}
    with connect(client, table["id"]) as ws:
        spectator = Socket(ws)
        spectator.hello([], lang="de")
        message = spectator.latest[None]
        while True:
            seen[message["seq"]] = message
            if message["outcome"]:
                break
            message = spectator.until(lambda m: m["type"] == "state")
    final = message
    record = client.get(f"/api/tables/{table['id']}/record").json()
    assert record["seed"] == 11
    # step through the game again: at every state the spectator was sent,
    # its view is the engine's spectator view of that moment (seq counts the
    # public moves: partial picks of a secret choice leave that view alone)
    state = game.new_game(players, 11, record["options"])
    for seat, action in record["actions"]:
        seq = state.public_moves
        if seq in seen:
            assert seen[seq]["view"] == state.view(None), f"seq {seq}"
            assert seen[seq]["actions"] == []
        state.apply(seat, game.action_from_json(action))
    assert final["seq"] == state.public_moves <= len(record["actions"])
    assert final["view"] == state.view(None)
    assert final["outcome"]["winners"] == state.outcome()["winners"]
    assert final["outcome"]["text"]
    # each score in the game's own words (Spionage: where the pawn stands)
    assert final["outcome"]["score_texts"] == [game.describe_score(state.outcome(), s, "de") for s in range(players)]
    assert final["log"] and all(isinstance(e["text"], str) and e["seq"] <= final["seq"] for e in final["log"])
    summary = client.get(f"/api/tables/{table['id']}").json()
    assert summary["status"] == "finished" and summary["outcome"]["scores"] == state.outcome()["scores"]
