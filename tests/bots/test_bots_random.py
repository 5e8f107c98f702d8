"""The Random level: uniform unless the game gives its own pick (`State.random_choice`)."""

from botcases import positions

from glasshut.blackforest import data
from glasshut.bots import choose
from glasshut.core.rng import Rng


def test_blackforest_random_keeps_to_the_turn_and_looks_at_anytime_actions_rarely():
    # Conversions, removals and releases stand beside nearly every decision; a
    # uniform pick among all of them rarely moved the game on.
    found = 0
    for state in positions("blackforest", 2, 3)[::40]:
        legal = state.legal_actions()
        anytime = set(state._anytime(state.to_move()))
        turn = [a for a in legal if a not in anytime]
        if not anytime or not turn:
            continue
        found += 1
        picks = [choose(state, None, "random", seed=s) for s in range(300)]
        assert picks == [choose(state, None, "random", seed=s) for s in range(300)]
        assert set(picks) <= set(legal)
        assert set(turn) <= set(picks)  # every turn choice is drawn
        share = sum(1 for a in picks if a in anytime) / len(picks)
        expected = len(anytime) / len(legal) / data.RANDOM_ANYTIME_ONE_IN
        assert share < 2 * expected + 0.02
    assert found >= 3


def test_blackforest_random_takes_an_anytime_action_when_nothing_else_is_legal():
    state = next(s for s in positions("blackforest", 2, 5) if s._anytime(s.to_move()))
    only_anytime = sorted(state._anytime(state.to_move()))
    picks = {state.random_choice(only_anytime, Rng(k)) for k in range(50)}
    assert picks <= set(only_anytime) and picks
