"""The bots' evaluation: points now, plus what goods, cards and Buildings held promise.

An estimate in points. The score as it stands, plus: building materials at part of a
point each (Glass and Brick more, as the rulebook's guide says they cost about 5 and
3 basic goods), a Processing building for the trades still to come, a few empty
spaces for room and landscape tiles for the counts they give, the cards still in
hand for what they will bring when played (a building action is worth the best
Building the player can pay for), and what the decisions already under way will
bring: the abilities left of the card being resolved, the Building paid for and not
placed yet, a tile or goods about to be placed. The value of a seat is its estimate
minus the best other seat's (solo: the estimate itself). After the last period only
the score counts.

It runs thousands of times per bot decision, so the parts of a card's worth that do
not depend on the position are worked out once, below.
"""

from __future__ import annotations

from .data import (
    BONUS,
    BUILDING_ROWS,
    BUILDINGS,
    CARD_IDS,
    CARDS_CHOSEN,
    COST_GOODS,
    EMPTY,
    LANDSCAPE_TILES,
    PROCESSING,
    SOLO_CARDS_CHOSEN,
    SPECIALIST,
    WHEELS,
)
from .scoring import bonus_points, total_points

# chosen: hand-set weights, in points per unit, on top of what the score already gives
# a good (Glass and Brick 1 point each on the Start buildings, sand half a point):
# their worth as building material or as fuel for the wheels.
GOOD_WEIGHTS = {
    "wood": 0.4,
    "clay": 0.4,
    "glass": 0.6,
    "brick": 0.5,
    "sand": 0.1,
    "water": 0.15,
    "food": 0.15,
    "charcoal": 0.15,
}
PROCESSING_PER_PERIOD = 0.25  # trades to come from a Processing building, per period left
TRADE_PERIODS = 4  # ... counting at most this many periods (solo has 7)
EMPTY_SPACE = 0.25  # for each of the first ROOM empty spaces: room to build
ROOM = 2
TILE = 0.3  # a Pit, Grove or Pond: counted by cards and Bonus buildings, traded away
BONUS_GUESS = 3.0  # a Bonus building's worth before its place is known
AVERAGE_CARD = 1.5  # a card not chosen yet, this period or a later one
BUILD_LATER = 1.0  # a building action with nothing on offer affordable yet
OFFER = 0.6  # the Feudal Lord's private offer
SUPPLY = 0.6  # the Supplier's two goods, beyond their weight
CARD_SHARE = 0.75  # what is still unknown about a card: its timing, the fee, ...
# A trade or a removal now that only pays off later looks as good as the same one
# later, and a bot that is indifferent keeps doing them: a small cost per anytime action
# in a row makes it get on with its turn unless the action gains something.
ANYTIME_COST = 0.1
SHARED = 0.55  # a card another seat also holds gives one ability: about half its worth


def _goods_value(goods: dict[str, int]) -> float:
    return sum(GOOD_WEIGHTS.get(g, 0.1) * n for g, n in goods.items())


def _ability_parts(effect: tuple) -> tuple[float, int, tuple]:
    """(fixed worth, building actions, (tile kind, best good weight) to count) of an ability."""
    kind = effect[0]
    if kind == "gain":
        return _goods_value(effect[1]), 0, ()
    if kind == "build":
        return 0.0, 1, ()
    if kind == "offer":
        return OFFER, 0, ()
    if kind == "tile":
        return TILE + _goods_value(effect[2]), 0, ()
    if kind == "tile_any":
        return TILE, 0, ()
    if kind == "count":
        return 0.0, 0, (effect[1], max(GOOD_WEIGHTS[g] for g in effect[2]))
    if kind == "hand":
        return GOOD_WEIGHTS[effect[1]] * 3, 0, ()
    if kind == "supply":
        return SUPPLY, 0, ()
    raise ValueError(f"unknown ability kind {kind!r}")  # pragma: no cover


# card -> its two abilities' parts, and the fee's worth (a Forest fee costs nothing here)
ABILITY_PARTS = {c: tuple(_ability_parts(e) for e in SPECIALIST[c].abilities) for c in CARD_IDS}
FEE_WORTH = {
    c: (GOOD_WEIGHTS[SPECIALIST[c].fee] if SPECIALIST[c].fee in GOOD_WEIGHTS else 0.0)
    for c in CARD_IDS
}


