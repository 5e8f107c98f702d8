"""How a Black Forest position looks to the bots: points now plus what the Domain holds.

The score alone makes a bot short-sighted: gathering the brick and wood for a
Building scores nothing until the Building stands, so a bot that only sees
points never gathers. This estimate adds a value, in points, for everything that
can still turn into points: resources on the wheels, Glass Hut progress, Livestock
waiting for a Pasture, landscape tiles and free spaces, and a plan: the best
Building on offer within a few units' reach, by its points and its use, less the
further off it is. That value shrinks as the game nears its end, since there is less
time left to convert it.

Without the plan every Building looked worth less than its price (a glass counts
its point and 1.0 more), so the bots built little; with it, gathering toward a
Building pays step by step, and the resources spent are soon worth points.

These are bot weights, not game data: they only change how the bots play. They
were set by hand (about a third to half a point for a brick or a wood, as the
Buildings price them); the plan's weights and brick and wood at 0.35 were chosen on
2026-11-26 from Greedy solo scores of seeds 1-4 (bench/tune_blackforest.py's
objective: plan 0.5 with halving per missing unit 29.75 against 28.5 without a
plan; the fifth per unit kept, 28.25, because halving broke a sane-turn case) and
checked with Strong solo over seeds 21-60 (docs/performance.md). Greedy's solo
score with and without the estimate is checked in
tests/blackforest/test_bf_heuristic.py.
"""

from __future__ import annotations

import math

from . import data as D
from .markers import RESOURCE_INDEX

# Points per unit still to be converted, in marker order (data.SAND ... data.COMMODITIES).
# Glass already scores 1 point; its weight here is its extra worth as the price of
# Buildings.
WEIGHTS = {
    "sand": 0.3,
    "water": 0.3,
    "wood": 0.35,
    "charcoal@glass": 0.3,
    "porridge": 0.35,
    "meat": 0.35,
    "charcoal@cook": 0.3,
    "brick": 0.35,
    "glass": 1.0,
    "provisions": 0.25,
    "commodities": 0.3,
    "progress": 1.2,  # per Glass Hut step: 3 steps make a Small Estate
    "livestock_off_pasture": 0.4,  # a Pasture away from scoring, or meat
    "empty": 0.25,  # room for a Building or a tile
    "forest": 0.3,
    # A Field or Pond yields at every Cook, Gardener or Glass Miller visit and can be
    # removed at any moment it is in the way, so it is worth clearly more than the
    # empty space it leaves: at a few hundredths apart, noise decided, and the bots
    # cleared their own Fields and Ponds for nothing.
    "field": 0.8,
    "pond": 1.0,
    "pasture": 0.3,
    "horizon": 6.0,  # turns left at which stock is worth its full weight
    "lead_turns": 4.0,  # a lead counts half as much with 3 x this many turns left
    "travel_reserve": 0.75,  # extra for each of the first 2 provisions: a way out
    "impatience": 1.5,  # per hourglass step, per round past OVERTIME_ROUNDS
    # A plan: the best Building on offer counts by its points and this much use, times
    # "plan", times "plan_decay" for each unit it is still short of.
    "building_use": 1.0,
    "plan": 0.5,
    "plan_decay": 0.8,
    "building": 0.0,  # per Building standing, for its conversions and effects to come
}
# How Strong's search values a step and picks its move (bots/search.py). Measured
# 2026-11-26, Strong solo at 150 iterations, seeds 2 and 3: a step worth its best
# follow-up and the most visited move 35 and 35; the mean of its results with the
# best valued move 20 and 23; best follow-up with the best valued move 29 and 30.
# The Fields and Ponds Strong cleared on its first turns came from the evaluation
# (the tie-break edge, see evaluate), not from the best follow-up.
SEARCH_BACKUP = "best"
SEARCH_PICK = "visits"

