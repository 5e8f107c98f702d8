"""The Castles of Burgundy positions as data: `read_position(game, data)` checks every
key of a `snapshot()` before a state is built from it.

A position comes from a save string or a link, so it may hold anything. Each value is
checked for its domain (whole numbers, known tile codes, seats in range), the
components are counted (every six-sided tile and goods tile in exactly one place),
and the stage, round, turn order and pending decisions must fit the rest. Only then is
the state built (`BurgundyState.from_snapshot`), written back unchanged, and asked for
its legal actions. docs/position-format.md describes the keys one by one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.game import PositionError, read_snapshot
from . import data as D
from .state import POINT_SOURCES, SNAPSHOT_VERSION, BurgundyState

TOP_KEYS = (
    "game",
    "version",
    "seed",
    "seats",
    "options",
    "rng",
    "reveals",
    "players",
    "stage",
    "start_player",
    "phase",
    "round",
    "boards",
    "dealt",
    "secret",
    "estates",
    "storage",
    "goods",
    "sold",
    "silverlings",
    "workers",
    "points",
    "bonus_claims",
    "track",
    "track_stamp",
    "round_order",
    "turn_index",
    "current",
    "dice",
    "dice_used",
    "bought",
    "white_die",
    "depots",
    "depot_goods",
    "round_goods",
    "box",
    "supply",
    "black_supply",
    "goods_pool",
    "stack",
)
OPTION_KEYS = ("start_player", "varied_estates", "secret_estates")
STAGES = ("setup", "play", "over")
START_CASTLES = 4  # kept apart from the supply (data._normal_supply)

# Every six-sided tile of the game by code, start castles included.
ALL_TILES = Counter(t for tiles in D.NORMAL_SUPPLY.values() for t in tiles)
ALL_TILES.update(D.BLACK_SUPPLY)
ALL_TILES["castle"] += START_CASTLES
TILE_CODES = frozenset(ALL_TILES)
TILE_EXAMPLES = "castle, ship, k12, cow3"  # tile codes a refusal shows as examples
GAIN_BUILDINGS = ("carpenter", "church", "market")  # the buildings that push ["gain", b]
# Frames that may stand on ["turn"] during a turn, with their length.
TURN_FRAMES = {
    "discard": 2,
    "ship": 1,
    "keep": 2,
    "extra": 1,
    "cityhall": 1,
    "warehouse": 1,
    "gain": 2,
}


def _fail(where: str, what: str, why: str = "pos_rules", **fields) -> PositionError:
    return PositionError.refused("burgundy", "The Castles of Burgundy", where, what, why, **fields)


def _rule(where: str, key: str, **fields) -> PositionError:
    """A rules check refused, worded by `key` ("pos.<name>") of the game's catalogue:
    English in the error's message, the player's language on the page (which fills in
    `where` too, so the text is always formatted)."""
    from .texts import T

    return _fail(where, T(key, "en", where=where, **fields), key, **fields)


def _keys(obj, where: str, allowed: tuple[str, ...]) -> dict:
    if not isinstance(obj, dict):
        raise _fail(
            where, f"expected an object with keys {', '.join(allowed)}",
            "pos_object", keys=", ".join(allowed),
        )
    unknown = [k for k in obj if k not in allowed]
    if unknown:
        raise _fail(
            where, f"unknown key {unknown[0]!r} (known: {', '.join(allowed)})",
            "pos_unknown", name=repr(unknown[0]), keys=", ".join(allowed),
        )
    missing = [k for k in allowed if k not in obj]
    if missing:
        raise _fail(where, f"missing key {missing[0]!r}", "pos_missing", name=repr(missing[0]))
    return obj


def _int(value, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(
            where, f"{value!r} is not a whole number from {low} to {high}",
            "pos_int", value=repr(value), low=low, high=high,
        )
    return value


def _bool(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"{value!r} is not true or false", "pos_bool", value=repr(value))
    return value


def _list(value, where: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        raise _fail(where, f"{value!r} is not a list", "pos_list", value=repr(value))
    if length is not None and len(value) != length:
        raise _fail(
            where, f"has {len(value)} entries, not {length}",
            "pos_length", count=len(value), length=length,
        )
    return value


def _tile(value, where: str) -> str:
    if not isinstance(value, str) or value not in TILE_CODES:
        raise _rule(where, "pos.not_tile", value=repr(value), examples=TILE_EXAMPLES)
    return value


def _tiles(value, where: str) -> list[str]:
    return [_tile(t, f"{where}[{k}]") for k, t in enumerate(_list(value, where))]


def _kinds(value, where: str) -> list[int]:
    return [_int(g, f"{where}[{k}]", 1, 6) for k, g in enumerate(_list(value, where))]


def _counts(value, where: str, length: int, high: int) -> list[int]:
    return [_int(c, f"{where}[{k}]", 0, high) for k, c in enumerate(_list(value, where, length))]


def _sorted(value: list, where: str) -> None:
    if value != sorted(value):
        raise _rule(where, "pos.sorted")


# -- reading ---------------------------------------------------------------------------
def read_position(game, data: Any) -> BurgundyState:
    """The state a position describes; PositionError naming the key if it is not one."""
    check(data)
    try:
        st = read_snapshot(game, BurgundyState.from_snapshot, data)
    except PositionError as err:
        raise _rule("top level", "pos.snapshot", error=str(err)) from None
    _check_state(st)
    return st


def check(data: Any) -> None:
    """Every key of a position, before any state is built from it."""
    top = _keys(data, "top level", TOP_KEYS)
    if top["game"] != "burgundy":
        raise _fail(
            "game", f"{top['game']!r} is not 'burgundy'",
            "pos_game", value=repr(top["game"]), expected=repr("burgundy"),
        )
    if top["version"] != SNAPSHOT_VERSION or isinstance(top["version"], bool):
        raise _rule(
            "version", "pos.version", value=repr(top["version"]), expected=str(SNAPSHOT_VERSION)
        )
    _int(top["seed"], "seed", 0, 2**64 - 1)
    n = _check_setup_keys(top)
    _check_values(top, n)
    _check_progress(top, n)
    _check_estates(top, n)
    _check_tiles(top, n)
    _check_goods(top, n)
    _check_track(top, n)
    _check_points(top, n)
    _check_stack(top, n)


def _check_setup_keys(top: dict) -> int:
    seats = _list(top["seats"], "seats")
    if not 2 <= len(seats) <= 4:
        raise _rule("seats", "pos.player_count", n=len(seats))
    for k, seat in enumerate(seats):
        if (
            not isinstance(seat, list)
            or len(seat) != 3
            or not all(isinstance(x, str) for x in seat)
            or seat[1] not in ("human", "bot")
        ):
            raise _rule(f"seats[{k}]", "pos.seat", value=repr(seat))
    n = len(seats)
    _int(top["players"], "players", n, n)
    options = _keys(top["options"], "options", OPTION_KEYS)
    _int(options["start_player"], "options.start_player", -1, n - 1)
    _bool(options["varied_estates"], "options.varied_estates")
    _bool(options["secret_estates"], "options.secret_estates")
    rng = _list(top["rng"], "rng", 2)
    _int(rng[0], "rng[0] (the generator's state)", 0, 2**64 - 1)
    _int(rng[1], "rng[1] (the draws so far)", 0, 2**63)
    _int(top["reveals"], "reveals", 0, 2**31)
    start = _int(top["start_player"], "start_player", 0, n - 1)
    if options["start_player"] >= 0 and start != options["start_player"]:
        raise _rule("start_player", "pos.start_player", value=start)
    return n


def _check_values(top: dict, n: int) -> None:
    """The domain of every per-seat and board value."""
    high = D.POSITION_MAX_COUNT
    if top["stage"] not in STAGES:
        raise _rule("stage", "pos.stage", value=repr(top["stage"]), stages=", ".join(STAGES))
    _int(top["phase"], "phase", 0, len(D.PHASES) - 1)
    _int(top["round"], "round", 1, D.ROUNDS_PER_PHASE)
    for k, board in enumerate(_list(top["boards"], "boards", n)):
        if board != 0:
            _int(board, f"boards[{k}]", min(D.BOARDS), max(D.BOARDS))
    for k, boards in enumerate(_list(top["dealt"], "dealt", n)):
        for j, board in enumerate(_list(boards, f"dealt[{k}]")):
            _int(board, f"dealt[{k}][{j}]", min(D.VARIED_BOARDS), max(D.VARIED_BOARDS))
    for k, pick in enumerate(_list(top["secret"], "secret", n)):
        pick = _list(pick, f"secret[{k}]")
        if len(pick) > 2:
            raise _rule(f"secret[{k}]", "pos.secret_pick")
        if pick:
            _int(pick[0], f"secret[{k}][0]", min(D.VARIED_BOARDS), max(D.VARIED_BOARDS))
        if len(pick) == 2:
            _int(pick[1], f"secret[{k}][1]", 0, D.N_SPACES - 1)
    for k, estate in enumerate(_list(top["estates"], "estates", n)):
        for j, tile in enumerate(_list(estate, f"estates[{k}]", D.N_SPACES)):
            if tile != "":
                _tile(tile, f"estates[{k}][{j}] (space {D.SPACE_NAMES[j]})")
    for k, stored in enumerate(_list(top["storage"], "storage", n)):
        if len(_tiles(stored, f"storage[{k}]")) > D.STORAGE_SPACES:
            raise _rule(f"storage[{k}]", "pos.storage_full", most=D.STORAGE_SPACES)
    for key in ("goods", "sold"):
        for k, counts in enumerate(_list(top[key], key, n)):
            _counts(counts, f"{key}[{k}]", len(D.GOODS_KINDS), D.GOODS_PER_KIND)
    for key in ("silverlings", "workers"):
        _counts(top[key], key, n, high)
    for k, counts in enumerate(_list(top["points"], "points", n)):
        _counts(counts, f"points[{k}]", len(POINT_SOURCES), high)
    claims = _keys(top["bonus_claims"], "bonus_claims", D.COLOURS)
    for colour in D.COLOURS:
        seats = _list(claims[colour], f"bonus_claims.{colour}")
        for j, seat in enumerate(seats):
            _int(seat, f"bonus_claims.{colour}[{j}]", 0, n - 1)
        if len(seats) > 2 or len(set(seats)) != len(seats):
            raise _rule(f"bonus_claims.{colour}", "pos.claims")
    for k, place in enumerate(_list(top["track"], "track", n)):
        place = _list(place, f"track[{k}]", 2)
        _int(place[0], f"track[{k}][0] (the space)", 0, D.N_SPACES)
        _int(place[1], f"track[{k}][1] (the stamp)", 1, 10**6)
    _int(top["track_stamp"], "track_stamp", n, 10**6)
    order = _list(top["round_order"], "round_order", n)
    for k, seat in enumerate(order):
        _int(seat, f"round_order[{k}]", 0, n - 1)
    if sorted(order) != list(range(n)):
        raise _rule("round_order", "pos.order", order=str(order))
    _int(top["turn_index"], "turn_index", 0, n)
    _int(top["current"], "current", 0, n - 1)
    for k, dice in enumerate(_list(top["dice"], "dice", n)):
        for j, value in enumerate(_list(dice, f"dice[{k}]", 2)):
            _int(value, f"dice[{k}][{j}]", 0, 6)
    for k, used in enumerate(_list(top["dice_used"], "dice_used", 2)):
        _bool(used, f"dice_used[{k}]")
    _bool(top["bought"], "bought")
    _int(top["white_die"], "white_die", 0, 6)
    for k, depot in enumerate(_list(top["depots"], "depots", len(D.DEPOTS) + 1)):
        _sorted(_tiles(depot, f"depots[{k}]"), f"depots[{k}]")
    spaces = _list(top["depot_goods"], "depot_goods", len(D.DEPOTS) + 1)
    for k, kinds in enumerate(spaces):
        _kinds(kinds, f"depot_goods[{k}]")
    if spaces[D.BLACK_DEPOT]:
        raise _rule("depot_goods[0]", "pos.black_goods")
    _kinds(top["round_goods"], "round_goods")
    _sorted(_tiles(top["box"], "box"), "box")
    supply = _keys(top["supply"], "supply", D.COLOURS)
    for colour in D.COLOURS:
        for j, tile in enumerate(_tiles(supply[colour], f"supply.{colour}")):
            if D.tile_colour(tile) != colour:
                raise _rule(f"supply.{colour}[{j}]", "pos.supply_colour", tile=tile, colour=colour)
    _tiles(top["black_supply"], "black_supply")
    _kinds(top["goods_pool"], "goods_pool")
    _list(top["stack"], "stack")


def _laid_phases(top: dict) -> int:
    """How many phases have had their tiles and goods laid out."""
    stage = top["stage"]
    if stage == "setup":
        return 0
    if stage == "over":
        return len(D.PHASES)
    if top["stack"] == [["roll"]] and top["round"] == 1:
        return top["phase"]  # a new phase's tiles come with its first roll
    return top["phase"] + 1


def _check_progress(top: dict, n: int) -> None:
    """Stage, phase and round, and what each stage fixes: the dice, the turn, the boards."""
    stage, phase, rnd = top["stage"], top["phase"], top["round"]
    options = top["options"]
    varied, secret = options["varied_estates"], options["varied_estates"] and options[
        "secret_estates"
    ]
    start = top["start_player"]
    first_order = [(start + i) % n for i in range(n)]
    awaiting = stage == "play" and top["stack"] == [["roll"]]
    if stage == "setup" and not varied:
        raise _rule("stage", "pos.setup_varied")
    if stage != "play" and (phase, rnd) != ((0, 1) if stage == "setup" else (4, 5)):
        raise _rule(
            "phase", "pos.stage_phase", stage=stage, phase="A" if stage == "setup" else "E",
            round=1 if stage == "setup" else 5,
        )
    if awaiting and rnd == 1 and phase == 0:
        raise _rule("stack", "pos.first_roll")
    # The dice: none before setup ends and before a round's roll, else every seat's.
    unrolled = stage == "setup" or awaiting
    for k, dice in enumerate(top["dice"]):
        if unrolled and dice != [0, 0]:
            raise _rule(f"dice[{k}]", "pos.unrolled", zero="[0, 0]")
        if not unrolled and 0 in dice:
            raise _rule(f"dice[{k}]", "pos.dice", dice=str(dice))
    if unrolled and top["white_die"] != 0:
        raise _rule("white_die", "pos.unrolled", zero="0")
    if not unrolled and top["white_die"] == 0:
        raise _rule("white_die", "pos.white_zero")
    if unrolled and (top["dice_used"] != [False, False] or top["bought"]):
        raise _rule("dice_used", "pos.unrolled_used")
    # Whose turn.
    order, index, current = top["round_order"], top["turn_index"], top["current"]
    if stage == "setup" and (order != first_order or index != 0):
        raise _rule("round_order", "pos.setup_order", order=str(first_order))
    if stage == "play":
        if index == n:
            raise _rule("turn_index", "pos.turn_past", value=n)
        if awaiting and index != 0:
            raise _rule("turn_index", "pos.roll_turn")
        if current != order[index]:
            raise _rule("current", "pos.current", seat=current, index=index, value=order[index])
    if stage == "over" and (index != n or current != order[-1]):
        raise _rule("turn_index", "pos.over_turn", index=n, seat=order[-1])
    # The estate boards.
    boards, dealt, picks = top["boards"], top["dealt"], top["secret"]
    if not varied:
        if any(boards) and boards != [D.STANDARD_BOARD] * n:
            raise _rule("boards", "pos.standard_boards", boards=str(boards))
        if any(dealt):
            raise _rule("dealt", "pos.dealt_varied")
    else:
        seen: list[int] = []
        for k, pair in enumerate(dealt):
            if len(pair) != D.BOARDS_DEALT or pair != sorted(set(pair)):
                raise _rule(f"dealt[{k}]", "pos.dealt_pair", pair=str(pair), count=D.BOARDS_DEALT)
            seen += pair
        if len(set(seen)) != len(seen):
            raise _rule("dealt", "pos.dealt_twice")
        for k, board in enumerate(boards):
            if board and board not in dealt[k]:
                raise _rule(f"boards[{k}]", "pos.board_not_dealt", board=board)
    if not secret and any(picks):
        raise _rule("secret", "pos.secret_only")
    if stage == "setup":
        _check_setup_stage(top, n, secret)
        return
    for k in range(n):
        if not boards[k]:
            raise _rule(f"boards[{k}]", "pos.board_missing")
        if secret:
            pick = picks[k]
            if len(pick) != 2 or pick[0] != boards[k]:
                raise _rule(f"secret[{k}]", "pos.secret_board", board=boards[k])


def _check_setup_stage(top: dict, n: int, secret: bool) -> None:
    """Varied estates being chosen: seats in turn order, each board then start castle."""
    stack = top["stack"]
    for k, frame in enumerate(stack):
        if (
            not isinstance(frame, list)
            or len(frame) != 2
            or frame[0] not in ("estate", "castle")
            or (frame[0] == "castle" and k != len(stack) - 1)
        ):
            raise _rule(f"stack[{k}]", "pos.setup_frame", value=repr(frame))
        _int(frame[1], f"stack[{k}][1] (the seat)", 0, n - 1)
    if not stack:
        raise _rule("stack", "pos.setup_stack")
    asked = [frame[1] for frame in reversed(stack)]
    order = top["round_order"]
    if asked != order[n - len(asked):]:
        raise _rule("stack", "pos.setup_asked", seats=str(asked), order=str(order))
    now = n - len(asked)  # the seat being asked in turn order
    on_castle = stack[-1][0] == "castle"
    for position, seat in enumerate(order):
        board, pick, estate = top["boards"][seat], top["secret"][seat], top["estates"][seat]
        placed = [s for s, tile in enumerate(estate) if tile]
        done = position < now
        chose = done or (position == now and on_castle)
        if secret:
            want = 2 if done else 1 if chose else 0
            if len(pick) != want or board or placed:
                chosen = ("pos.secret_nothing", "pos.secret_board_only", "pos.secret_full")
                raise _rule(f"secret[{seat}]", chosen[want])
            if want == 2 and D.board_colours(pick[0])[pick[1]] != D.CASTLE:
                raise _rule(f"secret[{seat}][1]", "pos.start_castle_space")
            if pick and pick[0] not in top["dealt"][seat]:
                raise _rule(f"secret[{seat}][0]", "pos.pick_not_dealt")
            continue
        if bool(board) != chose:
            raise _rule(f"boards[{seat}]", "pos.board_set")
        if len(placed) != (1 if done else 0) or (done and estate[placed[0]] != "castle"):
            raise _rule(f"estates[{seat}]", "pos.setup_estate")
    if top["storage"] != [[]] * n or any(any(s) for s in top["sold"]):
        raise _rule("storage", "pos.setup_storage")
    for k, counts in enumerate(top["points"]):
        if any(counts):
            raise _rule(f"points[{k}]", "pos.setup_points")
    for k in range(n):
        position = (k - top["start_player"]) % n
        if top["workers"][k] != D.start_workers(position):
            raise _rule(f"workers[{k}]", "pos.start_workers", seat=k, n=D.start_workers(position))
        if top["silverlings"][k] != D.START_SILVERLINGS:
            raise _rule(f"silverlings[{k}]", "pos.start_silverlings", n=D.START_SILVERLINGS)
        if sum(top["goods"][k]) != D.START_GOODS:
            raise _rule(f"goods[{k}]", "pos.start_goods", n=D.START_GOODS)


def _covered(estate: list[str]) -> list[int]:
    return [s for s, tile in enumerate(estate) if tile]


def _check_estates(top: dict, n: int) -> None:
    """Each tile on a space of its colour, joined to the start castle, cities kept."""
    for seat in range(n):
        board = top["boards"][seat]
        estate = top["estates"][seat]
        where = f"estates[{seat}]"
        covered = _covered(estate)
        if not board:
            if covered:
                raise _rule(where, "pos.estate_early")
            continue
        colours = D.board_colours(board)
        for s in covered:
            if D.tile_colour(estate[s]) != colours[s]:
                raise _rule(f"{where}[{s}]", "pos.tile_colour", tile=estate[s],
                            space=D.SPACE_NAMES[s], colour=colours[s])
        if top["stage"] == "setup":
            continue
        start = _start_castle(top, seat)
        if start is not None and estate[start] != "castle":
            raise _rule(f"{where}[{start}]", "pos.start_castle_on", space=D.SPACE_NAMES[start])
        if "castle" not in estate:
            raise _rule(where, "pos.start_castle_missing")
        first = start if start is not None else estate.index("castle")
        reach, todo = {first}, [first]
        while todo:
            for other in D.NEIGHBOURS[todo.pop()]:
                if estate[other] and other not in reach:
                    reach.add(other)
                    todo.append(other)
        if reach != set(covered):
            lone = min(set(covered) - reach)
            raise _rule(f"{where}[{lone}]", "pos.apart")
        if "k1" not in estate:
            regions = D.board_regions(board)
            for s in covered:
                if colours[s] == D.BUILDING:
                    city = [estate[o] for o in regions[s] if estate[o]]
                    if len(city) != len(set(city)):
                        raise _rule(f"{where}[{s}]", "pos.city_kinds")


def _start_castle(top: dict, seat: int) -> int | None:
    """The start castle's space, where the position records it."""
    if not top["options"]["varied_estates"]:
        return D.SPACE_INDEX[D.START_CASTLE_SPACE]
    pick = top["secret"][seat]
    return pick[1] if len(pick) == 2 else None


