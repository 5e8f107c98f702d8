"""The bots' evaluation: points now, plus what the goods and Buildings held are worth.

A first estimate. Points are the score as it stands; building materials count for
part of a point each (Glass and Brick more, as they cost several basic goods), a
Processing building for its future trades while periods remain, and Forests
cleared for the room they make. The value is the seat's estimate minus the best
other seat's (solo: the estimate itself).
"""

from __future__ import annotations

from .data import BUILDINGS, PROCESSING
from .production import amount
from .scoring import lines

# chosen: weights set by hand from the rulebook's own guide (Glass ~ 5 basic goods,
# Brick ~ 3); not tuned yet.
GOOD_WEIGHTS = {
    "wood": 0.3,
    "clay": 0.3,
    "glass": 1.2,
    "brick": 0.8,
    "sand": 0.1,
    "water": 0.1,
    "food": 0.12,
    "charcoal": 0.12,
}
PROCESSING_PER_PERIOD = 0.6
EMPTY_SPACE = 0.15


def estimate(state, seat: int) -> float:
    player = state.players[seat]
    value = float(sum(line.points for line in lines(player)))
    left = max(0, state.periods - state.period + (0 if state.phase == "final" else 1))
    if state.phase in ("final", "over"):
        return value
    for g, w in GOOD_WEIGHTS.items():
        value += w * min(amount(player.wheels, g), 7)
    processing = sum(1 for v in player.cells if v in BUILDINGS and BUILDINGS[v].kind == PROCESSING)
    value += PROCESSING_PER_PERIOD * processing * left / max(1, state.periods)
    value += EMPTY_SPACE * player.cells.count("")
    return value


def evaluate(state, seat: int) -> float:
    mine = estimate(state, seat)
    if len(state.players) == 1:
        return mine
    return mine - max(estimate(state, i) for i in range(len(state.players)) if i != seat)
