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


def test_chosen_deals_replay_the_same_games_as_the_whole_run():
    # --deals 2b,1a plays those two games of a run of 4 (deals 1 and 2, both ways), and
    # each comes out as it did there.
    def games(*args):
        out = subprocess.run(
            [sys.executable, str(SCRIPT), "--game", "tiny", "--iterations", "10",
             "--only", "strong-greedy", "--jobs", "1", "--progress", *args],
            capture_output=True, text=True, timeout=120, cwd=ROOT, check=True).stdout
        found = {}
        for line in out.splitlines():
            if line.startswith("# strong vs greedy: game"):
                deal = line.split("(deal ", 1)[1].split(")", 1)[0]
                found[deal] = line.split("), ", 1)[1].split(";", 1)[0]  # result, totals
        return found

    whole = games("--games", "4")
    assert sorted(whole) == ["1a", "1b", "2a", "2b"]
    chosen = games("--deals", "2b,1a")
    assert chosen == {"2b": whole["2b"], "1a": whole["1a"]}
    assert load_bench().parse_deals("7a, 17b") == [(7, False), (17, True)]
