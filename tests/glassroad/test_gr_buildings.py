"""Every Building's effect, checked against the index (expected values written out by hand).

Wheels are set with Glass and Brick at 3, so no wheel turns and the goods read directly.
"""

import pytest
from grhelper import choose, new, pick

from glasshut.glassroad import data
from glasshut.glassroad.scoring import lines

FULL = {
    "g": {"sand": 2, "food": 2, "charcoal": 2, "water": 2, "wood": 2, "glass": 3},
    "b": {"clay": 2, "food": 2, "charcoal": 2, "brick": 3},
}


def position(n=3):
    st = new(n)
    for w, goods in FULL.items():
        st.players[0].wheels[w].update(goods)
    st._cache = None
    return st


def held(st, seat=0):
    w = st.players[seat].wheels
    return {f"{k}.{g}": v for k in w for g, v in w[k].items()}


def delta(before, after):
    return {k: after[k] - before[k] for k in after if after[k] != before[k]}


# (building, action suffix, expected change; "cell N" removed means that cell is emptied)
PROCESSING = [
    ("boarding_house", ":-g:+b", {"g.charcoal": -1, "g.water": -1, "b.food": 4}),
    ("builders_hut", ":@8", {"b.clay": 2}),
    ("building_firm", ":@4", {"b.clay": 2, "g.sand": 1}),
    ("carving_workshop", ":+g", {"g.wood": -1, "g.food": 2}),
    ("charcoal_kiln", ":+b", {"g.wood": -1, "b.charcoal": 2}),
    ("clay_basin", ":-b", {"b.food": -1, "g.water": -1, "b.clay": 3}),
    ("clay_pit", "", {"g.water": -1, "b.clay": 2}),
    ("colonization_house", ":@0:+g", {"g.charcoal": 1}),
    ("cooperage", "", {"g.wood": -1, "g.water": 2}),
    ("farmstead", ":@7:+g", {"g.food": 2, "g.water": 1}),
    ("foresters_hut", ":@4", {"g.wood": 2}),
    ("hardware_store", "", {"g.wood": -1, "b.clay": 2}),
    ("inn", ":-b", {"b.charcoal": -1, "g.sand": 2}),
    ("joinery", ":@0:+b", {"g.wood": -1, "b.food": 4}),
    ("kiln", ":-g", {"g.charcoal": -1, "b.clay": 2}),
    ("potash_manufacturer", ":+g", {"g.water": -1, "g.wood": -1, "g.charcoal": 4}),
    ("reed_hut", ":@7", {"g.wood": 2}),
    ("roofing_company", ":water", {"b.brick": -1, "g.water": 2}),
    ("sand_factory", ":-g", {"g.food": -1, "g.sand": 2}),
    ("sand_pit", "", {"g.water": -1, "g.sand": 2}),
    ("sand_producer", "", {"g.wood": -1, "g.sand": 2}),
    ("sand_screening_plant", "", {"b.clay": -1, "g.sand": 2}),
    ("sawmill", ":@0", {"g.wood": 2}),
    ("soup_kitchen", ":+b", {"g.water": -1, "b.food": 2}),
    ("spa", ":-g", {"g.charcoal": -1, "g.water": 2}),
    ("swamp_hut", ":@12:+b", {"b.charcoal": 2}),
    ("tree_nursery", ":@13:+g", {"g.wood": 2, "g.food": 1}),
]
REMOVED = {
    "builders_hut": 8,
    "building_firm": 4,
    "farmstead": 7,
    "foresters_hut": 4,
    "reed_hut": 7,
    "swamp_hut": 12,
    "tree_nursery": 13,
    "colonization_house": 0,
    "joinery": 0,
}


@pytest.mark.parametrize("building,suffix,change", PROCESSING)
def test_processing_trade(building, suffix, change):
    st = position()
    st.players[0].cells[9] = building
    if building == "roofing_company":
        st.players[0].wheels["b"]["clay"] = 0  # so paying the Brick lets no wheel turn
    before = held(st)
    choose(
        st,
        {
            s: ["woodcutter", "pit_worker", "pond_builder", "cultivator", "supplier"]
            for s in range(3)
        },
    )
    st.apply(f"use:{building}{suffix}")
    assert delta(before, held(st)) == change
    if building in REMOVED:
        assert st.players[0].cells[REMOVED[building]] == ""
    if building in ("colonization_house", "joinery", "sawmill"):  # the Forest on cells 0 and 1
        assert st.players[0].cells[0] == st.players[0].cells[1] == ""


