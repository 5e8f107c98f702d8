"""Scores at any time, the final scoring and tie-breaks (rulebook lines 461-472)."""

from burghelper import line, new_game, pass_turn, space, turn_of

from glasshut.burgundy import data as D


def test_end_scoring_goods_silverlings_and_every_two_workers():
    # 1 point per unsold goods tile and per silverling, 1 per 2 workers (rounded down).
    st = turn_of(new_game(2), 0, goods={2: 2, 5: 1}, silverlings=4, workers=7)
    assert line(st, 0, "Unsold goods") == 3
    assert line(st, 0, "Silverlings") == 4
    assert line(st, 0, "Workers (1 per 2)") == 3


def test_tiles_left_in_storage_score_nothing():
    st = turn_of(new_game(2), 0, storage=[])
    before = st.scores()[0].total
    turn_of(st, 0, storage=["bank", "k25", "cow4"])
    assert st.scores()[0].total == before


def test_the_score_is_the_track_plus_the_end_scoring_itemized():
    st = turn_of(new_game(2), 0, dice=(3, 4), storage=["bank", "watchtower"], goods={4: 2},
                 silverlings=0, workers=0)
    st.apply("a:place watchtower C3")  # a 1-space city: 1 + 10, and 4 points
    st.apply("b:sell 4")  # 2 tiles x 2 points, 1 silverling
    score = st.scores()[0]
    assert line(st, 0, "Completed regions (by size)") == 1
    assert line(st, 0, "Completed regions (phase bonus)") == 10
    assert line(st, 0, "Goods sold") == 4
    assert line(st, 0, "Silverlings") == 1
    assert line(st, 0, "Watchtowers") == 4
    assert score.total == sum(x.points for x in score.lines) == 20


def test_ties_go_to_fewer_empty_spaces():
    st = turn_of(new_game(2), 0, goods={}, silverlings=0, workers=0)
    turn_of(st, 1, goods={}, silverlings=0, workers=0)
    st.estates[1][space("D3")] = "ship"  # seat 1 has one empty space fewer
    st.track[1] = [0, st.track[1][1]]
    assert st.scores()[0].total == st.scores()[1].total
    assert st.scores()[1].rank == 1 and st.scores()[0].rank == 2


def test_then_to_the_player_later_in_turn_order():
    st = turn_of(new_game(3), 0, goods={}, silverlings=0, workers=0)
    for seat in (1, 2):
        turn_of(st, seat, goods={}, silverlings=0, workers=0)
    st.round_order = [2, 0, 1]
    ranks = {s.seat: s.rank for s in st.scores()}
    assert ranks == {1: 1, 0: 2, 2: 3}


def test_the_final_scores_after_phase_e():
    st = new_game(2, seed=8)
    while not st.is_over():
        pass_turn(st)
    for seat in range(2):
        score = st.scores()[seat]
        expected = sum(st.points[seat]) + sum(st.goods[seat]) + st.silverlings[seat]
        expected += st.workers[seat] // 2
        assert score.total == expected
    # Every turn took 2 workers per die: 25 turns x 4, plus the start workers.
    assert st.workers[0] == 100 + 1 and line(st, 0, "Workers (1 per 2)") == 50


def test_region_points_by_size():
    assert D.REGION_POINTS[1:] == (1, 3, 6, 10, 15, 21, 28, 36)
    assert D.PHASE_BONUS == (10, 8, 6, 4, 2)
