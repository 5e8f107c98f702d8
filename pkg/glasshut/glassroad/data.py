"""Glass Road's components and chosen values, as rows.

Rulebook: the Specialist list (appendix 1) and the Building index (appendix 2).
Values the rulebook's text lacks come from the design notes on its lost pictures or
are ours; each is marked `# chosen:` and listed in docs/rules-decisions.md.

Goods. Basic goods live on a wheel at 0..7; the refined good (Glass, Brick) at 0..3.
Food and Charcoal have a token on each wheel; the others sit on one wheel only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# -- goods and wheels -------------------------------------------------------------------
BASIC_GOODS = ("wood", "clay", "sand", "water", "food", "charcoal")
REFINED_GOODS = ("glass", "brick")
SHARED_GOODS = ("food", "charcoal")  # a token on each wheel (rule P2/P3, G2)
BASIC_MAX = 7
REFINED_MAX = 3

GLASS_WHEEL = "g"  # the Glassworks
BRICK_WHEEL = "b"  # the Brickworks
WHEELS = (GLASS_WHEEL, BRICK_WHEEL)
# Each wheel: its basic goods and its refined good (design notes: same machine as Black Forest).
WHEEL_BASICS = {
    GLASS_WHEEL: ("sand", "food", "charcoal", "water", "wood"),
    BRICK_WHEEL: ("clay", "food", "charcoal"),
}
WHEEL_REFINED = {GLASS_WHEEL: "glass", BRICK_WHEEL: "brick"}
# Where a good that lives on one wheel only is kept.
HOME_WHEEL = {
    "sand": GLASS_WHEEL,
    "water": GLASS_WHEEL,
    "wood": GLASS_WHEEL,
    "glass": GLASS_WHEEL,
    "clay": BRICK_WHEEL,
    "brick": BRICK_WHEEL,
}
START_WHEELS = {  # rulebook setup text
    GLASS_WHEEL: {"sand": 0, "food": 1, "charcoal": 2, "water": 3, "wood": 4, "glass": 0},
    BRICK_WHEEL: {"clay": 1, "food": 2, "charcoal": 0, "brick": 0},
}
WHEEL_NAMES = {GLASS_WHEEL: "Glassworks", BRICK_WHEEL: "Brickworks"}
GOOD_NAMES = {
    "wood": "Wood",
    "clay": "Clay",
    "sand": "Quartz sand",
    "water": "Water",
    "food": "Food",
    "charcoal": "Charcoal",
    "glass": "Glass",
    "brick": "Brick",
}

# -- landscape --------------------------------------------------------------------------
ROWS, COLUMNS = 4, 5  # chosen: (design notes) a 4 x 5 grid of spaces, cells 0..19 row by row
EMPTY, FOREST, PIT, GROVE, POND = "", "forest", "pit", "grove", "pond"
LANDSCAPE_TILES = (PIT, GROVE, POND)  # the small tiles, unlimited in number
# chosen: (design notes) the printed start layout; each Forest covers the two cells listed.
START_FORESTS = ((0, 1), (2, 3), (5, 6), (10, 11), (15, 16), (17, 18))
START_TILES = {4: PIT, 19: PIT, 7: POND, 12: POND, 8: GROVE, 13: GROVE}


def neighbours(cell: int) -> tuple[int, ...]:
    """Cells sharing an edge with `cell` (rule G4: never diagonally)."""
    row, col = divmod(cell, COLUMNS)
    out = []
    if row > 0:
        out.append(cell - COLUMNS)
    if col > 0:
        out.append(cell - 1)
    if col < COLUMNS - 1:
        out.append(cell + 1)
    if row < ROWS - 1:
        out.append(cell + COLUMNS)
    return tuple(out)


NEIGHBOURS = tuple(neighbours(c) for c in range(ROWS * COLUMNS))
# Every 2x2 block of cells, by its top-left cell (Fish Yard, Forester's Lodge, ...).
SQUARES = tuple(
    (c, c + 1, c + COLUMNS, c + COLUMNS + 1)
    for c in range(ROWS * COLUMNS)
    if c % COLUMNS < COLUMNS - 1 and c // COLUMNS < ROWS - 1
)

# -- periods ----------------------------------------------------------------------------
PERIODS = 4
LONG_PERIODS = 5  # the optional longer game
CARDS_CHOSEN = 5
CARD_ROUNDS = 3
INDENTATIONS = 2  # cards a player can be forced to play in one period
SOLO_CARDS_CHOSEN = (3, 4, 5, 6, 3, 4, 5)  # per period; the solo game has 7
SOLO_SUPPLIER_GAIN = 1
FEWEST_BUILDINGS_PERIOD_3P = (
    3  # with 3 players, the goblet after this period goes by fewest buildings
)
SOLO_REMARKABLE = 30
# chosen: anytime actions in a row at one decision before the seat must decide something
# else; a guard so that bots cannot trade for ever in a loop of trades.
ANYTIME_LIMIT = 40
# chosen: (bots) anytime actions in a row that the Strong bot's solo tree looks at, during
# the periods and after the last one (its greedy completion of a turn sees them all).
STRONG_TRADES_IN_A_ROW = 2
STRONG_TRADES_FINAL = 6
# chosen: (bots) on a wider decision the Strong bot's solo search looks only at the actions a
# quick greedy look (of about this many trial moves) rates best.
STRONG_CANDIDATES = 6
STRONG_LOOK_TRIALS = 400
# chosen: (bots) the Strong bot's play-out of the rest of the period from a card to play:
# root visits per candidate (at least STRONG_PLAYOUT_MIN), and how many options of each
# decision in a play-out the quick policy compares.
STRONG_PLAYOUT_PER_OPTION = 16
STRONG_PLAYOUT_MIN = 24
STRONG_PLAYOUT_WIDTH = 3
# chosen: (bots) the sets of cards the Strong bot plays out at its choice of the period:
# the best-looking set and the ones with one of its last this many cards swapped for one
# of the next this many + 1 left out.
STRONG_CHOICE_SWAPS = 2


def row_size(players: int, small_board: bool = False) -> int:
    """Buildings per row of the Building board: the 4-player side has 5, unless a first
    4-player game uses the 1-3 player side (rulebook line 195)."""
    return 5 if players == 4 and not small_board else 4


# -- Specialist cards -------------------------------------------------------------------
@dataclass(frozen=True)
class Specialist:
    id: str
    name: str
    fee: str  # "" none; a basic good (pay 1); "forest": remove a Forest
    abilities: tuple[tuple, tuple]  # two effects, see turn.py for their kinds


# Effect kinds: ("gain", {good: n}), ("offer",), ("tile", kind, {good: n}) place a tile
# then gain, ("tile_any",), ("count", kind, goods) gain one of `goods` per tile of `kind`,
# ("hand", good) one per card left in hand, ("supply",), ("build",).
SPECIALISTS = (
    Specialist("feudal_lord", "Feudal Lord", "", (("offer",), ("gain", {"wood": 1, "clay": 1}))),
    Specialist(
        "pit_worker",
        "Pit Worker",
        "",
        (("tile", PIT, {"clay": 1}), ("count", PIT, ("sand", "clay"))),
    ),
    Specialist(
        "forest_manager",
        "Forest Manager",
        "",
        (("tile", GROVE, {"wood": 1}), ("count", GROVE, ("food", "wood"))),
    ),
    Specialist(
        "pond_builder", "Pond Builder", "", (("tile", POND, {}), ("count", POND, ("sand", "water")))
    ),
    Specialist("cultivator", "Cultivator", "", (("tile_any",), ("build",))),
    Specialist("supplier", "Supplier", "", (("supply",), ("build",))),
    Specialist("builder", "Builder", "food", (("build",), ("build",))),
    Specialist("carpenter", "Carpenter", FOREST, (("gain", {"wood": 1}), ("build",))),
    Specialist(
        "slash_and_burn_farmer",
        "Slash-and-burn Farmer",
        FOREST,
        (("gain", {"charcoal": 2}), ("gain", {"food": 2})),
    ),
    Specialist("woodcutter", "Woodcutter", FOREST, (("gain", {"wood": 2}), ("gain", {"wood": 2}))),
    Specialist(
        "clay_worker", "Clay Worker", "water", (("gain", {"clay": 2}), ("gain", {"clay": 2}))
    ),
    Specialist(
        "fuel_collector", "Fuel Collector", "water", (("hand", "charcoal"), ("gain", {"wood": 2}))
    ),
    Specialist(
        "charcoal_burner",
        "Charcoal Burner",
        "wood",
        (("gain", {"charcoal": 3}), ("gain", {"charcoal": 3})),
    ),
    Specialist(
        "fish_farmer",
        "Fish Farmer",
        "charcoal",
        (("gain", {"food": 2}), ("count", POND, ("food",))),
    ),
    Specialist(
        "water_carrier",
        "Water Carrier",
        "food",
        (("gain", {"water": 2, "wood": 1}), ("gain", {"water": 2, "sand": 1})),
    ),
)
SPECIALIST = {s.id: s for s in SPECIALISTS}
CARD_IDS = tuple(s.id for s in SPECIALISTS)
SUPPLY_GOODS = ("charcoal", "food", "wood", "sand", "water", "clay")

# -- Buildings --------------------------------------------------------------------------
PROCESSING, IMMEDIATE, BONUS, START = "processing", "immediate", "bonus", "start"
BUILDING_ROWS = (PROCESSING, IMMEDIATE, BONUS)
FOREST_GLASSWORKS, MASONS, COLONY = (
    "forest_glassworks",
    "brotherhood_of_the_masons",
    "glassmakers_colony",
)
START_BUILDINGS = (FOREST_GLASSWORKS, MASONS, COLONY)
COST_GOODS = ("wood", "glass", "clay", "brick")  # the index's four cost columns, in order


@dataclass(frozen=True)
class Trade:
    """A trade: pay goods (and/or remove a tile, or buildings of the private offer), gain goods.

    `pay` may hold "offer": n (buildings of the private offer, removed from the game);
    `gain` may hold "any": n (n of one basic good of the player's choice), "other": n
    (the same, not Wood) or "tile": 1 (a landscape tile of the player's choice, placed).
    """

    pay: dict = field(default_factory=dict)
    remove: str = ""  # a landscape kind or "forest" to take off the board
    gain: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Building:
    id: str
    name: str
    kind: str  # PROCESSING, IMMEDIATE, BONUS or START
    cost: tuple[int, int, int, int]  # Wood, Glass, Clay, Brick
    points: int  # printed points; 0 for Bonus buildings (chosen, see below)
    intro: bool  # in the introductory set
    effect: Any  # a Trade (processing), an effect tuple (immediate) or a bonus tuple
    upgrades: str = ""  # the Start building it is placed on, if an upgrade
    line: int = 0  # rulebook line of its index row

    def cost_of(self) -> dict[str, int]:
        return {g: n for g, n in zip(COST_GOODS, self.cost, strict=True) if n}


def _p(id, name, cost, points, intro, line, **trade):
    return Building(id, name, PROCESSING, cost, points, intro, Trade(**trade), "", line)


def _i(id, name, cost, points, intro, line, effect, upgrades=""):
    return Building(id, name, IMMEDIATE, cost, points, intro, effect, upgrades, line)


def _b(id, name, cost, intro, line, bonus, upgrades=""):
    # chosen: (design notes) a Bonus building's printed points are blank: it scores its
    # bonus and nothing else.
    return Building(id, name, BONUS, cost, 0, intro, bonus, upgrades, line)


# chosen: (design notes) a few index rows lost an icon next to a number (Artists'
# Colony, Clay Lake, Loess Island, Lumber Storage, Sand Island); the number is read as
# that column's good and nothing more.
PROCESSING_BUILDINGS = (
    _p(
        "boarding_house",
        "Boarding House",
        (4, 1, 0, 0),
        2,
        True,
        884,
        pay={"charcoal": 1, "water": 1},
        gain={"food": 4},
    ),
    _p("builders_hut", "Builder's Hut", (3, 0, 0, 1), 2, True, 885, remove=GROVE, gain={"clay": 2}),
    _p(
        "building_firm",
        "Building Firm",
        (1, 0, 0, 2),
        2,
        False,
        886,
        remove=PIT,
        gain={"clay": 2, "sand": 1},
    ),
    _p(
        "carving_workshop",
        "Carving Workshop",
        (1, 1, 0, 0),
        1,
        True,
        887,
        pay={"wood": 1},
        gain={"food": 2},
    ),
    _p(
        "charcoal_kiln",
        "Charcoal Kiln",
        (0, 0, 3, 0),
        0,
        True,
        888,
        pay={"wood": 1},
        gain={"charcoal": 2},
    ),
    _p(
        "clay_basin",
        "Clay Basin",
        (0, 0, 0, 0),
        0,
        False,
        889,
        pay={"food": 1, "water": 1},
        gain={"clay": 3},
    ),
    _p("clay_pit", "Clay Pit", (2, 0, 0, 0), 0, True, 890, pay={"water": 1}, gain={"clay": 2}),
    _p(
        "colonization_house",
        "Colonization House",
        (1, 0, 1, 0),
        1,
        True,
        891,
        remove=FOREST,
        gain={"charcoal": 1},
    ),
    _p("cooperage", "Cooperage", (1, 0, 0, 2), 3, True, 892, pay={"wood": 1}, gain={"water": 2}),
    _p(
        "district_offices",
        "District Offices",
        (1, 1, 0, 0),
        3,
        False,
        893,
        pay={"offer": 2},
        gain={"tile": 1},
    ),
    _p(
        "farmstead",
        "Farmstead",
        (0, 1, 2, 0),
        1,
        False,
        894,
        remove=POND,
        gain={"food": 2, "water": 1},
    ),
    _p("foresters_hut", "Forester's Hut", (0, 0, 2, 1), 2, True, 895, remove=PIT, gain={"wood": 2}),
    _p(
        "hardware_store",
        "Hardware Store",
        (1, 0, 0, 1),
        1,
        True,
        896,
        pay={"wood": 1},
        gain={"clay": 2},
    ),
    _p("inn", "Inn", (2, 1, 0, 1), 3, True, 897, pay={"charcoal": 1}, gain={"sand": 2}),
    _p(
        "joinery",
        "Joinery",
        (0, 1, 3, 0),
        2,
        True,
        898,
        pay={"wood": 1},
        remove=FOREST,
        gain={"food": 4},
    ),
    _p("kiln", "Kiln", (2, 0, 0, 2), 3, True, 899, pay={"charcoal": 1}, gain={"clay": 2}),
    _p("office", "Office", (0, 1, 1, 0), 2, False, 900, pay={"offer": 1}, gain={"any": 1}),
    _p(
        "potash_manufacturer",
        "Potash Manufacturer",
        (1, 0, 1, 1),
        1,
        False,
        901,
        pay={"water": 1, "wood": 1},
        gain={"charcoal": 4},
    ),
    _p("reed_hut", "Reed Hut", (0, 0, 1, 0), 0, False, 902, remove=POND, gain={"wood": 2}),
    _p(
        "roofing_company",
        "Roofing Company",
        (0, 1, 3, 0),
        3,
        False,
        903,
        pay={"brick": 1},
        gain={"any": 2},
    ),
    _p(
        "sand_factory",
        "Sand Factory",
        (3, 0, 1, 1),
        2,
        True,
        904,
        pay={"food": 1},
        gain={"sand": 2},
    ),
    _p("sand_pit", "Sand Pit", (1, 0, 0, 0), 0, True, 905, pay={"water": 1}, gain={"sand": 2}),
    _p(
        "sand_producer",
        "Sand Producer",
        (1, 0, 1, 0),
        0,
        True,
        906,
        pay={"wood": 1},
        gain={"sand": 2},
    ),
    _p(
        "sand_screening_plant",
        "Sand Screening Plant",
        (3, 0, 0, 1),
        2,
        True,
        911,
        pay={"clay": 1},
        gain={"sand": 2},
    ),
    _p(
        "sandstone_factory",
        "Sandstone Factory",
        (2, 0, 0, 2),
        4,
        False,
        912,
        pay={"sand": 3},
        gain={"brick": 1},
    ),
    _p("sawmill", "Sawmill", (1, 0, 2, 2), 2, False, 913, remove=FOREST, gain={"wood": 2}),
    _p(
        "shingles_manufacturer",
        "Shingles Manufacturer",
        (1, 0, 3, 0),
        1,
        False,
        914,
        pay={"offer": 2},
        gain={"brick": 1},
    ),
    _p(
        "soup_kitchen",
        "Soup Kitchen",
        (2, 0, 2, 0),
        1,
        True,
        915,
        pay={"water": 1},
        gain={"food": 2},
    ),
    _p("spa", "Spa", (1, 2, 3, 0), 4, True, 916, pay={"charcoal": 1}, gain={"water": 2}),
    _p("swamp_hut", "Swamp Hut", (0, 0, 2, 0), 1, True, 917, remove=POND, gain={"charcoal": 2}),
    _p(
        "tree_nursery",
        "Tree Nursery",
        (0, 0, 2, 0),
        0,
        False,
        918,
        remove=GROVE,
        gain={"wood": 2, "food": 1},
    ),
)

# Immediate effect kinds: ("gain", {good: n}); ("each_wheel", good, n); ("per", good, n,
# what) n of `good` per counted thing; ("fill", kind) a tile on every empty neighbour;
# ("country_house",); ("repeat", Trade) the trade any number of times; ("tavern",).
IMMEDIATE_BUILDINGS = (
    _i(
        "artists_colony",
        "Artists' Colony",
        (0, 0, 1, 0),
        1,
        False,
        933,
        ("gain", {"glass": 1}),
        upgrades=COLONY,
    ),
    _i("boathouse", "Boathouse", (1, 0, 0, 2), 2, False, 934, ("per", "charcoal", 1, "ponds")),
    _i(
        "builders_depot",
        "Builders' Depot",
        (0, 0, 0, 1),
        0,
        True,
        935,
        ("gain", {"wood": 3, "clay": 3}),
    ),
    _i("buttery", "Buttery", (2, 0, 1, 0), 1, True, 936, ("each_wheel", "food", 3)),
    _i(
        "carpenters_workshop",
        "Carpenter's Workshop",
        (0, 0, 1, 2),
        2,
        True,
        937,
        ("gain", {"wood": 7}),
    ),
    _i(
        "clay_depot",
        "Clay Depot",
        (0, 0, 1, 1),
        2,
        False,
        938,
        ("per", "clay", 2, "adjacent_empty"),
    ),
    _i("clay_lake", "Clay Lake", (0, 0, 2, 0), 0, True, 939, ("gain", {"clay": 7})),
    _i("country_house", "Country House", (2, 1, 0, 1), 4, True, 940, ("country_house",)),
    _i(
        "fishery",
        "Fishery",
        (0, 1, 0, 1),
        2,
        False,
        941,
        ("repeat", Trade(remove=POND, gain={"food": 3, "water": 1})),
    ),
    _i(
        "forest_hut",
        "Forest Hut",
        (0, 1, 1, 0),
        2,
        False,
        942,
        ("gain", {"wood": 5}),
        upgrades=FOREST_GLASSWORKS,
    ),
    _i("fuel_depot", "Fuel Depot", (1, 0, 0, 1), 1, True, 943, ("gain", {"charcoal": 7})),
    _i("grain_house", "Grain House", (2, 0, 3, 0), 2, True, 948, ("gain", {"food": 7})),
    _i("grove_court", "Grove Court", (2, 2, 0, 0), 4, True, 949, ("fill", GROVE)),
    _i("hot_springs", "Hot Springs", (0, 2, 2, 0), 4, False, 950, ("per", "charcoal", 1, "water")),
    _i(
        "house_of_the_brotherhood",
        "House of the Brotherhood",
        (3, 2, 0, 0),
        4,
        False,
        951,
        ("gain", {"clay": 4}),
        upgrades=MASONS,
    ),
    _i(
        "landscaping_office",
        "Landscaping Office",
        (0, 2, 4, 0),
        3,
        False,
        952,
        ("repeat", Trade(remove=PIT, gain={"clay": 2, "sand": 2})),
    ),
    _i(
        "loess_island",
        "Loess Island",
        (2, 0, 0, 0),
        1,
        False,
        953,
        ("per", "clay", 2, "adjacent_ponds"),
    ),
    _i("loess_plateau", "Loess Plateau", (0, 0, 0, 0), -1, False, 954, ("fill", PIT)),
    _i("log_driver", "Log Driver", (0, 0, 3, 0), 1, True, 955, ("per", "wood", 1, "water")),
    _i("lumber_storage", "Lumber Storage", (1, 0, 0, 0), 1, True, 956, ("gain", {"wood": 4})),
    _i("sand_deposit", "Sand Deposit", (0, 0, 0, 0), 0, True, 957, ("gain", {"sand": 3})),
    _i(
        "sand_island",
        "Sand Island",
        (1, 0, 0, 0),
        1,
        False,
        958,
        ("per", "sand", 2, "adjacent_ponds"),
    ),
    _i(
        "sculpture_workshop",
        "Sculpture Workshop",
        (0, 1, 2, 0),
        2,
        False,
        959,
        ("per", "food", 1, "wood"),
    ),
    _i("shed", "Shed", (1, 0, 0, 0), 0, True, 960, ("gain", {"glass": 1})),
    _i("storage", "Storage", (2, 0, 2, 0), 1, True, 961, ("gain", {"brick": 2})),
    _i("tavern", "Tavern", (1, 0, 1, 0), 0, False, 962, ("tavern",)),
    _i("water_tank", "Water Tank", (3, 0, 1, 0), 1, True, 963, ("gain", {"water": 7})),
    _i("water_tower", "Water Tower", (0, 0, 1, 3), 4, True, 964, ("fill", POND)),
    _i(
        "winery",
        "Winery",
        (0, 1, 1, 2),
        4,
        False,
        965,
        ("repeat", Trade(remove=GROVE, gain={"food": 3, "wood": 1})),
    ),
    _i(
        "wood_depot",
        "Wood Depot",
        (0, 0, 1, 0),
        1,
        False,
        966,
        ("per", "wood", 2, "adjacent_empty"),
    ),
    _i(
        "wood_trader",
        "Wood Trader",
        (1, 0, 2, 1),
        1,
        False,
        967,
        ("repeat", Trade(pay={"wood": 1}, gain={"other": 2})),
    ),
)

# Bonus kinds: ("goods", good, per, points) points per `per` goods (summed over both
# wheels); ("paid", good) 1 per good paid as building costs; ("lower_wheel", good);
# ("adjacent", what, points); ("sets", points); ("square", kind, points);
# ("network", kind); ("forests",); ("forests_at_least", n, points);
# ("immediate_buildings",); ("church", base); ("high_tokens", sector).
BONUS_BUILDINGS = (
    _b("bathhouse", "Bathhouse", (1, 2, 0, 1), False, 984, ("adjacent", POND, 2)),
    _b("clinker_plant", "Clinker Plant", (3, 1, 3, 0), True, 985, ("paid", "brick")),
    _b("coal_facility", "Coal Facility", (3, 0, 3, 1), False, 986, ("lower_wheel", "charcoal")),
    _b("coal_storage", "Coal Storage", (0, 0, 3, 0), True, 987, ("goods", "charcoal", 3, 1)),
    _b("estate", "Estate", (2, 1, 0, 2), True, 988, ("sets", 2)),
    _b("extension", "Extension", (1, 0, 2, 1), True, 989, ("adjacent", "building", 1)),
    _b("factory", "Factory", (4, 0, 0, 3), False, 990, ("adjacent", PIT, 2)),
    _b("fish_yard", "Fish Yard", (1, 0, 2, 0), False, 991, ("square", POND, 4)),
    _b("floodgate", "Floodgate", (1, 0, 3, 2), True, 992, ("network", POND)),
    _b("food_locker", "Food Locker", (0, 0, 0, 1), True, 993, ("goods", "food", 3, 1)),
    _b("foresters_lodge", "Forester's Lodge", (3, 0, 0, 0), False, 994, ("square", GROVE, 4)),
    _b("foresters_office", "Forester's Office", (1, 0, 0, 1), True, 995, ("forests",)),
    _b(
        "friends_of_nature_house",
        "Friends of Nature House",
        (2, 0, 1, 0),
        False,
        996,
        ("square", PIT, 4),
    ),
    _b(
        "glassmakers_village",
        "Glassmaker's Village",
        (3, 0, 2, 1),
        False,
        997,
        ("goods", "sand", 1, 1),
        upgrades=COLONY,
    ),
    _b(
        "glassworks",
        "Glassworks",
        (3, 1, 0, 1),
        False,
        998,
        ("goods", "glass", 1, 3),
        upgrades=FOREST_GLASSWORKS,
    ),
    _b("glaziers_workshop", "Glazier's Workshop", (1, 0, 1, 1), True, 999, ("paid", "glass")),
    _b(
        "half_timbered_house",
        "Half-timbered House",
        (2, 1, 1, 0),
        False,
        1000,
        ("immediate_buildings",),
    ),
    _b("hunting_lodge", "Hunting Lodge", (1, 0, 0, 0), False, 1005, ("forests_at_least", 4, 3)),
    _b("mansion", "Mansion", (2, 2, 2, 0), False, 1006, ("adjacent", GROVE, 2)),
    _b(
        "masons_guild",
        "Masons' Guild",
        (2, 1, 4, 1),
        False,
        1007,
        ("goods", "brick", 1, 3),
        upgrades=MASONS,
    ),
    _b("plant_nursery", "Plant Nursery", (1, 2, 0, 0), True, 1008, ("network", GROVE)),
    _b("potters_parlor", "Potter's Parlor", (1, 0, 0, 1), True, 1009, ("goods", "clay", 2, 1)),
    _b("pottery", "Pottery", (2, 1, 1, 2), True, 1010, ("goods", "clay", 1, 1)),
    _b("sediment_factory", "Sediment Factory", (2, 0, 3, 2), True, 1011, ("network", PIT)),
    _b("slipway", "Slipway", (2, 0, 2, 2), True, 1012, ("goods", "wood", 1, 1)),
    _b("springhouse", "Springhouse", (1, 0, 2, 0), True, 1013, ("goods", "water", 2, 1)),
    _b("storehouse", "Storehouse", (2, 1, 0, 1), False, 1014, ("lower_wheel", "food")),
    _b("village_church", "Village Church", (2, 2, 2, 2), False, 1015, ("church", 4)),
    _b("warehouse", "Warehouse", (2, 0, 3, 0), False, 1016, ("high_tokens", 4)),
    _b("water_mill", "Water Mill", (4, 0, 4, 2), True, 1017, ("goods", "water", 1, 1)),
    _b(
        "woodcarvers_house", "Woodcarver's House", (0, 1, 1, 0), True, 1018, ("goods", "wood", 2, 1)
    ),
)

# The Start buildings: beside the grid, scored as Bonus buildings (rulebook line 866).
# Glassmaker's Colony scores half a point per sand, kept unrounded.
START_BUILDING_ROWS = (
    Building(
        MASONS,
        "Brotherhood of the Masons",
        START,
        (0, 0, 0, 0),
        0,
        True,
        ("goods", "brick", 1, 1),
        line=863,
    ),
    Building(
        FOREST_GLASSWORKS,
        "Forest Glassworks",
        START,
        (0, 0, 0, 0),
        0,
        True,
        ("goods", "glass", 1, 1),
        line=864,
    ),
    Building(
        COLONY,
        "Glassmaker's Colony",
        START,
        (0, 0, 0, 0),
        0,
        True,
        ("goods", "sand", 1, 0.5),
        line=865,
    ),  # half a point per sand, never rounded
)

BUILDINGS = {b.id: b for b in PROCESSING_BUILDINGS + IMMEDIATE_BUILDINGS + BONUS_BUILDINGS}
ALL_BUILDINGS = {**BUILDINGS, **{b.id: b for b in START_BUILDING_ROWS}}
STACKS = {
    PROCESSING: tuple(b.id for b in PROCESSING_BUILDINGS),
    IMMEDIATE: tuple(b.id for b in IMMEDIATE_BUILDINGS),
    BONUS: tuple(b.id for b in BONUS_BUILDINGS),
}

# chosen: steps `turn.advance` may take between two decisions before it counts as a rules
# bug; a real game needs a few dozen at most (the end of a period and the next one's start).
ADVANCE_STEPS = 10_000
# chosen: bounds on the counters of a position read (generator draws, reveals), far above
# what any game reaches, so that a crafted position holds no absurd numbers.
POSITION_DRAWS_MAX = 2**40
POSITION_REVEALS_MAX = 2**31

# chosen: the most actions a game may take (a bound on replaying a save). A game has a
# fixed number of card rounds (7 solo periods, 4 or 5 periods otherwise), but trades
# between decisions are free and unbounded in the rulebook; random 1-4 player games took
# at most about 300 actions, and the engine allows at most ANYTIME_LIMIT trades in a row.
MAX_ACTIONS = 6_000
