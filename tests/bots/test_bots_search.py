"""The incremental search API the page drives from timer callbacks."""

import time

from botcases import positions

from glasshut.bots import Search, think
from glasshut.core.match import Match


def test_step_returns_about_max_ms_later_and_best_is_always_legal():
    state = positions("tiny", 2, 21)[0]
    search = Search(state, budget_s=60.0, seed=1)
    legal = state.legal_actions()
    lengths = []
    for _ in range(12):
        start = time.perf_counter()
        assert search.step(max_ms=20) is False  # a minute of budget: far from done
        lengths.append((time.perf_counter() - start) * 1000)
        assert search.best() in legal
    lengths.sort()
    # An iteration takes well under a millisecond here, so a slice overshoots only by
    # that; the bounds leave room for a busy machine.
    assert 19.5 <= lengths[len(lengths) // 2] <= 40
    assert lengths[-1] < 150
    assert search.iterations > 50


def test_a_time_budget_is_thinking_time_summed_over_steps():
    state = positions("tiny", 3, 22)[0]
    search = Search(state, budget_s=0.15, seed=1)
    steps = 0
    while not search.step(max_ms=10):
        steps += 1
        time.sleep(0.03)  # time between callbacks is not thinking time
    # About 15 slices; counting the sleeps too would stop after 4.
    assert 7 <= steps <= 16
    assert 0.15 <= search.elapsed < 0.3
    assert search.best() in state.legal_actions()
    # Once done, a further step does no work.
    before = search.iterations
    assert search.step(max_ms=10) and search.iterations == before


def test_best_before_any_step_is_already_legal():
    for state in positions("tiny", 2, 23)[:10]:
        assert Search(state, seed=0).best() in state.legal_actions()


def test_page_slices_for_strong_on_blackforest_stay_short():
    # The page calls step(30) between frames: a Black Forest iteration (several moves,
    # each recomputing options) must stay small enough that a slice ends soon after.
    worst = 0.0
    for state in positions("blackforest", 2, 4)[::120]:
        search = Search(state, budget_s=60.0, seed=2)
        for _ in range(3):
            start = time.perf_counter()
            search.step(max_ms=30)
            worst = max(worst, time.perf_counter() - start)
        assert search.best() in state.legal_actions()
    assert worst < 0.15  # measured about 0.04


def test_think_gives_the_page_a_thinker_for_the_seat_to_move():
    match = Match.new("tiny", 8, positions("tiny", 2, 0)[0].seats)
    bot = think(match, "strong", budget_s=0.05)
    assert bot.seat == match.to_move() == 0
    while not bot.step(max_ms=30):
        pass
    match.play(bot.best())
    assert 0.05 <= bot.elapsed < 0.2


def test_the_tree_holds_only_the_seats_own_turn():
    # Later turns are played out, not branched on: from a turn start the tree is at
    # most step, step, then roll or end, and never another seat's move or a bid.
    search = Search(positions("tiny", 2, 24)[0], iterations=300, seed=3)
    search.run()
    depth, stack = 0, [(search.root, 0)]
    while stack:
        node, d = stack.pop()
        depth = max(depth, d)
        for action, child in node.children.items():
            assert action in ("step", "roll", "end")
            stack.append((child, d + 1))
    assert depth == 3


def test_a_step_is_worth_its_best_follow_up_not_the_average():
    search = Search(positions("tiny", 2, 25)[0], iterations=300, seed=4)
    search.run()
    step = search.root.children["step"]
    tried = [c for c in step.children.values() if c.visits >= 2]
    assert len(tried) == 3
    assert step.value == max(step.total / step.visits, *(c.value for c in tried))
    assert step.value > step.total / step.visits  # the average is dragged down by "end"
