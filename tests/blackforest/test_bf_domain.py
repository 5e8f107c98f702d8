"""The Domain: tiles and their room, large Buildings without extra effects, the
Cooking dial's stop, livestock housing."""

from bfhelper import construct, cost_text, finish, grant, play, res, situation

from glasshut.blackforest import data


def test_tiles_without_an_empty_space_are_lost():
    st = situation("P0 zero E0:0,3=field E0:1,3=field E0:2,3=field")
    grant(st, 0, ("pond", 2))
    assert res(st, 0, "pond") == 2 and res(st, 0, "empty") == 0


def test_a_tile_goes_on_any_empty_space_of_any_estate():
    st = situation("P0 zero estates=1")
    grant(st, 0, ("field", 1))
    assert len(st.legal_actions()) == 6  # 3 on the Main Estate, 3 on the Small Estate


def test_general_hospital_scores_ten():
    st = situation(f"P0 zero at V1.1 estates=1 {cost_text('GeneralHospital')}; V1 Builder;"
                   " avail GeneralHospital; act P0")
    finish(construct(st, "GeneralHospital"))
    assert {x.label: x.points for x in st.scores()[0].lines}["Buildings"] == 10
    assert res(st, 0, "porridge") == 0 and res(st, 0, "water") == 0


def test_thermal_baths_pay_two_ponds_and_score_ten():
    st = situation(f"P0 zero at V1.1 estates=1 {cost_text('ThermalBaths')}; V1 Builder;"
                   " avail ThermalBaths; act P0")
    finish(construct(st, "ThermalBaths"))
    assert res(st, 0, "pond") == 0 and "ThermalBaths" in st.players[0].buildings
    assert {x.label: x.points for x in st.scores()[0].lines}["Buildings"] == 10


def test_cooking_dial_stops_after_eleven_steps():
    st = situation("P0 zero cook=11 porridge=2 meat=2 provisions=0+0")
    grant(st, 0, ("charcoal@cook", 2))
    assert st.players[0].cooking_steps == 11 and res(st, 0, "provisions") == 0


def test_stable_houses_cattle_forest_houses_pigs_pasture_either_kind():
    p = situation("P0 zero E0:0,3=pasture").players[0]
    # 1 stable (2 cattle), 3 Forests (3 pigs), 1 Pasture (3 of one kind)
    assert p.housable(6, 2) and p.housable(3, 5)
    assert not p.housable(4, 3) and not p.housable(7, 0) and not p.housable(0, 6)


def test_glass_hut_relocation_frees_the_old_stable():
    st = situation("P0 zero progress=2 cattle=2")
    grant(st, 0, ("progress", 1), ("cattle", 2))
    finish(st)
    assert st.players[0].cattle == 4  # both stables of the Main Estate now hold cattle


def test_removing_a_field_frees_room_before_gaining():
    # Anytime: remove a Field, then the Farmhand's Field finds the freed space.
    st = situation("P0 zero at V1.1 E0:0,3=pond E0:1,3=pond E0:2,3=pond;"
                   " V1 Farmhand CattleFarmer; act P0")
    play(st, "remove field E0:0,2", "visit Farmhand field")
    assert res(st, 0, "field") == 2
    assert st.players[0].estates[0][2] == data.FIELD
