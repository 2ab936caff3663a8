"""``spelbord play``: whole terminal games, hot-seat secrecy, languages, stopping."""
import json
import re

import spelbord
from spelbord.cli import main



def play(runner, *args, lines=None):
    """Run ``spelbord play`` answering every question with ``1``."""
    feed = "1\n" * 300 if lines is None else "".join(f"{line}\n" for line in lines)
    return runner.invoke(main, ["play", *args], input=feed)


def test_a_whole_toy_game_against_random_bots(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = play(runner, "sealed-bids", "--players", "3", "--seed", "11", "--lang", "en",
                  "--save", str(record))
    assert result.exit_code == 0, result.output
    state = spelbord.replay(json.loads(record.read_text()))
    assert state.is_over()
    # The person always chose move 1: the first legal action of its moment.
    again = test_games["sealed-bids"].new_game(3, 11)
    for seat, action in state.history():
        if seat == 0:
            assert action == again.legal_actions(0)[0]
        again.apply(seat, action)
    assert "Game over" in result.output
    outcome = state.outcome()
    rows = re.findall(r"^\s+(\d)\s+(Player \d)\s+(\d+)\s*$", result.output, re.M)
    assert {(name, int(score)) for _, name, score in rows} == \
        {(f"Player {s + 1}", outcome["scores"][s]) for s in range(3)}
    assert result.output.count("Your moves:") == 4  # one bid per round


def test_a_game_with_a_normal_turn_and_private_draws(runner, test_games):
    result = play(runner, "hidden-bids", "--players", "3", "--seed", "4", "--lang", "en")
    assert result.exit_code == 0, result.output
    assert "Pass the keyboard" not in result.output  # one person: nobody to hide from
    assert "Your turn, Player 1." in result.output
    assert "Secret choice (bid). Chosen: Player 2, Player 3. Still choosing: Player 1." in result.output
    assert re.search(r"Winner: Player \d|Shared win: ", result.output)


def secret_hands(state):
    """The cards each seat still holds at the end: nobody else ever saw them."""
    return {seat: list(state.hands[seat]) for seat in range(state.players)}


def screens(output):
    """The output cut at the pass screens: (name of the person, what was shown)."""
    parts = re.split(r"Pass the keyboard to (Player \d)\.", output)
    return list(zip(parts[1::2], parts[2::2]))


def test_hot_seat_shows_each_person_only_their_own_secrets(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = play(runner, "hidden-bids", "--bots", "human,human,heuristic", "--seed", "4",
                  "--lang", "en", "--save", str(record))
    assert result.exit_code == 0, result.output
    state = spelbord.replay(json.loads(record.read_text()))
    hands = secret_hands(state)
    assert hands[0] and hands[1] and hands[2]  # cards that stayed secret to the end
    shown = screens(result.output)
    assert [name for name, _ in shown[:2]] == ["Player 1", "Player 2"]
    assert len(shown) >= 6
    for name, text in shown:
        seat = int(name[-1]) - 1
        assert f"Hand of seat {seat}:" in text
        for other in range(3):
            if other != seat:
                assert f"Hand of seat {other}" not in text
                for card in hands[other]:
                    assert card not in text, f"{name} was shown {card} of seat {other}"
    # nothing before the first pass screen shows a hand
    assert "Hand of seat" not in result.output.split("Pass the keyboard")[0]


def test_hot_seat_secret_step_shows_who_has_chosen_never_what(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = play(runner, "hidden-bids", "--bots", "human,human,heuristic", "--seed", "4",
                  "--lang", "en", "--save", str(record))
    actions = json.loads(record.read_text())["actions"]
    first_bid_of_seat_0 = next(action[1] for seat, action in actions if seat == 0)
    name, second_screen = screens(result.output)[1]
    assert name == "Player 2"
    assert "Chosen: Player 1, Player 3. Still choosing: Player 2." in second_screen
    assert "Player 1 has made a secret choice (bid)." in second_screen
    assert first_bid_of_seat_0 not in second_screen
    assert "You chose" not in second_screen


def test_swedish_words(runner, test_games):
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4", "--lang", "sv")
    assert result.exit_code == 0, result.output
    for words in ("Dolda bud", "Spelare 1", "Dina drag:", "Ditt drag (1-3, ? för hjälp)",
                  "Hemligt val (bid). Har valt: Spelare 2. Väljer fortfarande: Spelare 1.",
                  "Partiet är slut", "Placering", "Bjud "):
        assert words in result.output
    assert "Your moves" not in result.output


def test_german_words(runner, test_games):
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4", "--lang", "de")
    assert result.exit_code == 0, result.output
    for words in ("Verdeckte Gebote", "Spieler 1", "Deine Züge:", "Die Partie ist zu Ende"):
        assert words in result.output


def test_the_system_language_is_the_default(runner, test_games, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "sv_SE")
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4")
    assert "Dina drag:" in result.output


def test_options_are_parsed_as_json(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "1", "--option", "rounds=1",
                  "-o", "open_hands=true", "--save", str(record), "--lang", "en")
    assert result.exit_code == 0, result.output
    assert json.loads(record.read_text())["options"] == {"rounds": 1, "open_hands": True}
    assert result.output.count("Your moves:") in (1, 2)  # one bid, perhaps one draw


def test_names_and_a_watching_game_without_people(runner, test_games):
    result = runner.invoke(main, ["play", "hidden-bids", "--bots", "heuristic,random", "--seed", "3",
                                  "--names", "Ada,Bo", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Ada has made a secret choice (bid)." in result.output
    assert "Bids:" in result.output and "Game over" in result.output
    assert "Your move" not in result.output


def test_illegal_input_is_explained_and_asked_again(runner, test_games):
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4", "--lang", "en",
                  lines=["9", "x", "?", "b", "l", *["1"] * 20])
    assert result.exit_code == 0, result.output
    assert "There is no move 9; choose 1-3." in result.output
    assert "Type a move's number, or ? for help." in result.output
    assert "q: stop the game" in result.output
    assert "The log, as you saw it:" in result.output


def test_quitting_and_running_out_of_input(runner, test_games, tmp_path):
    record = tmp_path / "game.json"
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4", "--lang", "en",
                  "--save", str(record), lines=["1", "q"])
    assert result.exit_code == 0
    assert "The game is stopped." in result.output
    assert len(json.loads(record.read_text())["actions"]) >= 2
    result = play(runner, "hidden-bids", "--players", "2", "--seed", "4", "--lang", "en", lines=["1"])
    assert result.exit_code == 1
    assert "The input has ended; the game is stopped." in result.output
    assert "Traceback" not in result.output


def one_line_error(result, *words):
    assert result.exit_code != 0
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = [line for line in result.output.splitlines() if line.startswith("Error")]
    assert len(lines) == 1, result.output
    for word in words:
        assert word in lines[0], lines[0]


def test_bad_game_name(runner, test_games):
    one_line_error(runner.invoke(main, ["play", "chess"]), "unknown game 'chess'", "spionage")


def test_bad_option_name_and_value(runner, test_games):
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-o", "colour=red"]),
                   "unknown option 'colour'", "open_hands, rounds")
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-o", "rounds=7"]),
                   "option 'rounds'", "not 7")
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-p", "3", "-o", "open_hands=true"]),
                   "applies only to 2 players")
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-o", "rounds"]), "key=value")


