"""Black Forest (Rosenberg & Lorenz, 2024) for 1 to 4 players.

`import glasshut.blackforest` registers the game under the id "blackforest".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import Game, Seat
from ..core.registry import register
from .data import MAX_ACTIONS
from .position import read_position
from .state import BlackForestState


class BlackForestGame(Game):
    id = "blackforest"
    title = "Black Forest"
    rules_version = 2  # 2: the rules fixes of docs/rules-decisions.md, "Changes in rules version 2"
    max_actions = MAX_ACTIONS
    min_seats = 1
    max_seats = 4
    # first_game: every small Building on side A; start_player: -1 = drawn at random.
    default_options = {"first_game": False, "start_player": -1}
    option_labels = {"first_game": "First game: every small Building on its A side"}

    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> BlackForestState:
        merged = self.check_setup(seats, options)
        if not isinstance(merged["first_game"], bool):
            raise ValueError("The option first_game is true or false.")
        start = merged["start_player"]
        if isinstance(start, bool) or not isinstance(start, int) or start >= len(seats):
            raise ValueError("The option start_player is a seat number, or -1 for random.")
        return BlackForestState(seed, tuple(seats), merged)

    def from_position(self, data: Any) -> BlackForestState:
        """A state from a position (docs/position-format.md); PositionError if it is not one."""
        return read_position(self, data)


GAME = register(BlackForestGame())
BlackForestState.game = GAME

__all__ = ["GAME", "BlackForestGame", "BlackForestState"]
