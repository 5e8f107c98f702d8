"""How a Black Forest position looks to the bots: points now plus what the Domain holds.

The score alone makes a bot short-sighted: gathering the brick and wood for a
Building scores nothing until the Building stands, so a bot that only sees
points never gathers. This estimate adds a value, in points, for everything that
can still turn into points: resources on the wheels (the Cooking wheel's goods also
as the sets that turn it, less while a full refined marker stops it), Glass Hut
progress, Livestock
waiting for a Pasture, landscape tiles and free spaces, and a plan: the best
Building on offer within a few units' reach, by its points and its use, less the
further off it is. That value shrinks as the game nears its end, since there is less
time left to convert it.

Without the plan every Building looked worth less than its price (a glass counts
its point and 1.0 more), so the bots built little; with it, gathering toward a
Building pays step by step, and the resources spent are soon worth points. The price
in hand counts twice, unit by unit and again in the plan, so a Building that could be
paid now can look better kept in hand than built; "plan_surplus" takes the held part
off the plan, and measured no stronger (see WEIGHTS).

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
from .markers import CHARCOAL_COOK, MEAT, PORRIDGE, RESOURCE_INDEX
from .texts import building_name, job_named

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
    # A plan: the best Building on offer counts by its points and this much use, less
    # "plan_surplus" times what the part of its price in hand counts for already, times
    # "plan", times "plan_decay" for each unit it is still short of.
    "building_use": 1.0,
    "plan": 0.5,
    "plan_decay": 0.8,
    # Tried 2026-11-27 and left at 0 (the price in hand counted twice). At 1 Strong
    # builds the 5-point Charcoal Pile from its exact price rather than keep it, but it
    # measured no stronger: solo at 300 iterations, seeds 21-60, median 43.5 and mean
    # 44.40 against 45 and 45.68; against Greedy 0.800 in 200 games against 0.860
    # (docs/performance.md, issue #16's seventh round).
    "plan_surplus": 0.0,
    "building": 0.0,  # per Building standing, for its conversions and effects to come
    # The Cooking wheel turns only on a set of porridge, meat and Cooking charcoal, so
    # beside each good's own weight the next set counts: "cook_set" times the dial's
    # points for that turn, for a whole set (waiting while the wheel is full) and times
    # "cook_one" or "cook_two" for one or two of its three goods. Priced one by one,
    # the goods left a seat holding two of the three without a reason to fetch the
    # third, and its wheel (the game's clock) stalled. Chosen 2026-11-26 with
    # bench/tune_blackforest.py (Greedy solo, seeds 1-4, mean score): without the term
    # 28.25; cook_set 1.0: 26.25, 1.5: 31.0, 0.75: 33.25 (kept), 2.25: 29.25; with
    # cook_one 0.3 (linear, no pull toward the third good) 34.5. Four seeds vary by
    # several points, so these say only that the term costs solo play nothing.
    "cook_set": 0.75,
    "cook_one": 0.2,
    "cook_two": 0.6,
    # A provisions or commodities marker at its top stops the Cooking wheel: the set
    # on it only turns the dial once the seat spends that refined good (travels,
    # swaps a Tradesperson). Counted in full, a set on a stopped wheel looked as good
    # as cooked, and the bots let full commodities stop their wheel for turns on end
    # (Greedy's solo seed 3: six turns; Strong in a sane-turn case). Chosen 2026-11-26:
    # 0.5 on Greedy solo (bench/tune_blackforest.py --try, seeds 1-12: mean 34.42
    # against 34.0), then 0.6, as at 0.5 a search flip failed a first-turn sane case;
    # Strong solo seeds 21-60: median 37 against 34.
    "cook_blocked": 0.6,
}
# How Strong's search values a step and picks its move (bots/search.py). Measured
# 2026-11-26, Strong solo at 150 iterations, seeds 2 and 3: a step worth its best
# follow-up and the most visited move 35 and 35; the mean of its results with the
# best valued move 20 and 23; best follow-up with the best valued move 29 and 30.
# The Fields and Ponds Strong cleared on its first turns came from the evaluation
# (the tie-break edge, see evaluate), not from the best follow-up.
SEARCH_BACKUP = "best"
SEARCH_PICK = "visits"
# Steps below the decision open their options a few at a time, best-looking first
# (bots/search.py). Measured 2026-11-27, Strong solo at 150 iterations, seeds 61-72
# (the same deals): mean 40.08, median 40.5 with every option opened at once; 44.50,
# 45 widened from one option (kept); 43.33 and 43.33 from two and three. Against
# Greedy, 200 games: 0.680 at 150 iterations (0.500 before), 0.860 at 300
# (docs/performance.md, issue #16's sixth round).
SEARCH_WIDEN = True

# Rounds after which every bot wants the game to end. With no provisions left a
# player can neither travel nor move the hourglass, and two such players once farmed
# Glass Hut steps from the same Carpenter for 300 turns; a human ends that by
# choice, a bot needs a reason. 30 until 2026-11-27: of 200 Strong-Greedy games at 300
# iterations, one ran to 41.5 rounds (deal 93: the seat ahead gained a point a round
# and spent nothing); replayed from 25 it ends after 31, and the longest of the 200
# is 33.5 (docs/performance.md, issue #16's seventh round).
OVERTIME_ROUNDS = 25

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
_COOK_OUTPUTS = (D.PROVISIONS_A, D.PROVISIONS_B, D.COMMODITIES)
_TILES = (
    (D.EMPTY, "empty"),
    (D.FOREST, "forest"),
    (D.FIELD, "field"),
    (D.POND, "pond"),
    (D.PASTURE, "pasture"),
)
# chosen: how much better, in points, a wasteful step of a last turn (a Field cleared,
# a pig let go: State.wasteful) must look than the best other step for a bot to take
# it. Making room for something that scores brings a point at least; Strong's noise
# between steps that score the same was up to 0.36 (bots/thinker.spare_waste).
WASTE_MARGIN = 0.5
TURNS_PER_HOURGLASS_STEP = 4  # measured: a 2-player game moves the hourglass once in ~4 turns


def turns_left(state, seat: int, glass: int | None = None) -> int:
    """About how many more turns `seat` will take, counting the current one (`glass`:
    hourglass(state), if the caller has it already)."""
    if state.is_over():
        return 0
    if state.solo:
        return (D.SOLO_YEARS - state.year) * len(state.solo_used) + state.solo_used.count(False)
    if state.final_turns_left is not None:
        if extra_turn_not_begun(state, seat):
            return 1  # (see in_last_turn)
        # Seats still owed their last turn: the ones from the current seat on. An extra
        # turn (Clockmaker) does not count down, so during one the others owed are the
        # ones after the current seat.
        ahead = (seat - state.current) % state.n_players
        if state.extra_turn and seat != state.current:
            ahead -= 1
        return 1 if ahead < state.final_turns_left else 0
    if glass is None:
        glass = hourglass(state)
    return 1 + TURNS_PER_HOURGLASS_STEP * max(0, D.HOURGLASS - glass)


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
    return value + cooking_value(p, w) + plan_value(state, p, w)


def cooking_value(p, w: dict = WEIGHTS) -> float:
    """What the Cooking wheel's goods are worth as sets, beyond each good's own weight:
    the dial's points for the sets waiting and, in part, for the next one."""
    steps = p.cooking_steps
    room = D.COOKING_MAX_STEPS - steps
    if room <= 0:
        return 0.0
    m = p.markers
    porridge, meat, charcoal = m[PORRIDGE], m[MEAT], m[CHARCOAL_COOK]
    sets = min(porridge, meat, charcoal, room)
    points = D.COOKING_POINTS
    value = float(points[steps + sets] - points[steps])
    if sets < room:
        kinds = (porridge > sets) + (meat > sets) + (charcoal > sets)
        if kinds:
            part = w["cook_two"] if kinds == 2 else w["cook_one"]
            value += part * (points[steps + sets + 1] - points[steps + sets])
    if any(m[k] >= D.REFINED_CAP for k in _COOK_OUTPUTS):
        value *= w["cook_blocked"]  # the wheel stands still until a refined good goes
    return w["cook_set"] * value


