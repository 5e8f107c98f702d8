"""Glass Road (Rosenberg, 2013) for 1 to 4 players.

`import glasshut.glassroad` registers the game under the id "glassroad".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import Game, Seat, State
from ..core.registry import register
from .data import MAX_ACTIONS
from .state import GlassRoadState, from_snapshot


class GlassRoadGame(Game):
    id = "glassroad"
    title = "Glass Road"
    # 2: a Forest fee is its own step, chosen on the board (clear:C); 3: a gift is not
    # offered onto a wheel already at 7 of the good. Version 2 saves replay unchanged
    # unless they took such a gift (it gained nothing), which is then refused.
    rules_version = 3
    older_rules_versions = frozenset({2})
    max_actions = MAX_ACTIONS
    min_seats = 1
    max_seats = 4
    # intro: only the introductory Buildings; long: five building periods (2-4 players);
    # small_board: 4 players use the 1-3 player side (4 Buildings a row); start_player:
    # -1 = drawn at random.
    default_options = {"intro": False, "long": False, "small_board": False, "start_player": -1}

    @property
    def option_labels(self) -> dict[str, str]:  # type: ignore[override]
        """The setup options' names, in the page's language (texts.py)."""
        from .texts import T

        return {key: T(f"option.{key}") for key in ("intro", "long", "small_board")}

    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> GlassRoadState:
        merged = self.check_setup(seats, options)
        for key in ("intro", "long", "small_board"):
            if not isinstance(merged[key], bool):
                raise ValueError(f"The option {key} is true or false.")
        if merged["long"] and len(seats) == 1:
            raise ValueError("The longer game is for 2 to 4 players; solo always has 7 periods.")
        start = merged["start_player"]
        if isinstance(start, bool) or not isinstance(start, int) or not -1 <= start < len(seats):
            raise ValueError("The option start_player is a seat number, or -1 for random.")
        return GlassRoadState(seed, tuple(seats), merged)

    def from_position(self, data: Any) -> State:
        """A state from a position (its `snapshot()`); PositionError if it is not one."""
        from .position import read_position

        return read_position(self, data)

    # The bots, wired in here rather than in the rules they play (state.py hands on).
    def strong_bot(self, state: GlassRoadState, seat: int | None, previous=None, **settings):
        """The Strong level's own search for this game (bot.py)."""
        from .bot import strong_bot

        return strong_bot(state, seat, previous=previous, **settings)

    def evaluate(self, state: GlassRoadState, seat: int) -> float:
        """The bots' estimate of how `seat` stands, in points (heuristic.py)."""
        from . import heuristic

        return heuristic.evaluate(state, seat)


GAME = register(GlassRoadGame())
GlassRoadState.game = GAME

__all__ = ["GAME", "GlassRoadGame", "GlassRoadState", "from_snapshot"]