def _check_tiles(top: dict, n: int) -> None:
    """Every six-sided tile in exactly one place, and the supplies as a phase leaves them."""
    laid = _laid_phases(top)
    seen: Counter = Counter()
    for colour in D.COLOURS:
        tiles = top["supply"][colour]
        seen.update(tiles)
        if Counter(tiles) - Counter(D.NORMAL_SUPPLY[colour]):
            raise _rule(f"supply.{colour}", "pos.normal_backs")
        spaces = _supply_draws(n, laid).get(colour, 0)
        want = max(0, len(D.NORMAL_SUPPLY[colour]) - spaces)
        if len(tiles) != want:
            raise _rule(f"supply.{colour}", "pos.supply_left", count=len(tiles), n=laid,
                        want=want)
    black = top["black_supply"]
    if Counter(black) - Counter(D.BLACK_SUPPLY):
        raise _rule("black_supply", "pos.black_backs")
    want = max(0, len(D.BLACK_SUPPLY) - D.BLACK_DEPOT_TILES[n] * laid)
    if len(black) != want:
        raise _rule("black_supply", "pos.supply_left", count=len(black), n=laid, want=want)
    seen.update(black)
    for depot in top["depots"]:
        seen.update(depot)
    for seat in range(n):
        seen.update(top["storage"][seat])
        seen.update(t for t in top["estates"][seat] if t)
    seen.update(top["box"])
    for k, frame in enumerate(top["stack"]):  # a tile on its way into full storage
        if isinstance(frame, list) and frame[:1] == ["discard"] and len(frame) == 2:
            seen[_tile(frame[1], f"stack[{k}][1]")] += 1
    placed = sum(1 for e in top["estates"] if any(e))  # seats whose start castle stands
    seen["castle"] += START_CASTLES - placed
    for tile in sorted(set(seen) | set(ALL_TILES)):
        if seen[tile] != ALL_TILES[tile]:
            raise _rule("depots", "pos.tile_count", count=seen[tile], tile=tile,
                        total=ALL_TILES[tile])
    # The depots hold what this phase's spaces took, less what was taken.
    if top["stack"] == [["roll"]] and top["round"] == 1 and top["stage"] == "play":
        if any(top["depots"]):
            raise _rule("depots", "pos.depots_cleared")
    if top["stage"] == "setup" and any(top["depots"]):
        raise _rule("depots", "pos.depots_setup")
    if len(top["depots"][D.BLACK_DEPOT]) > D.BLACK_DEPOT_TILES[n]:
        raise _rule("depots[0]", "pos.black_depot", count=D.BLACK_DEPOT_TILES[n])
    for d in D.DEPOTS:
        room = Counter(_space_colours(n, top["phase"], d))
        extra = Counter(D.tile_colour(t) for t in top["depots"][d]) - room
        if extra:
            colour = min(extra)
            raise _rule(f"depots[{d}]", f"pos.depot_room.{colour}", players=n,
                        phase=D.PHASES[top["phase"]])


