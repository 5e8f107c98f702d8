"""Black Forest components as data.

Rules are code (state.py and the modules it names); everything printed on a component
lives here. Values the
rulebook text does not give (its pictures were lost) are marked `# chosen:` and are
listed with their reasons in docs/rules-decisions.md, so a player who owns the
physical game can correct them in one place.

Vocabulary of the effect fields (interpreted by costs.py, rewards.py and buildings.py):

* cost: {name: amount}. Names are resources ("sand", "water", "wood", "charcoal",
  "porridge", "meat", "brick", "glass", "provisions", "commodities"), livestock
  ("pig", "cattle", "livestock" = either kind), tiles removed from the Domain
  ("forest", "field", "pond", "pasture") or "progress" (Glass Hut Progress steps).
* reward: a tuple of parts (name, amount). Names are the resources, "pig",
  "cattle", tiles placed in the Domain, "progress". An amount is an int or a count
  spec ("per", what, divisor, cap): floor(count(what) / divisor), at most cap.
  Special parts: ("cond", ((what, minimum), ...), parts) gives parts only when every
  count reaches its minimum; ("special", key, ...) names a one-off routine.
* conv: anytime conversions, a tuple of (cost, reward) options (several = "OR").
* perm: permanent effects, (event, ...) tuples looked up by the rules at that event.
* end: end-of-game points, (what, points_each, divisor, cap).
"""

from __future__ import annotations

# -- resources ------------------------------------------------------------------
# Index of each marker in a player's resource list.
(SAND, WATER, WOOD, CHARCOAL_GLASS, PORRIDGE, MEAT, CHARCOAL_COOK, BRICK, GLASS,
 PROVISIONS_A, PROVISIONS_B, COMMODITIES) = range(12)
N_MARKERS = 12
MARKER_NAMES = (
    "sand", "water", "wood", "charcoal@glass", "porridge", "meat", "charcoal@cook",
    "brick", "glass", "provisions@a", "provisions@b", "commodities",
)
# Basic resources (the 7 kinds a player may hand to others or pick as a gift).
BASIC = ("sand", "water", "wood", "charcoal", "porridge", "meat", "brick")
REFINED = ("glass", "provisions", "commodities")
RESOURCES = BASIC + REFINED
SINGLE_MARKER = {
    "sand": SAND, "water": WATER, "wood": WOOD, "porridge": PORRIDGE, "meat": MEAT,
    "brick": BRICK, "glass": GLASS, "commodities": COMMODITIES,
}
BASIC_CAP = 7  # also the brick track
REFINED_CAP = 3  # per marker: glass, each provisions marker, commodities

# The wheels: basic markers in the large section, refined ones in the small section.
GLASS_BASIC = (SAND, WATER, WOOD, CHARCOAL_GLASS)
GLASS_REFINED = (GLASS,)
COOK_BASIC = (PORRIDGE, MEAT, CHARCOAL_COOK)
COOK_REFINED = (PROVISIONS_A, PROVISIONS_B, COMMODITIES)

# Personal setup (rulebook): left wheel 0 sand, 1 charcoal, 2 water, 3 wood,
# 0 glass; right wheel 0 porridge, 1 meat, 2 charcoal, 3 provisions, 0 commodities;
# brick 3.
START_RESOURCES = [0] * N_MARKERS
START_RESOURCES[CHARCOAL_GLASS] = 1
START_RESOURCES[WATER] = 2
START_RESOURCES[WOOD] = 3
START_RESOURCES[MEAT] = 1
START_RESOURCES[CHARCOAL_COOK] = 2
START_RESOURCES[BRICK] = 3
# chosen: the 3 starting provisions are split 1 + 2 over the two markers (gaps file).
START_RESOURCES[PROVISIONS_A] = 1
START_RESOURCES[PROVISIONS_B] = 2

# Extra starting resources by player count and place in turn order (0 = start player).
# Cattle and pigs are placed on the Main Estate like any other gain.
EXTRA_START = {
    2: {1: (("pig", 1),)},
    3: {1: (("wood", 2),), 2: (("provisions", 1), ("meat", 1))},
    4: {1: (("brick", 2),), 2: (("cattle", 1),), 3: (("glass", 1),)},
}

