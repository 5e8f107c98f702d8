"""One player's boards: the markers of both production wheels and the brick track, the
Domain (Estates, Buildings, the Glass Hut), livestock and how it is housed, pawn,
Jobs done. Rules that change these live in the other modules; this holds and counts.
"""

from __future__ import annotations

from . import board, data
from .markers import (
    BRICK,
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    COMMODITIES,
    FOREST,
    GLASS,
    MEAT,
    PASTURE,
    PORRIDGE,
    PROVISIONS_A,
    PROVISIONS_B,
    SAND,
    STABLE,
    WATER,
    WOOD,
)


class Player:
    __slots__ = (
        "markers",
        "potash",
        "cooking_steps",
        "glass_steps",
        "reminder",
        "progress",
        "estates",
        "glass_hut_estate",
        "pigs",
        "cattle",
        "buildings",
        "jobs",
        "tannery",
        "pawn",
        "extra_turns",
        "no_more_estates",
        "pigs_per_forest",
    )

    def __init__(self) -> None:
        self.markers = list(data.START_RESOURCES)
        self.potash = False  # Glassmaking charcoal marker removed (Potash Manufacturer)
        self.cooking_steps = 0  # Cooking dial steps taken
        self.glass_steps = 0  # Glassmaking dial steps taken
        self.reminder = True  # Job + Resource reminder still on the wheel
        self.progress = 0
        self.estates = [board.new_estate(data.MAIN_ESTATE)]
        self.glass_hut_estate = 0  # Estate holding the Glass Hut
        self.pigs = 0
        self.cattle = 0
        self.buildings: list[str] = []
        self.jobs: list[str] = []
        self.tannery = 0
        self.pawn = board.OFF
        self.extra_turns = 0  # extra turns owed (Clockmaker)
        self.no_more_estates = False  # Castle Hotel built: no more Small Estates
        self.pigs_per_forest = data.FOREST_PIGS

    def clone(self) -> Player:
        q = Player.__new__(Player)
        q.markers = self.markers[:]
        q.potash, q.cooking_steps, q.glass_steps, q.reminder = (
            self.potash,
            self.cooking_steps,
            self.glass_steps,
            self.reminder,
        )
        q.progress, q.glass_hut_estate, q.pigs, q.cattle = (
            self.progress,
            self.glass_hut_estate,
            self.pigs,
            self.cattle,
        )
        q.estates = [e[:] for e in self.estates]
        q.buildings = self.buildings[:]
        q.jobs = self.jobs[:]
        q.tannery, q.pawn, q.extra_turns = self.tannery, self.pawn, self.extra_turns
        q.no_more_estates, q.pigs_per_forest = self.no_more_estates, self.pigs_per_forest
        return q

    # -- counts -------------------------------------------------------------------
    def count(self, code: int) -> int:
        n = 0
        for estate in self.estates:  # (a plain loop: this is asked very often)
            n += estate.count(code)
        return n

    def totals(self) -> list[int]:
        """The 10 resources (`RESOURCE_INDEX` order), charcoal and provisions summed."""
        return totals_of(self.markers)

    def housing(self) -> tuple[int, int, int]:
        """(Pastures, cattle places in free stables, pig places in Forests)."""
        n = s = f = 0
        for e in self.estates:
            n += e.count(PASTURE)
            s += e.count(STABLE)
            f += e.count(FOREST)
        return n, s * data.STABLE_CAP, f * self.pigs_per_forest

    def housable(self, pigs: int, cattle: int) -> bool:
        """Can this herd live in the Domain? Each Pasture takes one kind, up to 3."""
        n, s, f = self.housing()
        need = 0
        if pigs > f:
            need += (pigs - f + 2) // 3
        if cattle > s:
            need += (cattle - s + 2) // 3
        return need <= n

    def has_perm(self, event: str):
        for building in self.buildings:
            for effect in data.BUILDINGS[building]["perm"]:
                if effect[0] == event:
                    yield effect


def totals_of(m: list[int]) -> list[int]:
    """The 10 resources (`RESOURCE_INDEX` order) of a marker list, charcoal and
    provisions summed."""
    return [
        m[SAND],
        m[WATER],
        m[WOOD],
        m[CHARCOAL_GLASS] + m[CHARCOAL_COOK],
        m[PORRIDGE],
        m[MEAT],
        m[BRICK],
        m[GLASS],
        m[PROVISIONS_A] + m[PROVISIONS_B],
        m[COMMODITIES],
    ]
