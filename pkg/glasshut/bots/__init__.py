"""Bots for every game, through the protocol only: legal actions, apply, determinize.

Levels:
  "random"  a uniformly random legal action, repeatable from its seed (a game whose
            uniform pick would never end it draws through `State.random_choice`).
  "greedy"  the action that looks best by the game's heuristic once the rest of the
            seat's turn is completed greedily (greedy.py).
  "strong"  Monte Carlo tree search of the seat's turn on determinized worlds, the
            game's evaluation at its leaves, in a time budget (search.py).

Bots never look at what their seat cannot see: whatever they simulate, they
simulate on `state.determinize(seat, rng)`. A game improves its bots by
overriding `State.determinize` (required once it has hidden cards or piles) and
by defining `State.evaluate(seat) -> float` (heuristic.py); a game whose turns
need another search shape gives its own Strong bot as `State.strong_bot(seat,
budget_s=, iterations=, seed=, previous=)`, returning a Thinker (`previous`: the
thinker of the decision before and the action played there, for a search that
continues its tree; a game may ignore it). A game whose rules offer steps that only
give something up names them with `State.wasteful(action)`, and Greedy and Strong take
one only when it looks `State.waste_margin` better than the best other step
(thinker.spare_waste).

One-shot: `choose(state, seat, level, budget_s, seed)`. Incremental, for the page:
`thinker = think(match, level)`, then `thinker.step(max_ms)` from timer callbacks
until it returns True, then `match.play(thinker.best())`.

The tree search (search.py) is imported only when a Strong bot first thinks, not with
this package: the page imports the package at start for its levels.
"""

from __future__ import annotations

from ..core.game import State
from ..core.match import Match
from ..core.rng import Rng
from .greedy import Greedy
from .heuristic import evaluate
from .thinker import Thinker

LEVELS = ("random", "greedy", "strong")
STRONG_BUDGET_S = 1.5  # the page's thinking time per decision


class RandomBot(Thinker):
    def __init__(self, state: State, seat: int | None = None, seed: int = 0) -> None:
        super().__init__(state, seat)
        self.choice = self.legal[Rng(seed).randbelow(len(self.legal))]
        self.done = True

    def best(self) -> str:
        return self.choice


def make_thinker(
    state: State,
    seat: int | None,
    level: str,
    budget_s: float = STRONG_BUDGET_S,
    seed: int = 0,
    iterations: int | None = None,
    previous: tuple[Thinker, str] | None = None,
) -> Thinker:
    """A bot of `level` deciding for `seat` (None: whoever is to move) in `state`.

    `previous`: the thinker of the decision just before and the action played there.
    When that was a strong search of this same turn, the new one starts from the part
    of its tree under that action; pass it only when `state` follows from that
    thinker's state by that action.
    """
    if level == "random":
        bot = RandomBot(state, seat, seed)
        # A game whose uniform pick never ends it draws from its own list instead.
        pick = getattr(state, "random_choice", None)
        if pick is not None and len(bot.legal) > 1:
            bot.choice = pick(bot.legal, Rng(seed))
        return bot
    if level == "greedy":
        return Greedy(state, seat, seed)
    if level == "strong":
        own = getattr(state, "strong_bot", None)
        if own is not None:  # the game's own search (chickwood/bot.py, for one)
            return own(seat, budget_s=budget_s, iterations=iterations, seed=seed,
                       previous=previous)
        from .search import Search  # (imported when a Strong bot first thinks)

        tree = None
        if previous is not None and isinstance(previous[0], Search):
            tree = previous[0].follow(previous[1])
        return Search(state, seat, budget_s=budget_s, iterations=iterations, seed=seed, tree=tree)
    raise ValueError(f"Unknown bot level {level!r}; the levels are {', '.join(LEVELS)}.")


def choose(
    state: State,
    seat: int | None = None,
    level: str = "strong",
    budget_s: float = STRONG_BUDGET_S,
    seed: int = 0,
    iterations: int | None = None,
) -> str:
    """Think to the end in one call; the legal action chosen."""
    return make_thinker(state, seat, level, budget_s, seed, iterations).run()


def match_seed(match: Match) -> int:
    """The bot's seed for the match's current decision: repeatable, new at every move."""
    return Rng(match.seed * 1_000_003 + len(match.actions)).next_u64()


def think(
    match: Match, level: str, budget_s: float = STRONG_BUDGET_S, previous: Thinker | None = None
) -> Thinker:
    """The thinker for the seat to move; an unknown level plays as "random".

    `previous`: the thinker that chose the move before, if any; a strong bot picks
    up its tree when the match has gone on from it by exactly that move.
    """
    if level not in LEVELS:
        level = "random"
    moves = len(match.actions)
    follows = None
    if previous is not None and getattr(previous, "_match", None) == (id(match), moves - 1):
        follows = (previous, match.actions[-1])
    thinker = make_thinker(match.state, None, level, budget_s, match_seed(match), previous=follows)
    thinker._match = (id(match), moves)
    return thinker


def _one_shot(level: str):
    def bot(match: Match) -> str:
        return think(match, level).run()

    bot.__name__ = f"{level}_bot"
    return bot


# level -> (match -> action), thinking in one blocking call.
BOTS = {level: _one_shot(level) for level in LEVELS}

def __getattr__(name: str) -> object:
    """`Search`, from search.py once asked for (it is not imported with the package)."""
    if name == "Search":
        from .search import Search

        return Search
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BOTS",
    "LEVELS",
    "Greedy",
    "RandomBot",
    "Search",
    "Thinker",
    "choose",
    "evaluate",
    "make_thinker",
    "match_seed",
    "think",
]
