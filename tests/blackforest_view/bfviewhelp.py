"""Shared helpers for the board view tests: states, rendering, parsing."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import viewhelp
from glasshut.blackforest.view import render
from viewhelp import acted, classes  # noqa: F401 - the view tests import them from here

NAMES = ("Ada", "Bruno", "Clara", "Dario")


def new(n: int, seed: int = 1, names=NAMES, **options):
    return viewhelp.new_state("blackforest", n, seed, names, **options)


def played(n: int, seed: int, steps: int, names=NAMES, **options):
    """A state after `steps` random decisions (or the end, if sooner)."""
    st = new(n, seed, names, **options)
    rng = random.Random(seed * 7919 + n)
    for _ in range(steps):
        if st.is_over():
            break
        st.apply(rng.choice(st.legal_actions()))
    return st


def walk(n: int, seed: int, steps: int, every: int = 1):
    """Yield the state at every `every`-th decision of a random game."""
    return viewhelp.walk(new, n, seed, steps, every)


def draw(st, viewer="mover", legal=None):
    """(markup, placed, parsed tree, legal) for the seat to move by default."""
    if viewer == "mover":
        viewer = st.to_move()
    if legal is None:
        legal = st.legal_actions()
    markup, placed = render(st, viewer, legal)
    return markup, placed, ET.fromstring(markup), legal


def find_class(root, cls: str) -> list:
    return [n for n in root.iter() if cls in classes(n)]


def title(node) -> str:
    """What the element explains on hover or focus: the page's tooltip (data-tip), or
    else the browser's own (an SVG <title> child)."""
    if node.get("data-tip"):
        return node.get("data-tip")
    t = node.find("title")
    return t.text if t is not None else ""


def parents(root) -> dict:
    return {child: parent for parent in root.iter() for child in parent}


def ancestors(node, up: dict):
    while node in up:
        node = up[node]
        yield node


def section(root, seat: int):
    return next(n for n in root.iter("section") if n.get("data-seat") == str(seat))
