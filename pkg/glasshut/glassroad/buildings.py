"""Buildings: building one, the Immediate effects, and the Processing trades.

Building (rulebook lines 743-749): pay the whole cost, let the wheels turn, place the
tile (an upgrade goes on its Start building), then carry out an Immediate effect.

A trade action reads `use:BUILDING[:token...]`, the tokens in this order: `@C` the
tile (or Forest, by its first cell) removed; `-g`/`-b` the wheel paying Food or
Charcoal; `B1,B2` the private-offer Buildings given up; then the gain: `+g`/`+b` for
Food or Charcoal, a good name (`sand`, `food+b`) where the good is the player's
choice, `pond@C` for a tile placed. Inside a repeated Immediate effect (Fishery,
Winery, ...) the same tokens follow `again`.
"""

from __future__ import annotations

from itertools import combinations, product

from .data import (
    BASIC_GOODS,
    BUILDING_ROWS,
    BUILDINGS,
    COST_GOODS,
    EMPTY,
    FOREST,
    IMMEDIATE,
    LANDSCAPE_TILES,
    NEIGHBOURS,
    PROCESSING,
    SHARED_GOODS,
    WHEELS,
    Trade,
)
from .landscape import adjacent, cells_of, count, empty_cells
from .production import amount, gain, note_turns, pay, settle

OPS = frozenset({"build", "site", "immediate"})


# -- building ---------------------------------------------------------------------------------
def on_offer(state, seat: int) -> list[str]:
    """Buildings the seat may build: the Building board's rows and its own private offer."""
    out = [b for row in BUILDING_ROWS for b in state.rows[row] if b]
    return out + list(state.players[seat].offer)


def affordable(player, building_id: str) -> bool:
    b = BUILDINGS[building_id]
    return all(amount(player.wheels, g) >= n for g, n in zip(COST_GOODS, b.cost, strict=True) if n)


def placeable(player, building_id: str, frees_cells: bool = False) -> bool:
    b = BUILDINGS[building_id]
    if b.upgrades:
        return not player.upgrades[b.upgrades]
    return frees_cells or EMPTY in player.cells


def can_build(player, building_id: str, frees_cells: bool = False) -> bool:
    return affordable(player, building_id) and placeable(player, building_id, frees_cells)


def can_build_any(state, seat: int, frees_cells: bool = False) -> bool:
    player = state.players[seat]
    return any(can_build(player, b, frees_cells) for b in on_offer(state, seat))


def build(state, seat: int, building_id: str) -> None:
    """Pay, let the wheels turn, then place (or push the choice of a space)."""
    player = state.players[seat]
    b = BUILDINGS[building_id]
    for good, n in zip(COST_GOODS, b.cost, strict=True):
        if n:
            pay(player.wheels, good, n)
            if good in player.paid:
                player.paid[good] += n
    if building_id in player.offer:
        player.offer.remove(building_id)
    else:
        for row in BUILDING_ROWS:
            slots = state.rows[row]
            if building_id in slots:
                slots[slots.index(building_id)] = EMPTY
    turned = settle(player.wheels)  # step 5: the wheels may turn once the cost is paid
    if turned:
        note_turns(state, seat, turned)
    if b.upgrades:
        player.upgrades[b.upgrades] = building_id
        if b.kind == IMMEDIATE:
            immediate(state, seat, building_id, -1)
    else:
        state.stack.append({"k": "site", "s": seat, "b": building_id})


def place(state, seat: int, building_id: str, cell: int) -> None:
    player = state.players[seat]
    if player.cells[cell] != EMPTY:
        raise ValueError("a Building goes on an empty space")
    player.cells[cell] = building_id
    if BUILDINGS[building_id].kind == IMMEDIATE:
        immediate(state, seat, building_id, cell)


def immediate(state, seat: int, building_id: str, cell: int) -> None:
    """The one-time effect of an Immediate building standing at `cell` (-1: an upgrade)."""
    player = state.players[seat]
    effect = BUILDINGS[building_id].effect
    kind = effect[0]
    if kind == "gain":
        for good, n in effect[1].items():
            _gain_or_ask(state, seat, good, n)
    elif kind == "each_wheel":
        for w in WHEELS:
            gain(player.wheels, effect[1], effect[2], w)
    elif kind == "per":
        _, good, n, what = effect
        if what == "ponds":
            things = count(player.cells, "pond")
        elif what == "adjacent_empty":
            things = adjacent(player.cells, cell, EMPTY)
        elif what == "adjacent_ponds":
            things = adjacent(player.cells, cell, "pond")
        else:  # a good the player holds (kept, only counted)
            things = amount(player.wheels, what)
        if things:
            _gain_or_ask(state, seat, good, n * things)
    elif kind == "fill":
        for n in NEIGHBOURS[cell]:
            if player.cells[n] == EMPTY:
                player.cells[n] = effect[1]
    elif kind == "country_house":
        state.stack.append({"k": "country", "s": seat, "c": cell})
    elif kind == "repeat":
        state.stack.append({"k": "repeat", "s": seat, "b": building_id})
    elif kind == "tavern":
        state.stack.append({"k": "tavern", "s": seat, "c": cell})
    else:  # pragma: no cover
        raise ValueError(f"unknown effect {kind!r}")


def _gain_or_ask(state, seat: int, good: str, n: int) -> None:
    if good in SHARED_GOODS:
        state.stack.append({"k": "wheel", "s": seat, "g": good, "n": n})
    else:
        gain(state.players[seat].wheels, good, n)


