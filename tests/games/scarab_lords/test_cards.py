"""The card file: the shipped cards, the effect vocabulary's checks, the `cards` command."""
import copy
import json

import pytest
from click.testing import CliRunner

from spelbord.engine.checks import random_playthrough
from spelbord.games.scarab_lords import with_cards
from spelbord.games.scarab_lords.cards import (DEFAULT_FILE, CardFileError, card_rows, check_card_file,
                                               check_entries, load_book)

DATA = json.loads(DEFAULT_FILE.read_text(encoding="utf-8"))


def test_the_shipped_decks_have_the_printed_sizes():
    book = load_book()
    assert len(book) == 84
    assert {h: len(ids) for h, ids in book.houses.items()} == {"ankar": 30, "temet": 30, "bonus": 24}


def test_the_nine_cards_of_the_rulebook_are_printed_and_the_rest_designed():
    rows = card_rows()
    printed = {r["key"] for r in rows if r["origin"] == "printed"}
    assert printed == {"mercenaries-of-blacksands", "khamal-the-eternal", "khema", "trade-caravan",
                       "shon-ra-the-brilliant", "river-merchant", "the-seven-sphinxes", "mass-purification", "enhu"}
    assert all(r["origin"] == "spelbord" for r in rows if r["key"] not in printed)
    assert sum(r["copies"] for r in rows) == 84
    sphinxes = next(r for r in rows if r["key"] == "the-seven-sphinxes")
    assert (sphinxes["type"], sphinxes["phase"], sphinxes["power"], sphinxes["columns"]) == \
        ("building", 1, 4, ["religious"])
    assert sphinxes["text"] == "When played: put 1 scarab(s) on this card"


def _with(change):
    data = copy.deepcopy(DATA)
    change(data["cards"])
    return check_entries(data)


@pytest.mark.parametrize("change, message", [
    (lambda cards: cards[0].update(phase=3), 'card 1 (mercenaries-of-blacksands): "phase" must be 0, 1, 2 or "supremacy", not 3'),
    (lambda cards: cards[2]["text"][0].update(do="smite"), "unknown effect 'smite'; the vocabulary has: draw"),
    (lambda cards: cards[2]["text"][0].update(phase=7), "free_uncurse.phase must be one of 0, 1, 2, 'supremacy', not 7"),
    (lambda cards: cards[2]["text"][0].update(amount=1), "effect 'free_uncurse' has no parameter 'amount'"),
    (lambda cards: cards[3].update(columns=["naval"]), '"columns" must list distinct symbols'),
    (lambda cards: cards[3].update(type="hero"), '"type" must be one of minion, building, leader, god, fate'),
    (lambda cards: cards[3].update(text=[{"when": "fate", "do": "draw"}]), "only fate cards have"),
    (lambda cards: cards.pop(0), "the temet deck has 29 cards; the game has 30"),
    (lambda cards: cards[1].update(key="khema"), "the key 'khema' is used twice"),
    (lambda cards: cards[4].update(colour="red"), "unknown field 'colour'"),
    (lambda cards: cards[7]["text"][0].update(n=0), "draw.n must be a whole number from 1 to 9, not 0"),
])
def test_bad_entries_are_explained(change, message):
    errors = _with(change)
    assert any(message in e for e in errors), errors


def test_a_card_file_typed_in_by_an_owner_is_played(tmp_path):
    data = copy.deepcopy(DATA)
    khamal = next(c for c in data["cards"] if c["key"] == "khamal-the-eternal")
    khamal.update(phase=2, power=3, columns=["economic", "military"],
                  text=[{"when": "action", "do": "curse", "region": "same"}])
    path = tmp_path / "printed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert check_card_file(path) == []
    game = with_cards(path)
    assert game.book.by_key("khamal-the-eternal")[0].phase == 2
    for seed in range(20):
        random_playthrough(game, 2, seed, leak_every=30)


def test_unreadable_files_are_explained(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"cards\": [", encoding="utf-8")
    assert "is not valid JSON" in check_card_file(bad)[0]
    assert "cannot read" in check_card_file(tmp_path / "missing.json")[0]
    with pytest.raises(CardFileError):
        with_cards(bad)


def test_cards_command_lists_and_checks(tmp_path):
    from spelbord.games.scarab_lords.command import cards_command
    runner = CliRunner()
    result = runner.invoke(cards_command, ["scarab-lords"])
    assert result.exit_code == 0
    assert "Khema [khema] x1: temet, god, phase 2" in result.output
    assert "Desert Warriors [desert-warriors] x2" in result.output and "; spelbord" in result.output
    result = runner.invoke(cards_command, ["scarab-lords", "--json", "--lang", "sv"])
    rows = json.loads(result.output)
    assert len(rows) == len(card_rows()) and rows[0]["name"] == "Legosoldaterna från Blacksands"
    data = copy.deepcopy(DATA)
    data["cards"][0]["phase"] = "dawn"
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(cards_command, ["scarab-lords", "--check", str(path)])
    assert result.exit_code == 1
    assert "1 problem(s)" in result.output and "not 'dawn'" in result.output
    path.write_text(json.dumps(DATA), encoding="utf-8")
    result = runner.invoke(cards_command, ["scarab-lords", "--check", str(path)])
    assert result.exit_code == 0 and "84 cards, no problems" in result.output
    assert runner.invoke(cards_command, ["spionage"]).exit_code != 0


def test_spelbord_cards_is_a_subcommand():
    from spelbord.cli import main
    result = CliRunner().invoke(main, ["cards", "scarab-lords"])
    assert result.exit_code == 0 and "Enhu [enhu]" in result.output


def test_cards_command_explains_the_vocabulary():
    from spelbord.games.scarab_lords.command import cards_command
    from spelbord.games.scarab_lords.effects import ONE_SHOT, PASSIVE
    result = CliRunner().invoke(cards_command, ["scarab-lords", "--vocabulary"])
    assert result.exit_code == 0
    for name in [*ONE_SHOT, *PASSIVE]:
        assert f"  {name}(" in result.output
    assert "opponent_discards(n=1) [when: enter/action/fate]" in result.output


def test_the_card_list_gives_gods_and_fates_no_power():
    """SV l. 62-63: "Makt: Kortets maktvärde som visar hur mycket det bidrar till att nå
    dominans i kolumnen"; gods and fates are never in a column (l. 135-137)."""
    from spelbord.games.scarab_lords.command import cards_command
    rows = {r["key"]: r for r in card_rows()}
    assert rows["khema"]["power"] is None and rows["khamal-the-eternal"]["power"] == 2
    lines = CliRunner().invoke(cards_command, ["scarab-lords"]).output.splitlines()
    khema = next(line for line in lines if line.startswith("Khema [khema]"))
    assert "god, phase 2, power -," in khema
