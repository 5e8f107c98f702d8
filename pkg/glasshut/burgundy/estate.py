"""The estate: where a stored tile may go, and what covering spaces scores.

Functions over the state; a seat's estate is a list of 37 tile codes ("" = empty),
its colours and regions come from its board (data.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D

if TYPE_CHECKING:
    from .state import BurgundyState

# Which knowledge tile lets a placement on a space of this colour use a die 1 off.
PLACE_FREE_ADJUST = {
    D.BUILDING: 9,
    D.SHIP: 10,
    D.ANIMAL: 10,
    D.CASTLE: 11,
    D.MINE: 11,
    D.KNOWLEDGE: 11,
}


def die_numbers(value: int, free: bool) -> tuple[int, ...]:
    """The numbers a die counts as: itself, or also one off either way (6 and 1 touch)."""
    if not free:
        return (value,)
    return (value, value % 6 + 1, (value - 2) % 6 + 1)


def building_allowed(st: BurgundyState, seat: int, building: str, space: int) -> bool:
    """Each building type stands at most once in a city (knowledge tile 1 lifts this)."""
    if st.has_knowledge(seat, 1):
        return True
    estate = st.estates[seat]
    return all(estate[other] != building for other in st.regions[seat][space])


def frontier(st: BurgundyState, seat: int) -> list[int]:
    """Empty spaces next to a covered one, in space order: where tiles may go."""
    estate = st.estates[seat]
    found = set()
    for space, tile in enumerate(estate):
        if tile:
            for other in D.NEIGHBOURS[space]:
                if not estate[other]:
                    found.add(other)
    return sorted(found)


def open_spaces(
    st: BurgundyState, seat: int, tile: str, spaces: list[int] | None = None
) -> list[int]:
    """Spaces of the tile's colour where it may go now, any die number (`spaces`: the
    seat's frontier, if already known)."""
    colours = st.colours[seat]
    colour = D.tile_colour(tile)
    found = []
    for space in frontier(st, seat) if spaces is None else spaces:
        if colours[space] != colour:
            continue
        if colour == D.BUILDING and not building_allowed(st, seat, tile, space):
            continue
        found.append(space)
    return found


def placements(st: BurgundyState, seat: int, numbers: tuple[int, ...] | None) -> list[tuple]:
    """(tile, space) pairs a seat may add from storage with a die of `numbers`
    (None: any number), the free adjustment of its knowledge tiles included."""
    out = []
    if not st.storage[seat]:
        return out
    spaces = frontier(st, seat)
    for tile in sorted(set(st.storage[seat])):
        allowed = numbers
        if numbers is not None and len(numbers) == 1:
            free = st.has_knowledge(seat, PLACE_FREE_ADJUST[D.tile_colour(tile)])
            allowed = die_numbers(numbers[0], free)
        for space in open_spaces(st, seat, tile, spaces):
            if allowed is None or D.SPACE_NUMBERS[space] in allowed:
                out.append((tile, space))
    return out


def empty_spaces(st: BurgundyState, seat: int) -> int:
    return sum(1 for tile in st.estates[seat] if not tile)


def cover(st: BurgundyState, seat: int, tile: str, space: int) -> None:
    """Put `tile` on `space` and score what that completes (region, colour bonus).

    The tile's own effect is the caller's (turn.py): it may ask for decisions.
    """
    st.estates[seat][space] = tile
    if D.tile_colour(tile) == D.KNOWLEDGE:
        st.knowledge[seat] |= 1 << D.knowledge_number(tile)
    region = st.regions[seat][space]
    if all(st.estates[seat][other] for other in region):
        size_points = D.REGION_POINTS[len(region)]
        phase_points = D.PHASE_BONUS[st.phase]
        st.score(seat, "regions", size_points)
        st.score(seat, "phase_bonus", phase_points)
        st.say("region", region=st.colours[seat][space], n=len(region), points=size_points,
               bonus=phase_points, phase=D.PHASES[st.phase])
    colour = D.tile_colour(tile)
    covered = sum(
        1 for s, t in enumerate(st.estates[seat]) if t and st.colours[seat][s] == colour
    )
    if covered == D.COLOUR_COUNTS[colour]:
        claims = st.bonus_claims[colour]
        if len(claims) < 2:
            points = D.large_bonus(st.players) if not claims else D.small_bonus(st.players)
            claims.append(seat)
            st.score(seat, "colour_bonus", points)
            size = "large" if len(claims) == 1 else "small"
            st.say(f"bonus_{size}", every=colour, points=points)


def animal_points(st: BurgundyState, seat: int, tile: str, space: int) -> int:
    """Points for an animal tile just added: itself and every tile of its kind in the
    same pasture, plus 1 per such tile with knowledge tile 7."""
    kind = D.animal_kind(tile)
    estate = st.estates[seat]
    same = [
        estate[other]
        for other in st.regions[seat][space]
        if estate[other] and D.animal_kind(estate[other]) == kind
    ]
    points = sum(D.animal_count(t) for t in same)
    if st.has_knowledge(seat, 7):
        points += len(same)
    return points
