"""Names for the markers of a player's wheels and the lookup tables the rules use.

A player holds 12 markers (`Player.markers`, indexed by the constants below, as in
data.py); charcoal and provisions have two markers each. Where the rules count what a
player *has*, they use the 10 resource totals (`Player.totals()`, indexed by
`RESOURCE_INDEX`), which add those pairs up.
"""

from __future__ import annotations

from . import board, data
from .data import (  # noqa: F401  (re-exported for the rules modules)
    BRICK,
    CHARCOAL_COOK,
    CHARCOAL_GLASS,
    COMMODITIES,
    EMPTY,
    FIELD,
    FOREST,
    GLASS,
    HUT,
    MEAT,
    PASTURE,
    POND,
    PORRIDGE,
    PROVISIONS_A,
    PROVISIONS_B,
    SAND,
    STABLE,
    WATER,
    WOOD,
)

CENTER, LOC = board.CENTER, board.LOC  # pawn places: village centres, Location Jobs
# Index of each resource in the totals (charcoal and provisions over both markers).
RESOURCE_INDEX = {name: k for k, name in enumerate(data.RESOURCES)}
CHARCOAL_TOTAL, PROVISIONS_TOTAL = RESOURCE_INDEX["charcoal"], RESOURCE_INDEX["provisions"]
BASIC_TOTALS = tuple(RESOURCE_INDEX[b] for b in data.BASIC)
# The basic resources come first in the totals: a player's count of them is
# sum(totals[BASIC_SLICE]).
BASIC_SLICE = slice(0, len(data.BASIC))
if BASIC_TOTALS != tuple(range(len(data.BASIC))):
    raise ValueError("the basic resources must come first in data.RESOURCES")
# The marker a gain of that name goes to ("charcoal" alone asks which wheel).
MARKER_INDEX = dict(data.SINGLE_MARKER)
MARKER_INDEX["charcoal@glass"] = CHARCOAL_GLASS
MARKER_INDEX["charcoal@cook"] = CHARCOAL_COOK
# The resource each marker counts towards.
MARKER_RESOURCE = (
    "sand",
    "water",
    "wood",
    "charcoal",
    "porridge",
    "meat",
    "charcoal",
    "brick",
    "glass",
    "provisions",
    "provisions",
    "commodities",
)
MARKER_CAPS = tuple(
    data.REFINED_CAP if m in (GLASS, PROVISIONS_A, PROVISIONS_B, COMMODITIES) else data.BASIC_CAP
    for m in range(data.N_MARKERS)
)
TILE_NAMES = ("forest", "field", "pond", "pasture")
# Reward parts that are simply gained (others start a routine, e.g. "build").
PLAIN_PARTS = (
    frozenset(data.RESOURCES)
    | {"charcoal@glass", "charcoal@cook", "pig", "cattle", "progress"}
    | set(TILE_NAMES)
)
# The wheel(s) a gained part lands on: G Glassmaking, C Cooking (order of reward parts).
PART_WHEELS = {
    "sand": "G",
    "water": "G",
    "wood": "G",
    "glass": "G",
    "charcoal@glass": "G",
    "porridge": "C",
    "meat": "C",
    "provisions": "C",
    "commodities": "C",
    "charcoal@cook": "C",
    "charcoal": "GC",
}
