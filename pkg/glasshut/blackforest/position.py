"""Black Forest positions as data: `write_position(state)` and `read_position(game, position)`.

A position is JSON-compatible data that holds a whole game: setup, both wheels of
every player, Domains, the board, the face-down Job pile, whose turn it is and the
pending decisions. `State.snapshot()` writes it and `Game.from_position()` reads it
back, checking every key; docs/position-format.md describes the keys one by one.
"""

from __future__ import annotations

import copy
from typing import Any

from ..core.game import PositionError, RulesError, Seat
from . import board, data
from .player import Player

FORMAT = 1  # bump when a key changes meaning; readers refuse other versions

# Every pending-decision task the rules put on the stack; element 1 is always a seat.
TASKS = frozenset(
    {
        "nss",
        "nsv",
        "turn",
        "neutral",
        "act",
        "second",
        "endw",
        "endturn",
        "give",
        "offer",
        "pay",
        "jobdone",
        "reward",
        "charcoal",
        "prov",
        "place",
        "anybasic",
        "merchant",
        "build",
        "site",
        "optional",
        "grocer",
        "lchoice",
        "bsplit",
        "wild",
        "tchoice",
        "upto",
        "rehouse",
    }
)
CELL_CODE = {name: code for code, name in data.CODE_NAME.items()}
CAPS = tuple(
    data.REFINED_CAP
    if m in (data.GLASS, data.PROVISIONS_A, data.PROVISIONS_B, data.COMMODITIES)
    else data.BASIC_CAP
    for m in range(data.N_MARKERS)
)
TOP_KEYS = (
    "game",
    "format",
    "seed",
    "seats",
    "options",
    "rng",
    "reveals",
    "players",
    "board",
    "job_pile",
    "turn",
    "solo",
    "over",
    "stack",
    "to_move",
    "legal_actions",
)
PLAYER_KEYS = (
    "resources",
    "potash",
    "cooking_steps",
    "glass_steps",
    "reminder",
    "progress",
    "estates",
    "glass_hut",
    "pigs",
    "cattle",
    "buildings",
    "jobs",
    "tannery",
    "pawn",
    "extra_turns",
)
BOARD_KEYS = ("villages", "village_jobs", "location_jobs", "neutral_pawn", "available_buildings")
TURN_KEYS = (
    "current",
    "start_player",
    "number",
    "swapped",
    "extra_turn",
    "last",
    "reminders_moved",
    "end_triggered_by",
    "final_turns_left",
)
SOLO_KEYS = ("year", "pawns", "used", "last_placed", "moving")


# -- writing ---------------------------------------------------------------------------
def write_position(st) -> dict[str, Any]:
    return {
        "game": "blackforest",
        "format": FORMAT,
        "seed": st.seed,
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in st.seats],
        "options": dict(st.options),
        "rng": {"state": st.rng.state, "draws": st.rng.draws},
        "reveals": st.reveals,
        "players": [write_player(p) for p in st.players],
        "board": {
            "villages": [list(markers) for markers in st.villages],
            "village_jobs": list(st.village_jobs),
            "location_jobs": {data.LOCATIONS[k]: j for k, j in enumerate(st.location_jobs) if j},
            "neutral_pawn": board.pos_text(st.neutral_pawn),
            "available_buildings": list(st.available_buildings),
        },
        "job_pile": list(st.job_pile),
        "turn": {
            "current": st.current,
            "start_player": st.start_player,
            "number": st.turn_number,
            "swapped": st.swapped,
            "extra_turn": st.extra_turn,
            "last": st.last_seat,
            "reminders_moved": st.reminders_moved,
            "end_triggered_by": st.end_triggered_by,
            "final_turns_left": st.final_turns_left,
        },
        "solo": {
            "year": st.year,
            "pawns": [board.pos_text(s) for s in st.solo_pawns],
            "used": list(st.solo_used),
            "last_placed": board.pos_text(st.solo_last_placed),
            "moving": st.solo_moving,
        }
        if st.solo
        else None,
        "over": st.over,
        "stack": [_json(task) for task in st.stack],
        "to_move": st.to_move(),
        "legal_actions": st.legal_actions(),
    }


