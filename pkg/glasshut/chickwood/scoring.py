"""Glory at any moment (the final scoring applied to what lies on the table now).

Loot (busts first, then chests, garments, jewels, Maid Marihen, henchmen), castles,
villages; each is a `ScoreLine`. The most glory wins; ties: data.TIE_BREAKS.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..core.game import Score, ScoreLine
from . import data
from .texts import score_label

if TYPE_CHECKING:
    from .state import ChickwoodState


def chests_after_busts(collection: Mapping[str, int]) -> tuple[dict[str, int], int]:
    """Each bust, one after the other, discards a chest of the kind held most; among
    equal kinds the first in data.CHESTS goes (which one never changes the score).
    Returns the chests left and how many were discarded."""
    chests = {k: collection.get(k, 0) for k in data.CHESTS}
    discarded = 0
    for _ in range(collection.get("bust", 0)):
        most = max(chests.values())
        if not most:
            break
        kind = next(k for k in data.CHESTS if chests[k] == most)
        chests[kind] -= 1
        discarded += 1
    return chests, discarded


def chest_points(chests: Mapping[str, int]) -> int:
    """The kind held most scores its count squared; every other chest costs 1."""
    counts = list(chests.values())
    most = max(counts, default=0)
    return most * most - (sum(counts) - most)


def garment_points(collection: Mapping[str, int]) -> int:
    return 5 * sum(1 for k in data.GARMENTS if collection.get(k, 0) == 1)


def jewel_points(collection: Mapping[str, int]) -> int:
    return sum(data.KINDS[k].value * collection.get(k, 0) for k in data.JEWELS)


def maid_points(collection: Mapping[str, int], chests: Mapping[str, int]) -> int:
    """One glory per kind of treasure held (chests counted after the busts), once."""
    if not collection.get("maid"):
        return 0
    kinds = sum(1 for k in data.CHESTS if chests[k])
    kinds += sum(1 for k in data.GARMENTS + data.JEWELS if collection.get(k))
    return kinds


def henchman_points(collection: Mapping[str, int]) -> int:
    return -3 * collection.get("henchman", 0)


def loot_lines(collection: Mapping[str, int]) -> list[ScoreLine]:
    chests, _ = chests_after_busts(collection)
    # One label for every seat: the end screen lines the seats up by label (the view
    # tells how many chests the busts took).
    return [
        ScoreLine(score_label("chests"), chest_points(chests)),
        ScoreLine(score_label("garments"), garment_points(collection)),
        ScoreLine(score_label("jewels"), jewel_points(collection)),
        ScoreLine(score_label("maid"), maid_points(collection, chests)),
        ScoreLine(score_label("henchmen"), henchman_points(collection)),
    ]


def loot_points(collection: Mapping[str, int]) -> int:
    """The loot's glory as one number (the sum of `loot_lines`), for the bots."""
    chests, _ = chests_after_busts(collection)
    return (
        chest_points(chests)
        + garment_points(collection)
        + jewel_points(collection)
        + maid_points(collection, chests)
        + henchman_points(collection)
    )


def village_places(spaces: Sequence[int]) -> list[int]:
    """The givers of one village from most generous down; equal counts go to whoever
    gave later (the later space)."""
    count: dict[int, int] = {}
    latest: dict[int, int] = {}
    for i, seat in enumerate(spaces):
        count[seat] = count.get(seat, 0) + 1
        latest[seat] = i
    return sorted(count, key=lambda s: (-count[s], -latest[s]))


def unlocked_glory(rows: Sequence[tuple[int, int]], filled: int) -> list[int]:
    """The glory of every row with at least one alms, highest first."""
    values, start = [], 0
    for spaces, glory in rows:
        if filled > start:
            values.append(glory)
        start += spaces
    return sorted(values, reverse=True)


def village_glory(rows: Sequence[tuple[int, int]], spaces: Sequence[int]) -> dict[int, int]:
    """Glory each giver earns in one village: the unlocked values in descending order
    to the first, second and third most generous."""
    values = unlocked_glory(rows, len(spaces))
    places = village_places(spaces)[: data.PLACES_SCORED]
    return {seat: values[i] for i, seat in enumerate(places) if i < len(values)}


def village_points(state: ChickwoodState) -> list[int]:
    points = [0] * state.players
    for kind, spaces in zip(state.grid, state.spaces, strict=True):
        for seat, glory in village_glory(data.VILLAGE_KINDS[kind].rows, spaces).items():
            points[seat] += glory
    return points


def scores(state: ChickwoodState) -> list[Score]:
    villages = village_points(state)
    lines = []
    for seat in range(state.players):
        lines.append(
            (
                *loot_lines(state.loot[seat]),
                ScoreLine(score_label("castles"), sum(state.castles[seat])),
                ScoreLine(score_label("villages"), villages[seat]),
            )
        )
    totals = [sum(line.points for line in seat_lines) for seat_lines in lines]
    keys = [(totals[s], villages[s], sum(state.castles[s])) for s in range(state.players)]
    return [
        Score(s, totals[s], lines[s], 1 + sum(1 for k in keys if k > keys[s]))
        for s in range(state.players)
    ]
