"""The browser client's interface messages, in Swedish and German.

The client's files in ``spelbord/web/static/`` write their messages in English:
``t("Create table")`` in the JavaScript modules, ``data-i18n="Create table"`` (or
``data-i18n-placeholder``, ``-title``, ``-aria-label``) on an HTML element. The
translations live in one gettext catalogue per language,
``spelbord/web/locale/<lang>/LC_MESSAGES/web.po``, read with Babel as
:mod:`spelbord.i18n` reads the other catalogues. The server hands them to the
browser as one JSON object (``GET /api/i18n/<lang>``); English needs none.

``client_msgids()`` collects the messages the client uses, so a test can check
that every one of them is translated (see docs/browser.md for the workflow).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from babel.messages.extract import extract_javascript
from babel.messages.pofile import read_po

from ..i18n import LANGUAGES

STATIC = Path(__file__).parent / "static"
LOCALE = Path(__file__).parent / "locale"
DOMAIN = "web"

#: ``data-i18n="..."`` and ``data-i18n-<attribute>="..."`` in the HTML pages
_HTML_MESSAGE = re.compile(r'data-i18n(?:-[a-z-]+)?="([^"]+)"')


@lru_cache(maxsize=None)
def client_messages(lang: str) -> dict[str, str]:
    """``{msgid: translation}`` for the client's interface in ``lang`` ("en": ``{}``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    if lang == "en":
        return {}
    with catalogue_path(lang).open("rb") as handle:
        catalog = read_po(handle, locale=lang, domain=DOMAIN)
    return {message.id: message.string for message in catalog
            if message.id and message.string and not message.fuzzy}


def catalogue_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def client_msgids() -> set[str]:
    """Every message the client's JavaScript and HTML files use."""
    found = set()
    for path in STATIC.rglob("*.js"):
        with path.open("rb") as handle:
            for _line, _function, message, _comments in extract_javascript(handle, {"t": None}, [], {}):
                # a call whose arguments hold another call comes back as (msgid, None)
                found.add(message[0] if isinstance(message, tuple) else message)
    for path in STATIC.rglob("*.html"):
        found.update(_HTML_MESSAGE.findall(path.read_text(encoding="utf-8")))
    return found
