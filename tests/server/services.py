"""PostgreSQL and Redis for the cluster tests, started on loopback ports by the tests.

PostgreSQL: the database ``SPELBORD_TEST_POSTGRES`` names (CI's, from .ci/postgres),
else a private one made with Debian's ``initdb`` in a temporary folder. Redis:
Debian's ``redis-server``, one per test session, with nothing written to disk.
When either cannot be started the tests that need it are skipped with the reason.
"""
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time

import pytest


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait(check, seconds: float, what: str) -> None:
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        if check():
            return
        time.sleep(0.1)
    pytest.skip(f"{what} did not start within {seconds:g} s")


class Redis:
    def __init__(self):
        server = shutil.which("redis-server")
        if not server:
            pytest.skip("no Redis: apt-get install redis-server (.ci/run installs it)")
        self.server, self.port = server, free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        redis = pytest.importorskip("redis", reason="the Redis client: pip install -e '.[cluster]'")
        self.start()

    def start(self) -> None:
        """Start it (again, on the same port)."""
        import redis
        self.process = subprocess.Popen(
            [self.server, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def answers():
            try:
                return redis.Redis.from_url(self.url).ping()
            except redis.RedisError:
                return False
        _wait(answers, 10, "redis-server")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


class Postgres:
    """The URL of a PostgreSQL database the tests may make schemas in."""

    def __init__(self):
        self.process = self.folder = None
        self.url = os.environ.get("SPELBORD_TEST_POSTGRES")
        if self.url:
            return
        found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not found:
            pytest.skip("no PostgreSQL: set SPELBORD_TEST_POSTGRES, or apt-get install postgresql")
        bin_dir = os.path.dirname(found[-1])
        self.folder = tempfile.mkdtemp(prefix="spelbord-pg-")
        as_user = []
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            shutil.chown(self.folder, "postgres")
            as_user = ["runuser", "-u", "postgres", "--"]
        data, port = os.path.join(self.folder, "data"), free_port()
        subprocess.run([*as_user, f"{bin_dir}/initdb", "-D", data, "-A", "trust", "-U", "spelbord"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.process = subprocess.Popen(
            [*as_user, f"{bin_dir}/postgres", "-D", data, "-p", str(port), "-h", "127.0.0.1",
             "-k", self.folder, "-c", "fsync=off"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"postgresql://spelbord@127.0.0.1:{port}/postgres"
        ready = f"{bin_dir}/pg_isready"
        _wait(lambda: subprocess.run([ready, "-h", "127.0.0.1", "-p", str(port)],
                                     stdout=subprocess.DEVNULL).returncode == 0, 30, "PostgreSQL")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=30)
            shutil.rmtree(self.folder, ignore_errors=True)
