"""Strong: information-set Monte Carlo tree search over the seat's turn, with playouts.

Each iteration determinizes the root for the searching seat (hidden cards re-dealt,
future dice re-seeded: it never learns what it cannot see), walks a tree of the
seat's decisions in its current turn with UCB among the actions legal in that world
(weighted by how often each was available), adds one node, finishes the turn
greedily, then plays `ahead` more of its turns (and everyone's turns between them)
greedily, and backs up the heuristic value (heuristic.py) of the final position.

`ahead` is 0 by default. Black Forest's evaluation values the stock a turn leaves
(its heuristic.py), which is what playing the next turn out used to reveal, and
without those turns an iteration is about 4 times cheaper (766 against 182 a second
on a 2-player game in CPython), so the budget buys more iterations instead.

Why the tree stops at the end of the turn: on Black Forest, with the generic
score-margin evaluation, a tree that also branched on the opponents' decisions
lost to greedy (about 0.3 over 40 games at 100 iterations), while this one plays
level with it or better: exploring an opponent's many replies spreads too few
iterations too thinly. What a move leaves the others, and what it prepares for the
seat's own next turn, is for the evaluation to judge (or for `ahead` turns played
out).

How a step of a multi-step turn is valued is the game's choice (`State.search_backup`,
see _Node.update): "best", its best follow-up, or "mean", the average of every result
through it. Values are in the game's points; UCB rescales them by the smallest and
largest value seen. How the move is picked at the end is the game's choice too
(`State.search_pick`, see Search.best): the most visited, or the best valued of the
well-visited ones.

How wide a step opens is the game's choice too (`State.search_widen`, see
Search._widened): all its options at once, each tried once before any twice, or a
few at a time, the best-looking first (progressive widening: one option, then one
more whenever the step's visits reach the next square, 4, 9, 16...). With a step
worth its best follow-up counted only once tried twice, a step among a dozen options
(which Building to construct) opened all at once is worth the mean of a dozen random
follow-ups for its first hundred visits, and the search passes it by. The root, the
decision being taken, always opens every option: the one-step look that orders a
step's options misjudges a first step whose worth shows only later in the turn
(Black Forest's Strong solo, seeds 61-64: 28, 27, 26, 24 with the root widened too,
41, 40, 42, 33 with nothing widened).

A turn is several decisions, and the tree already holds the whole turn: the next
decision of the same turn starts from the subtree of the action played (`follow`),
so most of its thinking is already done. With an iteration budget a decision stops
once its root has that many visits, reused ones included; with a time budget, when
the time is up. Either way it stops sooner on a narrow decision (VISITS_PER_OPTION).

With an iteration budget the result depends only on the state, the seed and the
tree it starts from; with a time budget, on the machine's speed too.
"""

from __future__ import annotations

import math

from ..core.game import State
from ..core.rng import Rng
from .greedy import complete_turn
from .heuristic import evaluate
from .thinker import Thinker, spare_waste

FUTURE_HORIZON = 12  # decisions per turn played out (a whole turn, in practice)
FUTURE_WIDTH = 4  # options looked at per decision in turns played out
# A decision between a few options is settled long before one among thirty: stop at
# this many root visits per legal action (at least MIN_VISITS), whatever the budget.
VISITS_PER_OPTION = 12
MIN_VISITS = 24
BACKUPS = ("best", "mean")  # see _Node.update
PICKS = ("visits", "value")  # see Search.best


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "value", "ranked")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.ranked: list[str] | None = None  # options, best-looking first (widened only)
        self.visits = 0
        self.avail = 0  # iterations in which this action was legal at its parent
        self.total = 0.0  # summed results
        self.value = 0.0  # what the action is worth; see update

    def update(self, result: float, best_follow_up: bool) -> None:
        """Add a result. With `best_follow_up` an action is worth its best follow-up
        (once tried twice), not the average of every follow-up tried: the seat picks
        its next step itself, so trying a bad second step must not make the first step
        look bad. The price: a step that keeps the decision open (an any-time trade)
        has nearly every option below it again, and the best of many noisy values
        overrates it. Without, the plain mean (UCB's visits lean to the best anyway)."""
        self.visits += 1
        self.total += result
        value = self.total / self.visits
        if not best_follow_up:
            self.value = value
            return
        for child in self.children.values():
            if child.visits >= 2 and child.value > value:
                value = child.value
        self.value = value


