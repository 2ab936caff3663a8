"""``spelbord play --auto-pass`` and the ``a`` command: the terminal passes for a
person asked in a response window who holds nothing playable, after a random pause."""
import json

import pytest

import spelbord
from spelbord.cli import main
from spelbord.terminal import hotseat


@pytest.fixture
def pauses(monkeypatch):
    slept = []
    monkeypatch.setattr(hotseat, "sleep", slept.append)
    return slept


def play_objection(runner, tmp_path, *extra, lines=("1",) * 300):
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "objection", "--players", "3", "--bots", "random,human,random",
                                  "--seed", "5", "--lang", "en", "--save", str(record), *extra],
                           input="".join(f"{line}\n" for line in lines))
    assert result.exit_code == 0, result.output
    return result, spelbord.replay(json.loads(record.read_text()))


def asked(state, seat):
    """For each of ``seat``'s actions: did it hold nothing playable when it acted?"""
    again = state.game.new_game(state.players, state.seed, state.options)
    nothing = []
    for who, action in state.history():
        if who == seat:
            nothing.append(again.holds_nothing_playable(seat))
        again.apply(who, action)
    return nothing


def test_auto_pass_passes_when_nothing_is_playable_and_asks_otherwise(runner, test_games, tmp_path, pauses):
    result, state = play_objection(runner, tmp_path, "--auto-pass")
    nothing = asked(state, 1)
    assert any(nothing) and not all(nothing), "the game must test both cases"
    # the person was asked exactly for the moves where something was playable
    assert result.output.count("Your moves:") == nothing.count(False)
    assert len(pauses) == nothing.count(True) and all(0.6 <= p <= 2.5 for p in pauses)
    assert "Auto-pass passed for you" in result.output


def test_without_auto_pass_the_person_is_asked_every_time(runner, test_games, tmp_path, pauses):
    result, state = play_objection(runner, tmp_path)
    assert result.output.count("Your moves:") == len(asked(state, 1)) and pauses == []


def test_several_people_at_one_keyboard_get_no_auto_pass(runner, test_games, tmp_path, pauses):
    """With several people, the pass screen that comes up (or does not) would tell
    the others who held something playable, so the table never passes for them."""
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "objection", "--players", "3", "--bots", "random,human,human",
                                  "--seed", "5", "--lang", "en", "--save", str(record), "--auto-pass"],
                           input="".join(f"{line}\n" for line in ["", "a"] + ["", "1"] * 300))
    assert result.exit_code == 0, result.output
    assert result.output.count("Auto-pass is only for one person") >= 2  # at the start, and for "a"
    assert "Auto-pass is on:" not in result.output and pauses == []


def test_the_a_command_turns_auto_pass_on(runner, test_games, tmp_path, pauses):
    result, state = play_objection(runner, tmp_path, lines=["?", "a"] + ["1"] * 300)
    assert "a: auto-pass on or off" in result.output
    assert "Auto-pass is on: you pass by yourself whenever you hold nothing playable." in result.output
    nothing = asked(state, 1)
    assert result.output.count("Your moves:") == nothing.count(False)
    assert len(pauses) == nothing.count(True) > 0