def _tile_counts(cells: list[str]) -> dict[str, int]:
    counts = dict.fromkeys(LANDSCAPE_TILES, 0)
    for v in cells:
        if v in counts:
            counts[v] += 1
    return counts


def ability_worth(parts: tuple, build: float, tiles: dict[str, int]) -> float:
    fixed, builds, counted = parts
    value = fixed + builds * build
    if counted:
        value += counted[1] * (tiles[counted[0]] + 1)
    return value


def card_value(state, seat: int, card: str, build: float | bool) -> float:
    """A rough worth of playing `card` alone now, in points. `build`: what a building
    action is worth to the seat now (True/False: as if something is or is not affordable)."""
    return card_values(state, seat, build, (card,))[card]


def card_values(state, seat: int, build: float | bool, cards=CARD_IDS) -> dict[str, float]:
    """card_value of each of `cards`, the landscape counted once (this runs often)."""
    if build is True or build is False:
        build = 2.5 if build else BUILD_LATER
    tiles = _tile_counts(state.players[seat].cells)
    out = {}
    for card in cards:
        a, b = ABILITY_PARTS[card]
        out[card] = (
            ability_worth(a, build, tiles) + ability_worth(b, build, tiles) - FEE_WORTH[card]
        )
    return out


def building_worth(state, player, building_id: str, left: int) -> float:
    """What owning the Building will be worth, before its place is known."""
    b = BUILDINGS[building_id]
    if b.kind == BONUS:
        return BONUS_GUESS
    worth = float(b.points)
    if b.kind == PROCESSING:
        worth += PROCESSING_PER_PERIOD * min(left, TRADE_PERIODS)
    return worth + 0.5  # an Immediate effect, or the Processing trade of this period


# Building -> (its cost as (good, n) pairs, the Start building it upgrades, the cost's
# worth as material, whether it is a Processing building): build_worth runs often.
_BUILD_INFO = {
    b.id: (
        tuple((g, n) for g, n in zip(COST_GOODS, b.cost, strict=True) if n),
        b.upgrades,
        sum(GOOD_WEIGHTS[g] * n for g, n in zip(COST_GOODS, b.cost, strict=True)),
    )
    for b in BUILDINGS.values()
}


def build_worth(state, seat: int, left: int) -> float:
    """A building action now: the best Building on offer the seat can pay for (less what
    it costs as material), else a little for the chance to afford one later."""
    player = state.players[seat]
    g, b = player.wheels["g"], player.wheels["b"]
    rows = state.rows
    key = (
        g["wood"], g["glass"], b["clay"], b["brick"], EMPTY in player.cells,
        tuple(player.upgrades.items()), tuple(player.offer),
        tuple(map(tuple, rows.values())),
        left, state.periods,
    )
    known = _BUILD_WORTHS.get(key)
    if known is not None:
        return known
    have = {"wood": g["wood"], "glass": g["glass"], "clay": b["clay"], "brick": b["brick"]}
    best = BUILD_LATER
    room = key[4]
    fade = left / state.periods
    for row in BUILDING_ROWS:
        for building in rows[row]:
            if building:
                best = _better(state, player, building, have, room, fade, left, best)
    for building in player.offer:
        best = _better(state, player, building, have, room, fade, left, best)
    _remember(_BUILD_WORTHS, key, best)
    return best


# The play-outs ask the same questions of positions that differ little (a card played
# by one seat leaves the other's build_worth and shared chances as they were): answers
# kept by everything they depend on, at most CACHE_SIZE of each kind.
CACHE_SIZE = 20_000
_BUILD_WORTHS: dict[tuple, float] = {}
_SEAT_CHANCES: dict[tuple, tuple] = {}
_BOARDS: dict[tuple, tuple] = {}


def _remember(cache: dict, key: tuple, value) -> None:
    if len(cache) >= CACHE_SIZE:
        cache.clear()
    cache[key] = value


def _better(state, player, building, have, room, fade, left, best) -> float:
    cost, upgrades, spent = _BUILD_INFO[building]
    for good, n in cost:
        if have[good] < n:
            return best
    if upgrades:
        if player.upgrades[upgrades]:
            return best
    elif not room:
        return best
    worth = building_worth(state, player, building, left) - spent * fade
    return worth if worth > best else best