def plan_value(state, p, w: dict = WEIGHTS) -> float:
    """What the best Building on offer is worth to `p` as a plan: its points and use,
    less "plan_surplus" times what the part of its price `p` holds counts for already
    in stock_value, times "plan", less by "plan_decay" for every unit still missing.
    (Room is not asked for: Fields, Ponds and Pastures make way at any time.)"""
    totals = p.totals()
    use, decay, surplus = w["building_use"], w["plan_decay"], w["plan_surplus"]
    best = 0.0
    for bid in _most_points_first(state.available_buildings):
        top = D.BUILDINGS[bid]["vp"] + use
        if top <= best:
            break  # the rest bring no more points: none can beat the best
        cost = state.building_costs[bid]
        short = _shortfall(p, cost, totals)
        if short > AIM_REACH:
            continue
        scale = decay**short
        worth = top * scale
        if worth <= best:
            continue  # what is held only takes away: it cannot beat the best
        if surplus:
            worth -= surplus * _held_worth(p, cost, totals, w) * scale
            if worth <= best:
                continue
        best = worth
    return best * w["plan"]


def _held_worth(p, cost: dict, totals, w: dict) -> float:
    """What the part of `cost` that `p` holds already counts for in its estimate: each
    unit's weight (charcoal as the Glassmaking wheel's), and a glass its point too."""
    worth = 0.0
    for name, need in cost.items():
        weight = w["charcoal@glass" if name == "charcoal" else name]
        worth += min(need, _amount(p, name, totals)) * (weight + (name == "glass"))
    return worth


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
    values = [_seat_values(state, k, weights) for k in range(state.n_players)]
    glass = hourglass(state)
    left = [turns_left(state, k, glass) for k in range(state.n_players)]
    # The seat judging, in the middle of its last turn, has no later turn: its stock
    # cannot score (what this turn still makes of it, the search sees) and its margin
    # is final. Counted as a turn to come, every free action that kept the turn open
    # (clearing a Field, releasing a pig) looked better than ending it, and the bots
    # tore their Domain down on their last turn. (Only its own turns left, and only
    # once its last turn is under way: the positions that end the turn that triggers
    # the end are valued as before.)
    if in_last_turn(state, seat):
        left[seat] = 0
    est = [
        float(total) if left[k] == 0
        else total + min(1.0, left[k] / weights["horizon"]) * stock
        for k, (total, stock) in enumerate(values)
    ]
    if len(est) == 1:
        return est[0]
    rank = _ranks(state, [total for total, _stock in values])
    rival = max((k for k in range(len(est)) if k != seat), key=lambda k: (est[k], -rank[k]))
    # The tie-break edge only once the end is near: before that, ranks on equal points
    # follow whoever moves next, so the edge flipped at every "end" of a turn and made
    # ending a turn look worse than any free action (the bots cleared their Fields
    # and Ponds rather than end the turn).
    edge = 0.0
    if state.final_turns_left is not None or state.is_over():
        edge = 0.5 if rank[seat] < rank[rival] else -0.5
    margin = est[seat] - est[rival] + edge
    value = margin / math.sqrt(1.0 + left[seat] / weights["lead_turns"])
    overtime = state.turn_number / state.n_players - OVERTIME_ROUNDS
    # Not once the seat's last turn is under way (nor after it): the end is no longer
    # the seat's to bring there. An ended game has no such term, so with it the step
    # that ended the game's last turn looked worse than any free step that kept the
    # turn open (the last seat cleared its Domain before ending it, Greedy's seed 937).
    if overtime > 0 and left[seat] > 0:
        # The seat's own wheel counts too: a seat behind whose own steps did not move
        # the nearest hourglass begged for provisions round after round (a 2-player
        # Greedy game ran to 74 rounds). The goods held towards the next Cooking set
        # count as a third of a step each: one step short of the end, a seat that needs
        # a whole set found no single move that brought the end nearer (a 2-player
        # Greedy game stood at 5 of 6 for 30 rounds).
        _steps, kinds = cooking_progress(state, seat)
        value += weights["impatience"] * overtime * (
            glass + _towards_end(state.players[seat]) + kinds / 3)
    return value


