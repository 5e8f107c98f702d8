"""The Castles of Burgundy: Strong's search settings compared against Greedy on the
same deals, for tuning the bot values in burgundy/data.py.

    python3 bench/burgundy_tune.py [--deals N] [--seed S] [--iterations K] [--jobs J]
                                   [--setting JSON ...]

Each --setting is a JSON object of keyword arguments for the shared search
(bots/search.py `Search`: backup, per_option, explore, ahead, horizon, width, and
iterations, which overrides --iterations for that setting), laid
over the game's own Strong settings (burgundy/bot.py); the baseline of the same run
is those settings unchanged. Every setting plays the same deals against Greedy, each
deal from both seats, seeds as in bench/tournament.py. The mean point margin over
Greedy is a steadier signal than the win rate on a small sample; its standard error
is printed with it. The last lines are name=value pairs, the baseline first:
setting<k>_win_rate=, setting<k>_margin= (k = 0 for the baseline).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pkg"))

from glasshut.bots import make_thinker  # noqa: E402
from glasshut.bots.search import Search  # noqa: E402
from glasshut.burgundy import GAME  # noqa: E402
from glasshut.burgundy import data as D  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402

OWN_SETTINGS = {"backup": D.BOT_BACKUP, "per_option": D.BOT_VISITS_PER_OPTION,
                "explore": D.BOT_EXPLORE}


def play(seed: int, strong_seat: int, setting: dict, iterations: int):
    """One 2-player game of Strong (`setting`) against Greedy: (result, margin, CPU s)."""
    state = GAME.new_state(seed, [Seat("P1"), Seat("P2")])
    started = time.process_time()
    move = 0
    while not state.is_over():
        seat = state.to_move()
        bot_seed = Rng(seed * 1_000_003 + move).next_u64()
        if seat == strong_seat:
            bot = Search(state, seat, seed=bot_seed,
                         **{**OWN_SETTINGS, "iterations": iterations, **setting})
        else:
            bot = make_thinker(state, seat, "greedy", seed=bot_seed)
        state.apply(bot.run())
        move += 1
    mine, theirs = state.scores()[strong_seat], state.scores()[1 - strong_seat]
    result = 1.0 if mine.rank < theirs.rank else 0.5 if mine.rank == theirs.rank else 0.0
    return result, mine.total - theirs.total, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--setting", action="append", default=[], type=json.loads,
                        help="JSON object of search settings (repeatable)")
    args = parser.parse_args()
    settings = [{}] + args.setting
    games = [(deal, seat) for deal in range(args.seed, args.seed + args.deals) for seat in (0, 1)]
    lines = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for k, setting in enumerate(settings):
            n = len(games)
            results = list(pool.map(play, *zip(*games, strict=True), [setting] * n,
                                    [args.iterations] * n))
            wins = sum(r[0] for r in results)
            margins = [r[1] for r in results]
            error = statistics.stdev(margins) / n**0.5 if n > 1 else 0.0
            print(f"# setting {k} {json.dumps({**OWN_SETTINGS, **setting})}: won {wins:g} of {n},"
                  f" margin {statistics.fmean(margins):+.1f} ± {error:.1f},"
                  f" CPU {statistics.fmean(r[2] for r in results):.1f} s a game", flush=True)
            lines += [f"setting{k}_win_rate={wins / n:.3f}",
                      f"setting{k}_margin={statistics.fmean(margins):.2f}"]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
