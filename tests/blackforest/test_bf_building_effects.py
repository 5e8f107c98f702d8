"""The effect of every Building side: instant rewards on construction, anytime
conversions, permanent effects and end-of-game points (each row quotes the rule)."""

import pytest
from bfhelper import construct, cost_text, finish, play, res, situation

from glasshut.blackforest import data

V1 = "V1 Builder Herder Cook Butcher"


def measure(st, seat=0):
    p = st.players[seat]
    out = {name: res(st, seat, name) for name in data.RESOURCES}
    out.update(pigs=p.pigs, cattle=p.cattle, progress=p.progress, estates=len(p.estates),
               field=p.count(data.FIELD), pond=p.count(data.POND),
               pasture=p.count(data.PASTURE), forest=p.count(data.FOREST),
               empty=p.count(data.EMPTY))
    return out


def run(st, actions):
    for a in actions:
        if a == "*":
            finish(st)
        else:
            play(st, a)
    return st


# (bid, extra setup, actions after choosing the Building, expected values, rule)
INSTANT = [
    ("01B", "", ["place 01B E0:0,3"], {"brick": 2}, "1 brick per Pond"),
    ("03B", "wood=7", ["place 03B E0:0,3"], {"brick": 7, "wood": 5}, "5 wood left: 7 brick"),
    ("04B", "", ["place 04B E0:0,3"], {"wood": 7}, "7 wood"),
    ("07B", "", ["place 07B E0:0,3", "*"], {"water": 2, "sand": 3}, "2 water and 3 sand"),
    ("08A", "", ["place 08A E0:0,3", "*"], {"sand": 3, "cattle": 1}, "3 sand and 1 cattle"),
    ("10B", "", ["place 10B E0:0,3", "*"], {"charcoal": 8}, "4 charcoal on each wheel"),
    ("11A", "sand=1 water=1 wood=5 charcoal=2+0", ["place 11A E0:0,3"],
     {"glass": 1, "charcoal": 0, "sand": 0}, "no Glassmaking charcoal: glass from 3 basics"),
    ("11B", "meat=3", ["place 11B E0:0,3", "gain charcoal@glass", "accept",
                       "gain charcoal@cook"], {"charcoal": 9, "meat": 0},
     "6 charcoal, then 1 meat may become 3 charcoal"),
    ("12B", "", ["place 12B E0:0,3", "*"], {"wood": 3, "charcoal": 3, "meat": 2, "sand": 1},
     "3 wood, 3 charcoal, 2 meat, 1 sand"),
    ("14A", "", ["place 14A E0:0,3"], {"water": 2}, "1 water per empty space"),
    ("16B", "", ["place 16B E0:0,3", "*"], {"water": 1, "meat": 1, "porridge": 3}, "larder"),
    ("17A", "", ["place 17A E0:0,3", "*"], {"meat": 1, "porridge": 1, "pigs": 1}, "festival"),
    ("17B", "sand=1 water=1 meat=1", ["place 17B E0:0,3", "pay sand", "pay water"],
     {"porridge": 5, "sand": 0, "water": 0, "meat": 0}, "3 different resources: 5 porridge"),
    ("19A", "", ["place 19A E0:0,3", "*"], {"meat": 3, "porridge": 4}, "3 meat, 4 porridge"),
    ("20B", "", ["place 20B E0:0,3", "*"], {"water": 2, "meat": 2, "porridge": 2}, "alehouse"),
    ("21A", "pigs=2 cattle=1", ["place 21A E0:0,3", "accept", "*"],
     {"meat": 6, "pigs": 0, "cattle": 0}, "3 livestock may become 6 meat"),
    ("22B", "", ["place 22B E0:0,3"], {"pigs": 1}, "1 pig per 2 Forests"),
    ("24A", "", ["place 24A E0:0,3", "choose cattle", "choose cattle"], {"cattle": 2},
     "1 livestock of choice per Field"),
    ("24B", "", ["place 24B E0:0,3", "place pasture E0:1,3"], {"pasture": 1}, "a Pasture"),
    ("25A", "E0:1,3=pasture E0:2,3=pasture", ["*"], {"cattle": 3},
     "2 Pastures: 3 cattle"),
    ("26A", "E0:1,3=pasture E0:2,3=pasture", ["*"], {"cattle": 2},
     "1 cattle per empty Pasture"),
    ("27A", "pigs=2 cattle=2 E0:1,3=pasture", ["place 27A E0:0,3", "*"],
     {"pigs": 3, "cattle": 3}, "1 young per pair"),
    ("28B", "", ["place 28B E0:0,3", "place pond E0:1,3"], {"pond": 3, "empty": 1},
     "tiles of choice on the adjacent empty spaces"),
    ("29A", "", ["remove forest E0:0,0", "place 29A E0:0,3", "choose field", "*"],
     {"field": 4, "forest": 2}, "2 Fields or 1 Pond or 1 Pasture"),
    ("29B", "", ["place 29B E0:0,3", "*"], {"pasture": 2}, "up to 3 Pastures on this Estate"),
    ("31B", "", ["place 31B E0:0,3"], {"progress": 0, "estates": 2, "forest": 5},
     "3 Glass Hut steps"),
    ("32B", "", ["place 32B E0:0,3"], {"glass": 3}, "3 glass"),
    ("33B", "glass=3 provisions=2+1", ["place 33B E0:0,3"], {"estates": 2},
     "1 glass and 3 provisions: 3 Glass Hut steps"),
]