def pending(state, seat: int, build: float, left: int) -> float:
    """What the decisions under way will still bring the seat."""
    player = state.players[seat]
    value = 0.0
    for frame in state.stack:
        if frame["s"] != seat:
            continue
        kind = frame["k"]
        if kind == "resolve":
            allowed = (2 if frame["both"] else 1) - len(frame["used"])
            if allowed > 0:
                tiles = _tile_counts(player.cells)
                parts = ABILITY_PARTS[frame["c"]]
                unused = [i for i in (0, 1) if i not in frame["used"]]
                worths = sorted(ability_worth(parts[i], build, tiles) for i in unused)[::-1]
                value += CARD_SHARE * sum(worths[:allowed])
        elif kind == "build":
            value += build
        elif kind == "site":
            value += site_worth(state, player, frame["b"], left)
        elif kind == "place":
            value += TILE + _goods_value(frame["then"])
        elif kind == "wheel":
            value += GOOD_WEIGHTS[frame["g"]] * frame["n"]
    return value


def site_worth(state, player, building_id: str, left: int) -> float:
    """A Building paid for, its space not chosen yet: its worth on the best empty space."""
    b = BUILDINGS[building_id]
    if b.kind != BONUS:
        return building_worth(state, player, building_id, left)
    cells = [c for c, v in enumerate(player.cells) if v == EMPTY]
    return max((bonus_points(player, b.effect, c) for c in cells), default=0)


def estimate(state, seat: int, hidden: bool = False) -> float:
    """`hidden`: the seat's cards are hidden from whoever evaluates (see evaluate)."""
    player = state.players[seat]
    points, processing, empty, tiles = _board_counts(player)
    value = float(points)
    if state.phase in ("final", "over"):
        return value
    left = state.periods - state.period + 1
    wheels = player.wheels
    # Goods are building material early on; near the end only what they score counts
    # (and the score already counts that).
    share = left / state.periods
    for w in WHEELS:
        for g, n in wheels[w].items():
            value += share * GOOD_WEIGHTS[g] * n
    value += PROCESSING_PER_PERIOD * processing * min(left, TRADE_PERIODS)
    value += EMPTY_SPACE * min(ROOM, empty) + TILE * tiles
    build = build_worth(state, seat, left)
    value += CARD_SHARE * cards_to_come(state, seat, build, hidden)
    return value + pending(state, seat, build, left)


def _board_counts(player) -> tuple:
    """(points, Processing buildings, empty spaces, landscape tiles) of a player's board."""
    wheels = player.wheels
    key = (
        tuple(player.cells), tuple(player.upgrades.items()), tuple(wheels["g"].items()),
        tuple(wheels["b"].items()), tuple(player.paid.items()),
    )
    known = _BOARDS.get(key)
    if known is not None:
        return known
    processing = empty = tiles = 0
    for v in player.cells:
        if v == EMPTY:
            empty += 1
        elif v in LANDSCAPE_TILES:
            tiles += 1
        elif v in BUILDINGS and BUILDINGS[v].kind == PROCESSING:
            processing += 1
    result = (total_points(player), processing, empty, tiles)
    _remember(_BOARDS, key, result)
    return result


def plays_per_period(state, period: int) -> int:
    """Cards a seat plays in a period, about (solo: all chosen but one)."""
    if len(state.players) == 1:
        return SOLO_CARDS_CHOSEN[period - 1] - 1
    return CARDS_CHOSEN - 1


def cards_to_come(state, seat: int, build: float | None = None, hidden: bool = False) -> float:
    """The cards still to be played, this period and later: known ones by their worth,
    the others (not chosen yet, later periods) at an average worth. Counting every
    period the same way keeps the end of a period from looking like a gain or a loss.
    `hidden`: the seat's cards count at the average worth too."""
    player = state.players[seat]
    later = sum(plays_per_period(state, p) for p in range(state.period + 1, state.periods + 1))
    if state.phase == "choose":
        known = list(player.chosen)
        unknown = plays_per_period(state, state.period) - len(known)
    else:
        known = list(player.hand) + ([player.facedown] if player.facedown else [])
        unknown = 0
    total = AVERAGE_CARD * (later + max(0, unknown))
    if hidden:
        return total + AVERAGE_CARD * min(len(known), plays_per_period(state, state.period))
    if known:
        if build is None:
            build = build_worth(state, seat, state.periods - state.period + 1)
        chances = shared_chances(state, seat)
        tiles = _tile_counts(player.cells)
        worths = []
        for c in known:
            a, b = ABILITY_PARTS[c]
            worth = ability_worth(a, build, tiles) + ability_worth(b, build, tiles) - FEE_WORTH[c]
            worths.append(worth * (1.0 - chances.get(c, 0.0) * (1.0 - SHARED)))
        worths.sort(reverse=True)
        total += sum(worths[: plays_per_period(state, state.period)])
    return total


