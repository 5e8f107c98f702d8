"""Engine speed under CPython: decisions per second (list the legal actions, then apply
one picked at random, which checks it again as the page does) and whole random games
per second, for every player count of one game.

    python3 bench/engine.py [--game blackforest|glassroad|burgundy|chickwood] [--seconds 3]

Times are the CPU time of this process (`time.process_time`): the machine is shared,
so wall-clock time would measure the neighbours too; the wall-clock figure of the whole
run is printed as a comment. The same run measures the core's Tiny Race the same way as
a baseline, so a slower or busier machine shows in both; `relative_to_tiny` is their
ratio. The last lines are name=value pairs, decisions_per_second= and
games_per_second_max= last of all.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pkg"))

from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.registry import BUILTIN_MODULES, get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402


def play_games(game_id: str, n: int, seconds: float, seed0: int = 1000):
    """Random games of n players until `seconds` of CPU pass: (games, decisions, elapsed)."""
    game = get_game(game_id)
    seats = [Seat(f"P{i}") for i in range(n)]
    games = decisions = 0
    start = time.process_time()
    while True:
        seed = seed0 + games
        state = game.new_state(seed, seats)
        pick = Rng(seed)
        while state.to_move() is not None:
            legal = state.legal_actions()
            state.apply(legal[pick.randbelow(len(legal))])
            decisions += 1
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games, decisions, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="blackforest", choices=sorted(BUILTIN_MODULES))
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    args = parser.parse_args()
    game = get_game(args.game)
    print(f"# {game.title}; CPython {platform.python_version()} on {platform.machine()},"
          f" {os.cpu_count()} CPUs")
    wall = time.perf_counter()
    games, decisions, elapsed = play_games("tiny", 4, args.seconds)
    tiny = decisions / elapsed
    print(f"# baseline Tiny Race 4p: {tiny:,.0f} decisions/s")
    total_dec = total_time = 0.0
    per_count = {}
    for n in range(game.min_seats, game.max_seats + 1):
        games, decisions, elapsed = play_games(args.game, n, args.seconds)
        per_count[n] = (games / elapsed, decisions / elapsed)
        total_dec += decisions
        total_time += elapsed
        print(f"# {n} player(s): {games} games, {decisions} decisions in {elapsed:.1f} s,"
              f" {decisions / games:.0f} decisions per game")
    print(f"# wall clock {time.perf_counter() - wall:.1f} s for {total_time:.1f} s of CPU"
          " time in the game (load on the machine)")
    for n, (gps, dps) in per_count.items():
        print(f"decisions_per_second_{n}p={dps:.0f}")
        print(f"games_per_second_{n}p={gps:.2f}")
    print(f"baseline_tiny_decisions_per_second={tiny:.0f}")
    print(f"relative_to_tiny={total_dec / total_time / tiny:.3f}")
    print(f"decisions_per_second={total_dec / total_time:.0f}")
    print(f"games_per_second_max={per_count[game.max_seats][0]:.2f}")


if __name__ == "__main__":
    main()
