"""Strong: information-set Monte Carlo tree search (single observer, open loop).

Each iteration determinizes the root for the searching seat (hidden cards re-dealt,
future dice re-seeded), walks the shared tree of action strings with UCB among the
actions legal in that world (weighted by how often each was available), adds one
node, finishes the current turn greedily with a short cap, plays a few random
moves, and backs up the heuristic value of every seat; each node keeps the value
for the seat that chose it. Values are in the game's own points, so the tree
rescales them by the smallest and largest value seen before comparing.

With an iteration budget the result depends only on the state and the seed; with
a time budget, on the machine's speed too.
"""

from __future__ import annotations

import math

from ..core.game import State
from ..core.rng import Rng
from .greedy import complete_turn
from .heuristic import evaluate_all
from .thinker import Thinker


class _Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 0  # iterations in which this action was legal at its parent
        self.total = 0.0  # summed value for the seat that chose this action


class Search(Thinker):
    def __init__(
        self,
        state: State,
        seat: int | None = None,
        budget_s: float = 1.5,
        iterations: int | None = None,
        seed: int = 0,
        explore: float = 0.7,
        horizon: int = 3,
        width: int = 4,
        playout: int = 0,
    ) -> None:
        """`iterations` set: stop after that many (repeatable); else after `budget_s`."""
        super().__init__(state, seat)
        self.state = state
        self.budget_s = budget_s
        self.max_iterations = iterations
        self.explore = explore
        self.horizon = horizon
        self.width = width
        self.playout = playout
        self.rng = Rng(seed)
        self.root = _Node()
        self.iterations = 0
        self._lo = math.inf
        self._hi = -math.inf

    # -- thinking ---------------------------------------------------------------------
    def _work(self) -> None:
        self._iterate()
        self.iterations += 1
        if self.max_iterations is not None:
            self.done = self.iterations >= self.max_iterations
        else:
            self.done = self.thinking_time() >= self.budget_s

    def _iterate(self) -> None:
        rng = self.rng
        world = self.state.determinize(self.seat, rng)
        node = self.root
        path: list[tuple[_Node, int]] = []  # (node, seat that chose it)
        while not world.is_over():
            actor = world.to_move()
            legal = world.legal_actions()
            untried = [a for a in legal if a not in node.children]
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[rng.randbelow(len(untried))]
                child = node.children[action] = _Node()
                child.avail = 1
                world.apply(action)
                path.append((child, actor))
                break
            action = self._select(node, legal)
            world.apply(action)
            node = node.children[action]
            path.append((node, actor))
        values = self._leaf_values(world, rng)
        for v in values:
            self._lo = min(self._lo, v)
            self._hi = max(self._hi, v)
        for child, actor in path:
            child.visits += 1
            child.total += values[actor]

    def _select(self, node: _Node, legal: list[str]) -> str:
        lo, span = self._lo, self._hi - self._lo
        best, best_score = legal[0], -math.inf
        for action in legal:
            child = node.children[action]
            mean = child.total / child.visits
            q = (mean - lo) / span if span > 0 else 0.5
            score = q + self.explore * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best

    def _leaf_values(self, world: State, rng: Rng) -> list[float]:
        """Finish the mover's turn greedily, play a few random moves, evaluate."""
        if not world.is_over():
            mover = world.to_move()
            complete_turn(world, mover, self.horizon, self.width, rng)  # type: ignore[arg-type]
        for _ in range(self.playout):
            if world.is_over():
                break
            legal = world.legal_actions()
            world.apply(legal[rng.randbelow(len(legal))])
        return evaluate_all(world)

    # -- answering --------------------------------------------------------------------
    def stats(self) -> dict[str, tuple[int, float]]:
        """Visits and mean value (for the searching seat) of each root action."""
        out = {}
        for action in self.legal:
            child = self.root.children.get(action)
            if child is not None and child.visits:
                out[action] = (child.visits, child.total / child.visits)
        return out

    def best(self) -> str:
        """The most visited root action; ties go to the better mean, then to list order."""
        best, key = self.legal[0], (-1, -math.inf)
        for action, (visits, mean) in self.stats().items():
            if (visits, mean) > key:
                best, key = action, (visits, mean)
        return best
