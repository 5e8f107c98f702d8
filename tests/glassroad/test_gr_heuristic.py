"""The bots' evaluation: points first, goods and cards as promise, the end by score alone."""

from grhelper import choose, new, pick

from glasshut.glassroad import heuristic


def test_after_the_last_period_only_the_score_counts():
    st = new(2)
    st.phase = "final"
    st.players[0].wheels["g"]["wood"] = 7
    assert heuristic.estimate(st, 0) == st.scores()[0].total


def test_goods_and_a_better_hand_raise_the_estimate():
    st = new(1)
    base = heuristic.estimate(st, 0)
    st.players[0].wheels["b"]["clay"] = 5
    assert heuristic.estimate(st, 0) > base
    a, b = new(1), new(1)
    a.players[0].wheels["g"].update(wood=7, glass=2)  # a building is affordable
    b.players[0].wheels["g"].update(wood=7, glass=2)
    choose(a, {0: ["builder", "cultivator", "supplier"]})
    choose(b, {0: ["pond_builder", "feudal_lord", "fish_farmer"]})
    assert heuristic.estimate(a, 0) != heuristic.estimate(b, 0)


def test_evaluate_is_the_margin_over_the_best_other_seat():
    st = new(3)
    hand = ["woodcutter", "pit_worker", "pond_builder", "cultivator", "supplier"]
    choose(st, {s: hand for s in range(3)})
    pick(st, {0: "woodcutter", 1: "pit_worker", 2: "pond_builder"})
    values = [heuristic.evaluate(st, s) for s in range(3)]
    estimates = [heuristic.estimate(st, s) for s in range(3)]
    for s in range(3):
        assert values[s] == estimates[s] - max(e for i, e in enumerate(estimates) if i != s)
