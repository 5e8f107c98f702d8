"""Setup for 1 to 4 players, and the solo rules."""

import pytest
from bfhelper import finish, grant, new_game, options_like, play, res, situation

from glasshut.blackforest import data
from glasshut.core.game import ScoreLine


def test_personal_setup():
    # 0 sand, 1 charcoal, 2 water, 3 wood, 0 glass | 0 porridge, 1 meat, 2 charcoal,
    # 3 provisions, 0 commodities | 3 brick; 2 Fields, 2 Ponds, 3 Forests, 1 free stable.
    st = new_game(3)
    p = st.players[0]
    assert p.markers == [0, 2, 3, 1, 0, 1, 2, 3, 0, 1, 2, 0]
    assert [p.count(c) for c in (data.FIELD, data.POND, data.FOREST, data.STABLE,
                                 data.HUT, data.EMPTY)] == [2, 2, 3, 1, 1, 3]
    assert p.progress == 0 and p.cooking_steps == 0 and p.reminder


@pytest.mark.parametrize("n,place,check", [
    (2, 1, lambda st, i: st.players[i].pigs == 1),
    (3, 1, lambda st, i: res(st, i, "wood") == 5),
    (3, 2, lambda st, i: res(st, i, "provisions") == 4 and res(st, i, "meat") == 2),
    (4, 1, lambda st, i: res(st, i, "brick") == 5),
    (4, 2, lambda st, i: st.players[i].cattle == 1),
    (4, 3, lambda st, i: res(st, i, "glass") == 1),
])
def test_extra_resources_by_place_in_turn_order(n, place, check):
    st = new_game(n, start_player=1)
    seat = (1 + place) % n
    assert check(st, seat)
    assert new_game(n, start_player=1).players[1].markers == data.START_RESOURCES


@pytest.mark.parametrize("n,level3", [(1, 1), (2, 1), (3, 1), (4, 2)])
def test_large_buildings_by_level_and_player_count(n, level3):
    st = new_game(n, seed=5, first_game=False)
    large = [b for b in st.available_buildings if b in data.LARGE_IDS]
    levels = [next(lv for lv, ids in data.LARGE_LEVELS.items() if b in ids) for b in large]
    assert sorted(levels) == [1, 1, 2] + [3] * level3


def test_ten_small_buildings_on_side_b_unless_first_game():
    for seed in range(5):
        st = new_game(2, seed=seed, first_game=False)
        assert sum(1 for b in st.available_buildings if b[-1] == "B") == 10
    assert all(b[-1] == "A" for b in new_game(2).available_buildings if b not in data.LARGE_IDS)


def test_tradespeople_are_dealt_by_back():
    back = {tp: b for b, tps in data.BACKS.items() for tp in tps}
    for seed in range(5):
        st = new_game(4, seed=seed)
        for v, backs in enumerate(data.VILLAGE_BACKS):
            assert [back[tp] for tp in st.villages[v]] == list(backs)


def test_job_pile_is_hidden_and_no_job_is_out():
    st = new_game(2)
    assert sorted(st.job_pile) == sorted(data.JOBS) and not any(st.village_jobs + st.location_jobs)
    view = st.view(0)
    assert view["job_pile"] == 11 and "pile" not in view


def test_random_start_player_comes_from_the_seed():
    starts = {new_game(4, seed=s, start_player=-1).start_player for s in range(20)}
    assert len(starts) > 1


# -- solo ------------------------------------------------------------------------------
def test_solo_is_five_years_of_five_pawns():
    st = new_game(1)
    turns = 0
    while not st.is_over():
        if "beg" in st.legal_actions():
            turns += 1
            st.apply("beg")
        else:
            st.apply(st.legal_actions()[0])
    assert turns == 25 and st.year == 5


def test_solo_first_pawn_of_a_year_is_free_then_travel_from_the_previous_pawn():
    st = situation("P0 zero provisions=1+0 at V1.1; V2 PigFarmer CattleFarmer Herder", players=1)
    assert "move V2.1" in st.legal_actions()
    play(st, "move V2.1")
    assert res(st, 0, "provisions") == 0


def test_solo_pays_for_own_pawns_except_with_the_white_pawn():
    st = situation("P0 zero provisions=1+0 wood=1; solo pawns=V2.2,V1.1;"
                   " V2 CattleFarmer PigFarmer Herder", players=1)
    assert "move V2.1" in st.legal_actions() and "move V2.1 white" in st.legal_actions()
    play(st, "move V2.1 white")
    assert res(st, 0, "wood") == 1 and st.solo_pawns[4] == 4


def test_solo_colored_pawn_pays_a_resource_per_pawn_there():
    st = situation("P0 zero provisions=1+0 wood=1; solo pawns=V2.2,V1.1;"
                   " V2 CattleFarmer PigFarmer Herder", players=1)
    play(st, "move V2.1")
    assert res(st, 0, "wood") == 0 and st.solo_pawns[2] == 4


def test_solo_begging_sets_the_pawn_aside():
    st = situation("P0 zero provisions=0+3", players=1)
    play(st, "beg")
    assert st.solo_used[0] and st.solo_pawns[0] == -1 and res(st, 0, "provisions") == 4


def test_solo_tradespeople_are_dealt_again_before_year_four():
    st = situation("P0 provisions=0+3; solo year=3 pawns=V1.1,V1.2,V1.3,V1.4", players=1)
    draws = st.rng.draws
    play(st, "beg")
    assert st.year == 4 and st.rng.draws > draws
    assert sorted(tp for r in st.villages for tp in r) == sorted(
        tp for tps in data.BACKS.values() for tp in tps)


def test_solo_traveling_merchant_gives_only_to_the_player():
    st = situation("P0 zero at V1.1; V1 TravelingMerchant CattleFarmer; act P0", players=1)
    play(st, "visit TravelingMerchant", "choose sand")
    assert res(st, 0, "sand") == 2 and "end" in st.legal_actions()


def test_solo_reminder_reveals_three_jobs():
    st = situation("P0 zero cook=1 porridge=1 meat=1", players=1)
    st.players[0].reminder = True
    grant(st, 0, ("charcoal@cook", 1))
    assert sum(1 for j in st.village_jobs + st.location_jobs if j) == 3


def test_solo_clockmaker_moves_the_same_pawn_again():
    st = situation("P0 zero at V1.1 glass=2 brick=1 wood=2 provisions=0+2;"
                   " V1 Builder CattleFarmer; avail 09B; act P0", players=1)
    finish(play(st, "visit Builder", "build 09B"))
    st.apply("end")
    assert st.extra_turn and st.solo_moving == 0
    play(st, "move V2.1")
    assert st.solo_pawns[0] == 4 and not st.solo_used[1]


@pytest.mark.parametrize("total,title", [(0, "Wanderer"), (20, "Water carrier"),
                                         (35, "Smallholder"), (70, "Duchess")])
def test_solo_title(total, title):
    # The solo score earns a title: 20 Water carrier ... 70 Duchess.
    st = situation("", players=1)
    st.score_lines = lambda i: [ScoreLine("Buildings", total)]
    assert st.scores()[0].title == title


def test_view_hides_only_the_job_pile_and_shows_actions_to_the_seat_to_move():
    st = new_game(2)
    assert "actions" in st.view(0) and "actions" not in st.view(1)
    assert options_like(st, "neutral")
