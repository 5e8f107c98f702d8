"""Every level plays only legal actions, reproducibly; the one-shot and page interfaces."""

import pytest
from botcases import play, positions, seats

from glasshut.bots import BOTS, LEVELS, RandomBot, Search, choose, make_thinker, think
from glasshut.core.match import Match
from glasshut.core.registry import get_game


@pytest.mark.parametrize("n_seats", [1, 2, 3, 4])
def test_every_level_returns_a_legal_action_in_every_kind_of_position(n_seats):
    # Turns, bids with and without cards, last rounds: all positions of two random games.
    for seed in (n_seats, 40 + n_seats):
        for k, state in enumerate(positions("tiny", n_seats, seed)):
            legal = state.legal_actions()
            before = state.digest()
            for level in LEVELS:
                action = choose(state, None, level, seed=k, iterations=8)
                assert action in legal, (level, action, legal)
            assert state.digest() == before  # thinking never touches the real game


def test_whole_games_between_all_levels_end_with_only_legal_moves():
    # apply() raises on any illegal action, so finishing is the check.
    for seed, levels in enumerate([("random", "greedy", "strong"), ("strong", "greedy")]):
        state = play("tiny", seed, levels, iterations=15)
        assert state.is_over()
    assert play("tiny", 9, ("strong",), iterations=15).scores()[0].total > 0


def test_blackforest_positions_get_legal_actions_from_every_level():
    for k, state in enumerate(positions("blackforest", 2, 3)[::150]):
        legal = state.legal_actions()
        for level in LEVELS:
            assert choose(state, None, level, seed=k, iterations=5) in legal


def test_random_is_reproducible_from_its_seed_and_uses_every_option():
    state = get_game("tiny").new_state(5, seats(2))  # a turn start: step, roll or end
    picks = [choose(state, 0, "random", seed=s) for s in range(60)]
    assert picks == [choose(state, 0, "random", seed=s) for s in range(60)]
    assert set(picks) == {"step", "roll", "end"}
    assert all(picks.count(a) > 10 for a in ("step", "roll", "end"))  # roughly uniform


def test_strong_with_an_iteration_budget_is_deterministic_however_it_is_sliced():
    state = positions("tiny", 3, 11)[0]  # a turn start: three options
    one = Search(state, iterations=150, seed=42, per_option=None)
    one.run()
    sliced = Search(state, iterations=150, seed=42, per_option=None)
    steps = 0
    while not sliced.step(max_ms=0.01):  # about one iteration per step
        steps += 1
    assert steps > 20
    assert one.iterations == sliced.iterations == 150
    assert one.stats() == sliced.stats() and one.best() == sliced.best()
    other = Search(state, iterations=150, seed=43, per_option=None)
    other.run()
    assert other.stats() != one.stats()  # the seed does matter


def test_greedy_is_deterministic_for_a_seed():
    for state in positions("tiny", 2, 4)[:25]:
        assert choose(state, None, "greedy", seed=3) == choose(state, None, "greedy", seed=3)


def test_a_single_option_needs_no_thinking():
    state = next(s for s in positions("tiny", 2, 2) if len(s.legal_actions()) == 1)
    for level in LEVELS:
        bot = make_thinker(state, None, level, iterations=1000)
        assert bot.done and bot.best() == state.legal_actions()[0]


def test_bad_requests_are_refused():
    state = get_game("tiny").new_state(1, seats(2))
    with pytest.raises(ValueError, match="Unknown bot level"):
        make_thinker(state, 0, "genius")
    with pytest.raises(ValueError, match="not the one to move"):
        RandomBot(state, 1)
    over = play("tiny", 1, ("random", "random"))
    with pytest.raises(ValueError, match="over"):
        choose(over, None, "greedy")


def test_page_interface_thinks_for_the_seat_to_move_and_bots_map_plays_whole_games():
    match = Match.new("tiny", 77, seats(2))
    seen = set()
    while not match.is_over():
        level = LEVELS[len(match.actions) % 3]
        bot = think(match, level, budget_s=0.01)
        while not bot.step(max_ms=5):
            pass
        action = bot.best()
        seen.add(type(bot).__name__)
        if level != "strong":  # same seed from the match: the one-shot bot agrees
            assert BOTS[level](match) == action
        match.play(action)
    assert seen == {"RandomBot", "Greedy", "Search"}
    # An unknown level (say, from an old save) still plays, as "random".
    fresh = Match.new("tiny", 77, seats(2))
    assert isinstance(think(fresh, "grandmaster"), RandomBot)
