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
    __slots__ = ("children", "visits", "avail", "total", "actor", "value")

    def __init__(self, actor: int | None) -> None:
        self.children: dict[str, _Node] = {}
        self.actor = actor  # the seat that chose this action
        self.visits = 0
        self.avail = 0  # iterations in which this action was legal at its parent
        self.total = 0.0  # summed value for `actor`
        self.value = 0.0  # what the action is worth to `actor`; see update

    def update(self, v: float) -> None:
        """Add a result. When the same seat decides next (a turn of several steps) the
        action is worth its best follow-up, not the average of all tried: searching a
        bad follow-up must not make the first step look bad."""
        self.visits += 1
        self.total += v
        value = self.total / self.visits
        for child in self.children.values():
            if child.actor == self.actor and child.visits >= 2 and child.value > value:
                value = child.value
        self.value = value


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
        width: int = 8,
        ahead: int = 0,
    ) -> None:
        """`iterations` set: stop after that many (repeatable); else after `budget_s`."""
        super().__init__(state, seat)
        self.state = state
        self.budget_s = budget_s
        self.max_iterations = iterations
        self.explore = explore
        self.horizon = horizon
        self.width = width
        self.ahead = ahead
        self.rng = Rng(seed)
        self.root = _Node(None)
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
        path: list[_Node] = []
        fresh = False
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
                child = node.children[action] = _Node(actor)
                child.avail = 1
                turn = world.turn_id()
                world.apply(action)
                path.append(child)
                # Did that action hand the searching seat a new turn?
                fresh = world.to_move() == self.seat and (
                    actor != self.seat or world.turn_id() != turn
                )
                break
            action = self._select(node, legal)
            world.apply(action)
            node = node.children[action]
            path.append(node)
        values = self._leaf_values(world, rng, fresh)
        for v in values:
            self._lo = min(self._lo, v)
            self._hi = max(self._hi, v)
        for child in reversed(path):  # children first: parents read their values
            child.update(values[child.actor])

    def _select(self, node: _Node, legal: list[str]) -> str:
        lo, span = self._lo, self._hi - self._lo
        best, best_score = legal[0], -math.inf
        for action in legal:
            child = node.children[action]
            q = (child.value - lo) / span if span > 0 else 0.5
            score = q + self.explore * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best

    def _leaf_values(self, world: State, rng: Rng, fresh: bool) -> list[float]:
        """Play greedy turns up to the start of one of the searching seat's turns; evaluate.

        Every leaf is valued at the same point of the turn cycle: a leaf in the middle
        of an opponent's turn must not look better or worse than one at the end of
        ours only because the opponent has not finished scoring yet. With `ahead` > 0
        that many more turns of the searching seat are played first, so what a move
        prepares (goods for a later building) shows in points.
        """
        starts = 0  # starts of the searching seat's turns passed
        for run in range((len(world.seats) + 1) * (self.ahead + 1)):
            if world.is_over():
                break
            if (run or fresh) and world.to_move() == self.seat:
                starts += 1
                if starts > self.ahead:
                    break
            mover, turn = world.to_move(), world.turn_id()
            complete_turn(world, mover, self.horizon, self.width, rng)  # type: ignore[arg-type]
            if world.to_move() == mover and world.turn_id() == turn:
                break  # the horizon ran out mid-turn: evaluate here
        return evaluate_all(world)

    # -- answering --------------------------------------------------------------------
    def stats(self) -> dict[str, tuple[int, float]]:
        """Visits and value (for the searching seat) of each root action."""
        out = {}
        for action in self.legal:
            child = self.root.children.get(action)
            if child is not None and child.visits:
                out[action] = (child.visits, child.value)
        return out

    def best(self) -> str:
        """The most visited root action; ties go to the better value, then to list order."""
        best, key = self.legal[0], (-1, -math.inf)
        for action, (visits, value) in self.stats().items():
            if (visits, value) > key:
                best, key = action, (visits, value)
        return best
