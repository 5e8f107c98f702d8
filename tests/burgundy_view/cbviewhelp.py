"""Shared helpers for the Burgundy view tests: seeded positions, drawing, parsing."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from glasshut.burgundy import GAME
from glasshut.burgundy.view import areas
from glasshut.core.game import Seat

NAMES = ("Anna", "Benno", "Carla", "Dario")


def new(n: int, seed: int = 1, names=NAMES, **options):
    return GAME.new_state(seed, [Seat(names[i]) for i in range(n)], options)


def walk(n: int, seed: int, steps: int, every: int = 1, **options):
    """Yield the state at every `every`-th decision of a random game."""
    st = new(n, seed, **options)
    rng = random.Random(seed * 104729 + n)
    for k in range(steps):
        if st.is_over():
            return
        if k % every == 0:
            yield st
        st.apply(rng.choice(st.legal_actions()))


def view(st, viewer="mover"):
    if viewer == "mover":
        viewer = st.to_move()
    legal = st.legal_actions() if viewer is not None and viewer == st.to_move() else []
    return areas(st, viewer, legal), legal


def parse(markup: str):
    """The markup as a tree (it must be well formed)."""
    return ET.fromstring(f"<root>{markup}</root>")


def whole(v) -> str:
    return v.board + v.me + v.others + v.strip + v.end_extra + v.notes


def classes(node) -> set[str]:
    return set((node.get("class") or "").split())


def acted(root) -> dict[str, list]:
    out: dict[str, list] = {}
    for node in root.iter():
        act = node.get("data-act")
        if act is not None:
            out.setdefault(act, []).append(node)
    return out
