"""The multiplayer server: a lobby over HTTP, tables over WebSockets, bots server-side.

Run it with ``spelbord serve``; build it in code with :func:`create_app`.
The protocol and storage are described in docs/server.md.
"""
from .app import create_app

__all__ = ["create_app"]
