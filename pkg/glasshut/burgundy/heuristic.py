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


# Spaces as bits: a seat's covered spaces are one int, so a region's or a colour's
# covered count is one AND and a bit count (evaluation runs thousands of times a
# decision).
_NEIGHBOUR_BITS = tuple(
    sum(1 << other for other in D.NEIGHBOURS[space]) for space in range(D.N_SPACES)
)
_BOARD_ROWS: dict[int, tuple] = {}  # id of a board's regions -> see _board


def _board(regions: tuple, colours: str) -> tuple:
    """(regions, each region once as (its spaces' bits, size, colour, completion
    points), each colour's spaces' bits, colours in D.COLOURS order)."""
    cached = _BOARD_ROWS.get(id(regions))
    if cached is None or cached[0] is not regions:
        rows = {}
        for space, region in enumerate(regions):
            if region not in rows:
                bits = sum(1 << other for other in region)
                rows[region] = (bits, len(region), colours[space], D.REGION_POINTS[len(region)])
        colour_bits = {
            colour: sum(1 << s for s, c in enumerate(colours) if c == colour)
            for colour in D.COLOURS
        }
        cached = _BOARD_ROWS[id(regions)] = (regions, list(rows.values()), colour_bits)
    return cached


_TILE_COLOURS: dict[str, str] = {}


def _colour_of(tile: str) -> str:
    colour = _TILE_COLOURS.get(tile)
    if colour is None:
        colour = _TILE_COLOURS[tile] = D.tile_colour(tile)
    return colour


def _covered_and_frontier(est: list[str]) -> tuple[int, int]:
    """The covered spaces' bits, and the bits of the empty spaces next to them."""
    covered = near = 0
    for space, tile in enumerate(est):
        if tile:
            covered |= 1 << space
            near |= _NEIGHBOUR_BITS[space]
    return covered, near & ~covered


def potential(st: BurgundyState, seat: int) -> float:
    """Points the seat's holdings may still bring, shrinking towards the end (`left`:
    the share of the game's rounds still to come)."""
    if st.stage == "over":
        return 0.0
    left = rounds_left(st) / ROUNDS_PER_GAME
    w = WEIGHTS
    value = 0.0
    est = st.estates[seat]
    covered_bits, frontier_bits = _covered_and_frontier(est)
    _, rows, colour_bits = _board(st.regions[seat], st.colours[seat])
    for tile in st.storage[seat]:
        colour = _colour_of(tile)
        fits = frontier_bits & colour_bits[colour]  # open spaces of its colour
        if fits and colour == D.BUILDING and not st.has_knowledge(seat, 1):
            fits = any(
                fits >> space & 1 and estate.building_allowed(st, seat, tile, space)
                for space in range(D.N_SPACES)
            )
        if fits:
            value += w["stored_tile"]
            if colour == D.ANIMAL:
                value += w["stored_animal"] * D.animal_count(tile)
        else:
            value += w["stored_dead"]
    value += sum(st.goods[seat]) * w["good"] * min(1.0, 4 * left)
    value += min(st.workers[seat], WORKERS_WANTED) * w["worker"] * min(1.0, 3 * left)
    value += st.silverlings[seat] * w["silverling"] * min(1.0, 3 * left)
    later_bonus = D.PHASE_BONUS[min(st.phase + 1, len(D.PHASE_BONUS) - 1)]
    region_weight = w["region"] * min(1.0, 2 * left)
    for bits, size, _colour, size_points in rows:
        covered = (covered_bits & bits).bit_count()
        if covered and covered < size:
            value += region_weight * (size_points + later_bonus) * covered / size
    for colour, bits in colour_bits.items():
        covered = (covered_bits & bits).bit_count()
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
