"""Imports every game package so each one registers itself."""

from . import blackforest  # noqa: F401