# -- Cooking wheel, end of game ---------------------------------------------------
# chosen: points of the Cooking dial's large hand after 0..11 Cooking steps (gaps file).
COOKING_POINTS = (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 18)
COOKING_MAX_STEPS = 11  # chosen: the dial cannot pass step 11 (gaps file).
# chosen: the Job + Resource reminder is moved by the 2nd single Cooking step.
REMINDER_STEP = 2
# chosen: hourglass: the end is triggered at the end of a turn when, for either
# provisions marker, cooking_steps - that marker >= HOURGLASS (gaps file, which starts
# from 9 and asks to tune it by simulation to a median of 20-26 turns per player).
# Measured with the project's greedy bot (6 two-player and 4 four-player games, seeds
# 10-15 and 10-13): 9 -> median 40 turns per player; estimated from the same games,
# 7 -> 34, 6 -> 25, 5 -> 23. Hence 6; see docs/rules-decisions.md.
HOURGLASS = 6
# chosen: the Glassmaking dial has no points and no stop, it may turn forever.
# chosen: the most actions a game may take. The rulebook ends a game only through the
# hourglass (or the 5th solo year), and a player who never cooks never reaches it, so a
# game (or a forged save) could go on forever. A solo game has 25 turns plus extra
# turns; bench/savesize.py's random 4-player games took at most 1,703 actions over 50
# games and the bots far fewer, so 3,000 leaves room while bounding the replay work.
MAX_ACTIONS = 3_000
# chosen (bots): the Random bot looks past the turn's choices at the anytime actions
# (conversions, removals, releases) in one decision of this many; see
# State.random_choice and docs/performance.md for the game lengths it gives.
RANDOM_ANYTIME_ONE_IN = 10

# Jobs revealed by the reminder: 1, the 2nd player to reach it in a 2-player game
# reveals 2, solo reveals 3. Jobs in play never exceed 3 (4 with 4 players).
def max_jobs(n_players: int) -> int:
    return 4 if n_players == 4 else 3


# -- Glass Hut ------------------------------------------------------------------
PROGRESS_TOP = 3  # chosen: 3 steps from the bottom to the top of the track (gaps file).

# -- Estates --------------------------------------------------------------------
# Cell codes on an Estate grid.
EMPTY, FOREST, FIELD, POND, PASTURE, STABLE, HUT = 0, 1, 2, 3, 4, 5, 6
# HUT = a stable with the Glass Hut on it (not usable by cattle). Buildings are
# stored as strings (the Building id), so any str cell is a Building.
TILE_CODE = {"forest": FOREST, "field": FIELD, "pond": POND, "pasture": PASTURE}
CODE_NAME = {
    EMPTY: "empty", FOREST: "forest", FIELD: "field", POND: "pond",
    PASTURE: "pasture", STABLE: "stable", HUT: "Glass Hut",
}
LANDSCAPE = (FIELD, POND, PASTURE)  # removable as an anytime action; Forests are not

# chosen: Main Estate 3 rows x 4 columns, printed spaces as in the gaps file.
MAIN_ESTATE = (
    (FOREST, FOREST, FIELD, EMPTY),
    (FOREST, HUT, FIELD, EMPTY),
    (POND, POND, STABLE, EMPTY),
)
# chosen: Small Estate 2 rows x 3 columns; the Glass Hut arrives on its stable and
# the 2 Forests of the relocation go on (1,0) and (1,1).
SMALL_ESTATE = (
    (HUT, EMPTY, EMPTY),
    (FOREST, FOREST, EMPTY),
)

# Livestock housing (rulebook): Pasture 3 of one kind, stable 2 cattle, Forest 1 pig.
PASTURE_CAP = 3
STABLE_CAP = 2
FOREST_PIGS = 1