class _Tree:
    """A subtree handed from one decision of a turn to the next."""

    __slots__ = ("seat", "turn", "root", "lo", "hi")

    def __init__(self, seat: int, turn, root: _Node, lo: float, hi: float) -> None:
        self.seat, self.turn, self.root, self.lo, self.hi = seat, turn, root, lo, hi


class Search(Thinker):
    def __init__(
        self,
        state: State,
        seat: int | None = None,
        budget_s: float = 1.5,
        iterations: int | None = None,
        seed: int = 0,
        explore: float = 0.7,
        horizon: int = 4,
        width: int = 8,
        ahead: int = 0,
        tree: _Tree | None = None,
        per_option: int | None = VISITS_PER_OPTION,
        backup: str | None = None,
        pick: str | None = None,
        widen: bool | None = None,
    ) -> None:
        """`iterations` set: stop at that many root visits (repeatable); else after
        `budget_s`. `tree`: what an earlier search of this turn left (see `follow`).
        `per_option`: stop anyway at that many root visits per legal action (None:
        use the whole budget).

        `backup`: "best" or "mean" (see _Node.update); None: the game's own
        `search_backup`, "best" if it names none.

        `pick`: "visits" or "value" (see best); None: the game's own `search_pick`,
        "visits" if it names none.

        `widen`: open a step's options a few at a time, best-looking first (see the
        module's docstring); None: the game's own `search_widen`, False if it names none.

        `horizon` and `width` bound the greedy completion of the current turn (as in
        greedy.py); `ahead` is how many more turns of the seat the playouts play.
        """
        super().__init__(state, seat)
        self.state = state
        self.budget_s = budget_s
        self.max_iterations = iterations
        self.explore = explore
        self.horizon = horizon
        self.width = width
        self.ahead = ahead
        self.backup = backup or getattr(state, "search_backup", "best")
        if self.backup not in BACKUPS:
            raise ValueError(f"Unknown backup {self.backup!r}; the choices are {BACKUPS}.")
        self.pick = pick or getattr(state, "search_pick", "visits")
        if self.pick not in PICKS:
            raise ValueError(f"Unknown pick {self.pick!r}; the choices are {PICKS}.")
        self.widen = getattr(state, "search_widen", False) if widen is None else widen
        self.rng = Rng(seed)
        self.turn = state.turn_id()
        self.iterations = 0  # new ones, in this search
        if tree is not None and tree.seat == self.seat and tree.turn == self.turn:
            self.root, self._lo, self._hi = tree.root, tree.lo, tree.hi
        else:
            self.root, self._lo, self._hi = _Node(), math.inf, -math.inf
        self.reused = self.root.visits
        self.enough = (
            math.inf if per_option is None else max(MIN_VISITS, per_option * len(self.legal))
        )
        if iterations is not None:
            self.enough = min(self.enough, iterations)
        self.done = self.done or self.root.visits >= self.enough

    def follow(self, action: str) -> _Tree | None:
        """What this search knows of the position after `action`, for the next
        decision of the same turn (None if it never tried the action)."""
        child = self.root.children.get(action)
        if child is None:
            return None
        return _Tree(self.seat, self.turn, child, self._lo, self._hi)

    # -- thinking ---------------------------------------------------------------------
    def _work(self) -> None:
        self._iterate()
        self.iterations += 1
        self.done = self.root.visits >= self.enough
        if self.max_iterations is None and self.thinking_time() >= self.budget_s:
            self.done = True

    def _iterate(self) -> None:
        rng, seat = self.rng, self.seat
        world = self.state.determinize(seat, rng)
        turn = world.turn_id()
        node = self.root
        path: list[_Node] = []
        while not world.is_over() and world.to_move() == seat and world.turn_id() == turn:
            legal = self._tree_actions(world, node)
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            widened = self.widen and len(legal) > 1 and node is not self.root
            if widened:
                untried = self._widened(world, node, legal)[:1]  # the best-looking
            else:
                untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randbelow(len(untried))]
                child = _Node()
                child.avail = 1
                node.children[action] = child
                world.apply(action)
                path.append(child)
                break
            # Unwidened, every legal action has its node by now; widened, some wait.
            action = self._select(
                node, [a for a in legal if a in node.children] if widened else legal)
            world.apply(action)
            node = node.children[action]
            path.append(node)
        result = self._playout(world, turn, rng)
        self._lo = min(self._lo, result)
        self._hi = max(self._hi, result)
        best_follow_up = self.backup == "best"
        for node in reversed(path):  # children first: parents read their values
            node.update(result, best_follow_up)
        self.root.visits += 1  # (its value is never read)

    def _tree_actions(self, world: State, node: _Node) -> list[str]:
        """The actions the tree looks at in `world` at `node` (a game's own search may
        leave some out; the greedy completion of the turn still sees every action)."""
        return world.legal_actions()

    def _widened(self, world: State, node: _Node, legal: list[str]) -> list[str]:
        """The options of `node` open at its visits and not tried yet, best-looking
        first. The order is a one-step look (the evaluation of the position each
        option leaves) in the first world that needed it; an option legal only in
        other worlds comes after those ranked, in list order."""
        if node.ranked is None:
            values = {}
            for action in legal:
                after = world.clone()
                after.apply(action)
                values[action] = evaluate(after, self.seat)
            node.ranked = sorted(legal, key=lambda a: -values[a])
        now = set(legal)
        order = [a for a in node.ranked if a in now]
        if len(order) < len(legal):
            ranked = set(order)
            order += [a for a in legal if a not in ranked]
        width = max(1, math.isqrt(node.visits))
        return [a for a in order[:width] if a not in node.children]

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

    def _playout(self, world: State, turn, rng: Rng) -> float:
        """Finish the turn greedily, play `ahead` more of the seat's turns, evaluate."""
        seat = self.seat
        if not world.is_over() and world.to_move() == seat and world.turn_id() == turn:
            complete_turn(world, seat, self.horizon, self.width, rng)
        played = 0
        for _ in range(len(world.seats) * (self.ahead + 1)):
            if world.is_over() or played >= self.ahead:
                break
            mover, turn = world.to_move(), world.turn_id()
            complete_turn(world, mover, FUTURE_HORIZON, FUTURE_WIDTH, rng)  # type: ignore[arg-type]
            if world.to_move() == mover and world.turn_id() == turn:
                break  # a turn longer than FUTURE_HORIZON: value it as it stands
            played += mover == seat
        return evaluate(world, seat)

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
        """The most visited root action; ties go to the better value, then to list order.

        With the game's `search_pick` "value": the best valued among the actions visited
        at least half as often as the most visited one. A decision stopped at
        VISITS_PER_OPTION spreads its visits almost evenly when its options are close,
        and then the most visited one is a matter of chance (Black Forest cleared
        Fields that way, the value saying it should not)."""
        stats = self.stats()
        values = {action: value for action, (_visits, value) in stats.items()}
        if self.pick == "value" and stats:
            most = max(visits for visits, _ in stats.values())
            best, key = self.legal[0], (-math.inf, -1)
            for action, (visits, value) in stats.items():
                if 2 * visits >= most and (value, visits) > key:
                    best, key = action, (value, visits)
            return spare_waste(self.state, best, values)
        best, key = self.legal[0], (-1, -math.inf)
        for action, (visits, value) in stats.items():
            if (visits, value) > key:
                best, key = action, (visits, value)
        return spare_waste(self.state, best, values)
