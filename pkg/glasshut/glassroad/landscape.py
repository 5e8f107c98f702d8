"""A player's landscape board: 20 spaces, Forests over two of them, tiles and Buildings.

A cell holds "" (empty), "forest", "pit", "grove", "pond" or a Building id. Forests
are also listed as pairs of cells, because removing one frees both its cells.
"""

from __future__ import annotations

from .data import (
    BUILDINGS,
    EMPTY,
    IMMEDIATE,
    LANDSCAPE_TILES,
    NEIGHBOURS,
    SQUARES,
)


def empty_cells(cells: list[str]) -> list[int]:
    return [c for c, v in enumerate(cells) if v == EMPTY]


def cells_of(cells: list[str], kind: str) -> list[int]:
    return [c for c, v in enumerate(cells) if v == kind]


def count(cells: list[str], kind: str) -> int:
    return sum(1 for v in cells if v == kind)


def building_cells(cells: list[str]) -> list[int]:
    return [c for c, v in enumerate(cells) if v in BUILDINGS]


def removable_cells(cells: list[str]) -> list[int]:
    """Cells with a Pit, Grove or Pond: taken off at any time (Forests and Buildings stay)."""
    return [c for c, v in enumerate(cells) if v in LANDSCAPE_TILES]


def adjacent(cells: list[str], cell: int, kind: str) -> int:
    """Neighbours of `cell` holding `kind` ("" empty, a tile kind, or "building")."""
    if kind == "building":
        return sum(1 for n in NEIGHBOURS[cell] if cells[n] in BUILDINGS)
    return sum(1 for n in NEIGHBOURS[cell] if cells[n] == kind)


def largest_network(cells: list[str], kind: str) -> int:
    """The size of the largest group of `kind` tiles joined through shared edges."""
    seen: set[int] = set()
    best = 0
    for start in range(len(cells)):
        if cells[start] != kind or start in seen:
            continue
        size, todo = 0, [start]
        seen.add(start)
        while todo:
            c = todo.pop()
            size += 1
            for n in NEIGHBOURS[c]:
                if cells[n] == kind and n not in seen:
                    seen.add(n)
                    todo.append(n)
        best = max(best, size)
    return best


def has_square(cells: list[str], kind: str) -> bool:
    """Four `kind` tiles in a 2x2 block."""
    return any(all(cells[c] == kind for c in square) for square in SQUARES)


def remove_forest(cells: list[str], forests: list[list[int]], first: int) -> None:
    """Take the Forest whose first cell is `first` off the board."""
    for pair in forests:
        if pair[0] == first:
            forests.remove(pair)
            for c in pair:
                cells[c] = EMPTY
            return
    raise ValueError(f"no Forest starts at cell {first}")


def immediate_on_grid(cells: list[str]) -> list[int]:
    return [c for c, v in enumerate(cells) if v in BUILDINGS and BUILDINGS[v].kind == IMMEDIATE]
