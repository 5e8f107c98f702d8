"""Every Building: its cost is paid in full before it is placed, its condition is
checked, it takes 1 space (large: 2 adjacent spaces of one Estate), and its star
value scores."""

import pytest
from bfhelper import construct, cost_text, options_like, res, situation

from glasshut.blackforest import data

ALL = [b["id"] for b in data.SMALL_BUILDINGS + data.LARGE_BUILDINGS]
EXTRA = {
    # Farmer's Residence needs at least 4 Fields in the Domain.
    "FarmersResidence": "P0 E0:0,3=field E0:1,3=field",
    # Smokehouse needs at least 3 Ponds in the Domain.
    "Smokehouse": "P0 E0:0,3=pond",
}


def _setup(bid, extra=""):
    spec = (f"P0 zero at V1.1 estates=1 {cost_text(bid)}; V1 Builder Herder Cook Butcher;"
            f" avail {bid}; {EXTRA.get(bid, '')}; {extra}; act P0")
    return situation(spec)


@pytest.mark.parametrize("bid", ALL)
def test_cost_is_paid_then_the_building_is_placed(bid):
    st = _setup(bid)
    b = data.BUILDINGS[bid]
    construct(st, bid)
    while not options_like(st, f"place {bid}"):  # tile costs: the player picks which tile
        st.apply(st.legal_actions()[0])
    # Paid in full before placing: no resource of the cost is left.
    for name in b["cost"]:
        if name in data.RESOURCES:
            assert res(st, 0, name) == 0, name
    sites = options_like(st, f"place {bid}")
    large = bid in data.LARGE_IDS
    assert all(("+" in s) == large for s in sites)
    st.apply(sites[0])
    p = st.players[0]
    assert bid in p.buildings and bid not in st.available_buildings
    assert sum(est.count(bid) for est in p.estates) == (2 if large else 1)
    lines = {line.label: line.points for line in st.scores()[0].lines}
    assert lines["Buildings"] == b["vp"]


@pytest.mark.parametrize("bid", ALL)
def test_building_is_not_offered_without_its_cost(bid):
    # One unit short of the first resource of the cost (or no glass): not constructible.
    b = data.BUILDINGS[bid]
    names = [n for n in b["cost"] if n in data.RESOURCES]
    st = _setup(bid, f"P0 {names[0]}=0" if names[0] != "charcoal" else "P0 charcoal=0+0")
    assert f"build {bid}" not in _builder_options(st)


def _builder_options(st):
    if "visit Builder" not in st.legal_actions():
        return []
    st = st.clone()
    st.apply("visit Builder")
    # A single constructible Building is chosen by itself: read it from the next step.
    auto = {f"build {a.split()[1]}" for a in st.legal_actions() if a.startswith("place ")}
    return options_like(st, "build ") + sorted(auto)


def test_farmers_residence_needs_four_fields():
    # Only a Domain with at least 4 Fields may construct the Farmer's Residence.
    st = situation(f"P0 zero at V1.1 estates=1 {cost_text('FarmersResidence')} E0:0,3=field;"
                   " V1 Builder Herder Cook Butcher; avail FarmersResidence; act P0")
    assert "build FarmersResidence" not in _builder_options(st)


def test_smokehouse_needs_three_ponds():
    st = situation(f"P0 zero at V1.1 estates=1 {cost_text('Smokehouse')};"
                   " V1 Builder Herder Cook Butcher; avail Smokehouse; act P0")
    assert "build Smokehouse" not in _builder_options(st)


def test_hermits_hut_goes_to_an_estate_without_buildings():
    # The Hermit's Hut may only be put on an Estate holding no other Building.
    st = situation(f"P0 zero at V1.1 estates=1 {cost_text('35B')} build 01A@E0:0,3;"
                   " V1 Builder Herder Cook Butcher; avail 35B; act P0")
    construct(st, "35B")
    assert st.legal_actions() and all(a.startswith("place 35B E1:") for a in st.legal_actions())


def test_large_building_needs_two_adjacent_empty_spaces():
    # Main Estate with only isolated empty spaces: no large Building fits.
    st = situation(f"P0 zero at V1.1 {cost_text('Inn')} E0:1,3=field;"
                   " V1 Builder Herder Cook Butcher; avail Inn; act P0")
    assert "build Inn" not in _builder_options(st)


def test_hunting_lodge_can_use_the_spaces_of_its_own_forests():
    # Removing the 3 Forests of its cost frees the 2 adjacent spaces it needs.
    st = situation(f"P0 zero at V1.1 {cost_text('HuntingLodge')} E0:0,3=field E0:1,3=field;"
                   " V1 Builder Herder Cook Butcher; avail HuntingLodge; act P0")
    construct(st, "HuntingLodge")
    assert res(st, 0, "forest") == 0
    assert options_like(st, "place HuntingLodge E0:0,0+")


@pytest.mark.parametrize("players,brick", [(1, 1), (2, 2), (3, 2), (4, 3)])
def test_fort_costs_one_brick_per_other_player(players, brick):
    # X = other players; the neutral pawn counts in a 2-player game; solo X is 1.
    st = situation("", players=players)
    assert st.building_costs["35A"]["brick"] == brick