def _space_colours(n: int, phase: int, depot: int) -> list[str]:
    """The colours of a depot's spaces in use with `n` players in `phase`."""
    out = []
    for colour, fewest in D.DEPOT_SPACES[depot]:
        if n < fewest:
            continue
        if n == 3 and depot == 6 and colour == D.CASTLE and phase in D.THREE_PLAYER_MINE_PHASES:
            colour = D.MINE
        out.append(colour)
    return out


def _supply_draws(n: int, laid: int) -> Counter:
    """Tiles of each colour the depot spaces asked for in the phases laid out."""
    asked: Counter = Counter()
    for phase in range(laid):
        for d in D.DEPOTS:
            asked.update(_space_colours(n, phase, d))
    return asked


def _check_goods(top: dict, n: int) -> None:
    """Seven goods tiles of each kind, each in one place; the phase's five laid out so far."""
    for seat in range(n):
        held = sum(1 for count in top["goods"][seat] if count)
        if held > D.MAX_GOODS_KINDS:
            raise _rule(f"goods[{seat}]", "pos.goods_kinds", count=held, most=D.MAX_GOODS_KINDS)
    for kind in D.GOODS_KINDS:
        total = top["goods_pool"].count(kind) + top["round_goods"].count(kind)
        total += sum(g.count(kind) for g in top["depot_goods"])
        total += sum(top["goods"][s][kind - 1] + top["sold"][s][kind - 1] for s in range(n))
        if total != D.GOODS_PER_KIND:
            raise _rule("goods", "pos.goods_count", count=total, kind=kind,
                        total=D.GOODS_PER_KIND)
    laid = _laid_phases(top)
    stage, rnd = top["stage"], top["round"]
    if stage == "play" and not (top["stack"] == [["roll"]] and rnd == 1):
        rolled = rnd - 1 if top["stack"] == [["roll"]] else rnd
        want = D.GOODS_PER_PHASE - rolled
    else:
        want = 0
    if len(top["round_goods"]) != want:
        left = len(top["round_goods"])
        raise _rule("round_goods", "pos.round_goods", count=left, round=rnd, want=want)
    pool = len(D.GOODS_KINDS) * D.GOODS_PER_KIND - n * D.START_GOODS - D.GOODS_PER_PHASE * laid
    if len(top["goods_pool"]) != pool:
        raise _rule("goods_pool", "pos.goods_pool", count=len(top["goods_pool"]), want=pool)