def shared_chances(state, seat: int) -> dict[str, float]:
    """Card -> the chance that another seat holds it too, from what `seat` may know.

    A seat that has still to choose is expected to take the cards worth most to it.
    Cards another seat holds in secret are spread over the cards it may still hold
    (not played, not forced, not shown absent by a reveal), each in proportion to its
    worth to that seat: the same guess the determinization draws from, taken as an
    average, so that the evaluation of a determinized world does not depend on the
    draw (a drawn guess changed from world to world and drowned the difference between
    two moves).
    """
    chances: dict[str, float] = {}
    choosing = {f["s"]: f["n"] for f in state.stack if f["k"] == "choose"}
    for i in range(len(state.players)):
        if i == seat:
            continue
        certain, spread = _seat_chances(state, i, choosing.get(i))
        for c in certain:
            chances[c] = 1.0
        for c, chance in spread:
            chances[c] = 1.0 - (1.0 - chances.get(c, 0.0)) * (1.0 - chance)
    return chances


def _seat_chances(state, i: int, to_choose: int | None) -> tuple[list[str], list]:
    """What shared_chances learns of seat `i`: the cards it is sure to choose, and
    (card, chance) for the cards it may hold in secret."""
    p = state.players[i]
    key = (
        state.phase, to_choose, tuple(p.chosen), tuple(p.set_aside), len(p.hand),
        bool(p.facedown), tuple(p.played), tuple(p.forced), tuple(p.absent),
        state.period, state.periods, tuple(p.cells),
        p.wheels["g"]["wood"], p.wheels["g"]["glass"], p.wheels["b"]["clay"],
        p.wheels["b"]["brick"], tuple(p.upgrades.items()), tuple(p.offer),
        tuple(map(tuple, state.rows.values())),
    )
    known = _SEAT_CHANCES.get(key)
    if known is not None:
        return known
    certain: list[str] = []
    spread: list[tuple[str, float]] = []
    if state.phase == "choose":
        secret = len(p.chosen)
        pool = [c for c in CARD_IDS if c not in p.set_aside]
        if to_choose is not None and secret < to_choose:
            certain = likely_choice(state, i, to_choose - secret)
    else:
        secret = len(p.hand) + (1 if p.facedown else 0)
        gone = set(p.played) | set(p.forced) | set(p.set_aside)
        pool = [c for c in CARD_IDS if c not in gone]
        allowed = [c for c in pool if c not in p.absent]
        pool = allowed if len(allowed) >= secret else pool
    if secret and pool:
        build = build_worth(state, i, state.periods - state.period + 1)
        values = card_values(state, i, build)
        weights = [max(0.25, values[c]) for c in pool]
        scale = secret / sum(weights)
        for c, w in zip(pool, weights, strict=True):
            spread.append((c, min(1.0, w * scale)))
    result = (certain, spread)
    _remember(_SEAT_CHANCES, key, result)
    return result


def likely_choice(state, seat: int, n: int) -> list[str]:
    """The `n` cards not chosen yet that look best to `seat` now."""
    player = state.players[seat]
    build = build_worth(state, seat, state.periods - state.period + 1)
    taken = set(player.chosen) | set(player.set_aside)
    free = [c for c in CARD_IDS if c not in taken]
    values = card_values(state, seat, build)
    free.sort(key=lambda c: -values[c])
    return free[:n]


def evaluate(state, seat: int) -> float:
    """The seat's estimate minus the best other one. The bots evaluate determinized
    worlds, where the others' cards are a guess that changes from world to world; they
    count at an average worth, so that the guess does not swamp the difference between
    two moves (see shared_chances for the seat's own cards)."""
    mine = estimate(state, seat)
    if state.anytime_run and state.stack and state.stack[-1]["s"] == seat:
        mine -= ANYTIME_COST * state.anytime_run
    if len(state.players) == 1:
        return mine
    return mine - max(estimate(state, i, True) for i in range(len(state.players)) if i != seat)

