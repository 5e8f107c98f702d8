"""The Castles of Burgundy (Stefan Feld, 2011; first edition) for 2 to 4 players.

`import glasshut.burgundy` registers the game under the id "burgundy".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.game import Game, Seat, State
from ..core.registry import register
from . import heuristic
from .data import MAX_ACTIONS
from .state import BurgundyState


class BurgundyGame(Game):
    id = "burgundy"
    title = "The Castles of Burgundy"
    # 2: a round after the first begins with its start player's "roll", a step of its
    # own; version 1 rolled inside the action that ended the round. Its saves replay
    # with the roll put in (`older_rules_step`).
    rules_version = 2
    older_rules_versions = frozenset({1})
    max_actions = MAX_ACTIONS
    min_seats = 2
    max_seats = 4
    # start_player: -1 = drawn at random. varied_estates: boards 2-9 with the start
    # castle placed by choice; secret_estates: those choices are made in secret.
    default_options = {"start_player": -1, "varied_estates": False, "secret_estates": False}
    option_labels = {
        "varied_estates": "Varied estates: boards 2-9, start castle placed by choice",
        "secret_estates": "With varied estates, choose them in secret",
    }

    def new_state(
        self, seed: int, seats: Sequence[Seat], options: Mapping[str, Any] | None = None
    ) -> BurgundyState:
        merged = self.check_setup(seats, options)
        for key in ("varied_estates", "secret_estates"):
            if not isinstance(merged[key], bool):
                raise ValueError(f"The option {key} is true or false.")
        start = merged["start_player"]
        if isinstance(start, bool) or not isinstance(start, int) or not -1 <= start < len(seats):
            raise ValueError("The option start_player is a seat number, or -1 for random.")
        return BurgundyState(seed, tuple(seats), merged)

    def older_rules_step(self, state: State, rules_version: int) -> str | None:
        """Version 1 rolled a round's dice inside the action that ended the round."""
        if rules_version == 1 and isinstance(state, BurgundyState) and state.awaits_roll():
            return "roll"
        return None

    def from_position(self, data: Any) -> State:
        """A state from a position (its `snapshot()`); PositionError naming the key if
        it is not one. Every value is checked before the state is built (position.py)."""
        from .position import read_position

        return read_position(self, data)

    # The bots, wired in here rather than in the rules they play (state.py hands on).
    def strong_bot(self, state: BurgundyState, seat: int | None, previous=None, **settings):
        """The Strong level's search for this game (bot.py); `previous` is not used:
        every decision is searched afresh."""
        from .bot import strong_bot

        return strong_bot(state, seat, **settings)

    def evaluate(self, state: BurgundyState, seat: int) -> float:
        """The bots' estimate of how `seat` stands, in points (heuristic.py)."""
        return heuristic.evaluate(state, seat)


GAME = register(BurgundyGame())
BurgundyState.game = GAME

__all__ = ["GAME", "BurgundyGame", "BurgundyState"]