def _check_track(top: dict, n: int) -> None:
    """One step right per ship added; a seat that never moved keeps its setup place."""
    track, stamp = top["track"], top["track_stamp"]
    ships = [top["estates"][s].count("ship") for s in range(n)]
    if stamp != n + sum(ships):
        raise _rule("track_stamp", "pos.track_stamp", stamp=str(stamp), players=n,
                        ships=sum(ships))
    stamps = [place[1] for place in track]
    if len(set(stamps)) != n:
        raise _rule("track", "pos.stamp_shared")
    for seat in range(n):
        space, mark = track[seat]
        if space != ships[seat]:
            raise _rule(f"track[{seat}][0]", "pos.track_space", space=space, ships=ships[seat])
        if not ships[seat]:
            start = n - (seat - top["start_player"]) % n
            if mark != start:
                raise _rule(f"track[{seat}][1]", "pos.stamp_unmoved", stamp=start)
        elif not n < mark <= stamp:
            raise _rule(f"track[{seat}][1]", "pos.stamp_moved", low=n + 1, high=str(stamp))
    if top["stage"] == "play" and top["stack"] == [["roll"]]:
        order = sorted(range(n), key=lambda s: (-track[s][0], -track[s][1]))
        if top["round_order"] != order:
            raise _rule("round_order", "pos.track_order", order=str(order))


