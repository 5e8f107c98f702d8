"""Glass Road's Strong bot: the cards played out to the end of the period, the rest looked at.

The decisions that shape a period are which cards to choose and in which order to play
them, and what makes them good happens on the other seats' turns: a card another seat
holds too is forced out of its hand (each of us gets one ability instead of two), and
whoever runs out of cards first ends the period for everyone. So with 2 or more seats:

- a card to play (2 players) or to place face down (3-4 players) is a PeriodSearch: each
  candidate is tried in sampled deals of what the seat cannot see, the rest of the
  period played out for every seat by a quick one-step policy, and the position the
  period ends in valued by the evaluation (heuristic.py);
- the period's choice is a ChooseSearch: a few whole sets of cards (the best-looking
  set and its neighbours) played out the same way; the chosen set's other cards follow
  at the next decisions (FollowPlan) without a new search.

Every other decision with 2 or more seats (abilities, Buildings, spaces, trades) gets
the Greedy bot's look (bots/greedy.py: each action followed by a short greedy
completion of the seat's turn, in two determinized worlds): in paired games against
Greedy it did better there than the turn search did (docs/performance.md).

The solo game gets the shared search of the seat's own turn (bots/search.py) as
GlassRoadSearch, shaped for a game where every decision is also open to trades and
removals. Each variant of a trade is an option of its own, so a decision between three
abilities can offer thirty actions, and each leads back to nearly the same decision.
Its tree therefore considers:

- taking a tile off only when no empty space is left (room for a Building or a tile);
- at most STRONG_TRADES_IN_A_ROW anytime actions in a row at one decision (more after
  the last period, where trading is all that is left);
- at the decision itself, when more than STRONG_CANDIDATES actions are left, only the
  ones a quick greedy look (bots/greedy.py, one determinized world) rates best;

and values a step by the mean of its results (`search_backup`, see bots/search.py).
The greedy completion of a turn still sees every action, so a trade that pays off is
still found there. A turn is several decisions; the tree of one is handed to the next
when the position is the one its choice led to (`previous`, handed in by
`bots.make_thinker`). With an iteration budget every search depends only on the
position, the seed and what `previous` hands on.
"""

from __future__ import annotations

import math

from ..bots.flat import FlatSearch
from ..bots.greedy import Greedy, _sample
from ..bots.search import MIN_VISITS, VISITS_PER_OPTION, Search
from ..bots.thinker import Thinker
from ..core.rng import Rng
from .data import (
    CARD_IDS,
    EMPTY,
    STRONG_CANDIDATES,
    STRONG_CHOICE_SWAPS,
    STRONG_LOOK_TRIALS,
    STRONG_PLAYOUT_MIN,
    STRONG_PLAYOUT_PER_OPTION,
    STRONG_PLAYOUT_WIDTH,
    STRONG_TRADES_FINAL,
    STRONG_TRADES_IN_A_ROW,
)
from .heuristic import SHARED, build_worth, card_values, estimate, evaluate, shared_chances
from .hidden import _sample as weighted_sample
from .hidden import _weights as card_weights
from .turn import is_anytime

EXPLORE = 0.7  # UCB's exploration weight at the root of PeriodSearch, as chickwood's
MAX_PLAYOUT = 400  # decisions a play-out takes at most (a period takes far fewer)

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
        self.decided: tuple | None = None  # (the state decided, the choice), once chosen
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
        self.decided = (self.state.clone(), choice)  # the caller's state plays on
        return choice


PLAYOUT_KINDS = ("play", "pick")  # the decisions valued by playing the period out


