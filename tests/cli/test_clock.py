"""The rules' time limit at the terminal (SV l.248: "sextio sekunder på er att träffa ett avtal"):
the seconds left count down before the prompt, a person who has not answered when they run out
gets the rules' timeout action, and a limit with a key runs on across the steps that share it."""
import pytest

from spelbord.bots import make_bot
from spelbord.games.cosmic_encounter import GAME
from spelbord.terminal import HotSeat
from spelbord.terminal.screen import Screen, TimeUp
from tests.games.cosmic_encounter.test_deal import at_deal


class ClockedScreen(Screen):
    """Answers prepared as (seconds the person takes, line), on a clock of its own."""

    def __init__(self, answers):
        self.now = 1000.0
        super().__init__(read=self.answer, clock=lambda: self.now)
        self.answers = list(answers)
        self.prompts, self.printed = [], []

    def answer(self, prompt):
        self.prompts.append(prompt)
        if not self.answers:
            raise EOFError
        seconds, line = self.answers.pop(0)
        self.now += seconds
        return line

    def print(self, *things, **style):
        self.printed.append(" ".join(str(t) for t in things))

    def item(self, text, marker="", indent=2, **style):
        self.printed.append(f"{marker} {text}")

    def rule(self, title=""):
        pass


def deal_table(answers, lang="en"):
    state, _ = at_deal()
    screen = ClockedScreen(answers)
    bots = [None, make_bot(GAME, "random", 1), make_bot(GAME, "random", 2)]
    return HotSeat(GAME, state, bots, ["Anna", "Bo", "Cai"], lang, screen), state, screen


def number_of(state, action):
    return str(state.legal_actions(0).index(action) + 1)


def test_a_person_who_has_not_answered_when_the_time_is_up_gets_the_timeout_action():
    table, state, screen = deal_table([(61, "1")])
    table.turn(0)
    assert screen.prompts[0].startswith("[ 60 s left] Your move")
    assert "Time is up." in screen.printed
    # the deal has failed: a fate-card window (SV l.266), then each loses three ships
    assert state.history()[-1] == (0, ("deal_break",))
    assert [frame[0] for frame in state.stack[-2:]] == ["lose", "window"]


def test_the_deals_clock_runs_on_across_its_terms():
    table, state, screen = deal_table([])
    screen.answers = [(20, number_of(state, ("deal_take_random",))), (41, "1")]
    table.turn(0)
    assert state.deal["terms"] == [("deal_take_random",)]
    table.turn(0)
    assert screen.prompts[1].startswith("[ 40 s left] "), "the second term has what is left of the sixty seconds"
    assert state.history()[-1] == (0, ("deal_break",))


def test_the_countdown_is_in_the_players_language():
    table, state, screen = deal_table([], lang="sv")
    screen.answers = [(1, number_of(state, ("deal_take_random",)))]
    table.turn(0)
    assert screen.prompts[0].startswith("[ 60 s kvar] Ditt drag")
    assert state.deal["terms"] == [("deal_take_random",)]


def test_an_answer_in_time_counts_and_one_that_comes_too_late_does_not():
    screen = ClockedScreen([(2, "7"), (5, "1")])
    assert screen.ask("? ", until=screen.now + 3) == "7"
    with pytest.raises(TimeUp):
        screen.ask("? ", until=screen.now + 3)
