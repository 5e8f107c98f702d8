"""Chickwood Forest (Matt Loomis, 2017) for 2 to 5 players.

`import glasshut.chickwood` registers the game under the id "chickwood".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import Game, Seat, State
from ..core.registry import register
from .data import MAX_ACTIONS
from .position import read_position
from .state import ChickwoodState, from_snapshot


class ChickwoodGame(Game):
    id = "chickwood"
    title = "Chickwood Forest"
    rules_version = 1
    max_actions = MAX_ACTIONS
    min_seats = 2
    max_seats = 5
    default_options = {"legendary": False}
    option_labels = {"legendary": "Legendary cards: five special cards join the loot"}

    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> ChickwoodState:
        merged = self.check_setup(seats, options)
        if not isinstance(merged["legendary"], bool):
            raise ValueError("The option legendary is true or false.")
        return ChickwoodState(seed, tuple(seats), merged)

    def from_position(self, data: Any) -> State:
        """A state from a position (its `snapshot()`), every value checked first
        (position.py); PositionError naming the key if it is not one."""
        return read_position(self, data)

    # The bots, wired in here rather than in the rules they play (state.py hands on).
    def evaluate(self, state: ChickwoodState, seat: int) -> float:
        """The bots' estimate of how `seat` stands, in points (heuristic.py)."""
        from . import heuristic

        return heuristic.evaluate(state, seat)

    def strong_bot(self, state: ChickwoodState, seat: int | None, previous=None, **settings):
        """The Strong level's search (bot.py); each decision plays the round out
        afresh, so `previous` is not used."""
        from .bot import ChickwoodSearch

        return ChickwoodSearch(state, seat, **settings)


GAME = register(ChickwoodGame())
ChickwoodState.game = GAME

__all__ = ["GAME", "ChickwoodGame", "ChickwoodState", "from_snapshot"]
