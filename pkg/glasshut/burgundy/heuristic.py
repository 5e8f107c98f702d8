"""How a Castles of Burgundy position looks to the bots: points now, plus what the
seat holds that can still become points, against the best other seat.

Points alone make a bot short-sighted: taking a tile into storage or loading goods
scores nothing until the tile is added or the goods are sold. So stored tiles that
fit somewhere, goods, workers and half-covered regions count for part of what they
can bring, less as the game nears its end. Bot weights, not game data: they only
change how the bots play; they were set by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from . import estate
from .scoring import knowledge_lines

if TYPE_CHECKING:
    from .state import BurgundyState

WEIGHTS = {
    "stored_tile": 3.0,  # a stored tile with a space to go to
    "stored_dead": 0.3,  # one with no open space now
    "good": 1.2,  # per unsold goods tile, beyond its end point
    "worker": 0.4,  # beyond the half point it scores at the end
    "silverling": 0.6,  # beyond its end point: buys tiles
    "region": 0.5,  # share of a region's size points per share covered
    "knowledge_early": 2.0,  # a rule-changing knowledge tile in the estate, per phase left
}
TURNS_PER_GAME = 25


def turns_left(st: BurgundyState) -> int:
    """Rounds still to come, the current one included."""
    return (len(D.PHASES) - 1 - st.phase) * D.ROUNDS_PER_PHASE + D.ROUNDS_PER_PHASE - st.round + 1


def quick_total(st: BurgundyState, seat: int) -> int:
    """The seat's score as `scores()` counts it, without building the lines."""
    total = sum(st.points[seat]) + sum(st.goods[seat]) + st.silverlings[seat]
    total += st.workers[seat] // D.END_WORKERS_PER_POINT
    if st.knowledge[seat] >> 15:
        total += sum(line.points for line in knowledge_lines(st, seat))
    return total


def potential(st: BurgundyState, seat: int) -> float:
    """Points the seat's holdings may still bring, shrinking towards the end."""
    left = turns_left(st) / TURNS_PER_GAME
    if st.stage == "over":
        return 0.0
    w = WEIGHTS
    value = 0.0
    for tile in st.storage[seat]:
        fits = estate.open_spaces(st, seat, tile)
        value += w["stored_tile"] if fits else w["stored_dead"]
    value += sum(st.goods[seat]) * w["good"] * min(1.0, 4 * left)
    value += st.workers[seat] * w["worker"] * min(1.0, 3 * left)
    value += st.silverlings[seat] * w["silverling"] * min(1.0, 3 * left)
    covered_regions = set()
    est = st.estates[seat]
    for space, tile in enumerate(est):
        if tile:
            covered_regions.add(st.regions[seat][space])
    for region in covered_regions:
        covered = sum(1 for s in region if est[s])
        if covered < len(region):
            value += w["region"] * D.REGION_POINTS[len(region)] * covered / len(region) * left
    rules = bin(st.knowledge[seat] & ((1 << 15) - 1)).count("1")
    value += rules * w["knowledge_early"] * left
    return value


def evaluate(st: BurgundyState, seat: int) -> float:
    values = [quick_total(st, s) + potential(st, s) for s in range(st.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_other