class PeriodSearch(FlatSearch):
    """Which card to play: each candidate tried in sampled deals, the period played out.

    The turn search stops where the other seats act, so it cannot see what a card does
    to them (a copy they hold is forced out and gives each of us one ability) nor who
    runs out of cards first and leaves the rest unplayed. Here every iteration re-deals
    what the seat cannot see, carries out one candidate plan (UCB over the iterations
    so far), plays the rest of the period for every seat with a quick policy
    (`policy_move`), and values the position the period ends in. The most visited
    plan's first action is played; `plan` keeps the whole plan for the next decisions.

    A plan is one action (a card to play), or the cards still to choose this period
    (ChooseSearch).
    """

    explore = EXPLORE

    def __init__(self, state, seat=None, budget_s=1.5, iterations=None, seed=0, plans=None):
        if plans is None:
            # Trades and removals are open again at every decision that follows (paying
            # for a Building among them): here only the cards are compared.
            legal = state.legal_actions()
            plans = [(a,) for a in legal if not is_anytime(a)] or [(a,) for a in legal]
        super().__init__(state, seat, len(plans), budget_s, iterations, seed,
                         STRONG_PLAYOUT_PER_OPTION, STRONG_PLAYOUT_MIN)
        self.plans: list[tuple[str, ...]] = plans
        self.root = PlayoutCount()  # the page shows how many play-outs a choice rests on
        self.done = len(plans) == 1
        self.plan: tuple[str, ...] = ()

    def _out_of_time(self) -> bool:
        # A play-out of a whole period is long (in the page too): stop when another
        # one, as long as the average so far, would run past the budget.
        spent = self.thinking_time()
        return spent + spent / self.iterations >= self.budget_s

    def _iterate(self) -> None:
        rng, seat = self.rng, self.seat
        k = self._pick_root()
        world = self.state.determinize(seat, rng)
        period = world.period
        for action in self.plans[k]:
            world._apply(action)
        for _ in range(MAX_PLAYOUT):
            if world.period != period or not world.stack or world.phase in ("final", "over"):
                break
            world = policy_step(world, rng)
        self.tried.add(k, evaluate(world, seat))
        self.root.visits += 1

    def stats(self) -> dict[tuple[str, ...], tuple[int, float]]:
        """Visits and mean value (for the searching seat) of each plan tried."""
        return self.tried.means(self.plans)

    def best(self) -> str:
        stats = self.stats()
        if stats:
            self.plan = max(stats, key=lambda plan: (stats[plan][0], stats[plan][1]))
        else:
            self.plan = self.plans[0]
        return self.plan[0]


class ChooseSearch(PeriodSearch):
    """The cards to choose for the period, as whole sets: the set the seat's card worths
    rank best (a card another seat is likely to hold too counts for less, as in the
    evaluation) and its neighbours, each weak card of it swapped for a strong one left
    out; each set played out to the end of the period as PeriodSearch does."""

    def __init__(self, state, seat=None, budget_s=1.5, iterations=None, seed=0):
        to_move = state.to_move() if seat is None else seat
        super().__init__(state, seat, budget_s, iterations, seed,
                         plans=choice_plans(state, to_move))


def choice_plans(state, seat: int) -> list[tuple[str, ...]]:
    player = state.players[seat]
    need = state.stack[-1]["n"] - len(player.chosen)
    taken = set(player.chosen) | set(player.set_aside)
    free = [c for c in CARD_IDS if c not in taken]
    build = build_worth(state, seat, state.periods - state.period + 1)
    values = card_values(state, seat, build)
    chances = shared_chances(state, seat)
    worth = {c: values[c] * (1.0 - chances.get(c, 0.0) * (1.0 - SHARED)) for c in free}
    free.sort(key=lambda c: -worth[c])
    base = free[:need]
    sets = [base]
    for weak in base[-STRONG_CHOICE_SWAPS:]:
        for strong in free[need : need + STRONG_CHOICE_SWAPS + 1]:
            sets.append([strong if c == weak else c for c in base])
    return [tuple(f"choose:{c}" for c in cards) for cards in sets]


class PlayoutCount:
    """How many play-outs a choice rests on, as a search's root visits."""

    __slots__ = ("visits",)

    def __init__(self) -> None:
        self.visits = 0


