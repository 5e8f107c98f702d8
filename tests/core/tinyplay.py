"""Helpers shared by the core tests: seeded random play of Tiny Race."""

from __future__ import annotations

from glasshut.core import tinygame  # noqa: F401  (registers "tiny")
from glasshut.core.game import Seat
from glasshut.core.match import Match
from glasshut.core.rng import Rng

FOUR = (Seat("Ann"), Seat("Bob", "bot", "random"), Seat("Cy"), Seat("Dee", "bot", "greedy"))
HUMANS = (Seat("Ann"), Seat("Bob"), Seat("Cy"), Seat("Dee"))


def random_match(
    seed: int,
    seats=FOUR,
    options=None,
    moves: int | None = None,
    picker_seed: int | None = None,
) -> Match:
    """A match played with random legal actions, to the end or for `moves` actions."""
    match = Match.new("tiny", seed, seats, options)
    picker = Rng(seed * 31 + 7 if picker_seed is None else picker_seed)
    while not match.is_over() and (moves is None or len(match.actions) < moves):
        match.play(picker.choice(match.legal_actions()))
    return match
