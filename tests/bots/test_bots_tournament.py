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
    names = [line.split("=", 1)[0] for line in lines[-3:]]
    assert names == ["greedy_vs_random", "strong_vs_greedy", "strong_solo_median"]
    values = [float(line.split("=", 1)[1]) for line in lines[-3:]]
    assert values[0] >= 0.5 and 0 <= values[1] <= 1 and 10 <= values[2] <= 22
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
    assert again.stdout.strip().splitlines()[-3:] == lines[-3:]
