"""Permanent effects and end-of-game points of the Buildings."""

from bfhelper import finish, grant, play, res, situation


def lines(st, seat=0):
    return {line.label: line.points for line in st.scores()[seat].lines}


def test_lumber_storage_tops_wood_up_to_three_on_a_new_estate():
    # Each new Small Estate lifts wood below 3 up to 3.
    st = situation("P0 zero wood=1 progress=2 build 04A@E0:0,3")
    grant(st, 0, ("progress", 1))
    assert res(st, 0, "wood") == 3 and len(st.players[0].estates) == 2


def test_lumber_storage_leaves_three_or_more_wood_alone():
    st = situation("P0 zero wood=5 progress=2 build 04A@E0:0,3")
    grant(st, 0, ("progress", 1))
    assert res(st, 0, "wood") == 5


def test_glaswald_lake_gives_sand_for_each_new_estate():
    st = situation("P0 zero progress=2 build 07A@E0:0,3")
    grant(st, 0, ("progress", 1))
    assert res(st, 0, "sand") == 3


def test_forestside_herders_hut_adds_charcoal_to_the_herder():
    st = situation("P0 zero at V1.1 cattle=2 build 10A@E0:0,3; V1 Herder Cook Butcher Builder;"
                   " act P0")
    finish(play(st, "visit Herder porridge"))
    assert res(st, 0, "porridge") == 2 and res(st, 0, "charcoal") == 1


def test_cistern_gives_water_when_entering_the_cooks_village():
    st = situation("P0 zero provisions=1+0 at V1.1 build 13B@E0:0,3; V2 Cook Herder Butcher")
    play(st, "move V2.1")
    assert res(st, 0, "water") == 2 and res(st, 0, "provisions") == 0


def test_cistern_gives_nothing_for_a_move_inside_the_village():
    st = situation("P0 zero at V2.2 build 13B@E0:0,3; V2 Cook Herder Butcher")
    play(st, "move V2.1")
    assert res(st, 0, "water") == 0


def test_lakeside_forest_cabin_gives_water_per_removed_forest():
    st = situation("P0 zero at V1.1 build 14B@E0:0,3; V1 Lumberjack Herder Cook Butcher; act P0")
    finish(play(st, "visit Lumberjack"))
    assert res(st, 0, "water") == 1 and res(st, 0, "wood") == 4


def test_bathhouse_gives_water_for_a_merchant_swap():
    st = situation("P0 zero commodities=1 at V1.1 build 15B@E0:0,3")
    play(st, "swap Builder")
    assert res(st, 0, "water") == 1 and res(st, 0, "commodities") == 0


def test_farm_laborers_house_gives_porridge_per_field_for_a_swap():
    st = situation("P0 zero commodities=1 at V1.1 build 30A@E0:0,3")
    play(st, "swap Builder")
    assert res(st, 0, "porridge") == 2


def test_cabinet_painter_gives_porridge_per_glass_gained_or_produced():
    st = situation("P0 zero water=1 wood=1 charcoal=1+0 build 18B@E0:0,3")
    grant(st, 0, ("glass", 1))
    assert res(st, 0, "porridge") == 1
    grant(st, 0, ("sand", 1))  # the dial turns once: 1 glass produced
    assert res(st, 0, "glass") == 2 and res(st, 0, "porridge") == 2


def test_ham_cellar_adds_a_meat_at_the_butcher():
    st = situation("P0 zero pigs=1 at V1.1 build 19B@E0:0,3; V1 Butcher Herder Cook Builder;"
                   " act P0")
    play(st, "visit Butcher pig")
    assert res(st, 0, "meat") == 3


def test_lake_fishery_may_turn_water_into_meat_after_a_gardener_pond():
    st = situation("P0 zero brick=1 water=1 at V1.1 build 21B@E0:0,3;"
                   " V1 Gardener Herder Cook Builder; act P0")
    play(st, "visit Gardener pond", "place pond E0:1,3", "accept")
    assert res(st, 0, "meat") == 2 and res(st, 0, "water") == 0 and res(st, 0, "pond") == 3


def test_tannery_keeps_butchered_pigs_and_scores_them():
    st = situation("P0 zero pigs=2 at V1.1 build 23A@E0:0,3; V1 Butcher Herder Cook Builder;"
                   " act P0")
    play(st, "visit Butcher pig")
    assert st.players[0].tannery == 1 and st.players[0].pigs == 1
    assert lines(st)["Tannery"] == 2


def test_tannery_holds_at_most_five_pigs():
    st = situation("P0 zero pigs=1 tannery=5 at V1.1 build 23A@E0:0,3;"
                   " V1 Butcher Herder Cook Builder; act P0")
    play(st, "visit Butcher pig")
    assert st.players[0].tannery == 5


