"""Bot strength: seeded 2-player matches between levels, and solo scores per level.

    python3 bench/tournament.py [--game ID] [--games N] [--random-games N]
                                [--iterations K | --budget S] [--solo-seeds M]
                                [--seed S] [--jobs J] [--progress] [--deals 7a,17b]

Defaults: Black Forest if it is registered and a random 2-player game of it runs to
the end, else Tiny Race; 40 games per pairing; strong searches up to 300 root visits
per decision, fewer on a narrow decision as on the page (`--budget S` gives it S
seconds instead, as the page does; bench/ui.py prints how many visits the page
reaches, strong_visits_median). Each deal is
played twice with the seats swapped. A win counts 1, a shared first place 1/2; the
interval is Wilson's 95% score interval. The last five lines are `name=value`:
greedy_vs_random, strong_vs_greedy (win rates), strong_solo_median (or "n/a"
when the game has no solo mode), and greedy_vs_random_longest_rounds and
strong_vs_greedy_longest_rounds (the longest game of each pairing, in turns per
player).

`--deals` plays only the games named, each a deal's seed and the seating: "a" with the
pairing's first-named level first (as the even games of a run), "b" swapped. A change
that alters play only late in a game can so be measured again on the games that last
that long, the rest being played move for move as before.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.bots import LEVELS, make_thinker  # noqa: E402
from glasshut.core.game import RulesError, Seat  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

MAX_ACTIONS = 20_000  # a game this long is a rules bug, not a measurement
# Black Forest ends only when a player spends provisions, and the bots cannot always
# plan the several turns that takes (docs/performance.md): a game still going after
# this many rounds is stopped, scored as it stands, and counted as stopped.
MAX_ROUNDS = 100  # random play lasts 60-95 rounds (docs/rules-decisions.md)


def playable(game_id: str) -> bool:
    """Registered, and a seeded random 2-player game reaches its end."""
    try:
        game = get_game(game_id)
        state = game.new_state(1, [Seat("A"), Seat("B")])
        picker = Rng(1)
        for _ in range(MAX_ACTIONS):
            if state.is_over():
                return True
            state.apply(picker.choice(state.legal_actions()))
    except Exception as exc:  # noqa: BLE001 - any failure means "not ready yet"
        print(f"{game_id} is not playable: {exc!r}", file=sys.stderr)
    return False


def pick_game(requested: str | None) -> str:
    if requested:
        get_game(requested)  # KeyError with a clear message if unknown
        return requested
    if playable("blackforest"):
        return "blackforest"
    print("blackforest is not ready; measuring tiny instead.", file=sys.stderr)
    return "tiny"


def play(
    game_id: str, seed: int, levels: tuple[str, ...], budget
) -> tuple[list, bool, float]:
    """One game, seat i played by `levels[i]`: its Scores, whether it was stopped at
    MAX_ROUNDS rather than played to its end, and its length in turns per player (as
    bench/game_length.py counts it: an extra turn counts as a turn)."""
    seats = [Seat(f"{level} {i + 1}", "bot", level) for i, level in enumerate(levels)]
    state = get_game(game_id).new_state(seed, seats)
    iterations, budget_s = budget
    previous = None
    turns, last = 0, None
    for move in range(MAX_ACTIONS):
        if state.is_over():
            return state.scores(), False, turns / len(levels)
        if state.turn_id() != last:
            turns, last = turns + 1, state.turn_id()
            if turns > MAX_ROUNDS * len(levels):
                return state.scores(), True, MAX_ROUNDS
        seat = state.to_move()
        bot_seed = Rng(seed * 1_000_003 + move).next_u64()
        thinker = make_thinker(state, seat, levels[seat], budget_s, bot_seed, iterations, previous)
        action = thinker.run()
        state.apply(action)
        previous = (thinker, action)
    raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")


def duel(
    game_id: str, seed: int, a: str, b: str, swap: bool, budget
) -> tuple[float | None, bool, str, float]:
    """`a`'s result against `b` (1 win, 0.5 shared first place, 0 loss), whether
    the game was stopped at MAX_ROUNDS, the two totals ("a-b", for --progress) and the
    game's turns per player.
    None: the engine caught a rules bug in itself (printed, and the game left out of
    the count rather than the whole run lost)."""
    levels = (b, a) if swap else (a, b)
    try:
        scores, stopped, rounds = play(game_id, seed, levels, budget)
    except RulesError as exc:
        print(f"# deal {seed}{' swapped' if swap else ''}: rules error {exc}", flush=True)
        return None, False, "rules error", 0.0
    mine, theirs = scores[1 if swap else 0], scores[0 if swap else 1]
    totals = f"{mine.total}-{theirs.total}"
    if mine.rank == theirs.rank:
        return 0.5, stopped, totals, rounds
    return (1.0 if mine.rank < theirs.rank else 0.0), stopped, totals, rounds


def solo(game_id: str, seed: int, level: str, budget) -> tuple[int, str]:
    """The final score and the title it earns (the game's solo titles, if any)."""
    score = play(game_id, seed, (level,), budget)[0][0]
    return score.total, score.title


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_deals(text: str) -> list[tuple[int, bool]]:
    """"7a,17b" -> [(7, False), (17, True)]: each deal's seed, and whether it is swapped."""
    deals = []
    for item in text.split(","):
        item = item.strip()
        if len(item) < 2 or item[-1] not in "ab" or not item[:-1].isdigit():
            raise ValueError(f"a deal is its seed and a or b (7a, 17b), not {item!r}")
        deals.append((int(item[:-1]), item[-1] == "b"))
    return deals


def run_pairing(
    pool, game_id, a, b, games, base_seed, budget, progress=False, deals=None
) -> tuple[float, float]:
    """`a`'s result against `b` over the games (`deals`: these (seed, swapped) games
    instead), and the longest game's turns per player."""
    if deals is None:
        deals = [(base_seed + g // 2, g % 2 == 1) for g in range(games)]
    jobs = [(game_id, seed, a, b, swapped, budget) for seed, swapped in deals]
    started = time.perf_counter()
    outcomes = []
    for outcome in pool.map(duel, *zip(*jobs, strict=True)):
        outcomes.append(outcome)
        if progress:  # a long run killed early still tells what it measured
            done = sum(earlier[0] or 0 for earlier in outcomes)
            seed, swapped = deals[len(outcomes) - 1]
            print(f"# {a} vs {b}: game {len(outcomes)} (deal {seed}{'b' if swapped else 'a'}),"
                  f" {outcome[0]} ({outcome[2]},"
                  f" {outcome[3]:g} rounds); {done:g} of {len(outcomes)} so far", flush=True)
    results = [outcome[0] for outcome in outcomes if outcome[0] is not None]
    errors = len(outcomes) - len(results)
    stopped = sum(1 for outcome in outcomes if outcome[1])
    longest = max((outcome[3] for outcome in outcomes), default=0.0)
    wins = sum(results)
    games = len(results)
    lo, hi = wilson(wins, games)
    rate = wins / games if games else math.nan
    print(
        f"{a} vs {b}: {rate:.3f} over {games} games"
        f" (won {results.count(1.0)}, shared {results.count(0.5)}, lost {results.count(0.0)});"
        f" 95% CI [{lo:.3f}, {hi:.3f}]; {stopped} stopped at {MAX_ROUNDS} rounds;"
        f" {errors} left out by a rules error; longest {longest:g} rounds;"
        f" {time.perf_counter() - started:.1f} s"
    )
    return rate, longest


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", help="game id (default: blackforest if ready, else tiny)")
    parser.add_argument("--games", type=int, default=40, help="games per pairing (even)")
    parser.add_argument(
        "--random-games", type=int, help="games of greedy against random (default: --games)"
    )
    parser.add_argument("--iterations", type=int, default=300, help="strong: per decision")
    parser.add_argument("--budget", type=float, help="strong: seconds per decision instead")
    parser.add_argument("--solo-seeds", type=int, default=20, help="solo games per level")
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all)"
    )
    parser.add_argument(
        "--progress", action="store_true", help="a line per game as it ends (# first)"
    )
    parser.add_argument(
        "--deals", type=parse_deals, help="only these games of a pairing, e.g. 7a,17b"
    )
    parser.add_argument(
        "--only",
        default="greedy-random,strong-greedy,solo",
        help="what to measure, comma-separated (default: all three); the rest prints n/a",
    )
    parser.add_argument(
        "--solo-levels",
        default=",".join(LEVELS),
        help="levels played solo, comma-separated (default: all)",
    )
    args = parser.parse_args(argv)
    game_id = pick_game(args.game)
    game = get_game(game_id)
    budget = (None, args.budget) if args.budget else (args.iterations, 0.0)
    strength = f"{args.budget} s" if args.budget else f"{args.iterations} iterations"
    print(f"{game.title}: {args.games} games per pairing, strong thinks {strength} a decision")
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        only = set(args.only.split(","))
        gvr = svg = gvr_longest = svg_longest = math.nan
        if "greedy-random" in only:
            vs_random = args.random_games or args.games
            gvr, gvr_longest = run_pairing(
                pool, game_id, "greedy", "random", vs_random, args.seed, budget, args.progress,
                args.deals,
            )
        if "strong-greedy" in only:
            svg, svg_longest = run_pairing(
                pool, game_id, "strong", "greedy", args.games, args.seed, budget, args.progress,
                args.deals,
            )
        median: str = "n/a"
        if game.min_seats == 1 and args.solo_seeds > 0 and "solo" in only:
            for level in args.solo_levels.split(","):
                seeds = range(args.seed, args.seed + args.solo_seeds)
                n = len(seeds)
                results = []
                for seed, result in zip(
                    seeds, pool.map(solo, [game_id] * n, seeds, [level] * n, [budget] * n),
                    strict=True,
                ):
                    results.append(result)
                    if args.progress:
                        print(f"# solo {level}: seed {seed}, {result[0]} ({result[1]})", flush=True)
                results.sort()
                totals = [total for total, _ in results]
                q1, mid, q3 = statistics.quantiles(totals, n=4) if n > 1 else totals * 3
                print(
                    f"solo {level}: median {statistics.median(totals)},"
                    f" quartiles {q1:g}-{q3:g}, range {totals[0]}-{totals[-1]},"
                    f" mean {statistics.fmean(totals):.2f} over {n} seeds"
                )
                titles: dict[str, int] = {}
                for _, title in results:  # in score order, so the titles print low to high
                    if title:
                        titles[title] = titles.get(title, 0) + 1
                if titles:
                    print("  titles: " + ", ".join(f"{t} {k}" for t, k in titles.items()))
                if level == "strong":
                    median = f"{statistics.median(totals):g}"
    print(f"greedy_vs_random={'n/a' if math.isnan(gvr) else f'{gvr:.3f}'}")
    print(f"strong_vs_greedy={'n/a' if math.isnan(svg) else f'{svg:.3f}'}")
    print(f"strong_solo_median={median}")
    print(f"greedy_vs_random_longest_rounds={'n/a' if math.isnan(gvr) else f'{gvr_longest:g}'}")
    print(f"strong_vs_greedy_longest_rounds={'n/a' if math.isnan(svg) else f'{svg_longest:g}'}")


class _Serial:
    """The executor interface in this process, so --jobs 1 is easy to profile."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def map(fn, *iterables):
        return map(fn, *iterables)


if __name__ == "__main__":
    main()
