"""Glass Road positions as data: `read_position(game, position)` checks every key.

`State.snapshot()` writes a position; `Game.from_position()` reads it back here. The
data is checked before any state is built from it: the type and range of every value,
that every Building is in exactly one place, that each player's cards of the period
are split between hand, face-down card, played and forced ones, and that the pending
decisions (the stack) are the ones the rules leave at this phase. The state built is
then asked for its legal actions once, and the rules' own next steps are tried on a
copy: a position they would move on from by themselves, or cannot, is refused.
docs/position-format.md describes the keys one by one.
"""

from __future__ import annotations

from typing import Any

from ..core.game import PositionError, read_snapshot
from . import seating, turn
from .buildings import can_build_any
from .data import (
    ANYTIME_LIMIT,
    BASIC_MAX,
    BUILDING_ROWS,
    BUILDINGS,
    CARD_IDS,
    CARD_ROUNDS,
    CARDS_CHOSEN,
    COLUMNS,
    COST_GOODS,
    EMPTY,
    FOREST,
    INDENTATIONS,
    LANDSCAPE_TILES,
    LONG_PERIODS,
    PERIODS,
    POSITION_DRAWS_MAX,
    POSITION_REVEALS_MAX,
    REFINED_MAX,
    ROWS,
    SHARED_GOODS,
    SOLO_CARDS_CHOSEN,
    SPECIALIST,
    START_BUILDINGS,
    START_FORESTS,
    SUPPLY_GOODS,
    WHEEL_BASICS,
    WHEEL_REFINED,
    WHEELS,
    row_size,
)
from .production import turns_due
from .state import FORMAT, GAME_ID, from_snapshot

TOP_KEYS = (
    "game",
    "format",
    "seed",
    "seats",
    "options",
    "rng",
    "reveals",
    "period",
    "periods",
    "start_player",
    "phase",
    "card_round",
    "cursor",
    "rows",
    "stacks",
    "stack",
    "current",
    "anytime_run",
    "out_of_game",
    "players",
)
PLAYER_KEYS = (
    "wheels",
    "cells",
    "forests",
    "upgrades",
    "offer",
    "chosen",
    "hand",
    "facedown",
    "played",
    "forced",
    "paid",
    "set_aside",
    "absent",
)
PHASES = ("choose", "pick", "reveal", "duel", "duel_end", "solo", "solo_last", "final", "over")
# Each frame kind: its keys besides "k" and "s" (play may also carry "alone": true).
FRAME_KEYS = {
    "choose": ("n",),
    "pick": (),
    "play": (),
    "resolve": ("c", "both", "used", "fee"),
    "gift": ("g",),
    "final": (),
    "build": (),
    "site": ("b",),
    "place": ("t", "then"),
    "clear": (),
    "wheel": ("g", "n"),
    "country": ("c",),
    "adjacent": ("c", "t", "left"),
    "repeat": ("b",),
    "tavern": ("c",),
}
# The frames an ability (or what it builds) leaves on top of its card's resolution.
BUILD_STEPS = frozenset({"build", "site", "wheel", "country", "adjacent", "repeat", "tavern"})
CELLS = ROWS * COLUMNS
BUILDING_KINDS = {row: row for row in BUILDING_ROWS}
CELL_VALUES = (EMPTY, FOREST, *LANDSCAPE_TILES)
CELL_WORDS = ", ".join(value or "''" for value in CELL_VALUES)  # '', forest, pit, grove, pond
# What a tile ability gains besides its tile: (card, ability index) -> (tile or None, gain).
TILE_ABILITIES = {
    (card.id, i): (effect[1] if effect[0] == "tile" else None,
                   effect[2] if effect[0] == "tile" else {})
    for card in SPECIALIST.values()
    for i, effect in enumerate(card.abilities)
    if effect[0] in ("tile", "tile_any")
}


# -- small readers ----------------------------------------------------------------------------
def _fail(where: str, what: str, why: str = "pos_rules", **fields) -> PositionError:
    return PositionError.refused("glassroad", "Glass Road", where, what, why, **fields)


def _rule(where: str, key: str, **fields) -> PositionError:
    """A rules check refused, worded by `key` ("pos.<name>") of the game's catalogue:
    English in the error's message, the player's language on the page (which fills in
    `where` too, so the text is always formatted)."""
    from .texts import T

    return _fail(where, T(key, "en", where=where, **fields), key, **fields)


