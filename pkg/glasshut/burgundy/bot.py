"""The Castles of Burgundy's Strong bot: the shared search of the seat's turn
(bots/search.py), set up for this game's turns.

A turn here is two dice, any number of worker steps and a purchase, so the tree of
the turn is deep and each step's value is what its completion of the turn brings.
Settings that differ from the shared search's defaults are in data.py (bot values,
`# chosen:`), with how they were measured. Each decision is searched afresh (the
page hands a game's own Strong bot no earlier tree), so every decision of a turn
gets its full budget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..bots.search import Search
from . import data as D

if TYPE_CHECKING:
    from .state import BurgundyState


def strong_bot(
    state: BurgundyState,
    seat: int | None = None,
    budget_s: float = 1.5,
    iterations: int | None = None,
    seed: int = 0,
) -> Search:
    return Search(
        state,
        seat,
        budget_s=budget_s,
        iterations=iterations,
        seed=seed,
        explore=D.BOT_EXPLORE,
        per_option=D.BOT_VISITS_PER_OPTION,
        backup=D.BOT_BACKUP,
    )
