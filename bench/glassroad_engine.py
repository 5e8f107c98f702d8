"""Glass Road engine speed under CPython: random legal decisions and whole games per second.

    python3 bench/glassroad_engine.py [--seconds 3]

A decision = list the legal actions, then apply one picked at random (apply checks it
again, as the page does). Times are CPU time (`time.process_time`), the machine being
shared. The same run measures the core's Tiny Race the same way as a baseline, so a
slower or busier machine shows in both figures; `relative_to_tiny` is their ratio.
The last lines are name=value pairs.
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


def play_games(game_id: str, n: int, seconds: float, seed0: int = 1000):
    """Random games of n players until `seconds` of CPU pass: (games, decisions, elapsed)."""
    game = get_game(game_id)
    seats = [Seat(f"P{i}") for i in range(n)]
    games = decisions = 0
    start = time.process_time()
    while True:
        seed = seed0 + games
        st = game.new_state(seed, seats)
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
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    args = parser.parse_args()
    print(f"# CPython {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs")
    wall = time.perf_counter()
    games, decisions, elapsed = play_games("tiny", 4, args.seconds)
    tiny = decisions / elapsed
    print(f"# baseline Tiny Race 4p: {tiny:,.0f} decisions/s")
    total_dec = total_time = 0.0
    per_count = {}
    for n in (1, 2, 3, 4):
        games, decisions, elapsed = play_games("glassroad", n, args.seconds)
        per_count[n] = (games / elapsed, decisions / elapsed)
        total_dec += decisions
        total_time += elapsed
        print(f"# {n} player(s): {games} games, {decisions} decisions in {elapsed:.1f} s,"
              f" {decisions / games:.0f} decisions per game")
    print(f"# wall clock {time.perf_counter() - wall:.1f} s")
    for n, (gps, dps) in per_count.items():
        print(f"decisions_per_second_{n}p={dps:.0f}")
        print(f"games_per_second_{n}p={gps:.2f}")
    print(f"baseline_tiny_decisions_per_second={tiny:.0f}")
    print(f"relative_to_tiny={total_dec / total_time / tiny:.3f}")
    print(f"decisions_per_second={total_dec / total_time:.0f}")
    print(f"games_per_second_4p={per_count[4][0]:.2f}")


if __name__ == "__main__":
    main()
