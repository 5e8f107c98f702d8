"""Black Forest engine speed under CPython: decisions per second (list the legal
actions, then apply one picked at random) and whole random games per second.

    python3 bench/engine.py [--seconds 3]

Times are the CPU time of this process (`time.process_time`): the machine is shared,
so wall-clock time would measure the neighbours too; the wall-clock figure of the
whole run is printed as a comment. The last lines are name=value pairs,
decisions_per_second= and games_per_second_4p= last of all.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pkg"))

from glasshut.blackforest import GAME  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402


def play_games(n: int, seconds: float, seed0: int = 1000) -> tuple[int, int, float]:
    """Random games of n players until `seconds` pass: (games, decisions, elapsed)."""
    seats = [Seat(f"P{i}") for i in range(n)]
    games = decisions = 0
    start = time.process_time()
    while True:
        seed = seed0 + games
        st = GAME.new_state(seed, seats, {"first_game": False})
        pick = Rng(seed)
        while st.to_move() is not None:
            legal = st.legal_actions()
            st.apply(legal[pick.randbelow(len(legal))])
            decisions += 1
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return games, decisions, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    args = parser.parse_args()
    print(f"# CPython {platform.python_version()} on {platform.machine()},"
          f" {os.cpu_count()} CPUs")
    results = {}
    wall = time.perf_counter()
    total_dec = total_time = 0.0
    for n in (1, 2, 4):
        games, decisions, elapsed = play_games(n, args.seconds)
        results[n] = (games / elapsed, decisions / elapsed, decisions / games)
        total_dec += decisions
        total_time += elapsed
        print(f"# {n} player(s): {games} games, {decisions} decisions in {elapsed:.1f} s:"
              f" {decisions / elapsed:,.0f} decisions/s, {games / elapsed:.2f} games/s,"
              f" {decisions / games:.0f} decisions per game")
    print(f"# wall clock {time.perf_counter() - wall:.1f} s for"
          f" {total_time:.1f} s of CPU time (load on the machine)")
    print(f"decisions_per_second_1p={results[1][1]:.0f}")
    print(f"decisions_per_second_2p={results[2][1]:.0f}")
    print(f"decisions_per_second_4p={results[4][1]:.0f}")
    print(f"games_per_second_1p={results[1][0]:.2f}")
    print(f"games_per_second_2p={results[2][0]:.2f}")
    print(f"decisions_per_second={total_dec / total_time:.0f}")
    print(f"games_per_second_4p={results[4][0]:.2f}")


if __name__ == "__main__":
    main()
