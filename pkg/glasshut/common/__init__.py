"""Machinery shared by several games' rules (no game imports another game)."""
