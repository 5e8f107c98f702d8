"""Helpers for the bot tests: seeded positions and seat-rotated duels."""

from __future__ import annotations

from glasshut.bots import make_thinker
from glasshut.core import tinygame  # noqa: F401  (registers "tiny")
from glasshut.core.game import Seat, State
from glasshut.core.registry import get_game
from glasshut.core.rng import Rng


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}") for i in range(n)]


def positions(game_id: str, n_seats: int, seed: int) -> list[State]:
    """A clone of every position of a seeded random game where someone must decide."""
    state = get_game(game_id).new_state(seed, seats(n_seats))
    picker = Rng(seed ^ 0xB07)
    found = []
    while not state.is_over():
        found.append(state.clone())
        state.apply(picker.choice(state.legal_actions()))
    return found


def play(game_id: str, seed: int, levels, iterations: int = 20, options=None) -> State:
    """A whole game, seat i played by `levels[i]`; every choice is checked legal by apply()."""
    state = get_game(game_id).new_state(seed, seats(len(levels)), options)
    move = 0
    while not state.is_over():
        seat = state.to_move()
        bot_seed = seed * 7919 + move
        state.apply(
            make_thinker(state, seat, levels[seat], seed=bot_seed, iterations=iterations).run()
        )
        move += 1
    return state


def duel_result(state: State, seat: int) -> float:
    """1 if `seat` won a 2-player game alone, 1/2 for a shared first place, else 0."""
    mine, theirs = state.scores()[seat], state.scores()[1 - seat]
    if mine.rank == theirs.rank:
        return 0.5
    return 1.0 if mine.rank < theirs.rank else 0.0
