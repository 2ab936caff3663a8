"""The drawing helpers every game's board uses, and the checks that hold boards to the contract."""
import pytest

from spelbord.engine.svg import (Drawing, action_json, assert_board_sound, board_actions, board_text, esc,
                                 fallback_board, parse, positions)

from .toy import GAME, SealedBids


class DrawnBids(SealedBids):
    """Sealed bids with a board: the seat's hand as cards, each bid clickable."""

    def board_svg(self, view, lang="en", legal=None):
        d = Drawing(self, legal)
        d.text(20, 30, f"Round {view['round'] + 1}", 20)
        for i, card in enumerate(view["hand"] or []):
            d.card(20 + i * 70, 50, 60, 80, [str(card)], action=("bid", card), tip=f"bid {card}")
        return d.document(150, "Sealed bids")


class EveryCardClickable(DrawnBids):
    """A broken board: it offers bids the seat may not make."""

    def board_svg(self, view, lang="en", legal=None):
        d = Drawing(self, legal)
        for card in range(1, 9):
            d.add(f"<g data-action='[\"bid\",{card}]'><rect width='5' height='5'/></g>")
        return d.document(100, "broken")


def test_text_is_escaped_for_elements_and_attributes():
    assert esc("<b> & 'x' \"y\"") == "&lt;b&gt; &amp; &apos;x&apos; &quot;y&quot;"
    d = Drawing(GAME)
    d.text(10, 20, "Tom & Jerry <3", 14)
    d.card(0, 0, 50, 50, ["it's"], tip="a \"tip\"")
    svg = d.document(60, "Q&A")
    assert "Tom & Jerry <3" in board_text(svg) and "it's" in board_text(svg) and 'a "tip"' in board_text(svg)


def test_only_legal_actions_are_clickable_in_compact_json():
    d = Drawing(GAME, legal=[("bid", 3), ("bid", 5)])
    assert d.action(("bid", 3)) == " data-action='[&quot;bid&quot;,3]'"  # the parsed value is the JSON
    assert d.action(("bid", 4)) == ""
    d.button(0, 0, 40, 20, "3", ("bid", 3))
    d.button(50, 0, 40, 20, "4", ("bid", 4))
    assert d.undrawn() == [("bid", 5)]
    svg = d.document(30, "bids")
    assert board_actions(svg) == ['["bid",3]']
    assert action_json(GAME, ("bid", 3)) == '["bid",3]'


def test_the_first_shape_of_a_clickable_group_is_outlined():
    d = Drawing(GAME, legal=[("bid", 3)])
    d.card(0, 0, 40, 40, ["3"], action=("bid", 3))
    d.card(50, 0, 40, 40, ["4"], action=("bid", 4))
    root = parse(d.document(50))
    rects = [el for el in root.iter() if el.tag.endswith("rect")]
    assert [r.get("class") for r in rects] == [None, "board-act", None]  # background, card 3, card 4


def test_text_smaller_than_twelve_is_refused():
    with pytest.raises(ValueError, match="unreadable"):
        Drawing(GAME).text(0, 0, "tiny", 11)


def test_leftover_actions_become_a_wrapping_row_of_buttons():
    legal = [("bid", c) for c in range(1, 9)]
    d = Drawing(GAME, legal)
    bottom = d.buttons(20, 10, d.undrawn(), lambda a: f"Bid the card numbered {a[1]}", right=400)
    assert bottom > 10 + 32 * 3  # eight long buttons do not fit on one line of 380
    assert len(board_actions(d.document(bottom + 10))) == 8


def test_the_fallback_board_is_readable_svg():
    state = GAME.new_game(2, 1)
    svg = fallback_board(GAME, state.view(0))
    assert parse(svg).get("viewBox").startswith("0 0 1000")
    assert "sealed-bids" in board_text(svg)


def test_a_sound_board_passes_the_checks_in_every_position():
    game = DrawnBids()
    checked = 0
    for state in positions(game, 3, 4):
        for seat in (None, 0, 1, 2):
            assert_board_sound(state, seat, represents=lambda action: True)
            checked += 1
    assert checked >= 16