@pytest.mark.parametrize("bid,extra,actions,expect,rule", INSTANT, ids=[r[0] for r in INSTANT])
def test_instant_reward(bid, extra, actions, expect, rule):
    st = situation(f"P0 zero at V1.1 {cost_text(bid)} {extra}; {V1}; avail {bid}; act P0")
    run(construct(st, bid), actions)
    got = measure(st)
    assert {k: got[k] for k in expect} == expect, rule


def test_half_timbered_house_needs_five_wood():
    # With only 4 wood after paying, the Half-timbered House gives no brick.
    st = situation(f"P0 zero at V1.1 {cost_text('03B')} wood=6; {V1}; avail 03B; act P0")
    run(construct(st, "03B"), ["place 03B E0:0,3"])
    assert res(st, 0, "brick") == 0


def test_schauinsland_house_needs_two_pastures():
    st = situation(f"P0 zero at V1.1 {cost_text('25A')} E0:1,3=pasture; {V1}; avail 25A; act P0")
    run(construct(st, "25A"), ["*"])
    assert st.players[0].cattle == 0


def test_guildhall_needs_three_provisions():
    st = situation(f"P0 zero at V1.1 {cost_text('33B')} glass=3 provisions=1+1; {V1};"
                   " avail 33B; act P0")
    run(construct(st, "33B"), ["place 33B E0:0,3"])
    assert len(st.players[0].estates) == 1


def test_clockmaker_fills_empty_basics_and_gives_another_turn():
    # Every basic marker at 0 goes to 1 (production follows), then another turn.
    st = situation(f"P0 zero at V1.1 {cost_text('09B')}; {V1}; avail 09B; act P0")
    run(construct(st, "09B"), ["place 09B E0:0,3"])
    assert res(st, 0, "glass") == 1 and res(st, 0, "brick") == 1
    assert res(st, 0, "commodities") == 1 and st.players[0].cooking_steps == 1
    finish(st)
    st.apply("end")
    assert st.to_move() == 0 and st.current == 0 and st.extra_turn


def test_beechnut_forests_house_two_pigs():
    # After the Beechnut Gatherer's Hut each Forest houses one more pig.
    st = situation("P0 zero pigs=3 build 24B@E0:0,3")
    assert st.players[0].housable(6, 0) and not st.players[0].housable(7, 0)


