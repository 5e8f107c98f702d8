"""How good a position looks for a seat: the number greedy maximizes and search backs up.

A game may define `evaluate(self, seat) -> float` on its State: a quick estimate, in
points, of how `seat` stands against the others (a solo game: against nothing, so
its expected final score). It is called on determinized clones, so it may read the
whole state. Without it, the generic fallback is the seat's current score minus the
best other current score (solo: the score itself).
"""

from __future__ import annotations

from ..core.game import State


def margin(state: State, seat: int) -> float:
    """Current score minus the best other current score; solo: the score."""
    totals = [score.total for score in state.scores()]
    if len(totals) == 1:
        return float(totals[0])
    return float(totals[seat] - max(t for i, t in enumerate(totals) if i != seat))


def evaluate(state: State, seat: int) -> float:
    hook = getattr(state, "evaluate", None)
    if hook is not None:
        return float(hook(seat))
    return margin(state, seat)


def evaluate_all(state: State) -> list[float]:
    """`evaluate` for every seat; the fallback asks `scores()` only once."""
    n = len(state.seats)
    if getattr(state, "evaluate", None) is not None:
        return [float(state.evaluate(seat)) for seat in range(n)]
    totals = [score.total for score in state.scores()]
    if n == 1:
        return [float(totals[0])]
    ordered = sorted(totals, reverse=True)
    best, second = ordered[0], ordered[1]
    return [float(t - (second if t == best else best)) for t in totals]