# -- Game board -----------------------------------------------------------------
# chosen: 5 villages clockwise; V1 and V3 large (4 Tradespeople, 4 pawn spaces).
# Tradespeople stand in a ring; pawn space i lies between ring[i] and ring[i+1].
VILLAGE_BACKS = (
    ("Owl", "Fox", "Stag", "Mouse"),
    ("Owl", "Fox", "Stag"),
    ("Owl", "Stag", "Fox", "Mouse"),
    ("Owl", "Fox", "Stag"),
    ("Owl", "Fox", "Stag"),
)
N_VILLAGES = 5
LOCATIONS = ("Freiburg", "Market", "Hermit", "Count", "FeudalLord", "Captain")
# chosen: every Location Job space joins two villages (gaps file); board nodes are
# 0..4 for the villages and 5..10 for the Location Job spaces.
LOCATION_VILLAGES = {
    "Freiburg": (0, 1), "Market": (1, 2), "Hermit": (2, 3),
    "Count": (3, 4), "FeudalLord": (4, 0), "Captain": (0, 2),
}
# chosen: paths between villages, each costing 1 provision (gaps file).
VILLAGE_PATHS = ((0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2))
PATH_COST = 1

# -- Tradespeople ------------------------------------------------------------------
# chosen: which Tradespeople share a back (the appendix groups them, the pictures of
# the backs were lost): the building group is Owl, the livestock group Fox, the
# land group Stag, the two forest workers Mouse.
BACKS = {
    "Owl": ("Brickmaker", "Builder", "Carpenter", "FurnaceMaker", "Woodworker"),
    "Fox": ("Butcher", "CattleFarmer", "Herder", "Landowner", "PigFarmer"),
    "Stag": ("Cook", "Farmhand", "Gardener", "GlassMiller", "TravelingMerchant"),
    "Mouse": ("CharcoalBurner", "Lumberjack"),
}
TP_NAMES = {
    "Brickmaker": "Brickmaker", "Builder": "Builder", "Carpenter": "Carpenter",
    "FurnaceMaker": "Furnace Maker", "Woodworker": "Woodworker", "Butcher": "Butcher",
    "CattleFarmer": "Cattle Farmer", "Herder": "Herder", "Landowner": "Landowner",
    "PigFarmer": "Pig Farmer", "Cook": "Cook", "Farmhand": "Farmhand",
    "Gardener": "Gardener", "GlassMiller": "Glass Miller",
    "TravelingMerchant": "Traveling Merchant", "CharcoalBurner": "Charcoal Burner",
    "Lumberjack": "Lumberjack",
}
# Each Tradesperson offers one or more options: key -> (cost, reward). An empty key
# means a single option. Special rewards: ("build",) construct 1 Building;
# ("special", "woodworker"|"merchant").
TRADESPEOPLE = {
    "Brickmaker": {"": ({"charcoal": 1}, (("brick", 4),))},
    "Builder": {"": ({}, (("build",),))},
    "Carpenter": {"build": ({}, (("build",),)), "progress": ({}, (("progress", 1),))},
    "FurnaceMaker": {"": ({"brick": 3}, (("progress", 2),))},
    "Woodworker": {"": ({"forest": 1}, (("special", "woodworker"),))},
    "Butcher": {"pig": ({"pig": 1}, (("meat", 2),)), "cattle": ({"cattle": 1}, (("meat", 3),))},
    "CattleFarmer": {"": ({}, (("cattle", 1),))},
    "Herder": {
        "porridge": ({}, (("porridge", ("per", "cattle", 1, None)),)),
        "wood": ({}, (("wood", ("per", "pig_on_forest", 1, None)),)),
    },
    "Landowner": {
        "porridge": ({"water": 1, "porridge": 1}, (("pig", 1), ("cattle", 1))),
        "brick": ({"water": 1, "brick": 1}, (("pig", 1), ("cattle", 1))),
    },
    "PigFarmer": {"": ({}, (("pig", 1),))},
    "Cook": {
        "fields": ({}, (("porridge", ("per", "field", 1, None)),)),
        "ponds": ({}, (("meat", ("per", "pond", 2, 3)),)),
    },
    "Farmhand": {"pasture": ({"wood": 1}, (("pasture", 1),)), "field": ({}, (("field", 1),))},
    "Gardener": {
        "pond": ({"brick": 1}, (("pond", 1),)),
        "water": ({}, (("water", ("per", "pond", 1, None)),)),
    },
    "GlassMiller": {"": ({}, (("sand", ("per", "pond", 1, None)),))},
    "TravelingMerchant": {"": ({}, (("special", "merchant"),))},
    "CharcoalBurner": {"": ({"wood": 1}, (("charcoal", 4),))},
    "Lumberjack": {"": ({"forest": 1}, (("wood", 4),))},
}
MERCHANT = "TravelingMerchant"
MERCHANT_SELF, MERCHANT_OTHERS = 2, 1

