"""The bots' evaluation: points now, plus what goods, cards and Buildings held promise.

An estimate in points. The score as it stands, plus: building materials at part of a
point each (Glass and Brick more, as the rulebook's guide says they cost about 5 and
3 basic goods), a Processing building for the trades still to come, empty spaces
and landscape tiles for the room and the counts they give, and the cards still in
hand for what they will bring when played (a building action is worth most when the
player can pay for something on offer). The value of a seat is its estimate minus
the best other seat's (solo: the estimate itself). After the last period only the
score counts.
"""

from __future__ import annotations

from .buildings import affordable, on_offer
from .data import (
    BUILDINGS,
    CARDS_CHOSEN,
    LANDSCAPE_TILES,
    PROCESSING,
    SOLO_CARDS_CHOSEN,
    SPECIALIST,
)
from .production import amount
from .scoring import lines

# chosen: hand-set weights (not tuned yet), in points per unit, on top of what the
# score already gives a good (Glass and Brick 1 point each on the Start buildings, sand
# half a point): their worth as building material.
GOOD_WEIGHTS = {
    "wood": 0.3,
    "clay": 0.3,
    "glass": 0.5,
    "brick": 0.4,
    "sand": 0.05,
    "water": 0.12,
    "food": 0.12,
    "charcoal": 0.12,
}
PROCESSING_PER_PERIOD = 0.5
EMPTY_SPACE = 0.3  # for each of the first ROOM empty spaces: room to build
ROOM = 3
TILE = 0.2
AVERAGE_CARD = 1.5  # a card not chosen yet, this period or a later one
BUILD_READY = 2.5  # a building action when something on offer is affordable
BUILD_LATER = 1.0
CARD_SHARE = 0.75  # what is still unknown about a card: its timing, the fee, ...
SHARED = 0.55  # a card another seat also holds gives one ability: about half its worth


def _goods_value(goods: dict[str, int]) -> float:
    return sum(GOOD_WEIGHTS.get(g, 0.1) * n for g, n in goods.items())


def card_value(state, seat: int, card: str, can_build: bool) -> float:
    """A rough worth of playing `card` alone now, in points."""
    player = state.players[seat]
    total = 0.0
    for effect in SPECIALIST[card].abilities:
        kind = effect[0]
        if kind == "gain":
            total += _goods_value(effect[1])
        elif kind == "build":
            total += BUILD_READY if can_build else BUILD_LATER
        elif kind == "offer":
            total += 0.6
        elif kind in ("tile", "tile_any"):
            total += TILE + (_goods_value(effect[2]) if kind == "tile" else 0.0)
        elif kind == "count":
            n = sum(1 for v in player.cells if v == effect[1]) + 1
            total += max(GOOD_WEIGHTS[g] for g in effect[2]) * n
        elif kind == "hand":
            total += GOOD_WEIGHTS[effect[1]] * 3
        elif kind == "supply":
            total += 0.6
    fee = SPECIALIST[card].fee
    if fee and fee != "forest":
        total -= GOOD_WEIGHTS[fee]
    return total


def estimate(state, seat: int) -> float:
    player = state.players[seat]
    value = float(sum(line.points for line in lines(player)))
    if state.phase in ("final", "over"):
        return value
    left = state.periods - state.period + 1
    wheels = player.wheels
    # Goods are building material early on; near the end only what they score counts
    # (and the score lines already count that).
    share = left / state.periods
    for g, w in GOOD_WEIGHTS.items():
        value += share * w * amount(wheels, g)
    cells = player.cells
    processing = sum(1 for v in cells if v in BUILDINGS and BUILDINGS[v].kind == PROCESSING)
    value += PROCESSING_PER_PERIOD * processing * left
    value += EMPTY_SPACE * min(ROOM, cells.count(""))
    value += TILE * sum(1 for v in cells if v in LANDSCAPE_TILES)
    return value + CARD_SHARE * cards_to_come(state, seat)


def plays_per_period(state, period: int) -> int:
    """Cards a seat plays in a period, about (solo: all chosen but one)."""
    if len(state.players) == 1:
        return SOLO_CARDS_CHOSEN[period - 1] - 1
    return CARDS_CHOSEN - 1


def cards_to_come(state, seat: int) -> float:
    """The cards still to be played, this period and later: known ones by their worth,
    the others (not chosen yet, later periods) at an average worth. Counting every
    period the same way keeps the end of a period from looking like a gain or a loss."""
    player = state.players[seat]
    later = sum(plays_per_period(state, p) for p in range(state.period + 1, state.periods + 1))
    if state.phase == "choose":
        known = list(player.chosen)
        unknown = plays_per_period(state, state.period) - len(known)
    else:
        known = list(player.hand) + ([player.facedown] if player.facedown else [])
        unknown = 0
    total = AVERAGE_CARD * (later + max(0, unknown))
    if known:
        can_build = any(affordable(player, b) for b in on_offer(state, seat))
        held = held_by_others(state, seat)
        worths = sorted(
            (card_value(state, seat, c, can_build) * (SHARED if c in held else 1.0) for c in known),
            reverse=True,
        )
        total += sum(worths[: plays_per_period(state, state.period)])
    return total


def held_by_others(state, seat: int) -> set[str]:
    """Cards other seats hold (or chose) this period. The bots evaluate determinized
    worlds, where these are a guess drawn from what the others are likely to choose."""
    held: set[str] = set()
    for i, p in enumerate(state.players):
        if i != seat:
            held.update(p.chosen if state.phase == "choose" else p.hand)
            if p.facedown:
                held.add(p.facedown)
    return held


def evaluate(state, seat: int) -> float:
    mine = estimate(state, seat)
    if len(state.players) == 1:
        return mine
    return mine - max(estimate(state, i) for i in range(len(state.players)) if i != seat)
