"""Geometry: the game board's spaces and paths, the Estate grids, text forms."""

from __future__ import annotations

from . import data as D

# -- board positions ------------------------------------------------------------
# A pawn position is an int: 0..16 a pawn space in a village, 100 + v the centre of
# village v (a begging pawn), 200 + k the Location Job space k, -1 off the board.
CENTER, LOC, OFF = 100, 200, -1
VILLAGE_SIZE = tuple(len(b) for b in D.VILLAGE_BACKS)
VOFF = tuple(sum(VILLAGE_SIZE[:v]) for v in range(D.N_VILLAGES))
N_SPACES = sum(VILLAGE_SIZE)
SPACE_VILLAGE = tuple(v for v in range(D.N_VILLAGES) for _ in range(VILLAGE_SIZE[v]))
VILLAGE_SPACES = tuple(
    tuple(range(VOFF[v], VOFF[v] + VILLAGE_SIZE[v])) for v in range(D.N_VILLAGES)
)
SPACE_TXT = tuple(
    f"V{SPACE_VILLAGE[s] + 1}.{s - VOFF[SPACE_VILLAGE[s]] + 1}" for s in range(N_SPACES)
)
TXT_SPACE = {t: s for s, t in enumerate(SPACE_TXT)}
LOC_INDEX = {name: k for k, name in enumerate(D.LOCATIONS)}


def node(pos: int) -> int:
    """Board node of a position: 0..4 villages, 5..10 Location Job spaces."""
    if pos < CENTER:
        return SPACE_VILLAGE[pos]
    if pos < LOC:
        return pos - CENTER
    return D.N_VILLAGES + pos - LOC


def village_of(pos: int) -> int:
    """The village a position belongs to, or -1 (off the board or at a Location Job)."""
    if pos < 0:
        return -1
    if pos < CENTER:
        return SPACE_VILLAGE[pos]
    if pos < LOC:
        return pos - CENTER
    return -1


def pos_text(pos: int) -> str:
    if pos < 0:
        return "off the board"
    if pos < CENTER:
        return SPACE_TXT[pos]
    if pos < LOC:
        return f"V{pos - CENTER + 1}"
    return D.LOCATIONS[pos - LOC]


def _distances() -> tuple[tuple[int, ...], ...]:
    n = D.N_VILLAGES + len(D.LOCATIONS)
    adj: list[list[int]] = [[] for _ in range(n)]
    edges = list(D.VILLAGE_PATHS)
    for k, name in enumerate(D.LOCATIONS):
        a, b = D.LOCATION_VILLAGES[name]
        edges += [(D.N_VILLAGES + k, a), (D.N_VILLAGES + k, b)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    rows = []
    for start in range(n):
        dist = [-1] * n
        dist[start] = 0
        queue = [start]
        for here in queue:
            for nxt in adj[here]:
                if dist[nxt] < 0:
                    dist[nxt] = dist[here] + 1
                    queue.append(nxt)
        rows.append(tuple(d * D.PATH_COST for d in dist))
    return tuple(rows)


# Cheapest travel cost in provisions between two board nodes.
DIST = _distances()

# -- Estates ------------------------------------------------------------------------
COLS = {12: 4, 6: 3}  # cells -> columns (Main Estate 3x4, Small Estate 2x3)


def _adjacency(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    out = []
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        nb = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < rows and 0 <= cc < cols:
                nb.append(rr * cols + cc)
        out.append(tuple(nb))
    return tuple(out)


ADJ = {12: _adjacency(3, 4), 6: _adjacency(2, 3)}
# Pairs of edge-adjacent cells (lower index first), for large Buildings.
PAIRS = {k: tuple((a, b) for a in range(k) for b in ADJ[k][a] if a < b) for k in ADJ}


def cell_text(e: int, i: int, size: int) -> str:
    r, c = divmod(i, COLS[size])
    return f"E{e}:{r},{c}"


def parse_cell(text: str) -> tuple[int, int, int]:
    """'E1:0,2' -> (estate 1, row 0, col 2)."""
    est, rc = text[1:].split(":")
    r, c = rc.split(",")
    return int(est), int(r), int(c)


def new_estate(layout: tuple[tuple[int, ...], ...]) -> list:
    return [cell for row in layout for cell in row]
