"""What a move changed, told at the end of its log line.

A move's sentence (texts.py) says what the player chose; the rules then do more by
themselves: a wheel turns once its goods are there, an Immediate building gives its
goods, a step with one option left resolves itself. `record` copies every seat's goods,
landscape and Buildings before the move (the state's `describe` takes it), and
`tell` words what differs afterwards: goods gained or paid, each wheel's turns, spaces
whose tile or Building changed and that the sentence does not already name, Buildings
drawn or given up, the new points total, and a new period. The wheels' turns are
counted as they happen (`production.note_turns` into `state.turned`), as the goods
alone cannot tell a turn from a payment.
"""

from __future__ import annotations

from typing import NamedTuple

from .data import EMPTY, FOREST, SHARED_GOODS, WHEEL_REFINED, WHEELS
from .scoring import total_points
from .texts import (
    GOOD_NAMES,
    TILE_KINDS,
    WHEEL_NAMES,
    T,
    building_name,
    join,
    join_all,
    space,
)


class Seen:
    """One seat's goods, landscape and Buildings as they were (what scoring reads)."""

    __slots__ = ("wheels", "cells", "forests", "upgrades", "offer", "paid")

    def __init__(self, player) -> None:
        self.wheels = {w: dict(g) for w, g in player.wheels.items()}
        self.cells = list(player.cells)
        self.forests = [list(f) for f in player.forests]
        self.upgrades = dict(player.upgrades)
        self.offer = list(player.offer)
        self.paid = dict(player.paid)


class Record(NamedTuple):
    mover: int | None  # the seat whose move it is: its changes need no name in front
    seats: list[Seen]  # (a seat's points are counted only if it changed)
    period: int
    board: list[str]  # the Buildings on the Building board's rows
    out_of_game: int  # how many private-offer Buildings were given up so far


def record(state) -> Record:
    return Record(state.to_move(), [Seen(p) for p in state.players], state.period,
                  _board(state), len(state.out_of_game))


def _board(state) -> list[str]:
    return [b for row in state.rows.values() for b in row if b]


def tell(state, before: Record, sentence: str) -> str:
    """`sentence` with what the move changed, or `sentence` itself if nothing did."""
    parts = []
    for seat, (old, player) in enumerate(zip(before.seats, state.players, strict=True)):
        said = _seat_changes(state, seat, old, player, sentence) if _changed(
            state, seat, old, player) else []
        if seat == before.mover:
            said = _built(state, before, sentence) + said
        if said:
            text = "; ".join(said)
            parts.append(text if seat == before.mover else
                         T("fx.seat", name=state.seats[seat].name, effects=text))
    parts += _course(state, before)
    if not parts:
        return sentence
    return T("fx.after", text=sentence.rstrip("."), effects="; ".join(parts))


def _changed(state, seat: int, old: Seen, player) -> bool:
    return (old.wheels != player.wheels or old.cells != player.cells
            or old.upgrades != player.upgrades or old.offer != player.offer
            or old.paid != player.paid or any(k[0] == seat for k in state.turned))


def _seat_changes(state, seat: int, old: Seen, player, sentence: str) -> list[str]:
    out = []
    goods = _goods(state, seat, old.wheels, player.wheels)
    if goods:
        out.append(goods)
    for wheel in WHEELS:
        n = state.turned.get((seat, wheel), 0)
        if n:
            out.append(T("fx.turn", n=n, wheel=WHEEL_NAMES[wheel],
                         good=GOOD_NAMES[WHEEL_REFINED[wheel]]))
    out += _landscape(old, player, sentence)
    out += _buildings(old, player, sentence, state.out_of_game)
    points = total_points(player)
    if points != total_points(old):
        out.append(T("fx.points", n=points))
    return out


