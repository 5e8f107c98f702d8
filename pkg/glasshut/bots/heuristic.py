"""How good a position looks for a seat: the number greedy maximizes and search backs up.

A game may define `evaluate(self, seat) -> float` on its State: a quick estimate, in
points, of how `seat` stands against the others (a solo game: against nothing, so
its expected final score). It is called on determinized clones, so it may read the
whole state. Without it, the generic fallback is the seat's current score minus the
best other current score, plus half a point when the game's tie-breaks currently
put the seat first alone and minus half when they put someone else ahead (so ties
on points are decided as the game decides them); solo: the score itself.
"""

from __future__ import annotations

from ..core.game import Score, State


def margins(scores: list[Score]) -> list[float]:
    """The generic value of every seat, in seat order, from one `scores()` call."""
    scores = sorted(scores, key=lambda s: s.seat)
    if len(scores) == 1:
        return [float(scores[0].total)]
    out = []
    for me in scores:
        others = [s for s in scores if s.seat != me.seat]
        best = max(others, key=lambda s: (s.total, -s.rank))
        edge = 0.5 if me.rank < best.rank else -0.5 if me.rank > best.rank else 0.0
        out.append(me.total - best.total + edge)
    return out


def evaluate(state: State, seat: int) -> float:
    hook = getattr(state, "evaluate", None)
    if hook is not None:
        return float(hook(seat))
    return margins(state.scores())[seat]
