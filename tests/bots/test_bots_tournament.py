"""bench/tournament.py runs, reports what it promises, and computes Wilson intervals."""

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "bench" / "tournament.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("tournament", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_wilson_interval_matches_known_values():
    wilson = load_bench().wilson
    lo, hi = wilson(8, 10)
    assert (round(lo, 3), round(hi, 3)) == (0.490, 0.943)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and round(hi, 3) == 0.161
    assert wilson(0, 0) == (0.0, 1.0)


def test_tournament_on_tiny_race_prints_the_three_results_last():
    result = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--game",
            "tiny",
            "--games",
            "6",
            "--iterations",
            "10",
            "--solo-seeds",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert "greedy vs random" in result.stdout and "solo strong" in result.stdout
    names = [line.split("=", 1)[0] for line in lines[-5:]]
    assert names == ["greedy_vs_random", "strong_vs_greedy", "strong_solo_median",
                     "greedy_vs_random_longest_rounds", "strong_vs_greedy_longest_rounds"]
    values = [float(line.split("=", 1)[1]) for line in lines[-5:]]
    assert values[0] >= 0.5 and 0 <= values[1] <= 1 and 10 <= values[2] <= 22
    assert values[3:] == [0, 0]  # Tiny Race tells no turns apart (State.turn_id)
    # Seeded: a second run prints the same numbers.
    again = subprocess.run(
        [
            sys.executable,
            str(SCRIPT),
            "--game",
            "tiny",
            "--games",
            "6",
            "--iterations",
            "10",
            "--solo-seeds",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert again.stdout.strip().splitlines()[-5:] == lines[-5:]


def test_a_games_length_is_counted_in_turns_per_player():
    module = load_bench()
    scores, stopped, rounds = module.play("blackforest", 3, ("random", "random"), (10, 0.0))
    assert not stopped and len(scores) == 2
    assert 5 <= rounds < 40 and (2 * rounds).is_integer()
