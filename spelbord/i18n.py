"""The interface in Swedish, German and English, from gettext catalogues.

Messages are written in English in the code (``_("Bribe")``) and translated in
``.po`` catalogues: ``spelbord/locale/<lang>/LC_MESSAGES/spelbord.po`` for the
interface, and ``spelbord/games/<game>/locale/<lang>/LC_MESSAGES/<game>.po``
for each game's own terms. Catalogues are read with Babel and compiled in
memory, so there is no build step. Extract new messages with
``pybabel extract`` (see docs/translating.md).
"""
from __future__ import annotations

import gettext
import locale
import os
from functools import lru_cache
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LANGUAGES = ("sv", "de", "en")
_ROOT = Path(__file__).parent


def system_language() -> str:
    """The interface language from the environment (LANGUAGE, LC_ALL, LANG), else English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        code = value.split(":")[0][:2].lower()
        if code in LANGUAGES:
            return code
    code = (locale.getlocale()[0] or "")[:2].lower()
    return code if code in LANGUAGES else "en"


def _catalogue_path(domain: str, lang: str) -> Path:
    if domain == "spelbord":
        return _ROOT / "locale" / lang / "LC_MESSAGES" / "spelbord.po"
    package = domain.replace("-", "_")
    return _ROOT / "games" / package / "locale" / lang / "LC_MESSAGES" / f"{package}.po"


@lru_cache(maxsize=None)
def translations(lang: str, domain: str = "spelbord") -> gettext.NullTranslations:
    """The translations of ``domain`` ("spelbord" or a game's name) into ``lang``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    path = _catalogue_path(domain, lang)
    if lang == "en" or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang, domain=domain)
    buffer = BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def translator(lang: str, domain: str = "spelbord"):
    """A ``_`` function: ``_ = translator("sv", "spionage"); _("Bribe")``."""
    return translations(lang, domain).gettext


def untranslated(source: str | Path, lang: str) -> tuple[set[str], list[str]]:
    """The messages a game module marks for translation, and those its catalogue lacks.

    ``source`` is a module of a game package; its catalogue is the package's
    ``locale/<lang>/LC_MESSAGES/<package>.po``. For the tests that keep every
    message translated.
    """
    from babel.messages.extract import extract_from_file
    source = Path(source)
    messages = {message for _, message, _, _ in extract_from_file("python", str(source))}
    path = source.parent / "locale" / lang / "LC_MESSAGES" / f"{source.parent.name}.po"
    with path.open("rb") as handle:
        catalogue = read_po(handle, locale=lang)
    missing = sorted(m for m in messages if catalogue.get(m) is None or not catalogue.get(m).string)
    return messages, missing
