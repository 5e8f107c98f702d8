"""The Castles of Burgundy engine speed under CPython: decisions per second (list the
legal actions, then apply one picked at random) and whole random games per second.

    python3 bench/burgundy_engine.py [--seconds 3]

Times are CPU time of this process (`time.process_time`): the machine may be shared.
The baseline, measured in the same run, is Tiny Race (the core's example game) played
the same way, so `speed_vs_tiny` compares the two on this machine at this moment. The
last lines are name=value pairs; decisions_per_second= and games_per_second= last.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pkg"))

from glasshut.core.game import Seat  # noqa: E402
from glasshut.core.registry import get_game  # noqa: E402
from glasshut.core.rng import Rng  # noqa: E402


def play_games(game_id: str, n: int, seconds: float, options=None, seed0: int = 1000):
    """Random games of n players until `seconds` of CPU pass: (games, decisions, elapsed)."""
    game = get_game(game_id)
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
    parser.add_argument("--seconds", type=float, default=3.0, help="time per player count")
    args = parser.parse_args()
    print(f"# CPython {platform.python_version()} on {platform.machine()},"
          f" {os.cpu_count()} CPUs")
    wall = time.perf_counter()
    games, decisions, elapsed = play_games("tiny", 2, args.seconds)
    baseline = decisions / elapsed
    print(f"# baseline Tiny Race, 2 players: {baseline:,.0f} decisions/s")
    results = {}
    total_dec = total_games = total_time = 0.0
    for n in (2, 3, 4):
        games, decisions, elapsed = play_games("burgundy", n, args.seconds)
        results[n] = (games / elapsed, decisions / elapsed)
        total_dec += decisions
        total_games += games
        total_time += elapsed
        print(f"# {n} players: {games} games, {decisions} decisions in {elapsed:.1f} s:"
              f" {decisions / elapsed:,.0f} decisions/s, {games / elapsed:.2f} games/s,"
              f" {decisions / games:.0f} decisions per game")
    print(f"# wall clock {time.perf_counter() - wall:.1f} s")
    print(f"baseline_tiny_decisions_per_second={baseline:.0f}")
    for n in (2, 3, 4):
        print(f"decisions_per_second_{n}p={results[n][1]:.0f}")
        print(f"games_per_second_{n}p={results[n][0]:.2f}")
    print(f"speed_vs_tiny={total_dec / total_time / baseline:.3f}")
    print(f"decisions_per_second={total_dec / total_time:.0f}")
    print(f"games_per_second={total_games / total_time:.2f}")


if __name__ == "__main__":
    main()
