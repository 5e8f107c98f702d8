"""The generic bots play Glass Road to the end at every player count (small samples)."""

import pytest
from grhelper import new

from glasshut.bots import Greedy, RandomBot, Search


def finish(state, makers):
    move = 0
    while not state.is_over():
        seat = state.to_move()
        state.apply(makers[seat](state, seat, move).run())
        move += 1
    return state


def random_bot(state, seat, move):
    return RandomBot(state, seat, seed=move)


def greedy_bot(state, seat, move):
    return Greedy(state, seat, seed=move, samples=1, trials=40, horizon=2)


def strong_bot(state, seat, move):
    return Search(state, seat, iterations=3, seed=move)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_greedy_and_strong_finish_games(n):
    makers = [random_bot, greedy_bot, strong_bot, random_bot][:n]
    if n == 1:
        makers = [greedy_bot]
    st = finish(new(n, seed=7 + n), makers)
    assert st.is_over() and len(st.scores()) == n


def test_strong_finishes_a_solo_game():
    st = finish(new(1, seed=3), [strong_bot])
    assert st.is_over()


def test_bots_never_change_the_real_game():
    st = new(3, seed=4)
    before = st.digest()
    for maker in (random_bot, greedy_bot, strong_bot):
        assert maker(st, st.to_move(), 0).run() in st.legal_actions()
    assert st.digest() == before
