"""The generic bots (random, greedy, strong) play whole games at every player count."""

import pytest
from cwhelp import check, fresh

from glasshut.bots import LEVELS, choose, make_thinker


def play(n, seed, levels, legendary=False, iterations=6):
    state = fresh(n, seed, legendary)
    move = 0
    while not state.is_over():
        seat = state.to_move()
        before = state.digest()
        thinker = make_thinker(state, seat, levels[seat % len(levels)], seed=seed * 31 + move,
                               iterations=iterations)
        action = thinker.run()
        assert state.digest() == before  # thinking never touches the real game
        state.apply(action)
        move += 1
    check(state)
    return state


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_level_finishes_games_at_every_player_count(n):
    state = play(n, n, LEVELS, legendary=n % 2 == 1)
    assert state.is_over() and len(state.scores()) == n


def test_bots_answer_every_kind_of_decision_legally():
    state = fresh(3, 4, True)
    kinds = set()
    move = 0
    while not state.is_over():
        legal = state.legal_actions()
        kinds.add(state.phase)
        for level in LEVELS:
            assert choose(state, None, level, seed=move, iterations=4) in legal
        state.apply(choose(state, None, "greedy", seed=move))
        move += 1
    assert {"scout", "raid"} <= kinds
