"""Chickwood Forest with 3 to 5 players: each bot level's average rank against the others.

    python3 bench/chickwood_ranks.py [--games N] [--iterations K] [--seed S]

Every deal is played once per rotation of the levels random, greedy, strong over the
seats (a level sits in several seats with 4 or 5 players), so each level meets every
seat. A shared place counts as the average of the places it covers (two seats tied
for first both rank 1.5). Strong searches up to K root visits a decision. The last
lines are name=value pairs: avg_rank_<level>_<n>p, then avg_rank_<level> over all.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pkg"))

from glasshut.bots import LEVELS, make_thinker  # noqa: E402
from glasshut.chickwood import GAME  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402


def places(scores) -> list[float]:
    """Each seat's place, a shared place averaged over the places it covers."""
    out = []
    for s in scores:
        ahead = sum(1 for o in scores if o.rank < s.rank)
        tied = sum(1 for o in scores if o.rank == s.rank)
        out.append(ahead + (tied + 1) / 2)
    return out


def play(n: int, seed: int, levels: list[str], iterations: int) -> list[float]:
    state = GAME.new_state(seed, [Seat(f"{lv} {i}") for i, lv in enumerate(levels)])
    move = 0
    while not state.is_over():
        seat = state.to_move()
        thinker = make_thinker(state, seat, levels[seat], seed=seed * 7919 + move,
                               iterations=iterations)
        state.apply(thinker.run())
        move += 1
    return places(state.scores())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6, help="deals per player count")
    parser.add_argument("--iterations", type=int, default=100, help="strong: per decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    ranks: dict[tuple[str, int], list[float]] = defaultdict(list)
    for n in (3, 4, 5):
        for deal in range(args.games):
            for shift in range(len(LEVELS)):
                levels = [LEVELS[(i + shift) % len(LEVELS)] for i in range(n)]
                result = play(n, args.seed + deal, levels, args.iterations)
                for level, place in zip(levels, result, strict=True):
                    ranks[level, n].append(place)
        print(f"# {n} players: {args.games} deals x {len(LEVELS)} rotations,"
              f" {time.perf_counter() - start:.0f} s so far", flush=True)
    for n in (3, 4, 5):
        for level in LEVELS:
            values = ranks[level, n]
            print(f"avg_rank_{level}_{n}p={sum(values) / len(values):.2f}")
    for level in LEVELS:
        values = [v for n in (3, 4, 5) for v in ranks[level, n]]
        print(f"avg_rank_{level}={sum(values) / len(values):.2f}")


if __name__ == "__main__":
    main()