CONV = [
    ("01A", "water=2", "convert 01A", {"brick": 3, "water": 0}),
    ("02A", "meat=2", "convert 02A", {"brick": 2, "wood": 2, "meat": 0}),
    ("02B", "porridge=1", "convert 02B", {"brick": 1, "porridge": 0}),
    ("03A", "charcoal=0+2", "convert 03A", {"brick": 3, "charcoal": 0}),
    ("05A", "cattle=2", "convert 05A", {"wood": 2, "forest": 2}),
    ("05B", "porridge=1", "convert 05B", {"wood": 1, "porridge": 0}),
    ("06A", "", "convert 06A", {"wood": 3, "forest": 2}),
    ("06B", "", "convert 06B", {"wood": 1, "porridge": 2, "forest": 2}),
    ("08B", "water=1 porridge=1", "convert 08B", {"sand": 2, "water": 0}),
    ("09A", "meat=1", "convert 09A", {"sand": 2, "meat": 0}),
    ("12A", "wood=1 meat=1", "convert 12A", {"charcoal": 3, "wood": 0}),
    ("13A", "porridge=1", "convert 13A", {"water": 1, "porridge": 0}),
    ("15A", "wood=2", "convert 15A", {"water": 3, "wood": 0}),
    ("16A", "", "convert 16A", {"porridge": 3, "field": 1}),
    ("18A", "", "convert 18A:1", {"water": 2, "pond": 1}),
    ("18A", "", "convert 18A:2", {"porridge": 1, "field": 1}),
    ("20A", "", "convert 20A", {"water": 1, "meat": 1, "pond": 1}),
    ("22A", "water=2", "convert 22A:1", {"pigs": 1, "water": 0}),
    ("22A", "water=3", "convert 22A:2", {"cattle": 1, "water": 0}),
    ("25B", "porridge=2", "convert 25B:1", {"pigs": 1, "porridge": 0}),
    ("25B", "porridge=3", "convert 25B:2", {"cattle": 1, "porridge": 0}),
    ("26B", "charcoal=0+3", "convert 26B", {"cattle": 1, "charcoal": 0}),
    ("28A", "water=2", "convert 28A:1", {"pasture": 1, "water": 0}),
    ("28A", "water=4", "convert 28A:2", {"pond": 3, "water": 0}),
    ("30B", "porridge=1", "convert 30B", {"pasture": 1, "field": 1, "porridge": 0}),
    ("31A", "meat=2", "convert 31A", {"progress": 1, "meat": 0}),
    ("32A", "meat=1 porridge=2", "convert 32A", {"glass": 1, "meat": 0}),
    ("33A", "water=1", "convert 33A", {"provisions": 2, "field": 1}),
    ("CastleHotel", "progress=2", "convert CastleHotel", {"meat": 1, "progress": 1}),
    ("CharcoalStorage", "wood=2", "convert CharcoalStorage", {"charcoal": 1, "wood": 0}),
    ("FarmersResidence", "porridge=4", "convert FarmersResidence", {"field": 3}),
    ("Inn", "water=2", "convert Inn", {"porridge": 1, "water": 0}),
    ("SandStorage", "porridge=2", "convert SandStorage", {"sand": 1, "porridge": 0}),
]


@pytest.mark.parametrize("bid,extra,action,expect", CONV, ids=[r[2] for r in CONV])
def test_conversion(bid, extra, action, expect):
    # A conversion is an anytime action: pay the left side, gain the right side.
    where = "E0:0,3+1,3" if bid in data.LARGE_IDS else "E0:0,3"
    st = situation(f"P0 zero build {bid}@{where} {extra}")
    run(st, [action, "*"])
    got = measure(st)
    assert {k: got[k] for k in expect} == expect


def test_conversion_needs_its_cost_and_may_repeat():
    st = situation("P0 zero build 01A@E0:0,3 water=4")
    run(st, ["convert 01A", "convert 01A"])
    assert res(st, 0, "brick") == 6 and "convert 01A" not in st.legal_actions()


def test_castle_hotel_cannot_spend_from_the_bottom_space():
    st = situation("P0 zero build CastleHotel@E0:0,3+1,3 progress=0")
    assert "convert CastleHotel" not in st.legal_actions()
