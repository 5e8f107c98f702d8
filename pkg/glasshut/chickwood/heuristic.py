"""How a position looks to the bots (placeholder: the generic score margin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..bots.heuristic import margins

if TYPE_CHECKING:
    from .state import ChickwoodState


def evaluate(state: ChickwoodState, seat: int) -> float:
    return margins(state.scores())[seat]
