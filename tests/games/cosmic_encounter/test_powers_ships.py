"""Vakuan, Zombie, Parasit and Amöba in real challenges (REF §2.1, rulings A4, A5)."""
from __future__ import annotations

from .script import Script, card, cards, invite, join, launch, table, uses

LOW, HIGH = card("attack", 4), card("attack", 30)
PEACE, PEACE2 = cards("compromise")[:2]


def fight(powers, off_card, def_card, ships=3, choose=None, hands=None, **kw):
    """Seat 0 challenges seat 1 on planet 5 with ``ships`` ships; the challenge is played out."""
    hands = {0: [off_card, card("attack", 5)], 1: [def_card, card("attack", 6)], **(hands or {})}
    state = table(powers, hands=hands, defender=1, **kw)
    script = Script(state, choose={"launch": launch(ships), **(choose or {})},
                    chosen_cards={0: off_card, 1: def_card})
    return state, script.challenge_over()


# ----- Vakuan ------------------------------------------------------------------------
def test_void_defender_removes_the_losing_offence_from_the_game():
    state, script = fight([None, "void", None, None], LOW, HIGH)
    assert state.removed[0] == 3 and state.warp[0] == 0
    assert script.of_type("lost")[0]["where"] == "removed"


def test_void_that_loses_sends_its_own_ships_to_the_black_hole():
    state, _ = fight([None, "void", None, None], HIGH, LOW)
    assert state.warp[1] == 4 and state.removed[1] == 0


def test_without_void_losers_go_to_the_black_hole():
    state, _ = fight([None, None, None, None], LOW, HIGH)
    assert state.warp[0] == 3 and state.removed[0] == 0


def test_void_as_a_winning_ally_does_not_remove_ships():
    """Ruling A5: only a Vakuan main player removes ships."""
    choose = {"invite": invite({1: [2]}), **join({2: "defence"})}
    state, _ = fight([None, None, "void", None], LOW, HIGH, choose=choose)
    assert state.allies["defence"] == [] and state.warp[0] == 3 and state.removed[0] == 0


def test_failed_deal_against_void_removes_the_opponents_three_ships():
    """Ruling A4 (SV l.264): the opponent's 3 leave the game, the Vakuan's own 3 go to the black hole."""
    state, script = fight([None, "void", None, None], PEACE, PEACE2)
    assert script.of_type("no_deal")
    assert state.removed[0] == 3 and state.warp[0] == 0
    assert state.warp[1] == 3 and state.removed[1] == 0


def test_void_with_two_home_bases_has_no_power():
    """SV l.338: a power needs three home bases."""
    def empty_two(state):
        for planet in (6, 7, 8):
            state.ships[9][1] += state.ships[planet][1]
            state.ships[planet][1] = 0
    state, _ = fight([None, "void", None, None], LOW, HIGH, setup=empty_two)
    assert state.home_bases(1) == 2 and state.warp[0] == 3 and state.removed[0] == 0


def test_void_zapped_by_cosmic_zap_sends_losers_to_the_black_hole():
    """SV l.242: Kosmisk strålning on the Vakuan; the ships go to the black hole as usual."""
    zap = card("edict", key="cosmic_zap")
    choose = {"window": uses((2, "reveal", ("edict", "cosmic_zap", 1)))}
    state, script = fight([None, "void", None, None], LOW, HIGH, choose=choose, hands={2: [zap, LOW + 1]})
    assert script.of_type("zapped") == [{"type": "zapped", "seat": 1}]
    assert state.warp[0] == 3 and state.removed[0] == 0


# ----- Zombie ----------------------------------------------------------------------------
def test_zombie_losing_ships_return_to_its_bases():
    state, script = fight(["zombie", None, None, None], LOW, HIGH)
    assert state.warp[0] == 0 and state.removed[0] == 0
    assert sum(state.ships[p][0] for p in range(5)) == 20
    assert script.of_type("lost")[0]["where"] == "bases"


def test_zombie_beats_void():
    """SV l.296: even against a Vakuan the Zombie's ships go home."""
    state, _ = fight(["zombie", "void", None, None], LOW, HIGH)
    assert state.removed[0] == 0 and state.warp[0] == 0
    assert sum(state.ships[p][0] for p in range(5)) == 20


def test_zombie_zapped_by_the_void_leaves_the_game():
    """SV l.296: the Vakuan plays Kosmisk strålning on the Zombie: its losing ships are removed."""
    zap = card("edict", key="cosmic_zap")
    choose = {"window": uses((1, "reveal", ("edict", "cosmic_zap", 0)))}
    state, _ = fight(["zombie", "void", None, None], LOW, HIGH, choose=choose, hands={1: [HIGH, zap]})
    assert state.removed[0] == 3 and state.warp[0] == 0


