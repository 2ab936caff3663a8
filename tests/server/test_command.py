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
