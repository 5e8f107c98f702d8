"""Helpers every game's view tests share: seeded states, random walks, reading markup.

A game's own helper module (e.g. `blackforest_view/bfviewhelp.py`) binds these to its
game and adds what only its drawing needs. `tests/conftest.py` puts this folder on the
import path."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.registry import get_game


def new_state(game_id: str, n: int, seed: int, names, **options):
    """A new game of `game_id` for the first `n` of `names`."""
    return get_game(game_id).new_state(seed, [Seat(names[i]) for i in range(n)], options)


def walk(new, n: int, seed: int, steps: int, every: int = 1, **options):
    """Yield the state at every `every`-th decision of a random game started by
    `new(n, seed, **options)`."""
    st = new(n, seed, **options)
    rng = random.Random(seed * 104729 + n)
    for k in range(steps):
        if st.is_over():
            return
        if k % every == 0:
            yield st
        st.apply(rng.choice(st.legal_actions()))


def random_match(game_id: str, seats, seed: int, until, limit: int = 3000):
    """A match of `game_id` played at random from `seed` until `until(match)` holds, or
    None if it ends or `limit` moves pass first."""
    match = Match.new(game_id, seed, seats)
    rng = random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            return None
        if until(match):
            return match
        match.play(rng.choice(match.legal_actions()))
    return None


def parse(markup: str):
    """Markup as a tree (it must be well formed); several roots are allowed."""
    return ET.fromstring(f"<root>{markup}</root>")


def classes(node) -> set[str]:
    return set((node.get("class") or "").split())


def acted(root) -> dict[str, list]:
    """The elements carrying each legal action (data-act), by action."""
    out: dict[str, list] = {}
    for node in root.iter():
        act = node.get("data-act")
        if act is not None:
            out.setdefault(act, []).append(node)
    return out
