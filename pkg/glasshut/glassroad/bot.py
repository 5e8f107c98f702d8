"""Glass Road's Strong bot: the shared turn search, looking at fewer anytime actions.

At every decision of its own a seat may also trade at its Processing buildings or take
a landscape tile off, and each variant of a trade (which wheel pays, which tile goes)
is an option of its own: a decision between three abilities can offer thirty actions.
The shared search (bots/search.py) spreads its visits over all of them, and each
anytime action leads back to nearly the same decision, so the few visits left for the
real choice are wasted on trades that change little. Here the tree considers:

- taking a tile off only when no empty space is left (room for a Building or a tile);
- at most STRONG_TRADES_IN_A_ROW anytime actions in a row at one decision (more after
  the last period, where trading is all that is left);
- at the decision itself, when more than STRONG_CANDIDATES actions are left, only the
  ones a quick greedy look (bots/greedy.py, one determinized world) rates best: the
  search then spends its visits telling good candidates apart rather than confirming
  that thirty others are worse;

and values a step by the mean of its results (`search_backup`, see bots/search.py).
The greedy completion of a turn still sees every action, so a trade that pays off is
still found there. With an iteration budget the result depends only on the position,
the seed and the tree it starts from.

A turn is several decisions; the tree of one is handed to the next when the position
is the one the search's choice leads to (`_previous`, the last search per seat).
"""

from __future__ import annotations

import math

from ..bots.greedy import Greedy
from ..bots.search import MIN_VISITS, VISITS_PER_OPTION, Search
from .data import (
    EMPTY,
    STRONG_CANDIDATES,
    STRONG_LOOK_TRIALS,
    STRONG_TRADES_FINAL,
    STRONG_TRADES_IN_A_ROW,
)

# seat -> (the last search for it, the state it decided, its choice): a search of the
# next decision of the same turn starts from the subtree of that choice.
_previous: dict[int, tuple[Search, object, str]] = {}


def considered(state, legal: list[str]) -> list[str]:
    """The legal actions the tree looks at (never none)."""
    if not state.stack:
        return legal
    seat = state.stack[-1]["s"]
    limit = STRONG_TRADES_FINAL if state.phase == "final" else STRONG_TRADES_IN_A_ROW
    trading = state.anytime_run < limit
    room = EMPTY in state.players[seat].cells
    keep = []
    for action in legal:
        if action.startswith("use:"):
            if trading:
                keep.append(action)
        elif action.startswith("remove:"):
            if trading and not room:
                keep.append(action)
        else:
            keep.append(action)
    return keep or legal


class GlassRoadSearch(Search):
    def __init__(self, state, seat=None, budget_s=1.5, iterations=None, seed=0, **options):
        super().__init__(
            state, seat, budget_s=budget_s, iterations=iterations, seed=seed, backup="mean",
            **options,
        )
        self._look: Greedy | None = None  # the quick greedy look, while it runs
        if not self.done:
            self.legal = considered(state, self.legal)
            if len(self.legal) > STRONG_CANDIDATES:
                # In steps like the search itself, so the page stays responsive and
                # the look counts against the time budget.
                self._look = Greedy(state, self.seat, seed, samples=1, trials=STRONG_LOOK_TRIALS)
            self._settle_budget(iterations)

    def _settle_budget(self, iterations: int | None) -> None:
        self.enough = max(MIN_VISITS, VISITS_PER_OPTION * len(self.legal))
        if iterations is not None:
            self.enough = min(self.enough, iterations)
        self.done = self._look is None and (
            len(self.legal) == 1 or self.root.visits >= self.enough
        )

    def _work(self) -> None:
        look = self._look
        if look is None:
            super()._work()
            return
        look.step(0.0)  # one trial move
        if look.done:
            values = look.values()
            ranked = sorted(self.legal, key=lambda a: -values.get(a, -math.inf))
            keep = set(ranked[:STRONG_CANDIDATES])
            self.legal = [a for a in self.legal if a in keep]
            self._look = None
            self._settle_budget(self.max_iterations)
        elif self.max_iterations is None and self.thinking_time() >= self.budget_s:
            self.done = True

    def _tree_actions(self, world, node) -> list[str]:
        if node is self.root:
            return self.legal  # narrowed by `considered` and the greedy look
        return considered(world, world.legal_actions())

    def best(self) -> str:
        if self._look is not None:  # out of time before the search began
            return self._look.best()
        choice = super().best()
        _previous[self.seat] = (self, self.state.clone(), choice)  # the state plays on
        return choice


def strong_bot(state, seat=None, budget_s=1.5, iterations=None, seed=0) -> Search:
    """A search of the decision at `state`, continuing the tree of the seat's last one
    when `state` is where that one's choice led."""
    to_move = state.to_move() if seat is None else seat
    tree = None
    last = _previous.get(to_move)
    if last is not None:
        search, before, choice = last
        if before.turn_id() == state.turn_id() and _follows(before, choice, state):
            tree = search.follow(choice)
    return GlassRoadSearch(state, seat, budget_s=budget_s, iterations=iterations, seed=seed,
                           tree=tree)


def _follows(before, action: str, state) -> bool:
    """Whether `state` is `before` after `action` (a draw on the way makes it differ)."""
    if action not in before.legal_actions():
        return False
    after = before.clone()
    after.apply(action)
    return after.snapshot() == state.snapshot()
