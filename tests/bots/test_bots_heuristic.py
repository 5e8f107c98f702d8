"""The evaluation: the generic score margin, tie-breaks, and a game's own hook."""

from botcases import positions, seats

from glasshut.bots import Greedy, Search, evaluate
from glasshut.bots.heuristic import margins
from glasshut.core.game import Score
from glasshut.core.registry import get_game
from glasshut.core.tinygame import TinyState


def test_margin_is_own_score_minus_best_other_with_half_a_point_for_tie_breaks():
    def s(seat, total, rank):
        return Score(seat, total, (), rank)

    assert margins([s(0, 7, 1)]) == [7.0]  # solo: the score itself
    assert margins([s(0, 10, 1), s(1, 6, 2)]) == [4.5, -4.5]
    # Equal points: the tie-break winner is ahead by half a point, the loser behind.
    assert margins([s(1, 8, 2), s(0, 8, 1), s(2, 3, 3)]) == [0.5, -0.5, -5.5]
    assert margins([s(0, 8, 1), s(1, 8, 1)]) == [0.0, 0.0]  # a true tie


def test_evaluate_falls_back_to_the_margin_of_the_current_scores():
    for n_seats in (1, 3):
        for state in positions("tiny", n_seats, 31)[::5]:
            totals = [score.total for score in state.scores()]
            for seat in range(n_seats):
                others = [t for i, t in enumerate(totals) if i != seat]
                expected = totals[seat] - max(others) if others else totals[seat]
                assert abs(evaluate(state, seat) - expected) <= 0.5


class HandLover(TinyState):
    """Tiny Race scored perversely, by cards in hand minus distance: a game's own hook."""

    def evaluate(self, seat: int) -> float:
        return float(sum(self.hands[seat]) - self.pos[seat])


def test_a_games_evaluate_hook_replaces_the_fallback():
    base = get_game("tiny").new_state(3, seats(2))
    state = HandLover(base.seed, base.seats, base.options)
    assert [evaluate(state, i) for i in (0, 1)] == [sum(h) for h in state.hands]
    # Ending the turn at once draws a card without moving: what this hook rewards...
    greedy = Greedy(state, seed=0)
    greedy.run()
    assert greedy.best() == "end"
    search = Search(state, iterations=200, seed=0, per_option=None)
    search.run()
    assert search.best() == "end"
    # ...while the fallback (score margin) prefers moving.
    assert Greedy(base, seed=0).run() == "step"
