"""Bots for Scarab Lords (placeholder replaced below)."""
