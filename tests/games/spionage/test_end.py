"""The end (SV "Slutet på partiet"): the summit, the final reports +8/+4, the winner."""
from spelbord.games.spionage.data import CITY_START, SUMMIT

from .helpers import CCI, KGB, MI6, SDECE, play_round, position, show

TOKYO = CITY_START[9]   # the last city, 5/2 (RECONSTRUCTED)


def test_reaching_the_summit_finishes_the_round_then_final_reports_score():
    """MI6 reaches the summit by its report (Tokyo 5/2); the round is finished, then +8/+4."""
    mi6 = [10, 20, 30, 70]
    sdece = [40, 50, 60, 100, 110]
    cci = [150, 160, 170]
    state = position(4, hands={MI6: mi6, SDECE: sdece, CCI: cci}, pos=[TOKYO, 0, 0, 2])
    play_round(state, {s: "embassy" for s in range(4)},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("counter",), CCI: ("report",)})
    # SDECE's counter-espionage catches KGB's agent: nothing is stolen, SDECE moves by rank 3
    show(state, {MI6: mi6, CCI: cci})
    assert TOKYO + 5 >= SUMMIT and state.is_over()
    outcome = state.outcome()
    # final reports: SDECE D D E E F (5 cards) +8, MI6 A A B C (4) +4, CCI C D E (3) nothing, KGB none
    assert outcome["final_reports"] == [sorted(mi6), None, sorted(sdece), sorted(cci)]
    assert state.pos == [TOKYO + 5 + 4, 0, 0 + 3 + 8, 2 + 2]
    assert outcome["winners"] == [MI6] and outcome["ranks"] == [1, 4, 2, 3]
    assert state.actors() == []


def test_steals_happen_before_the_game_ends():
    mi6 = [10, 20, 30, 70]
    state = position(3, hands={MI6: mi6, SDECE: [200]}, pos=[TOKYO, 0, 0])
    play_round(state, {s: "embassy" for s in range(3)},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("agent", 3)})
    show(state, {MI6: mi6})
    assert not state.is_over() and state.actors() == [KGB]
    state.apply(KGB, ("steal", 70))
    state.apply(SDECE, ("steal", 30))
    assert state.is_over()
    # MI6 keeps A A: no final report; KGB holds A70 only; SDECE holds B200 and C30: no report either
    assert state.outcome()["final_reports"] == [None, None, None]
    assert state.outcome()["winners"] == [MI6]


def test_counter_espionage_can_end_the_game():
    mi6 = [10, 20, 30]          # A B C, best 30
    kgb = [40, 50, 60]          # D E F, best 60
    state = position(3, hands={MI6: mi6, KGB: kgb, SDECE: [70, 80, 90, 100]}, pos=[SUMMIT - 1, 0, 5])
    state.bribes[SDECE] = [42]
    state.bank = [92, 158, 208]
    # a Secret Mission round for SDECE; MI6 counter-spies and KGB's agent is caught
    play_round(state, {MI6: "embassy", KGB: "embassy", SDECE: "mission"},
               {MI6: ("counter",), KGB: ("agent", 2), SDECE: ("bribe", 42)})
    # MI6 moves 1 (leading) to the summit; SDECE takes a card
    state.apply(SDECE, ("take", 0))
    assert state.is_over()
    reports = state.outcome()["final_reports"]
    # SDECE's A B C D (+ the card taken) is the largest: +8; KGB's D E F (best 60) beats MI6's A B C: +4
    assert len(reports[SDECE]) >= 4
    assert state.pos == [SUMMIT, 4, 5 + 8]
    assert state.outcome()["winners"] == [MI6]


def test_equal_places_are_broken_by_the_final_report():
    """MI6 reaches the summit first, but KGB's +8 brings it to the same place with a better final report."""
    state = position(3, hands={KGB: [40, 50, 60], SDECE: [10, 20, 30]}, pos=[SUMMIT - 1, SUMMIT - 8, 0],
                     tops=(70, 80))
    play_round(state, {MI6: "embassy", KGB: "mission", SDECE: "embassy"},
               {MI6: ("counter",), KGB: ("bribe", 41), SDECE: ("agent", 3)})
    state.apply(KGB, ("take", 0))       # KGB takes A70: its best report is still D E F
    assert state.is_over()
    outcome = state.outcome()
    assert outcome["final_reports"] == [None, [40, 50, 60], [10, 20, 30]]
    assert state.pos == [SUMMIT, SUMMIT, 4]
    assert outcome["winners"] == [KGB] and outcome["ranks"] == [2, 1, 3]


def test_same_place_without_final_reports_is_a_shared_rank():
    state = position(3, pos=[SUMMIT - 1, SUMMIT, 0], tops=(70, 80))
    play_round(state, {MI6: "embassy", KGB: "mission", SDECE: "embassy"},
               {MI6: ("counter",), KGB: ("bribe", 41), SDECE: ("agent", 3)})
    # MI6 is second before the move: +2, past KGB
    state.apply(KGB, ("take", 0))
    assert state.pos == [SUMMIT + 1, SUMMIT, 0]
    assert state.outcome()["ranks"] == [1, 2, 3]
    state = position(3, pos=[SUMMIT - 2, SUMMIT, 0], tops=(70, 80))
    play_round(state, {MI6: "embassy", KGB: "mission", SDECE: "embassy"},
               {MI6: ("counter",), KGB: ("bribe", 41), SDECE: ("agent", 3)})
    state.apply(KGB, ("take", 0))
    assert state.pos == [SUMMIT, SUMMIT, 0]
    assert state.outcome()["ranks"] == [1, 1, 3] and state.outcome()["winners"] == [MI6, KGB]


def test_the_final_result_names_where_each_pawn_stands():
    """SV l. 66: "Den som till slut står längst fram med sin pjäs på det Internationella
    Toppmötet, har vunnit spelet": the result shows the summit or the city, not the
    pawn's distance from Stockholm (a bare 28)."""
    from rich.console import Console

    from spelbord.i18n import translator
    from spelbord.terminal import outcome_table

    mi6 = [10, 20, 30, 70]
    state = position(4, hands={MI6: mi6, SDECE: [40, 50, 60, 100, 110], CCI: [150, 160, 170]},
                     pos=[TOKYO, 0, 0, 2])
    play_round(state, {s: "embassy" for s in range(4)},
               {MI6: ("report",), KGB: ("agent", 7), SDECE: ("counter",), CCI: ("report",)})
    show(state, {MI6: mi6, CCI: [150, 160, 170]})
    outcome = state.outcome()
    assert outcome["scores"] == [SUMMIT + 7, 0, 11, 4]
    game = state.game
    assert [game.describe_score(outcome, s, "sv") for s in range(4)] == \
        ["Internationella Toppmötet (+7)", "Stockholm", "Kairo", "Bagdad"]
    assert game.describe_score(outcome, MI6, "de") == "das Internationale Gipfeltreffen (+7)"
    console = Console(width=100, record=True)
    console.print(outcome_table(outcome, ["Anna", "Bo", "Cecilia", "Dan"], translator("sv"), game, "sv"))
    table = console.export_text()
    assert "Internationella Toppmötet (+7)" in table and str(SUMMIT + 7) not in table
