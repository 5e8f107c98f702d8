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
    # The others' cards are hidden from the evaluating seat: they count at an average.
    as_seen = [heuristic.estimate(st, s, hidden=True) for s in range(3)]
    for s in range(3):
        assert values[s] == estimates[s] - max(e for i, e in enumerate(as_seen) if i != s)
    st.players[1].hand = ["supplier"] * len(st.players[1].hand)  # a guess of seat 1's cards
    assert heuristic.estimate(st, 1, hidden=True) == as_seen[1]
    assert heuristic.estimate(st, 1) != estimates[1]


def test_a_card_another_seat_may_hold_counts_for_less():
    st = new(3)
    hand = ["woodcutter", "pit_worker", "pond_builder", "cultivator", "supplier"]
    other = ["clay_worker", "fish_farmer", "water_carrier", "feudal_lord", "builder"]
    choose(st, {0: hand, 1: other, 2: other})
    may_hold = heuristic.estimate(st, 0)
    assert 0 < heuristic.shared_chances(st, 0)["woodcutter"] < 1
    for s in (1, 2):  # a reveal showed they do not hold it
        st.players[s].absent["woodcutter"] = 1
    assert "woodcutter" not in heuristic.shared_chances(st, 0)
    assert heuristic.estimate(st, 0) > may_hold
    # What the others really hold (a determinized guess) does not change the estimate.
    known_absent = heuristic.estimate(st, 0)
    st.players[1].hand = ["pit_worker", "pond_builder", "cultivator", "supplier", "builder"]
    assert heuristic.estimate(st, 0) == known_absent


def test_bots_guess_others_choose_what_serves_them():
    from collections import Counter

    from glasshut.core.rng import Rng
    from glasshut.glassroad.heuristic import card_value

    st = new(3)
    for s in (1, 2):
        st.players[s].wheels["g"].update(wood=7, glass=3)  # they can afford to build
    st.apply("choose:woodcutter")
    while st.to_move() == 0:
        st.apply(st.legal_actions()[0])
    while st.stack[-1]["s"] != 0 or st.stack[-1]["k"] != "pick":
        st.apply(st.legal_actions()[0])
    counts = Counter()
    for k in range(150):
        counts.update(st.determinize(0, Rng(k)).players[1].chosen)
    worth = {c: card_value(st, 1, c, True) for c in counts}
    best = max(worth, key=worth.get)
    worst = min(worth, key=worth.get)
    assert counts[best] > counts[worst]


def test_the_quick_total_is_the_sum_of_the_score_lines():
    from grhelper import play_random

    from glasshut.glassroad.scoring import lines, total_points

    def check(state):
        for p in state.players:
            assert total_points(p) == sum(line.points for line in lines(p))

    play_random(new(3, seed=11), 11, check)


def test_what_is_under_way_counts_before_it_is_done():
    # A Building paid for and not placed yet, or an ability not used yet, is not lost
    # value: the bots would otherwise shy away from the first step of a good turn.
    st = new(1)
    base = heuristic.estimate(st, 0)
    st.stack.append({"k": "site", "s": 0, "b": "district_offices"})
    assert heuristic.estimate(st, 0) > base
    st.stack.pop()
    st.stack.append({"k": "resolve", "s": 0, "c": "clay_worker", "both": True, "used": [],
                     "fee": False})
    with_card = heuristic.estimate(st, 0)
    st.stack[-1]["used"] = [0, 1]
    assert with_card > heuristic.estimate(st, 0)


def test_the_first_to_choose_expects_the_others_to_want_their_best_cards():
    # Nobody else has chosen yet: a card the next seat is likely to take counts for less.
    st = new(2)
    assert st.to_move() == 0 and not st.players[1].chosen
    likely = heuristic.likely_choice(st, 1, 5)
    chances = heuristic.shared_chances(st, 0)
    assert len(likely) == 5 and all(chances[c] == 1.0 for c in likely)
    unlikely = next(c for c in heuristic.CARD_IDS if c not in likely)
    a, b = st.clone(), st.clone()
    a.apply(f"choose:{likely[0]}")
    b.apply(f"choose:{unlikely}")
    assert unlikely not in chances
    build = heuristic.build_worth(st, 0, st.periods)
    shared = heuristic.SHARED * heuristic.card_value(st, 0, likely[0], build)
    alone = heuristic.card_value(st, 0, unlikely, build)
    difference = heuristic.cards_to_come(a, 0) - heuristic.cards_to_come(b, 0)
    assert abs(difference - (shared - alone)) < 1e-9


def _forget():
    for cache in (heuristic._BUILD_WORTHS, heuristic._SEAT_CHANCES, heuristic._BOARDS):
        cache.clear()


def test_the_kept_answers_are_the_ones_worked_out_afresh():
    # The evaluation keeps answers by everything they depend on: along a seeded game
    # every value with warm caches is the value from empty ones.
    from glasshut.core.rng import Rng

    st = new(3, seed=5)
    picker = Rng(5)
    _forget()
    checked = 0
    while not st.is_over() and checked < 400:
        warm = [heuristic.evaluate(st, s) for s in range(3)]
        warm += [heuristic.estimate(st, s, hidden=True) for s in range(3)]
        _forget()
        cold = [heuristic.evaluate(st, s) for s in range(3)]
        cold += [heuristic.estimate(st, s, hidden=True) for s in range(3)]
        assert warm == cold
        legal = st.legal_actions()
        st.apply(legal[picker.randbelow(len(legal))])
        checked += 1
    assert checked >= 100