def test_the_checks_catch_an_illegal_action_on_the_board():
    state = EveryCardClickable().new_game(2, 1)
    with pytest.raises(AssertionError, match="not legal"):
        assert_board_sound(state, 0)


def test_the_checks_catch_a_legal_action_missing_from_the_board():
    class NoHand(DrawnBids):
        def board_svg(self, view, lang="en", legal=None):
            return Drawing(self, legal).document(40, "empty")

    state = NoHand().new_game(2, 1)
    assert_board_sound(state, 0)  # nothing is required of it...
    with pytest.raises(AssertionError, match="missing"):
        assert_board_sound(state, 0, represents=lambda action: True)  # ...until bids must be shown


def test_the_checks_catch_a_board_that_shows_hidden_cards():
    class Peeking(DrawnBids):
        """Draws from a live state instead of the view: it shows the others' hands."""
        state = None

        def board_svg(self, view, lang="en", legal=None):
            d = Drawing(self, legal)
            d.text(10, 20, str(self.state.hands), 14)
            return d.document(30)

    game = Peeking()
    state = game.new_game(3, 2)
    game.state = state
    original = state.determinize

    def determinize(seat, seed):
        other = original(seat, seed)
        game.state = other
        return other

    state.determinize = determinize
    with pytest.raises(AssertionError, match="re-dealt"):
        assert_board_sound(state, 0)


def test_small_text_in_a_board_fails_the_checks():
    class Tiny(DrawnBids):
        def board_svg(self, view, lang="en", legal=None):
            return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 50">'
                    '<text font-size="9">small</text></svg>')

    with pytest.raises(AssertionError, match="too small"):
        assert_board_sound(Tiny().new_game(2, 1), None)


def test_the_last_move_marks_the_elements_it_touched_and_nothing_else():
    """One marker for every game: within ``last_move(keys)`` an element whose ``data-key`` is
    among the keys gets the class ``board-last``; elements without a key, or with another,
    do not; outside the block nothing is marked."""
    from spelbord.engine.svg import last_move

    def board():
        d = Drawing(GAME, [("bid", 1)])
        d.token(10, 10, 8, "red", "A", key="pawn:0")
        d.token(30, 10, 8, "blue", "B", key="pawn:1")
        d.card(0, 20, 50, 50, ["1"], action=("bid", 1), key="card:1")
        with d.keyed("row:0"):
            d.rect(0, 80, 100, 10)
        return parse(d.document(100, "t"))

    def marked(root):
        return sorted(el.get("data-key") for el in root.iter() if "board-last" in (el.get("class") or ""))

    with last_move({"pawn:1", "card:1", "gone:7"}):
        root = board()
    assert marked(root) == ["card:1", "pawn:1"]
    assert sorted(el.get("data-key") for el in root.iter() if el.get("data-key")) == [
        "card:1", "pawn:0", "pawn:1", "row:0"]
    # the clickable card keeps its outline inside its keyed group
    assert any(el.get("class") == "board-act" for el in root.iter())
    assert marked(board()) == []


def test_a_board_that_draws_a_key_twice_is_refused():
    class Twice(DrawnBids):
        def board_svg(self, view, lang="en", legal=None):
            d = Drawing(self, legal)
            d.token(10, 10, 8, "red", key="pawn:0")
            d.token(30, 10, 8, "red", key="pawn:0")
            return d.document(40, "twice")

    with pytest.raises(AssertionError, match="keys drawn twice"):
        assert_board_sound(Twice().new_game(2, 1), 0)


def test_kept_action_json_tells_apart_what_json_tells_apart():
    """Each action's JSON is kept after the first time; actions equal in Python but not
    in JSON (1 and True, 1 and 1.0) keep their own text."""
    assert action_json(GAME, ("bid", 1)) == '["bid",1]'
    assert action_json(GAME, ("bid", True)) == '["bid",true]'
    assert action_json(GAME, ("bid", 1.0)) == '["bid",1.0]'
    assert action_json(GAME, ("bid", 1)) == '["bid",1]'
    assert action_json(GAME, ("deal", ("a", 2))) == '["deal",["a",2]]'