def test_sandstone_factory_turns_three_sand_into_a_brick():
    st = position()
    st.players[0].cells[9] = "sandstone_factory"
    st.players[0].wheels["g"]["sand"] = 3
    st.players[0].wheels["b"].update(brick=1, clay=0)
    choose(
        st,
        {
            s: ["woodcutter", "pit_worker", "pond_builder", "cultivator", "supplier"]
            for s in range(3)
        },
    )
    st.apply("use:sandstone_factory")
    assert st.players[0].wheels["g"]["sand"] == 0 and st.players[0].wheels["b"]["brick"] == 2


@pytest.mark.parametrize(
    "building,gives",
    [("office", "sand"), ("shingles_manufacturer", None), ("district_offices", "pond@9")],
)
def test_private_offer_trades(building, gives):
    st = position()
    st.players[0].cells[14] = building
    st.players[0].offer = ["shed", "storage"]
    st.stacks["immediate"] = [b for b in st.stacks["immediate"] if b not in ("shed", "storage")]
    for row in st.rows.values():
        for i, b in enumerate(row):
            if b in ("shed", "storage"):
                row[i] = ""
    st.players[0].wheels["b"].update(brick=1, clay=0)
    choose(
        st,
        {
            s: ["woodcutter", "pit_worker", "pond_builder", "cultivator", "supplier"]
            for s in range(3)
        },
    )
    offer = "shed" if building == "office" else "shed,storage"
    action = f"use:{building}:{offer}" + (f":{gives}" if gives else "")
    before = held(st)
    st.apply(action)
    assert st.out_of_game == offer.split(",")
    if building == "office":
        assert delta(before, held(st)) == {"g.sand": 1}
    elif building == "shingles_manufacturer":
        assert delta(before, held(st)) == {"b.brick": 1}
    else:
        assert st.players[0].cells[9] == "pond"


def build_alone(building, cell, setup=None):
    """Seat 0 builds `building` at `cell` with the Cultivator; returns the state after."""
    st = new(3)
    hand = ["cultivator", "pit_worker", "pond_builder", "feudal_lord", "woodcutter"]
    theirs = ["pit_worker", "pond_builder", "feudal_lord", "woodcutter", "supplier"]
    choose(st, {0: hand, 1: theirs, 2: theirs})
    pick(st, {0: "cultivator", 1: "pit_worker", 2: "pit_worker"})
    p = st.players[0]
    # Sand and Brickworks Charcoal at 0: paying Glass or Brick lets no wheel turn.
    start = {
        "g": {"sand": 0, "food": 1, "charcoal": 1, "water": 1, "wood": 7, "glass": 3},
        "b": {"clay": 7, "food": 1, "charcoal": 0, "brick": 3},
    }
    for w, goods in start.items():
        p.wheels[w].update(goods)
    if setup:
        setup(p)
    if building not in st.rows[data.BUILDINGS[building].kind]:
        st.rows[data.BUILDINGS[building].kind][0] = building
        for s in st.stacks.values():
            if building in s:
                s.remove(building)
    st._cache = None
    st.apply("ability:2")
    st.apply(f"build:{building}")
    if cell is not None and st.stack[-1]["k"] == "site":
        st.apply(f"at:{cell}")
    return st


def test_building_pays_its_cost_and_counts_paid_glass_and_brick():
    st = build_alone("spa", 9)  # 1 Wood, 2 Glass, 3 Clay
    p = st.players[0]
    assert p.cells[9] == "spa"
    assert p.paid == {"glass": 2, "brick": 0}
    assert p.wheels["g"]["wood"] + 0 <= 6 and p.wheels["b"]["clay"] <= 4


IMMEDIATE_SIMPLE = [  # (building, wheel choice, expected goods after, reading "wheel.good")
    ("builders_depot", None, {"g.wood": 7, "b.clay": 7}),  # +3 each, capped at 7
    ("buttery", None, {"g.food": 4, "b.food": 4}),
    ("carpenters_workshop", None, {"g.wood": 7}),
    ("clay_lake", None, {"b.clay": 7}),
    ("fuel_depot", "wheel:g", {"g.charcoal": 7}),
    ("grain_house", "wheel:g", {"g.food": 7}),
    ("lumber_storage", None, {"g.wood": 7}),
    ("sand_deposit", None, {"g.sand": 3}),
    ("storage", None, {"b.brick": 3}),
    ("water_tank", None, {"g.water": 7}),
    ("hot_springs", "wheel:b", {"b.charcoal": 1}),  # 1 Water -> 1 Charcoal (kept Water)
    ("log_driver", None, {"g.water": 1}),
    ("sculpture_workshop", "wheel:g", {"g.food": 7}),
]


