"""Every Tradesperson: cost, condition and reward of each of its options."""

import pytest
from bfhelper import finish, options_like, play, res, situation


def at(tp, spec=""):
    """P0 stands next to `tp` (V1.1, between tp and the Cattle Farmer), action next."""
    other = "PigFarmer" if tp == "CattleFarmer" else "CattleFarmer"
    return situation(f"P0 zero at V1.1 {spec}; V1 {tp} {other}; act P0")


def visit(tp, spec, action):
    st = at(tp, spec)
    finish(play(st, action))
    return st


def test_brickmaker_turns_charcoal_into_brick():
    st = visit("Brickmaker", "charcoal=1+0", "visit Brickmaker")
    assert res(st, 0, "brick") == 4 and res(st, 0, "charcoal") == 0


def test_brickmaker_needs_charcoal():
    assert "visit Brickmaker" not in at("Brickmaker").legal_actions()


def test_builder_constructs_one_building():
    st = visit("Builder", "wood=5", "visit Builder")
    assert st.players[0].buildings == ["16A"]  # Grain Mill: the only one for 5 wood


def test_builder_needs_an_affordable_building():
    assert "visit Builder" not in at("Builder").legal_actions()


def test_carpenter_gives_a_glass_hut_step_or_a_building():
    st = visit("Carpenter", "", "visit Carpenter progress")
    assert st.players[0].progress == 1
    assert "visit Carpenter build" not in at("Carpenter").legal_actions()
    st = visit("Carpenter", "wood=5", "visit Carpenter build")
    assert st.players[0].buildings == ["16A"]


def test_furnace_maker_turns_three_brick_into_two_steps():
    st = visit("FurnaceMaker", "brick=3", "visit FurnaceMaker")
    assert st.players[0].progress == 2 and res(st, 0, "brick") == 0
    assert "visit FurnaceMaker" not in at("FurnaceMaker", "brick=2").legal_actions()


def test_woodworker_removes_a_forest_gives_wood_and_builds():
    # Forestside Herder's Hut costs 1 brick and 3 wood: the Woodworker's wood pays.
    st = visit("Woodworker", "brick=1 wood=2", "visit Woodworker")
    p = st.players[0]
    assert p.buildings == ["10A"] and p.count(1) == 2 and res(st, 0, "wood") == 0


def test_woodworker_needs_a_building_to_construct():
    # Gaining only the wood is not allowed.
    assert "visit Woodworker" not in at("Woodworker", "wood=1").legal_actions()


def test_butcher_pig_or_cattle():
    st = visit("Butcher", "pigs=1", "visit Butcher pig")
    assert res(st, 0, "meat") == 2 and st.players[0].pigs == 0
    st = visit("Butcher", "cattle=1", "visit Butcher cattle")
    assert res(st, 0, "meat") == 3 and st.players[0].cattle == 0
    assert not options_like(at("Butcher"), "visit Butcher")


def test_cattle_farmer_gives_a_cattle_if_it_can_be_housed():
    st = visit("CattleFarmer", "", "visit CattleFarmer")
    assert st.players[0].cattle == 1
    st = visit("CattleFarmer", "cattle=2", "visit CattleFarmer")  # stable full, no Pasture
    assert st.players[0].cattle == 2


def test_herder_porridge_per_cattle_or_wood_per_pig_on_forest():
    st = visit("Herder", "cattle=2", "visit Herder porridge")
    assert res(st, 0, "porridge") == 2
    st = visit("Herder", "pigs=2", "visit Herder wood")
    assert res(st, 0, "wood") == 2


@pytest.mark.parametrize("key,spec", [("porridge", "water=1 porridge=1"),
                                      ("brick", "water=1 brick=1")])
def test_landowner_gives_a_pig_and_a_cattle(key, spec):
    st = visit("Landowner", spec, f"visit Landowner {key}")
    p = st.players[0]
    assert (p.pigs, p.cattle) == (1, 1)
    assert sum(p.markers) == 0


def test_pig_farmer_gives_a_pig():
    assert visit("PigFarmer", "", "visit PigFarmer").players[0].pigs == 1


@pytest.mark.parametrize("ponds,meat", [(2, 1), (4, 2), (6, 3)])
def test_cook_meat_for_ponds(ponds, meat):
    extra = " ".join(f"E0:{c}=pond" for c in ("0,0", "0,1", "1,0", "0,3")[: ponds - 2])
    st = visit("Cook", extra, "visit Cook ponds")
    assert res(st, 0, "meat") == meat


def test_cook_porridge_per_field():
    assert res(visit("Cook", "", "visit Cook fields"), 0, "porridge") == 2


def test_farmhand_pasture_for_wood_or_a_free_field():
    st = visit("Farmhand", "wood=1", "visit Farmhand pasture")
    assert res(st, 0, "pasture") == 1 and res(st, 0, "wood") == 0
    st = visit("Farmhand", "", "visit Farmhand field")
    assert res(st, 0, "field") == 3
    assert "visit Farmhand pasture" not in at("Farmhand").legal_actions()


def test_gardener_pond_for_brick_or_water_per_pond():
    st = visit("Gardener", "brick=1", "visit Gardener pond")
    assert res(st, 0, "pond") == 3 and res(st, 0, "brick") == 0
    assert res(visit("Gardener", "", "visit Gardener water"), 0, "water") == 2


def test_glass_miller_sand_per_pond():
    assert res(visit("GlassMiller", "", "visit GlassMiller"), 0, "sand") == 2


def test_traveling_merchant_two_for_the_visitor_one_for_each_other():
    st = situation("P0 zero at V1.1; P1 zero; P2 zero; V1 TravelingMerchant CattleFarmer; act P0",
                   players=3)
    play(st, "visit TravelingMerchant", "choose wood")
    assert res(st, 0, "wood") == 2
    assert st.to_move() == 1  # each other player may accept or decline, in turn order
    play(st, "accept")
    play(st, "decline")
    assert res(st, 1, "wood") == 1 and res(st, 2, "wood") == 0


def test_charcoal_burner_turns_wood_into_charcoal():
    st = at("CharcoalBurner", "wood=1")
    play(st, "visit CharcoalBurner", "gain charcoal@cook")
    assert st.players[0].markers[6] == 4 and res(st, 0, "wood") == 0


def test_lumberjack_removes_a_forest_for_four_wood():
    st = visit("Lumberjack", "", "visit Lumberjack")
    assert res(st, 0, "wood") == 4 and res(st, 0, "forest") == 2
    assert "visit Lumberjack" not in at("Lumberjack", "clear").legal_actions()


def test_two_adjacent_tradespeople_in_either_order():
    # Visit both neighbours as one action, one after the other; anytime actions may
    # come between the two visits.
    st = situation("P0 zero at V1.1; V1 PigFarmer CattleFarmer; act P0")
    play(st, "visit CattleFarmer")
    assert "visit PigFarmer" in st.legal_actions() and "end" in st.legal_actions()
    assert options_like(st, "remove ")
    play(st, "visit PigFarmer")
    assert (st.players[0].pigs, st.players[0].cattle) == (1, 1)
