"""Whole terminal games of the real games: a person always choosing move 1, to the result.

Every registered game must be playable through the terminal.
"""
import json
import random
import re

import pytest

import spelbord
from spelbord.cli import main
from spelbord.engine import registry, visible_events


def playable(name):
    """Fail unless ``name`` keeps the engine's promises a terminal relies on.

    One random game: the board drawn for every seat, every move and every event
    put in words, events cut per seat with ``visible_events``.
    """
    game = registry.load(name)
    list(game.bots)
    state = game.new_game(game.min_players, 1)
    rng = random.Random(1)
    for _ in range(5000):
        if not state.actors():
            break
        seat = rng.choice(state.actors())
        legal = state.legal_actions(seat)
        for action in legal:
            game.describe_action(action, "en", state)
        events = state.apply(seat, rng.choice(legal))
        for viewer in [None, *range(state.players)]:
            for event in visible_events(events, viewer):
                game.describe_event(event, "en")
    for viewer in [None, *range(state.players)]:
        game.render(state.view(viewer), "en")
    return game


@pytest.mark.parametrize("name", registry.games())
def test_a_person_choosing_the_first_move_plays_to_the_result(runner, name, tmp_path, lowest):
    game = playable(name)
    players = min(game.max_players, max(game.min_players, 3))
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", name, "--players", str(players), "--seed", "3", "--lang", "en",
                                  "--save", str(record)], input="1\n" * 5000)
    assert result.exit_code == 0, result.output[-3000:]
    assert "Game over" in result.output
    state = spelbord.replay(json.loads(record.read_text()))
    assert state.is_over()
    again = game.new_game(players, 3)
    taken = []
    for seat, action in state.history():
        if seat == 0:
            taken.append(game.describe_action(action, "en", again))
        again.apply(seat, action)
    assert len(taken) >= len(lowest) > 0  # a whole choice at once (the best report) is several actions
    outcome = state.outcome()
    winners = [f"Player {s + 1}" for s in outcome["winners"]]
    assert (f"Winner: {winners[0]}" if len(winners) == 1 else f"Shared win: {', '.join(winners)}") \
        in result.output


@pytest.mark.parametrize("name", registry.games())
def test_hot_seat_draws_only_the_view_of_the_person_at_the_keyboard(runner, name, monkeypatch, lowest):
    game = playable(name)
    players = min(game.max_players, max(game.min_players, 3))
    def marked(self, view, lang="en"):
        # The board is drawn from the view alone (the move-1 test draws the real
        # one); here only whose view is drawn on whose screen matters.
        return f"<<view of seat {view['seat']}>>"

    monkeypatch.setattr(type(game), "render", marked)
    bots = ",".join(["human", "human"] + ["random"] * (players - 2))
    result = runner.invoke(main, ["play", name, "--bots", bots, "--seed", "5", "--lang", "sv"],
                           input="1\n" * 20000)
    assert result.exit_code == 0, result.output[-3000:]
    # a player's name carries what the seat plays, where the game has colours: "Spelare 1 (Gul)"
    parts = re.split(r"Lämna över tangentbordet till Spelare (\d)(?: \([^)]+\))?\.", result.output)
    assert "<<view of seat" not in parts[0]
    # the end is for everyone: after the last person's screen, the onlookers' board
    last, end = parts[-1].rsplit("<<view of seat None>>", 1)
    assert "Partiet är slut" in end
    parts[-1] = last
    screens = list(zip(parts[1::2], parts[2::2]))
    assert {who for who, _ in screens} == {"1", "2"}
    for who, text in screens:
        seats = set(re.findall(r"<<view of seat (\w+)>>", text))
        assert seats == {str(int(who) - 1)}, f"the screen of Spelare {who} drew views {seats}"
