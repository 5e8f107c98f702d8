"""The incremental search API the page drives from timer callbacks."""

import math

import pytest
from botcases import positions

from glasshut.bots import Search, think
from glasshut.bots import search as search_module
from glasshut.bots.heuristic import evaluate
from glasshut.core.match import Match


class WorkClock:
    """A thinker's clock that moves only with its work: `per_work` seconds a unit, plus
    what a test adds by hand (time between the page's callbacks). Slices and budgets
    then come out the same however busy the machine is."""

    def __init__(self, thinker, per_work: float) -> None:
        self.now = 1000.0
        self.works = 0
        work = thinker._work

        def timed_work():
            work()
            self.works += 1
            self.now += per_work

        thinker._work = timed_work
        thinker.clock = lambda: self.now


def test_step_thinks_for_its_slice_and_best_is_always_legal():
    state = positions("tiny", 2, 21)[0]
    search = Search(state, budget_s=60.0, seed=1, per_option=None)
    clock = WorkClock(search, per_work=0.001)
    legal = state.legal_actions()
    for _ in range(12):
        before = clock.works
        assert search.step(max_ms=20) is False  # a minute of budget: far from done
        assert 20 <= clock.works - before <= 21  # 1 ms a unit: a 20 ms slice
        assert search.best() in legal
    assert search.iterations == clock.works


def test_a_time_budget_is_thinking_time_summed_over_steps():
    state = positions("tiny", 3, 22)[0]
    search = Search(state, budget_s=0.15, seed=1, per_option=None)
    clock = WorkClock(search, per_work=0.001)
    steps = 0
    while not search.step(max_ms=10):
        steps += 1
        clock.now += 0.03  # time between callbacks is not thinking time
    # About 15 slices of 10 ms; counting the gaps too would stop after 4.
    assert 13 <= steps <= 16
    assert 0.15 <= search.elapsed < 0.15 + 0.002
    assert search.best() in state.legal_actions()
    # Once done, a further step does no work.
    before = search.iterations
    assert search.step(max_ms=10) and search.iterations == before


def test_best_before_any_step_is_already_legal():
    for state in positions("tiny", 2, 23)[:10]:
        assert Search(state, seed=0).best() in state.legal_actions()


def test_a_slice_ends_after_the_unit_of_work_that_passes_its_deadline():
    # The page calls step(30) between frames; on Black Forest a unit (one playout of
    # the turn) is the most a slice can overrun. How long a unit takes in the page is
    # measured by bench/ui.py (strong_decision_s_p95), not asserted here.
    for state in positions("blackforest", 2, 4)[::120]:
        search = Search(state, budget_s=60.0, seed=2, per_option=None)
        clock = WorkClock(search, per_work=0.05)  # each unit alone passes 30 ms
        for expected in (1, 2, 3):
            search.step(max_ms=30)
            assert clock.works == expected
        assert search.best() in state.legal_actions()


def test_think_gives_the_page_a_thinker_for_the_seat_to_move():
    match = Match.new("tiny", 8, positions("tiny", 2, 0)[0].seats)
    bot = think(match, "strong", budget_s=0.05)
    WorkClock(bot, per_work=0.001)
    assert bot.seat == match.to_move() == 0
    while not bot.step(max_ms=30):
        pass
    match.play(bot.best())
    # It stops when the time is up, or sooner once every option has had its visits.
    assert bot.elapsed < 0.05 + 0.002
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


def test_with_the_mean_backup_a_step_is_worth_the_average_of_its_results():
    state = positions("tiny", 2, 25)[0]
    search = Search(state, iterations=300, seed=4, per_option=None, backup="mean")
    search.run()
    for node in search.root.children.values():
        assert node.value == node.total / node.visits
    step = search.root.children["step"]
    assert any(c.value > step.value for c in step.children.values() if c.visits >= 2)


def test_the_game_chooses_the_backup_and_an_unknown_one_is_refused():
    state = positions("tiny", 2, 25)[0]
    assert Search(state, iterations=10).backup == "best"
    state.search_backup = "mean"
    assert Search(state, iterations=10).backup == "mean"
    with pytest.raises(ValueError, match="Unknown backup"):
        Search(state, iterations=10, backup="max")


def test_picking_by_value_takes_the_best_valued_of_the_well_visited_actions():
    state = positions("tiny", 2, 25)[0]
    by_visits = Search(state, iterations=60, seed=4)
    by_visits.run()
    assert by_visits.pick == "visits"
    stats = by_visits.stats()
    assert by_visits.best() == max(stats, key=lambda a: stats[a])  # (visits, value)
    state.search_pick = "value"
    by_value = Search(state, iterations=60, seed=4)
    by_value.run()
    stats = by_value.stats()
    most = max(visits for visits, _ in stats.values())
    well_visited = {a: value for a, (visits, value) in stats.items() if 2 * visits >= most}
    assert by_value.best() == max(well_visited, key=well_visited.get)
    with pytest.raises(ValueError, match="Unknown pick"):
        Search(state, iterations=10, pick="luck")


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
    search.run()
    expected = max(search_module.MIN_VISITS, search_module.VISITS_PER_OPTION * len(legal))
    assert search.root.visits == search.enough == expected
    capped = Search(state, iterations=10, seed=8)  # an iteration budget below the cap
    capped.run()
    assert capped.root.visits == capped.iterations == 10


def _below_root(search):
    stack = list(search.root.children.values())
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.children.values())


def test_a_widened_step_opens_its_best_looking_options_first_and_the_root_all():
    state = positions("tiny", 2, 24)[0]  # a turn start: step, roll or end
    assert Search(state, iterations=10).widen is False  # the game names none
    state.search_widen = True
    search = Search(state, iterations=12, seed=3, per_option=None)
    assert search.widen
    search.run()
    assert set(search.root.children) == set(search.legal)
    opened = 0
    for node in _below_root(search):
        if not node.children:
            continue
        # One option, and one more at 4, 9, 16... visits, in the one-step look's order.
        assert len(node.children) <= max(1, math.isqrt(node.visits))
        assert set(node.children) == set(node.ranked[: len(node.children)])
        opened += len(node.children) < len(node.ranked)
    assert opened  # some steps had options left closed
    plain = Search(state, iterations=12, seed=3, per_option=None, widen=False)
    plain.run()
    assert all(node.ranked is None for node in _below_root(plain))
    assert any(
        len(node.children) > max(1, math.isqrt(node.visits)) for node in _below_root(plain)
    )


def test_the_one_step_look_ranks_a_widened_steps_options_by_the_position_they_leave():
    state = positions("tiny", 2, 24)[0]
    search = Search(state, iterations=10, seed=3, widen=True)
    world = state.clone()
    world.apply("step")
    legal = world.legal_actions()
    node = search_module._Node()
    assert search._widened(world, node, legal) == node.ranked[:1]
    values = []
    for action in node.ranked:
        after = world.clone()
        after.apply(action)
        values.append(evaluate(after, search.seat))
    assert sorted(node.ranked) == sorted(legal)
    assert values == sorted(values, reverse=True) and values[0] > values[-1]
    node.visits = 4  # a second option opens
    assert search._widened(world, node, legal) == node.ranked[:2]
