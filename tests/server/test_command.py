"""``spelbord serve``: where it keeps its tables, and a bad database in one line."""
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
