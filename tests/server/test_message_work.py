"""What a state message keeps from one build to the next, and that it is what a fresh
build gives: the words of actions that read no state, each seat's "final" marks, the
undo answer per change, the players' part per language. Who may act and every
message may depend only on what that seat can see: nothing kept may break that."""
import asyncio
import random

import pytest

from spelbord.engine import registry
from spelbord.engine.identity import seat_names
from spelbord.engine.undo import final_step
from spelbord.server import messages
from spelbord.server.boards import Boards
from spelbord.server.messages import action_words, may_undo_at, state_message
from spelbord.server.tables import LiveTable, Seat, carry_out

pytestmark = pytest.mark.timeout(300)

DECLARING = (("spionage", 2), ("spionage", 4), ("cosmic-encounter", 5))


class NoBoards(Boards):
    async def draw(self, *args, **kwargs) -> str:
        return ""


def new_table(name: str, players: int, seed: int) -> LiveTable:
    game = registry.load(name)
    return LiveTable(id=f"t{seed}", game=game, state=game.new_game(players, seed),
                     seats=[Seat("human", None, f"P{s}", "-") for s in range(players)], options={},
                     seed=seed, move_seconds=None, bot_on_timeout=False, hotseat=False, created_at=0.0)


def walk(table: LiveTable, seed: int, moves: int):
    """Random legal moves at ``table``; yields after each."""
    rng = random.Random(seed)
    for _ in range(moves):
        if table.state.is_over():
            return
        seat = rng.choice(table.state.actors())
        carry_out(table, seat, rng.choice(table.state.legal_actions(seat)))
        yield


@pytest.mark.parametrize("name, players", DECLARING)
def test_words_declared_to_read_no_state_are_the_same_without_one(name, players):
    """A game that names the kinds of action whose words read the state (``words_from_state``)
    has the others worded with no state at all: along seeded games, in every language, they
    read the same as from the seat's determinization."""
    game = registry.load(name)
    space_kinds = {action[0] for action in game._action_space(players)}
    assert game.words_from_state <= space_kinds  # no declared kind is a misspelling
    checked = 0
    for seed in range(3):
        table = new_table(name, players, seed)
        for _ in walk(table, seed, 150):
            state = table.state
            for seat in range(players):
                legal = [a for a in state.legal_actions(seat) if a[0] not in game.words_from_state]
                if not legal:
                    continue
                seen = state.determinize(seat, seed)
                for lang in ("en", "sv", "de"):
                    with seat_names(table.names(lang)):
                        assert [game.describe_action(a, lang, seen) for a in legal] \
                            == [game.describe_action(a, lang, None) for a in legal]
                checked += len(legal)
    assert checked > 300


@pytest.mark.parametrize("name, players", DECLARING)
def test_kept_words_and_final_marks_are_what_a_fresh_build_gives(name, players, monkeypatch):
    """The words kept per table and language, and the "final" marks kept per seat while its
    view and legal actions stay the same, equal those made anew; the final marks equal the
    real state's (they read only what every seat sees). In Spionage!'s secret choices a seat
    may undo its pick while the others pick: there some marks were reused."""
    made = []
    monkeypatch.setattr(messages, "final_step", lambda *args: made.append(1) or final_step(*args))
    game, marked = registry.load(name), 0
    for seed in range(3):
        table = new_table(name, players, seed)
        for _ in walk(table, seed, 150):
            state = table.state
            for seat in range(players):
                legal = state.legal_actions(seat)
                may_undo = may_undo_at(table, seat)
                view_text = messages._dumps(state.view(seat)) if may_undo else None
                with seat_names(table.names("sv")):
                    words = action_words(table, seat, legal, "sv", view_text)
                    for entry, action in zip(words, legal):
                        assert entry["action"] == game.action_to_json(action)
                        assert entry["group"] == game.action_group(action)
                        if action[0] not in game.words_from_state:
                            assert entry["text"] == game.describe_action(action, "sv", None)
                        assert entry.get("final") == (final_step(state, seat, action) if may_undo else None)
                marked += len(legal) if may_undo else 0
    assert marked and len(made) <= marked
    if name == "spionage":
        assert len(made) < marked


def test_a_message_needs_no_determinization_when_its_words_read_no_state(monkeypatch):
    """Spionage!'s planning cards are worded without a state: the first message re-deals
    nothing; a ``take`` names the pile's top card, so its words come from a determinization."""
    table = new_table("spionage", 2, 1)
    calls = []
    real = table.state.determinize
    monkeypatch.setattr(table.state, "determinize", lambda *args, **kw: calls.append(args) or real(*args, **kw))
    message = asyncio.run(state_message(table, 0, "en", NoBoards(0)))
    assert '"Planning card: ' in message and not calls
    with seat_names(table.names("en")):
        assert not calls and action_words(table, 0, [("take", 0)], "en")[0]["text"].startswith(
            "Take the top secret card of pile 1")
    assert len(calls) == 1


def test_the_undo_answer_is_asked_once_per_change_for_every_language(monkeypatch):
    """A seat watched in three languages: the engine is asked whether it may undo once per
    change of the table, and asked anew after the next move."""
    table = new_table("cosmic-encounter", 3, 2)
    asked = []
    real = table.state.can_undo
    monkeypatch.setattr(table.state, "can_undo", lambda *args, **kw: asked.append(args) or real(*args, **kw))

    async def every_language():
        return [await state_message(table, 0, lang, NoBoards(0)) for lang in ("en", "sv", "de")]
    asyncio.run(every_language())
    assert len(asked) == 1
    next(walk(table, 2, 1))
    asyncio.run(every_language())
    assert len(asked) == 2


def test_the_players_part_is_made_anew_when_a_seat_connects_or_is_renamed():
    table = new_table("spionage", 2, 3)
    first = messages.presence_message(table, "sv")
    assert '"connected":false' in first
    table.seats[1].connections = 1
    assert '"name":"P1","label":"KGB","kind":"human","connected":true' in messages.presence_message(table, "sv")
    table.seats[1].name = "Bo"
    assert '"name":"Bo"' in messages.presence_message(table, "sv")
    table.seats[1].connections = 0
    assert messages.presence_message(table, "sv") == first.replace('"P1"', '"Bo"')
