"""Scores at any time: every Building's points, itemized; ties share the win.

Processing and Immediate buildings score their printed points; Bonus buildings and
the Start buildings score their condition (an upgrade replaces its Start building's
score). The Glassmaker's Colony gives half a point per Quartz sand, unrounded, so a
line and a total may be a half (e.g. 1.5); every other value is whole. The lines'
labels and the solo title are in the page's language (texts.py).
"""

from __future__ import annotations

from ..core.game import Score, ScoreLine
from .data import (
    ALL_BUILDINGS,
    BUILDINGS,
    EMPTY,
    IMMEDIATE,
    LANDSCAPE_TILES,
    PROCESSING,
    SOLO_REMARKABLE,
    START_BUILDINGS,
    WHEELS,
)
from .landscape import adjacent, count, has_square, immediate_on_grid, largest_network
from .production import amount, tokens_at_least
from .texts import T, building_name


def _number(value: float) -> int | float:
    """A whole number as an int, a half as a float (1.5)."""
    return int(value) if float(value).is_integer() else float(value)


def bonus_points(player, effect: tuple, cell: int) -> int | float:
    """What a Bonus (or Start) building's condition is worth now; goods are only counted."""
    kind = effect[0]
    cells, wheels = player.cells, player.wheels
    if kind == "goods":
        _, good, per, points = effect
        held = amount(wheels, good)
        return _number(points * held if per == 1 else points * (held // per))
    if kind == "paid":
        return player.paid[effect[1]]
    if kind == "lower_wheel":
        return min(wheels[w][effect[1]] for w in WHEELS)
    if kind == "adjacent":
        what = EMPTY if effect[1] == "" else effect[1]
        return effect[2] * adjacent(cells, cell, what)
    if kind == "sets":
        return effect[1] * min(count(cells, t) for t in LANDSCAPE_TILES)
    if kind == "square":
        return effect[2] if has_square(cells, effect[1]) else 0
    if kind == "network":
        return largest_network(cells, effect[1])
    if kind == "forests":
        return len(player.forests)
    if kind == "forests_at_least":
        return effect[2] if len(player.forests) >= effect[1] else 0
    if kind == "immediate_buildings":
        upgrades = sum(1 for b in player.upgrades.values() if b and BUILDINGS[b].kind == IMMEDIATE)
        return len(immediate_on_grid(cells)) + upgrades
    if kind == "church":
        return effect[1] + adjacent(cells, cell, EMPTY)
    if kind == "high_tokens":
        return tokens_at_least(wheels, effect[1])
    raise ValueError(f"unknown bonus {kind!r}")  # pragma: no cover


def building_points(player, building_id: str, cell: int) -> int | float:
    b = ALL_BUILDINGS[building_id]
    if b.kind in (PROCESSING, IMMEDIATE):
        return b.points
    return bonus_points(player, b.effect, cell)


def lines(player) -> list[ScoreLine]:
    """One line per Building the player owns: the Start buildings (or their upgrades) first."""
    out = []
    for start in START_BUILDINGS:
        b = player.upgrades[start] or start
        out.append(ScoreLine(building_name(b), building_points(player, b, -1)))
    for cell, value in enumerate(player.cells):
        if value in BUILDINGS:
            out.append(ScoreLine(building_name(value), building_points(player, value, cell)))
    return out


def total_points(player) -> int | float:
    """The sum of `lines(player)`, without building the lines (the bots call it often)."""
    total = 0
    for start in START_BUILDINGS:
        b = player.upgrades[start] or start
        total += building_points(player, b, -1)
    for cell, value in enumerate(player.cells):
        if value in BUILDINGS:
            total += building_points(player, value, cell)
    return total


def scores(state) -> list[Score]:
    per_seat = [lines(p) for p in state.players]
    totals = [_number(sum(line.points for line in ls)) for ls in per_seat]
    result = []
    for seat, ls in enumerate(per_seat):
        rank = 1 + sum(1 for t in totals if t > totals[seat])  # equal totals share a rank
        title = ""
        if len(state.players) == 1 and state.phase == "over":
            title = T("title.remarkable") if totals[seat] >= SOLO_REMARKABLE else ""
        result.append(Score(seat, totals[seat], tuple(ls), rank, title))
    return result
