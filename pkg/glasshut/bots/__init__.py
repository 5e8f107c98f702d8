"""Bots that play through the game protocol only (legal actions of the current state)."""

from __future__ import annotations

from .core.match import Match
from .core.rng import Rng


def random_action(match: Match) -> str:
    """A uniformly random legal action, reproducible from the game's seed and length."""
    legal = match.legal_actions()
    rng = Rng(match.seed * 1_000_003 + len(match.actions))
    return legal[rng.randbelow(len(legal))]


BOTS = {"random": random_action}