# -- Jobs -----------------------------------------------------------------------
# kind "tp": placed in the village of the Tradesperson of that name; "loc": on its
# own board space.
JOBS = {
    "Brickmaker": ("tp", {"wood": 7},
                   (("brick", 5), ("sand", 4), ("water", 4), ("glass", 1))),
    "Cook": ("tp", {"meat": 5},
             (("wood", 5), ("sand", 5), ("porridge", 5), ("charcoal", 4), ("provisions", 3))),
    "GlassMiller": ("tp", {"charcoal": 7},
                    (("brick", 4), ("wood", 4), ("glass", 1), ("cattle", 1), ("pig", 1))),
    "Landowner": ("tp", {"field": 3}, (("pasture", 2), ("pig", 2), ("cattle", 2))),
    "Lumberjack": ("tp", {"forest": 3}, (("wood", 5), ("meat", 4), ("cattle", 1))),
    "Captain": ("loc", {"water": 5}, (("provisions", 1), ("special", "free_small"))),
    "Count": ("loc", {"sand": 5}, (("porridge", 5), ("glass", 2), ("progress", 3))),
    "FeudalLord": ("loc", {"provisions": 2},
                   (("progress", 2), ("forest", 1), ("field", 2), ("pond", 1), ("pasture", 1))),
    "Freiburg": ("loc", {"brick": 7},
                 (("charcoal", 3), ("meat", 3), ("water", 3), ("glass", 1), ("field", 2))),
    "Hermit": ("loc", {"porridge": 7},
               (("glass", 1), ("pig", 3), ("pond", 1), ("pasture", 1), ("forest", 1))),
    "Market": ("loc", {"livestock": 5}, tuple((r, 3) for r in BASIC)),
}
JOB_NAMES = {
    "Brickmaker": "Brickmaker", "Cook": "Cook", "GlassMiller": "Glass Miller",
    "Landowner": "Landowner", "Lumberjack": "Lumberjack", "Captain": "Captain",
    "Count": "Count", "FeudalLord": "Feudal Lord", "Freiburg": "Freiburg",
    "Hermit": "Hermit", "Market": "Market",
}


# -- Buildings --------------------------------------------------------------------
def _b(bid, name, cost, vp, conv=(), instant=(), perm=(), end=None, cond=None):
    return {
        "id": bid, "name": name, "cost": cost, "vp": vp, "conv": conv,
        "instant": instant, "perm": perm, "end": end, "cond": cond,
    }


def _per(what, divisor=1, cap=None):
    return ("per", what, divisor, cap)


