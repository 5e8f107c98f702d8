"""Shared helpers for the Burgundy view tests: seeded positions, drawing, parsing."""

from __future__ import annotations

import viewhelp
from glasshut.burgundy.view import areas
from viewhelp import acted, classes, parse  # noqa: F401 - the view tests import them here

NAMES = ("Anna", "Benno", "Carla", "Dario")


def new(n: int, seed: int = 1, names=NAMES, **options):
    return viewhelp.new_state("burgundy", n, seed, names, **options)


def walk(n: int, seed: int, steps: int, every: int = 1, **options):
    """Yield the state at every `every`-th decision of a random game."""
    return viewhelp.walk(new, n, seed, steps, every, **options)


def view(st, viewer="mover"):
    if viewer == "mover":
        viewer = st.to_move()
    legal = st.legal_actions() if viewer is not None and viewer == st.to_move() else []
    return areas(st, viewer, legal), legal


def whole(v) -> str:
    return v.board + v.me + v.others + v.strip + v.end_extra + v.notes
