"""Goods, silverlings and workers: selling, loading goods by ship, taking workers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D

if TYPE_CHECKING:
    from .state import BurgundyState


def held_kinds(st: BurgundyState, seat: int) -> list[int]:
    return [kind for kind in D.GOODS_KINDS if st.goods[seat][kind - 1]]


def sell(st: BurgundyState, seat: int, kind: int) -> None:
    """Sell every goods tile of `kind`: 1 silverling (2 with knowledge tile 3), a
    worker with knowledge tile 4, and points per tile by player count."""
    count = st.goods[seat][kind - 1]
    st.goods[seat][kind - 1] = 0
    st.sold[seat][kind - 1] += count
    silver = 2 if st.has_knowledge(seat, 3) else 1
    st.silverlings[seat] += silver
    points = count * D.sale_points(st.players)
    st.score(seat, "sales", points)
    extra = ""
    if st.has_knowledge(seat, 4):
        st.workers[seat] += 1
        extra = "sell_worker"
    st.say("sell", n=count, goods=kind, points=points, silver=silver, extra=extra)


def take_workers(st: BurgundyState, seat: int) -> None:
    """2 workers (4 with knowledge tile 14), plus a silverling with knowledge tile 13."""
    count = 4 if st.has_knowledge(seat, 14) else D.WORKERS_PER_ACTION
    st.workers[seat] += count
    extra = ""
    if st.has_knowledge(seat, 13):
        st.silverlings[seat] += 1
        extra = "workers_silver"
    st.say("workers", n=count, extra=extra)


def ship_choices(st: BurgundyState, seat: int) -> list[str]:
    """Which goods spaces a ship may empty: one depot with goods, or with knowledge
    tile 5 also two neighbouring depots holding goods between them."""
    with_goods = [d for d in D.DEPOTS if st.depot_goods[d]]
    out = [f"goods {d}" for d in with_goods]
    if st.has_knowledge(seat, 5):
        for a, b in D.NEIGHBOUR_DEPOTS:
            if st.depot_goods[a] and st.depot_goods[b]:
                out.append(f"goods {min(a, b)}+{max(a, b)}")
    return out


def free_kinds(st: BurgundyState, seat: int) -> int:
    return D.MAX_GOODS_KINDS - len(held_kinds(st, seat))


def new_kinds(st: BurgundyState, seat: int, depots: list[int]) -> list[int]:
    """Kinds on these goods spaces that the seat does not hold yet."""
    present = {kind for d in depots for kind in st.depot_goods[d]}
    return sorted(k for k in present if not st.goods[seat][k - 1])


def load(st: BurgundyState, seat: int, depots: list[int], kind: int) -> None:
    """Move every goods tile of `kind` from these goods spaces into storage."""
    count = 0
    for d in depots:
        kept = [k for k in st.depot_goods[d] if k != kind]
        count += len(st.depot_goods[d]) - len(kept)
        st.depot_goods[d] = kept
    st.goods[seat][kind - 1] += count
    if count:
        st.say("load", n=count, goods=kind)


def load_ship(st: BurgundyState, seat: int, depots: list[int]) -> bool:
    """Load what fits without a choice; True if the seat must still pick kinds
    (more new kinds than free goods spaces)."""
    for kind in sorted({k for d in depots for k in st.depot_goods[d]}):
        if st.goods[seat][kind - 1]:
            load(st, seat, depots, kind)
    fresh = new_kinds(st, seat, depots)
    if len(fresh) <= free_kinds(st, seat):
        for kind in fresh:
            load(st, seat, depots, kind)
        return False
    return free_kinds(st, seat) > 0
