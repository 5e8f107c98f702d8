"""Greedy: the action whose position looks best once the rest of the turn is played.

A turn in a heavy game is several decisions (move, then visit, then pay...), and a
first step is often worth nothing until the later ones, so each candidate is
scored after a short greedy completion of the seat's own consecutive decisions
(each picked by a one-step look, at most `horizon` of them, among at most `width`
options so that a decision among 70 tile placements stays affordable). Positions are
determinized first: greedy never learns a hidden card or a future die roll, and
the same determinizations are shared by all candidates so they compare fairly.
"""

from __future__ import annotations

from ..core.game import State
from ..core.rng import Rng
from .heuristic import evaluate
from .thinker import Thinker, spare_waste


def complete_turn(
    state: State, seat: int, horizon: int, width: int = 0, rng: Rng | None = None,
    turn=None,
) -> None:
    """Play up to `horizon` more decisions of `seat`'s turn in place, each the best-looking.

    `width` > 0 looks at only that many options per decision, drawn with `rng`: a
    wide decision (a tile onto one of 30 cells) then costs `width` trial moves.
    `turn`: the turn to complete (its `turn_id`), if not the one under way: a step
    that ended it then has nothing left to complete.
    """
    if turn is None:
        turn = state.turn_id()  # solo games tell turns apart only by this
    for _ in range(horizon):
        if state.to_move() != seat or state.turn_id() != turn:
            return
        legal = state.legal_actions()
        if width and len(legal) > width and rng is not None:
            legal = _sample(legal, width, rng)
        choice, value = legal[0], None
        if len(legal) > 1:
            for action in legal:
                after = state.clone()
                after.apply(action)
                v = evaluate(after, seat)
                if value is None or v > value:
                    choice, value = action, v
        state.apply(choice)


def _sample(items: list[str], k: int, rng: Rng) -> list[str]:
    """`k` distinct items, uniformly (a partial Fisher-Yates)."""
    items = list(items)
    for i in range(k):
        j = i + rng.randbelow(len(items) - i)
        items[i], items[j] = items[j], items[i]
    return items[:k]


class Greedy(Thinker):
    def __init__(
        self,
        state: State,
        seat: int | None = None,
        seed: int = 0,
        samples: int = 2,
        horizon: int = 4,
        trials: int = 1600,
        max_width: int = 8,
    ) -> None:
        """About `trials` trial moves per decision: wide decisions get narrower completions."""
        super().__init__(state, seat)
        self.state = state
        self.horizon = horizon
        self.rng = rng = Rng(seed)
        n = len(self.legal)
        self.width = max(1, min(max_width, trials // (n * samples * horizon)))
        # A random order among equally good actions, fixed now so best() is repeatable.
        self._tiebreak = list(range(n))
        rng.shuffle(self._tiebreak)
        self._sums = [0.0] * n
        self._counts = [0] * n
        self._worlds: list[State] = []
        self._todo: list[tuple[int, int]] = []
        if not self.done:
            self._worlds = [state.determinize(self.seat, rng) for _ in range(samples)]
            self._todo = [(k, w) for w in range(samples) for k in range(n)]
            self._todo.reverse()  # pop() from the end: every action once per world, in order

    def _work(self) -> None:
        k, w = self._todo.pop()
        after = self._worlds[w].clone()
        turn = after.turn_id()
        after.apply(self.legal[k])
        # The decision's own turn only: a step that ends it into another turn of the
        # same seat's (an extra turn, a solo game's next turn) is valued where it
        # ends, as Strong's search values it.
        complete_turn(after, self.seat, self.horizon, self.width, self.rng, turn)
        self._sums[k] += evaluate(after, self.seat)
        self._counts[k] += 1
        self.done = not self._todo

    def values(self) -> dict[str, float]:
        """Mean value of each action evaluated so far."""
        return {
            a: self._sums[k] / self._counts[k] for k, a in enumerate(self.legal) if self._counts[k]
        }

    def best(self) -> str:
        scored = [k for k in range(len(self.legal)) if self._counts[k]]
        if not scored:
            return self.legal[0]
        k = max(scored, key=lambda k: (self._sums[k] / self._counts[k], self._tiebreak[k]))
        return spare_waste(self.state, self.legal[k], self.values())
