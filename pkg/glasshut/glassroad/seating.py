"""Seat order around the table, for the turn's course and for the cards that reach
the other players (the Supplier's gift)."""

from __future__ import annotations


def order(state) -> list[int]:
    """Seats in clockwise order from the start player."""
    n = len(state.players)
    return [(state.start_player + i) % n for i in range(n)]


def after(state, seat: int) -> list[int]:
    """The other seats in clockwise order after `seat`."""
    n = len(state.players)
    return [(seat + i) % n for i in range(1, n)]
