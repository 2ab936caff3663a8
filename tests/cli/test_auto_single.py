"""``spelbord play --auto-single`` and the ``s`` command: the only move there is is taken
by itself for one person alone at the keyboard, never with several."""
import json

import spelbord
from spelbord.cli import main


def play_objection(runner, tmp_path, *extra, bots="random,human,random", lines=("1",) * 300):
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "objection", "--players", "3", "--bots", bots, "--seed", "5",
                                  "--lang", "en", "--save", str(record), *extra],
                           input="".join(f"{line}\n" for line in lines))
    assert result.exit_code == 0, result.output
    return result, spelbord.replay(json.loads(record.read_text()))


def choices(state, seat):
    """For each of ``seat``'s actions: how many moves it had."""
    again = state.game.new_game(state.players, state.seed, state.options)
    counts = []
    for who, action in state.history():
        if who == seat:
            counts.append(len(again.legal_actions(seat)))
        again.apply(who, action)
    return counts


def test_auto_single_takes_only_moves_and_asks_otherwise(runner, test_games, tmp_path):
    result, state = play_objection(runner, tmp_path, "--auto-single")
    counts = choices(state, 1)
    assert 1 in counts and any(n > 1 for n in counts), "the game must test both cases"
    assert result.output.count("Your moves:") == sum(n > 1 for n in counts)
    assert result.output.count("Your only move, taken by itself:") == counts.count(1)


def test_without_it_an_only_move_waits_for_enter(runner, test_games, tmp_path):
    result, state = play_objection(runner, tmp_path, lines=["", "1"] * 300)
    counts = choices(state, 1)
    assert result.output.count("Your moves:") == len(counts)
    assert result.output.count("(1 or Enter, ? for help)") == counts.count(1) > 0


def test_the_s_command_turns_it_on(runner, test_games, tmp_path):
    result, state = play_objection(runner, tmp_path, lines=["?", "s"] + ["1"] * 300)
    assert "s: single moves on or off" in result.output
    assert "Single moves are on: the only move there is is taken by itself." in result.output
    assert "Your only move, taken by itself:" in result.output


def test_several_people_at_one_keyboard_get_no_auto_single(runner, test_games, tmp_path):
    """A pass screen that does not come up would show the others who had no choice."""
    result, state = play_objection(runner, tmp_path, "--auto-single", bots="random,human,human",
                                   lines=["", "s"] + ["", "1"] * 300)
    assert result.output.count("Single moves are taken by themselves only for one person") >= 2
    assert "Your only move, taken by itself:" not in result.output
    assert result.output.count("Your moves:") == len(choices(state, 1)) + len(choices(state, 2))