def run_op(state, seat: int, op: tuple) -> None:
    if op[0] == "build":
        build(state, seat, op[1])
    elif op[0] == "site":
        place(state, seat, op[1], op[2])
    elif op[0] == "immediate":
        immediate(state, seat, op[1], op[2])
    else:  # pragma: no cover
        raise ValueError(f"unknown operation {op!r}")


# -- the steps inside a building action -------------------------------------------------------
def step_plans(state, frame) -> dict[str, list[tuple]]:
    kind, seat = frame["k"], frame["s"]
    player = state.players[seat]
    out: dict[str, list[tuple]] = {}
    if kind == "build":
        for b in on_offer(state, seat):
            if can_build(player, b):
                out[f"build:{b}"] = [("pop",), ("build", b)]
    elif kind == "site":
        for c in empty_cells(player.cells):
            out[f"at:{c}"] = [("pop",), ("site", frame["b"], c)]
    elif kind == "place":
        gains = [("gain", g, n, "") for g, n in frame["then"].items()]
        for c in empty_cells(player.cells):
            out[f"at:{c}"] = [("pop",), ("tile", frame["t"], c), *gains]
    elif kind == "clear":
        for pair in player.forests:
            out[f"clear:{pair[0]}"] = [("pop",), ("unforest", pair[0])]
    elif kind == "wheel":
        for w in WHEELS:
            out[f"wheel:{w}"] = [("pop",), ("gain", frame["g"], frame["n"], w)]
    elif kind == "country":
        if any(player.cells[n] == EMPTY for n in NEIGHBOURS[frame["c"]]):
            for t in LANDSCAPE_TILES:
                out[f"tile:{t}"] = [
                    ("pop",),
                    ("push", {"k": "adjacent", "s": seat, "c": frame["c"], "t": t, "left": 2}),
                ]
        out["stop"] = [("pop",)]
    elif kind == "adjacent":
        for n in NEIGHBOURS[frame["c"]]:
            if player.cells[n] == EMPTY:
                ops = [("pop",), ("tile", frame["t"], n)]
                if frame["left"] > 1:
                    ops.append(("push", {**frame, "left": frame["left"] - 1}))
                out[f"at:{n}"] = ops
        out["stop"] = [("pop",)]
    elif kind == "repeat":
        trade = BUILDINGS[frame["b"]].effect[1]
        out.update(_variants(state, seat, trade, "again"))
        out["stop"] = [("pop",)]
    elif kind == "tavern":
        for n in NEIGHBOURS[frame["c"]]:
            b = player.cells[n]
            if b in BUILDINGS and BUILDINGS[b].kind == IMMEDIATE and b != "tavern":
                out[f"copy:{b}"] = [("pop",), ("immediate", b, n)]
        out["stop"] = [("pop",)]
    return out


# -- Processing trades ------------------------------------------------------------------------
def trade_plans(state, seat: int, building_id: str) -> dict[str, list[tuple]]:
    b = BUILDINGS[building_id]
    if b.kind != PROCESSING:
        return {}
    return _variants(state, seat, b.effect, f"use:{building_id}")


def _variants(state, seat: int, trade: Trade, prefix: str) -> dict[str, list[tuple]]:
    """Every way to carry out `trade` once now: action -> ops (none if it cannot be done)."""
    player = state.players[seat]
    parts: list[list[tuple[str, list[tuple]]]] = []
    if trade.remove == FOREST:
        opts = [(f"@{pair[0]}", [("unforest", pair[0])]) for pair in player.forests]
    elif trade.remove:
        opts = [(f"@{c}", [("remove", c)]) for c in cells_of(player.cells, trade.remove)]
    else:
        opts = None
    if opts is not None:
        if not opts:
            return {}
        parts.append(opts)
    for good, n in trade.pay.items():
        if good == "offer":
            opts = [
                (",".join(c), [("discard", b) for b in c])
                for c in combinations(sorted(set(player.offer)), n)
            ]
        elif good in SHARED_GOODS:
            opts = [(f"-{w}", [("pay", good, n, w)]) for w in WHEELS if player.wheels[w][good] >= n]
        else:
            opts = [("", [("pay", good, n, "")])] if amount(player.wheels, good) >= n else []
        if not opts:
            return {}
        parts.append(opts)
    for good, n in trade.gain.items():
        if good in ("any", "other"):
            goods = [g for g in BASIC_GOODS if good == "any" or g != "wood"]
            opts = []
            for g in goods:
                if g in SHARED_GOODS:
                    opts += [(f"{g}+{w}", [("gain", g, n, w)]) for w in WHEELS]
                else:
                    opts.append((g, [("gain", g, n, "")]))
        elif good == "tile":
            opts = [
                (f"{t}@{c}", [("tile", t, c)])
                for t in LANDSCAPE_TILES
                for c in empty_cells(player.cells)
            ]
            if not opts:
                return {}
        elif good in SHARED_GOODS:
            opts = [(f"+{w}", [("gain", good, n, w)]) for w in WHEELS]
        else:
            opts = [("", [("gain", good, n, "")])]
        parts.append(opts)
    out = {}
    for combo in product(*parts):
        tokens = [t for t, _ in combo if t]
        out[":".join([prefix, *tokens])] = [op for _, ops in combo for op in ops]
    return out
