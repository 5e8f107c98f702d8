"""Scores at any time: the points on the track by source, plus what the end of the
game would add now (goods, silverlings, workers, knowledge tiles), and tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import Score, ScoreLine
from . import data as D
from . import estate
from .texts import T

if TYPE_CHECKING:
    from .state import BurgundyState



def end_lines(st: BurgundyState, seat: int) -> list[ScoreLine]:
    """What the final scoring gives `seat` for the position as it stands."""
    lines = [
        ScoreLine(T("score.unsold"), sum(st.goods[seat]) * D.END_POINTS_PER_GOOD),
        ScoreLine(T("score.silverlings"), st.silverlings[seat] * D.END_POINTS_PER_SILVERLING),
        ScoreLine(T("score.workers"), st.workers[seat] // D.END_WORKERS_PER_POINT),
    ]
    return lines + knowledge_lines(st, seat)


def knowledge_lines(st: BurgundyState, seat: int) -> list[ScoreLine]:
    """Knowledge tiles 15-26 that score at the end, one line each."""
    lines = []
    estate_tiles = st.estates[seat]
    sold = st.sold[seat]
    if st.has_knowledge(seat, 15):
        kinds = sum(1 for count in sold if count)
        lines.append(
            ScoreLine(T("score.k15"), kinds * D.KNOWLEDGE_SOLD_KIND_POINTS)
        )
    for number, building in D.KNOWLEDGE_BUILDING.items():
        if st.has_knowledge(seat, number):
            count = estate_tiles.count(building)
            lines.append(
                ScoreLine(
                    T(f"score.k{number}"),
                    count * D.KNOWLEDGE_BUILDING_POINTS,
                )
            )
    if st.has_knowledge(seat, 24):
        kinds = {D.animal_kind(t) for t in estate_tiles if t and D.tile_colour(t) == D.ANIMAL}
        lines.append(
            ScoreLine(T("score.k24"), len(kinds) * D.KNOWLEDGE_ANIMAL_KIND_POINTS)
        )
    if st.has_knowledge(seat, 25):
        lines.append(
            ScoreLine(T("score.k25"), sum(sold) * D.KNOWLEDGE_SOLD_TILE_POINTS)
        )
    if st.has_knowledge(seat, 26):
        tiles = sum(1 for claims in st.bonus_claims.values() if seat in claims)
        lines.append(
            ScoreLine(T("score.k26"), tiles * D.KNOWLEDGE_BONUS_TILE_POINTS)
        )
    return lines


def score_lines(st: BurgundyState, seat: int) -> list[ScoreLine]:
    lines = [
        ScoreLine(T(f"score.{source}"), st.points[seat][k])
        for k, source in enumerate(D.POINT_SOURCES)
    ]
    return lines + end_lines(st, seat)


def tie_key(st: BurgundyState, seat: int, total: int) -> tuple:
    """Higher is better: points, then fewer empty estate spaces, then a later turn."""
    return (total, -estate.empty_spaces(st, seat), st.round_order.index(seat))


def scores(st: BurgundyState) -> list[Score]:
    lines = [score_lines(st, seat) for seat in range(st.players)]
    totals = [sum(line.points for line in ls) for ls in lines]
    keys = [tie_key(st, seat, totals[seat]) for seat in range(st.players)]
    return [
        Score(seat, totals[seat], tuple(lines[seat]), 1 + sum(1 for k in keys if k > keys[seat]))
        for seat in range(st.players)
    ]
