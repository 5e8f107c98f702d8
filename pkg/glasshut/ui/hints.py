"""Why the Strong bot hints a choice: one line from its own look at the position, the
points the choice scores at once and the next best choice it weighed."""

from __future__ import annotations

from collections.abc import Callable

from ..core.game import State
from .messages import msg


def hint_reason(state: State, action: str, stats: dict[str, tuple[int, float]],
                label_of: Callable[[str], str]) -> str:
    """`stats`: the bot's look-aheads (visits, value) per choice, as `Search.stats`."""
    seat = state.to_move()
    parts = []
    after = state.clone()
    after.apply(action)
    # Points the choice scores at once; not said when the choice shows a hidden card,
    # whose worth the person does not know yet.
    if seat is not None and after.reveals == state.reveals:
        gained = after.scores()[seat].total - state.scores()[seat].total
        if gained > 0:
            parts.append(msg("hint.points", n=gained))
    looked = sum(visits for visits, _value in stats.values())
    others = sorted((a for a in stats if a != action), key=lambda a: -stats[a][0])
    if len(state.legal_actions()) == 1:
        parts.append(msg("hint.only"))
    elif others and looked:
        parts.append(msg("hint.next_best", n=looked, choice=label_of(others[0]).rstrip(".")))
    return msg("hint.why", why="; ".join(parts)) if parts else ""
