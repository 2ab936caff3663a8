"""``spelbord tournament``: fair seatings, the standings and their JSON, jobs, plot, errors."""
import json
import sys
from collections import Counter

import pytest

from spelbord.bots import make_bot, play_game
from spelbord.bots.budget import budget, searches
from spelbord.bots.tournament import Standings, seatings, wilson
from spelbord.cli import main
from spelbord.cli.arguments import make_bots

KEYS = {"game", "players", "games", "bots", "win_rate", "ci95", "mean_rank", "rating"}


def tournament(runner, *args):
    result = runner.invoke(main, ["tournament", *args, "-q"])
    assert result.exit_code == 0, result.output
    return result


def counted(game, players, seed, count, bots):
    """Seats played, wins (rank 1) and rank sums per bot, from the games themselves."""
    field = seatings(bots, players)
    played, wins, ranks = Counter(), Counter(), Counter()
    for i in range(count):
        seating = field[i % len(field)]
        outcome = play_game(game, players, seed + i, make_bots(game, seating, seed + i)).outcome()
        for bot, rank in zip(seating, outcome["ranks"]):
            played[bot] += 1
            wins[bot] += rank == 1
            ranks[bot] += rank
    return played, wins, ranks


@pytest.mark.parametrize("players", range(1, 6))
def test_every_bot_plays_every_seat_equally_often(players):
    for count in range(1, players + 1):
        bots = "ABCDE"[:count]
        field = seatings(list(bots), players)
        assert len(field) == (count if players % count == 0 else count * players)
        assert len({tuple(s) for s in field}) == len(field)
        for seat in range(players):
            assert Counter(s[seat] for s in field) == {bot: len(field) // count for bot in bots}
        assert len({sum(s.count(bot) for s in field) for bot in bots}) == 1  # as many seats for each bot


def test_fewer_bots_than_seats_meet_every_lineup_in_every_seat():
    field = seatings(["A", "B"], 3)
    assert field == [list("ABA"), list("BAA"), list("AAB"), list("BAB"), list("ABB"), list("BBA")]
    with pytest.raises(ValueError):
        seatings(["A", "B", "C"], 2)


def test_wilson_interval():
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_standings_share_first_place_and_rate_a_bot_in_two_seats_once():
    standings = Standings(["A", "B"], 3)
    standings.add(["A", "B", "A"], [1, 1, 3])
    summary = standings.summary()
    assert summary["win_rate"] == {"A": 0.5, "B": 1.0}  # the shared first place is a win for both
    assert summary["mean_rank"] == {"A": 2.0, "B": 1.0}
    assert summary["seat_win_rate"] == {"A": [1.0, 0.0, 0.0], "B": [0.0, 1.0, 0.0]}
    rated = standings.model.rate([[standings.model.rating()] for _ in range(3)], ranks=[1, 1, 3])
    assert summary["rating"]["A"]["mu"] == pytest.approx((rated[0][0].mu + rated[2][0].mu) / 2)
    assert summary["rating"]["B"]["mu"] == pytest.approx(rated[1][0].mu)
    two = Standings(["A", "B"], 2)
    for _ in range(5):
        two.add(["A", "B"], [1, 2])
        two.add(["B", "A"], [2, 1])
    rating = two.summary()["rating"]
    assert rating["A"]["mu"] > 25 > rating["B"]["mu"] and rating["A"]["sigma"] < 25 / 3


def test_json_has_the_documented_keys_and_counted_numbers(runner, test_games):
    result = tournament(runner, "hidden-bids", "-p", "3", "-b", "heuristic,random", "-n", "24", "-s", "3", "--json")
    data = json.loads(result.stdout)
    assert set(data) == KEYS
    assert (data["game"], data["players"], data["games"], data["bots"]) == ("hidden-bids", 3, 24, ["heuristic", "random"])
    played, wins, ranks = counted(test_games["hidden-bids"], 3, 3, 24, ["heuristic", "random"])
    assert played == {"heuristic": 36, "random": 36}
    for bot in ("heuristic", "random"):
        assert data["win_rate"][bot] == pytest.approx(wins[bot] / played[bot])
        low, high = data["ci95"][bot]
        assert low <= data["win_rate"][bot] <= high
        assert (low, high) == pytest.approx(wilson(wins[bot], played[bot]))
        assert data["mean_rank"][bot] == pytest.approx(ranks[bot] / played[bot])
        assert set(data["rating"][bot]) == {"mu", "sigma"}


def test_shared_wins_count_for_every_seat_ranked_first(runner, test_games):
    # Sealed bids between random bots ties often: each seat ranked first wins.
    data = json.loads(tournament(runner, "sealed-bids", "-p", "2", "-b", "random", "-n", "100", "--json").stdout)
    played, wins, _ = counted(test_games["sealed-bids"], 2, 0, 100, ["random"])
    assert wins["random"] > 100  # more wins than games: ties were shared
    assert data["win_rate"]["random"] == pytest.approx(wins["random"] / 200)


def test_the_results_do_not_depend_on_the_jobs(runner, test_games):
    args = ["hidden-bids", "-p", "4", "-b", "heuristic,random,random2", "-n", "24", "-s", "11", "--json"]
    random2 = test_games["hidden-bids"].bots | {"random2": lambda seed: make_bot(test_games["hidden-bids"], "random", seed)}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(test_games["hidden-bids"]), "bots", random2)
        one = tournament(runner, *args, "--jobs", "1").stdout
        two = tournament(runner, *args, "--jobs", "2").stdout
    assert one == two
    assert set(json.loads(one)["bots"]) == {"heuristic", "random", "random2"}