SMALL_BUILDINGS = (
    _b("01A", "Clay Pit", {"wood": 1, "water": 3}, 1,
       conv=(({"water": 2}, (("brick", 3),)),)),
    _b("01B", "Brick Basin", {"wood": 1, "water": 4}, 2, instant=(("brick", _per("pond")),)),
    _b("02A", "Tenement Building", {"glass": 1, "brick": 3}, 3,
       conv=(({"meat": 2}, (("brick", 2), ("wood", 2))),)),
    _b("02B", "Day Laborer Square", {"glass": 1, "brick": 2, "wood": 2}, 3,
       conv=(({"porridge": 1}, (("brick", 1),)),)),
    _b("03A", "Kiln", {"glass": 2, "brick": 2}, 4, conv=(({"charcoal": 2}, (("brick", 3),)),)),
    # chosen: "5 wood" after construction read as at least 5 wood.
    _b("03B", "Half-timbered House", {"glass": 2, "brick": 1, "wood": 2}, 4,
       instant=(("cond", (("wood", 5),), (("brick", 7),)),)),
    _b("04A", "Lumber Storage", {"water": 3, "sand": 2}, 1,
       perm=(("estate_added_raise", "wood", 3),)),
    _b("04B", "Log Driver", {"porridge": 4}, 0, instant=(("wood", 7),)),
    _b("05A", "Ox Stable", {"glass": 1, "brick": 1, "wood": 2}, 1,
       conv=(({"forest": 1}, (("wood", ("table", "cattle", ((1, 1), (2, 2), (4, 3), (7, 4)))),)),)),
    _b("05B", "Carving Workshop", {"glass": 1, "brick": 2, "wood": 2}, 3,
       conv=(({"porridge": 1}, (("wood", 1),)),)),
    _b("06A", "Sawmill", {"glass": 2, "brick": 2, "wood": 2}, 2,
       conv=(({"forest": 1}, (("wood", 3),)),)),
    _b("06B", "Shadow Mill", {"glass": 2, "brick": 3, "wood": 2}, 3,
       conv=(({"forest": 1}, (("wood", 1), ("porridge", 2))),)),
    _b("07A", "Glaswald Lake", {"brick": 4, "water": 1, "forest": 1}, 1,
       perm=(("estate_added_gain", (("sand", 3),)),)),
    _b("07B", "Mortar Mixer", {"brick": 2, "meat": 1, "porridge": 1}, 1,
       instant=(("water", 2), ("sand", 3))),
    _b("08A", "Hotzenwald House", {"glass": 1, "brick": 2, "wood": 2}, 2,
       instant=(("sand", 3), ("cattle", 1))),
    _b("08B", "Tavern", {"glass": 1, "brick": 1, "wood": 2}, 3,
       conv=(({"water": 1, "porridge": 1}, (("sand", 2),)),)),
    _b("09A", "Sand Sifting Plant", {"glass": 2, "brick": 2, "wood": 1}, 5,
       conv=(({"meat": 1}, (("sand", 2),)),)),
    _b("09B", "Clockmaker", {"glass": 2, "brick": 1, "wood": 2}, 3,
       instant=(("special", "clockmaker"),)),
    _b("10A", "Forestside Herder's Hut", {"brick": 1, "wood": 3}, 1,
       perm=(("visit_gain", "Herder", (("charcoal", 1),)),)),
    # chosen: without the Glassmaking charcoal marker (Potash Manufacturer) the
    # Coal Merchant gives only the 4 charcoal of the Cooking wheel.
    _b("10B", "Coal Merchant", {"brick": 5, "wood": 2}, 1, instant=(("special", "coal_merchant"),)),
    _b("11A", "Potash Manufacturer", {"glass": 1, "wood": 4}, 2, instant=(("special", "potash"),)),
    _b("11B", "Renderer", {"glass": 1, "brick": 1, "meat": 2}, 3,
       instant=(("charcoal", 6), ("special", "optional", {"meat": 1}, (("charcoal", 3),)))),
    _b("12A", "Charcoal Pile", {"glass": 2, "brick": 1, "wood": 1}, 5,
       conv=(({"wood": 1, "meat": 1}, (("charcoal", 3),)),)),
    _b("12B", "Storehouse", {"glass": 2, "brick": 5}, 3,
       instant=(("wood", 3), ("charcoal", 3), ("meat", 2), ("sand", 1))),
    _b("13A", "Well", {"brick": 3, "wood": 3, "water": 1}, 1,
       conv=(({"porridge": 1}, (("water", 1),)),)),
    _b("13B", "Cistern", {"brick": 4}, 1, perm=(("enter_village_gain", "Cook", (("water", 2),)),)),
    _b("14A", "Water Tower", {"glass": 1, "brick": 3}, 2, instant=(("water", _per("empty")),)),
    _b("14B", "Lakeside Forest Cabin", {"glass": 1, "wood": 4}, 3,
       perm=(("forest_removed_gain", (("water", 1),)),)),
    _b("15A", "Cooperage", {"glass": 2, "brick": 2, "wood": 1}, 4,
       conv=(({"wood": 2}, (("water", 3),)),)),
    _b("15B", "Bathhouse", {"glass": 2, "brick": 2}, 4, perm=(("swap_gain", (("water", 1),)),)),
    _b("16A", "Grain Mill", {"wood": 5}, 1, conv=(({"field": 1}, (("porridge", 3),)),)),
    _b("16B", "Larder Tunnel", {"wood": 5}, 1,
       instant=(("water", 1), ("meat", 1), ("porridge", 3))),
    _b("17A", "Festival Ground", {"glass": 1, "wood": 2, "charcoal": 1}, 2,
       instant=(("meat", 1), ("porridge", 1), ("pig", 1))),
    # chosen: the Grocer takes any 3 different resources (basic or refined); the
    # exchange is compulsory when it can be made (its text has no "may").
    _b("17B", "Grocer", {"glass": 1, "brick": 1, "wood": 1}, 3,
       instant=(("special", "grocer", 3, (("porridge", 5),)),)),
    _b("18A", "Lord's Manor", {"glass": 2, "wood": 3}, 4,
       conv=(({"pond": 1}, (("water", 2),)), ({"field": 1}, (("porridge", 1),)))),
    _b("18B", "Cabinet Painter", {"glass": 2, "brick": 1, "wood": 2}, 3,
       perm=(("glass_gained", "porridge"),)),
    _b("19A", "Bar", {"wood": 3, "water": 2, "charcoal": 3}, 1,
       instant=(("meat", 3), ("porridge", 4))),
    _b("19B", "Ham Cellar", {"brick": 5, "wood": 1}, 1, perm=(("butcher_extra_meat", 1),)),
    _b("20A", "Trout Fishery", {"glass": 1, "brick": 3, "wood": 2}, 3,
       conv=(({"pond": 1}, (("water", 1), ("meat", 1))),)),
    _b("20B", "Alehouse", {"glass": 1, "brick": 3, "wood": 2}, 2,
       instant=(("water", 2), ("meat", 2), ("porridge", 2))),
    _b("21A", "Slaughterhouse", {"glass": 2, "brick": 3}, 4,
       instant=(("special", "optional", {"livestock": 3}, (("meat", 6),)),)),
    _b("21B", "Lake Fishery", {"glass": 2, "wood": 2}, 4,
       perm=(("option_bonus", "Gardener", "pond", {"water": 1}, (("meat", 2),)),)),
    _b("22A", "Watering Trough", {"brick": 2, "wood": 1, "water": 3}, 2,
       conv=(({"water": 2}, (("pig", 1),)), ({"water": 3}, (("cattle", 1),)))),
    _b("22B", "Forester's Lodge", {"brick": 1, "wood": 2}, 1,
       instant=(("pig", _per("forest", 2)),)),
    _b("23A", "Tannery", {"glass": 1, "brick": 1, "water": 2}, 0,
       perm=(("tannery", 5),), end=("tannery_pigs", 2, 1, None)),
    _b("23B", "Pig Farm", {"glass": 1, "brick": 1}, 1,
       perm=(("option_gain", "Farmhand", "field", "pig", 2, (("pig", 1),)),)),
    _b("24A", "Feeding Farm", {"glass": 2, "brick": 2, "wood": 1}, 3,
       instant=(("special", "livestock_choice", _per("field")),)),
    _b("24B", "Beechnut Gatherer's Hut", {"glass": 2, "wood": 1}, 4,
       instant=(("pasture", 1),), perm=(("forest_pigs", 1),)),
    _b("25A", "Schauinsland House", {"brick": 3, "wood": 2}, 0,
       instant=(("cond", (("pasture", 2),), (("cattle", 3),)),)),
    _b("25B", "Feeding Trough", {"brick": 1, "wood": 1, "sand": 2}, 0,
       conv=(({"porridge": 2}, (("pig", 1),)), ({"porridge": 3}, (("cattle", 1),)))),
    # chosen: "empty Pasture" = Pastures left empty by the arrangement of your
    # Livestock that leaves the most Pastures empty.
    _b("26A", "Alpine Hut", {"glass": 1, "wood": 3}, 2,
       instant=(("cattle", _per("empty_pasture")),)),
    _b("26B", "Farrier", {"glass": 1, "brick": 3, "wood": 1}, 4,
       conv=(({"charcoal": 3}, (("cattle", 1),)),)),
    _b("27A", "Breeding Station", {"glass": 2, "wood": 3}, 3,
       instant=(("special", "breeding", 4),)),
    _b("27B", "Cattle Farm", {"glass": 2, "brick": 1, "wood": 1, "water": 1}, 3,
       perm=(("option_gain", "Farmhand", "field", "cattle", 2, (("cattle", 1),)),)),
    _b("28A", "Irrigation System", {"brick": 2, "wood": 4}, 1,
       conv=(({"water": 2}, (("pasture", 1),)), ({"water": 4}, (("pond", 1),)))),
    _b("28B", "Wilderness Hut", {"brick": 3, "wood": 4, "meat": 2}, 1,
       instant=(("special", "wilderness"),)),
    _b("29A", "Clearing House", {"glass": 1, "wood": 4, "forest": 1}, 3,
       instant=(("special", "tile_choice", ((("field", 2),), (("pond", 1),), (("pasture", 1),))),)),
    _b("29B", "Wildlife Park", {"glass": 1, "wood": 4}, 1,
       instant=(("special", "same_estate_tiles", "pasture", 3),)),
    _b("30A", "Farm Laborer's House", {"glass": 2, "brick": 3, "wood": 3}, 3,
       perm=(("swap_gain", (("porridge", _per("field", 1, 4)),)),)),
    _b("30B", "Farmhouse", {"glass": 2, "brick": 2, "wood": 1}, 3,
       conv=(({"porridge": 1, "field": 1}, (("pasture", 1),)),)),
    _b("31A", "Glass Furnace", {"brick": 2, "wood": 1}, 2,
       conv=(({"meat": 2}, (("progress", 1),)),)),
    _b("31B", "Glassworks", {"brick": 4, "meat": 3}, 2, instant=(("progress", 3),)),
    _b("32A", "Glass Blower", {"glass": 1, "brick": 3, "wood": 2}, 3,
       conv=(({"meat": 1, "porridge": 2}, (("glass", 1),)),)),
    _b("32B", "Storage Shed", {"glass": 1, "wood": 3, "charcoal": 1}, 0, instant=(("glass", 3),)),
    _b("33A", "Bakery", {"glass": 2, "brick": 1, "wood": 1}, 3,
       conv=(({"water": 1, "field": 1}, (("provisions", 2),)),)),
    # chosen: "1 glass" after construction read as at least 1 glass.
    _b("33B", "Guildhall", {"glass": 2, "wood": 2, "meat": 2}, 4,
       instant=(("cond", (("glass", 1), ("provisions", 3)), (("progress", 3),)),)),
    _b("34A", "Knight's Manor", {"brick": 4, "wood": 4}, 6, end=("empty", -1, 1, 5)),
    _b("34B", "Distillery", {"brick": 3, "wood": 1, "charcoal": 1}, 2,
       perm=(("distillery", "Farmhand", {"water": 2}),)),
    # Fort: X brick = number of other players (2-player game: 2; solo: 1).
    _b("35A", "Fort", {"glass": 1, "brick": "X", "wood": 1}, 3, perm=(("no_pawn_payment",),)),
    _b("35B", "Hermit's Hut", {"glass": 1, "brick": 1, "wood": 1}, 4, cond=("alone_on_estate",)),
    _b("36A", "Village Church", {"glass": 2, "brick": 3, "wood": 2}, 4,
       end=("adj_empty", 1, 1, None)),
    _b("36B", "Colonization House", {"glass": 2, "brick": 1, "wood": 1}, 1,
       end=("fpp_sets", 2, 1, 10)),
)

