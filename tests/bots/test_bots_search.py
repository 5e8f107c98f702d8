"""The incremental search API the page drives from timer callbacks."""

import time

from botcases import positions

from glasshut.bots import Search, think
from glasshut.bots import search as search_module
from glasshut.core.match import Match


def test_step_returns_about_max_ms_later_and_best_is_always_legal():
    state = positions("tiny", 2, 21)[0]
    search = Search(state, budget_s=60.0, seed=1, per_option=None)
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
    search = Search(state, budget_s=0.15, seed=1, per_option=None)
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
        search = Search(state, budget_s=60.0, seed=2, per_option=None)
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
    # It stops when the time is up, or sooner once every option has had its visits.
    assert bot.elapsed < 0.2
    assert bot.elapsed >= 0.05 or bot.root.visits >= bot.enough


def test_the_tree_holds_only_the_seats_own_turn():
    # Later turns are played out, not branched on: from a turn start the tree is at
    # most step, step, then roll or end, and never another seat's move or a bid.
    search = Search(positions("tiny", 2, 24)[0], iterations=300, seed=3, per_option=None)
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
    search = Search(positions("tiny", 2, 25)[0], iterations=300, seed=4, per_option=None)
    search.run()
    step = search.root.children["step"]
    tried = [c for c in step.children.values() if c.visits >= 2]
    assert len(tried) == 3
    assert step.value == max(step.total / step.visits, *(c.value for c in tried))
    assert step.value > step.total / step.visits  # the average is dragged down by "end"


def test_the_next_decision_of_a_turn_starts_from_the_subtree_of_the_move_played():
    state = positions("tiny", 2, 26)[0]  # a turn start: step, roll or end
    first = Search(state, iterations=120, seed=5, per_option=None)
    first.run()
    action = first.best()
    child = first.root.children[action]
    after = state.clone()
    after.apply(action)
    tree = first.follow(action)
    assert tree.root is child and (tree.lo, tree.hi) == (first._lo, first._hi)
    second = Search(after, iterations=child.visits + 30, seed=6, per_option=None, tree=tree)
    assert second.reused == child.visits > 0
    second.run()
    # The visits already there count towards the budget: only 30 are new.
    assert second.iterations == 30 and second.root is child
    assert second.best() in after.legal_actions()
    # A move never tried, or another turn, starts afresh.
    assert first.follow("no such move") is None
    later = state.clone()
    while later.to_move() == 0:
        later.apply(later.legal_actions()[-1])
    fresh = Search(later, iterations=20, seed=7, per_option=None, tree=tree)
    assert fresh.reused == 0 and fresh.root is not child


def test_think_follows_its_own_previous_decision_only():
    match = Match.new("tiny", 9, positions("tiny", 2, 0)[0].seats)
    first = think(match, "strong", budget_s=5.0)
    first.run()
    match.play(first.best())
    assert match.to_move() == first.seat  # the same turn goes on
    second = think(match, "strong", budget_s=5.0, previous=first)
    assert second.reused > 0 and second.root is first.root.children[match.actions[-1]]
    # Not the move right after it (here: the match went back one move): no reuse.
    match.undo(first.seat)
    stale = think(match, "strong", budget_s=5.0, previous=second)
    assert stale.reused == 0


def test_a_narrow_decision_stops_at_its_share_of_visits():
    state = positions("tiny", 2, 27)[0]
    legal = state.legal_actions()
    search = Search(state, budget_s=60.0, seed=8)  # a minute: the cap ends it first
    start = time.perf_counter()
    search.run()
    assert time.perf_counter() - start < 5
    expected = max(search_module.MIN_VISITS, search_module.VISITS_PER_OPTION * len(legal))
    assert search.root.visits == search.enough == expected
    capped = Search(state, iterations=10, seed=8)  # an iteration budget below the cap
    capped.run()
    assert capped.root.visits == capped.iterations == 10