def _keys(obj, where: str, allowed: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
    if not isinstance(obj, dict):
        raise _fail(
            where, f"{_show(obj)} is not an object with the keys {', '.join(allowed)}",
            "pos_object", keys=", ".join(allowed),
        )
    unknown = [k for k in obj if k not in allowed]
    if unknown:
        raise _fail(
            where, f"{unknown[0]!r} is not a key here (known: {', '.join(allowed)})",
            "pos_unknown", name=repr(unknown[0]), keys=", ".join(allowed),
        )
    missing = [k for k in allowed if k not in obj and k not in optional]
    if missing:
        raise _fail(
            where, f"the key {missing[0]!r} is missing",
            "pos_missing", name=repr(missing[0]),
        )
    return obj


def _show(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _int(value, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(
            where, f"{_show(value)} is not a whole number from {low} to {high}",
            "pos_int", value=_show(value), low=low, high=high,
        )
    return value


def _bool(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"{_show(value)} is not true or false", "pos_bool", value=_show(value))
    return value


def _list(value, where: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        raise _fail(where, f"{_show(value)} is not a list", "pos_list", value=_show(value))
    if length is not None and len(value) != length:
        raise _fail(
            where, f"the list has {len(value)} entries, not {length}",
            "pos_length", count=len(value), length=length,
        )
    return value


def _one_of(value, where: str, known, key: str, **fields) -> str:
    """`value` if it is one of `known`, else refused by `key` ("{value} is not ...")."""
    if not isinstance(value, str) or value not in known:
        raise _rule(where, key, value=_show(value), **fields)
    return value


def _cards(value, where: str, most: int) -> list[str]:
    """A list of distinct Specialist cards."""
    cards = _list(value, where)
    if len(cards) > most:
        raise _rule(where, "pos.too_many_cards", count=len(cards), most=most)
    for k, card in enumerate(cards):
        _one_of(card, f"{where}[{k}]", CARD_IDS, "pos.not_card")
    if len(set(cards)) != len(cards):
        raise _rule(where, "pos.card_twice")
    return cards


# -- reading ----------------------------------------------------------------------------------
def normalized(position: Any) -> Any:
    """Positions written before `game` and `format` existed carry `"version": 1` instead."""
    if isinstance(position, dict) and "version" in position and "format" not in position:
        if position["version"] != FORMAT or "game" in position:
            raise _rule("version", "pos.version", value=_show(position["version"]))
        rest = {k: v for k, v in position.items() if k != "version"}
        return {"game": GAME_ID, "format": FORMAT, **rest}
    return position


def read_position(game, position: Any):
    """The state `position` describes; PositionError naming the key if it cannot be one."""
    data = normalized(position)
    check(data)
    state = read_snapshot(game, from_snapshot, data)
    probe(state)
    return state


def check(data: Any) -> None:
    """Every value of a position, before a state is built from it."""
    top = _keys(data, "top level", TOP_KEYS)
    if top["game"] != GAME_ID:
        raise _fail(
            "game", f"{_show(top['game'])} is not {GAME_ID!r}",
            "pos_game", value=_show(top["game"]), expected=repr("glassroad"),
        )
    if top["format"] != FORMAT or isinstance(top["format"], bool):
        raise _rule("format", "pos.format", value=_show(top["format"]), expected=str(FORMAT))
    _int(top["seed"], "seed", 0, 2**64 - 1)
    seats = _list(top["seats"], "seats")
    if not 1 <= len(seats) <= 4:
        raise _rule("seats", "pos.player_count", count=len(seats))
    for k, seat in enumerate(seats):
        if (
            not isinstance(seat, list)
            or len(seat) != 3
            or not all(isinstance(x, str) for x in seat)
            or seat[1] not in ("human", "bot")
        ):
            raise _rule(f"seats[{k}]", "pos.seat")
    n = len(seats)
    options = _keys(top["options"], "options", ("intro", "long", "small_board", "start_player"))
    for key in ("intro", "long", "small_board"):
        _bool(options[key], f"options.{key}")
    _int(options["start_player"], "options.start_player", -1, n - 1)
    if options["long"] and n == 1:
        raise _rule("options.long", "pos.long_solo")
    rng = _list(top["rng"], "rng", 2)
    _int(rng[0], "rng[0]", 0, 2**64 - 1)
    _int(rng[1], "rng[1]", 0, POSITION_DRAWS_MAX)
    _int(top["reveals"], "reveals", 0, POSITION_REVEALS_MAX)
    periods = len(SOLO_CARDS_CHOSEN) if n == 1 else LONG_PERIODS if options["long"] else PERIODS
    if top["periods"] != periods or isinstance(top["periods"], bool):
        raise _rule("periods", "pos.periods", value=_show(top["periods"]), periods=periods)
    phase = _one_of(top["phase"], "phase", PHASES, "pos.not_phase", phases=", ".join(PHASES))
    if n == 1 and phase in ("pick", "reveal", "duel", "duel_end"):
        raise _rule("phase", "pos.phase_solo", phase=repr(phase))
    if n == 2 and phase in ("pick", "reveal", "solo", "solo_last"):
        raise _rule("phase", "pos.phase_two", phase=repr(phase))
    if n > 2 and phase in ("duel", "duel_end", "solo", "solo_last"):
        raise _rule("phase", "pos.phase_many", phase=repr(phase), count=n)
    ended = phase in ("final", "over")
    if ended:
        _int(top["period"], "period", periods + 1, periods + 1)
    else:
        _int(top["period"], "period", 1, periods)
    _int(top["start_player"], "start_player", 0, n - 1)
    if phase in ("pick", "reveal"):
        _int(top["card_round"], "card_round", 1, CARD_ROUNDS)
    else:
        last = CARD_ROUNDS + 1 if n > 2 and ended else 1
        _int(top["card_round"], "card_round", last, last)
    _check_cursor(top, phase, n)
    _int(top["anytime_run"], "anytime_run", 0, ANYTIME_LIMIT)
    players = _list(top["players"], "players", n)
    for i, p in enumerate(players):
        _check_player(p, f"players[{i}]")
    frames = _list(top["stack"], "stack")
    for k, frame in enumerate(frames):
        _check_frame(frame, f"stack[{k}]", n)
    _check_buildings(top, n, bool(options["intro"]), bool(options["small_board"]))
    _check_current(top, n)
    _check_stack(top, n)
    _check_cards(top, n)
    _check_player_steps(top)


def _check_cursor(top, phase: str, n: int) -> None:
    cursor = top["cursor"]
    if phase == "pick":
        low = high = 0 if top["card_round"] == 1 else n
    elif phase == "reveal":
        low, high = 0, n - 1
    elif phase in ("duel", "duel_end") or (phase in ("final", "over") and n == 2):
        low, high = 0, 1
    elif phase in ("final", "over") and n > 2:
        low = high = n
    else:
        low = high = 0
    _int(cursor, "cursor", low, high)


def _check_player(p, where: str) -> None:
    p = _keys(p, where, PLAYER_KEYS)
    wheels = _keys(p["wheels"], f"{where}.wheels", WHEELS)
    for w in WHEELS:
        goods = (*WHEEL_BASICS[w], WHEEL_REFINED[w])
        dial = _keys(wheels[w], f"{where}.wheels.{w}", goods)
        for g in WHEEL_BASICS[w]:
            _int(dial[g], f"{where}.wheels.{w}.{g}", 0, BASIC_MAX)
        _int(dial[WHEEL_REFINED[w]], f"{where}.wheels.{w}.{WHEEL_REFINED[w]}", 0, REFINED_MAX)
    cells = _list(p["cells"], f"{where}.cells", CELLS)
    for c, value in enumerate(cells):
        if value in CELL_VALUES and isinstance(value, str):
            continue
        if isinstance(value, str) and value in BUILDINGS and not BUILDINGS[value].upgrades:
            continue
        raise _rule(f"{where}.cells[{c}]", "pos.cell", value=_show(value), contents=CELL_WORDS)
    forests = _list(p["forests"], f"{where}.forests")
    known = [list(pair) for pair in START_FORESTS]
    for k, pair in enumerate(forests):
        if pair not in known:
            raise _rule(f"{where}.forests[{k}]", "pos.not_start_forest", value=_show(pair))
    if [pair for pair in known if pair in forests] != forests:
        raise _rule(f"{where}.forests", "pos.forest_order")
    covered = {c for pair in forests for c in pair}
    for c, value in enumerate(cells):
        if (value == FOREST) != (c in covered):
            raise _rule(f"{where}.cells[{c}]", "pos.forest_cells")
    upgrades = _keys(p["upgrades"], f"{where}.upgrades", START_BUILDINGS)
    for start in START_BUILDINGS:
        value = upgrades[start]
        if value != EMPTY and (
            not isinstance(value, str)
            or value not in BUILDINGS
            or BUILDINGS[value].upgrades != start
        ):
            raise _rule(f"{where}.upgrades.{start}", "pos.not_upgrade", value=_show(value))
    offer = _list(p["offer"], f"{where}.offer")
    for k, b in enumerate(offer):
        _one_of(b, f"{where}.offer[{k}]", BUILDINGS, "pos.not_building")
    _cards(p["chosen"], f"{where}.chosen", CARDS_CHOSEN + 1)
    _cards(p["hand"], f"{where}.hand", CARDS_CHOSEN + 1)
    _cards(p["played"], f"{where}.played", CARDS_CHOSEN + 1)
    _cards(p["forced"], f"{where}.forced", INDENTATIONS)
    _cards(p["set_aside"], f"{where}.set_aside", max(SOLO_CARDS_CHOSEN))
    if p["facedown"] != EMPTY:
        _one_of(p["facedown"], f"{where}.facedown", CARD_IDS, "pos.not_card_or_empty")
    paid = _keys(p["paid"], f"{where}.paid", ("glass", "brick"))
    for good in ("glass", "brick"):
        _int(paid[good], f"{where}.paid.{good}", 0, 10**6)
    absent = p["absent"]
    if not isinstance(absent, dict):
        raise _rule(f"{where}.absent", "pos.absent_object", value=_show(absent))
    for card, round_ in absent.items():
        _one_of(card, f"{where}.absent", CARD_IDS, "pos.not_card")
        _int(round_, f"{where}.absent.{card}", 1, CARD_ROUNDS)


def _check_buildings(top, n: int, intro: bool, small_board: bool) -> None:
    """Every Building of the game in exactly one place, each row and stack of its kind."""
    expected = {b for b, row in BUILDINGS.items() if not intro or row.intro}
    seen: dict[str, str] = {}

    def put(b, where: str) -> None:
        if b not in expected:
            raise _rule(where, "pos.not_game_building", value=_show(b))
        if b in seen:
            raise _rule(where, "pos.building_twice", building=b, other=seen[b])
        seen[b] = where

    rows = _keys(top["rows"], "rows", BUILDING_ROWS)
    stacks = _keys(top["stacks"], "stacks", BUILDING_ROWS)
    size = row_size(n, small_board)
    for row in BUILDING_ROWS:
        slots = _list(rows[row], f"rows.{row}", size)
        for k, b in enumerate(slots):
            if b != EMPTY:
                _one_of(b, f"rows.{row}[{k}]", BUILDINGS, "pos.not_building_or_empty")
                if BUILDINGS[b].kind != row:
                    raise _rule(f"rows.{row}[{k}]", "pos.wrong_row", building=b, row=row)
                put(b, f"rows.{row}[{k}]")
        stack = _list(stacks[row], f"stacks.{row}")
        for k, b in enumerate(stack):
            _one_of(b, f"stacks.{row}[{k}]", BUILDINGS, "pos.not_building")
            if BUILDINGS[b].kind != row:
                raise _rule(f"stacks.{row}[{k}]", "pos.wrong_row", building=b, row=row)
            put(b, f"stacks.{row}[{k}]")
        if stack != sorted(stack):
            raise _rule(f"stacks.{row}", "pos.stack_sorted")
    for k, b in enumerate(_list(top["out_of_game"], "out_of_game")):
        _one_of(b, f"out_of_game[{k}]", BUILDINGS, "pos.not_building")
        put(b, f"out_of_game[{k}]")
    for i, p in enumerate(top["players"]):
        for k, b in enumerate(p["offer"]):
            put(b, f"players[{i}].offer[{k}]")
        for c, b in enumerate(p["cells"]):
            if b in BUILDINGS:
                put(b, f"players[{i}].cells[{c}]")
        for start, b in p["upgrades"].items():
            if b:
                put(b, f"players[{i}].upgrades.{start}")
    for k, frame in enumerate(top["stack"]):
        if isinstance(frame, dict) and frame.get("k") == "site" and isinstance(frame.get("b"), str):
            put(frame["b"], f"stack[{k}].b")
    missing = sorted(expected - set(seen))
    if missing:
        raise _rule("rows/stacks", "pos.building_missing", building=missing[0])
    # The glass and brick paid for Buildings are counted for two Bonus buildings.
    for i, p in enumerate(top["players"]):
        built = [b for b, where in seen.items() if where.startswith(f"players[{i}].cells")]
        built += [b for b in p["upgrades"].values() if b]
        built += [
            f["b"] for f in top["stack"] if isinstance(f, dict) and f.get("k") == "site"
            and f.get("s") == i
        ]
        for k, good in enumerate(COST_GOODS):
            if good in p["paid"]:
                spent = sum(BUILDINGS[b].cost[k] for b in built)
                if p["paid"][good] != spent:
                    raise _rule(
                        f"players[{i}].paid.{good}", "pos.paid",
                        paid=str(p["paid"][good]), spent=str(spent), good=good,
                    )


def _check_frame(frame, where: str, n: int) -> None:
    if not isinstance(frame, dict) or "k" not in frame:
        raise _rule(where, "pos.frame", value=_show(frame))
    kind = _one_of(frame["k"], f"{where}.k", FRAME_KEYS, "pos.not_frame_kind")
    optional = ("alone",) if kind == "play" else ()
    _keys(frame, where, ("k", "s", *FRAME_KEYS[kind], *optional), optional)
    _int(frame["s"], f"{where}.s", 0, n - 1)
    if kind == "choose":
        _int(frame["n"], f"{where}.n", 1, CARDS_CHOSEN + 1)
    elif kind == "play" and "alone" in frame and frame["alone"] is not True:
        raise _rule(f"{where}.alone", "pos.alone_true")
    elif kind == "resolve":
        _one_of(frame["c"], f"{where}.c", CARD_IDS, "pos.not_card")
        _bool(frame["both"], f"{where}.both")
        used = _list(frame["used"], f"{where}.used")
        for k, index in enumerate(used):
            _int(index, f"{where}.used[{k}]", 0, 1)
        if len(set(used)) != len(used) or len(used) > (2 if frame["both"] else 1):
            raise _rule(f"{where}.used", "pos.used_abilities")
        if _bool(frame["fee"], f"{where}.fee") != bool(used):
            raise _rule(f"{where}.fee", "pos.fee")
    elif kind == "gift":
        _one_of(frame["g"], f"{where}.g", SUPPLY_GOODS, "pos.not_gift")
    elif kind in ("site", "repeat"):
        _one_of(frame["b"], f"{where}.b", BUILDINGS, "pos.not_building")
        if kind == "site" and BUILDINGS[frame["b"]].upgrades:
            raise _rule(f"{where}.b", "pos.site_upgrade", building=frame["b"])
        if kind == "repeat" and BUILDINGS[frame["b"]].effect[0] != "repeat":
            raise _rule(f"{where}.b", "pos.no_repeat", building=frame["b"])
    elif kind == "place":
        _one_of(frame["t"], f"{where}.t", LANDSCAPE_TILES, "pos.not_tile")
        if frame["then"] not in [gain for _, gain in TILE_ABILITIES.values()]:
            raise _rule(f"{where}.then", "pos.not_tile_gain", value=_show(frame["then"]))
    elif kind == "wheel":
        _one_of(frame["g"], f"{where}.g", SHARED_GOODS, "pos.not_shared_good")
        _int(frame["n"], f"{where}.n", 1, CELLS)
    elif kind in ("country", "adjacent", "tavern"):
        _int(frame["c"], f"{where}.c", 0, CELLS - 1)
        if kind == "adjacent":
            _one_of(frame["t"], f"{where}.t", LANDSCAPE_TILES, "pos.not_tile")
            _int(frame["left"], f"{where}.left", 1, 2)


def _check_current(top, n: int) -> None:
    current = top["current"]
    if current == {}:
        return
    where = "current"
    solo_drawn = top["phase"] == "solo"
    keys = ("card", "by", "forced", "both", *(("drawn",) if solo_drawn else ()))
    _keys(current, where, keys)
    card = _one_of(current["card"], "current.card", CARD_IDS, "pos.not_card")
    by = _int(current["by"], "current.by", 0, n - 1)
    forced = _list(current["forced"], "current.forced")
    others = seating.after(_Seats(n), by)
    for k, seat in enumerate(forced):
        _int(seat, f"current.forced[{k}]", 0, n - 1)
    if [s for s in others if s in forced] != forced:
        raise _rule("current.forced", "pos.forced_order")
    both = _bool(current["both"], "current.both")
    if solo_drawn:
        if current["drawn"] is not True or both:
            raise _rule(where, "pos.solo_drawn")
    elif both != (not forced):
        raise _rule("current.both", "pos.both_alone")
    played = top["players"][by]["played"]
    if not played or played[-1] != card:
        raise _rule("current.card", "pos.card_played_last", card=card, seat=by)
    for seat in forced:
        if top["players"][seat]["forced"][-1:] != [card]:
            raise _rule("current.forced", "pos.seat_not_followed", seat=seat, card=card)


class _Seats:
    """Enough of a state for seating.order / seating.after."""

    def __init__(self, n: int, start: int = 0) -> None:
        self.players = [None] * n
        self.start_player = start


def _check_cards(top, n: int) -> None:
    """Each player's cards of the period: chosen, then split between the places they go."""
    phase, period = top["phase"], top["period"]
    count = SOLO_CARDS_CHOSEN[period - 1] if n == 1 and period <= len(SOLO_CARDS_CHOSEN) else (
        CARDS_CHOSEN
    )
    order = seating.order(_Seats(n, top["start_player"]))
    choosing = [f["s"] for f in top["stack"] if f["k"] == "choose"]
    for i, p in enumerate(top["players"]):
        where = f"players[{i}]"
        down = [p["facedown"]] if p["facedown"] else []
        places = [*p["hand"], *p["played"], *p["forced"], *down]
        if n == 1:
            if phase in ("final", "over"):
                expect_aside = SOLO_CARDS_CHOSEN[-1]
            elif period == 1:
                expect_aside = 0
            else:
                expect_aside = SOLO_CARDS_CHOSEN[period - 2]
            if len(p["set_aside"]) != expect_aside:
                raise _rule(f"{where}.set_aside", "pos.set_aside_count",
                            n=len(p["set_aside"]), want=expect_aside)
        elif p["set_aside"]:
            raise _rule(f"{where}.set_aside", "pos.set_aside_solo")
        if set(p["chosen"]) & set(p["set_aside"]):
            raise _rule(f"{where}.chosen", "pos.chosen_set_aside")
        if phase in ("choose", "final", "over"):
            if places or p["absent"]:
                raise _rule(where, "pos.no_cards_in_phase", phase=phase)
            if phase != "choose":
                if p["chosen"]:
                    raise _rule(f"{where}.chosen", "pos.periods_over")
                continue
            if i not in choosing:
                fits, want = len(p["chosen"]) == count, "pos.chosen_all"
            elif choosing[-1] == i:
                fits, want = len(p["chosen"]) < count, "pos.chosen_fewer"
            else:
                fits, want = not p["chosen"], "pos.chosen_none"
            if not fits:
                raise _rule(f"{where}.chosen", want, n=len(p["chosen"]), most=count)
            continue
        if len(p["chosen"]) != count:
            raise _rule(f"{where}.chosen", "pos.chosen_count", n=len(p["chosen"]), want=count)
        if sorted(places) != sorted(p["chosen"]):
            raise _rule(where, "pos.chosen_places")
        if n < 3 and p["facedown"]:
            raise _rule(f"{where}.facedown", "pos.facedown_players")
        if n == 1 and p["forced"]:
            raise _rule(f"{where}.forced", "pos.forced_solo")
        if set(p["absent"]) & set(p["hand"]):
            raise _rule(f"{where}.absent", "pos.absent_in_hand")
        if any(r > top["card_round"] for r in p["absent"].values()):
            raise _rule(f"{where}.absent", "pos.absent_round")
        for card in p["forced"]:
            if not any(card in q["played"] for j, q in enumerate(top["players"]) if j != i):
                raise _rule(f"{where}.forced", "pos.forced_unplayed", card=card)
        if n > 2:
            r, c = top["card_round"], top["cursor"]
            if phase == "pick":
                want_played = r - 1
                down = i not in [f["s"] for f in top["stack"] if f["k"] == "pick"]
            else:  # reveal: order[: c + 1] have shown this round's card
                shown = i in order[: c + 1]
                want_played = r if shown else r - 1
                down = not shown
            if len(p["played"]) != want_played:
                raise _rule(f"{where}.played", "pos.played_count",
                            n=len(p["played"]), want=want_played, round=r)
            if bool(p["facedown"]) != down:
                raise _rule(f"{where}.facedown", "pos.facedown_window")


def _check_stack(top, n: int) -> None:
    """The pending decisions are those the rules leave at this phase, in their order."""
    phase, stack, current = top["phase"], top["stack"], top["current"]
    order = seating.order(_Seats(n, top["start_player"]))
    players = top["players"]
    if phase == "over":
        if stack or current:
            raise _rule("stack", "pos.over_stack")
        return
    if not stack:
        raise _rule("stack", "pos.stack_needed")
    base_kinds = {
        "choose": "choose", "pick": "pick", "final": "final",
        "duel": "play", "duel_end": "play", "solo_last": "play",
    }
    k = 0
    base = []
    while k < len(stack) and stack[k]["k"] == base_kinds.get(phase):
        base.append(stack[k])
        k += 1
    rest = stack[k:]
    if phase in ("choose", "pick", "final"):
        if rest:
            raise _rule(f"stack[{k}]", "pos.only_kind", kind=base_kinds[phase])
        seats = [f["s"] for f in reversed(base)]
        twice = [s for s in seats if seats.count(s) > 1]
        if twice:
            raise _rule("stack", "pos.asked_twice", seat=twice[0], kind=base_kinds[phase])
        if seats != order[len(order) - len(seats):]:
            raise _rule("stack", "pos.deciders_order")
        if current:
            raise _rule("current", "pos.no_card_in_phase", phase=phase)
        for j, f in enumerate(base):
            if phase == "choose" and f["n"] != (
                SOLO_CARDS_CHOSEN[top["period"] - 1] if n == 1 else CARDS_CHOSEN
            ):
                raise _rule(f"stack[{j}].n", "pos.choose_n")
            if phase == "pick" and not players[f["s"]]["hand"]:
                raise _rule(f"stack[{j}]", "pos.pick_no_hand", seat=f["s"])
        return
    if phase in ("duel", "solo_last") and base:
        if len(base) > 1 or rest or current:
            raise _rule("stack", "pos.one_play")
        f = base[0]
        if "alone" in f or not players[f["s"]]["hand"]:
            raise _rule("stack[0]", "pos.play_needs_hand")
        if phase == "duel" and (f["s"] != top["cursor"] or not all(p["hand"] for p in players)):
            raise _rule("stack[0]", "pos.duel_cursor")
        return
    if phase == "duel_end":
        seats = [f["s"] for f in reversed(base)]
        if any("alone" not in f for f in base) or seats != [s for s in order if s in seats]:
            raise _rule("stack", "pos.duel_end")
        if not rest:
            return
        if current and current["by"] in seats:
            raise _rule("current.by", "pos.resolver_to_play")
    elif base:
        raise _rule("stack[0]", "pos.no_kind_in_phase", kind=base[0]["k"], phase=phase)
    if not current:
        raise _rule("current", "pos.resolve_needs_card")
    if phase == "reveal" and current["by"] != order[top["cursor"]]:
        raise _rule("current.by", "pos.reveal_by")
    if phase == "duel" and current["by"] != top["cursor"]:
        raise _rule("current.by", "pos.duel_by")
    full = [*reversed(current["forced"]), current["by"]]
    resolves = []
    while k < len(stack) and stack[k]["k"] == "resolve":
        resolves.append(stack[k])
        k += 1
    if not resolves or [f["s"] for f in resolves] != full[: len(resolves)]:
        raise _rule("stack", "pos.resolve_order")
    start = k - len(resolves)
    for j, f in enumerate(resolves):
        where = f"stack[{start + j}]"
        if f["c"] != current["card"]:
            raise _rule(f"{where}.c", "pos.resolve_card", card=current["card"])
        if f["both"] != (current["both"] if f["s"] == current["by"] else False):
            raise _rule(f"{where}.both", "pos.resolve_both")
        if j < len(resolves) - 1 and f["used"]:
            raise _rule(f"{where}.used", "pos.used_early")
    _check_steps(top, stack[k:], resolves[-1], k)


def _check_steps(top, steps: list, resolve: dict, first: int) -> None:
    """What an ability left on top of its card's resolution."""
    if not steps:
        return
    n = len(top["players"])
    seat, card = resolve["s"], SPECIALIST[resolve["c"]]
    where = f"stack[{first}]"
    if not resolve["used"]:
        raise _rule(where, "pos.no_ability_used")
    index = resolve["used"][-1]
    effect = card.abilities[index]
    kinds = [f["k"] for f in steps]
    if kinds[0] == "gift":
        others = seating.after(_Seats(n), seat)
        seats = [f["s"] for f in reversed(steps)]
        if (
            effect[0] != "supply"
            or any(k != "gift" for k in kinds)
            or seats != others[len(others) - len(seats):]
            or len({f["g"] for f in steps}) != 1
        ):
            raise _rule(where, "pos.gifts")
        return
    if any(f["s"] != seat for f in steps):
        raise _rule(where, "pos.steps_seat")
    if kinds[-1] == "clear":
        if card.fee != FOREST:
            raise _rule(f"stack[{first + len(steps) - 1}]", "pos.no_forest_fee", card=card.name)
        kinds = kinds[:-1]
    if not kinds:
        return
    if len(kinds) > 1:
        raise _rule(where, "pos.one_step")
    kind, f = kinds[0], steps[0]
    if kind == "place":
        tile, gain = TILE_ABILITIES.get((card.id, index), ("", None))
        if gain is None or (tile is not None and f["t"] != tile) or f["then"] != gain:
            raise _rule(where, "pos.no_such_tile", card=card.name, ability=index + 1)
        return
    if kind in BUILD_STEPS and effect[0] != "build":
        raise _rule(where, "pos.builds_nothing", card=card.name, ability=index + 1)
    if len(steps) > 1 and kind != "build":
        raise _rule(where, "pos.fee_first")
    cells = top["players"][seat]["cells"]
    if kind == "country" or kind == "adjacent":
        if cells[f["c"]] != "country_house":
            raise _rule(f"{where}.c", "pos.no_country_house")
    elif kind == "tavern" and cells[f["c"]] != "tavern":
        raise _rule(f"{where}.c", "pos.no_tavern")
    elif kind == "repeat" and f["b"] not in cells:
        raise _rule(f"{where}.b", "pos.repeat_missing", building=f["b"])


def _check_player_steps(top) -> None:
    """What each pending step needs once it comes up: room, a Forest, a Building to build."""
    mid = any(f["k"] in turn.MID for f in top["stack"])
    for i, p in enumerate(top["players"]):
        if not mid:
            for w in WHEELS:
                if turns_due(p["wheels"][w], WHEEL_BASICS[w], WHEEL_REFINED[w]):
                    raise _rule(f"players[{i}].wheels.{w}", "pos.wheel_due")
    stack = top["stack"]
    for k, f in enumerate(stack):
        p = top["players"][f["s"]]
        clear_above = any(g["k"] == "clear" for g in stack[k + 1:])
        room = EMPTY in p["cells"] or clear_above
        if f["k"] in ("site", "place") and not room:
            raise _rule(f"stack[{k}]", "pos.no_room")
        if f["k"] == "clear" and not p["forests"]:
            raise _rule(f"stack[{k}]", "pos.no_forest")
        if f["k"] == "choose" and len(p["set_aside"]) + CARDS_CHOSEN > len(CARD_IDS):
            raise _rule(f"stack[{k}]", "pos.too_few_cards")


def probe(state) -> None:
    """The state built: its pending decision can be taken, and the rules stop here."""
    try:
        legal = state.legal_actions()
        for k, frame in enumerate(state.stack):
            if frame["k"] == "build":
                clear_above = any(g["k"] == "clear" for g in state.stack[k + 1:])
                if not can_build_any(state, frame["s"], clear_above):
                    raise _rule(f"stack[{k}]", "pos.cannot_build")
        other = state.clone()
        other._cache = None
        before = other.snapshot()
        turn.advance(other)
        moved = other.snapshot() != before
        state.scores()
    except PositionError:
        raise
    except Exception as exc:  # a decision that does not fit raises somewhere inside
        raise _rule(
            "stack", "pos.stack_misfit", error=f"{type(exc).__name__}: {_show(str(exc))}"
        ) from None
    if moved:
        raise _rule("stack", "pos.stops_by_itself")
    if state.phase != "over" and not legal:
        raise _rule("stack", "pos.no_action")