def in_last_turn(state, seat: int) -> bool:
    """Whether `seat` is playing its last turn: the end was triggered before it, no
    turn of the seat's follows (no extra turn owed; an extra turn taken right after
    the trigger still has the seat's last turn to come), and it has begun.

    An extra last turn that has not begun is a turn to come: it is where the turn
    before it ends. Counted as under way, ending that turn dropped the sixth of the
    stock and the overtime term that owing it had counted, so every step that kept
    the turn open looked better, and the bots tore their Domain down before their
    extra turn (a Pasture and its points given up, 2-player seed 22)."""
    if state.final_turns_left is None or state.over or state.current != seat:
        return False
    if state.players[seat].extra_turns or extra_turn_not_begun(state, seat):
        return False
    return not state.extra_turn or state.final_turns_left < state.n_players


def extra_turn_not_begun(state, seat: int) -> bool:
    """Whether `seat` stands at the start of an extra turn, no step of it taken."""
    return seat == state.current and state.extra_turn and not state.turn_steps


def _ranks(state, totals: list[int]) -> list[int]:
    """Each seat's rank (1 = first), by the order State.scores gives: points, then
    whoever triggered the end, then turn order from the seat to move next."""
    n = state.n_players
    nxt = state.current if not state.over else (state.last_seat + 1) % n
    order = sorted(
        range(n),
        key=lambda k: (-totals[k], 0 if k == state.end_triggered_by else 1, (k - nxt) % n),
    )
    rank = [0] * n
    for place, k in enumerate(order):
        rank[k] = place + 1
    return rank


