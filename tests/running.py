"""Running a coroutine from a test, whatever event loop the worker already runs.

Playwright's sync API (the browser tests) keeps an event loop running in the
worker's main thread for the whole session, where ``asyncio.run`` refuses to
start; a thread of its own has no loop.
"""
import asyncio
from concurrent.futures import ThreadPoolExecutor


def run(coroutine):
    """``asyncio.run(coroutine)`` in a fresh thread; returns its result."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
