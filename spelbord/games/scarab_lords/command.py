"""``spelbord cards scarab-lords``: list every card with its data and origin, or check a card file.

::

    spelbord cards scarab-lords                 # the shipped cards
    spelbord cards scarab-lords --check my.json # check a file of typed-in printed cards

The logic is :func:`.cards.card_rows` and :func:`.cards.check_card_file`; this
module only prints.
"""
from __future__ import annotations

import json

import click

from .cards import CardFileError, card_rows, read_card_file

GAMES_WITH_CARDS = ("scarab-lords", "cosmic-encounter")


@click.command("cards", help="List a game's cards with their data and origin, or check a card file.")
@click.argument("game_name", metavar="GAME")
@click.option("--check", "check_file", type=click.Path(dir_okay=False),
              help="Check this card file and list its cards.")
@click.option("--lang", type=click.Choice(("sv", "de", "en")), default="en", help="Language of names and texts.")
@click.option("--json", "as_json", is_flag=True, help="Print the rows as JSON.")
@click.option("--vocabulary", is_flag=True, help="Explain the effects a card's text may use.")
def cards_command(game_name: str, check_file: str | None, lang: str, as_json: bool, vocabulary: bool) -> None:
    if game_name not in GAMES_WITH_CARDS:
        raise click.UsageError(f"only {', '.join(GAMES_WITH_CARDS)} has a card file, not {game_name!r}")
    if game_name == "cosmic-encounter":
        if check_file is not None or vocabulary:
            raise click.UsageError("--check and --vocabulary apply to scarab-lords only")
        from ..cosmic_encounter.catalogue import catalogue_lines, catalogue_rows
        rows = catalogue_rows(lang)
        click.echo(json.dumps(rows, ensure_ascii=False, indent=1) if as_json else "\n".join(catalogue_lines(lang)))
        return
    if vocabulary:
        from .effects import vocabulary_lines
        click.echo("\n".join(vocabulary_lines()))
        return
    book = None
    if check_file is not None:
        try:
            book = read_card_file(check_file)
        except CardFileError as error:
            click.echo(f"{check_file}: {len(error.errors)} problem(s):", err=True)
            for problem in error.errors:
                click.echo(f"  {problem}", err=True)
            raise SystemExit(1)
    rows = card_rows(book, lang)
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    for row in rows:
        columns = "/".join(row["columns"]) or "-"
        power = "-" if row["power"] is None else row["power"]
        origin = row["origin"] + (f" ({row['confidence']})" if row["origin"] == "printed" else "")
        line = (f"{row['name']} [{row['key']}] x{row['copies']}: {row['house']}, {row['type']}, "
                f"phase {row['phase']}, power {power}, {columns}; {origin}")
        if row["guessed"]:
            line += f"; chosen by spelbord: {', '.join(row['guessed'])}"
        click.echo(line)
        if row["text"]:
            click.echo(f"    {row['text']}")
    if check_file is not None:
        total = sum(r["copies"] for r in rows)
        click.echo(f"{check_file}: {total} cards, no problems")