def test_text_report_and_seat_table(runner, test_games):
    out = tournament(runner, "hidden-bids", "-p", "2", "-b", "heuristic,random", "-n", "20", "--lang", "en").stdout
    assert "Hidden Bids: 20 games, 2 players, seeds 0-19" in out
    assert "Each bot played each seat 10 time(s)." in out
    played, wins, _ = counted(test_games["hidden-bids"], 2, 0, 20, ["heuristic", "random"])
    row = next(line.split() for line in out.splitlines() if line.split()[:1] == ["heuristic"])
    assert row[1] == "20" and row[2] == f"{100 * wins['heuristic'] / 20:.1f}%"
    assert "Win rate by seat" in out and "Seat 2" in out
    swedish = tournament(runner, "hidden-bids", "-p", "2", "-b", "heuristic,random", "-n", "2", "--lang", "sv").stdout
    assert "Andel segrar per plats" in swedish


def test_plot_is_a_png(runner, test_games, tmp_path):
    path = tmp_path / "standings.png"
    tournament(runner, "hidden-bids", "-p", "3", "-b", "heuristic,random", "-n", "6", "--plot", str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_without_matplotlib_says_how_to_install_it(runner, test_games, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now fails
    result = runner.invoke(main, ["tournament", "hidden-bids", "-b", "heuristic,random", "-n", "2",
                                  "--plot", str(tmp_path / "x.png")])
    assert result.exit_code == 1
    assert "pip install 'spelbord[plot]'" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "x.png").exists()


class Lookahead:
    """A test bot that searches: it takes a budget, and remembers the budgets it was given."""

    given = []

    def __init__(self, seed, simulations=50, seconds=None):
        Lookahead.given.append((simulations, seconds))

    def choose(self, state, seat):
        return state.legal_actions(seat)[0]


def test_the_budget_reaches_the_bots_that_search_and_no_others(runner, test_games, monkeypatch):
    game = test_games["hidden-bids"]
    monkeypatch.setattr(type(game), "bots", {**game.bots, "lookahead": Lookahead})
    assert searches(Lookahead) and not searches(game.bots["heuristic"])
    assert make_bot(game, "heuristic", 1, budget(simulations=9)).__class__ is game.bots["heuristic"]
    Lookahead.given.clear()
    make_bot(game, "lookahead", 1)
    assert Lookahead.given == [(50, None)]  # no budget: the bot's own
    Lookahead.given.clear()
    result = runner.invoke(main, ["tournament", "hidden-bids", "-p", "2", "-b", "lookahead,heuristic", "-n", "4",
                                  "--simulations", "7", "--lang", "en", "-q"])
    assert result.exit_code == 0, result.output
    assert Lookahead.given == [(50, None)] + [(7, None)] * 4  # asked once whether it searches; a bot a game
    note = " ".join(result.stderr.split())
    assert "These bots do not search and ignore --simulations: heuristic. Bots that search in this game: lookahead" \
        in note
    Lookahead.given.clear()
    tournament(runner, "hidden-bids", "-p", "2", "-b", "lookahead,random", "-n", "2", "--seconds-per-move", "0.5")
    assert set(Lookahead.given[1:]) == {(None, 0.5)}


@pytest.mark.parametrize("args, code, words", [
    (["-b", "heuristic,alphazero"], 2, "unknown bot 'alphazero'"),
    (["-p", "2", "-b", "heuristic,random,heuristic"], 2, "names a bot twice"),
    (["-p", "3", "-b", "heuristic,random", "-n", "8"], 2, "--games 8 is not a multiple of the 6 seatings"),
    (["-p", "2", "-b", "human,random"], 2, "only bots play here"),
    (["-b", "heuristic,random", "-n", "2", "--simulations", "5", "--seconds-per-move", "1"], 2, "not both"),
    (["-b", "heuristic,random", "--seconds-per-move", "0"], 2, "--seconds-per-move"),
    (["-b", "heuristic,random", "--jobs", "0"], 2, "--jobs"),
    (["-p", "7", "-b", "random"], 1, "2-4 players, not 7"),
    ([], 2, "Missing option '--bots'"),
])
def test_bad_arguments_give_one_clear_line(runner, test_games, args, code, words):
    result = runner.invoke(main, ["tournament", "hidden-bids", *args])
    assert result.exit_code == code
    assert words in result.output
    assert "Traceback" not in result.output


def test_too_many_bots_for_the_seats(runner, test_games, monkeypatch):
    game = test_games["hidden-bids"]
    monkeypatch.setattr(type(game), "bots", {**game.bots, "lookahead": Lookahead})
    result = runner.invoke(main, ["tournament", "hidden-bids", "-p", "2", "-b", "heuristic,random,lookahead"])
    assert result.exit_code == 2
    assert "3 bots cannot each play every seat of a 2-player game; give at most 2 bots" in result.output


class Cheat:
    """A test bot that plays an action that is never legal."""

    def __init__(self, seed):
        pass

    def choose(self, state, seat):
        return ("fly",)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_game_that_breaks_off_names_its_seed(runner, test_games, monkeypatch, jobs):
    game = test_games["hidden-bids"]
    monkeypatch.setattr(type(game), "bots", {**game.bots, "cheat": Cheat})
    result = runner.invoke(main, ["tournament", "hidden-bids", "-p", "2", "-b", "cheat,random", "-n", "4", "-s", "9",
                                  "--jobs", jobs, "-q"])
    assert result.exit_code == 1
    assert "game with seed 9 failed:" in result.output and "Traceback" not in result.output


def test_a_plot_that_cannot_be_written_is_one_clear_line(runner, test_games, tmp_path):
    result = runner.invoke(main, ["tournament", "hidden-bids", "-b", "heuristic,random", "-n", "2", "-q",
                                  "--plot", str(tmp_path / "no" / "such" / "folder.png")])
    assert result.exit_code == 1
    assert "cannot write the plot" in result.output and "Traceback" not in result.output
