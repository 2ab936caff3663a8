"""Servers for the tests: the app in-process (Starlette's TestClient) over SQLite,
and over PostgreSQL when ``SPELBORD_TEST_POSTGRES`` names a database
(``postgresql://user:password@host/db``); each test gets its own schema there."""
import os
import uuid

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from spelbord.server import create_app
from spelbord.server.store import _with_driver

POSTGRES = os.environ.get("SPELBORD_TEST_POSTGRES")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    """A fresh, empty database of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'spelbord.db'}"
        return
    if not POSTGRES:
        pytest.skip("no PostgreSQL: set SPELBORD_TEST_POSTGRES=postgresql://user:password@host/db")
    schema = "test_" + uuid.uuid4().hex[:12]
    engine = create_engine(_with_driver(POSTGRES))
    with engine.begin() as db:
        db.execute(text(f"CREATE SCHEMA {schema}"))
    separator = "&" if "?" in POSTGRES else "?"
    yield f"{POSTGRES}{separator}options=-csearch_path%3D{schema}"
    with engine.begin() as db:
        db.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    engine.dispose()


@pytest.fixture
def start(database_url):
    """``start()`` runs a server on the test's database; call it again after
    leaving the first one's ``with`` to restart on the same data."""
    def start(bot_delay=0.0):
        return TestClient(create_app(database_url, bot_delay=bot_delay))
    return start


@pytest.fixture
def client(start):
    with start() as client:
        yield client