# A seat's points and stock value depend on its own boards and the Buildings on offer
# only, and most positions a bot looks at differ from the last one in one seat at most:
# a 4-player Greedy game spent two thirds of its time on these two sums, three quarters
# of them for seats the move did not touch. Kept per content, for WEIGHTS only (other
# weights, as tests and the tuning script pass, are computed afresh; the tuning
# script calls forget() after changing WEIGHTS in place).
_VALUES: dict[tuple, tuple[int, float]] = {}
# The one cost that differs between games: the Fort's brick, by the number of players.
_FORT = next(b for b, row in D.BUILDINGS.items() if row["cost"].get("brick") == "X")
# About 0.7 kB an entry (measured with tracemalloc): about 7 MB at most, in the page too;
# a 4-player Greedy decision adds about 75.
_VALUES_MAX = 10_000


def forget() -> None:
    """Drop the kept seat values (after WEIGHTS changed in place)."""
    _VALUES.clear()


def _seat_values(state, seat: int, weights: dict) -> tuple[int, float]:
    """(Points now, stock value) of `seat`."""
    if weights is not WEIGHTS:
        return _points(state, seat), stock_value(state, seat, weights)
    p = state.players[seat]
    key = (
        tuple(p.markers), p.cooking_steps, p.progress, p.pigs, p.cattle, p.tannery,
        p.pigs_per_forest, tuple(map(tuple, p.estates)), tuple(p.buildings),
        tuple(state.available_buildings), state.building_costs[_FORT]["brick"],
    )
    found = _VALUES.get(key)
    if found is None:
        if len(_VALUES) >= _VALUES_MAX:
            _VALUES.clear()
        found = _VALUES[key] = (_points(state, seat), stock_value(state, seat, weights))
    return found


def _points(state, seat: int) -> int:
    return sum(line.points for line in state.score_lines(seat))


def _towards_end(p) -> int:
    """How far one player's Cooking wheel is towards the end."""
    return p.cooking_steps - min(p.markers[D.PROVISIONS_A], p.markers[D.PROVISIONS_B])


def cooking_progress(state, seat: int) -> tuple[int, int]:
    """How near `seat`'s next Cooking set is: (Cooking steps taken, how many of
    porridge, meat and Cooking charcoal it holds)."""
    p = state.players[seat]
    m = p.markers
    return p.cooking_steps, (m[PORRIDGE] > 0) + (m[MEAT] > 0) + (m[CHARCOAL_COOK] > 0)


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
        short += max(0, need - _amount(p, name, totals))
    return short


def _amount(p, name: str, totals) -> int:
    """How much of `name` (a resource, tile, livestock or Glass Hut steps, as costs
    name them) `p` has; `totals`: p.totals()."""
    index = RESOURCE_INDEX.get(name)
    if index is not None:
        return totals[index]
    if name == "pig":
        return p.pigs
    if name == "cattle":
        return p.cattle
    if name == "livestock":
        return p.pigs + p.cattle
    if name == "progress":
        return p.progress
    return p.count(D.TILE_CODE[name])


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
            best, best_key = building_name(bid), key
    for job in (*state.village_jobs, *state.location_jobs):
        if job:
            key = (_shortfall(p, D.JOBS[job][1]), 1, 0, D.JOB_NAMES[job])
            if best_key is None or key < best_key:
                best, best_key = job_named(job), key
    if best_key is None or best_key[0] > AIM_REACH:
        return None
    return best