def _goods(state, seat: int, old: dict[str, dict[str, int]], new) -> str:
    """Goods gained and paid, the wheels' own turns taken out, gains first."""
    gains, losses = [], []
    for wheel in WHEELS:
        turns = state.turned.get((seat, wheel), 0)
        for good, now in new[wheel].items():
            made = turns if good == WHEEL_REFINED[wheel] else -turns
            delta = now - old[wheel][good] - made
            if not delta:
                continue
            name = GOOD_NAMES[good]
            if good in SHARED_GOODS:
                name = T("fx.on", good=name, wheel=WHEEL_NAMES[wheel])
            (gains if delta > 0 else losses).append(
                T("fx.gain" if delta > 0 else "fx.pay", n=abs(delta), good=name))
    return ", ".join(gains + losses)


def _landscape(old: Seen, player, sentence: str) -> list[str]:
    """Spaces whose content changed and that the sentence does not name."""
    out = []
    gone = [f for f in old.forests if f not in player.forests]
    in_forest = {c for f in gone for c in f}
    for pair in gone:
        if not any(space(c) in sentence for c in pair):
            out.append(T("fx.unforest", space=space(pair[0])))
    by_what: dict[str, list[str]] = {}
    for cell, (was, now) in enumerate(zip(old.cells, player.cells, strict=True)):
        if was == now or cell in in_forest or space(cell) in sentence:
            continue
        by_what.setdefault(now, []).append(space(cell))
    for what, spaces in by_what.items():
        where = join_all(spaces)  # "row 1, column 4 and row 2, column 3": no comma list
        if what == EMPTY:
            out.append(T("fx.emptied", n=len(spaces), spaces=where))
        elif what in TILE_KINDS and what != FOREST:
            out.append(T("fx.tiles", n=len(spaces), tile=T(f"tile.{what}"),
                         tiles=T(f"tiles.{what}"), spaces=where))
        else:
            out.append(T("fx.placed", what=building_name(what) if what != FOREST
                         else T("tile.forest"), spaces=where))
    return out


def _buildings(old: Seen, player, sentence: str, given_up: list[str]) -> list[str]:
    """Upgrades built and private-offer Buildings drawn or given up, if not named."""
    out = []
    for start, now in player.upgrades.items():
        if now != old.upgrades[start] and building_name(now) not in sentence:
            out.append(T("fx.upgrade", building=building_name(now), start=building_name(start)))
    drawn = _minus(player.offer, old.offer)
    if drawn:
        out.append(T("fx.drawn", n=len(drawn), names=join([building_name(b) for b in drawn])))
    given = [b for b in _minus(old.offer, player.offer)
             if b in given_up and building_name(b) not in sentence]
    if given:
        out.append(T("fx.given", n=len(given), names=join([building_name(b) for b in given])))
    return out


def _built(state, before: Record, sentence: str) -> list[str]:
    """Buildings the mover paid for in a step that resolved itself (its only choice),
    taken from the board or its private offer, and not named yet."""
    taken = _minus(before.board, _board(state))
    old = before.seats[before.mover]
    given_up = state.out_of_game[before.out_of_game:]
    taken += [b for b in _minus(old.offer, state.players[before.mover].offer)
              if b not in given_up]
    # One now on the landscape or a Start building is told there (or by the sentence).
    player = state.players[before.mover]
    standing = set(player.cells) | set(player.upgrades.values())
    taken = [b for b in taken if b not in standing and building_name(b) not in sentence]
    if not taken:
        return []
    return [T("fx.built", n=len(taken), names=join([building_name(b) for b in taken]))]


def _minus(a: list[str], b: list[str]) -> list[str]:
    rest = list(b)
    out = []
    for x in a:
        if x in rest:
            rest.remove(x)
        else:
            out.append(x)
    return out


def _course(state, before: Record) -> list[str]:
    """A period over: the next one's start player, or the final trades."""
    if state.period == before.period:
        return []
    if state.phase in ("final", "over"):
        return [T("fx.last_period")]
    return [T("fx.period", n=state.period, name=state.seats[state.start_player].name)]
