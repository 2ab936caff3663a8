"""``spelbord serve``: where it keeps its tables, and a bad database in one line."""
import pytest
from click.testing import CliRunner

from spelbord.cli import main
from spelbord.cli.serve import default_database_url


def test_the_tables_are_kept_in_the_users_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_database_url()
    assert url == f"sqlite:///{tmp_path / 'spelbord' / 'spelbord.db'}"
    assert (tmp_path / "spelbord").is_dir()


def test_a_database_that_cannot_be_opened_is_one_line_of_error():
    result = CliRunner().invoke(main, ["serve", "--database", "nosuchdb://x"])
    assert result.exit_code == 1
    assert "Cannot open the database nosuchdb://x" in result.output
    assert "Traceback" not in result.output


def test_several_processes_need_postgresql():
    """Processes on several machines share one database: SQLite is one machine's file."""
    result = CliRunner().invoke(main, ["serve", "--database", "sqlite:///x.db", "--redis", "redis://127.0.0.1:1/0"])
    assert result.exit_code == 2
    assert "--redis needs a PostgreSQL database" in result.output


def test_a_redis_that_cannot_be_reached_is_one_line_of_error():
    pytest.importorskip("redis", reason="the Redis client: pip install -e '.[cluster]'")
    result = CliRunner().invoke(main, ["serve", "--database", "postgresql://nobody@127.0.0.1:1/x",
                                       "--redis", "redis://127.0.0.1:1/0"])
    assert result.exit_code == 1
    assert "Cannot reach Redis at redis://127.0.0.1:1/0" in result.output
    assert "Traceback" not in result.output


def test_the_server_settles_its_memory_once_started_so_full_collections_skip_what_never_dies(tmp_path, monkeypatch):
    """A full collection holds the event loop while it walks every object; the modules'
    alone cost about 0.1 s of it (docs/performance.md, The server). ``spelbord serve``
    freezes what lives once the running tables are replayed, and collects the young
    less often; the app the tests build does neither (the test process is not the server's).
    Its threads (the store's writer) take the interpreter from a busy event loop within
    SWITCH_INTERVAL rather than Python's 5 ms (docs/performance.md, The server)."""
    import gc
    import sys

    import uvicorn
    from fastapi.testclient import TestClient

    from spelbord.server import create_app
    from spelbord.server.app import COLLECTOR_THRESHOLDS, SWITCH_INTERVAL
    before, interval = gc.get_threshold(), sys.getswitchinterval()
    seen = {}

    def run(app, **settings):
        with TestClient(app):
            seen.update(frozen=gc.get_freeze_count(), thresholds=gc.get_threshold(),
                        interval=sys.getswitchinterval())
    monkeypatch.setattr(uvicorn, "run", run)
    try:
        database = f"sqlite:///{tmp_path / 'serve.db'}"
        with TestClient(create_app(database)):
            assert gc.get_freeze_count() == 0 and gc.get_threshold() == before
            assert sys.getswitchinterval() == interval
        result = CliRunner().invoke(main, ["serve", "--database", database, "--board-workers", "0"])
        assert result.exit_code == 0, result.output
        assert seen["frozen"] > 10_000 and seen["thresholds"] == COLLECTOR_THRESHOLDS
        assert seen["interval"] == SWITCH_INTERVAL < 0.005
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
        sys.setswitchinterval(interval)


def test_two_cores_give_one_board_worker(monkeypatch):
    """The workers are fed through pipes the event loop reads itself (no thread of the
    server's competes with it for the interpreter lock), so on two cores one worker takes
    the boards off the event loop's core; one core draws them on the event loop."""
    import os

    from spelbord.cli.serve import default_board_workers
    for cores, workers in ((1, 0), (2, 1), (8, 7)):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid, n=cores: set(range(n)))
        assert default_board_workers() == workers
