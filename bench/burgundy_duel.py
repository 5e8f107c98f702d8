"""The Castles of Burgundy: median scores of the bot levels in 2-player games against
each other, a yardstick for players.

    python3 bench/burgundy_duel.py [--deals N] [--iterations K] [--seed S]

Each deal is played twice with the seats swapped: strong against greedy, and as the
baseline of the same run, greedy against random. Strong searches up to K root visits
a decision (fewer on a narrow decision, as on the page). The last lines are
name=value pairs; strong_median= and greedy_median= last.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.bots import make_thinker  # noqa: E402
from glasshut.burgundy import GAME  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402


def play(seed: int, levels: tuple[str, str], iterations: int) -> list[int]:
    """One game; the totals in seat order."""
    state = GAME.new_state(seed, [Seat("P1"), Seat("P2")])
    move = 0
    while not state.is_over():
        seat = state.to_move()
        bot = make_thinker(state, seat, levels[seat], seed=seed * 7919 + move,
                           iterations=iterations)
        state.apply(bot.run())
        move += 1
    scores = state.scores()
    return [s.total for s in scores] + [1 if scores[0].rank == 1 else 0]


def pairing(first: str, second: str, deals: int, seed: int, iterations: int):
    """Scores of `first` and `second` over the deals, both seatings; first's wins."""
    mine, theirs, wins = [], [], 0
    for deal in range(seed, seed + deals):
        a, b, a_won = play(deal, (first, second), iterations)
        mine.append(a)
        theirs.append(b)
        wins += a_won
        b, a, b_won = play(deal, (second, first), iterations)
        mine.append(a)
        theirs.append(b)
        wins += 1 - b_won
        print(f"# deal {deal}: {first} {mine[-2]} / {mine[-1]},"
              f" {second} {theirs[-2]} / {theirs[-1]}", flush=True)
    return mine, theirs, wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    greedy_b, random_b, _ = pairing("greedy", "random", args.deals, args.seed, args.iterations)
    strong, greedy, wins = pairing("strong", "greedy", args.deals, args.seed, args.iterations)
    games = 2 * args.deals
    print(f"# {games} games a pairing, {time.perf_counter() - started:.0f} s")
    print(f"baseline_greedy_vs_random_median={statistics.median(greedy_b):g}")
    print(f"baseline_random_vs_greedy_median={statistics.median(random_b):g}")
    print(f"strong_win_rate={wins / games:.3f}")
    print(f"strong_median={statistics.median(strong):g}")
    print(f"greedy_median={statistics.median(greedy):g}")


if __name__ == "__main__":
    main()