class FollowPlan(Thinker):
    """The next step of a plan made at an earlier decision (the rest of a chosen set)."""

    def __init__(self, state, seat, plan: tuple[str, ...], root: PlayoutCount | None = None):
        super().__init__(state, seat)
        self.plan = plan
        self.root = root or PlayoutCount()  # the play-outs of the search that made the plan
        self.done = True

    def best(self) -> str:
        return self.plan[0]


def policy_move(world, rng: Rng) -> str:
    """The play-outs' quick choice: of a few options (no trades or removals unless there
    is nothing else), the one whose position looks best to its seat one step on; a card
    to choose drawn as the determinization draws the others' cards."""
    return _policy(world, rng)[0]


def policy_step(world, rng: Rng):
    """The position after policy_move's choice (`world` itself or a copy of it, played
    on): the copy that valued the chosen option is kept rather than played again."""
    action, after = _policy(world, rng)
    if after is None:
        world._apply(action)
        return world
    return after


def _policy(world, rng: Rng):
    """policy_move's choice, and the position it leads to if it was looked at (else None)."""
    frame = world.stack[-1]
    seat = frame["s"]
    if frame["k"] == "choose":  # another seat's choice: a card drawn by its worth to it
        player = world.players[seat]
        taken = set(player.chosen) | set(player.set_aside)
        free = [c for c in CARD_IDS if c not in taken]
        return "choose:" + weighted_sample(free, 1, rng, card_weights(world, seat))[0], None
    legal = world.legal_actions()
    options = [a for a in legal if not is_anytime(a)] or legal
    if len(options) == 1:
        return options[0], None
    if len(options) > STRONG_PLAYOUT_WIDTH:
        options = _sample(options, STRONG_PLAYOUT_WIDTH, rng)
    best, best_after, best_value = options[0], None, -math.inf
    for action in options:
        after = world.clone()
        after._apply(action)
        value = estimate(after, seat)  # its own prospects: cheaper than evaluate
        if value > best_value:
            best, best_after, best_value = action, after, value
    return best, best_after


def strong_bot(state, seat=None, budget_s=1.5, iterations=None, seed=0, previous=None):
    """The Strong bot for the decision at `state`: with 2 or more seats, the cards to
    choose and to play are played out to the end of the period (ChooseSearch,
    PeriodSearch) and any other decision gets the greedy look; solo, every decision gets
    the turn search, continuing the tree of `previous` (the thinker of the decision
    before and the action played there) when `state` is where that action led."""
    to_move = state.to_move() if seat is None else seat
    kind = state.stack[-1]["k"] if state.stack else ""
    if len(state.players) > 1 and kind in PLAYOUT_KINDS:
        return PeriodSearch(state, seat, budget_s=budget_s, iterations=iterations, seed=seed)
    if len(state.players) > 1 and kind == "choose":
        if previous is not None:
            plan = getattr(previous[0], "plan", ())
            rest = plan[1:]
            if (
                previous[0].seat == to_move
                and plan[:1] == (previous[1],)
                and rest
                and all(a in state.legal_actions() for a in rest)
            ):
                return FollowPlan(state, seat, rest, getattr(previous[0], "root", None))
        return ChooseSearch(state, seat, budget_s=budget_s, iterations=iterations, seed=seed)
    if len(state.players) > 1:
        # The rest of a turn (abilities, Buildings, spaces, trades): the quick greedy
        # look served better here than the turn search (docs/performance.md).
        return Greedy(state, seat, seed)
    tree = None
    if previous is not None and isinstance(previous[0], GlassRoadSearch):
        search, choice = previous
        decided = search.decided
        if (
            search.seat == to_move
            and decided is not None
            and decided[1] == choice
            and _follows(decided[0], choice, state)
        ):
            tree = search.follow(choice)
    return GlassRoadSearch(state, seat, budget_s=budget_s, iterations=iterations, seed=seed,
                           tree=tree)


def _follows(before, action: str, state) -> bool:
    """Whether `state` is `before` after `action` (a draw on the way makes it differ)."""
    if before.turn_id() != state.turn_id() or action not in before.legal_actions():
        return False
    after = before.clone()
    after.apply(action)
    return after.snapshot() == state.snapshot()
