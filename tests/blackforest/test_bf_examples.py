"""The rulebook's worked examples, each as a test."""

from bfhelper import construct, grant, play, res, situation

from glasshut.blackforest import data


def test_cooking_wheel_production_example():
    # Gaining 2 charcoal empties both dark spaces of the Cooking wheel: the dial turns
    # once, until the provisions marker at 3 fills the small section's dark space.
    st = situation("P0 zero porridge=2 meat=3 provisions=1+2")
    grant(st, 0, ("charcoal@cook", 2))
    p = st.players[0]
    assert (p.markers[data.PROVISIONS_A], p.markers[data.PROVISIONS_B]) == (2, 3)
    assert res(st, 0, "commodities") == 1
    assert (res(st, 0, "charcoal"), res(st, 0, "porridge"), res(st, 0, "meat")) == (1, 1, 2)
    assert p.cooking_steps == 1


def test_glass_hut_progress_example():
    # 2 steps from one below the top: the first relocates the Glass Hut to a new Small
    # Estate with 2 Forests, the second starts again from the bottom.
    st = situation("P0 zero progress=2")
    grant(st, 0, ("progress", 2))
    p = st.players[0]
    assert len(p.estates) == 2 and p.glass_hut_estate == 1 and p.progress == 1
    assert p.estates[1].count(data.FOREST) == 2 and p.estates[1].count(data.HUT) == 1
    assert p.estates[0].count(data.HUT) == 0 and p.estates[0].count(data.STABLE) == 2


def test_water_tower_example():
    # 1 glass and 3 brick; placed on one of 5 empty spaces, it gives 4 water.
    st = situation("P0 zero at V1.1 glass=1 brick=3 E0:0,2=empty E0:1,2=empty;"
                   " V1 Builder Herder; avail 14A; act P0")
    construct(st, "14A")
    play(st, "place 14A E0:0,3")
    assert res(st, 0, "water") == 4 and res(st, 0, "glass") == 0 and res(st, 0, "brick") == 0


def test_final_scoring_example_totals_36():
    # 2 glass, the Cooking hand on 7, 1 Small Estate, 3 cattle on a Pasture (those in
    # stables score nothing), 16 for Buildings, 6 for the Smokehouse's 6 Ponds.
    st = situation(
        "P0 zero glass=2 cook=6 estates=1 cattle=5 E0:0,3=pasture E0:0,0=pond E0:0,1=pond"
        " E0:1,0=pond E0:0,2=pond build Smokehouse@E1:0,1+0,2 build 09A@E0:1,3"
        " build 03A@E0:2,3 build 14A@E1:1,2")
    score = st.scores()[0]
    lines = {line.label: line.points for line in score.lines}
    assert lines == {"Glass": 2, "Cooking wheel": 7, "Small Estates": 2,
                     "Livestock on Pastures": 3, "Buildings": 16, "Smokehouse": 6}
    assert score.total == 36
