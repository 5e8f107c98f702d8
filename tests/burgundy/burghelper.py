"""Helpers for the Castles of Burgundy tests: fresh games and hand-made positions."""

from __future__ import annotations

from glasshut.burgundy import GAME
from glasshut.burgundy import data as D
from glasshut.burgundy.state import BurgundyState
from glasshut.core.game import Seat

NAMES = ("Anna", "Benno", "Carla", "Dario")


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i]) for i in range(n)]


def new_game(n: int = 2, seed: int = 1, **options) -> BurgundyState:
    options.setdefault("start_player", 0)
    return GAME.new_state(seed, seats(n), options)


def space(name: str) -> int:
    return D.SPACE_INDEX[name]


def turn_of(
    st: BurgundyState,
    seat: int = 0,
    dice: tuple[int, int] = (1, 1),
    storage: list[str] | None = None,
    estate: dict[str, str] | None = None,
    goods: dict[int, int] | None = None,
    workers: int | None = None,
    silverlings: int | None = None,
    depots: dict[int, list[str]] | None = None,
    depot_goods: dict[int, list[int]] | None = None,
) -> BurgundyState:
    """Make it `seat`'s turn (first in the round) with the given dice and holdings."""
    st.round_order = [seat] + [s for s in st.round_order if s != seat]
    st.turn_index = 0
    st.current = seat
    st.dice[seat] = list(dice)
    st.dice_used = [False, False]
    st.bought = False
    st.stack = [["turn"]]
    if storage is not None:
        st.storage[seat] = list(storage)
    for name, tile in (estate or {}).items():
        st.estates[seat][space(name)] = tile
    if goods is not None:
        st.goods[seat] = [goods.get(k, 0) for k in D.GOODS_KINDS]
    if workers is not None:
        st.workers[seat] = workers
    if silverlings is not None:
        st.silverlings[seat] = silverlings
    for d, tiles in (depots or {}).items():
        st.depots[d] = sorted(tiles)
    for d, kinds in (depot_goods or {}).items():
        st.depot_goods[d] = list(kinds)
    refresh(st)
    return st


def refresh(st: BurgundyState) -> None:
    """Recompute what follows from the fields after a test changed them by hand."""
    events = st._events
    st._derive()
    st._events = events


def play(st: BurgundyState, *actions: str) -> BurgundyState:
    for action in actions:
        st.apply(action)
    return st


def points(st: BurgundyState, seat: int, source: str) -> int:
    from glasshut.burgundy.state import POINT_SOURCES

    return st.points[seat][POINT_SOURCES.index(source)]


def line(st: BurgundyState, seat: int, label: str) -> int:
    for score_line in st.scores()[seat].lines:
        if score_line.label == label:
            return score_line.points
    raise KeyError(label)


def pass_turn(st: BurgundyState) -> None:
    """Finish the current turn by taking workers with every die left; when that ends
    the round, the next round's start player rolls too (the next turn is ready)."""
    seat, key = st.to_move(), st.turn_key()
    while st.to_move() == seat and st.turn_key() == key and not st.awaits_roll():
        legal = st.legal_actions()
        workers = [a for a in legal if a.endswith(":workers")]
        st.apply(workers[0] if workers else "end")
    if st.awaits_roll():
        st.apply("roll")