def test_bad_player_count(runner, test_games):
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "--players", "9"]),
                   "hidden-bids is for 2-4 players, not 9")
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "--bots", "human,random,random,random,random"]),
                   "2-4 players, not 5")


def test_bad_bots(runner, test_games):
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-p", "2", "--bots", "human,genius"]),
                   "unknown bot 'genius'", "heuristic")
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-p", "3", "--bots", "human,random"]),
                   "lists 2 seat(s)", "3 players")


def test_too_many_names(runner, test_games):
    one_line_error(runner.invoke(main, ["play", "hidden-bids", "-p", "2", "--names", "A,B,C"]),
                   "--names lists 3 names for 2 players")


def test_ctrl_c_stops_the_game_and_keeps_the_record(runner, test_games, tmp_path, monkeypatch):
    from spelbord.terminal import Screen

    def interrupted(self, prompt):
        raise KeyboardInterrupt

    monkeypatch.setattr(Screen, "ask", interrupted)
    record = tmp_path / "game.json"
    result = runner.invoke(main, ["play", "hidden-bids", "-p", "2", "-s", "1", "--lang", "en", "--save", str(record)])
    assert result.exit_code == 0
    assert "The game is stopped." in result.output
    assert json.loads(record.read_text())["seed"] == 1


def test_q_on_the_pass_screen_stops_the_game(runner, test_games):
    result = play(runner, "hidden-bids", "--bots", "human,human", "--seed", "4", "--lang", "en",
                  lines=["", "1", "q"])
    assert result.exit_code == 0
    assert result.output.count("Pass the keyboard to") == 2
    assert "Hand of seat 1" not in result.output
    assert "The game is stopped." in result.output