LARGE_BUILDINGS = (
    _b("CastleHotel", "Castle Hotel", {"glass": 3, "brick": 3, "wood": 1}, 5,
       conv=(({"progress": 1}, (("meat", 1),)),), perm=(("no_estates",),),
       end=("small_estates", 1, 1, None)),
    _b("CharcoalStorage", "Charcoal Storage", {"glass": 3, "brick": 2, "wood": 2, "charcoal": 3},
       7, conv=(({"wood": 2}, (("charcoal", 1),)),), end=("charcoal", 1, 2, None)),
    _b("ConstructionYard", "Construction Yard", {"glass": 3, "brick": 3, "wood": 3}, 5,
       end=("adj_buildings", 2, 1, None)),
    _b("FarmStore", "Farm Store", {"glass": 3, "brick": 3, "wood": 3, "porridge": 5}, 5,
       end=("meat", 2, 1, None)),
    _b("FarmersResidence", "Farmer's Residence",
       {"glass": 3, "brick": 4, "wood": 4, "forest": 1}, 5,
       conv=(({"porridge": 4}, (("field", 1),)),), end=("field", 1, 1, None),
       cond=("min", "field", 4)),
    _b("GeneralHospital", "General Hospital",
       {"glass": 3, "brick": 2, "wood": 2, "water": 2, "porridge": 3}, 10),
    _b("HardwareStore", "Hardware Store", {"glass": 3, "brick": 3, "wood": 3}, 7,
       end=("brick_wood_sets", 1, 1, None)),
    _b("HuntingLodge", "Hunting Lodge", {"glass": 3, "brick": 3, "wood": 3, "forest": 3}, 10),
    _b("Inn", "Inn", {"glass": 3, "brick": 1, "wood": 2, "meat": 1}, 5,
       conv=(({"water": 2}, (("porridge", 1),)),), end=("porridge", 1, 1, None)),
    _b("LivestockFarm", "Livestock Farm", {"glass": 3, "brick": 2, "wood": 4}, 5,
       end=("adj_pastures_2", 2, 1, None)),
    _b("Reservoir", "Reservoir", {"glass": 3, "brick": 6}, 6, end=("water", 1, 1, None)),
    _b("SandStorage", "Sand Storage", {"glass": 3, "brick": 2, "wood": 2, "sand": 1}, 5,
       conv=(({"porridge": 2}, (("sand", 1),)),), end=("sand", 1, 1, None)),
    _b("Smokehouse", "Smokehouse", {"glass": 3, "brick": 2, "wood": 3, "field": 1}, 5,
       end=("pond", 1, 1, None), cond=("min", "pond", 3)),
    _b("ThermalBaths", "Thermal Baths", {"glass": 3, "wood": 3, "charcoal": 3, "pond": 2}, 10),
)

