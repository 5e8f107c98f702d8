"""Tune the Black Forest bots' evaluation weights by self-play: a coordinate search.

    python3 bench/tune_blackforest.py [--seeds N] [--first F] [--level greedy|strong]
                                      [--iterations K] [--names a,b,...]
                                      [--step F] [--rounds R] [--try a=x,b=y]
                                      [--tried-only]

The objective is the mean solo score of `--level` over seeds F..F+N-1 (the same deals
for every candidate, so they compare fairly; F is 1 unless given). Weights chosen on
some seeds look best on those seeds: check a candidate on others with `--first`.
`--try` plays one candidate (the named weights set, the rest as they are) and prints
each seed's score beside the current weights' (`seed_<n>=now,tried`), with no search;
with `--tried-only` it skips the current weights' games (bot play is seeded, so they
need playing once per deal) and prints the candidate's score twice.

Each round of the search tries every named weight of `blackforest/heuristic.py`
WEIGHTS scaled by (1 + step) and by (1 - step), keeps a change only when the mean
rises, and halves the step after a round without one.
Greedy is the cheap stand-in (it plays on the same evaluation); `--level strong`
with `--iterations` measures the bot the weights are for, at several times the cost.
Found weights go into heuristic.py by hand, with the command and date beside them.
Ends with `baseline_mean=`, `tuned_mean=` and a `weight_<name>=` line per name.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.blackforest import heuristic as H  # noqa: E402
from glasshut.bots import make_thinker  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

DEFAULT_NAMES = "plan,building_use,wood,brick,glass,progress,field,pond,empty,provisions,horizon"


def solo_score(seed: int, level: str, iterations: int) -> int:
    state = get_game("blackforest").new_state(seed, [Seat(level, "bot", level)])
    previous = None
    for move in range(20_000):
        if state.is_over():
            return state.scores()[0].total
        bot = make_thinker(
            state, 0, level, seed=Rng(seed * 1_000_003 + move).next_u64(),
            iterations=iterations, previous=previous,
        )
        action = bot.run()
        state.apply(action)
        previous = (bot, action)
    raise RuntimeError(f"solo game {seed} did not end")


def objective(weights: dict, seeds: range, level: str, iterations: int) -> float:
    saved = dict(H.WEIGHTS)
    H.WEIGHTS.update(weights)  # the dict the State's evaluate reads by default
    H.forget()  # seat values kept under the weights before
    try:
        return statistics.fmean(solo_score(s, level, iterations) for s in seeds)
    finally:
        H.WEIGHTS.clear()
        H.WEIGHTS.update(saved)
        H.forget()


def try_one(parser, text: str, seeds: range, level: str, iterations: int,
            now_too: bool = True) -> None:
    """Each seed's score with the current weights and with the candidate `text`."""
    trial = {}
    for item in text.split(","):
        name, _, value = item.partition("=")
        if name not in H.WEIGHTS:
            parser.error(f"unknown weight {name!r}; the weights are {sorted(H.WEIGHTS)}")
        try:
            trial[name] = float(value)
        except ValueError:
            parser.error(f"{item!r}: a weight is name=number")
    started = time.perf_counter()
    tried = [objective(trial, range(s, s + 1), level, iterations) for s in seeds]
    now = [objective({}, range(s, s + 1), level, iterations) for s in seeds] if now_too else tried
    print(f"{time.perf_counter() - started:.0f} s")
    for seed, a, b in zip(seeds, now, tried, strict=True):
        print(f"seed_{seed}={a:g},{b:g}")
    print(f"now_mean={statistics.fmean(now):.2f}")
    print(f"tried_mean={statistics.fmean(tried):.2f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=4, help="solo deals per candidate")
    parser.add_argument("--level", default="greedy", help="the bot that plays them")
    parser.add_argument("--iterations", type=int, default=60, help="strong: per decision")
    parser.add_argument("--names", default=DEFAULT_NAMES, help="weights to tune")
    parser.add_argument("--step", type=float, default=0.5, help="relative change tried")
    parser.add_argument("--rounds", type=int, default=1, help="passes over the names")
    parser.add_argument("--first", type=int, default=1, help="first seed")
    parser.add_argument("--try", dest="trial", default="", help="a=x,b=y: one candidate")
    parser.add_argument("--tried-only", action="store_true",
                        help="with --try: skip the current weights' games (known already)")
    args = parser.parse_args(argv)
    seeds = range(args.first, args.first + args.seeds)
    if args.trial:
        try_one(parser, args.trial, seeds, args.level, args.iterations, not args.tried_only)
        return
    names = args.names.split(",")
    unknown = [n for n in names if n not in H.WEIGHTS]
    if unknown:
        parser.error(f"unknown weights {unknown}; the weights are {sorted(H.WEIGHTS)}")
    started = time.perf_counter()
    best = {n: H.WEIGHTS[n] for n in names}
    baseline = best_mean = objective(best, seeds, args.level, args.iterations)
    print(f"baseline: mean {baseline:.2f} over seeds {seeds.start}-{seeds.stop - 1}", flush=True)
    step = args.step
    for round_ in range(args.rounds):
        improved = False
        for name in names:
            for factor in (1 + step, 1 - step):
                trial = dict(best, **{name: round(best[name] * factor, 3)})
                mean = objective(trial, seeds, args.level, args.iterations)
                kept = mean > best_mean
                print(f"# round {round_ + 1}: {name}={trial[name]:g} mean {mean:.2f}"
                      f"{' kept' if kept else ''}", flush=True)
                if kept:
                    best, best_mean, improved = trial, mean, True
                    break
        if not improved:
            step /= 2
    print(f"{time.perf_counter() - started:.0f} s")
    print(f"baseline_mean={baseline:.2f}")
    print(f"tuned_mean={best_mean:.2f}")
    for name in names:
        print(f"weight_{name}={best[name]:g}")


if __name__ == "__main__":
    main()
