"""Running event loops from a test, whatever event loop the worker already runs.

Playwright's sync API (the browser tests) keeps an event loop running in the
worker's main thread for the whole session, where ``asyncio.run`` and
``loop.run_until_complete`` refuse to start; a thread of its own has no loop.
"""
import asyncio
from concurrent.futures import ThreadPoolExecutor


def in_thread(function, *args, **kwargs):
    """``function(*args, **kwargs)`` in a fresh thread; returns its result or raises its error."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(function, *args, **kwargs).result()


def run(coroutine):
    """``asyncio.run(coroutine)`` in a fresh thread; returns its result."""
    return in_thread(asyncio.run, coroutine)