@pytest.mark.parametrize("building,choice,expect", IMMEDIATE_SIMPLE)
def test_immediate_gains(building, choice, expect):
    st = build_alone(building, 9)
    if choice:
        st.apply(choice)
    after = held(st)
    for key, value in expect.items():
        assert after[key] == value, (key, after[key])


def test_shed_gives_glass_and_wood_depot_counts_empty_neighbours():
    st = build_alone("shed", 9)
    assert st.players[0].wheels["g"]["glass"] == 3
    st = build_alone("wood_depot", 14, setup=lambda p: p.wheels["g"].update(wood=2))
    # Neighbours of 14: 9 (empty), 13 (grove), 19 (pit): 1 empty space -> 2 Wood, minus cost 0.
    assert st.players[0].wheels["g"]["wood"] == 4
    st = build_alone("clay_depot", 14, setup=lambda p: p.wheels["b"].update(clay=2))
    assert st.players[0].wheels["b"]["clay"] == 1 + 2


def test_boathouse_counts_all_ponds_and_islands_count_adjacent_ponds():
    st = build_alone("boathouse", 9)
    st.apply("wheel:g")
    assert st.players[0].wheels["g"]["charcoal"] == 3  # 2 Ponds
    st = build_alone("sand_island", 14, setup=lambda p: p.cells.__setitem__(9, "pond"))
    assert st.players[0].wheels["g"]["sand"] == 2
    st = build_alone("loess_island", 14, setup=lambda p: p.cells.__setitem__(9, "pond"))
    assert st.players[0].wheels["b"]["clay"] == 7


@pytest.mark.parametrize(
    "building,tile", [("grove_court", "grove"), ("water_tower", "pond"), ("loess_plateau", "pit")]
)
def test_fill_every_empty_neighbour(building, tile):
    st = build_alone(building, 14)
    cells = st.players[0].cells
    assert cells[9] == tile and cells[13] == "grove" and cells[19] == "pit"


def test_country_house_places_up_to_two_tiles_of_one_kind_next_to_it():
    st = build_alone("country_house", 14, setup=lambda p: p.cells.__setitem__(19, ""))
    st.apply("tile:pond")
    st.apply("at:9")
    st.apply("at:19")
    assert st.players[0].cells[9] == st.players[0].cells[19] == "pond"
    assert st.stack[-1]["k"] == "resolve"


@pytest.mark.parametrize(
    "building,tile,cell,gain",
    [
        ("fishery", "pond", 7, {"g.food": 3, "g.water": 1}),
        ("landscaping_office", "pit", 4, {"b.clay": 2, "g.sand": 2}),
        ("winery", "grove", 8, {"g.food": 3, "g.wood": 1}),
    ],
)
def test_repeated_immediate_effects(building, tile, cell, gain):
    st = build_alone(building, 9, setup=lambda p: p.wheels["g"].update(food=0))  # no turns
    before = held(st)
    st.apply(f"again:@{cell}" if tile == "pit" else f"again:@{cell}:+g")
    got = delta(before, held(st))
    for key, value in gain.items():
        assert got.get(key, 0) == min(value, 7 - before[key])
    assert st.players[0].cells[cell] == ""
    st.apply("stop")
    assert st.stack[-1]["k"] == "resolve"


def test_wood_trader_pays_wood_for_two_of_another_good():
    st = build_alone("wood_trader", 9)
    assert not any(":wood" in a for a in st.legal_actions())
    before = held(st)
    st.apply("again:water")
    assert delta(before, held(st)) == {"g.wood": -1, "g.water": 2}


def test_tavern_repeats_a_neighbouring_immediate_building():
    st = build_alone("tavern", 14, setup=lambda p: p.cells.__setitem__(9, "clay_lake"))
    p = st.players[0]
    p.wheels["b"]["clay"] = 0
    st._cache = None
    st.apply("copy:clay_lake")
    assert p.wheels["b"]["clay"] == 7


@pytest.mark.parametrize(
    "building,start,gain",
    [
        ("forest_hut", "forest_glassworks", ("g", "wood", 7)),
        ("artists_colony", "glassmakers_colony", ("g", "glass", 3)),
        ("house_of_the_brotherhood", "brotherhood_of_the_masons", ("b", "clay", 7)),
    ],
)
def test_immediate_upgrades_sit_on_their_start_building(building, start, gain):
    st = build_alone(building, None)
    p = st.players[0]
    assert p.upgrades[start] == building and building not in p.cells
    assert p.wheels[gain[0]][gain[1]] >= min(gain[2], 3)
    st2 = build_alone("shed", 9, setup=lambda q: q.upgrades.__setitem__(start, "x"))
    assert f"build:{building}" not in st2.legal_actions()


