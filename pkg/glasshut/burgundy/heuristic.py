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
    "stored_tile": 2.0,  # a stored tile with a space to go to
    "stored_dead": 0.3,  # one with no open space now
    "stored_animal": 0.5,  # per animal on a stored animal tile that fits
    "good": 1.2,  # per unsold goods tile, beyond its end point
    "worker": 0.5,  # per worker up to WORKERS_WANTED, beyond its end value
    "silverling": 0.6,  # beyond its end point: buys tiles
    "region": 0.8,  # share of a region's worth (size points + a later phase bonus) covered
    "colour": 0.5,  # share of a colour bonus still to claim, per share covered
    "mine": 1.0,  # per mine and phase end still to come
    "knowledge_rule": 2.0,  # a rule-changing knowledge tile in the estate, times share left
}
WORKERS_WANTED = 4  # more than this in hand are worth their end points only
ROUNDS_PER_GAME = len(D.PHASES) * D.ROUNDS_PER_PHASE


def rounds_left(st: BurgundyState) -> int:
    """Rounds still to come, the current one included."""
    return (len(D.PHASES) - 1 - st.phase) * D.ROUNDS_PER_PHASE + D.ROUNDS_PER_PHASE - st.round + 1


def quick_total(st: BurgundyState, seat: int) -> int:
    """The seat's score as `scores()` counts it, without building the lines."""
    total = sum(st.points[seat]) + sum(st.goods[seat]) + st.silverlings[seat]
    total += st.workers[seat] // D.END_WORKERS_PER_POINT
    if st.knowledge[seat] >> 15:
        total += sum(line.points for line in knowledge_lines(st, seat))
    return total


# id of a board's regions -> (those regions, each region once with its size, colour
# and completion points); evaluation runs thousands of times a decision.
_REGION_ROWS: dict[int, tuple] = {}


def _regions(regions: tuple, colours: str) -> list[tuple]:
    cached = _REGION_ROWS.get(id(regions))
    if cached is None or cached[0] is not regions:
        rows = {}
        for space, region in enumerate(regions):
            if region not in rows:
                rows[region] = (region, len(region), colours[space], D.REGION_POINTS[len(region)])
        cached = _REGION_ROWS[id(regions)] = (regions, list(rows.values()))
    return cached[1]


def potential(st: BurgundyState, seat: int) -> float:
    """Points the seat's holdings may still bring, shrinking towards the end (`left`:
    the share of the game's rounds still to come)."""
    if st.stage == "over":
        return 0.0
    left = rounds_left(st) / ROUNDS_PER_GAME
    w = WEIGHTS
    value = 0.0
    spaces = estate.frontier(st, seat) if st.storage[seat] else []
    for tile in st.storage[seat]:
        if estate.open_spaces(st, seat, tile, spaces):
            value += w["stored_tile"]
            if D.tile_colour(tile) == D.ANIMAL:
                value += w["stored_animal"] * D.animal_count(tile)
        else:
            value += w["stored_dead"]
    value += sum(st.goods[seat]) * w["good"] * min(1.0, 4 * left)
    value += min(st.workers[seat], WORKERS_WANTED) * w["worker"] * min(1.0, 3 * left)
    value += st.silverlings[seat] * w["silverling"] * min(1.0, 3 * left)
    est = st.estates[seat]
    later_bonus = D.PHASE_BONUS[min(st.phase + 1, len(D.PHASE_BONUS) - 1)]
    region_weight = w["region"] * min(1.0, 2 * left)
    covered_by_colour = dict.fromkeys(D.COLOURS, 0)
    for region, size, colour, size_points in _regions(st.regions[seat], st.colours[seat]):
        covered = 0
        for space in region:
            if est[space]:
                covered += 1
        if covered:
            covered_by_colour[colour] += covered
            if covered < size:
                value += region_weight * (size_points + later_bonus) * covered / size
    for colour, covered in covered_by_colour.items():
        claims = st.bonus_claims[colour]
        if covered and len(claims) < 2 and seat not in claims:
            bonus = D.large_bonus(st.players) if not claims else D.small_bonus(st.players)
            value += w["colour"] * bonus * covered / D.COLOUR_COUNTS[colour]
    phase_ends = len(D.PHASES) - st.phase
    value += est.count("mine") * w["mine"] * phase_ends
    rules = bin(st.knowledge[seat] & ((1 << 15) - 1)).count("1")
    value += rules * w["knowledge_rule"] * left
    return value


def evaluate(st: BurgundyState, seat: int) -> float:
    values = [quick_total(st, s) + potential(st, s) for s in range(st.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_other