def write_player(p) -> dict[str, Any]:
    """One player's part of the position (the table's view shows the same keys)."""
    return {
        "resources": {data.MARKER_NAMES[m]: p.markers[m] for m in range(data.N_MARKERS)},
        "potash": p.potash,
        "cooking_steps": p.cooking_steps,
        "glass_steps": p.glass_steps,
        "reminder": p.reminder,
        "progress": p.progress,
        "estates": [
            [c if isinstance(c, str) else data.CODE_NAME[c] for c in estate] for estate in p.estates
        ],
        "glass_hut": p.glass_hut_estate,
        "pigs": p.pigs,
        "cattle": p.cattle,
        "buildings": list(p.buildings),
        "jobs": list(p.jobs),
        "tannery": p.tannery,
        "pawn": board.pos_text(p.pawn),
        "extra_turns": p.extra_turns,
    }


def _json(x):
    if isinstance(x, (list, tuple)):
        return [_json(y) for y in x]
    if isinstance(x, dict):
        return {k: _json(v) for k, v in x.items()}
    return x


# -- reading ---------------------------------------------------------------------------
def _fail(where: str, what: str, why: str = "pos_rules", **fields) -> PositionError:
    return PositionError.refused("blackforest", "Black Forest", where, what, why, **fields)


def _rule(where: str, key: str, **fields) -> PositionError:
    """A rules check refused, worded by `key` ("pos.<name>") of the game's catalogue:
    English in the error's message, the player's language on the page (which fills in
    `where` too, so the text is always formatted)."""
    from .lang import tr

    return _fail(where, tr(key, "en", where=where, **fields), key, **fields)


