"""Scores at any time: glass, the Cooking dial, Small Estates, livestock on Pastures,
Building stars and end-of-game bonuses; ranks with the tie-breaks (the player who
triggered the end, then turn order from the player who would move next).
"""

from __future__ import annotations

from ..core.game import Score, ScoreLine
from . import board, data
from .markers import (
    BRICK,
    EMPTY,
    FIELD,
    GLASS,
    PASTURE,
    POND,
    WOOD,
)
from .player import Player
from .texts import building_name, tr


class ScoringRules:
    """Mixed into BlackForestState (state.py)."""

    def _pasture_points(self, p: Player) -> tuple[int, int]:
        """(Livestock on Pastures, Livestock Farm bonus) for the best arrangement."""
        n, s, f = p.housing()
        adj = 0
        if "LivestockFarm" in p.buildings:
            for estate in p.estates:
                cells = [k for k, c in enumerate(estate) if c == "LivestockFarm"]
                if cells:
                    near = {x for k in cells for x in board.ADJ[len(estate)][k]}
                    adj = sum(1 for x in near if estate[x] is PASTURE)
        best = (-1, 0, 0)
        P, C = p.pigs, p.cattle
        for ap in range(adj + 1):
            for ac in range(adj - ap + 1):
                for np_ in range(n - adj + 1):
                    kp = ap + np_
                    kc = ac + (n - adj - np_)
                    x = min(P, 3 * kp)
                    y = min(C, 3 * kc)
                    if P - x > f or C - y > s:
                        continue
                    bonus = 2 * (min(ap, x // 2) + min(ac, y // 2))
                    if x + y + bonus > best[0]:
                        best = (x + y + bonus, x + y, bonus)
        if best[0] < 0:
            return 0, 0
        return best[1], best[2]

    def _end_count(self, p: Player, what: str, building: str) -> int:
        if what == "tannery_pigs":
            return p.tannery
        if what == "small_estates":
            return len(p.estates) - 1
        if what == "fpp_sets":
            return min(p.count(FIELD), p.count(POND), p.count(PASTURE))
        if what == "brick_wood_sets":
            return min(p.markers[BRICK], p.markers[WOOD])
        if what in ("adj_empty", "adj_buildings"):
            for estate in p.estates:
                cells = [k for k, c in enumerate(estate) if c == building]
                if not cells:
                    continue
                near = {x for k in cells for x in board.ADJ[len(estate)][k]} - set(cells)
                if what == "adj_empty":
                    return sum(1 for x in near if estate[x] is EMPTY)
                return len({estate[x] for x in near if isinstance(estate[x], str)})
            return 0
        return self._count(p, what)

    def score_lines(self, seat: int) -> list[ScoreLine]:
        p = self.players[seat]
        on_pasture, farm_bonus = self._pasture_points(p)
        lines = [
            ScoreLine(tr("score.glass"), p.markers[GLASS]),
            ScoreLine(tr("score.cooking"), data.COOKING_POINTS[p.cooking_steps]),
            ScoreLine(tr("score.estates"), 2 * (len(p.estates) - 1)),
            ScoreLine(tr("score.pastures"), on_pasture),
            ScoreLine(tr("score.buildings"), sum(data.BUILDINGS[b]["vp"] for b in p.buildings)),
        ]
        for building in p.buildings:
            b = data.BUILDINGS[building]
            end = b["end"]
            if not end:
                continue
            what, each, div, cap = end
            if what == "adj_pastures_2":
                pts = farm_bonus
            else:
                pts = each * (self._end_count(p, what, building) // div)
                if cap is not None:
                    pts = max(-cap, min(cap, pts))
            lines.append(ScoreLine(building_name(building), pts))
        return lines

    def scores(self) -> list[Score]:
        totals = []
        for seat in range(self.n_players):
            lines = self.score_lines(seat)
            totals.append((sum(x.points for x in lines), lines))
        nxt = self.current if not self.over else (self.last_seat + 1) % self.n_players

        def key(seat: int):
            tie = 0 if seat == self.end_triggered_by else 1
            return (-totals[seat][0], tie, (seat - nxt) % self.n_players)

        order = sorted(range(self.n_players), key=key)
        rank = {seat: k + 1 for k, seat in enumerate(order)}
        out = []
        for seat in range(self.n_players):
            total, lines = totals[seat]
            title = ""
            if self.solo:
                title = tr(f"title.{next(low for low, _ in data.SOLO_TITLES if total >= low)}")
            out.append(Score(seat, total, tuple(lines), rank[seat], title))
        return out
