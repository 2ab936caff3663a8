"""``spelbord cards cosmic-encounter`` lists every alien, fate card and the deck with origin and confidence."""
from __future__ import annotations

import json

from click.testing import CliRunner

from spelbord.cli import main
from spelbord.games.cosmic_encounter.catalogue import catalogue_rows


def test_rows_cover_every_alien_fate_card_and_card():
    rows = catalogue_rows("sv")
    assert len([r for r in rows if r["section"] == "alien"]) == 16
    assert sum(r["copies"] for r in rows if r["section"] == "fate card") == 11
    assert sum(r["copies"] for r in rows if r["section"] != "alien") == 88
    assert all(r["origin"] in ("named", "printed", "reconstructed") and r["confidence"] and r["source"]
               for r in rows)
    assert {r["name"] for r in rows if r["origin"] == "reconstructed" and r["section"] == "alien"} == \
        {"Handlaren", "Kronos", "Snattaren", "Sökaren"}


def test_cards_command_prints_the_catalogue():
    result = CliRunner().invoke(main, ["cards", "cosmic-encounter", "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "Leere [void] x1, mandatory" in result.output and "16 aliens, 88 cards" in result.output
    assert "Kosmische Strahlung [cosmic_zap] x4" in result.output


def test_cards_command_json_and_refused_check():
    result = CliRunner().invoke(main, ["cards", "cosmic-encounter", "--json"])
    assert result.exit_code == 0 and len(json.loads(result.output)) == len(catalogue_rows())
    refused = CliRunner().invoke(main, ["cards", "cosmic-encounter", "--check", "x.json"])
    assert refused.exit_code != 0 and "scarab-lords only" in refused.output
