"""How long a Black Forest game lasts with the bots: the hourglass tuning.

    python3 bench/game_length.py [--seeds N] [--level greedy] [--jobs J]

Plays N seeded games for 2, 3 and 4 players, every seat the same bot level, and
prints per player count the median number of turns per player (a Clockmaker's extra
turn counts as a turn; a game stopped at MAX_ROUNDS counts as the longest) and the
spread of the winners' scores in finished games. The target for the
hourglass value (data.HOURGLASS) is a median of 20-26 turns per player. Ends with
`turns_median_2p=`, `turns_median_3p=`, `turns_median_4p=` and `hourglass=`.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.blackforest import data as D  # noqa: E402
from glasshut.bots import make_thinker  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

MAX_ACTIONS = 20_000
MAX_ROUNDS = 100  # as in tournament.py: a longer game is stopped and counted apart


def game(players: int, seed: int, level: str) -> tuple[float | None, list[int]]:
    """(Turns per player, final totals) of one game; turns None if it was stopped."""
    seats = [Seat(f"{level} {i + 1}", "bot", level) for i in range(players)]
    state = get_game("blackforest").new_state(seed, seats)
    turns, last, previous = 0, None, None
    for move in range(MAX_ACTIONS):
        if state.is_over():
            return turns / players, [s.total for s in state.scores()]
        if state.turn_id() != last:
            turns, last = turns + 1, state.turn_id()
            if turns > MAX_ROUNDS * players:
                return None, [s.total for s in state.scores()]
        seat = state.to_move()
        bot = make_thinker(
            state, seat, level, seed=Rng(seed * 1_000_003 + move).next_u64(), previous=previous
        )
        action = bot.run()
        state.apply(action)
        previous = (bot, action)
    raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=10, help="games per player count")
    parser.add_argument("--level", default="greedy", help="bot level of every seat")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    print(f"hourglass {D.HOURGLASS}; {args.seeds} games per player count; {args.level} bots")
    medians = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        for players in (2, 3, 4):
            seeds = range(1, args.seeds + 1)
            n = len(seeds)
            results = list(pool.map(game, [players] * n, seeds, [args.level] * n))
            # A stopped game lasted longer than any finished one: it sorts last.
            lengths = sorted(t if t is not None else math.inf for t, _ in results)
            stopped = sum(1 for t, _ in results if t is None)
            winners = sorted(max(totals) for t, totals in results if t is not None)
            medians[players] = statistics.median(lengths)
            print(
                f"{players} players: turns per player median {medians[players]:g},"
                f" range {lengths[0]:g}-{lengths[-1]:g}, {stopped} stopped at {MAX_ROUNDS};"
                f" winning score median {statistics.median(winners):g},"
                f" range {winners[0]}-{winners[-1]}"
            )
    for players, median in medians.items():
        print(f"turns_median_{players}p={median:g}")
    print(f"hourglass={D.HOURGLASS}")


if __name__ == "__main__":
    main()
