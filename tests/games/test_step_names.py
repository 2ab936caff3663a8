"""Every game's secret steps are named in Swedish and German, never by their code name.

The log ("... has made a secret choice (mission)") and the terminal's and board's
waiting lines show a secret step by ``Game.describe_step``: an untranslated name
shows the step's English name, or its code name, to a Swedish or German table.
"""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import spelbord


def secret_kinds(package: Path) -> set[str]:
    """The kinds of secret step a game's code opens (``open_secret("kind", ...)``)."""
    kinds = set()
    for source in package.rglob("*.py"):
        kinds |= set(re.findall(r'open_secret\(\s*"([^"]+)"', source.read_text()))
    return kinds


def catalogue(package: Path, lang: str) -> dict:
    with (package / "locale" / lang / "LC_MESSAGES" / f"{package.name}.po").open("rb") as handle:
        return {m.id: m.string for m in read_po(handle, locale=lang) if m.id}


@pytest.mark.parametrize("name", spelbord.games())
def test_every_secret_step_has_a_name_in_every_language(name):
    game = spelbord.load(name)
    package = Path(spelbord.__file__).parent / "games" / name.replace("-", "_")
    for kind in secret_kinds(package):
        english = game.step_names.get(kind)
        assert english, f"{name}: the secret step {kind!r} has no name in step_names"
        for lang in ("sv", "de"):
            assert catalogue(package, lang).get(english), f"{name}: {english!r} has no {lang} translation"
            assert game.describe_step(kind, lang) not in (kind, english)


def test_tiny_epic_galaxies_names_its_mission_step():
    """DE: "Geheimauftrag" (the rulebook's word), where the log showed "(mission)"."""
    game = spelbord.load("tiny-epic-galaxies")
    assert secret_kinds(Path(spelbord.__file__).parent / "games" / "tiny_epic_galaxies") == {"mission"}
    assert game.describe_step("mission", "de") == "Geheimauftrag"
    assert game.describe_step("mission", "sv") == "hemligt uppdrag"
    assert game.describe_step("mission", "en") == "secret mission"