def _check_points(top: dict, n: int) -> None:
    """The points whose source the position shows: sales, watchtowers, bonus tiles and
    completed regions."""
    claims = top["bonus_claims"]
    source = {name: k for k, name in enumerate(POINT_SOURCES)}
    for colour in D.COLOURS:
        full = [s for s in range(n) if _covers_colour(top, s, colour)]
        for seat in claims[colour]:
            if seat not in full:
                raise _rule(f"bonus_claims.{colour}", f"pos.claim_uncovered.{colour}", seat=seat)
        if len(claims[colour]) < 2 and sorted(claims[colour]) != full:
            raise _rule(f"bonus_claims.{colour}", f"pos.claim_missing.{colour}", seats=str(full))
    for seat in range(n):
        points = top["points"][seat]
        where = f"points[{seat}]"
        estate = top["estates"][seat]
        want = D.sale_points(n) * sum(top["sold"][seat])
        if points[source["sales"]] != want:
            raise _rule(f"{where}[{source['sales']}] (sales)", "pos.sales_points", want=want)
        want = D.WATCHTOWER_POINTS * estate.count("watchtower")
        if points[source["watchtowers"]] != want:
            raise _rule(f"{where}[{source['watchtowers']}] (watchtowers)", "pos.watchtower_points",
                        want=want)
        want = sum(
            (D.large_bonus(n) if claims[c].index(seat) == 0 else D.small_bonus(n))
            for c in D.COLOURS
            if seat in claims[c]
        )
        if points[source["colour_bonus"]] != want:
            raise _rule(f"{where}[{source['colour_bonus']}] (colour_bonus)", "pos.bonus_points",
                        want=want)
        board = top["boards"][seat]
        if not board or top["stage"] == "setup":
            continue
        regions = {r for r in D.board_regions(board) if all(estate[s] for s in r)}
        start = _start_castle(top, seat)
        lone = [r for r in regions if len(r) == 1 and estate[r[0]] == "castle"]
        if start is not None:
            unscored = [r for r in lone if r == (start,)]
        else:
            unscored = lone[:1]  # which castle started is not recorded
        full = sum(D.REGION_POINTS[len(r)] for r in regions)
        allowed = {full - len(unscored)} | ({full} if start is None else set())
        if points[source["regions"]] not in allowed:
            raise _rule(f"{where}[{source['regions']}] (regions)", "pos.region_points",
                        want=min(allowed))
        # Each scored region took the bonus of the phase it was completed in.
        most = len(regions) - (len(unscored) if start is not None else 0)
        fewest = len(regions) - len(unscored)
        bonus = points[source["phase_bonus"]]
        low, high = fewest * D.PHASE_BONUS[top["phase"]], most * D.PHASE_BONUS[0]
        if bonus % 2 or not low <= bonus <= high:
            raise _rule(f"{where}[{source['phase_bonus']}] (phase_bonus)", "pos.phase_bonus",
                        count=fewest, low=low, high=high)


