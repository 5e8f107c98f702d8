"""The Random level: uniform unless the game gives its own pick (`State.random_choice`)."""

from botcases import play, positions

from glasshut.blackforest import data
from glasshut.blackforest import heuristic as H
from glasshut.bots import choose
from glasshut.core.rng import Rng


def _nearer_cooking(state, turn):
    """The turn choices Black Forest's Random prefers: those that bring the next
    Cooking set nearer, else the moves from which a visit does."""
    seat = state.to_move()
    now = H.cooking_progress(state, seat)
    nearer = [a for a in turn if state._brings_cooking(a, seat, now, 0)]
    if not nearer:
        nearer = [a for a in turn if a.startswith("move ")
                  and state._brings_cooking(a, seat, now, 2)]
    return nearer


def _split(state):
    """The legal actions, the anytime ones among them, and the turn's own choices."""
    legal = state.legal_actions()
    anytime = set(state._anytime(state.to_move()))
    return legal, anytime, [a for a in legal if a not in anytime]


def test_blackforest_random_keeps_to_the_turn_and_looks_at_anytime_actions_rarely():
    # Conversions, removals and releases stand beside nearly every decision; a
    # uniform pick among all of them rarely moved the game on.
    found = 0
    for state in positions("blackforest", 2, 3)[::40]:
        legal, anytime, turn = _split(state)
        if not anytime or len(turn) < 2 or _nearer_cooking(state, turn):
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


def test_blackforest_random_goes_for_its_next_cooking_set():
    # The Cooking wheel is the game's clock: a uniform pick passed by the visits that
    # brought its missing good, and most 2-player games ran past 40 rounds.
    found = 0
    for state in positions("blackforest", 2, 3)[::7]:
        turn = _split(state)[2]
        nearer = _nearer_cooking(state, turn) if len(turn) > 1 else []
        if not nearer or len(nearer) == len(turn):
            continue
        found += 1
        picks = {choose(state, None, "random", seed=s) for s in range(60)}
        assert picks == set(nearer), (turn, nearer)
    assert found >= 3


def test_blackforest_random_games_end_within_40_rounds():
    for players, seed in ((2, 1), (2, 2), (3, 1), (4, 1)):
        state = play("blackforest", seed, ["random"] * players)
        assert state.is_over()
        assert state.turn_number / players <= 40, (players, seed, state.turn_number)


def test_blackforest_random_takes_an_anytime_action_when_nothing_else_is_legal():
    state = next(s for s in positions("blackforest", 2, 5) if s._anytime(s.to_move()))
    only_anytime = sorted(state._anytime(state.to_move()))
    picks = {state.random_choice(only_anytime, Rng(k)) for k in range(50)}
    assert picks <= set(only_anytime) and picks