# Rounds after which every bot wants the game to end. With no provisions left a
# player can neither travel nor move the hourglass, and two such players once farmed
# Glass Hut steps from the same Carpenter for 300 turns; a human ends that by
# choice, a bot needs a reason.
OVERTIME_ROUNDS = 30

_MARKERS = (
    "sand",
    "water",
    "wood",
    "charcoal@glass",
    "porridge",
    "meat",
    "charcoal@cook",
    "brick",
    "glass",
    "provisions",
    "provisions",
    "commodities",
)
_TILES = (
    (D.EMPTY, "empty"),
    (D.FOREST, "forest"),
    (D.FIELD, "field"),
    (D.POND, "pond"),
    (D.PASTURE, "pasture"),
)
TURNS_PER_HOURGLASS_STEP = 4  # measured: a 2-player game moves the hourglass once in ~4 turns


def turns_left(state, seat: int) -> int:
    """About how many more turns `seat` will take, counting the current one."""
    if state.is_over():
        return 0
    if state.solo:
        return (D.SOLO_YEARS - state.year) * len(state.solo_used) + state.solo_used.count(False)
    if state.final_turns_left is not None:
        # Seats still owed their last turn: the ones from the current seat on.
        return 1 if (seat - state.current) % state.n_players < state.final_turns_left else 0
    return 1 + TURNS_PER_HOURGLASS_STEP * max(0, D.HOURGLASS - hourglass(state))


def stock_value(state, seat: int, weights: dict = WEIGHTS) -> float:
    """What `seat`'s resources, progress and Domain are worth beyond their points now."""
    p = state.players[seat]
    w = weights
    value = sum(w[name] * amount for name, amount in zip(_MARKERS, p.markers, strict=True))
    value += w["travel_reserve"] * min(2, p.markers[D.PROVISIONS_A] + p.markers[D.PROVISIONS_B])
    value += w["progress"] * p.progress
    for code, name in _TILES:
        value += w[name] * p.count(code)
    on_pasture, _bonus = state._pasture_points(p)
    value += w["livestock_off_pasture"] * (p.pigs + p.cattle - on_pasture)
    value += w["building"] * len(p.buildings)
    return value + plan_value(state, p, w)


def plan_value(state, p, w: dict = WEIGHTS) -> float:
    """What the best Building on offer is worth to `p` as a plan: its points and use,
    times "plan", less by "plan_decay" for every unit still missing. (Room is not
    asked for: Fields, Ponds and Pastures make way at any time.)"""
    totals = p.totals()
    use, decay = w["building_use"], w["plan_decay"]
    best = 0.0
    for bid in _most_points_first(state.available_buildings):
        top = D.BUILDINGS[bid]["vp"] + use
        if top <= best:
            break  # the rest bring no more points: none can beat the best
        short = _shortfall(p, state.building_costs[bid], totals)
        if short <= AIM_REACH and top * decay**short > best:
            best = top * decay**short
    return best * w["plan"]


_ORDERS: dict[tuple, tuple] = {}


def _most_points_first(available) -> tuple:
    """The Buildings on offer, most points first (kept per offer: evaluate is hot)."""
    key = tuple(available)
    order = _ORDERS.get(key)
    if order is None:
        if len(_ORDERS) > 512:
            _ORDERS.clear()
        order = _ORDERS[key] = tuple(sorted(key, key=lambda b: -D.BUILDINGS[b]["vp"]))
    return order


def estimate(state, seat: int, total: int, weights: dict = WEIGHTS) -> float:
    """`seat`'s expected final score, given its `total` now."""
    left = turns_left(state, seat)
    if left == 0:
        return float(total)
    share = min(1.0, left / weights["horizon"])
    return total + share * stock_value(state, seat, weights)


