"""Giving alms: one unbroken snake of alms per raid, through orthogonally adjacent villages.

Each village of the snake gets one alms, in its first free space (spaces fill left to
right, top to bottom, so a later space is a later gift). Forests, full villages and
villages already in this snake can be neither given to nor crossed. The snake goes on
while it can and alms are left; alms it cannot place stay in the store.

Each step tells whether the snake is over (True), so that turn.py moves on to the
next raider: the round's course is turn.py's alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import RulesError
from . import data
from . import texts as T

if TYPE_CHECKING:
    from .state import ChickwoodState


def capacity(kind: str) -> int:
    return data.VILLAGE_KINDS[kind].spaces


def open_cells(state: ChickwoodState) -> list[int]:
    """Villages with a free space (forests have none)."""
    return [c for c, kind in enumerate(state.grid) if len(state.spaces[c]) < capacity(kind)]


def neighbours(cell: int, cells: int) -> list[int]:
    row, col = divmod(cell, data.GRID_COLUMNS)
    out = []
    if row > 0:
        out.append(cell - data.GRID_COLUMNS)
    if col > 0:
        out.append(cell - 1)
    if col < data.GRID_COLUMNS - 1:
        out.append(cell + 1)
    if cell + data.GRID_COLUMNS < cells:
        out.append(cell + data.GRID_COLUMNS)
    return sorted(out)


def next_cells(state: ChickwoodState) -> list[int]:
    """Where the snake's next alms may go: any open village to start, then an open
    neighbour of its last village that it has not visited."""
    candidates = open_cells(state)
    if not state.snake:
        return candidates
    near = set(neighbours(state.snake[-1], len(state.grid)))
    return [c for c in candidates if c in near and c not in state.snake]


def start_snake(state: ChickwoodState, giver: int, gift: int) -> bool:
    """After a raid: `gift` alms from the benefactors just won, as far as the store
    goes. True when the snake is already over (nothing to give, or no choice in it)."""
    state.giver = giver
    state.snake = []
    state.to_give = min(gift, state.alms[giver])
    if gift and state.to_give < gift:
        state.note(T.log("alms_short", name=state.name(giver), n=state.to_give))
    if state.to_give and next_cells(state):
        state.phase = "alms"
        return resolve_forced(state)
    finish(state)
    return True


def give(state: ChickwoodState, cell: int) -> bool:
    """The giver's chosen village gets the next alms; True when the snake is over."""
    state.spaces[cell].append(state.giver)
    state.alms[state.giver] -= 1
    state.to_give -= 1
    state.snake.append(cell)
    if state.to_give and next_cells(state):
        return resolve_forced(state)
    finish(state)
    return True


def resolve_forced(state: ChickwoodState) -> bool:
    """A snake with only one way on takes it by itself; True when that ends it, False
    when the giver has a choice to make."""
    # Each step fills a village the snake has not visited: a snake is at most a grid long.
    for _ in range(len(state.grid) + 1):
        cells = next_cells(state)
        if len(cells) != 1:
            return False
        state.note(gift_sentence(state, cells[0]))
        cell = cells[0]
        state.spaces[cell].append(state.giver)
        state.alms[state.giver] -= 1
        state.to_give -= 1
        state.snake.append(cell)
        if not state.to_give or not next_cells(state):
            finish(state)
            return True
    raise RulesError("The snake of alms went on past the size of the village grid.")


def finish(state: ChickwoodState) -> None:
    if state.to_give:
        state.note(T.log("stuck_one") if state.to_give == 1
                  else T.log("stuck_many", n=state.to_give))
    state.giver, state.to_give, state.snake = -1, 0, []


def gift_sentence(state: ChickwoodState, cell: int) -> str:
    return T.log("gift", name=state.name(state.giver), village=T.village_in_log(state.grid[cell]),
                 cell=data.cell_name(cell))