def test_pig_farm_breeds_when_the_farmhand_gives_a_field():
    st = situation("P0 zero pigs=2 at V1.1 build 23B@E0:0,3; V1 Farmhand Herder Cook Builder;"
                   " act P0")
    finish(play(st, "visit Farmhand field"))
    assert st.players[0].pigs == 3


def test_pig_farm_needs_two_pigs():
    st = situation("P0 zero pigs=1 at V1.1 build 23B@E0:0,3; V1 Farmhand Herder Cook Builder;"
                   " act P0")
    finish(play(st, "visit Farmhand field"))
    assert st.players[0].pigs == 1


def test_cattle_farm_breeds_when_the_farmhand_gives_a_field():
    st = situation("P0 zero cattle=2 E0:2,3=pasture at V1.1 build 27B@E0:0,3;"
                   " V1 Farmhand Herder Cook Builder; act P0")
    finish(play(st, "visit Farmhand field"))
    assert st.players[0].cattle == 3


def test_distillery_visits_any_tradesperson_for_two_water():
    st = situation("P0 zero water=2 charcoal=0+1 at V1.1 build 34B@E0:0,3;"
                   " V1 Farmhand Herder Cook Builder; V4 Brickmaker; act P0")
    finish(play(st, "visit Farmhand field"))
    play(st, "visit Brickmaker")
    assert res(st, 0, "brick") == 4 and res(st, 0, "water") == 0


def test_fort_frees_the_mover_from_paying_other_players():
    st = situation("P0 zero provisions=1+0 wood=1 at V1.1 build 35A@E0:0,3; P1 at V2.2;"
                   " V2 CattleFarmer PigFarmer Herder")
    play(st, "move V2.1")
    assert res(st, 0, "wood") == 1 and st.to_move() == 0


def test_castle_hotel_stops_new_estates_and_scores_small_estates():
    # After the Castle Hotel the tracker stays at the top and adds no Small Estate.
    st = situation("P0 zero progress=2 estates=2 build CastleHotel@E0:0,3+1,3")
    grant(st, 0, ("progress", 2))
    p = st.players[0]
    assert p.progress == 3 and len(p.estates) == 3
    assert lines(st)["Castle Hotel"] == 2


END = [
    ("34A", "P0 zero build 34A@E0:0,3", "Knight's Manor", -2),
    ("34A", "P0 zero clear build 34A@E0:0,3", "Knight's Manor", -5),
    ("36A", "P0 zero build 36A@E0:0,3", "Village Church", 1),
    ("36B", "P0 zero E0:2,3=pasture build 36B@E0:0,3", "Colonization House", 2),
    ("CharcoalStorage", "P0 zero charcoal=2+3 build CharcoalStorage@E0:0,3+1,3",
     "Charcoal Storage", 2),
    ("ConstructionYard", "P0 zero build 01A@E0:2,3 build ConstructionYard@E0:0,3+1,3",
     "Construction Yard", 2),
    ("FarmStore", "P0 zero meat=3 build FarmStore@E0:0,3+1,3", "Farm Store", 6),
    ("FarmersResidence", "P0 zero build FarmersResidence@E0:0,3+1,3", "Farmer's Residence", 2),
    ("HardwareStore", "P0 zero brick=2 wood=3 build HardwareStore@E0:0,3+1,3",
     "Hardware Store", 2),
    ("Inn", "P0 zero porridge=4 build Inn@E0:0,3+1,3", "Inn", 4),
    ("Reservoir", "P0 zero water=5 build Reservoir@E0:0,3+1,3", "Reservoir", 5),
    ("SandStorage", "P0 zero sand=3 build SandStorage@E0:0,3+1,3", "Sand Storage", 3),
    ("Smokehouse", "P0 zero build Smokehouse@E0:0,3+1,3", "Smokehouse", 2),
    ("LivestockFarm", "P0 zero cattle=4 E0:2,3=pasture E0:1,2=pasture"
     " build LivestockFarm@E0:0,3+1,3", "Livestock Farm", 4),
]


def test_end_of_game_points():
    # Each end-of-game effect adds its own score line next to the star values.
    for bid, spec, label, points in END:
        assert lines(situation(spec))[label] == points, (bid, spec)


def test_livestock_farm_arrangement_also_counts_livestock_on_pastures():
    st = situation("P0 zero cattle=4 E0:2,3=pasture E0:1,2=pasture"
                   " build LivestockFarm@E0:0,3+1,3")
    assert lines(st)["Livestock on Pastures"] == 4


def test_colonization_house_is_capped_at_ten():
    st = situation("P0 zero clear estates=2 build 36B@E0:0,3 E0:0,0=field E0:0,1=pond"
                   " E0:0,2=pasture E0:1,0=field E0:1,2=pond E0:2,0=pasture E0:2,1=field"
                   " E0:1,3=pond E0:2,3=pasture E1:0,1=field E1:0,2=pond E1:1,2=pasture"
                   " E2:0,1=field E2:0,2=pond E2:1,2=pasture")
    assert lines(st)["Colonization House"] == 10