# -- Bonus buildings: points for a set position ------------------------------------------
def bonus(building, cell, setup):
    st = new(2)
    p = st.players[0]
    for w, goods in FULL.items():
        p.wheels[w].update(goods)
    p.cells[cell] = building
    setup(p)
    return {line.label: line.points for line in lines(p)}[data.BUILDINGS[building].name]


def cells(**where):
    def setup(p):
        for kind, spots in where.items():
            for c in spots:
                p.cells[c] = kind

    return setup


def wheels(**goods):
    def setup(p):
        for key, v in goods.items():
            w, g = key.split("_")
            p.wheels[w][g] = v

    return setup


BONUS = [
    ("bathhouse", 9, cells(pond=[14]), 2 * 1),
    ("factory", 9, cells(pit=[14]), 2 * 2),  # 4 and 14
    ("mansion", 9, cells(grove=[14]), 2 * 2),  # 8 and 14
    ("extension", 9, cells(shed=[14]), 1),
    ("clinker_plant", 9, lambda p: p.paid.update(brick=5), 5),
    ("glaziers_workshop", 9, lambda p: p.paid.update(glass=4), 4),
    ("coal_facility", 9, wheels(g_charcoal=5, b_charcoal=3), 3),
    ("storehouse", 9, wheels(g_food=1, b_food=6), 1),
    ("coal_storage", 9, wheels(g_charcoal=4, b_charcoal=4), 2),
    ("food_locker", 9, wheels(g_food=7, b_food=7), 4),
    ("estate", 9, lambda p: None, 2 * 2),  # 2 of each tile at the start
    ("fish_yard", 14, cells(pond=[2, 3, 7, 8]), 4),
    ("foresters_lodge", 14, cells(grove=[2, 3, 7, 8]), 4),
    ("friends_of_nature_house", 14, cells(pit=[2, 3, 7, 8]), 4),
    ("floodgate", 9, cells(pond=[2, 3, 8]), 5),  # 2, 3, 7, 8, 12 (7 and 12 at the start)
    ("plant_nursery", 9, cells(grove=[14]), 3),  # 8,13,14
    ("sediment_factory", 9, cells(pit=[14]), 2),  # 14 and 19; 4 stands apart
    ("foresters_office", 9, lambda p: None, 6),
    ("hunting_lodge", 9, lambda p: None, 3),
    ("half_timbered_house", 9, cells(shed=[14], storage=[3]), 2),
    ("potters_parlor", 9, wheels(b_clay=5), 2),
    ("pottery", 9, wheels(b_clay=5), 5),
    ("slipway", 9, wheels(g_wood=6), 6),
    ("springhouse", 9, wheels(g_water=7), 3),
    ("water_mill", 9, wheels(g_water=7), 7),
    ("woodcarvers_house", 9, wheels(g_wood=3), 1),
    ("village_church", 9, cells(**{"": [14]}), 4 + 1),
    ("warehouse", 9, wheels(g_sand=4, g_wood=7, b_clay=5), 3),
]


@pytest.mark.parametrize("building,cell,setup,points", BONUS)
def test_bonus_building_scores_its_condition(building, cell, setup, points):
    assert bonus(building, cell, setup) == points


@pytest.mark.parametrize(
    "building,start,setup,points",
    [
        ("glassmakers_village", "glassmakers_colony", wheels(g_sand=5), 5),
        ("glassworks", "forest_glassworks", wheels(g_glass=3), 9),
        ("masons_guild", "brotherhood_of_the_masons", wheels(b_brick=2), 6),
    ],
)
def test_bonus_upgrades_replace_their_start_building(building, start, setup, points):
    st = new(2)
    p = st.players[0]
    setup(p)
    p.upgrades[start] = building
    got = {line.label: line.points for line in lines(p)}
    assert got[data.BUILDINGS[building].name] == points
    assert data.ALL_BUILDINGS[start].name not in got


def test_every_building_row_has_a_test_here():
    tested = (
        {b for b, *_ in PROCESSING} | {b for b, *_ in IMMEDIATE_SIMPLE} | {b for b, *_ in BONUS}
    )
    tested |= {
        "sandstone_factory",
        "office",
        "shingles_manufacturer",
        "district_offices",
        "spa",
        "shed",
        "wood_depot",
        "clay_depot",
        "boathouse",
        "sand_island",
        "loess_island",
        "grove_court",
        "water_tower",
        "loess_plateau",
        "country_house",
        "fishery",
        "landscaping_office",
        "winery",
        "wood_trader",
        "tavern",
        "forest_hut",
        "artists_colony",
        "house_of_the_brotherhood",
        "glassmakers_village",
        "glassworks",
        "masons_guild",
    }
    assert set(data.BUILDINGS) - tested == set()