def _covers_colour(top: dict, seat: int, colour: str) -> bool:
    board = top["boards"][seat]
    if not board:
        return False
    colours = D.board_colours(board)
    estate = top["estates"][seat]
    return all(estate[s] for s in range(D.N_SPACES) if colours[s] == colour)


def _check_stack(top: dict, n: int) -> None:
    """The pending decisions fit the stage and the turn."""
    stack, stage = top["stack"], top["stage"]
    if stage == "setup":
        return  # _check_setup_stage
    if stage == "over":
        if stack:
            raise _rule("stack", "pos.over_stack")
        return
    if stack == [["roll"]]:
        return
    if not stack or stack[0] != ["turn"]:
        raise _rule("stack", "pos.play_stack", value=repr(stack))
    if len(stack) > 2:
        raise _rule("stack", "pos.one_decision")
    if len(stack) == 1:
        return
    frame, where = stack[1], "stack[1]"
    if (
        not isinstance(frame, list)
        or not frame
        or frame[0] not in TURN_FRAMES
        or len(frame) != TURN_FRAMES[frame[0]]
    ):
        raise _rule(where, "pos.turn_frame", value=repr(frame), frames=", ".join(TURN_FRAMES))
    seat = top["current"]
    kind = frame[0]
    if kind == "discard":
        _tile(frame[1], f"{where}[1]")
        if len(top["storage"][seat]) != D.STORAGE_SPACES:
            raise _rule(where, "pos.discard")
    elif kind == "gain":
        if frame[1] not in GAIN_BUILDINGS:
            raise _rule(f"{where}[1]", "pos.gain", value=repr(frame[1]),
                        buildings=", ".join(GAIN_BUILDINGS))
    elif kind == "keep":
        depots = _list(frame[1], f"{where}[1]")
        for k, d in enumerate(depots):
            _int(d, f"{where}[1][{k}]", 1, 6)
        pairs = {tuple(sorted(p)) for p in D.NEIGHBOUR_DEPOTS}
        if not (len(depots) == 1 or (tuple(depots) in pairs and depots == sorted(depots)
                                     and "k5" in top["estates"][seat])):
            raise _rule(f"{where}[1]", "pos.keep_depots")
        fresh = {g for d in depots for g in top["depot_goods"][d]
                 if not top["goods"][seat][g - 1]}
        free = D.MAX_GOODS_KINDS - sum(1 for c in top["goods"][seat] if c)
        if not 0 < free < len(fresh):
            raise _rule(where, "pos.keep_pick")


def _check_state(st: BurgundyState) -> None:
    """The built state has a move while the game goes on, and draws without error."""
    try:
        legal = st.legal_actions()
        st.scores()
        st.view(st.to_move())
    except Exception as exc:  # a decision whose contents do not fit raises somewhere inside
        raise _rule("stack", "pos.misfit", error=f"{type(exc).__name__}: {exc}") from None
    if st.stage != "over" and not legal:
        raise _rule("stack", "pos.no_action", value=repr(st.stack[-1]))

