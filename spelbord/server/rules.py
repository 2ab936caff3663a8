"""The games' rules pages for the browser: ``/rules/<game>?lang=xx`` is a static page
(``web/static/rules.html``) that asks ``/api/rules/<game>?lang=xx`` for the page in
HTML with its table of contents (see :mod:`spelbord.rules_pages`)."""
from __future__ import annotations

from fastapi import APIRouter, HTTPException

from ..engine import InvalidOptions
from ..i18n import LANGUAGES
from ..rules_pages import languages, rules_page

router = APIRouter()


@router.get("/api/rules/{game}")
def rules(game: str, lang: str = "en") -> dict:
    """The page of ``game`` in ``lang`` (else English): title, HTML, contents, languages."""
    if lang not in LANGUAGES:
        raise HTTPException(404, f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
    try:
        page = rules_page(game, lang)
    except InvalidOptions as error:
        raise HTTPException(404, str(error)) from None
    except FileNotFoundError as error:
        raise HTTPException(404, str(error)) from None
    return {"game": game, "lang": page.lang, "title": page.title, "html": page.html(),
            "contents": [{"level": h.level, "title": h.title, "anchor": h.anchor} for h in page.headings],
            "languages": languages(game)}