def test_zombie_failed_deal_ships_go_home():
    state, _ = fight(["zombie", None, None, None], PEACE, PEACE2)
    assert state.warp[0] == 0 and state.warp[1] == 3
    assert sum(state.ships[p][0] for p in range(len(state.ships))) == 20


# ----- Parasit ------------------------------------------------------------------------------
def test_parasite_may_join_either_side_uninvited():
    state = table([None, None, "parasite", None], hands={0: [LOW], 1: [HIGH]}, defender=1)
    script = Script(state, choose={"launch": launch(1)})
    script.at("join")
    assert state.stack[-1][1] == 2
    assert set(state.legal_actions(2)) == {("join", "offence"), ("join", "defence"), ("decline",)}


def test_an_uninvited_player_without_parasite_may_only_decline():
    state = table([None, None, None, None], hands={0: [LOW], 1: [HIGH]}, defender=1)
    Script(state, choose={"launch": launch(1)}).at("join")
    assert state.legal_actions(state.stack[-1][1]) == [("decline",)]


def test_parasite_joins_the_offence_and_wins_a_base():
    """The worked example (SV l.195): the Parasite joins the offence uninvited with one ship."""
    state, script = fight([None, None, "parasite", None], HIGH, LOW, choose=join({2: "offence"}))
    assert script.of_type("joined") == [{"type": "joined", "seat": 2, "side": "offence"}]
    assert state.ships[5][2] == 1 and state.ships[5][0] == 3


# ----- Amöba ---------------------------------------------------------------------------------
def test_amoeba_adds_ships_beyond_four_after_the_cards_are_chosen():
    adds = [(0, "cards_chosen", ("power", "amoeba", "add", 1))] * 3
    adds += [(0, "cards_chosen", ("power", "amoeba", "add", 2))] * 2
    state, script = fight(["amoeba", None, None, None], card("attack", 10), card("attack", 12), ships=1,
                          choose={"window": uses(*adds)})
    assert len(script.of_type("amoeba")) == 5 and script.of_type("amoeba")[-1]["ships"] == 6
    assert script.of_type("totals") == [{"type": "totals", "offence": 16, "defence": 16}]


def test_amoeba_defender_withdraws_ships_from_the_planet():
    backs = [(1, "cards_chosen", ("power", "amoeba", "back", 6))] * 3
    state, script = fight([None, "amoeba", None, None], card("attack", 10), card("attack", 12), ships=2,
                          choose={"window": uses(*backs)})
    assert script.of_type("totals") == [{"type": "totals", "offence": 12, "defence": 13}]
    assert state.ships[6][1] == 7


def test_amoeba_is_offered_only_when_the_cards_are_chosen():
    state = table(["amoeba", None, None, None], hands={0: [LOW], 1: [HIGH]}, defender=1)
    script = Script(state, choose={"launch": launch(1)})
    script.window("cards_chosen", 0)
    legal = state.legal_actions(0)
    assert ("power", "amoeba", "add", 1) in legal and ("power", "amoeba", "back", 1) in legal
    assert ("power", "amoeba", "add", 5) not in legal  # no base of his on the target planet


def test_amoeba_takes_back_or_adds_in_one_use_never_both():
    """"ta tillbaka några eller alla dina egna rymdskepp i utmaningen ... eller lägga till
    hur många som helst": the first ship's way is the use's, so ships cannot go in and
    out for ever (a searching bot did, and so could a person)."""
    state = table(["amoeba", None, None, None], hands={0: [LOW], 1: [HIGH]}, defender=1)
    script = Script(state, choose={"launch": launch(1)})
    script.window("cards_chosen", 0)
    state.apply(0, ("power", "amoeba", "add", 1))
    legal = state.legal_actions(0)
    assert ("power", "amoeba", "add", 2) in legal
    assert not any(a[:3] == ("power", "amoeba", "back") for a in legal)
    again = table(["amoeba", None, None, None], hands={0: [LOW], 1: [HIGH]}, defender=1)
    Script(again, choose={"launch": launch(1)}).window("cards_chosen", 0)
    again.apply(0, ("power", "amoeba", "back", 1))
    legal = again.legal_actions(0)
    assert not any(a[:3] == ("power", "amoeba", "add") for a in legal)


def test_zombie_compromising_takes_compensation_for_ships_that_went_home():
    """Ruling A8: compensation counts the Zombie's own ships on the losing side, wherever they go."""
    state, script = fight([None, "zombie", None, None], HIGH, PEACE,
                          hands={0: [HIGH, LOW, card("attack", 7), card("attack", 8), card("attack", 9)]})
    assert script.of_type("compensation")[0]["cards"] == 4
    assert state.warp[1] == 0 and sum(state.ships[p][1] for p in range(20)) == 20