def evaluate(state, seat: int, weights: dict = WEIGHTS) -> float:
    """Solo: the expected final score. Otherwise: that estimate against the best other
    seat's, plus or minus half a point when the tie-breaks decide between them now,
    scaled down the more turns are left.

    The scaling is what ends games. Only spending provisions brings the end nearer,
    and a lead is surer the fewer turns remain, so the seat ahead wants the end
    and spends them; without it two bots settled into trading small gains for ever.
    """
    scores = sorted(state.scores(), key=lambda s: s.seat)
    est = [estimate(state, s.seat, s.total, weights) for s in scores]
    if len(est) == 1:
        return est[0]
    me = scores[seat]
    rival = max((s for s in scores if s.seat != seat), key=lambda s: (est[s.seat], -s.rank))
    # The tie-break edge only once the end is near: before that, ranks on equal points
    # follow whoever moves next, so the edge flipped at every "end" of a turn and made
    # ending a turn look worse than any free action (the bots cleared their Fields
    # and Ponds rather than end the turn).
    edge = 0.0
    if state.final_turns_left is not None or state.is_over():
        edge = 0.5 if me.rank < rival.rank else -0.5
    margin = est[seat] - est[rival.seat] + edge
    value = margin / math.sqrt(1.0 + turns_left(state, seat) / weights["lead_turns"])
    overtime = state.turn_number / state.n_players - OVERTIME_ROUNDS
    if overtime > 0 and not state.is_over():
        # The seat's own wheel counts too: a seat behind whose own steps did not move
        # the nearest hourglass begged for provisions round after round (a 2-player
        # Greedy game ran to 74 rounds).
        value += weights["impatience"] * overtime * (
            hourglass(state) + _towards_end(state.players[seat]))
    return value


def _towards_end(p) -> int:
    """How far one player's Cooking wheel is towards the end."""
    return p.cooking_steps - min(p.markers[D.PROVISIONS_A], p.markers[D.PROVISIONS_B])


def hourglass(state) -> int:
    """How far the nearest player's Cooking wheel is towards the end (the end at HOURGLASS)."""
    return max(_towards_end(p) for p in state.players)


# -- what a seat is after, for the table ---------------------------------------------
# chosen: a Building or Job more than this many resources (tiles, livestock, Glass Hut
# steps) short is too far off to call it the seat's aim.
AIM_REACH = 4


def _shortfall(p, cost: dict, totals=None) -> int:
    """How many units `p` still lacks to pay `cost` (0: it can pay now)."""
    if totals is None:
        totals = p.totals()
    short = 0
    for name, need in cost.items():
        index = RESOURCE_INDEX.get(name)
        if index is not None:
            have = totals[index]
        elif name == "pig":
            have = p.pigs
        elif name == "cattle":
            have = p.cattle
        elif name == "livestock":
            have = p.pigs + p.cattle
        elif name == "progress":
            have = p.progress
        else:
            have = p.count(D.TILE_CODE[name])
        short += max(0, need - have)
    return short


def aim(state, seat: int) -> str | None:
    """The Building on offer or the Job on the board that `seat` is closest to paying
    for, by name ("Sawmill", "Cook Job"); None when each is more than AIM_REACH
    short. Read only from what every player sees: the seat's boards, the Buildings
    on offer and the Jobs face up (never the Job pile). At the same shortfall a
    Building goes before a Job, then more points before fewer."""
    if state.is_over():
        return None
    p = state.players[seat]
    best, best_key = None, None
    for bid in state.available_buildings:
        building = D.BUILDINGS[bid]
        cost = state.building_costs[bid]  # the Fort's brick as this table counts it
        key = (_shortfall(p, cost), 0, -building["vp"], building["name"])
        if best_key is None or key < best_key:
            best, best_key = building["name"], key
    for job in (*state.village_jobs, *state.location_jobs):
        if job:
            key = (_shortfall(p, D.JOBS[job][1]), 1, 0, D.JOB_NAMES[job])
            if best_key is None or key < best_key:
                best, best_key = f"{D.JOB_NAMES[job]} Job", key
    if best_key is None or best_key[0] > AIM_REACH:
        return None
    return best
