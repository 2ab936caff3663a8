"""``spelbord simulate`` and ``spelbord replay``: counts, JSON, saved records."""
import json

import pytest

import spelbord
from spelbord.bots import play_game
from spelbord.cli import main
from spelbord.cli.arguments import make_bots


def expected(game, players, seed, count, seats):
    """Wins (fractional), lengths and outcomes, computed straight from the bots."""
    wins, lengths, outcomes = [0.0] * players, [], []
    for i in range(count):
        state = play_game(game, players, seed + i, make_bots(game, seats, seed + i))
        outcome = state.outcome()
        for seat in outcome["winners"]:
            wins[seat] += 1 / len(outcome["winners"])
        lengths.append(len(state.history()))
        outcomes.append(outcome)
    return wins, sum(lengths) / count, outcomes


def test_json_counts_match_the_games_played(runner, test_games):
    result = runner.invoke(main, ["simulate", "hidden-bids", "--players", "3", "--games", "30", "--seed", "5",
                                  "--bots", "heuristic,random,random", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    wins, length, _ = expected(test_games["hidden-bids"], 3, 5, 30, ["heuristic", "random", "random"])
    assert data["games"] == 30 and data["players"] == 3 and data["seeds"] == [5, 34]
    assert data["bots"] == ["heuristic", "random", "random"]
    assert data["wins"] == pytest.approx(wins)
    assert sum(data["wins"]) == pytest.approx(30)
    assert data["win_rate"] == pytest.approx([w / 30 for w in wins])
    assert data["mean_length"] == pytest.approx(length)
    assert data["shared_wins"] == "fractional"
    assert data["options"] == {"rounds": 3, "open_hands": False}
    assert data["games_per_second"] > 0


def test_shared_wins_are_counted_fractionally(runner, test_games):
    # Sealed bids with random bots: ties for the best score happen; a tie must not
    # count as a whole win for each seat.
    result = runner.invoke(main, ["simulate", "sealed-bids", "-p", "2", "-n", "200", "--json", "-q"])
    data = json.loads(result.stdout)
    wins, _, outcomes = expected(test_games["sealed-bids"], 2, 0, 200, ["random", "random"])
    whole = [sum(seat in o["winners"] for o in outcomes) for seat in range(2)]
    assert sum(whole) > 200  # this run has shared wins
    assert data["wins"] == pytest.approx(wins)
    assert sum(data["wins"]) == pytest.approx(200)


def test_text_report(runner, test_games):
    result = runner.invoke(main, ["simulate", "hidden-bids", "-p", "2", "-n", "12", "--bots", "heuristic",
                                  "--lang", "en", "-q"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Hidden Bids: 12 games, 2 players, seeds 0-11" in out
    assert "Shared wins count fractionally" in out
    assert "Mean game length:" in out and "games per second" in out
    wins, length, _ = expected(test_games["hidden-bids"], 2, 0, 12, ["heuristic", "heuristic"])
    assert f"Mean game length: {length:.1f} actions" in out
    rows = [line.split() for line in out.splitlines() if line.split()[:2] in (["1", "heuristic"], ["2", "heuristic"])]
    assert [float(row[2]) for row in rows] == pytest.approx(wins, abs=1e-4)


def test_save_writes_records_that_replay_to_the_same_outcome(runner, test_games, tmp_path):
    folder = tmp_path / "records"
    result = runner.invoke(main, ["simulate", "hidden-bids", "-p", "3", "-n", "5", "-s", "100",
                                  "--save", str(folder), "-q", "--json"])
    assert result.exit_code == 0, result.output
    files = sorted(p.name for p in folder.iterdir())
    assert files == [f"hidden-bids-{seed}.json" for seed in range(100, 105)]
    _, _, outcomes = expected(test_games["hidden-bids"], 3, 100, 5, ["heuristic"] * 3)
    for seed, outcome in zip(range(100, 105), outcomes):
        record = json.loads((folder / f"hidden-bids-{seed}.json").read_text())
        assert record["seed"] == seed
        assert spelbord.replay(record).outcome() == outcome
        shown = runner.invoke(main, ["replay", str(folder / f"hidden-bids-{seed}.json"), "--lang", "en"])
        assert shown.exit_code == 0, shown.output
        winners = [f"Player {s + 1}" for s in outcome["winners"]]
        line = f"Winner: {winners[0]}" if len(winners) == 1 else f"Shared win: {', '.join(winners)}"
        assert line in shown.output
        assert f"3 players, seed {seed}, {len(record['actions'])} actions" in shown.output


def test_replay_log_in_words(runner, test_games, tmp_path):
    folder = tmp_path / "records"
    runner.invoke(main, ["simulate", "hidden-bids", "-p", "2", "-n", "1", "-s", "7", "--save", str(folder), "-q"])
    path = str(folder / "hidden-bids-7.json")
    public = runner.invoke(main, ["replay", path, "--log", "--lang", "en"]).output
    assert "Player 1 has made a secret choice (bid)." in public and "Bids:" in public
    assert "You chose" not in public and "You drew" not in public
    # seats are counted from 1: --seat 1 is the first player, seat 0 of the record
    bids = {seat: action[1] for seat, action in reversed(json.loads(open(path).read())["actions"])
            if action[0] == "bid"}
    first = runner.invoke(main, ["replay", path, "--log", "--seat", "1", "--lang", "en"]).output
    second = runner.invoke(main, ["replay", path, "--log", "--seat", "2", "--lang", "en"]).output
    assert f"You chose: Bid {bids[0]}." in first and f"You chose: Bid {bids[1]}." in second
    everything = runner.invoke(main, ["replay", path, "--log", "--all", "--lang", "en"]).output
    assert "Player 1 chose:" in everything and "Player 2 chose:" in everything


def test_replay_refuses_what_is_not_a_record(runner, test_games, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = runner.invoke(main, ["replay", str(bad)])
    assert result.exit_code == 1 and "not a readable JSON file" in result.output
    bad.write_text(json.dumps({"format": 1, "game": "hidden-bids", "players": 2, "seed": 0,
                               "options": {}, "actions": [[0, ["fly"]]]}))
    result = runner.invoke(main, ["replay", str(bad)])
    assert result.exit_code == 1 and "does not replay" in result.output
    bad.write_text("[1, 2]")
    assert "not a spelbord game record" in runner.invoke(main, ["replay", str(bad)]).output


def test_simulate_errors(runner, test_games):
    for args, words in ((["chess"], "unknown game"),
                        (["hidden-bids", "-p", "7"], "2-4 players, not 7"),
                        (["hidden-bids", "-p", "2", "-b", "human,random"], "only bots play here"),
                        (["hidden-bids", "-o", "rounds=9"], "option 'rounds'"),
                        (["hidden-bids", "-n", "0"], "--games")):
        result = runner.invoke(main, ["simulate", *args])
        assert result.exit_code != 0
        assert words in result.output
        assert "Traceback" not in result.output


def test_replay_refuses_a_seat_that_is_not_there(runner, test_games, tmp_path):
    folder = tmp_path / "records"
    runner.invoke(main, ["simulate", "hidden-bids", "-p", "2", "-n", "1", "--save", str(folder), "-q"])
    result = runner.invoke(main, ["replay", str(folder / "hidden-bids-0.json"), "--log", "--seat", "5"])
    assert result.exit_code == 2
    assert "there is no seat 5 in this 2-player game" in result.output
    result = runner.invoke(main, ["replay", str(folder / "hidden-bids-0.json"), "--log", "--seat", "0"])
    assert result.exit_code == 2  # seats are counted from 1
    assert "there is no seat 0 in this 2-player game" in result.output
