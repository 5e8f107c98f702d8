"""Chickwood Forest engine speed under CPython: decisions per second (list the legal
actions, then apply one picked at random) and whole random games per second, for every
player count, with the Legendary cards.

    python3 bench/chickwood_engine.py [--seconds 2]

Times are this process's CPU time (`time.process_time`), as in bench/engine.py. To
compare against the machine's current speed, the same run first measures Black
Forest's 2-player random games (baseline_bf_decisions_per_second). The last lines are
name=value pairs, decisions_per_second= and games_per_second= last of all.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pkg"))

from glasshut.blackforest import GAME as BLACK_FOREST  # noqa: E402
from glasshut.chickwood import GAME  # noqa: E402
from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402


def play_games(game, n: int, options: dict, seconds: float, seed0: int = 1000):
    """Random games of n players until `seconds` pass: (games, decisions, elapsed)."""
    seats = [Seat(f"P{i}") for i in range(n)]
    games = decisions = 0
    start = time.process_time()
    while True:
        seed = seed0 + games
        state = game.new_state(seed, seats, options)
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
    parser.add_argument("--seconds", type=float, default=2.0, help="time per player count")
    args = parser.parse_args()
    print(f"# CPython {platform.python_version()} on {platform.machine()},"
          f" {os.cpu_count()} CPUs")
    wall = time.perf_counter()
    _, base_decisions, base_time = play_games(BLACK_FOREST, 2, {}, args.seconds)
    results = {}
    total_games = total_decisions = total_time = 0.0
    for n in (2, 3, 4, 5):
        games, decisions, elapsed = play_games(GAME, n, {"legendary": True}, args.seconds)
        results[n] = (games / elapsed, decisions / elapsed)
        total_games += games
        total_decisions += decisions
        total_time += elapsed
        print(f"# {n} players: {games} games, {decisions} decisions in {elapsed:.1f} s,"
              f" {decisions / games:.0f} decisions per game")
    print(f"# wall clock {time.perf_counter() - wall:.1f} s")
    print(f"baseline_bf_decisions_per_second={base_decisions / base_time:.0f}")
    for n in (2, 3, 4, 5):
        print(f"decisions_per_second_{n}p={results[n][1]:.0f}")
        print(f"games_per_second_{n}p={results[n][0]:.2f}")
    print(f"decisions_per_second={total_decisions / total_time:.0f}")
    print(f"games_per_second={total_games / total_time:.2f}")


if __name__ == "__main__":
    main()
