"""A real server and a real headless Chromium for the browser tests.

The server runs in its own process on a free port with a fresh SQLite file,
exactly as ``spelbord serve`` runs it, except that bots move without the pause
people get to follow them (so a whole game takes seconds). Chromium is Debian's
``/usr/bin/chromium`` (``.ci/run`` installs it), driven by Playwright; each test
gets a fresh browser profile.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("SPELBORD_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

#: ``spelbord serve`` (its board workers, its settled memory) with bots that do not pause
#: before moving, and without the limits per client address (every test of a worker creates
#: its tables from the same address; tests/server tests the limits)
SERVER = """
import sys, uvicorn
from spelbord.cli.serve import default_board_workers
from spelbord.server import create_app, limits
limits.CONNECTIONS_PER_ADDRESS = 10**9
unlimited = limits.RateLimit(burst=10**9, every=1e-9)
uvicorn.run(create_app(sys.argv[2], bot_delay=0.0, create_limit=unlimited, board_workers=default_board_workers(),
                       settled=True), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning",
            ws="websockets-sansio")
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_until_up(url: str, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped at start: {process.stderr.read().decode()}")
        try:
            with urllib.request.urlopen(url + "/api/games", timeout=2):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"the server did not answer at {url} within {seconds} s")


def start_server(port: int, database: str) -> subprocess.Popen:
    """A server process on ``port`` keeping its tables in ``database``; returns once it answers."""
    process = subprocess.Popen([sys.executable, "-c", SERVER, str(port), database],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_until_up(f"http://127.0.0.1:{port}", process)
    except RuntimeError:
        process.kill()
        raise
    return process


def stop_server(process: subprocess.Popen) -> None:
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """The address of a running server (one per test worker), stopped at the end."""
    port = free_port()
    process = start_server(port, f"sqlite:///{tmp_path_factory.mktemp('server')}/tables.db")
    yield f"http://127.0.0.1:{port}"
    stop_server(process)


@pytest.fixture(scope="session")
def playwright():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"no Chromium at {CHROMIUM}: install Debian's chromium package (.ci/run does)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as driver:
        yield driver


def open_browser(playwright, profile: Path, locale: str = "en-GB"):
    """A Chromium with the fresh profile folder ``profile``, speaking ``locale``;
    returns (context, page)."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM,
        args=CHROMIUM_ARGS, headless=True, locale=locale,
        viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(20_000)
    page = context.pages[0] if context.pages else context.new_page()
    return context, page


@pytest.fixture
def browser_page(playwright, tmp_path):
    """A page in a fresh English-speaking browser profile."""
    context, page = open_browser(playwright, tmp_path / "profile")
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    """Save the page as test-artifacts/<name>.png (kept by CI, ignored by git)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
