"""The browser client: static pages and scripts in ``static/``, their translations in ``locale/``."""
