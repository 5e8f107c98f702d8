"""Glasshut: rules engines for heavy Euro board games, with no browser imports."""

__version__ = "0.1.0"