def _keys(obj, where: str, allowed: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
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
    missing = [k for k in allowed if k not in obj and k not in optional]
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


def _names(value, where: str, length: int | None = None, none_ok: bool = False) -> list:
    """A list of names (ids): anything else in it, a list or a number, is refused here,
    before it reaches a lookup that would fail on it."""
    for item in _list(value, where, length):
        if not isinstance(item, str) and not (none_ok and item is None):
            raise _rule(where, "pos.not_name", value=repr(item))
    return value


def _pos(text, where: str, allow_off=True) -> int:
    if not isinstance(text, str):
        raise _rule(where, "pos.not_place", value=repr(text))
    if text == "off the board" and allow_off:
        return board.OFF
    if text in board.TXT_SPACE:
        return board.TXT_SPACE[text]
    if text in board.LOC_INDEX:
        return board.LOC + board.LOC_INDEX[text]
    if (
        isinstance(text, str)
        and text[:1] == "V"
        and text[1:].isdigit()
        and 1 <= int(text[1:]) <= data.N_VILLAGES
    ):
        return board.CENTER + int(text[1:]) - 1
    raise _rule(where, "pos.place_form", value=repr(text))


def read_position(game, position) -> Any:
    top = _keys(position, "top level", TOP_KEYS, optional=("to_move", "legal_actions"))
    if top["game"] != "blackforest":
        raise _fail(
            "game", f"{top['game']!r} is not 'blackforest'",
            "pos_game", value=repr(top["game"]), expected=repr("blackforest"),
        )
    if top["format"] != FORMAT:
        raise _rule("format", "pos.format", value=repr(top["format"]), expected=repr(FORMAT))
    seed = _int(top["seed"], "seed", 0, 2**64 - 1)
    seats = []
    for k, s in enumerate(_list(top["seats"], "seats")):
        s = _keys(s, f"seats[{k}]", ("name", "kind", "level"))
        if (
            not isinstance(s["name"], str)
            or not isinstance(s["level"], str)
            or s["kind"] not in ("human", "bot")
        ):
            raise _rule(f"seats[{k}]", "pos.seat")
        seats.append(Seat(s["name"], s["kind"], s["level"]))
    _check_setup(game, seats, top["options"])
    try:
        setup = game.new_state(seed, seats, top["options"])  # checks seats and options
    except PositionError:
        raise
    except (ValueError, TypeError, AttributeError) as exc:
        raise _rule("seats/options", "pos.setup", error=str(exc)) from None
    n = len(seats)
    st = setup  # setup draws are replaced by the position's values below
    st.rng.state = _int(
        _keys(top["rng"], "rng", ("state", "draws"))["state"], "rng.state", 0, 2**64 - 1
    )
    st.rng.draws = _int(top["rng"]["draws"], "rng.draws", 0, 2**63)
    st.reveals = _int(top["reveals"], "reveals", 0, 2**31)
    st._revealed = []
    players = _list(top["players"], "players", n)
    st.players = [_read_player(Player(), p, f"players[{i}]") for i, p in enumerate(players)]
    _read_board(st, _keys(top["board"], "board", BOARD_KEYS))
    pile = _names(top["job_pile"], "job_pile")
    for job in pile:
        if job not in data.JOBS:
            raise _rule("job_pile", "pos.not_job", value=repr(job))
    st.job_pile = list(pile)
    _read_turn(st, _keys(top["turn"], "turn", TURN_KEYS), n)
    if st.solo:
        _read_solo(st, _keys(top["solo"], "solo", SOLO_KEYS))
        if st.players[0].extra_turns and st.solo_moving < 0:
            # Built during a turn, after the pawn moved: the extra turn moves that pawn.
            raise _rule("players[0].extra_turns", "pos.extra_turn_unmoved")
    elif top["solo"] is not None:
        raise _rule("solo", "pos.solo_null")
    st.over = _bool(top["over"], "over")
    st.stack = _read_stack(top["stack"], n)
    if st.over and st.stack:
        raise _rule("stack", "pos.over_no_stack")
    if not st.over and not st.stack:
        raise _rule("stack", "pos.stack_needed")
    _check_counts(st)
    _check_pawns(st)
    try:
        st._advance()
        st.legal_actions()  # listed now, so that a task that does not fit fails here
    except Exception as exc:  # a task whose contents do not fit raises somewhere inside
        raise _rule("stack", "pos.stack_misfit", error=f"{type(exc).__name__}: {exc}") from None
    _probe_stack(st)
    if "to_move" in top and top["to_move"] != st.to_move():
        raise _rule(
            "to_move", "pos.to_move", asked=repr(st.to_move()), given=repr(top["to_move"])
        )
    if "legal_actions" in top and top["legal_actions"] != st.legal_actions():
        raise _rule(
            "legal_actions", "pos.legal_actions",
            offered=str(st.legal_actions()), given=str(top["legal_actions"]),
        )
    _check_housing(st)
    return st


def _check_setup(game, seats: list, options) -> None:
    """What `game.new_state` checks of the seats and options, refused here in the
    game's words (an option given as something other than an object is left to it)."""
    if not game.min_seats <= len(seats) <= game.max_seats:
        raise _rule(
            "seats/options", "pos.player_count",
            count=len(seats), low=game.min_seats, high=game.max_seats,
        )
    if not isinstance(options, dict):
        return
    for key in options:
        if key not in game.default_options:
            raise _rule("seats/options", "pos.no_option", name=repr(key))
    merged = {**game.default_options, **options}
    if not isinstance(merged["first_game"], bool):
        raise _rule("seats/options", "pos.first_game")
    start = merged["start_player"]
    if isinstance(start, bool) or not isinstance(start, int) or start >= len(seats):
        raise _rule("seats/options", "pos.start_player")


def _read_player(p, d, where: str):
    d = _keys(d, where, PLAYER_KEYS)
    resource = _keys(d["resources"], f"{where}.resources", data.MARKER_NAMES)
    p.markers = [
        _int(resource[name], f"{where}.resources.{name}", 0, CAPS[m])
        for m, name in enumerate(data.MARKER_NAMES)
    ]
    p.potash = _bool(d["potash"], f"{where}.potash")
    if p.potash and p.markers[data.CHARCOAL_GLASS]:
        raise _rule(f"{where}.resources", "pos.potash")
    p.cooking_steps = _int(d["cooking_steps"], f"{where}.cooking_steps", 0, data.COOKING_MAX_STEPS)
    p.glass_steps = _int(d["glass_steps"], f"{where}.glass_steps", 0, 10**6)
    p.reminder = _bool(d["reminder"], f"{where}.reminder")
    if p.reminder and p.cooking_steps >= data.REMINDER_STEP:
        raise _rule(
            f"{where}.reminder", "pos.reminder", step=data.REMINDER_STEP, steps=p.cooking_steps
        )
    p.progress = _int(d["progress"], f"{where}.progress", 0, data.PROGRESS_TOP)
    p.pigs = _int(d["pigs"], f"{where}.pigs", 0, 99)
    p.cattle = _int(d["cattle"], f"{where}.cattle", 0, 99)
    p.tannery = _int(d["tannery"], f"{where}.tannery", 0, 5)
    p.extra_turns = _int(d["extra_turns"], f"{where}.extra_turns", 0, 1)  # one Clockmaker
    p.pawn = _pos(d["pawn"], f"{where}.pawn")
    p.buildings = list(_names(d["buildings"], f"{where}.buildings"))
    for building in p.buildings:
        if building not in data.BUILDINGS:
            raise _rule(f"{where}.buildings", "pos.not_building", value=repr(building))
    p.jobs = list(_names(d["jobs"], f"{where}.jobs"))
    estates = _list(d["estates"], f"{where}.estates")
    if not estates:
        raise _rule(f"{where}.estates", "pos.main_estate")
    p.estates = []
    for e, cells in enumerate(estates):
        size = (
            len(data.MAIN_ESTATE) * len(data.MAIN_ESTATE[0])
            if e == 0
            else len(data.SMALL_ESTATE) * len(data.SMALL_ESTATE[0])
        )
        cells = _names(cells, f"{where}.estates[{e}]", size)
        estate = []
        for k, c in enumerate(cells):
            if c in CELL_CODE:
                estate.append(CELL_CODE[c])
            elif c in p.buildings:
                estate.append(c)
            else:
                raise _rule(
                    f"{where}.estates[{e}][{k}]", "pos.estate_cell",
                    value=repr(c), spaces=", ".join(CELL_CODE),
                )
        p.estates.append(estate)
    p.glass_hut_estate = _int(d["glass_hut"], f"{where}.glass_hut", 0, len(p.estates) - 1)
    huts = [e for e, estate in enumerate(p.estates) if data.HUT in estate]
    if huts != [p.glass_hut_estate] or p.estates[p.glass_hut_estate].count(data.HUT) != 1:
        raise _rule(f"{where}.estates", "pos.glass_hut", estate=p.glass_hut_estate)
    for building in p.buildings:
        cells = sum(estate.count(building) for estate in p.estates)
        if cells != (2 if building in data.LARGE_IDS else 1):
            raise _rule(f"{where}.estates", "pos.building_spaces", building=building, n=cells)
    p.no_more_estates = any(
        effect[0] == "no_estates" for b in p.buildings for effect in data.BUILDINGS[b]["perm"]
    )
    p.pigs_per_forest = data.FOREST_PIGS + sum(
        effect[1]
        for b in p.buildings
        for effect in data.BUILDINGS[b]["perm"]
        if effect[0] == "forest_pigs"
    )
    return p


def _read_board(st, d) -> None:
    villages = _list(d["villages"], "board.villages", data.N_VILLAGES)
    ring = []
    for v, names in enumerate(villages):
        ring.append(list(_names(names, f"board.villages[{v}]", len(data.VILLAGE_BACKS[v]))))
    everyone = sorted(tp for markers in ring for tp in markers)
    if everyone != sorted(data.TRADESPEOPLE):
        raise _rule("board.villages", "pos.tradespeople", count=len(data.TRADESPEOPLE))
    st.villages = ring
    st.village_jobs = list(
        _names(d["village_jobs"], "board.village_jobs", data.N_VILLAGES, none_ok=True)
    )
    for job in st.village_jobs:
        if job is not None and (job not in data.JOBS or data.JOBS[job][0] == "loc"):
            raise _rule("board.village_jobs", "pos.not_village_job", value=repr(job))
    locs = d["location_jobs"]
    if not isinstance(locs, dict):
        raise _rule("board.location_jobs", "pos.location_jobs")
    st.location_jobs = [None] * len(data.LOCATIONS)
    for loc, job in locs.items():
        if loc not in board.LOC_INDEX or job != loc:
            raise _rule(
                "board.location_jobs", "pos.location_job", place=repr(loc), job=repr(job)
            )
        st.location_jobs[board.LOC_INDEX[loc]] = job
    st.neutral_pawn = _pos(d["neutral_pawn"], "board.neutral_pawn")
    if st.neutral_pawn >= board.CENTER or (st.neutral_pawn >= 0 and st.n_players != 2):
        raise _rule("board.neutral_pawn", "pos.neutral_pawn")
    avail = _names(d["available_buildings"], "board.available_buildings")
    for building in avail:
        if building not in data.BUILDINGS:
            raise _rule("board.available_buildings", "pos.not_building", value=repr(building))
    st.available_buildings = list(avail)


def _read_turn(st, d, n: int) -> None:
    st.current = _int(d["current"], "turn.current", 0, n - 1)
    st.start_player = _int(d["start_player"], "turn.start_player", 0, n - 1)
    st.turn_number = _int(d["number"], "turn.number", 0, 10**6)
    st.swapped = _bool(d["swapped"], "turn.swapped")
    st.extra_turn = _bool(d["extra_turn"], "turn.extra_turn")
    st.last_seat = _int(d["last"], "turn.last_seat", 0, n - 1)
    st.reminders_moved = _int(d["reminders_moved"], "turn.reminders_moved", 0, n)
    st.end_triggered_by = (
        None
        if d["end_triggered_by"] is None
        else _int(d["end_triggered_by"], "turn.end_triggered_by", 0, n - 1)
    )
    st.final_turns_left = (
        None
        if d["final_turns_left"] is None
        else _int(d["final_turns_left"], "turn.final_turns_left", 0, n)
    )
    if (st.end_triggered_by is None) != (st.final_turns_left is None):
        raise _rule("turn", "pos.end_pair")


def _read_solo(st, d) -> None:
    st.year = _int(d["year"], "solo.year", 1, data.SOLO_YEARS)
    st.solo_pawns = [
        _pos(x, f"solo.pawns[{k}]") for k, x in enumerate(_list(d["pawns"], "solo.pawns", 5))
    ]
    st.solo_used = [
        _bool(x, f"solo.used[{k}]") for k, x in enumerate(_list(d["used"], "solo.used", 5))
    ]
    for k in range(5):
        if st.solo_pawns[k] != board.OFF and not st.solo_used[k]:
            raise _rule(f"solo.pawns[{k}]", "pos.solo_used")
    st.solo_last_placed = _pos(d["last_placed"], "solo.last_placed")
    st.solo_moving = _int(d["moving"], "solo.moving", -1, 4)


def _read_stack(stack, n: int) -> list:
    tasks = []
    for k, task in enumerate(_list(stack, "stack")):
        where = f"stack[{k}]"
        if (not isinstance(task, list) or len(task) < 2 or not isinstance(task[0], str)
                or task[0] not in TASKS):
            raise _rule(where, "pos.task", task=repr(task), names=", ".join(sorted(TASKS)))
        _int(task[1], f"{where}[1] (the seat)", 0, n - 1)
        tasks.append(_json(task))
    return tasks


def _probe_stack(st) -> None:
    """Each pending decision asked as it will be once those above it are done, and
    answered with its first and its last option: a task whose contents do not fit (an
    unknown Tradesperson, a payment of a resource that does not exist) fails here, not
    when play reaches it."""
    for k, task in enumerate(st.stack):
        probe = copy.deepcopy(st)
        del probe.stack[k + 1:]
        try:
            probe._advance()
            legal = [] if probe.over else probe.legal_actions()
            for action in {*legal[:1], *legal[-1:]}:
                probe.clone().apply(action)
        except RulesError:
            # Tasks above it may first give what this one asks (a reward, then its
            # payment): a shortfall now is no misfit.
            continue
        except Exception as exc:  # whatever a misfit task raises inside the rules
            raise _rule(
                f"stack[{k}]", "pos.task_misfit",
                task=repr(task), error=f"{type(exc).__name__}: {exc}",
            ) from None


def _check_counts(st) -> None:
    """Every Job and every Building is in exactly one place."""
    jobs = (
        list(st.job_pile) + [j for j in st.village_jobs if j] + [j for j in st.location_jobs if j]
    )
    for p in st.players:
        jobs += p.jobs
    for job in data.JOBS:
        if jobs.count(job) != 1:
            raise _rule("jobs", "pos.job_places", job=job, count=jobs.count(job))
    if len(jobs) != len(data.JOBS):
        raise _rule("jobs", "pos.not_job_in_jobs")
    built = [b for p in st.players for b in p.buildings]
    for building in set(built + st.available_buildings):
        if (built + st.available_buildings).count(building) != 1:
            raise _rule("buildings", "pos.building_twice", building=building)
    numbers = [b[:2] for b in built + st.available_buildings if b not in data.LARGE_IDS]
    if len(numbers) != len(set(numbers)):
        raise _rule("buildings", "pos.both_sides")


def _check_pawns(st) -> None:
    seen: dict[int, str] = {}
    # Solo: the player's own pawn is not used; the five solo pawns are.
    pawns = [] if st.solo else [(f"players[{i}].pawn", p.pawn) for i, p in enumerate(st.players)]
    pawns.append(("board.neutral_pawn", st.neutral_pawn))
    if st.solo:
        pawns += [(f"solo.pawns[{k}]", s) for k, s in enumerate(st.solo_pawns)]
    for where, pos in pawns:
        if 0 <= pos < board.CENTER:
            if pos in seen:
                raise _rule(where, "pos.space_taken", space=board.pos_text(pos), other=seen[pos])
            seen.setdefault(pos, where)


def _check_housing(st) -> None:
    for i, p in enumerate(st.players):
        choosing = st.stack and st.stack[-1][0] == "rehouse" and st.stack[-1][1] == i
        if not p.housable(p.pigs, p.cattle) and not choosing:
            raise _rule(f"players[{i}]", "pos.housing", pigs=p.pigs, cattle=p.cattle)
