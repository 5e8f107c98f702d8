"""Flat Monte Carlo at a decision's root, for the games' own Strong bots that play
each option out to a horizon (Chickwood Forest's round, Glass Road's period)."""

from __future__ import annotations

import math

from ..core.rng import Rng
from .thinker import Thinker


class FlatSearch(Thinker):
    """The step loop the games' flat searches share: each step plays one option out
    (the game's `_iterate`, on the option `_pick_root` gives, with `self.rng`) and
    counts it. The search stops at `enough` play-outs (`per_option` for each of
    `options`, None: one per legal action; at least `min_visits`, at most
    `iterations`) or, on a time budget (`iterations` None), when `_out_of_time` says
    so: by default once the budget is spent; a game whose play-outs are long may stop
    sooner. Subclasses set `explore` (UCB's weight) and implement `_iterate` and `best`.
    """

    explore: float  # UCB's exploration weight at the root

    def __init__(self, state, seat, options: int | None, budget_s: float,
                 iterations: int | None, seed: int, per_option: int, min_visits: int) -> None:
        super().__init__(state, seat)
        if options is None:
            options = len(self.legal)
        self.state = state
        self.budget_s = budget_s
        self.max_iterations = iterations
        self.rng = Rng(seed)
        self.tried = RootStats(options)
        self.iterations = 0
        self.enough = max(min_visits, per_option * options)
        if iterations is not None:
            self.enough = min(self.enough, iterations)

    def _work(self) -> None:
        self._iterate()
        self.iterations += 1
        self.done = self.iterations >= self.enough
        if self.max_iterations is None and self._out_of_time():
            self.done = True

    def _out_of_time(self) -> bool:
        """Whether the time budget is spent (the stop rule on a time budget)."""
        return self.thinking_time() >= self.budget_s

    def _pick_root(self) -> int:
        return self.tried.pick(self.iterations, self.explore)

    def _iterate(self) -> None:
        """One play-out: pick an option, play it out, `self.tried.add` its result."""
        raise NotImplementedError


class RootStats:
    """What the play-outs found of each option at the root: how many each had, the sum
    of their results, and the lowest and highest result seen (the scale UCB compares on)."""

    __slots__ = ("visits", "totals", "lo", "hi")

    def __init__(self, options: int) -> None:
        self.visits = [0] * options
        self.totals = [0.0] * options
        self.lo, self.hi = math.inf, -math.inf

    def pick(self, played: int, explore: float) -> int:
        """The option to play out next (see ucb_pick); `played`: play-outs so far."""
        return ucb_pick(self.visits, self.totals, played, self.lo, self.hi, explore)

    def add(self, k: int, result: float) -> None:
        """One more play-out of option `k`, with its result."""
        self.lo = min(self.lo, result)
        self.hi = max(self.hi, result)
        self.visits[k] += 1
        self.totals[k] += result

    def means(self, options: list) -> dict:
        """Option -> (play-outs, mean result), for the options played out at least once."""
        return {
            option: (self.visits[k], self.totals[k] / self.visits[k])
            for k, option in enumerate(options)
            if self.visits[k]
        }


def ucb_pick(visits: list[int], totals: list[float], played: int,
             lo: float, hi: float, explore: float) -> int:
    """The option to play out next: each once in turn, then UCB1 on the mean results
    scaled to 0-1 between the lowest (`lo`) and highest (`hi`) result seen so far."""
    if played < len(visits):
        return played
    span = hi - lo
    best, best_score = 0, -math.inf
    log_n = math.log(played)
    for k, seen in enumerate(visits):
        q = (totals[k] / seen - lo) / span if span > 0 else 0.5
        score = q + explore * math.sqrt(log_n / seen)
        if score > best_score:
            best, best_score = k, score
    return best