# chosen: the levels of the large Buildings (their backs) from the gaps file.
LARGE_LEVELS = {
    1: ("CastleHotel", "ConstructionYard", "FarmStore", "Inn", "LivestockFarm", "SandStorage"),
    2: ("Reservoir", "FarmersResidence", "Smokehouse"),
    3: ("GeneralHospital", "HuntingLodge", "ThermalBaths", "CharcoalStorage", "HardwareStore"),
}
# How many large Buildings of each level are drawn: 2 I, 1 II, 1 III (2 III with 4).
def large_counts(n_players: int) -> dict[int, int]:
    return {1: 2, 2: 1, 3: 2 if n_players == 4 else 1}


N_SIDE_B = 10  # small Buildings flipped to side B at random (not in the first game)

BUILDINGS = {b["id"]: b for b in SMALL_BUILDINGS + LARGE_BUILDINGS}
LARGE_IDS = frozenset(b["id"] for b in LARGE_BUILDINGS)
SMALL_NUMBERS = tuple(f"{n:02d}" for n in range(1, 37))

# -- Solo -------------------------------------------------------------------------
SOLO_YEARS = 5
SOLO_PAWNS = ("blue", "yellow", "red", "black", "white")  # white: pays no pawn costs
SOLO_RESHUFFLE_YEAR = 4  # Tradespeople are dealt again before year 4
SOLO_REVEAL = 3
# Solo titles (rulebook) with the lowest score for each.
SOLO_TITLES = (
    (70, "Duchess"), (60, "Glass Hut master"), (50, "Master builder"),
    (40, "Large scale farmer"), (30, "Smallholder"), (20, "Water carrier"),
    (0, "Wanderer"),  # chosen: a title for scores below 20, which the rulebook lacks.
)
