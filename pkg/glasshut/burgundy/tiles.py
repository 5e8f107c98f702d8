"""What a six-sided tile does when it is added to an estate, the 8 buildings included.

`add_tile` covers the space (scoring completed regions and colour bonuses first,
estate.py), then carries out the tile's effect; an effect that needs a choice
pushes a frame on the decision stack (turn.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from . import estate, goods

if TYPE_CHECKING:
    from .state import BurgundyState

# Colours a carpenter's workshop, church or market takes from the numbered depots.
GAIN_COLOURS = {
    "carpenter": (D.BUILDING,),
    "church": (D.MINE, D.KNOWLEDGE, D.CASTLE),
    "market": (D.SHIP, D.ANIMAL),
}


def add_tile(st: BurgundyState, seat: int, tile: str, space: int) -> None:
    st.storage[seat].remove(tile)
    st.say("add", the=tile, space=D.SPACE_NAMES[space])
    colour = D.tile_colour(tile)
    if colour == D.ANIMAL:
        # Score before covering so the log reads in order; the tile counts itself.
        st.estates[seat][space] = tile
        points = estate.animal_points(st, seat, tile, space)
        st.estates[seat][space] = ""
        st.score(seat, "animals", points)
        st.say("animals", n=points)
    estate.cover(st, seat, tile, space)
    if colour == D.SHIP:
        _ship(st, seat)
    elif colour == D.CASTLE:
        st.stack.append(["extra"])
    elif colour == D.BUILDING:
        _building(st, seat, tile)


def _ship(st: BurgundyState, seat: int) -> None:
    """Empty a goods space of choice, then one step right on the turn-order track."""
    if goods.ship_choices(st, seat):
        st.stack.append(["ship"])
    st.track_stamp += 1
    st.track[seat] = [st.track[seat][0] + 1, st.track_stamp]
    st.say("track")


def gain_choices(st: BurgundyState, building: str) -> list[tuple[int, str]]:
    colours = GAIN_COLOURS[building]
    return [
        (d, tile)
        for d in D.DEPOTS
        for tile in sorted(set(st.depots[d]))
        if D.tile_colour(tile) in colours
    ]


def _building(st: BurgundyState, seat: int, building: str) -> None:
    if building == "warehouse":
        if goods.held_kinds(st, seat):
            st.stack.append(["warehouse"])
    elif building == "watchtower":
        st.score(seat, "watchtowers", D.WATCHTOWER_POINTS)
        st.say("points", n=D.WATCHTOWER_POINTS)
    elif building in GAIN_COLOURS:
        if gain_choices(st, building):
            st.stack.append(["gain", building])
    elif building == "boardinghouse":
        st.workers[seat] += D.BOARDING_HOUSE_WORKERS
        st.say("workers", n=D.BOARDING_HOUSE_WORKERS, extra="")
    elif building == "bank":
        st.silverlings[seat] += D.BANK_SILVERLINGS
        st.say("take_silver", silver=D.BANK_SILVERLINGS)
    elif building == "cityhall":
        if estate.placements(st, seat, None):
            st.stack.append(["cityhall"])
